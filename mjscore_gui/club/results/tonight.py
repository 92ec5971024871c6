"""Tonight's standings across every table (club_evenings.py groups the sessions): per
player the total, hands played and won, the biggest hand, and table points per round as
tournaments score them.

Table points: each session is a round at a table; its players are placed by their total
in it and score the club's points for the place (club.toml: 4/2/1/0 by default; a fifth
place, or any place past the list, scores 0). Players level on a total share the points
of the places they span: two tied first at 4/2/1/0 score (4 + 2) / 2 = 3 each. Exact.

Money totals add up across tables only when every table played the same ruleset at the
same stake; otherwise table points lead, and a line says why.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any

from mjscore_gui.club.members.config import ClubConfig, RosterEntry
from mjscore_gui.club.members.roster import Identities, Roster, identify
from mjscore_gui.club.results.club_evenings import ClubEvening, TableRound, stake_text
from mjscore_gui.club.results.night_stats import player_statistics

TOTAL = "total"
TABLE_POINTS = "table_points"


@dataclass(frozen=True, slots=True)
class RoundPoints:
    table: int
    round: int
    place: int  # 1 is first; players tied share the best place of their tie
    tied: int  # how many share it (1: no tie)
    points: Fraction

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One player's evening (or, added up by season.py, season)."""

    name: str  # as counted: the roster's name, or as typed at the table
    entry: RosterEntry | None  # None: not on the roster
    total: Fraction
    hands: int
    hands_won: int
    biggest_hand: int | None  # the biggest win's faan
    rounds: tuple[RoundPoints, ...]
    spellings: tuple[str, ...] = ()  # other spellings of this player seen at the tables
    nights: int = 1
    by_night: tuple[tuple[str, Fraction], ...] = ()  # (date, total) of each night, oldest first

    @property
    def table_points(self) -> Fraction:
        return sum((r.points for r in self.rounds), Fraction(0))

    @property
    def average(self) -> Fraction:
        return self.total / self.nights if self.nights else Fraction(0)

    @property
    def best(self) -> tuple[str, Fraction]:
        """The best night's (date, total): the earlier of equals."""
        return max(self.by_night, key=lambda n: n[1], default=("", self.total))

    @property
    def worst(self) -> tuple[str, Fraction]:
        return min(self.by_night, key=lambda n: n[1], default=("", self.total))

    def to_json(self) -> dict[str, Any]:
        """`club standings`' keys for a player (standings.Standing), then the board's own."""
        return {
            "name": self.name,
            "nights": self.nights,
            "hands": self.hands,
            "total": self.total,
            "average": self.average,
            "best": self.best[1],
            "best_date": self.best[0],
            "worst": self.worst[1],
            "worst_date": self.worst[0],
            "also_spelled": list(self.spellings),
            "id": self.entry.id if self.entry else None,
            "name_zh": self.entry.name_zh if self.entry else "",
            "guest": self.entry.guest if self.entry else None,
            "hands_won": self.hands_won,
            "biggest_hand": self.biggest_hand,
            "table_points": self.table_points,
            "rounds": [r.to_json() for r in self.rounds],
        }

    def measure(self, name: str) -> Fraction:
        """The tie-break key `name` (tie_break.py's TIE_BREAK_KEYS); more is better."""
        if name == TABLE_POINTS:
            return self.table_points
        if name == "biggest_hand":
            return Fraction(-1 if self.biggest_hand is None else self.biggest_hand)
        return Fraction(getattr(self, name))


@dataclass(frozen=True, slots=True)
class Board:
    """Tonight's standings: the players in order, and how they were ordered."""

    evening: str
    date: str
    rows: tuple[BoardRow, ...]
    ranked_by: tuple[str, ...]  # the keys in the order they decided, then the name
    why: str | None  # set when the tables' money cannot be added up
    why_zh: str | None  # the same line in Chinese (the club's TV shows both)
    rules: dict[str, tuple[int, ...]]  # "hk" -> the tables that played it
    not_on_roster: tuple[str, ...]
    tables: tuple[int, ...]
    sessions: int

    clashes: tuple[str, ...] = ()  # a table and round recorded twice, counted once (club_evenings.py)
    places: tuple[int, ...] = ()  # each row's place, 1 first; rows level on every key share one (1, 2, 2, 4)

    @property
    def money_adds_up(self) -> bool:
        return self.why is None

    @property
    def why_both(self) -> str | None:
        """The why-line in English and Chinese together, as a sentence."""
        if self.why is None:
            return None
        return f"{self.why[:1].upper()}{self.why[1:]}. {self.why_zh or ''}".strip()


def round_points(scores: Mapping[str, Fraction], config: ClubConfig, table: int, number: int) -> dict[str, RoundPoints]:
    """Each player's place and table points in one round from their totals in it."""
    ordered = sorted(scores.items(), key=lambda item: -item[1])
    out: dict[str, RoundPoints] = {}
    place = 1
    while place <= len(ordered):
        level = ordered[place - 1][1]
        tied = [name for name, total in ordered if total == level]
        shared = sum((config.points_for_place(p) for p in range(place, place + len(tied))), 0)
        for name in tied:
            out[name] = RoundPoints(table, number, place, len(tied), Fraction(shared, len(tied)))
        place += len(tied)
    return out


