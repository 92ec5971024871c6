"""The ledger: every session kept in one SQLite file in the data folder."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Callable

from mjscore_gui.engine import Ruleset, RulesetError, get_preset, load_ruleset
from mjscore_gui.engine.ruleset import ruleset_from_dict
from mjscore_gui.ledger import events, store
from mjscore_gui.ledger.errors import LedgerError, UnknownSession
from mjscore_gui.ledger.records import SessionInfo
from mjscore_gui.ledger.session import Session, _dump, _player_name, now, rules_with
from mjscore_gui.ledger.table import TableState

DEFAULT_RULESET = "hk"


class Ledger:
    """Open with `Ledger.open()` (the data folder) or `Ledger(path_to_file)`.

    `notice` is set when the file found there could not be used and was set aside; show
    it to the user. Use from one thread; close() when done (or use `with`).
    """

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db, self.notice = store.open_database(self.path)
        self._listeners = events.Listeners()
        self._rulesets: dict[int, Ruleset] = {}
        self._sessions: dict[int, Session] = {}
        self._depth = 0
        self._seen_version: int | None = None
        self.refresh()

    @classmethod
    def open(cls, data_dir: str | Path | None = None) -> Ledger:
        from mjscore_gui.paths import data_dir as default_dir

        folder = Path(data_dir) if data_dir is not None else default_dir()
        return cls(folder / "ledger.sqlite3")

    def close(self) -> None:
        self._db.close()

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
        version = self._db.execute("PRAGMA data_version").fetchone()[0]
        changed = self._seen_version is not None and version != self._seen_version
        self._seen_version = version
        if changed:
            for session_id in list(self._sessions):
                self._listeners.emit(events.LedgerEvent(events.CHANGED_ELSEWHERE, session_id))
        return changed

    # ---- sessions -----------------------------------------------------------------

    def sessions(self) -> list[SessionInfo]:
        """Every session, the most recent first."""
        rows = self._db.execute(
            "SELECT s.id, s.name, s.started, s.ended, s.initial, "
            "(SELECT number FROM entries e WHERE e.session_id = s.id AND e.active = 1 "
            " AND e.kind IN ('hand','faan','draw','false_win') ORDER BY pos DESC LIMIT 1) "
            "FROM sessions s ORDER BY s.id DESC").fetchall()
        out = []
        for sid, name, started, ended, initial, hands in rows:
            chairs = TableState.from_json(json.loads(initial)).chairs
            names = dict(self._db.execute("SELECT id, name FROM players WHERE session_id = ?", (sid,)).fetchall())
            out.append(SessionInfo(sid, name, tuple(names[p] for p in chairs), started, ended, hands or 0))
        return out

    def session(self, session_id: int | None = None) -> Session:
        """A session by id; without one, the most recent session still open (else the
        most recent)."""
        if session_id is None:
            row = self._db.execute(
                "SELECT id FROM sessions ORDER BY ended IS NOT NULL, id DESC LIMIT 1").fetchone()
            if row is None:
                raise UnknownSession("there is no session yet; start one with: mjscore ledger new --players A B C D")
            session_id = row[0]
        elif not self._db.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone():
            raise UnknownSession(f"there is no session {session_id}")
        if session_id not in self._sessions:
            self._sessions[session_id] = Session(self, session_id)
        return self._sessions[session_id]

    def new_session(self, players: Iterable[str], ruleset: Ruleset | str | None = None, *, name: str = "",
                    notes: str = "", dealer_stays_on_draw: bool | None = None,
                    started: str | None = None) -> Session:
        """Four players, the first one East (the first dealer), the others anticlockwise.
        `dealer_stays_on_draw` is short for that setting of the ruleset (None: as the
        ruleset has it)."""
        names = [_player_name(p) for p in players]
        if len(names) != 4:
            raise LedgerError(f"a session needs four players, not {len(names)}")
        if len(set(names)) != 4:
            raise LedgerError("the four players need four different names")
        rules = rules_with(resolve_ruleset(ruleset), dealer_stays_on_draw=dealer_stays_on_draw)

        def work():
            rid = self._store_ruleset(rules)
            sid = self._db.execute(
                "INSERT INTO sessions (name, notes, started, initial) VALUES (?, ?, ?, '')",
                (str(name), str(notes), started or now())).lastrowid
            ids = tuple(self._db.execute("INSERT INTO players (session_id, name) VALUES (?, ?)",
                                         (sid, n)).lastrowid for n in names)
            state = TableState(ids, ruleset_id=rid)
            self._db.execute("UPDATE sessions SET initial = ? WHERE id = ?", (_dump(state.to_json()), sid))
            return sid
        sid = self._write(work)
        if not self._depth:  # inside an import, its own event follows its commit
            self._listeners.emit(events.LedgerEvent(events.SESSION_CREATED, sid))
        return self.session(sid)

    def import_json(self, data: Any) -> Session:
        """A session from its JSON export, as a new session (all of it, or nothing)."""
        from mjscore_gui.ledger.exchange import import_json

        session = import_json(self, data)
        self._listeners.emit(events.LedgerEvent(events.SESSION_CREATED, session.id))
        return session

    # ---- internals ----------------------------------------------------------------

    def _write(self, work: Callable[[], Any]) -> Any:
        """Run `work` as one transaction (nested calls join the outer one)."""
        if self._depth:
            return work()
        self._db.execute("BEGIN IMMEDIATE")
        self._depth += 1
        try:
            value = work()
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            # Ids handed out inside the transaction may be given again to other rows.
            self._rulesets.clear()
            for session in self._sessions.values():
                session._cache.clear()
            raise
        finally:
            self._depth -= 1
        return value

    def _store_ruleset(self, ruleset: Ruleset) -> int:
        """The id of this exact ruleset in the file (each distinct one is stored once)."""
        return store.store_ruleset(self._db, ruleset.to_dict())

    def _ruleset(self, ruleset_id: int) -> Ruleset:
        if ruleset_id not in self._rulesets:
            row = self._db.execute("SELECT data FROM rulesets WHERE id = ?", (ruleset_id,)).fetchone()
            if row is None:
                raise LedgerError(f"the ledger has lost ruleset {ruleset_id}")
            self._rulesets[ruleset_id] = ruleset_from_dict(json.loads(row[0]), "stored ruleset")
        return self._rulesets[ruleset_id]


def resolve_ruleset(ruleset: Ruleset | str | None) -> Ruleset:
    if isinstance(ruleset, Ruleset):
        return ruleset
    try:
        if ruleset is None:
            return get_preset(DEFAULT_RULESET)
        if "/" in ruleset or ruleset.endswith(".toml"):
            return load_ruleset(ruleset)
        return get_preset(ruleset)
    except RulesetError as exc:
        raise LedgerError(str(exc)) from None


__all__ = ["Ledger", "resolve_ruleset"]
