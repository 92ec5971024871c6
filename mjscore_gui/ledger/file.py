"""The SQLite file: opening it safely, telling damage from a passing fault, migrating it.

Every change is one transaction committed with synchronous=FULL in WAL mode, so a
hand acknowledged as recorded survives a crash or a flat battery. Only a file that
SQLite itself reports as malformed or not a database, or that belongs to another
program, is renamed aside (kept for the user or support) and a fresh ledger started.
A full disk, a lock held by another program or a read-only folder are not damage: the
file stays where it is and the caller gets a LedgerFault saying what to do.
"""

from __future__ import annotations

import errno
import logging
import os
import shutil
import sqlite3
import time
from collections.abc import Callable
from contextlib import closing, suppress
from pathlib import Path

from mjscore_gui.ledger import digests, schema
from mjscore_gui.ledger.errors import DamagedLedger, LedgerFault, NewerLedger

LOG = logging.getLogger(__name__)  # quiet unless the app configures logging (ledger/__init__.py)

# How long a write waits for another writer (the command line, a second window) before
# it gives up with "another program is using the ledger".
BUSY_TIMEOUT = 5.0
# Below this much free space the ledger opens read-only: SQLite's WAL index (the -shm
# file) is a memory map, and a page of it the full disk cannot hold kills the writer
# with SIGBUS instead of an error (seen on a full ext4 disk).
MIN_FREE = 1 << 20

# SQLite's primary result codes (the low byte of an extended code).
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _NOTADB = 3, 5, 6, 8, 10, 11, 13, 14, 26


def fault(exc: sqlite3.Error | OSError | UnicodeDecodeError, path: Path) -> LedgerFault:
    """The player's one line for an error SQLite or the system raised on the ledger."""
    if isinstance(exc, OSError):
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return disk_full(path)
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return _read_only(path)
        return LedgerFault(
            f"cannot use the ledger {path} ({_short(exc.strerror or exc)}): check the disk and try again",
            LedgerFault.IO,
        )
    primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    text = str(exc)
    if primary == _FULL or "disk is full" in text:
        return disk_full(path)
    if primary in (_BUSY, _LOCKED) or "locked" in text:
        return LedgerFault(
            f"another program is using the ledger {path}: close the other MJScore window or "
            "command (or wait for it), then try again",
            LedgerFault.LOCKED,
        )
    if primary in (_READONLY, _PERM) or "readonly" in text:
        return _read_only(path)
    # Text that no longer decodes as UTF-8 is a changed byte too: SQLite's check of its
    # pages does not read the text (and a message quoting a damaged name raises so).
    damaged = isinstance(exc, UnicodeDecodeError) or "Could not decode" in text or "unsupported file format" in text
    if primary in (_CORRUPT, _NOTADB) or damaged:
        return LedgerFault(
            f"the ledger {path} is damaged ({_short(text)}): close MJScore and open it again; "
            "the damaged file will be kept aside",
            LedgerFault.DAMAGED,
        )
    return LedgerFault(f"cannot use the ledger {path} ({_short(text)}): check the disk and try again", LedgerFault.IO)


def disk_full(path: Path) -> LedgerFault:
    return LedgerFault(
        f"the disk holding the ledger ({path.parent}) is full: free some space and try again; nothing was recorded",
        LedgerFault.DISK_FULL,
    )


def _read_only(path: Path) -> LedgerFault:
    return LedgerFault(
        f"the ledger {path} is read-only: it can be viewed and exported; to record, make its "
        "folder writable or choose another data folder (--data-dir)",
        LedgerFault.READ_ONLY,
    )


def _short(text: object) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= 80 else line[:77] + "..."


