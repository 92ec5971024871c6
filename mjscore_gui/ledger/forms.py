"""A hand as typed (seat-based JSON, the faces' form) <-> a hand as stored (player-based).

Hands are entered by seat wind, as hand-format.md has them, but stored by player: when
an earlier hand is edited the deal may rotate differently, and the later hands must
follow the players who won and paid, not the chairs' winds. Their seat winds, the
prevailing wind and so their faan and payments are worked out again on every read
(settling.py reads a stored entry into the outcome path's typed entry).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.hand import CONDITIONS
from mjscore_gui.engine.seats import SEATS, WIND_NAMES
from mjscore_gui.ledger import amounts
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.names import text
from mjscore_gui.ledger.table import TableState
from mjscore_gui.limits import MAX_FAAN, MAX_LINE
from mjscore_gui.limits import check_size as check_input
from mjscore_gui.outcome.jsonform import SETTLE_KEYS
from mjscore_gui.payout.money import exact

# Makes an entry's (kind, stored form) from the table as it stands and its rules.
Make = Callable[[TableState, Ruleset], tuple[str, dict[str, Any]]]

HAND_KINDS = ("hand", "faan", "draw", "false_win")  # numbered hands that move the deal
MONEY_KINDS = HAND_KINDS + ("penalty",)

# A hand recorded by its faan alone: the settle form's keys, less the false win and the
# draw (entries of their own kinds), plus the round wind and a note the table may add.
_FAAN_KEYS = (SETTLE_KEYS - {"false_win", "draw"}) | {"prevailing_wind", "note"}
_TILE_KEYS = {"concealed", "melds", "winning_tile", "flowers"}
_PLAYER_ROLES = ("discarder", "responsible")


# ---- typed (seat-based) -> stored (player-based) -------------------------------------


def check_size(value: Any, what: str) -> None:
    """LedgerError for input no table could mean: see outcome.limits.check_size."""
    try:
        check_input(value, what)
    except ValueError as exc:
        raise LedgerError(str(exc)) from None


def from_typed(obj: Any, state: TableState, ruleset: Ruleset) -> tuple[str, dict[str, Any]]:
    """(kind, stored form) for one recorded item, checked against the table as it stands."""
    if not isinstance(obj, Mapping):
        raise LedgerError("a hand must be a JSON object (see hand-format)")
    check_size(obj, "the hand")
    seats = state.seats()
    _check_prevailing(obj, state)
    _check_ruleset(obj, ruleset)
    note = obj.get("note")
    if _flag(obj, "draw"):
        extra = set(obj) - {"draw", "note", "prevailing_wind", "ruleset", "id", "comment"}
        if extra:
            raise LedgerError(f"a drawn hand takes no {min(extra)!r}")
        return "draw", _with_note({}, note)
    if _flag(obj, "false_win"):
        offender = _seat(obj.get("seat_wind", "E"), "seat_wind (who made the false win)")
        data: dict[str, Any] = {"offender": seats[offender]}
        if obj.get("rules"):
            data["rules"] = _rules(obj["rules"])
        return "false_win", _with_note(data, note)
    if _flag(obj, "penalty"):
        return "penalty", _with_note(_penalty(obj, seats), note)
    if "faan" in obj and not (_TILE_KEYS & set(obj)):
        unknown = sorted(set(obj) - _FAAN_KEYS)
        if unknown:
            raise LedgerError(
                f"unknown key {unknown[0]!r}; a hand given by its faan reads {', '.join(sorted(_FAAN_KEYS))}"
            )
        winner = _seat(obj.get("seat_wind", "E"), "seat_wind (the winner's seat)")
        data = {"faan": _whole(obj["faan"], "faan"), "win": _win_kind(obj.get("win")), "winner": seats[winner]}
        _flag(obj, "limit")
        if obj.get("minimum_faan") is not None:
            _whole(obj["minimum_faan"], "minimum_faan")
        _conditions(obj.get("conditions"))
        for key in ("rules", "limit", "minimum_faan", "conditions", "points"):
            if obj.get(key) not in (None, False, [], {}):
                data[key] = _rules(obj[key]) if key == "rules" else _plain(obj[key])
        data.update(_roles(obj, seats))
        return "faan", _with_note(data, note)
    winner = _seat(obj.get("seat_wind", "E"), "seat_wind (the winner's seat)")
    hand = {
        k: _plain(v)
        for k, v in obj.items()
        if k not in ("seat_wind", "prevailing_wind", "ruleset", "note", "id", "comment") + _PLAYER_ROLES
    }
    if isinstance(hand.get("losers"), Mapping):
        # Stored by player, like the roles: a replay may seat them at other winds.
        hand["losers"] = {str(seats[_seat(s, "a loser's seat")]): v for s, v in hand["losers"].items()}
    return "hand", _with_note({"hand": hand, "winner": seats[winner], **_roles(obj, seats)}, note)


def losers_by_seat(hand: Mapping[str, Any], seat_of: Mapping[int, str]) -> dict[str, Any]:
    """A stored hand's `losers` keyed by seat again, for the table as it stands."""
    if not isinstance(hand.get("losers"), Mapping):
        return dict(hand)
    return {**hand, "losers": {seat_of[int(pid)]: v for pid, v in hand["losers"].items()}}


def _with_note(data: dict[str, Any], note: Any) -> dict[str, Any]:
    if note not in (None, ""):
        data["note"] = text(note, "the note")
    return data


