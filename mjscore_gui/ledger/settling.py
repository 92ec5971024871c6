"""A stored entry settled at its table: its stored form (players by id) read into the
typed entry of the outcome path (seats by wind, as the table stands), settled by
`outcome.settle_entry`, and what the ledger shows of the outcome (its result, how it
moves the deal)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.errors import HandError, RulesetError
from mjscore_gui.ledger.errors import InvalidHand, LedgerError
from mjscore_gui.ledger.stored_entry import entry_of
from mjscore_gui.ledger.table import DEALER_WON, DRAWN, OTHER_WON, VOID, TableState
from mjscore_gui.outcome import BonusWin, Draw, FaanClaim, FalseWin, Outcome, Penalty, ScoredHand, settle_entry
from mjscore_gui.outcome.jsonform import outcome_json


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
    elif isinstance(entry, (BonusWin, ScoredHand)):
        result = outcome_json(outcome)
        # A win on bonus tiles alone (seed 001): its one faan line; a hand off a discard as
        # the ledger has shown it since schema 1: scored without the roles.
        if isinstance(entry, BonusWin) or entry.discarder is not None:
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
