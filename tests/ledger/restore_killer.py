"""Run by test_restore.py: `restore_killer.py DIR N restore BACKUP` restores BACKUP in
place of the ledger in DIR, `restore_killer.py DIR N backup` makes a backup of it; either
kills itself (SIGKILL) at its Nth moment: before and after each file renamed, removed or
synced, each page SQLite's copy writes and each SQLite connection closed. N = 0: no kill;
prints the number of moments it went through."""

from __future__ import annotations

import os
import signal
import sqlite3
import sys
from pathlib import Path

from mjscore_gui.ledger import Ledger, restoring

KILL_AT = int(sys.argv[2])
moments = 0


def moment() -> None:
    global moments
    moments += 1
    if moments == KILL_AT:
        os.kill(os.getpid(), signal.SIGKILL)


def around(module: object, name: str) -> None:
    real = getattr(module, name)

    def wrapped(*args, **kwargs):
        moment()
        result = real(*args, **kwargs)
        moment()
        return result

    setattr(module, name, wrapped)


class Watched(sqlite3.Connection):
    """A connection whose copy goes a page at a time, a moment each."""

    def backup(self, target, *, pages=-1, progress=None, name="main", sleep=0.25):
        moment()
        super().backup(target, pages=1, progress=lambda *_: moment(), name=name, sleep=sleep)

    def close(self):
        moment()
        super().close()


def main() -> None:
    for name in ("replace", "rename", "unlink", "fsync"):
        around(os, name)
    connect = sqlite3.connect
    sqlite3.connect = lambda *args, **kwargs: connect(*args, factory=Watched, **kwargs)  # type: ignore[assignment]
    folder = Path(sys.argv[1])
    if sys.argv[3] == "restore":
        restoring.restore(folder / "ledger.sqlite3", Path(sys.argv[4]))
    else:
        ledger = Ledger.open(folder)
        ledger.backup()
        ledger.close()
    print(moments, flush=True)


if __name__ == "__main__":
    main()
