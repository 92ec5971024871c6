"""The entries a table records, typed: a hand given by its tiles, a hand given by its
faan alone, a win on bonus tiles alone, a false win, a drawn hand, a penalty. Seats are winds (E, S, W, N) at the
table as the entry was played; each entry carries its own situation."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mjscore_gui.engine.hand import Hand, Situation
from mjscore_gui.engine.losers import LoserHand

# A hand's own house-rule overrides ({"min_faan": 3}), as the ruleset's settings take them.
Overrides = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class ScoredHand:
    """A winning hand by its tiles; the engine counts its faan. The winner sits at
    `situation.seat_wind` and won `situation.win`."""

    hand: Hand
    situation: Situation
    discarder: str | None = None
    responsible: str | None = None
    losers: Mapping[str, LoserHand] = field(default_factory=dict)  # shown sets (units rules)
    rules: Overrides = field(default_factory=dict)

    @property
    def seat(self) -> str:
        return self.situation.seat_wind


@dataclass(frozen=True, slots=True)
class FaanClaim:
    """A win given by its faan alone: the table counted it."""

    faan: int
    seat: str  # the winner's
    win: str  # "discard" or "self_drawn"
    discarder: str | None = None
    responsible: str | None = None
    limit: bool = False
    minimum_faan: int | None = None  # the faan that count toward the minimum, when fewer
    conditions: frozenset[str] = frozenset()
    points: Fraction | None = None  # counted at the table, for rules that pay points
    rules: Overrides = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class BonusWin:
    """A win on bonus tiles alone (花糊): seven (七搶一) or all eight (八仙過海), declared
    on the spot (seed 001, Flower Faan; seed 004, great flowers). `count` is 7 or 8;
    `flowers` the tiles when they were listed. With seven the win is "discard" and the
    `discarder` is the player who drew the eighth; with eight it is "self_drawn"."""

    count: int
    seat: str  # the winner's
    win: str
    discarder: str | None = None
    flowers: tuple[int, ...] = ()
    rules: Overrides = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class FalseWin:
    """A false win (詐糊) by the player at `seat`: a penalty, no tiles needed."""

    seat: str = "E"
    rules: Overrides = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Draw:
    """A drawn hand: nobody pays."""


@dataclass(frozen=True, slots=True)
class Penalty:
    """Money moved by the table's decision: `payments` by seat, adding up to 0."""

    payments: Mapping[str, Fraction]
    reason: str


Entry = ScoredHand | FaanClaim | BonusWin | FalseWin | Draw | Penalty
WIN_ENTRIES = (ScoredHand, FaanClaim, BonusWin)
