"""The one outcome path: an entry and its ruleset in, the scored, settled outcome out.
The preview, recording, re-settling after an edit, what-if, `mjscore score` and
`mjscore settle` all call `settle_entry`."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import HandError, Ruleset, score
from mjscore_gui.engine.bonus_win import score_bonus_win
from mjscore_gui.engine.hand import Situation
from mjscore_gui.engine.losers import LoserHand, LoserScore, woo_mei
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.units import PointLine
from mjscore_gui.engine.validate import check_earthly_discarder
from mjscore_gui.outcome.entries import BonusWin, Draw, Entry, FaanClaim, FalseWin, Overrides, Penalty, ScoredHand
from mjscore_gui.payout import SEATS, Settlement, SettlementRules, format_amount, settle, settle_draw, settle_false_win


@dataclass(frozen=True, slots=True)
class Outcome:
    """A settled entry. `settlement` is None for a hand that is not valid (`result` says
    why) and for a discard win that names no discarder yet (a preview)."""

    entry: Entry
    ruleset: Ruleset  # as the entry was played: its own overrides applied
    settlement: Settlement | None
    result: ScoreResult | None = None  # a hand by its tiles: scored and priced
    losers: Mapping[str, LoserScore] = field(default_factory=dict)

    @property
    def valid(self) -> bool:
        return self.result is None or self.result.valid

    @property
    def error(self) -> str:
        return "" if self.result is None or self.result.valid else self.result.error or "not a valid hand"

    @property
    def meets_minimum(self) -> bool:
        if self.settlement is not None:
            return self.settlement.meets_minimum
        return self.result is not None and self.result.valid and self.result.meets_minimum

    @property
    def payments(self) -> dict[str, Fraction]:
        """Each seat's delta (all four; empty when not settled)."""
        return dict(self.settlement.payments) if self.settlement is not None else {}

    @property
    def faan(self) -> int | None:
        if self.result is not None:
            return self.result.faan
        return self.entry.faan if isinstance(self.entry, FaanClaim) else None

    @property
    def notes(self) -> tuple[str, ...]:
        """Why nothing (or a penalty) was paid, when something was."""
        return (self.settlement.reason,) if self.settlement is not None and self.settlement.reason else ()


def settle_entry(entry: Entry, ruleset: Ruleset) -> Outcome:
    """Score (a hand by its tiles) and settle one entry under `ruleset`, with the entry's
    own `rules` overrides applied. Raises ValueError (HandError, RulesetError) for an
    entry that cannot be settled: overrides that are not settings, a discarder who is
    the winner, losers under rules that do not score them."""
    if isinstance(entry, (ScoredHand, BonusWin)):
        return _scored(entry, ruleset.with_settings(entry.rules) if entry.rules else ruleset)
    if isinstance(entry, Draw):
        return Outcome(entry, ruleset, settle_draw())
    if isinstance(entry, Penalty):
        payments = {seat: Fraction(entry.payments.get(seat, 0)) for seat in SEATS}
        if sum(payments.values()) != 0:
            raise ValueError("a penalty's payments must add up to 0: what one player pays the others receive")
        return Outcome(entry, ruleset, Settlement(payments, kind="penalty", reason=entry.reason))
    rules = settlement_rules(ruleset, entry.rules)
    if isinstance(entry, FalseWin):
        return Outcome(entry, ruleset, settle_false_win(entry.seat, rules))
    claim: FaanClaim = entry
    check_earthly_discarder(claim.conditions, claim.discarder)
    settlement = settle(
        claim.faan,
        claim.seat,
        claim.win,
        claim.discarder,
        claim.responsible,
        rules,
        minimum_faan=claim.minimum_faan,
        limit=claim.limit,
        robbing_kong="robbing_kong" in claim.conditions,
        points=claim.points,
    )
    return Outcome(entry, ruleset, settlement)


def settlement_rules(ruleset: Ruleset, overrides: Overrides | None = None) -> SettlementRules:
    """The ruleset's settlement rules, with a claim's own overrides."""
    if overrides:
        return SettlementRules.from_settings(ruleset.settings, overrides)
    settings = tuple(sorted(ruleset.settings.items()))
    try:
        return _rules_of(settings)
    except TypeError:  # a setting held as a list or table (unhashable): built each time
        return SettlementRules.from_settings(ruleset.settings)


