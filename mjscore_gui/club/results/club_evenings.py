"""A club evening across every table: the sessions this ledger started and the read-only
copies of other laptops' sessions (imported from the club folder), grouped into the
evenings the club played.

An evening is a night, not a session. A session started from tonight's seating plan
carries its evening id (`SessionInfo.plan`, {"evening", "table", "round"}); any other
session belongs to the evening it started in by the table-night rule (evening.py: 06:00
to 06:00 by its start time), and joins a planned evening that began the same day. Each
session counts once (the ledger keeps one copy per session, its newest revision).

Two sessions of one table and round with hands (two laptops each started it, offline)
count once: the one with more hands (the earlier of equals), and `clashes` says so in
one line, which the scoreboard, `club standings` and the season show.

Tables: a planned session's table is the plan's; another session's table is the laptop
that owns it (a laptop is a table), numbered in the order the tables first started,
past the plan's numbers. Rounds: the plan's, else each table's sessions in order.

A session started but with no hand yet (a table just seated for the next round) counts in
no standing: it is `waiting` at its table, for the scoreboard's table cards. An evening
with no hand anywhere is not listed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from typing import Any

from mjscore_gui.club.results.evening import EVENING_STARTS_AT, evening_date
from mjscore_gui.club.results.nights import Night, night_of
from mjscore_gui.ledger.times import time_key

LAPTOP_NOTE = "Started on laptop "  # the first line of a plan's session's notes (night_plan.py writes it)


@dataclass(frozen=True, slots=True)
class TableRound:
    """One session of the evening, as the standings board reads it."""

    night: Night
    table: int
    round: int
    rules: tuple[tuple[str, Decimal], ...]  # (ruleset id, stake) of its money entries, as first played
    own: bool  # this ledger's (else a copy from another laptop)
    laptop: str = ""  # where it was started (its notes, LAPTOP_NOTE), else "this laptop" / "another laptop"


@dataclass(frozen=True, slots=True)
class ClubEvening:
    key: str  # the plan's evening id, or YYYY-MM-DD
    date: str  # YYYY-MM-DD of the evening (06:00 to 06:00)
    rounds: tuple[TableRound, ...]  # by table, then round; each with a hand recorded
    waiting: tuple[TableRound, ...] = ()  # started, no hand yet: in no standing
    clashes: tuple[str, ...] = ()  # a table and round recorded in two sessions: one line each
    uncounted: tuple[int, ...] = ()  # the sessions of a clash not counted (ids)

    @property
    def nights(self) -> list[Night]:
        return [r.night for r in self.rounds]

    @property
    def tables(self) -> list[int]:
        return sorted({r.table for r in self.rounds})

    def at_tables(self) -> dict[int, list[TableRound]]:
        """Every session of the evening, waiting ones too, by table (in number order),
        each table's by round, then in the order they started: the last is the one being
        played (of one round, the one with hands: a stray empty session is not followed)."""
        out: dict[int, list[TableRound]] = {}
        for r in sorted(
            self.rounds + self.waiting,
            key=lambda r: (r.table, r.round, bool(r.night.hands), time_key(r.night.started), r.night.session_id),
        ):
            out.setdefault(r.table, []).append(r)
        return out

    def has_session(self, session_id: int) -> bool:
        return session_id in self.uncounted or any(r.night.session_id == session_id for r in self.rounds + self.waiting)


@dataclass(frozen=True, slots=True)
class _Found:
    info: Any
    night: Night
    owner: str
    rules: tuple[tuple[str, Decimal], ...]
    laptop: str


def club_evenings(ledger: Any, infos: Iterable[Any] | None = None, started_too: bool = False) -> list[ClubEvening]:
    """Every evening in the ledger with something recorded, oldest first; `infos`: only
    these sessions (SessionInfo) are read (evening_of_session picks tonight's);
    `started_too`: an evening whose tables started but recorded nothing yet too."""
    found: list[_Found] = []
    seen: set[str] = set()
    for info in sorted(ledger.sessions() if infos is None else infos, key=lambda s: (time_key(s.started), s.id)):
        session = ledger.session(info.id)
        night = night_of(session)
        if night.key in seen:
            continue
        seen.add(night.key)
        laptop = laptop_in(session.notes) or ("this laptop" if info.own else "another laptop")
        found.append(_Found(info, night, str(session.ownership.owner or ""), _rules_of(session), laptop))
    return _group(found, started_too)


def evening_of_session(ledger: Any, session_id: int | None = None) -> ClubEvening | None:
    """The evening `session_id` (default: the latest session) belongs to, reading only
    the sessions that can belong to it; before its first hand, the tables started (the
    board shows their cards); None when no session was started that evening."""
    infos = ledger.sessions()  # newest first
    chosen = next((i for i in infos if i.id == session_id), infos[0] if infos else None)
    if chosen is None:
        return None
    # Its day and plan, and every session sharing either, until no more join: exactly
    # the sessions whose grouping (_group) can touch this evening's.
    days, plans = {_day(chosen.started)}, {_plan_of(chosen)} - {None}
    related: dict[int, Any] = {}
    while True:
        more = [i for i in infos if i.id not in related and (_plan_of(i) in plans or _day(i.started) in days)]
        if not more:
            break
        related.update((i.id, i) for i in more)
        days |= {_day(i.started) for i in more}
        plans |= {_plan_of(i) for i in more} - {None}
    evenings = club_evenings(ledger, related.values(), started_too=True)
    return next((e for e in evenings if e.has_session(chosen.id)), None)


def _plan_of(info: Any) -> str | None:
    plan = info.plan
    return str(plan["evening"]) if plan and plan.get("evening") else None


def _day(started: datetime | None) -> str:
    """The evening's YYYY-MM-DD of a start time (06:00 to 06:00); "" without one."""
    return evening_date(started) or ""


def _rules_of(session: Any) -> tuple[tuple[str, Decimal], ...]:
    out: dict[tuple[str, Decimal], None] = {}
    for record in session.entries():
        if record.has_money:
            rules = record.ruleset
            out[(rules.id, Decimal(str(rules.settings.get("stake", 1))))] = None
    return tuple(out)


def _group(found: list[_Found], started_too: bool = False) -> list[ClubEvening]:
    planned: dict[str, list[_Found]] = {}
    by_date: dict[str, list[_Found]] = {}
    for item in found:
        plan = _plan_of(item.info)
        if plan is not None:
            planned.setdefault(plan, []).append(item)
        else:
            by_date.setdefault(_day(item.night.started), []).append(item)
    dates = {key: min(_day(i.night.started) for i in items) for key, items in planned.items()}
    groups: dict[str, tuple[str, list[_Found]]] = {key: (dates[key], items) for key, items in planned.items()}
    for day, items in by_date.items():
        joined = sorted(key for key, d in dates.items() if d == day)
        if joined:
            groups[joined[0]][1].extend(items)
        else:
            groups[day] = (day, items)
    out = []
    for key, (day, items) in groups.items():
        seated = _tables(items)
        played = [r for r in seated if r.night.hands]
        rounds, clashes = _once(played)
        # A planned evening waits only on its plan's tables: a laptop's own empty session
        # (its welcome's, say) is no table of the night.
        unplanned = {i.night.session_id for i in items if _plan_of(i.info) is None} if key in planned else set()
        waiting = tuple(r for r in seated if not r.night.hands and r.night.session_id not in unplanned)
        if rounds or (started_too and waiting):  # an evening is something recorded (or tonight's, started)
            uncounted = tuple(r.night.session_id for r in played if r not in rounds)
            out.append(ClubEvening(key, day, rounds, waiting, clashes, uncounted))
    return sorted(out, key=lambda e: (e.date, e.key))


def _tables(items: list[_Found]) -> tuple[TableRound, ...]:
    # Waiting sessions are numbered too, in the order started: a table keeps its number
    # when its first hand is recorded.
    items = sorted(items, key=lambda i: (time_key(i.night.started), i.night.session_id))
    taken = {int(i.info.plan["table"]) for i in items if i.info.plan and i.info.plan.get("table")}
    numbers: dict[str, int] = {}
    next_free = 1
    rounds: list[TableRound] = []
    played: dict[int, int] = {}
    for item in items:
        plan = item.info.plan or {}
        table = plan.get("table")
        if not table:
            if item.owner not in numbers:
                while next_free in taken:
                    next_free += 1
                numbers[item.owner] = next_free
                taken.add(next_free)
            table = numbers[item.owner]
        played[table] = played.get(table, 0) + (1 if item.night.hands else 0)
        number = plan.get("round") or played[table] + (0 if item.night.hands else 1)
        rounds.append(TableRound(item.night, int(table), int(number), item.rules, bool(item.info.own), item.laptop))
    return tuple(sorted(rounds, key=lambda r: (r.table, r.round, time_key(r.night.started))))


def _once(rounds: list[TableRound]) -> tuple[tuple[TableRound, ...], tuple[str, ...]]:
    """Each table and round counted once (see the module's note), and a line per clash."""
    places: dict[tuple[int, int], list[TableRound]] = {}
    for r in rounds:
        places.setdefault((r.table, r.round), []).append(r)
    kept, lines = [], []
    for (table, number), same in places.items():
        same.sort(key=lambda r: (-r.night.hand_count, time_key(r.night.started), r.night.session_id))
        kept.append(same[0])
        if len(same) > 1:
            where = "; ".join(f"{r.laptop}, {r.night.hand_count} hand{'s' * (r.night.hand_count != 1)}" for r in same)
            lines.append(
                f"Table {table}, round {number} was recorded {len(same)} times ({where}): counted once, "
                f"{same[0].laptop}'s; withdraw the other (Session ▸ Withdraw this session…)"
            )
    return tuple(kept), tuple(lines)


def laptop_in(notes: str) -> str:
    """The laptop a session of the plan was started on, as its notes say ("" if they do not)."""
    first = notes.partition("\n")[0]
    return first[len(LAPTOP_NOTE) :].strip() if first.startswith(LAPTOP_NOTE) else ""


def evening_at(evenings: Iterable[ClubEvening], when: datetime | None = None) -> ClubEvening | None:
    """The evening being played at `when` (default: now, by this laptop's clock): the one
    whose day (06:00 to 06:00) `when` falls in; None when nothing was played then."""
    moment = when or datetime.now()
    day = (moment - EVENING_STARTS_AT).date().isoformat()
    return next((e for e in reversed(list(evenings)) if e.date == day), None)


def evening_named(evenings: Iterable[ClubEvening], name: str) -> ClubEvening | None:
    """The evening with this plan id, or on this date (YYYY-MM-DD: its date by the 06:00
    rule, or the date an older plan's id begins with); None when none."""
    listed = list(evenings)
    return (
        next((e for e in listed if e.key == name), None)
        or next((e for e in listed if e.date == name), None)
        or next((e for e in listed if e.key.startswith(f"{name}-")), None)
    )


def stake_text(stake: Decimal | Fraction) -> str:
    return format(Decimal(stake).normalize(), "f") if isinstance(stake, Decimal) else str(stake)