def writable(path: Path) -> bool:
    """Whether the ledger at `path` can be written: the file (when there is one) and its
    folder, where SQLite keeps the journal."""
    return os.access(path.parent, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def open_database(
    path: Path, deep_check: bool = True, fresh_on_damage: bool = True, read_only: bool = False
) -> tuple[sqlite3.Connection, str | None, bool]:
    """A connection to an up-to-date ledger at `path`; a message when the file that was
    there had to be set aside, or when it opens read-only for want of disk space (None
    when all was well); and whether it is read-only. Raises LedgerFault when the ledger
    cannot be opened just now, NewerLedger for a file from a newer MJScore, and
    DamagedLedger for a damaged file when `fresh_on_damage` is off (the command line:
    the file stays where it is). With `deep_check` off SQLite's check of every page is
    left to the caller (`damage`, the window's after its first paint); the header, owner
    and schema are checked all the same. `read_only` opens it for reading only, as it
    stands (a damaged file the player keeps looking at)."""
    notice: str | None = None
    forced = read_only
    try:
        if path.is_symlink() and not path.exists():
            raise LedgerFault(
                f"the ledger {path} links to a missing file: remove the link "
                "(MJScore starts no ledger where it points)",
                LedgerFault.IO,
            )
        if not path.parent.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
        exists = path.exists() and path.stat().st_size > 0
        if forced and not exists:
            raise LedgerFault(f"there is no ledger {path} to read", LedgerFault.IO)
        if not exists and _was_here(path):
            # SQLite takes an empty file for a new database: not where a ledger was.
            problem = f"is {'empty' if path.exists() else 'missing'}, but a ledger was kept here"
            if not fresh_on_damage:
                raise DamagedLedger(path, problem)
            missing = f"The ledger file {path} {problem}; a fresh ledger was started (its backups are kept)."
            notice = set_aside_notice(path, problem) if path.exists() else missing
            id_marker(path).unlink(missing_ok=True)
        read_only = forced or (exists and not writable(path))
        if not read_only and disk_is_full(path.parent):
            if not exists:
                raise disk_full(path)
            read_only = True
            notice = (
                f"the disk holding the ledger ({path.parent}) is full: the ledger is open read-only "
                "(totals, show and export work); free some space and open it again to record"
            )
        if exists and not read_only:
            damaged = _problem(path, deep_check)
            if damaged and not fresh_on_damage:
                raise DamagedLedger(path, damaged)
            if damaged:
                notice = set_aside_notice(path, damaged)
        elif not exists and not writable(path):
            raise _read_only(path)
    except OSError as exc:
        raise fault(exc, path) from None
    try:
        conn = connect_read_only(path) if read_only else connect(path)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise fault(exc, path) from None
    try:
        if read_only:
            _check_current(conn, path)
        else:
            migrate(conn, path)
            check_tables(conn, path)
            digests.add_triggers(conn)
        _check_id(conn, path)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        conn.close()
        raise fault(exc, path) from None
    except BaseException:
        conn.close()
        raise
    return conn, notice, read_only


def id_marker(path: Path) -> Path:
    """The file beside the ledger naming its id: a ledger was kept here (not to be taken
    for a new one when its file is gone or empty), and whose backups are its own."""
    return path.with_name(path.name + "-id")


def _was_here(path: Path) -> bool:
    return id_marker(path).exists() or any(path.parent.glob("backups/ledger-*.sqlite3"))


def _check_id(conn: sqlite3.Connection, path: Path) -> None:
    """The ledger's own id is there as stored; the marker beside it names it."""
    if not digests.id_kept(conn):
        raise DamagedLedger(path, "is damaged (its own id was changed or lost)")
    (ledger_id,) = conn.execute("SELECT id FROM ledger").fetchone()
    with suppress(OSError):  # a marker that cannot be written is no fault: the backups say so too
        marker = id_marker(path)
        if not marker.exists() or marker.read_text(encoding="utf-8", errors="replace") != ledger_id:
            marker.write_text(ledger_id, encoding="utf-8")


def disk_is_full(folder: Path) -> bool:
    """Whether the disk holding `folder` has less than MIN_FREE bytes left."""
    with suppress(OSError):
        return shutil.disk_usage(folder).free < MIN_FREE
    return False


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT)
    digests.register(conn)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A reading connection to a ledger in a folder (or a file) that cannot be written.
    SQLite needs a writable folder for WAL's shared memory; when it cannot have one (or
    the file's header does not read) the file is read as it stands (MJScore closes the
    ledger with the journal folded in)."""
    uri = path.resolve().as_uri()
    try:
        conn = sqlite3.connect(f"{uri}?mode=ro", uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except (sqlite3.Error, UnicodeDecodeError):
        conn = sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None)
    digests.register(conn)
    return conn


def _problem(path: Path, deep: bool = True) -> str | None:
    """Why the file cannot be used as our ledger, or None. Raises NewerLedger for a
    ledger from a newer MJScore (ours: it must not be set aside) and LedgerFault for a
    passing fault (a lock, a full disk: not damage). The file is read through SQLite
    alone (why: `_fingerprint`)."""
    if not _journal_is_sqlites(path.with_name(path.name + "-wal")):
        # SQLite would take it for an empty journal: the hands it held would be lost unsaid.
        return "is damaged (its journal, the -wal file beside it, is not one SQLite wrote)"
    uri = f"{path.resolve().as_uri()}?mode=rw"
    try:
        with closing(sqlite3.connect(uri, uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)) as conn:
            damaged = damage(conn) if deep else None
            if damaged:
                return damaged
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if app_id != schema.APP_ID and tables:
                return "belongs to another program (it is an SQLite database but not an MJScore ledger)"
            _version(conn, path)
    except UnicodeDecodeError:  # SQLite's own message quotes a damaged name
        return "is damaged (what SQLite reports of it no longer reads)"
    except sqlite3.DatabaseError as exc:
        primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        if primary == _NOTADB:
            return "is not an MJScore ledger (it is not an SQLite database, or its first page is damaged)"
        if primary == _CORRUPT or "unsupported file format" in str(exc):
            return f"is damaged or not a database ({_short(exc)})"
        raise fault(exc, path) from None  # a lock, a full disk, a folder that cannot be opened
    return None


def _journal_is_sqlites(wal: Path) -> bool:
    """Whether the -wal file is empty or absent, or starts as SQLite's journal does."""
    try:
        with wal.open("rb") as handle:
            head = handle.read(4)
    except FileNotFoundError:
        return True
    return head in (b"", b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")


def damage(conn: sqlite3.Connection) -> str | None:
    """What is wrong with the file by SQLite's check of every page, None when nothing is.
    Reads the whole file: a long night's takes a moment."""
    rows = page_check(conn)
    return None if rows == ["ok"] else f"is damaged (SQLite reports: {_short(rows[0])})"


def page_check(conn: sqlite3.Connection) -> list[str]:
    """SQLite's full check of every page and index (integrity_check: quick_check would miss
    an index that disagrees with its table), its lines read whatever bytes they quote (a
    damaged name in an index is no longer UTF-8)."""
    rows = conn.execute("SELECT CAST(integrity_check AS BLOB) FROM pragma_integrity_check").fetchall()
    return [bytes(row[0]).decode("utf-8", "replace") for row in rows]


def changed_facts(conn: sqlite3.Connection) -> str | None:
    """What of the stored facts no longer matches its digest (digests.py), or None; `conn`
    has the digest function (`reader`)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    lines = digests.changed(conn) if version >= schema.SCHEMA_VERSION else []
    return f"is damaged ({'; '.join(lines[:3])})" if lines else None


def reader(path: Path) -> sqlite3.Connection:
    """A connection of its own that reads the file at `path` (a backup, the ledger checked
    on another thread while the window is in use)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
    digests.register(conn)
    return conn


def damage_of(path: Path) -> str | None:
    """`damage` or `changed_facts` of the file at `path`, read through its own `reader`;
    None also when it cannot be read just now (a lock, a passing fault: not damage)."""
    try:
        with closing(reader(path)) as conn:
            return damage(conn) or changed_facts(conn)
    except UnicodeDecodeError:
        return "is damaged (what SQLite reports of it no longer reads)"
    except sqlite3.DatabaseError as exc:  # SQLITE_CANTOPEN, a lock: not damage
        primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        return f"is damaged or not a database ({_short(exc)})" if primary in (_CORRUPT, _NOTADB) else None


def set_aside_notice(path: Path, problem: str) -> str:
    """Keep the damaged file at `path` under another name (with its journal) and say so."""
    aside = set_aside(path)
    notice = f"The ledger file {path} {problem}. It was kept as {aside.name} and a fresh ledger was started."
    LOG.warning(notice)
    return notice


def _version(conn: sqlite3.Connection, path: Path) -> int:
    """The file's schema number; NewerLedger for a file a newer MJScore wrote."""
    version: int = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > schema.SCHEMA_VERSION:
        raise NewerLedger(
            f"the ledger {path} was written by a newer MJScore (schema {version}; this version "
            f"reads up to {schema.SCHEMA_VERSION}); update MJScore or choose another data folder"
        )
    return version


def set_aside(path: Path) -> Path:
    """Rename the file at `path` (and its journal) aside; the new name of the file."""
    aside = aside_name(path)
    path.rename(aside)
    move_journal(path, aside)
    return aside


def aside_name(path: Path) -> Path:
    """A name not yet taken for the file at `path` kept aside."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return unused(lambda n: path.with_name(f"{path.name}.corrupt-{stamp}{n}"))


def unused(name: Callable[[str], Path]) -> Path:
    """The first of name(""), name("-2"), name("-3") ... not yet taken."""
    n, found = 1, name("")
    while found.exists():
        n += 1
        found = name(f"-{n}")
    return found


def move_journal(path: Path, aside: Path) -> None:
    """The journal files belong to the file set aside as `aside`; left behind they would
    be replayed into the next ledger."""
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(aside.with_name(aside.name + suffix))


def migrate(conn: sqlite3.Connection, path: Path) -> None:
    version = 0
    try:
        version = _version(conn, path)
        for target in range(version + 1, schema.SCHEMA_VERSION + 1):
            _migrate_to(conn, target)
    except sqlite3.Error as exc:
        if "duplicate column" in str(exc) or "already exists" in str(exc):
            # The tables are newer than the schema number says: someone edited the file.
            raise _outdated(path, version) from None
        raise fault(exc, path) from None
    except NewerLedger:
        raise
    except (TypeError, ValueError, KeyError, IndexError):
        # Data a migration does not recognise: not ours as that schema number says.
        raise _outdated(path, version) from None


def _outdated(path: Path, version: int) -> LedgerFault:
    return LedgerFault(
        f"the ledger {path} says it is schema {version} but its tables are not: it was "
        "changed outside MJScore; restore a backup or move it aside",
        LedgerFault.OUTDATED,
    )


def _migrate_to(conn: sqlite3.Connection, target: int) -> None:
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Re-read under the lock: another process may have migrated meanwhile.
        if conn.execute("PRAGMA user_version").fetchone()[0] >= target:
            conn.execute("ROLLBACK")
            return
        step = schema.MIGRATIONS[target - 1]
        if callable(step):
            step(conn)
        else:
            for statement in step.split(";"):
                if statement.strip():
                    conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {target}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def check_tables(conn: sqlite3.Connection, path: Path) -> None:
    """Every table and column a current ledger has is there (a file edited by hand, or
    by another program, may have lost one)."""
    for table, columns in schema.TABLES.items():
        try:
            have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        except sqlite3.Error as exc:  # the file's own table definitions no longer read
            raise LedgerFault(
                f"the ledger {path} is damaged ({_short(exc)}): restore a backup (`mjscore ledger check` names it)",
                LedgerFault.DAMAGED,
            ) from None
        missing = [c for c in columns if c not in have]
        if missing:
            what = f"its {table!r} table" if not have else f"the column {missing[0]!r} of {table!r}"
            raise LedgerFault(
                f"the ledger {path} has lost {what}: it was changed outside MJScore; restore a "
                "backup or move it aside to start a fresh one",
                LedgerFault.OUTDATED,
            )


def _check_current(conn: sqlite3.Connection, path: Path) -> None:
    """A file opened read-only is of this schema, with every table."""
    if _version(conn, path) < schema.SCHEMA_VERSION:
        raise LedgerFault(
            f"the ledger {path} is read-only and from an older MJScore: make its folder "
            "writable once so that it can be brought up to date",
            LedgerFault.READ_ONLY,
        )
    check_tables(conn, path)
