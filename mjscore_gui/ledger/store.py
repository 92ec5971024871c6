"""The one object that owns the ledger's SQLite connection: reads, writes as one
transaction each, the rulesets and the players. Sessions and the exchange go through
its public methods only; every SQLite or disk error leaves here as a LedgerFault."""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any, TypeVar

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.ruleset import ruleset_from_dict
from mjscore_gui.ledger import backups, check_stamp, digests, file, names, schema
from mjscore_gui.ledger.errors import LedgerError, LedgerFault

T = TypeVar("T")
Row = tuple[Any, ...]


class Store:
    """The ledger's own connection (`Ledger` opens one; `notice` and `read_only` as it says)."""

    def __init__(
        self, path: Path, deep_check: bool = True, fresh_on_damage: bool = True, read_only: bool = False
    ) -> None:
        self.path = path
        self._as_it_stands = read_only  # asked for: a damaged file read as it stands (the window)
        # SQLite's check of every page, at most once a day while MJScore alone changes
        # the file (check_stamp.last_check): the day of the last one, None when not vouched for.
        # Without `deep_check` (the window, which checks beside it) a stamp is kept on.
        checked = check_stamp.last_check(path)
        deep = deep_check and checked != check_stamp.today() and not read_only
        if deep:
            checked = check_stamp.today()
        recovered = None if read_only else backups.recover(path)  # a restore or a backup killed half-way
        self._db, notice, self.read_only = file.open_database(path, deep, fresh_on_damage, read_only)
        self.notice = " ".join(line for line in (recovered, notice) if line) or None
        self._checked = None if self.read_only else checked
        # The journal this connection writes into: a sync or clean-up tool that deletes or
        # replaces it while MJScore runs would take acknowledged hands with it.
        self._wal = None if self.read_only else self._wal_file()
        self._backed_up: str | None = None  # the day of this ledger's last backup, once known
        self._depth = 0
        self._rulesets: dict[int, Ruleset] = {}
        self._on_rollback: list[Callable[[], None]] = []

    @property
    def checked_day(self) -> str | None:
        """The day SQLite last checked every page of the file, as the stamp beside it said
        on opening (None: not vouched for). Ask this, not `check_stamp.checked_today`, while the
        file is open: reading the file through another handle drops this process's SQLite
        locks on it (POSIX), and another program closing would then delete the -wal."""
        return self._checked

    def close(self) -> None:
        self._db.close()
        if self._checked is not None:
            check_stamp.note_check(self.path, self._checked)

    def _fault(self, exc: sqlite3.Error | UnicodeDecodeError) -> LedgerFault:
        fault = file.fault(exc, self.path)
        if fault.reason == LedgerFault.DAMAGED:
            self._checked = None  # the next opening checks every page again
            check_stamp.forget_check(self.path)
        return fault

    # ---- reading ------------------------------------------------------------------

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            return self._db.execute(sql, params).fetchall()
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise self._fault(exc) from None

    def one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a query of one row (or LIMIT 1), None for none."""
        rows = self.query(sql, params)
        return rows[0] if rows else None

    def data_version(self) -> int:
        """Changes when another connection commits (another process, a second window)."""
        row = self.one("PRAGMA data_version")
        return int(row[0]) if row else 0

    def ruleset(self, ruleset_id: int) -> Ruleset:
        if ruleset_id not in self._rulesets:
            row = self.one("SELECT data, digest FROM rulesets WHERE id = ?", (ruleset_id,))
            if row is None:
                raise LedgerError(f"the ledger has lost ruleset {ruleset_id}")
            if schema.ruleset_digest(row[0]) != row[1]:
                raise self._damaged(f"its stored ruleset {ruleset_id} changed since it was stored")
            try:
                self._rulesets[ruleset_id] = ruleset_from_dict(json.loads(row[0]), "stored ruleset")
            except (ValueError, KeyError, TypeError) as exc:  # RulesetError is a ValueError
                # Changed on disk since it was stored: the file is damaged.
                raise LedgerError(
                    f"the ledger's stored ruleset {ruleset_id} no longer reads ({exc}); run `mjscore ledger check`"
                ) from None
        return self._rulesets[ruleset_id]

    def player_names(self, session_id: int) -> dict[int, str]:
        rows = self.query("SELECT id, name FROM players WHERE session_id = ? ORDER BY id", (session_id,))
        return {int(pid): str(name) for pid, name in rows}

    # ---- writing ------------------------------------------------------------------

    def on_rollback(self, callback: Callable[[], None]) -> None:
        """`callback()` after a write is rolled back: ids handed out inside it may be given
        again, so caches keyed by them must go."""
        self._on_rollback.append(callback)

    def write(self, work: Callable[[], T]) -> T:
        """Run `work` as one transaction (nested calls join the outer one). Raises
        LedgerFault (nothing written, the file kept) when the disk, a lock or the
        folder's permissions stop it."""
        if self._depth:
            return work()
        if self.read_only:
            if file.disk_is_full(self.path.parent):  # opened read-only for want of space
                raise file.disk_full(self.path)
            raise self._fault(sqlite3.OperationalError("attempt to write a readonly database"))
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise self._fault(exc) from None
        self._depth += 1
        try:
            value = work()
            self._same_wal()
            self._db.execute("COMMIT")
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, sqlite3.Error):
                raise self._fault(exc) from None
            raise
        finally:
            self._depth -= 1
        self._daily_backup()
        return value

    def _wal_file(self) -> tuple[int, int] | None:
        try:
            info = os.stat(self.path.with_name(self.path.name + "-wal"))
        except OSError:
            return None
        return (info.st_dev, info.st_ino)

    def _same_wal(self) -> None:
        """Before a commit: the -wal file this connection has open is still the one on
        disk (same inode); else stop, nothing committed."""
        now = self._wal_file()
        if self._wal is None:
            self._wal = now
        elif now != self._wal:
            wal = self.path.with_name(self.path.name + "-wal")
            raise LedgerFault(
                f"the ledger's journal {wal} was deleted or replaced while MJScore had it open (a sync or "
                "clean-up tool?): nothing was recorded; close every MJScore window and command, then open it again",
                LedgerFault.IO,
            )

    def _daily_backup(self) -> None:
        day = backups.today()
        if self._backed_up == day:
            return
        if not backups.made_on(self.path, day):
            backups.make_quietly(self._db, self.path)
        self._backed_up = day

    def backup(self) -> Path | None:
        """A backup now (the window's on closing); None when it cannot be made."""
        return None if self.read_only else backups.make_quietly(self._db, self.path)

    def _rollback(self) -> None:
        # SQLite may have rolled back already (a full disk does): there is then nothing
        # to roll back, and saying so would hide the real fault.
        with suppress(sqlite3.Error):
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
        self._rulesets.clear()
        for callback in self._on_rollback:
            callback()

    def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one change inside `write`; returns the new row's id for an INSERT."""
        if not self._depth:
            raise RuntimeError("Store.execute runs inside Store.write")
        return int(self._db.execute(sql, params).lastrowid or 0)

    def execute_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        if not self._depth:
            raise RuntimeError("Store.execute_many runs inside Store.write")
        self._db.executemany(sql, rows)

    def store_ruleset(self, ruleset: Ruleset) -> int:
        """The id of this exact ruleset in the file (each distinct one is stored once)."""
        return schema.store_ruleset(self._db, ruleset.to_dict())

    def add_player(self, session_id: int, name: str) -> int:
        """The id of `name` in the session (any spelling with the same `names.key`: the
        first one seen is kept), adding them when new."""
        wanted = names.key(name)
        for pid, known in self.player_names(session_id).items():
            if names.key(known) == wanted:
                return pid
        return self.execute("INSERT INTO players (session_id, name) VALUES (?, ?)", (session_id, name))

    def known_names(self) -> list[str]:
        """Every spelling of a player in the ledger, in the order first recorded."""
        return [str(row[0]) for row in self.query("SELECT name FROM players GROUP BY name ORDER BY min(id)")]

    # ---- checking -----------------------------------------------------------------

    def changed(self, session_id: int | None = None, entries: bool = True) -> list[str]:
        """What of the stored facts no longer matches its digest (digests.changed)."""
        try:
            return digests.changed(self._db, session_id, entries)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise self._fault(exc) from None

    def verify(self, session_id: int | None = None, entries: bool = True) -> None:
        """Raise LedgerFault (damaged: the line names it and the backup to restore) when
        a stored fact read no longer matches its digest; not on a file opened to be read
        as it stands (the window showing a damaged file, which names the damage)."""
        lines = [] if self._as_it_stands else self.changed(session_id, entries)
        if lines:
            raise self._damaged(lines[0])

    def _damaged(self, what: str) -> LedgerFault:
        """The one line for a stored fact found changed, naming the backup that restores it."""
        advice = backups.advice(self.path, True)
        return LedgerFault(f"the ledger is damaged ({what}); nothing was changed; {advice}", LedgerFault.DAMAGED)

    def integrity(self) -> list[str]:
        """What SQLite's own check finds wrong with the file (empty: nothing)."""
        try:
            rows = file.page_check(self._db)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise self._fault(exc) from None
        if rows == ["ok"]:
            if not self.read_only:
                self._checked = check_stamp.today()
            return []
        self._checked = None
        check_stamp.forget_check(self.path)
        return rows


__all__ = ["LedgerFault", "Row", "Store"]
