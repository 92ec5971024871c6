"""The ledger: every session kept in one SQLite file in the data folder."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace as replace_state
from pathlib import Path
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.ledger import checks, events, exchange, ownership, plans, summaries
from mjscore_gui.ledger.errors import LedgerError, UnknownSession
from mjscore_gui.ledger.exchange import Imported
from mjscore_gui.ledger.names import key, look_alike, player_name, sharing_a_key, text
from mjscore_gui.ledger.records import SessionInfo
from mjscore_gui.ledger.rulesets import resolve_ruleset, rules_with
from mjscore_gui.ledger.session import Session
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.summaries import SessionSummary
from mjscore_gui.ledger.table import TableState, dump, now
from mjscore_gui.ledger.times import parse_time
from mjscore_gui.limits import MAX_LINE, MAX_TIME
from mjscore_gui.paths import data_dir as default_dir

FILE_NAME = "ledger.sqlite3"


class Ledger:
    """Open with `Ledger.open()` (the data folder) or `Ledger(path_to_file)`.

    `notice` is set when the file found there could not be used and was set aside; show
    it to the user. `read_only` is set when the file can only be read (a read-only
    folder): totals, show and export work, changes raise LedgerFault. Use from one
    thread; close() when done (or use `with`).
    """

    def __init__(
        self, path: str | Path, deep_check: bool = True, fresh_on_damage: bool = True, read_only: bool = False
    ) -> None:
        self.path = Path(path)
        self.store = Store(self.path, deep_check, fresh_on_damage, read_only)
        self.notice = self.store.notice
        self.read_only = self.store.read_only
        self._listeners = events.Listeners()
        self._sessions: dict[int, Session] = {}
        self._importing = False
        self._seen_version: int | None = None
        self.refresh()

    @classmethod
    def open(
        cls,
        data_dir: str | Path | None = None,
        deep_check: bool = True,
        fresh_on_damage: bool = True,
        read_only: bool = False,
    ) -> Ledger:
        """The data folder's ledger, opened as `file.open_database` says (`deep_check` off:
        the window runs `file.damage_of` after its first paint)."""
        folder = Path(data_dir) if data_dir is not None else default_dir()
        return cls(folder / FILE_NAME, deep_check, fresh_on_damage, read_only)

    def close(self) -> None:
        self.store.close()

    def backup(self) -> Path | None:
        """A dated copy in `backups/` beside the file (the last 7 kept; backups.py); None
        when it is read-only or cannot be made just now."""
        return self.store.backup()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def subscribe(self, callback: events.Listener) -> Callable[[], None]:
        """Hear about every change to any session (LedgerEvent has the session id)."""
        return self._listeners.add(callback)

    def refresh(self) -> bool:
        """Notice changes another process (the command line, a second window) committed
        to the file: every open session's listeners hear CHANGED_ELSEWHERE. Call it on a
        timer or when the window regains focus. Returns whether anything changed."""
        version = self.store.data_version()
        changed = self._seen_version is not None and version != self._seen_version
        self._seen_version = version
        if changed:
            for session_id in list(self._sessions):
                self._listeners.emit(events.LedgerEvent(events.CHANGED_ELSEWHERE, session_id))
        return changed

    # ---- sessions -----------------------------------------------------------------

    def sessions(self) -> list[SessionInfo]:
        """Every session, the most recent first."""
        self.store.verify(entries=False)
        rows = self.store.query(
            "SELECT s.id, s.name, s.started, s.ended, s.initial, s.uuid, s.owner = (SELECT id FROM ledger), s.plan, "
            "(SELECT count(*) FROM entries e WHERE e.session_id = s.id AND e.active = 1 "
            " AND e.kind IN ('hand','faan','draw','false_win')) "
            "FROM sessions s ORDER BY s.id DESC"
        )
        out = []
        for sid, name, started, ended, initial, session_uuid, own, plan, hands in rows:
            listed = TableState.from_json(json.loads(initial)).at_table
            names = self.store.player_names(sid)
            out.append(
                SessionInfo(
                    sid,
                    name,
                    tuple(names[p] for p in listed),
                    parse_time(started),
                    parse_time(ended),
                    hands or 0,
                    session_uuid,
                    bool(own),
                    plans.read(plan),
                )
            )
        return out

    def session_summaries(self) -> list[SessionSummary]:
        """Every session's money as stored, by id, without playing any session through: what
        the club's standings across a decade of nights need (summaries.py)."""
        return summaries.summaries(self.store)

    def session(self, session_id: int | None = None) -> Session:
        """A session by id; without one, the most recent session this ledger owns that
        is still open (else the most recent it owns): never a copy imported from another
        ledger."""
        if session_id is None:
            row = self.store.one(
                "SELECT id FROM sessions WHERE owner = (SELECT id FROM ledger) "
                "ORDER BY ended IS NOT NULL, id DESC LIMIT 1"
            )
            if row is None:
                copies = self.store.one("SELECT count(*) FROM sessions")
                if copies and copies[0]:
                    raise UnknownSession(
                        "this ledger has started no session, it holds only copies from other ledgers; start one "
                        "with: mjscore ledger new --players A B C D, or name one with --session (or adopt it)"
                    )
                raise UnknownSession("there is no session yet; start one with: mjscore ledger new --players A B C D")
            session_id = int(row[0])
        elif not self.store.one("SELECT 1 FROM sessions WHERE id = ?", (session_id,)):
            raise UnknownSession(f"there is no session {session_id}")
        if session_id not in self._sessions:
            self._sessions[session_id] = Session(self.store, self._listeners, session_id)
        return self._sessions[session_id]

    @property
    def id(self) -> str:
        """This ledger file's own id (a uuid made with the file): each session names the
        ledger that owns it."""
        return ownership.ledger_id(self.store)

    def adopt(self, session_id: int) -> Session:
        """Make this ledger the owner of a copy imported from another ledger, so that it
        records, edits and deletes here; the hand-over is kept in the session (its
        export and `ledger show` list it) and raises its revision."""
        session = self.session(session_id)
        self.store.write(lambda: ownership.adopt(self.store, session_id))
        self._listeners.emit(events.LedgerEvent(events.SESSION_CHANGED, session_id))
        return session

    def session_by_uuid(self, session_uuid: str) -> Session | None:
        """The session with this id unique across machines, if the ledger has it."""
        row = self.store.one("SELECT id FROM sessions WHERE uuid = ?", (str(session_uuid),))
        return self.session(int(row[0])) if row else None

    def new_session(
        self,
        players: Iterable[str],
        ruleset: Ruleset | str | None = None,
        *,
        name: str = "",
        notes: str = "",
        dealer_stays_on_draw: bool | None = None,
        started: str | None = None,
        session_uuid: str | None = None,
        replace: Session | None = None,
        plan: Mapping[str, Any] | None = None,
    ) -> Session:
        """Four players, the first one East (the first dealer), the others anticlockwise;
        or five, a table of five: the first four so, the fifth sitting out the first hand,
        then each sitting out in turn (table.py). `dealer_stays_on_draw` is short for that
        setting of the ruleset (None: as the ruleset has it); `plan`: where the session
        comes from in a club night's seating plan (plans.py); `session_uuid` is given only
        by an import (else a new one), and `replace` only by an import replacing a copy
        whole (inside its write): that session keeps its id and starts again, its entries,
        undo log and players gone."""
        if isinstance(players, (str, bytes)) or not isinstance(players, Iterable):
            raise LedgerError("the players must be a list of four or five names")
        names = [player_name(p) for p in players]
        if len(names) not in (4, 5):
            raise LedgerError(
                f"a table seats four players, or five taking turns to sit out; not {len(names)} "
                "(a club night of more plays at several tables)"
            )
        if len({key(n) for n in names}) != len(names):
            count = "four" if len(names) == 4 else "five"
            raise LedgerError(f"the {count} players need {count} different names")
        where = plans.stored(plans.checked(plan))
        rules = rules_with(resolve_ruleset(ruleset), dealer_stays_on_draw=dealer_stays_on_draw)
        fields = (
            text(name, "the session's name", MAX_LINE, single_line=True),
            text(notes, "the session's notes"),
            text(started, "the start time", MAX_TIME) if started is not None else now(),
            session_uuid or str(uuid.uuid4()),
        )

        def work() -> int:
            rid = self.store.store_ruleset(rules)
            if replace is None:
                sid = self.store.execute(
                    "INSERT INTO sessions (name, notes, started, initial, uuid, plan, owner) "
                    "VALUES (?, ?, ?, '', ?, ?, (SELECT id FROM ledger))",
                    (*fields, where),
                )
            else:
                sid = replace.id
                replace.clear()
                self.store.execute(
                    "UPDATE sessions SET name = ?, notes = ?, started = ?, ended = NULL, uuid = ?, plan = ? "
                    "WHERE id = ?",
                    (*fields, where, sid),
                )
            ids = [self.store.add_player(sid, n) for n in names]
            state = TableState((ids[0], ids[1], ids[2], ids[3]), ruleset_id=rid)
            if len(ids) == 5:  # a table of five: the fifth sits out the first hand
                state = replace_state(state, rotation=tuple(ids), sits_out=ids[4])
            self.store.execute("UPDATE sessions SET initial = ? WHERE id = ?", (dump(state.to_json()), sid))
            return sid

        sid = self.store.write(work)
        if not self._importing:  # an import's own event follows its commit
            self._listeners.emit(events.LedgerEvent(events.SESSION_CREATED, sid))
        return self.session(sid)

    def import_json(self, data: Any) -> Imported:
        """The sessions of a JSON export (one session, or several), each as a new session
        unless the ledger already has it (by its uuid): then a copy is replaced whole by a
        higher revision, else skipped (exchange.py). All of it, or nothing."""
        data = exchange.parse(data)
        self._importing = True
        try:
            imported = self.store.write(lambda: exchange.import_json(self, data))
        finally:
            self._importing = False
        for session in imported.added:
            self._listeners.emit(events.LedgerEvent(events.SESSION_CREATED, session.id))
        for session in imported.replaced:
            self._listeners.emit(events.LedgerEvent(events.SESSION_CHANGED, session.id))
        return imported

    def drop_copy(self, session_uuid: str, up_to_revision: int | None = None) -> bool:
        """Remove the read-only copy of another ledger's session (its owner withdrew it
        from the club folder): its entries, logged changes and players, in one
        transaction. Only when it is a copy, and (with `up_to_revision`) no newer than
        that revision; returns whether it was removed. A session this ledger owns is
        never removed: ReadOnlyCopy's opposite, a LedgerError, says so."""

        def work() -> int | None:
            row = self.store.one("SELECT id FROM sessions WHERE uuid = ?", (str(session_uuid),))
            if row is None:
                return None
            sid = int(row[0])
            held = ownership.of(self.store, sid)
            if held.own:
                raise LedgerError(f"session {sid} is this ledger's own; only a copy from another ledger is dropped")
            if up_to_revision is not None and held.revision > up_to_revision:
                return None
            self.session(sid).clear()
            self.store.execute("DELETE FROM sessions WHERE id = ?", (sid,))
            return sid

        dropped = self.store.write(work)
        if dropped is None:
            return False
        self._sessions.pop(dropped, None)
        self._listeners.emit(events.LedgerEvent(events.SESSION_DROPPED, dropped))
        return True

    def delete_empty(self, session_id: int) -> None:
        """Remove a session this ledger started by mistake, before anything was recorded in
        it; LedgerError when it holds an entry (its hands are kept: withdraw it from the club
        folder instead), ReadOnlyCopy for a copy. The next full publish leaves its tombstone."""

        def work() -> None:
            ownership.require_own(self.store, session_id)
            if self.store.one("SELECT 1 FROM entries WHERE session_id = ? LIMIT 1", (session_id,)):
                raise LedgerError(f"session {session_id} has entries; it is kept (withdraw it from the club folder)")
            self.session(session_id).clear()
            self.store.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

        self.store.write(work)
        self._sessions.pop(session_id, None)
        self._listeners.emit(events.LedgerEvent(events.SESSION_DROPPED, session_id))

    def look_alikes(self, players: Iterable[str]) -> list[str]:
        """A warning for each name that looks like a known player's but is spelled with
        other letters ("Аmy" with a Cyrillic А beside Amy): the caller confirms it."""
        known = self.store.known_names()
        warnings = []
        for name in players:
            other = look_alike(player_name(name), known)
            if other is not None:
                warnings.append(
                    f"{name!r} looks like the known player {other!r} but is spelled with other letters; "
                    "it is a new player unless you type it as before"
                )
        return warnings

    def names_sharing_a_key(self) -> list[str]:
        """A line for each set of players recorded apart that now count as one name
        (names.key), with the command that joins them in the standings."""
        return [
            f"players {', '.join(repr(n) for n in group)} are one name now; join them in the standings with: "
            f"mjscore club merge-players {group[1]!r} {group[0]!r}"
            for group in sharing_a_key(self.store.known_names())
        ]

    def check(self) -> list[str]:
        """What is wrong with the file and its sessions (empty: nothing): SQLite's own
        check, every session's entries settled again in order, zero-sum totals."""
        ids = self.store.query("SELECT id FROM sessions ORDER BY id DESC")
        return checks.check(self.store, (self.session(sid) for (sid,) in ids))


__all__ = ["Ledger", "resolve_ruleset"]
