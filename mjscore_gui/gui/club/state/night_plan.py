"""Club ▸ Tonight, Qt-free: who came (the club.toml roster and typed guests), the draw,
the plan published in the club folder, starting a table from it and where each player
goes next. The window keeps one `Tonight`; the dialog shows it.

The plan every laptop shows is the one in the club folder (`plan-<evening>.json`, the
newest date there): a second draw for the same date replaces it only when `publish` is
told to (the dialog asks first), and keeps its evening id, so the sessions already
started from it stay in the same evening. A redraw for a late arrival or an early leaver
keeps the rounds played (club/seating/plan.py's draw_plan with `played`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from mjscore_gui.club.members.config import ClubConfig, load_club
from mjscore_gui.club.results.club_evenings import LAPTOP_NOTE, laptop_in
from mjscore_gui.club.results.evening import evening_date
from mjscore_gui.club.seating.plan import Plan, PlanError, draw_plan, read_plan, save_plan, table_of, where_next
from mjscore_gui.gui.state.observable import Observable
from mjscore_gui.gui.state.text import tr
from mjscore_gui.ledger.names import key
from mjscore_gui.ledger.times import time_key

MAX_PLAN_FILES = 200  # the newest plan files looked at; a season of nights is far fewer


class NeedsConfirmation(PlanError):
    """A plan for this date is published already: replacing it needs a yes."""

    def __init__(self, published: Plan) -> None:
        super().__init__(
            tr("Tonight", "A plan for {0} is already published (evening {1}, {2} players); replace it?").format(
                published.date, published.evening, len(published.players)
            )
        )
        self.published = published


@dataclass(frozen=True)
class Comer:
    """Someone who may come tonight: a roster entry (with a Chinese name) or a typed guest."""

    name: str
    name_zh: str = ""
    guest: bool = False

    @property
    def shown(self) -> str:
        return f"{self.name} {self.name_zh}" if self.name_zh else self.name


@dataclass(frozen=True)
class Start:
    """A table to start from the plan: its players in seat order and the session's plan."""

    players: tuple[str, ...]
    plan: dict[str, Any]
    name: str
    ruleset_id: str | None  # club.toml's ruleset for a new table (None: the current rules)
    notes: str = ""  # names the laptop it starts on (club_evenings.LAPTOP_NOTE)


@dataclass(frozen=True)
class Started:
    """A table and round of the plan started somewhere: this ledger's or a copy's from the club folder."""

    table: int
    round: int
    laptop: str
    at: datetime | None
    hands: int

    def line(self) -> str:
        at = self.at.strftime("%H:%M") if self.at else "?"
        hands = tr("Tonight", "1 hand") if self.hands == 1 else tr("Tonight", "{0} hands").format(self.hands)
        return tr("Tonight", "Table {0}, round {1}: on {2} at {3}, {4}").format(
            self.table, self.round, self.laptop, at, hands
        )