def board(evening: ClubEvening, config: ClubConfig, merged: Mapping[str, str] | None = None) -> Board:
    """Tonight's standings for `evening` (club_evenings.py); `merged`: this laptop's own
    merged spellings (aliases.py), followed for names the roster does not know."""
    people = identify(_names(evening.rounds), Roster(config.roster), merged)
    rows = evening_rows(evening, config, people)
    rules = tables_by_rules(evening.rounds)
    why = why_zh = None
    if len(rules) > 1:
        listed = "; ".join(
            f"{label} at table{'s' * (len(tables) != 1)} {', '.join(map(str, tables))}"
            for label, tables in rules.items()
        )
        why = f"tables played different rules ({listed}): ranked by table points"
        listed_zh = "；".join(f"{label}：{'、'.join(f'第{t}枱' for t in tables)}" for label, tables in rules.items())
        why_zh = f"各枱規則不同（{listed_zh}），不計總數，按枱分排名。"
    lead = (TOTAL,) if why is None else (TABLE_POINTS,)
    # With different rules the money is no measure at all, not even to break a tie.
    dropped = () if why is None else (TOTAL, "average")
    keys = tuple(k for k in dict.fromkeys(lead + config.tie_break) if k not in dropped)
    in_order = ranked(rows, keys)
    return Board(
        evening=evening.key,
        date=evening.date,
        rows=tuple(in_order),
        ranked_by=keys,
        why=why,
        why_zh=why_zh,
        rules=rules,
        not_on_roster=people.not_on_roster,
        tables=tuple(evening.tables),
        sessions=len(evening.rounds),
        clashes=evening.clashes,
        places=places(in_order, keys),
    )


def evening_rows(evening: ClubEvening, config: ClubConfig, people: Identities) -> list[BoardRow]:
    """Every player's row for the evening, in the order they first sat down."""
    counted = people.counted
    stats = player_statistics(evening.nights, counted)
    rounds: dict[str, list[RoundPoints]] = {}
    for r in evening.rounds:
        scores: dict[str, Fraction] = {}
        for name in _played(r):
            who = counted.get(name, name)
            scores[who] = scores.get(who, Fraction(0)) + r.night.totals.get(name, Fraction(0))
        for who, points in round_points(scores, config, r.table, r.round).items():
            rounds.setdefault(who, []).append(points)
    spellings: dict[str, set[str]] = {}
    for name, who in counted.items():
        if name != who:
            spellings.setdefault(who, set()).add(name)
    return [
        BoardRow(
            name=who,
            entry=people.entry(who),
            total=s.total,
            hands=s.hands_played,
            hands_won=s.hands_won,
            biggest_hand=s.biggest.faan if s.biggest else None,
            rounds=tuple(rounds.get(who, ())),
            spellings=tuple(sorted(spellings.get(who, ()), key=str.casefold)),
            by_night=((evening.date, s.total),),
        )
        for who, s in stats.items()
    ]


def tables_by_rules(rounds: Sequence[TableRound]) -> dict[str, tuple[int, ...]]:
    """Each ruleset played tonight ("hk", or "hk at stake 2" where the stakes differ) with
    the tables that played it."""
    stakes: dict[str, set[Any]] = {}
    for r in rounds:
        for ruleset, stake in r.rules:
            stakes.setdefault(ruleset, set()).add(stake)
    out: dict[str, set[int]] = {}
    for r in rounds:
        for ruleset, stake in r.rules:
            label = ruleset if len(stakes[ruleset]) == 1 else f"{ruleset} at stake {stake_text(stake)}"
            out.setdefault(label, set()).add(r.table)
    return {label: tuple(sorted(tables)) for label, tables in sorted(out.items(), key=lambda i: (min(i[1]), i[0]))}


def ranked(rows: Iterable[BoardRow], keys: Sequence[str]) -> list[BoardRow]:
    """`rows` best first by `keys` in turn (more is better), then by name."""

    def order(row: BoardRow) -> tuple[Any, ...]:
        return (*(-row.measure(k) for k in keys), row.name.casefold())

    return sorted(rows, key=order)


def places(rows: Sequence[BoardRow], keys: Sequence[str]) -> tuple[int, ...]:
    """The place of each of `rows` (ranked by `keys`): 1 for the first; a row level with
    the one above on every key shares its place, and the next after a tie skips (1, 2, 2, 4)."""
    out: list[int] = []
    for n, row in enumerate(rows):
        level = n > 0 and all(row.measure(k) == rows[n - 1].measure(k) for k in keys)
        out.append(out[-1] if level else n + 1)
    return tuple(out)


def _played(r: TableRound) -> list[str]:
    """Who played in a round: seated for a hand, or paid or paid into a penalty (a
    substitute named but never seated takes no place)."""
    seen = {name for hand in r.night.hands for name in (*hand.seats.values(), *hand.deltas)}
    return [name for name in r.night.players if name in seen]


def _names(rounds: Iterable[TableRound]) -> list[str]:
    return list(dict.fromkeys(name for r in rounds for name in r.night.players))
