"""A club night's seating plan as data: the evening, its rounds, each table's players in
seat order; to and from JSON, saved into a folder, read back, and asked where a player
goes next.

The JSON is the command line's (`mjscore club draw --format json`, cli-contract.md)
`{"rounds": [[{"table": 1, "players": ["Amy", "Ben", "Cat", "Dan"]}, ...], ...]}` with
keys added: "format", "version", "evening", "date", "seed", "players", "kept_rounds",
"meetings", "least_possible", "proved_best". A table's players are in seat order: East,
South, West, North, and at a table of five the fifth, who sits out the first hand.

The evening id is the date and six hex digits of the seed's SHA-256 ("2026-11-27-3fa2c1"):
one draw, one id, on every laptop; a redraw for a late arrival keeps the id of the plan
it continues, so the sessions started from either plan are one evening.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from mjscore_gui.club.results.evening import evening_date
from mjscore_gui.club.seating.draw import DrawError, Meetings, check_request, draw, meetings
from mjscore_gui.files import FileRefused, read_regular_file, write_atomically
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.names import key, player_name
from mjscore_gui.limits import MAX_ROUNDS
from mjscore_gui.schema import SchemaError, decode, loads, rule

PLAN_FORMAT = "mjscore-plan"
PLAN_VERSION = 1
MAX_PLAN_BYTES = 1_000_000  # a plan of 20 rounds of 24 players is about 20 KB
WINDS = ("E", "S", "W", "N")  # the seats in the listed order; a fifth has no seat wind
_DATE = r"\d{4}-\d{2}-\d{2}"
_EVENING = r"[0-9A-Za-z][0-9A-Za-z._-]{0,63}"  # safe in a file name
_NAME = "a player's name (text)"


class PlanError(ValueError):
    """A plan that cannot be read or used; the message is one line naming what is wrong."""


@dataclass(frozen=True)
class PlannedTable:
    number: int  # 1, 2, ... within its round
    players: tuple[str, ...]  # in seat order: E, S, W, N (and the fifth)

    def to_json(self) -> dict[str, Any]:
        return {"table": self.number, "players": list(self.players)}


@dataclass(frozen=True)
class Place:
    """Where one player sits in one round: the table, the seat (0-based, in the listed
    order), and its wind ("E", "S", "W", "N"; None for the fifth, who sits out the first
    hand and then takes the seat of the next in the listed order)."""

    round: int
    table: int
    seat: int
    wind: str | None


@dataclass(frozen=True)
class Plan:
    evening: str
    date: str  # YYYY-MM-DD
    seed: str  # of the last draw (a redraw's, for a redrawn plan)
    players: tuple[str, ...]  # who plays the drawn rounds (after a redraw: the new list)
    rounds: tuple[tuple[PlannedTable, ...], ...]
    kept_rounds: int = 0  # rounds kept from an earlier plan by a redraw
    least_possible: Meetings | None = None  # the draw's lower bound, when known
    proved_best: bool = False  # the plan meets that bound
    meetings: Meetings = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "meetings", meetings(self.names()))

    def names(self) -> list[list[list[str]]]:
        """The rounds as plain lists of names (what draw.py takes and gives)."""
        return [[list(t.players) for t in tables] for tables in self.rounds]

    @property
    def file_name(self) -> str:
        return plan_file_name(self.evening)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "rounds": [[t.to_json() for t in tables] for tables in self.rounds],
            "format": PLAN_FORMAT,
            "version": PLAN_VERSION,
            "evening": self.evening,
            "date": self.date,
            "seed": self.seed,
            "players": list(self.players),
            "kept_rounds": self.kept_rounds,
            "meetings": _meetings_json(self.meetings),
            "proved_best": self.proved_best,
        }
        if self.least_possible is not None:
            data["least_possible"] = _meetings_json(self.least_possible)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Plan:
        """The plan in `data` (a parsed JSON document), checked; PlanError otherwise."""
        try:
            read = decode(_PlanFile, data)
            if read.version > PLAN_VERSION:
                raise SchemaError(
                    ("version",), f"is {read.version}, from a newer MJScore; this one reads {PLAN_VERSION}"
                )
            rounds = tuple(_round_read(tables, number) for number, tables in enumerate(read.rounds))
            if read.kept_rounds > len(rounds):
                raise SchemaError(("kept_rounds",), f"expected 0 to {len(rounds)}, got {read.kept_rounds}")
        except SchemaError as exc:
            raise PlanError(str(exc)) from None
        seated = [p for t in rounds[-1] for p in t.players]
        when = read.date or tonight()
        bound = read.least_possible
        return cls(
            evening=read.evening or evening_id(when, str(read.seed)),
            date=when,
            seed=str(read.seed),
            players=tuple(_names(list(read.players) or seated, "$.players")),
            rounds=rounds,
            kept_rounds=read.kept_rounds,
            least_possible=_meetings_from_json(bound) if isinstance(bound, dict) else None,
            proved_best=read.proved_best is True,
        )


@dataclass(frozen=True)
class _TableFile:
    players: tuple[str, ...] = rule(count=(4, 5), many="four or five players' names", parse=player_name, expected=_NAME)
    table: int | None = None  # 1, 2, ... in order when given


@dataclass(frozen=True)
class _PlanFile:
    """A plan file as written, checked by its types before `Plan.from_json` builds the plan."""

    rounds: tuple[tuple[_TableFile, ...], ...] = rule(count=(1, MAX_ROUNDS), many=f"1 to {MAX_ROUNDS} rounds")
    version: int = rule(PLAN_VERSION, between=(1, 10**9), expected="a version number")
    date: str | None = rule(None, pattern=r"(\d{4}-\d{2}-\d{2})?", expected="a date written YYYY-MM-DD")
    evening: str | None = rule(None, pattern=f"({_EVENING})?", expected="an evening id of letters, digits, -, . or _")
    seed: Any = ""
    players: tuple[str, ...] = rule((), parse=player_name, expected=_NAME)  # none: those of the last round
    kept_rounds: int = rule(0, between=(0, MAX_ROUNDS))
    least_possible: Any = None  # the draw's bound: shown when it reads, else left out
    proved_best: Any = False


def tonight() -> str:
    """This evening's date by the 06:00 rule (club/results/evening.py): a plan drawn at 02:20 is the night before's."""
    return evening_date(datetime.now()) or ""


def _on_the_calendar(when: str) -> bool:
    """Whether YYYY-MM-DD names a day that exists: no 30 February, no year 0."""
    try:
        date.fromisoformat(when)
    except ValueError:
        return False
    return True


def evening_id(when: str, seed: str) -> str:
    return f"{when}-{hashlib.sha256(seed.encode('utf-8')).hexdigest()[:6]}"


def plan_file_name(evening: str) -> str:
    return f"plan-{evening}.json"


def new_seed() -> str:
    """A seed for a draw nobody gave one for: six digits, easy to read out and type again."""
    return f"{secrets.randbelow(10**6):06d}"


def clean_players(players: Sequence[str]) -> list[str]:
    """The names as the ledger keeps them; PlanError for an empty or bad name or one given
    twice (as the ledger compares names: "amy" and "Amy " are one player)."""
    return _names(list(players), "the players")


def draw_plan(
    players: Sequence[str],
    rounds: int,
    seed: str | None = None,
    when: str | None = None,
    played: Plan | None = None,
    from_round: int | None = None,
    budget: int | None = None,
) -> Plan:
    """A new plan: `rounds` rounds for `players`, drawn from `seed` (a fresh one if None)
    on `when` (YYYY-MM-DD; None: tonight, by the 06:00 rule). With `played`, a redraw: its rounds before
    `from_round` are kept as they are, the rest of the `rounds` (the evening's total) are
    drawn for `players` counting the pairs that met in the kept ones, and the plan keeps
    the played plan's evening id and date. PlanError for anything that cannot be drawn."""
    names = clean_players(players)
    seed = new_seed() if seed is None else seed
    kept: list[tuple[PlannedTable, ...]] = []
    if played is not None:
        start = len(played.rounds) + 1 if from_round is None else from_round
        if not 1 <= start <= len(played.rounds) + 1:
            raise PlanError(
                f"--from-round must be 1 to {len(played.rounds) + 1}: the plan has {len(played.rounds)} rounds"
            )
        kept = list(played.rounds[: start - 1])
        when = played.date
    when = when or tonight()
    if not re.fullmatch(_DATE, when) or not _on_the_calendar(when):
        raise PlanError(f"the date {when!r} is not YYYY-MM-DD, a day the calendar has")
    new_rounds = rounds - len(kept)
    if new_rounds < 1:
        raise PlanError(f"{rounds} rounds in all leaves none to draw after the {len(kept)} kept")
    try:
        check_request(names, new_rounds)
        extra = {} if budget is None else {"budget": budget}
        drawn = draw(names, new_rounds, seed, played=[[list(t.players) for t in r] for r in kept], **extra)
    except DrawError as exc:
        raise PlanError(str(exc)) from None
    tables = list(kept) + [
        tuple(PlannedTable(n, tuple(players)) for n, players in enumerate(r, start=1))
        for r in drawn.rounds[len(kept) :]
    ]
    return Plan(
        evening=played.evening if played is not None else evening_id(when, seed),
        date=when,
        seed=seed,
        players=tuple(names),
        rounds=tuple(tables),
        kept_rounds=len(kept),
        least_possible=drawn.bound,
        proved_best=drawn.proved_best,
    )


def table_of(plan: Plan, round_: int, table: int) -> tuple[str, ...]:
    """Table `table` of round `round_` (both from 1): its players in seat order."""
    tables = _round(plan, round_)
    if not 1 <= table <= len(tables):
        raise PlanError(f"round {round_} has tables 1 to {len(tables)}, not {table}")
    return tables[table - 1].players


def places(plan: Plan, round_: int) -> dict[str, Place]:
    """Where each player sits in round `round_` (from 1)."""
    out: dict[str, Place] = {}
    for t in _round(plan, round_):
        for seat, name in enumerate(t.players):
            out[name] = Place(round_, t.number, seat, WINDS[seat] if seat < len(WINDS) else None)
    return out


def where_next(plan: Plan, round_: int) -> dict[str, Place]:
    """At the end of round `round_`: where each player goes in the next one (empty after
    the last round; a player who leaves before it is not in it)."""
    if round_ >= len(plan.rounds):
        _round(plan, round_)
        return {}
    return places(plan, round_ + 1)


def plan_json_text(plan: Plan) -> str:
    return json.dumps(plan.to_json(), ensure_ascii=False, indent=1) + "\n"


def save_plan(plan: Plan, folder: str | Path) -> Path:
    """The plan written into `folder` as plan-<evening>.json, atomically: a reader (a sync
    tool, another laptop) sees the old file or the new, never half of one."""
    path = Path(folder) / plan.file_name
    write_atomically(path, plan_json_text(plan))
    return path


def read_plan(path: str | Path) -> Plan:
    """The plan in the file at `path`; PlanError (one line naming the file) for a file that
    is missing, too large, not UTF-8 JSON or not a plan. The file is only read."""
    name = Path(path).name
    try:
        data = loads(read_regular_file(path, MAX_PLAN_BYTES, "plan", name=name), name)
    except (FileRefused, SchemaError) as exc:
        raise PlanError(str(exc)) from None
    try:
        return Plan.from_json(data)
    except PlanError as exc:
        raise PlanError(f"{name}: {exc}") from None


# ---- checking a plan read from a file ------------------------------------------------------


def _round(plan: Plan, round_: int) -> tuple[PlannedTable, ...]:
    if not 1 <= round_ <= len(plan.rounds):
        raise PlanError(f"the plan has rounds 1 to {len(plan.rounds)}, not {round_}")
    return plan.rounds[round_ - 1]


def _names(value: Any, what: str) -> list[str]:
    if not isinstance(value, list):
        raise PlanError(f"{what} must be a list of names")
    names: list[str] = []
    seen: dict[str, str] = {}
    for item in value:
        try:
            name = player_name(item)
        except LedgerError as exc:
            raise PlanError(f"{what}: {exc}") from None
        if key(name) in seen:
            again = "" if seen[key(name)] == name else f" (as {seen[key(name)]!r})"
            raise PlanError(f"{what}: {name!r} is there twice{again}; each player once")
        seen[key(name)] = name
        names.append(name)
    return names


def _round_read(tables: tuple[_TableFile, ...], number: int) -> tuple[PlannedTable, ...]:
    if not tables:
        raise SchemaError(("rounds", number), "expected a list of tables, got a list of 0")
    for i, table in enumerate(tables):
        if table.table not in (None, i + 1):
            raise SchemaError(("rounds", number, i, "table"), f"expected {i + 1} (tables in order), got {table.table}")
    _names([p for t in tables for p in t.players], f"$.rounds[{number}]")  # each once, nobody at two tables
    return tuple(PlannedTable(i, t.players) for i, t in enumerate(tables, start=1))


def _meetings_json(m: Meetings) -> dict[str, int]:
    return {"most": m.most, "repeated_pairs": m.repeated_pairs, "extra": m.extra}


def _meetings_from_json(data: dict[str, Any]) -> Meetings | None:
    values = [data.get(k) for k in ("most", "repeated_pairs", "extra")]
    if all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values):
        return Meetings(*values)  # type: ignore[arg-type]  # checked just above
    return None
