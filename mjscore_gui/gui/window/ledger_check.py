"""SQLite's check of every page of the ledger file, made on another thread while the
window opens: on a club's decade in one file (1,000 nights of 80 hands, 78 MB) it takes
55-62 ms, against 2 ms for opening without it. A damaged file is never replaced by an
empty ledger silently: a dialog says what is wrong, lists the hands that can still be
read from it and offers the latest backup (restore it, the damaged file kept aside) or
to keep going read-only on the damaged file.

Opening still checks the file's header, owner and schema at once (ledger/file.py), and
a file too damaged to be read at all is checked and set aside when it is opened. Like a
command, the window checks every page once a day: not when the stamp beside the file
says SQLite checked it today and nothing but MJScore has changed it since (as read
when the ledger was opened: `Store.checked_day`; reading the file again while it is open
would drop the window's SQLite locks, and another program would delete its -wal).
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMessageBox

from mjscore_gui.gui.state.table import Table
from mjscore_gui.ledger import LedgerError, backups, check_stamp, restoring, salvage
from mjscore_gui.ledger.file import damage_of

POLL_MS = 30  # how often the window looks whether the check has finished


class LedgerCheck(QObject):
    """Started by `check_in_background`; `done` once the check has answered, `problem`
    what it found (None: nothing)."""

    def __init__(self, window: QMainWindow, table: Table) -> None:
        super().__init__(window)
        self.setObjectName("ledger-check")
        self.window = window
        self.table = table
        self.done = False
        self.problem: str | None = None
        self._found: list[str | None] = []
        self._path = Path(table.ledger.path)
        self._thread: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self, known: str | None = None, kept: Path | None = None) -> None:
        """Check the file beside the window; `known`: the damage already found on opening
        (the window shows the file read-only, or it was too damaged to show and was `kept`
        aside for an empty ledger), offered for at once."""
        path = self._path
        if known:
            self.problem = known
            self.offer(known, kept)
            self.done = True
            return
        vouched = self.table.ledger.store.checked_day == check_stamp.today()
        if self.table.closed or self.table.ledger.read_only or not path.exists() or vouched:
            self.done = True
            return
        self._thread = threading.Thread(
            target=lambda: self._found.append(damage_of(path)), name="ledger-check", daemon=True
        )
        self._thread.start()
        self._timer.start()

    def _poll(self) -> None:
        if self._thread is None or self._thread.is_alive():
            return
        self._timer.stop()
        self.problem = self._found[0] if self._found else None
        if self.problem and not self.table.closed:
            self.table.close()
            self.table.reopen(read_only=True)  # nothing is written to it until the player chooses
            self.offer(self.problem)
        self.done = True

    def offer(self, problem: str, kept: Path | None = None) -> QMessageBox:
        """The damage, what can still be read, and the choice: the latest backup (or an
        empty ledger when there is none, the damaged file kept aside) or read-only; when
        the file was too damaged to show and `kept` aside: the backup or the empty ledger."""
        latest = backups.latest(self._path)
        lines = [self.tr("The ledger file {0} {1}.").format(self._path, problem)]
        if kept is not None:
            lines.append(self.tr("It was kept as {0} and an empty ledger started.").format(kept.name))
        lines += ["", self.tr("Still readable from it:")]
        lines += [f"  {line}" for line in salvage.readable(kept or self._path)]
        box = QMessageBox(QMessageBox.Icon.Warning, "MJScore", "\n".join(lines), parent=self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setObjectName("ledger-damaged")
        if latest is not None:
            box.setInformativeText(self.tr("The latest backup is {0}.").format(latest.name))
            restore = box.addButton(self.tr("Restore the backup"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setInformativeText(self.tr("There is no backup of it."))
            restore = box.addButton(
                self.tr("Start an empty ledger (the damaged file is kept)"), QMessageBox.ButtonRole.AcceptRole
            )
        restore.setObjectName("restore-backup")
        keep = box.addButton(self.tr("Keep going read-only"), QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("keep-read-only")
        box.setDefaultButton(keep)
        self.window.statusBar().showMessage(self.tr("The ledger file is damaged: it is open read-only"))

        def chosen(button: QAbstractButton) -> None:
            if button is restore and (latest is not None or kept is None):
                self.restore(latest)

        box.buttonClicked.connect(chosen)
        box.open()
        return box

    def restore(self, backup: Path | None) -> None:
        """Put `backup` in place of the damaged file (kept aside), or an empty ledger."""
        self.table.close()
        try:
            done = restoring.restore(self._path, backup)
        except (OSError, ValueError, sqlite3.Error) as exc:
            done = self.tr("Nothing was restored: {0}").format(exc)
        try:
            self.table.reopen()
        except LedgerError as exc:
            self.table.reopen(read_only=True)
            done = str(exc)
        self.window.statusBar().showMessage(done)


def check_in_background(window, known: str | None = None, kept: Path | None = None) -> LedgerCheck:
    """Check the window's ledger file for damage on another thread; `known`: damage found
    on opening (the window shows the file read-only, or `kept`: the file set aside)."""
    check = LedgerCheck(window, window.table)
    window.ledger_check = check
    check.start(known, kept)
    return check
