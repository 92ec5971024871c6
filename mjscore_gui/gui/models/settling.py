"""Settling one recorded entry (a full hand, a faan-only hand, a draw, a false win or a
penalty) into each seat's payment, the same way whichever way it was entered."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import HandError, Ruleset, parse_hand, score

SEATS = ("E", "S", "W", "N")


@dataclass(frozen=True)
class Settled:
    kind: str
    winner: str | None  # seat
    faan: int | None
    payments: dict[str, Fraction]  # seat -> delta, sums to 0


def entry_kind(entry: dict[str, Any]) -> str:
    if entry.get("draw"):
        return "draw"
    if entry.get("false_win"):
        return "false_win"
    if "penalty" in entry:
        return "penalty"
    if "faan" in entry and "concealed" not in entry:
        return "quick"
    return "win"


def settle_entry(entry: dict[str, Any], ruleset: Ruleset) -> Settled:
    """Raises ValueError (HandError is one) with a readable reason for an entry that
    cannot be settled, so it is refused before it reaches the ledger."""
    from mjscore_gui.payout import SettlementRules, settle, settle_false_win

    kind = entry_kind(entry)
    rules = SettlementRules.from_settings(ruleset.settings, entry.get("rules"))
    zero = {s: Fraction(0) for s in SEATS}
    if kind == "draw":
        return Settled(kind, None, None, zero)
    if kind == "false_win":
        s = settle_false_win(entry["seat_wind"], rules)
        return Settled(kind, entry["seat_wind"], None, dict(s.payments))
    if kind == "penalty":
        payments = dict(zero)
        for seat, amount in entry["payments"].items():
            payments[seat] = Fraction(amount)
        if sum(payments.values()) != 0:
            raise ValueError("a penalty's payments must add up to 0")
        return Settled(kind, None, None, payments)
    winner = entry.get("seat_wind", "E")
    discarder = entry.get("discarder") if entry.get("win") == "discard" else None
    if kind == "quick":
        faan, minimum, limit, robbing = entry["faan"], None, False, False
    else:
        hand, situation = parse_hand(entry)
        result = score(hand, situation, ruleset)
        if not result.valid:
            raise HandError(result.error or "not a valid hand")
        faan, minimum, limit = result.faan, result.minimum_faan, result.limit
        robbing = "robbing_kong" in situation.conditions
    s = settle(faan, winner, entry.get("win"), discarder, entry.get("responsible"), rules,
               minimum_faan=minimum, limit=limit, robbing_kong=robbing)
    if not s.meets_minimum:
        raise ValueError(s.reason)
    return Settled(kind, winner, faan, dict(s.payments))
