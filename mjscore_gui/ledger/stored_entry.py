"""The one codec between a typed entry (outcome.entries: seats by wind) and its stored
JSON (players by id): `stored_form` when it is recorded, `entry_of` on every read.

Entries are given by seat wind but stored by player: when an earlier hand is edited the
deal may rotate differently, and the later hands must follow the players who won and
paid, not the chairs' winds. Their seat winds, the prevailing wind and so their faan and
payments are worked out again on every read. The stored shape is the ledger's file
format (schema.py): a hand by its tiles keeps hand-format's keys, less its seat and round.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import HandError, Ruleset
from mjscore_gui.engine.seats import SEATS, WIND_NAMES
from mjscore_gui.ledger import amounts
from mjscore_gui.ledger.errors import InvalidHand, LedgerError
from mjscore_gui.ledger.names import text
from mjscore_gui.ledger.table import TableState
from mjscore_gui.limits import MAX_LINE
from mjscore_gui.outcome import BonusWin, Draw, Entry, FaanClaim, FalseWin, Penalty, ScoredHand
from mjscore_gui.outcome.jsonform import claim_options, entry_json, loser_json, read_entry, read_hand
from mjscore_gui.payout.money import exact

_PLAYER_ROLES = ("discarder", "responsible")
_NOT_A_HAND_KEY = ("seat_wind", "prevailing_wind", "ruleset", "note", "id", "comment") + _PLAYER_ROLES


@dataclass(frozen=True, slots=True)
class Read:
    """An entry a face read, with its note and, for a hand, its keys as they were typed:
    the ledger keeps a hand's tiles as the player wrote them ("111m 234m ...")."""

    entry: Entry
    note: str | None = None
    written: Mapping[str, Any] | None = None


# Makes an entry's (kind, stored form) from the table as it stands and its rules, inside a write.
Make = Callable[[TableState, Ruleset], tuple[str, dict[str, Any]]]

# An entry read at the table as it then stands (its ruleset, its round): a face's item
# in a batch, whose round wind is known only when the hands before it are played.
Reader = Callable[[TableState, Ruleset], Read]


def from_json(obj: Any) -> Reader:
    """The face's item (JSON as `mjscore ledger record` reads it) as a Reader; its
    refusals are LedgerErrors (InvalidHand for a hand's tiles)."""

    def read(state: TableState, ruleset: Ruleset) -> Read:
        try:
            entry, note = read_entry(obj, ruleset, state.prevailing_wind)
        except LedgerError:
            raise
        except HandError as exc:
            raise InvalidHand(str(exc)) from None
        except ValueError as exc:
            raise LedgerError(str(exc)) from None
        return Read(entry, note, obj if isinstance(entry, (ScoredHand, BonusWin)) else None)

    return read


def make_entry(entry: Entry | Reader, note: str | None = None) -> Make:
    """Makes the stored form of an entry (or of what a Reader reads) at the table as it stands."""

    def make(state: TableState, rules: Ruleset) -> tuple[str, dict[str, Any]]:
        if callable(entry):
            read = entry(state, rules)
            return stored_form(read.entry, read.note, state, read.written)
        return stored_form(entry, note, state)

    return make


def stored_form(
    entry: Entry, note: str | None, state: TableState, written: Mapping[str, Any] | None = None
) -> tuple[str, dict[str, Any]]:
    """(kind, stored form) of an entry played at the table as `state` has it; a hand's
    keys as `written` at a face, when it was typed there."""
    seats = state.seats()

    def pid(seat: str | None, role: str) -> int | None:
        if seat is None:
            return None
        if seat not in SEATS:
            raise LedgerError(f"{role} must be a seat wind (E, S, W or N), not {seat!r}")
        return seats[seat]

    def roles(discarder: str | None, responsible: str | None = None) -> dict[str, int]:
        named = (("discarder", pid(discarder, "discarder")), ("responsible", pid(responsible, "responsible")))
        return {role: who for role, who in named if who is not None}

    data: dict[str, Any]
    if isinstance(entry, Draw):
        kind, data = "draw", {}
    elif isinstance(entry, FalseWin):
        kind, data = "false_win", {"offender": pid(entry.seat, "seat_wind (who made the false win)")}
        if entry.rules:
            data["rules"] = _plain(entry.rules)
    elif isinstance(entry, Penalty):
        kind = "penalty"
        payments = {str(pid(s, "a payment's seat")): amounts.to_text(a) for s, a in entry.payments.items() if a}
        data = {"payments": payments, "reason": text(entry.reason, "the reason", MAX_LINE, single_line=True)}
    elif isinstance(entry, FaanClaim):
        kind = "faan"
        data = {"faan": entry.faan, "win": entry.win, "winner": pid(entry.seat, "seat_wind (the winner's seat)")}
        data.update({k: _plain(v) for k, v in claim_options(entry).items()})
        data.update(roles(entry.discarder, entry.responsible))
    else:
        kind = "hand"
        data = {"hand": _hand(entry, state, pid, written), "winner": pid(entry.seat, "seat_wind (the winner's seat)")}
        data.update(roles(entry.discarder, entry.responsible if isinstance(entry, ScoredHand) else None))
    if note not in (None, ""):
        data["note"] = text(note, "the note")
    return kind, data