def _whole(value: Any, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_FAAN:
        raise LedgerError(f"{key} must be a whole number from 0 to {MAX_FAAN}, not {shown(value)}")
    return value


def _win_kind(value: Any) -> str:
    if value not in ("discard", "self_drawn"):
        raise LedgerError(f'win must be "discard" or "self_drawn", not {shown(value)}')
    return str(value)


def _conditions(value: Any) -> None:
    if value is None:
        return
    if not isinstance(value, list):
        raise LedgerError('conditions must be a list such as ["robbing_kong"]')
    for condition in value:
        if condition not in CONDITIONS:
            raise LedgerError(f"unknown condition {shown(condition)}; known: {', '.join(CONDITIONS)}")


def _roles(obj: Mapping[str, Any], seats: dict[str, int]) -> dict[str, int]:
    out = {}
    for role in _PLAYER_ROLES:
        if obj.get(role) is not None:
            out[role] = seats[_seat(obj[role], role)]
    return out


def _penalty(obj: Mapping[str, Any], seats: dict[str, int]) -> dict[str, Any]:
    unknown = set(obj) - {"penalty", "payments", "reason", "note", "prevailing_wind", "ruleset"}
    if unknown:
        raise LedgerError(f"unknown key {min(unknown)!r} in a penalty; it takes payments and reason")
    reason = obj.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        raise LedgerError('a penalty or transfer needs a reason, e.g. "reason": "late arrival"')
    payments = obj.get("payments")
    if not isinstance(payments, Mapping) or not payments:
        raise LedgerError('a penalty needs payments by seat, e.g. {"E": -10, "S": 10}')
    given: dict[str, Fraction] = {}
    for seat, value in payments.items():
        _seat(seat, "a payment's seat")
        try:
            given[seat] = exact(value, f"the amount for {WIND_NAMES[seat]}")
        except ValueError as exc:
            raise LedgerError(str(exc)) from None
    if sum(given.values(), Fraction(0)) != 0:
        raise LedgerError("a penalty's payments must add up to 0: what one player pays the others receive")
    return {
        "payments": {str(seats[s]): amounts.to_text(a) for s, a in given.items() if a},
        "reason": text(reason, "the reason", MAX_LINE, single_line=True),
    }


def _check_prevailing(obj: Mapping[str, Any], state: TableState) -> None:
    given = obj.get("prevailing_wind")
    if given is not None and given != state.prevailing_wind:
        raise LedgerError(
            f"this hand is played in the {WIND_NAMES[state.prevailing_wind]} round, "
            f"but prevailing_wind says {given!r}; leave it out and the ledger fills it in"
        )


def _check_ruleset(obj: Mapping[str, Any], ruleset: Ruleset) -> None:
    ref = obj.get("ruleset")
    if ref is not None and ref != ruleset.id:
        raise LedgerError(
            f"this session plays the {ruleset.id!r} rules; to play {ref!r}, change the session's "
            "rules (it applies from the next hand) rather than naming it in a hand"
        )


def _seat(value: Any, role: str) -> str:
    if value not in SEATS:
        raise LedgerError(f"{role} must be a seat wind (E, S, W or N), not {value!r}")
    return str(value)


def _flag(obj: Mapping[str, Any], key: str) -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise LedgerError(f"{key} must be true or false, not {value!r}")
    return value


def _rules(value: Any) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise LedgerError("'rules' must be an object of settings, e.g. {\"min_faan\": 3}")
    return {k: _plain(v) for k, v in value.items()}


def _plain(value: Any) -> Any:
    """JSON-storable without loss: Decimals (from jsonio) become their exact text."""
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, float):
        raise LedgerError(f'{value!r} is inexact; give amounts as whole numbers, decimals in text, or "p/q"')
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


# ---- stored -> typed (export) ---------------------------------------------------------


def to_typed(kind: str, data: Mapping[str, Any], state: TableState, names: Mapping[int, str]) -> dict[str, Any]:
    """The entry in the seat-based form it would be typed in, at the table as `state` has it."""
    seat_of = {pid: wind for wind, pid in state.seats().items()}
    note = {"note": data["note"]} if data.get("note") else {}
    if kind == "draw":
        return {"draw": True, **note}
    if kind == "false_win":
        out = {"false_win": True, "seat_wind": seat_of[data["offender"]]}
        if data.get("rules"):
            out["rules"] = dict(data["rules"])
        return {**out, **note}
    if kind == "penalty":
        payments = {w: Fraction(0) for w in SEATS}
        for pid, amount in data["payments"].items():
            payments[seat_of[int(pid)]] = Fraction(amount)
        return {"penalty": True, "payments": payments, "reason": data["reason"], **note}
    roles = {role: seat_of[data[role]] for role in _PLAYER_ROLES if data.get(role) is not None}
    if kind == "faan":
        out = {"faan": data["faan"], "seat_wind": seat_of[data["winner"]], "win": data.get("win"), **roles}
        for key in ("rules", "limit", "minimum_faan", "conditions", "points"):
            if key in data:
                out[key] = data[key]
        return {**out, "prevailing_wind": state.prevailing_wind, **note}
    if kind == "hand":
        return {
            **losers_by_seat(data["hand"], seat_of),
            "seat_wind": seat_of[data["winner"]],
            "prevailing_wind": state.prevailing_wind,
            **roles,
            **note,
        }
    raise LedgerError(f"{kind} is not a hand")
