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
from datetime import datetime
from pathlib import Path
from typing import Any

from mjscore_gui.club.results.evening import evening_date
from mjscore_gui.club.seating.draw import DrawError, Meetings, check_request, draw, meetings
from mjscore_gui.files import FileRefused, read_regular_file, write_atomically
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.names import key, player_name
from mjscore_gui.limits import MAX_ROUNDS

PLAN_FORMAT = "mjscore-plan"
PLAN_VERSION = 1
MAX_PLAN_BYTES = 1_000_000  # a plan of 20 rounds of 24 players is about 20 KB
WINDS = ("E", "S", "W", "N")  # the seats in the listed order; a fifth has no seat wind
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}\Z")
_EVENING = re.compile(r"[0-9A-Za-z][0-9A-Za-z._-]{0,63}\Z")  # safe in a file name


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
        if not isinstance(data, dict) or not isinstance(data.get("rounds"), list):
            raise PlanError('not a seating plan: it needs "rounds", a list of rounds of tables')
        version = data.get("version", PLAN_VERSION)
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise PlanError(f"the plan's version {version!r} is not a version number")
        if version > PLAN_VERSION:
            raise PlanError(f"the plan is version {version}, from a newer MJScore; this one reads {PLAN_VERSION}")
        rounds = tuple(_round_from_json(r, n) for n, r in enumerate(data["rounds"], start=1))
        if not rounds or len(rounds) > MAX_ROUNDS:
            raise PlanError(f"a plan has 1 to {MAX_ROUNDS} rounds, not {len(rounds)}")
        seated = [p for t in rounds[-1] for p in t.players]
        players = _names(data.get("players", seated), "the plan's players")
        when = data.get("date") or tonight()
        if not isinstance(when, str) or not _DATE.match(when):
            raise PlanError(f"the plan's date {when!r} is not YYYY-MM-DD")
        seed = data.get("seed", "")
        evening = data.get("evening") or evening_id(when, str(seed))
        if not isinstance(evening, str) or not _EVENING.match(evening):
            raise PlanError(f"the plan's evening id {evening!r} is not letters, digits, '-', '.' or '_'")
        kept = data.get("kept_rounds", 0)
        if not isinstance(kept, int) or isinstance(kept, bool) or not 0 <= kept <= len(rounds):
            raise PlanError(f"the plan's kept_rounds {kept!r} is not 0 to {len(rounds)}")
        bound = data.get("least_possible")
        return cls(
            evening=evening,
            date=when,
            seed=str(seed),
            players=tuple(players),
            rounds=rounds,
            kept_rounds=kept,
            least_possible=_meetings_from_json(bound) if isinstance(bound, dict) else None,
            proved_best=data.get("proved_best") is True,
        )


def tonight() -> str:
    """This evening's date by the 06:00 rule (club/results/evening.py): a plan drawn at 02:20 is the night before's."""
    return evening_date(datetime.now()) or ""


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
    if not _DATE.match(when):
        raise PlanError(f"the date {when!r} is not YYYY-MM-DD")
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
        raw = read_regular_file(path, MAX_PLAN_BYTES, "plan", name=name)
    except FileRefused as exc:
        raise PlanError(str(exc)) from None
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise PlanError(f"{name} is not UTF-8 text: not a seating plan") from None
    except json.JSONDecodeError as exc:
        raise PlanError(f"{name} is not a seating plan: broken JSON at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise PlanError(f"{name} is not a seating plan: nested too deeply") from None
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


def _round_from_json(value: Any, number: int) -> tuple[PlannedTable, ...]:
    if not isinstance(value, list) or not value:
        raise PlanError(f"round {number} is not a list of tables")
    tables = []
    for i, item in enumerate(value, start=1):
        if not isinstance(item, dict):
            raise PlanError(f"round {number}, table {i} is not a table")
        if item.get("table", i) != i:
            raise PlanError(f"round {number}: table {i} is numbered {item.get('table')!r}")
        players = _names(item.get("players"), f"round {number}, table {i}")
        if len(players) not in (4, 5):
            raise PlanError(f"round {number}, table {i} seats {len(players)}; a table seats four or five")
        tables.append(PlannedTable(i, tuple(players)))
    _names([p for t in tables for p in t.players], f"round {number}")  # nobody at two tables
    return tuple(tables)


def _meetings_json(m: Meetings) -> dict[str, int]:
    return {"most": m.most, "repeated_pairs": m.repeated_pairs, "extra": m.extra}


def _meetings_from_json(data: dict[str, Any]) -> Meetings | None:
    values = [data.get(k) for k in ("most", "repeated_pairs", "extra")]
    if all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values):
        return Meetings(*values)  # type: ignore[arg-type]  # checked just above
    return None
