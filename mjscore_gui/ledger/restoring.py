"""`ledger restore`: a backup put in place of the ledger as one transaction.

The backup is checked first (backups.problem_of: an MJScore ledger of this schema or
older, its pages sound, its stored facts matching their digests, this ledger's own), then
copied beside the ledger (`.restoring`), brought up to date and played through: every
entry must read and settle as stored. Only then is it renamed `.restore-ready` (the
moment the restore is decided), the ledger renamed aside with its journal, and the copy
renamed into place. A kill at any moment leaves the old ledger or the restored one: the
next opening finishes a decided restore and undoes one that was not (backups.recover).
"""

from __future__ import annotations

from contextlib import closing
from pathlib import Path

from mjscore_gui.ledger import backups, check_stamp, file
from mjscore_gui.ledger.backups import READY, STAGED, side
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.ledger import Ledger


def restore(path: Path, backup: Path | None, from_another: bool = False) -> str:
    """Keep the ledger at `path` aside, never overwritten, and put `backup` in its place
    (None: an empty ledger). The line saying what was done; ValueError (what is wrong with
    the backup), OSError or sqlite3.Error (the disk) when nothing was."""
    interrupted = backups.recover(path)
    if backup is None:
        kept = file.set_aside(path) if path.exists() else None
        with closing(file.connect(path)) as conn:
            file.migrate(conn, path)
        return _done(kept, "an empty ledger was started", interrupted)
    problem = backups.problem_of(backup, path, from_another)
    if problem:
        raise ValueError(f"{backup.name} {problem}; the ledger was left as it is")
    staged = side(path, STAGED)
    try:
        with closing(file.reader(backup)) as source:
            backups.copy_whole(source, staged)
        wrong = _unsettled(staged)
    except BaseException:
        backups.recover(path)  # the copy removed: nothing was changed
        raise
    if wrong:
        backups.recover(path)
        raise ValueError(f"{backup.name} does not read as stored ({wrong}); the ledger was left as it is")
    staged.replace(side(path, READY))  # decided: from here on a kill finishes it
    kept = backups.finish(path)
    return _done(kept, f"the ledger was restored from {backup}", interrupted)


def _unsettled(staged: Path) -> str | None:
    """What is wrong with the copy once up to date and played through, or None."""
    try:
        with Ledger(staged, fresh_on_damage=False) as ledger:
            problems = ledger.check()
    except LedgerError as exc:
        problems = [str(exc)]
    for beside in (file.id_marker(staged), check_stamp.stamp_path(staged)):  # what opening it wrote
        beside.unlink(missing_ok=True)
    return problems[0] if problems else None


def _done(kept: Path | None, done: str, interrupted: str | None) -> str:
    before = f"{interrupted} " if interrupted else ""
    return before + (f"the ledger there was kept as {kept}; " if kept else "") + done
