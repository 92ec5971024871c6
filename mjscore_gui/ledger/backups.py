"""Dated copies of the ledger beside it, as GnuCash and Anki keep theirs.

SQLite's online backup (`sqlite3.Connection.backup`) copies the file as one consistent
snapshot while it is open: on the first change of each day and when the window closes.
The last KEEP copies are kept in `backups/` in the data folder
(`backups/ledger-YYYYMMDD-HHMMSS.sqlite3`); older ones are removed. Each is written as a
`.part` file moved into place whole: a kill or a full disk leaves the ledger and the
older backups as they were, and the part is removed on the next opening. Which backup is
the newest is read from inside it (its last change), not from the clock in its name.
`restoring.py` puts one back in place of the ledger.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from contextlib import closing, suppress
from pathlib import Path

from mjscore_gui.ledger import check_stamp, file, schema
from mjscore_gui.ledger.times import parse_time, time_key

LOG = logging.getLogger(__name__)

FOLDER = "backups"
KEEP = 7
PREFIX = "ledger-"
SUFFIX = ".sqlite3"
PART = ".part"
# What a restore leaves beside the ledger while it works (restoring.py): the backup
# copied and being checked, then checked and about to replace the ledger.
STAGED, READY = ".restoring", ".restore-ready"
# The last change a ledger holds: the latest time written in it.
LAST_CHANGE = (
    "SELECT max(recorded) FROM entries UNION ALL SELECT max(at) FROM ops "
    "UNION ALL SELECT max(started) FROM sessions UNION ALL SELECT max(ended) FROM sessions"
)


def folder(path: Path) -> Path:
    """The backups of the ledger at `path`."""
    return path.parent / FOLDER


def backups(path: Path) -> list[Path]:
    """The backups of the ledger at `path`, oldest first by what each holds (its last
    change; by name when that is the same or cannot be read)."""
    try:
        found = [p for p in folder(path).iterdir() if p.name.startswith(PREFIX) and p.name.endswith(SUFFIX)]
    except OSError:
        return []
    return sorted(found, key=lambda p: (last_change(p), p.name))


def last_change(backup: Path) -> tuple[float, int]:
    """When the ledger in `backup` last changed, by the times written in it (to the
    second), then by how many changes it has seen (its last change's number)."""
    try:
        with closing(file.reader(backup)) as conn:
            when = max((time_key(parse_time(t)) for (t,) in conn.execute(LAST_CHANGE)), default=float("-inf"))
            return when, conn.execute("SELECT coalesce(max(id), 0) FROM ops").fetchone()[0]
    except (sqlite3.Error, OSError, ValueError, OverflowError):
        return float("-inf"), 0


def latest(path: Path) -> Path | None:
    """The newest backup of the ledger at `path` that could be restored, if there is one."""
    return next((backup for backup in reversed(backups(path)) if problem_of(backup, path) is None), None)


def made_on(path: Path, day: str) -> bool:
    """Whether a backup was made on `day` (YYYYMMDD)."""
    return any(folder(path).glob(f"{PREFIX}{day}-*{SUFFIX}"))


def today() -> str:
    return time.strftime("%Y%m%d")


def make(conn: sqlite3.Connection, path: Path) -> Path:
    """A backup of the open ledger `conn` (the file at `path`), the oldest beyond KEEP
    removed. Raises OSError or sqlite3.Error when it cannot be made (the ledger and the
    backups before it untouched)."""
    where = folder(path)
    where.mkdir(exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = file.unused(lambda n: where / f"{PREFIX}{stamp}{n}{SUFFIX}")
    copy_whole(conn, target)
    _remove(*backups(path)[:-KEEP])
    return target


def make_quietly(conn: sqlite3.Connection, path: Path) -> Path | None:
    """`make`, or None (logged) when the disk or the folder does not allow it: a backup
    that cannot be made is no reason to refuse a hand."""
    try:
        return make(conn, path)
    except (OSError, sqlite3.Error) as exc:
        LOG.warning("no backup of %s could be made: %s", path, exc)
        return None


def copy_whole(source: sqlite3.Connection, target: Path) -> None:
    """SQLite's own copy of `source` written as `target`.part, then moved into place as
    `target`: a kill or a full disk leaves the old file or the whole new one, never half
    of it (the part is removed). The copy is left in rollback-journal mode, one file."""
    partial = target.with_name(target.name + PART)
    try:
        copy = sqlite3.connect(str(partial))
        try:
            source.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")
        finally:
            copy.close()
        os.replace(partial, target)
    except BaseException:
        _remove(partial, partial.with_name(partial.name + "-journal"))
        raise


def _remove(*paths: Path) -> None:
    for p in paths:
        with suppress(OSError):
            p.unlink(missing_ok=True)


def tidy(path: Path) -> None:
    """On opening: the parts a killed backup left behind (they keep the disk's space)."""
    _remove(*folder(path).glob(f"{PREFIX}*{PART}*"))


def problem_of(backup: Path, path: Path, from_another: bool = False) -> str | None:
    """Why `backup` cannot be restored as the ledger at `path` (restoring.py says what it
    must be; this ledger's own: in its backups/, or of the id beside the ledger, unless
    `from_another`), or None."""
    try:
        if not backup.is_file():
            return "is not a file" if backup.exists() else "does not exist"
        if path.exists() and backup.samefile(path):  # a link to it too
            return "is the ledger itself"
        if backup.stat().st_size == 0:
            return "is empty"
        conn = file.reader(backup)
    except (OSError, sqlite3.Error) as exc:
        return f"cannot be read ({exc})"
    try:
        app_id, version = (conn.execute(f"PRAGMA {p}").fetchone()[0] for p in ("application_id", "user_version"))
        if app_id != schema.APP_ID or version == 0:
            return "is not an MJScore ledger"
        if version > schema.SCHEMA_VERSION:
            return f"is from a newer MJScore (schema {version})"
        damaged = file.damage(conn) or file.changed_facts(conn)
        if damaged:
            return damaged
        ours = backup.resolve().parent == folder(path).resolve()  # made here, whatever ledger was here then
        return None if from_another or ours or version < 9 else _whose(conn, path)
    except (sqlite3.Error, ValueError, TypeError) as exc:
        return f"is damaged or not a ledger ({exc})"
    finally:
        conn.close()


def _whose(conn: sqlite3.Connection, path: Path) -> str | None:
    """None when the backup is the ledger's own (or nothing says whose the ledger is)."""
    try:
        own = file.id_marker(path).read_text(encoding="utf-8")
    except (OSError, ValueError):
        return None
    theirs = conn.execute("SELECT id FROM ledger").fetchone()
    if theirs is None or theirs[0] != own:
        return "is another ledger's (not a backup of this one): add --from-another to restore it all the same"
    return None


def advice(path: Path, short: bool = False) -> str:
    """What to do about the damaged ledger at `path`: the newest good backup and the
    command that restores it (`short`: by its name alone, which `ledger restore` looks
    for in backups/), or how to start an empty ledger when there is none."""
    backup = latest(path)
    if backup is None:
        return (
            "there is no backup; to keep the damaged file aside and start an empty ledger: "
            "mjscore ledger restore --empty"
        )
    return f"restore the newest good backup: mjscore ledger restore {backup.name if short else backup}"


# ---- a restore finished or rolled back (restoring.py) -------------------------------------


def side(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def finish(path: Path) -> Path | None:
    """Put the checked backup (READY) in place of the ledger at `path` by one rename, the
    ledger there kept aside (renamed, with its journal); the name it was kept as."""
    kept = file.set_aside(path) if path.exists() else None
    if kept is None:  # a kill between the file and its journal: the journal goes with the file
        asides = sorted(path.parent.glob(f"{path.name}.corrupt-*[0-9]"))
        file.move_journal(path, asides[-1] if asides else file.aside_name(path))
    os.replace(side(path, READY), path)
    with suppress(OSError):
        descriptor = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(descriptor)  # the renames survive a power cut
        finally:
            os.close(descriptor)
    check_stamp.forget_check(path)
    return kept


def recover(path: Path) -> str | None:
    """On opening: a restore killed half-way is finished (its backup was checked and on
    its way in) or rolled back (it was not), and the line saying which; a killed backup's
    part removed."""
    tidy(path)
    if side(path, READY).exists():
        kept = finish(path)
        before = f"; the ledger before it was kept as {kept.name}" if kept else ""
        return f"A restore of the ledger {path} was interrupted; it has now been finished{before}."
    leftovers = list(path.parent.glob(f"{path.name}{STAGED}*"))
    if not leftovers:
        return None
    _remove(*leftovers)
    return (
        f"A restore of the ledger {path} was interrupted before it replaced it; it was undone: the ledger is as it was."
    )