class Tonight(Observable):
    def __init__(self, folder: Path | None, today: str | None = None) -> None:
        super().__init__()
        self.folder = folder
        self.today = today or evening_date(datetime.now()) or ""
        self.config = ClubConfig()
        self.notices: list[str] = []  # club.toml or a plan file that could not be read
        self.comers: list[Comer] = []
        self.ticked: set[str] = set()  # by key(name)
        self.plan: Plan | None = None  # the plan shown: the published one, or one just drawn
        self.published = False  # `plan` is the one in the club folder
        self.laptop = "this laptop"  # this laptop's name, written into the sessions it starts
        self.load()

    # -- reading the club folder ---------------------------------------------------------

    def load(self) -> None:
        """club.toml's roster and the plan published in the club folder (read again)."""
        self.notices = []
        self.config, problem = load_club(self.folder)
        if problem:
            self.notices.append(problem)
        typed = [c for c in self.comers if c.guest and not self._on_roster(c.name)]
        self.comers = [Comer(e.name, e.name_zh, e.guest) for e in self.config.roster] + typed
        published = self.published_plan()
        if published is not None or self.published:
            self.plan, self.published = published, published is not None
        self._changed()

    def _on_roster(self, name: str) -> bool:
        return any(key(e.name) == key(name) for e in self.config.roster)

    def published_plan(self) -> Plan | None:
        """The plan in the club folder of the latest date (newest file of that date)."""
        if self.folder is None:
            return None
        try:
            entries = [e for e in os.scandir(self.folder) if e.name.startswith("plan-") and e.name.endswith(".json")]
        except OSError:
            return None  # the folder cannot be reached now: the club link says so
        entries.sort(key=lambda e: _mtime(e), reverse=True)
        best: tuple[str, float, Plan] | None = None
        for entry in entries[:MAX_PLAN_FILES]:
            try:
                plan = read_plan(entry.path)
            except PlanError as exc:
                self.notices.append(tr("Tonight", "Skipped {0}: {1}").format(entry.name, exc))
                continue
            if best is None or (plan.date, _mtime(entry)) > best[:2]:
                best = (plan.date, _mtime(entry), plan)
        return best[2] if best is not None else None

    def plan_of(self, evening: str) -> Plan | None:
        """The plan of `evening` (a session's plan names it): the one shown, else its file."""
        if self.plan is not None and self.plan.evening == evening:
            return self.plan
        if self.folder is None:
            return None
        try:
            return read_plan(Path(self.folder) / f"plan-{evening}.json")
        except PlanError:
            return None

    # -- who came ------------------------------------------------------------------------

    def add_guest(self, name: str) -> Comer:
        """A typed name (a guest, or a member typed by hand): listed and ticked."""
        name = " ".join(name.split())
        if not name:
            raise PlanError(tr("Tonight", "Type the guest's name first"))
        for comer in self.comers:
            if key(comer.name) == key(name) or (comer.name_zh and comer.name_zh == name):
                self.ticked.add(key(comer.name))
                self._changed()
                return comer
        comer = Comer(name, guest=True)
        self.comers.append(comer)
        self.ticked.add(key(name))
        self._changed()
        return comer

    def tick(self, name: str, came: bool = True) -> None:
        (self.ticked.add if came else self.ticked.discard)(key(name))
        self._changed()

    def players(self) -> list[str]:
        """Who came, in the listed order."""
        return [c.name for c in self.comers if key(c.name) in self.ticked]

    def chinese_name(self, name: str) -> str:
        return next((c.name_zh for c in self.comers if key(c.name) == key(name)), "")

    # -- drawing and publishing ----------------------------------------------------------

    def draw(self, rounds: int, seed: str | None = None) -> Plan:
        """A plan for who came; shown, not yet published (PlanError saying why not)."""
        players = self.players()
        plan = draw_plan(players, rounds, seed.strip() if seed and seed.strip() else None, when=self.today)
        self.plan, self.published = plan, False
        self._changed()
        return plan

    def redraw(self, from_round: int, players: list[str] | None = None) -> Plan:
        """The rounds from `from_round` on drawn again for `players` (default: who is
        ticked now), the rounds before kept as played; the same evening."""
        if self.plan is None:
            raise PlanError(tr("Tonight", "Draw a plan first"))
        plan = draw_plan(players or self.players(), len(self.plan.rounds), played=self.plan, from_round=from_round)
        self.plan, self.published = plan, False
        self._changed()
        return plan

    def publish(self, replace_published: bool = False) -> Path:
        """Write the plan shown into the club folder. A plan of the same date already
        there (another evening id) raises NeedsConfirmation unless `replace_published`:
        then the new plan takes its evening id and file. PlanError without a folder."""
        if self.plan is None:
            raise PlanError(tr("Tonight", "Draw a plan first"))
        if self.folder is None:
            raise PlanError(tr("Tonight", "Not published: no club folder is set (Club ▸ Club folder…)"))
        there = self.published_plan()
        plan = self.plan
        if there is not None and there.date == plan.date and there.evening != plan.evening:
            if not replace_published:
                raise NeedsConfirmation(there)
            plan = replace(plan, evening=there.evening)
        try:
            path = save_plan(plan, self.folder)
        except OSError as exc:
            raise PlanError(
                tr("Tonight", "Could not write the plan into the club folder: {0}").format(exc.strerror or exc)
            ) from None
        self.plan, self.published = plan, True
        self._changed()
        return path

    # -- tables --------------------------------------------------------------------------

    def started(self, ledger: Any) -> list[Started]:
        """The plan's tables and rounds started in `ledger` (its own, and the copies read
        from the club folder), by round and table."""
        out = []
        evening = self.plan.evening if self.plan is not None else None
        for info in ledger.sessions():
            where = info.plan or {}
            if evening and where.get("evening") == evening and where.get("table") and where.get("round"):
                if info.own:  # recorded here now, wherever it was started (a take-over)
                    laptop = tr("Tonight", "this laptop ({0})").format(self.laptop)
                else:
                    laptop = laptop_in(ledger.session(info.id).notes) or tr("Tonight", "another laptop")
                out.append(Started(where["table"], where["round"], laptop, info.started, info.hands))
        return sorted(out, key=lambda s: (s.round, s.table, time_key(s.at)))

    def first_free(self, started: list[Started]) -> tuple[int, int]:
        """The plan's first (table, round) not started anywhere; the last one when all are."""
        taken = {(s.table, s.round) for s in started}
        places = [(t.number, n) for n, tables in enumerate(self.plan.rounds if self.plan else (), 1) for t in tables]
        return next((p for p in places if p not in taken), places[-1] if places else (1, 1))

    def start(self, table: int, round_: int) -> Start:
        """Table `table` of round `round_` of the plan shown, to open as a session."""
        if self.plan is None:
            raise PlanError(tr("Tonight", "Draw a plan first"))
        players = table_of(self.plan, round_, table)
        return Start(
            players=players,
            plan={"evening": self.plan.evening, "table": table, "round": round_},
            name=f"Table {table}, round {round_}",
            ruleset_id=self.config.ruleset,
            notes=f"{LAPTOP_NOTE}{self.laptop}",
        )


def where_next_lines(plan: Plan, round_: int, players: list[str] | tuple[str, ...] | None = None) -> list[str]:
    """At the end of round `round_`: one line for each of `players` (default: everyone)
    saying the table and seat they go to ("Amy → table 2 (East)")."""
    going = where_next(plan, round_)
    if not going:
        return [tr("Tonight", "Round {0} was the last round of the plan: that is the night").format(round_)]
    lines = []
    for name in players if players is not None else list(going):
        place = going.get(name)
        if place is None:
            lines.append(tr("Tonight", "{0}: not in round {1}").format(name, round_ + 1))
        elif place.wind is None:
            lines.append(tr("Tonight", "{0} → table {1} (fifth: sits out the first hand)").format(name, place.table))
        else:
            lines.append(tr("Tonight", "{0} → table {1} ({2})").format(name, place.table, wind_name(place.wind)))
    return lines


def wind_name(wind: str) -> str:
    return {
        "E": tr("Tonight", "East"),
        "S": tr("Tonight", "South"),
        "W": tr("Tonight", "West"),
        "N": tr("Tonight", "North"),
    }[wind]


def _mtime(entry: os.DirEntry[str]) -> float:
    try:
        return entry.stat(follow_symlinks=False).st_mtime
    except OSError:
        return 0.0
