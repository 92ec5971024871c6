"""What the window shows of the ledger: one row per entry, and who sits where next."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import Ruleset


@dataclass(frozen=True)
class HandRow:
    """One ledger entry as the window shows it: a hand, a penalty, a seat or rules change."""

    number: int | None  # the hand's number, or the penalty's (its own count); None for a change
    label: str  # the round and deal, e.g. "E1", "E1+1"; "" for what is not a hand
    kind: str  # the ledger's kind: "hand", "faan", "draw", "false_win", "penalty", "rules", "seats", ...
    entry: dict[str, Any]  # what was recorded, typed by seat (hand-format, or the settle form)
    winner: int | None  # player index
    faan: int | None
    deltas: tuple[Fraction, ...]  # per player, in the session's player order
    dealer: int  # player index of East for this hand
    prevailing: str
    seats: dict[str, int] = field(default_factory=dict)  # seat wind -> player index
    points: int | Fraction | None = None  # the winner's points, under rules that count in points (units)
    running: tuple[Fraction, ...] = ()  # each player's total after this entry, as on paper
    note: str = ""  # the ledger's own one-line description
    key: Any = None  # the ledger's id for this entry
    ruleset: Ruleset | None = None  # the rules this entry was played under
    previous_ruleset: Ruleset | None = None  # for a rules change: the rules it replaced
    is_hand: bool = False  # a numbered hand that moves the deal (the ledger's HandRecord.is_hand)
    has_money: bool = False  # money changes hands (a hand or a penalty)
    sits_out: int | None = None  # at a table of five, the player index of who sat this one out


@dataclass(frozen=True)
class Position:
    """Who sits where for the next hand (the ledger's dealer tracking)."""

    dealer: int
    prevailing: str
    label: str
    seats: dict[str, int]  # seat wind -> player index
    label_zh: str = ""
    sits_out: int | None = None  # at a table of five, the player index of who sits the next hand out

    def seat_of(self, player: int) -> str:
        return next(s for s, p in self.seats.items() if p == player)
