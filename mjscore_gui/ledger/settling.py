"""A stored entry settled at its table: its stored form (players by id) read into the
typed entry of the outcome path (seats by wind, as the table stands), settled by
`outcome.settle_entry`, and what the ledger shows of the outcome (its result, how it
moves the deal)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.errors import HandError, RulesetError
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger.errors import InvalidHand, LedgerError
from mjscore_gui.ledger.forms import losers_by_seat
from mjscore_gui.ledger.table import DEALER_WON, DRAWN, OTHER_WON, VOID, TableState
from mjscore_gui.outcome import (
    BonusWin,
    Draw,
    Entry,
    FaanClaim,
    FalseWin,
    Outcome,
    Penalty,
    ScoredHand,
    settle_entry,
)
from mjscore_gui.outcome.jsonform import outcome_json, read_hand
from mjscore_gui.payout.money import exact


def entry_of(
    kind: str, data: Mapping[str, Any], state: TableState, ruleset: Ruleset, names: Mapping[int, str]
) -> Entry:
    """The typed entry a stored one is at the table as `state` has it. Raises LedgerError
    when it cannot stand there (a player it names is not seated)."""
    seat_of = {pid: wind for wind, pid in state.seats().items()}

    def seat(pid: int | None, role: str) -> str | None:
        if pid is None:
            return None
        if pid not in seat_of:
            raise LedgerError(f"{names.get(pid, pid)} ({role}) is not at the table for this hand")
        return seat_of[pid]

    if kind == "draw":
        return Draw()
    if kind == "false_win":
        return FalseWin(seat(data["offender"], "false win") or "", _decimals(data.get("rules") or {}))
    if kind == "penalty":
        payments = {w: Fraction(0) for w in SEATS}
        for pid, amount in data["payments"].items():
            payments[seat(int(pid), "penalty") or ""] = Fraction(amount)
        return Penalty(payments, data["reason"])
    if kind == "faan":
        return FaanClaim(
            data["faan"],
            seat(data["winner"], "winner") or "",
            data["win"],
            seat(data.get("discarder"), "discarder"),
            seat(data.get("responsible"), "responsible"),
            limit=bool(data.get("limit", False)),
            minimum_faan=data.get("minimum_faan"),
            conditions=frozenset(data.get("conditions") or ()),
            points=None if data.get("points") is None else exact(data["points"], "points"),
            rules=_decimals(data.get("rules") or {}),
        )
    if kind == "hand":
        obj = dict(losers_by_seat(data["hand"], seat_of))
        obj.update(
            seat_wind=seat(data["winner"], "winner"),
            prevailing_wind=state.prevailing_wind,
            discarder=seat(data.get("discarder"), "discarder"),
            responsible=seat(data.get("responsible"), "responsible"),
        )
        return replace(read_hand(obj, ruleset), rules=obj.get("rules") or {})
    raise LedgerError(f"not a money entry: {kind}")


def settle_stored(
    kind: str, data: Mapping[str, Any], state: TableState, ruleset: Ruleset, names: Mapping[int, str]
) -> Outcome:
    """Settle one stored entry at the table as `state` has it. Raises LedgerError when
    the entry cannot stand there (its winner is not seated, it is below the minimum, ...)."""
    try:
        outcome = settle_entry(entry_of(kind, data, state, ruleset, names), ruleset)
    except LedgerError:
        raise
    except (ValueError, HandError, RulesetError) as exc:
        raise InvalidHand(str(exc)) from None
    if not outcome.valid:
        raise InvalidHand(outcome.error)
    if outcome.settlement is None:  # settle_entry leaves an unnamed discarder to its caller
        raise InvalidHand("a discard win needs the discarder: who discarded the winning tile")
    if isinstance(outcome.entry, (ScoredHand, FaanClaim, BonusWin)) and not outcome.settlement.meets_minimum:
        reason = outcome.settlement.reason
        raise InvalidHand(f"below the minimum: {reason}; a hand below the minimum is not a win")
    return outcome


def shown_result(outcome: Outcome) -> dict[str, Any]:
    """What the ledger shows of a settled entry (`HandRecord.result`, the export's
    `result`), all but its payments: the score of a hand by its tiles, the payment lines,
    why nothing (or a penalty) was paid, the faan paid after the cap."""
    entry, settlement = outcome.entry, outcome.settlement
    assert settlement is not None  # settle_stored settled it
    if isinstance(entry, Penalty):
        return {"reason": entry.reason}
    result: dict[str, Any] = {}
    if isinstance(entry, FaanClaim):
        result["faan"] = entry.faan
    elif isinstance(entry, BonusWin):  # seed 001's win on bonus tiles alone: its one faan line
        result = outcome_json(outcome)
        for key in ("payments", "payment_lines", "payment_note"):
            result.pop(key, None)
    elif isinstance(entry, ScoredHand):
        result = outcome_json(outcome)
        if entry.discarder is not None:  # as the ledger has shown it since schema 1: scored without the roles
            for key in ("payments", "payment_lines", "payment_note"):
                result.pop(key, None)
    result["payment_lines"] = list(settlement.lines)
    if settlement.reason:
        result["reason"] = settlement.reason
    if settlement.paid_faan is not None and settlement.faan is not None and settlement.paid_faan != settlement.faan:
        result["paid_faan"] = settlement.paid_faan
    return result


def deal_of(outcome: Outcome) -> str | None:
    """How the entry moves the deal (table.py); None: it is not a hand."""
    entry = outcome.entry
    if isinstance(entry, Draw):
        return DRAWN
    if isinstance(entry, FalseWin):
        return VOID
    if isinstance(entry, (ScoredHand, FaanClaim, BonusWin)):
        return DEALER_WON if entry.seat == "E" else OTHER_WON
    return None


def seats_of(outcome: Outcome) -> tuple[str | None, str | None, str | None, int | None]:
    """(winner, discarder, win, faan) by seat wind, as the ledger's table shows them."""
    entry = outcome.entry
    if isinstance(entry, FalseWin):
        return entry.seat, None, None, None
    if isinstance(entry, FaanClaim):
        return entry.seat, entry.discarder, entry.win, entry.faan
    if isinstance(entry, BonusWin):
        return entry.seat, entry.discarder, entry.win, outcome.faan
    if isinstance(entry, ScoredHand):
        return entry.seat, entry.discarder, entry.situation.win, outcome.faan
    return None, None, None, None


def _decimals(overrides: Mapping[str, Any]) -> dict[str, Any]:
    # Stored amounts are text ("0.5"); the settings want numbers.
    out = {}
    for key, value in overrides.items():
        if isinstance(value, str) and key in ("stake", "divisor", "self_drawn_multiplier", "old_hk_limit"):
            try:
                value = Decimal(value)
            except InvalidOperation:
                pass
        out[key] = value
    return out
