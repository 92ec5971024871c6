"""What a rules change would have meant: a finished night re-settled under another
ruleset or payout table, beside the totals as played. Nothing is written: the night's
hands are read, settled again in memory, and compared.

The hands are taken as they fell: same seats, same winners and discarders, same tiles
or counted faan. A full hand (tiles clicked in) is scored again under the other rules,
so its faan may change; a hand given by its faan keeps that faan. A win that falls below
the other rules' minimum would not have counted: it pays nothing and is listed. The deal
is not replayed (who dealt each hand stays as it was).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any

from mjscore_gui.club.results.nights import Night, NightHand
from mjscore_gui.engine import Ruleset
from mjscore_gui.outcome import Draw, FaanClaim, FalseWin, settle_entry
from mjscore_gui.outcome.jsonform import hand_ruleset, read_hand


@dataclass(frozen=True, slots=True)
class HandChange:
    label: str
    number: int
    as_played: dict[str, Fraction]
    what_if: dict[str, Fraction]
    faan_as_played: int | None
    faan_what_if: int | None
    note: str = ""  # e.g. "below the 5-faan minimum: would not count"


@dataclass(frozen=True, slots=True)
class WhatIf:
    players: tuple[str, ...]
    ruleset: str  # the other rules' id
    settings: dict[str, Any]  # the settings changed on it
    as_played: dict[str, Fraction]
    what_if: dict[str, Fraction]
    hands: tuple[HandChange, ...]

    @property
    def difference(self) -> dict[str, Fraction]:
        return {p: self.what_if[p] - self.as_played[p] for p in self.players}

    @property
    def not_counted(self) -> list[HandChange]:
        return [h for h in self.hands if h.note]

    def to_json(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "ruleset": self.ruleset,
            "settings": dict(self.settings),
            "as_played": self.as_played,
            "what_if": self.what_if,
            "difference": self.difference,
            "changed_hands": [
                {"hand": h.label, **{k: v for k, v in asdict(h).items() if k != "label"}}
                for h in self.hands
                if h.as_played != h.what_if or h.note
            ],
        }


def other_rules(base: Ruleset, settings: Mapping[str, Any] | None = None) -> Ruleset:
    """`base` with some settings changed (e.g. {"payout": "full_spicy"}); ValueError
    naming the setting when one is unknown or out of range."""
    if not settings:
        return base
    return base.with_settings(dict(settings))


def what_if(night: Night, rules: Ruleset, settings: Mapping[str, Any] | None = None) -> WhatIf:
    """Every hand of `night` settled again under `rules`; `settings` only labels the
    result (pass rules already changed by `other_rules`)."""
    totals = {p: Fraction(0) for p in night.players}
    changes: list[HandChange] = []
    for hand in night.hands:
        after, faan, note = resettle(hand, rules)
        for name, amount in after.items():
            totals[name] = totals.get(name, Fraction(0)) + amount
        changes.append(HandChange(hand.label, hand.number, dict(hand.deltas), after, hand.faan, faan, note))
    players = tuple(night.players) + tuple(p for p in totals if p not in night.players)
    as_played = {p: night.totals.get(p, Fraction(0)) for p in players}
    return WhatIf(
        players,
        rules.id,
        dict(settings or {}),
        as_played,
        {p: totals.get(p, Fraction(0)) for p in players},
        tuple(changes),
    )


def resettle(hand: NightHand, rules: Ruleset) -> tuple[dict[str, Fraction], int | None, str]:
    """(deltas by name, faan, note) for one hand under `rules`."""
    typed = hand.typed
    names = hand.seats
    overrides = typed.get("rules") or None
    zero = {n: Fraction(0) for n in names.values()}
    if hand.kind == "penalty":
        return dict(hand.deltas), None, ""
    try:
        if hand.kind == "draw":
            outcome = settle_entry(Draw(), rules)
        elif hand.kind == "false_win":
            outcome = settle_entry(FalseWin(typed.get("seat_wind", "E"), overrides or {}), rules)
        elif hand.kind == "faan":
            claim = FaanClaim(
                int(typed["faan"]),
                typed.get("seat_wind", "E"),
                typed.get("win") or "discard",
                typed.get("discarder"),
                typed.get("responsible"),
                limit=bool(typed.get("limit")),
                minimum_faan=typed.get("minimum_faan"),
                conditions=frozenset(typed.get("conditions") or ()),
                rules=overrides or {},
            )
            outcome = settle_entry(claim, rules)
        else:
            obj = {k: v for k, v in typed.items() if k not in ("ruleset", "note")}
            played = hand_ruleset(obj, rules)
            outcome = settle_entry(read_hand(obj, played), played)
    except ValueError as exc:
        return zero, None, "not a valid hand under these rules: " + str(exc)
    if hand.kind == "draw":
        return zero, None, ""
    if not outcome.valid:
        return zero, None, "not a valid hand under these rules: " + outcome.error
    settlement, faan = outcome.settlement, outcome.faan
    if settlement is None:
        return zero, faan, "the discarder is missing"
    if not settlement.meets_minimum:
        return zero, faan, f"{settlement.reason or 'below the minimum'}: would not count"
    return {names[w]: Fraction(a) for w, a in settlement.payments.items()}, faan, ""
