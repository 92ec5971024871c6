"""Dated copies of the ledger beside it, as GnuCash and Anki keep theirs.

SQLite's online backup (`sqlite3.Connection.backup`) copies the file as one consistent
snapshot while it is open: on the first change of each day and when the window closes.
The last KEEP copies are kept in `backups/` in the data folder
(`backups/ledger-YYYYMMDD-HHMMSS.sqlite3`); older ones are removed. A damaged ledger is
never replaced by an empty one silently: `restore` keeps the damaged file aside and puts
a backup in its place.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from pathlib import Path

from mjscore_gui.ledger.file import set_aside

LOG = logging.getLogger(__name__)

FOLDER = "backups"
KEEP = 7
PREFIX = "ledger-"
SUFFIX = ".sqlite3"


def folder(path: Path) -> Path:
    """The backups of the ledger at `path`."""
    return path.parent / FOLDER


def backups(path: Path) -> list[Path]:
    """The backups of the ledger at `path`, oldest first."""
    try:
        found = [p for p in folder(path).iterdir() if p.name.startswith(PREFIX) and p.name.endswith(SUFFIX)]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name)


def latest(path: Path) -> Path | None:
    """The most recent backup of the ledger at `path`, if there is one."""
    found = backups(path)
    return found[-1] if found else None


def made_on(path: Path, day: str) -> bool:
    """Whether a backup was made on `day` (YYYYMMDD)."""
    return any(p.name.startswith(f"{PREFIX}{day}-") for p in backups(path))


def today() -> str:
    return time.strftime("%Y%m%d")


def make(conn: sqlite3.Connection, path: Path) -> Path:
    """A backup of the open ledger `conn` (the file at `path`), the oldest beyond KEEP
    removed. Raises OSError or sqlite3.Error when it cannot be made (the ledger itself is
    untouched)."""
    where = folder(path)
    where.mkdir(exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = where / f"{PREFIX}{stamp}{SUFFIX}"
    n = 1
    while target.exists():
        n += 1
        target = where / f"{PREFIX}{stamp}-{n}{SUFFIX}"
    _copy_whole(conn, target, target.with_name(target.name + ".part"))
    for old in backups(path)[:-KEEP]:
        try:
            old.unlink()
        except OSError:
            pass
    return target


def make_quietly(conn: sqlite3.Connection, path: Path) -> Path | None:
    """`make`, or None (logged) when the disk or the folder does not allow it: a backup
    that cannot be made is no reason to refuse a hand."""
    try:
        return make(conn, path)
    except (OSError, sqlite3.Error) as exc:
        LOG.warning("no backup of %s could be made: %s", path, exc)
        return None


def problem_of(backup: Path) -> str | None:
    """Why `backup` cannot be restored (not a sound SQLite file), or None."""
    try:
        conn = sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return f"cannot be read ({exc})"
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
        return None if rows == [("ok",)] else f"is damaged too (SQLite reports: {rows[0][0]})"
    except sqlite3.DatabaseError as exc:
        return f"is not a sound ledger ({exc})"
    finally:
        conn.close()


def copy_into(backup: Path, path: Path) -> None:
    """Write the backup's contents as the ledger at `path` (which must not exist)."""
    source = sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True)
    partial = path.with_name(path.name + ".restoring")
    partial.unlink(missing_ok=True)
    try:
        _copy_whole(source, path, partial)
    finally:
        source.close()


def _copy_whole(source: sqlite3.Connection, target: Path, partial: Path) -> None:
    """SQLite's own copy of `source` written as `partial`, then moved into place as
    `target`: a power cut leaves the old file or the whole new one, never half of it.
    The copy is left in rollback-journal mode, a single file to move or restore."""
    copy = sqlite3.connect(str(partial))
    try:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")
    finally:
        copy.close()
    os.replace(partial, target)


def advice(path: Path) -> str:
    """What to do about the damaged ledger at `path`: the latest backup and the command
    that restores it, or how to start an empty ledger when there is none."""
    backup = latest(path)
    if backup is None:
        return (
            "there is no backup; to keep the damaged file aside and start an empty ledger: "
            "mjscore ledger restore --empty"
        )
    return f"restore the latest backup with: mjscore ledger restore {backup}"


def restore(path: Path, backup: Path | None) -> str:
    """Keep the (damaged) ledger at `path` aside, never overwritten, and put `backup` in
    its place (None: an empty ledger starts on the next opening). The line saying what
    was done; OSError or ValueError (a backup that is not sound) when nothing was."""
    if backup is not None:
        problem = problem_of(backup)
        if problem:
            raise ValueError(f"the backup {backup} {problem}; the ledger was left as it is")
    kept = set_aside(path) if path.exists() else None
    if backup is not None:
        copy_into(backup, path)
    kept_line = f"the damaged ledger was kept as {kept}; " if kept else ""
    done = f"the ledger was restored from {backup}" if backup else "an empty ledger starts on the next opening"
    return kept_line + done
