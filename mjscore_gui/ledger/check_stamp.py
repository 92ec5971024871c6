"""The page check's stamp, beside the ledger file.

SQLite's check of every page reads the whole file: 54-76 ms of each command on a club's
decade (1,000 nights of 80 hands, 21 MB; measured), half of `ledger record`'s time on
it, against 0.3 ms for reading the stamp (tests/benchmarks/bench_decade.py). So it runs
on the day's first opening, and whenever the file changed since MJScore last closed it
(another program, a copy over it: `_fingerprint`); the window skips its own check
(gui/window/ledger_check.py) when the stamp vouches for today. `ledger check` always
runs it; in between, a damaged page SQLite reads is SQLITE_CORRUPT (LedgerFault.DAMAGED),
which drops the stamp.
"""

from __future__ import annotations

import json
import time
from contextlib import suppress
from pathlib import Path


def stamp_path(path: Path) -> Path:
    """Where the day of the file's last full check is kept, beside it."""
    return path.with_name(path.name + "-checked")


def _fingerprint(path: Path) -> dict[str, int]:
    """The file as it stands, from its directory entry alone, never by opening it: on Linux
    closing any handle to it drops every SQLite lock this process holds on it, and another
    program closing the ledger then deletes the journal under an open connection."""
    info = path.stat()
    wal = path.with_name(path.name + "-wal")
    journal = wal.stat().st_size if wal.exists() else 0  # an empty journal is none
    return {"size": info.st_size, "mtime_ns": info.st_mtime_ns, "inode": info.st_ino, "wal": journal}


def last_check(path: Path) -> str | None:
    """The day (YYYY-MM-DD) SQLite last checked every page of the file, if MJScore has
    not seen it changed since (`note_check`); None when it must be checked again."""
    with suppress(OSError, ValueError, KeyError, TypeError, AttributeError):
        stamp = json.loads(stamp_path(path).read_text(encoding="utf-8"))
        if path.exists() and stamp.get("file") == _fingerprint(path):
            return str(stamp["day"])
    return None


def checked_today(path: Path) -> bool:
    """Whether SQLite checked every page of the file today and nothing but MJScore has
    changed it since: the window's own check is then skipped."""
    return last_check(path) == today()


def note_check(path: Path, day: str) -> None:
    """After closing a file checked on `day` (or found so by `last_check`) that MJScore
    alone has changed since: the stamp says so. A stamp that cannot be written is no
    fault (the next opening checks the file again)."""
    with suppress(OSError):
        if path.exists():
            text = json.dumps({"day": day, "file": _fingerprint(path)})
            stamp_path(path).write_text(text, encoding="utf-8")


def forget_check(path: Path) -> None:
    """SQLite reported a damaged page: the next opening checks every page (and sets the
    file aside)."""
    with suppress(OSError):
        stamp_path(path).unlink(missing_ok=True)


def today() -> str:
    return time.strftime("%Y-%m-%d")