def _hand(
    entry: ScoredHand | BonusWin,
    state: TableState,
    pid: Callable[[str, str], int | None],
    written: Mapping[str, Any] | None,
) -> dict[str, Any]:
    if written is not None:  # read from these keys (read_entry): kept as typed
        hand = {k: _plain(v) for k, v in written.items() if k not in _NOT_A_HAND_KEY}
        if isinstance(hand.get("losers"), Mapping):
            hand["losers"] = {str(pid(s, "a loser's seat")): v for s, v in hand["losers"].items()}
        return hand
    if isinstance(entry, BonusWin):
        hand = entry_json(entry, state.prevailing_wind)
    else:
        if entry.situation.prevailing_wind != state.prevailing_wind:
            raise LedgerError(
                f"this hand is played in the {WIND_NAMES[state.prevailing_wind]} round, "
                f"but its prevailing wind is {WIND_NAMES.get(entry.situation.prevailing_wind, '?')}"
            )
        hand = entry_json(entry, state.prevailing_wind)
        if entry.losers:  # by player, like the roles: a replay may seat them at other winds
            hand["losers"] = {str(pid(s, "a loser's seat")): loser_json(shown) for s, shown in entry.losers.items()}
    for key in ("seat_wind", "prevailing_wind", "discarder", "responsible"):
        hand.pop(key, None)
    if entry.rules:
        hand["rules"] = _plain(entry.rules)
    return hand


def entry_of(
    kind: str, data: Mapping[str, Any], state: TableState, ruleset: Ruleset | None, names: Mapping[int, str]
) -> Entry:
    """The typed entry a stored one is at the table as `state` has it (a hand by its tiles
    is read under `ruleset`). Raises LedgerError when it cannot stand there (a player it
    names is not seated)."""
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
    if kind == "hand" and ruleset is not None:
        obj = losers_by_seat(data["hand"], seat_of)
        obj.update(
            seat_wind=seat(data["winner"], "winner"),
            prevailing_wind=state.prevailing_wind,
            discarder=seat(data.get("discarder"), "discarder"),
            responsible=seat(data.get("responsible"), "responsible"),
        )
        return replace(read_hand(obj, ruleset), rules=obj.get("rules") or {})
    raise LedgerError(f"not a money entry: {kind}")


def typed_json(kind: str, data: Mapping[str, Any], state: TableState, names: Mapping[int, str]) -> dict[str, Any]:
    """The entry as a face would type it at its table (seats by wind): an export's record,
    an edit's starting point; what read_entry reads back. A hand by its tiles keeps its
    keys as stored (as typed); the others go through the codec and the face's writer."""
    if kind != "hand":
        entry = entry_of(kind, data, state, None, names)
        if isinstance(entry, (FaanClaim, FalseWin)):  # the rules as stored, amounts in text
            entry = replace(entry, rules=data.get("rules") or {})
        return entry_json(entry, state.prevailing_wind, data.get("note"))
    seat_of = {pid: wind for wind, pid in state.seats().items()}
    roles = {role: seat_of[data[role]] for role in _PLAYER_ROLES if data.get(role) is not None}
    note = {"note": data["note"]} if data.get("note") else {}
    hand = losers_by_seat(data["hand"], seat_of)
    return {**hand, "seat_wind": seat_of[data["winner"]], "prevailing_wind": state.prevailing_wind, **roles, **note}


def losers_by_seat(hand: Mapping[str, Any], seat_of: Mapping[int, str]) -> dict[str, Any]:
    """A stored hand's `losers` keyed by seat again, for the table as it stands."""
    if not isinstance(hand.get("losers"), Mapping):
        return dict(hand)
    return {**hand, "losers": {seat_of[int(pid)]: v for pid, v in hand["losers"].items()}}


def _plain(value: Any) -> Any:
    """JSON-storable without loss: Decimals (from jsonio) and Fractions become their exact text."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    if isinstance(value, (Decimal, Fraction)):
        return str(value)
    if isinstance(value, float):
        raise LedgerError(f'{value!r} is inexact; give amounts as whole numbers, decimals in text, or "p/q"')
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


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
