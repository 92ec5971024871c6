"""What the table asks after a night: who won what, how, and how fast the money moved.

Pure functions over `Night`s (nights.py): the running totals the chart draws, and each
player's statistics for one night or for every night in the ledger.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mjscore_gui.club.results.nights import Night, NightHand


@dataclass(frozen=True, slots=True)
class Series:
    """Each player's running total after every hand (and penalty) of the night, from 0."""

    labels: tuple[str, ...]  # "", then "E1", "E1+1", ...: the first point is the start
    players: tuple[str, ...]
    totals: dict[str, tuple[Fraction | int, ...]]  # one exact value per label


def running_totals(night: Night) -> Series:
    """The night's series as each hand carries it (the ledger adds the totals up)."""
    labels = ("", *(hand.label for hand in night.hands))
    totals = {p: (0, *(hand.running.get(p, 0) for hand in night.hands)) for p in night.players}
    return Series(labels, night.players, totals)


def session_series(session: Any) -> Series:
    """`running_totals(night_of(session))`, read from the ledger's stored deltas alone:
    the chart beside the ledger shows the whole night also at 20,000 hands."""
    labels, totals = session.running_totals()
    players = tuple(session.players)
    return Series(tuple(labels), players, {p: tuple(totals[p]) for p in players})


@dataclass(frozen=True, slots=True)
class BiggestHand:
    faan: int
    label: str  # the hand's label, e.g. "S2"
    date: str
    win: str | None  # "self_drawn" or "discard"
    tiles: dict[str, Any] | None  # the tiles as typed, when the hand was clicked in
    discarder: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "faan": self.faan,
            "hand": self.label,
            "date": self.date,
            "win": self.win,
            "discarder": self.discarder,
            "tiles": self.tiles,
        }


@dataclass(slots=True)
class PlayerNightStats:
    name: str
    nights: int = 0
    hands_played: int = 0
    hands_won: int = 0
    self_drawn: int = 0
    paid_as_discarder: int = 0
    false_wins: int = 0
    faan_won: int = 0  # the sum over wins, for the average
    total: Fraction = field(default_factory=Fraction)
    hours: Fraction = field(default_factory=Fraction)  # time at the table with a known length
    money_timed: Fraction = field(default_factory=Fraction)  # money won over those hours
    biggest: BiggestHand | None = None

    @property
    def average_faan(self) -> Fraction | None:
        return Fraction(self.faan_won, self.hands_won) if self.hands_won else None

    @property
    def per_hour(self) -> Fraction | None:
        return self.money_timed / self.hours if self.hours else None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "nights": self.nights,
            "hands": self.hands_played,
            "hands_won": self.hands_won,
            "self_drawn": self.self_drawn,
            "paid_as_discarder": self.paid_as_discarder,
            "false_wins": self.false_wins,
            "average_faan": self.average_faan,
            "total": self.total,
            "per_hour": self.per_hour,
            "biggest_hand": self.biggest.to_json() if self.biggest else None,
        }


def night_statistics(night: Night, alias: Mapping[str, str] | None = None) -> dict[str, PlayerNightStats]:
    """Each player's statistics for one night, in the night's player order."""
    return player_statistics([night], alias)


def player_statistics(nights: Iterable[Night], alias: Mapping[str, str] | None = None) -> dict[str, PlayerNightStats]:
    """Each player's statistics over `nights`; `alias` maps another spelling to the name
    it is counted under."""
    alias = alias or {}
    stats: dict[str, PlayerNightStats] = {}

    def get(name: str) -> PlayerNightStats:
        name = alias.get(name, name)
        if name not in stats:
            stats[name] = PlayerNightStats(name)
        return stats[name]

    for night in nights:
        hours = night.hours()
        for player in dict.fromkeys(alias.get(p, p) for p in night.players):
            s = get(player)
            s.nights += 1
            s.hours += hours or 0
        for name, total in night.totals.items():
            s = get(name)
            s.total += total
            if hours:
                s.money_timed += total
        for hand in night.hands:
            _count(hand, night, get)
    return stats


def _count(hand: NightHand, night: Night, get: Any) -> None:
    if not hand.is_hand:
        return
    for name in hand.seats.values():
        get(name).hands_played += 1
    if hand.kind == "false_win":
        if hand.winner:
            get(hand.winner).false_wins += 1
        return
    if not hand.is_win or hand.winner is None:
        return
    winner = get(hand.winner)
    winner.hands_won += 1
    faan = hand.faan or 0
    winner.faan_won += faan
    if hand.win == "self_drawn":
        winner.self_drawn += 1
    elif hand.discarder:
        get(hand.discarder).paid_as_discarder += 1
    big = BiggestHand(faan, hand.label, night.date, hand.win, hand.tiles, hand.discarder)
    # A hand kept as recorded without its faan is nobody's biggest (`ledger stats` says none).
    if hand.faan is not None and _beats(big, winner.biggest):
        winner.biggest = big


def _beats(hand: BiggestHand, best: BiggestHand | None) -> bool:
    # On equal faan the first such hand stands, unless only the later one has its tiles.
    return best is None or hand.faan > best.faan or (hand.faan == best.faan and best.tiles is None and bool(hand.tiles))


def biggest_hand(night: Night) -> tuple[str, BiggestHand] | None:
    """The night's biggest win and its winner (the first such hand on a tie)."""
    found: tuple[str, BiggestHand] | None = None
    for hand in night.hands:
        if hand.is_win and hand.winner is not None:
            big = BiggestHand(hand.faan or 0, hand.label, night.date, hand.win, hand.tiles, hand.discarder)
            if _beats(big, found[1] if found else None):
                found = (hand.winner, big)
    return found


def ordered(stats: Mapping[str, PlayerNightStats], players: Sequence[str]) -> list[PlayerNightStats]:
    """The stats in the night's seat order, then anyone else by name."""
    first = [stats[p] for p in players if p in stats]
    return first + [s for n, s in sorted(stats.items()) if n not in players]