# Building a ruleset's settlement rules checks and converts each setting: about 60 µs,
# two thirds of settling a hand, and a batch or a night settles hundreds under the same
# few settings. Keyed by the settings themselves (checked, so each key's values have one
# type), never by an object's id.
@functools.lru_cache(maxsize=64)
def _rules_of(settings: tuple[tuple[str, Any], ...]) -> SettlementRules:
    return SettlementRules.from_settings(dict(settings))


def _scored(entry: ScoredHand | BonusWin, ruleset: Ruleset) -> Outcome:
    """A hand by its tiles, or seed 001's seven or eight bonus tiles won on the spot
    (engine/bonus_win.py says who pays: seven, the drawer of the eighth pays as a
    discarder; eight, all pay as for a self-drawn limit hand), scored and settled."""
    if isinstance(entry, ScoredHand):
        result = score(entry.hand, entry.situation, ruleset)
        win, conditions, responsible = entry.situation.win, entry.situation.conditions, entry.responsible
    else:
        result = score_bonus_win(entry.count, entry.win, ruleset, entry.flowers)
        win, conditions, responsible = entry.win, frozenset(), None
    if not result.valid:
        return Outcome(entry, ruleset, None, result)
    rules = settlement_rules(ruleset)
    result = with_points(result, ruleset, rules)
    losers = score_losers(entry.losers, entry.situation, ruleset) if isinstance(entry, ScoredHand) else {}
    if win == "discard" and entry.discarder is None:
        return Outcome(entry, ruleset, None, result, losers)
    check_earthly_discarder(conditions, entry.discarder)
    settlement = settle(
        result.faan,
        entry.seat,
        win or "",
        entry.discarder,
        responsible,
        rules,
        minimum_faan=result.faan_toward_minimum,
        limit=result.limit,
        robbing_kong="robbing_kong" in conditions,
        points=result.points,
        losers={seat: Fraction(v.points) for seat, v in losers.items()},
    )
    return Outcome(entry, ruleset, settlement, result, losers)


def score_losers(losers: Mapping[str, LoserHand], situation: Situation, ruleset: Ruleset) -> dict[str, LoserScore]:
    """The losers' end-game (woo mei) values (seed 000); only units rules score them."""
    if not losers:
        return {}
    check_losers_read(ruleset)
    return {seat: woo_mei(shown, seat, situation, ruleset) for seat, shown in sorted(losers.items())}


def check_losers_read(ruleset: Ruleset) -> None:
    if ruleset.counting != "units":
        raise HandError(f"'losers' is read only by rules that score the losers' hands (units); {ruleset.id} does not")


def with_points(result: ScoreResult, ruleset: Ruleset, rules: SettlementRules | None = None) -> ScoreResult:
    """The result with its "points" when the ruleset counts its points on a settling
    table (seed 003, 5.3: 8 faan -> 84 points; a limit hand is a share of the Limit,
    5.2.2). Units (seed 000) are counted by the engine itself."""
    if not result.valid or ruleset.counting != "table" or result.points is not None:
        return result
    rules = rules or settlement_rules(ruleset)
    table = rules.table
    if table.payment == "each":
        return result
    paid = min(result.faan, rules.cap)
    if result.limit_percent is not None and table.limit_points is not None:
        share = table.limit_points * result.limit_percent / 100
        points = int(share) if share.denominator == 1 else share
        line = PointLine(
            "limit_share",
            f"{result.limit_percent}% of the {format_amount(table.limit_points)}-point Limit",
            f"上限 {format_amount(table.limit_points)} 分的 {result.limit_percent}%",
            points,
        )
    else:
        value = table.points(paid)
        points = int(value) if value.denominator == 1 else value
        # A table that pays the same past the cap (seed 003, Figure 3: "20 faans or more")
        # prices the hand's own faan: 26 faan on the 6-9-12 table is 1,024, as 20 is.
        as_own = paid == result.faan or table.points(result.faan) == value
        shown = f"{result.faan} faan" if as_own else f"{result.faan} faan, paid as {paid}"
        line = PointLine(
            "settling_table",
            f"{shown} on the {table.name}",
            f"{result.faan if as_own else paid} 番（{table.name_zh or table.name}）",
            points,
        )
    return replace(result, points=points, points_lines=(line,))
