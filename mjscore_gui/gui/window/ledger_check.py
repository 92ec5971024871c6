"""SQLite's check of every page of the ledger file, made after the window's first paint
on another thread: a long night's file takes a moment to read through, which the window
does not wait for. A damaged file is then kept aside under another name and a fresh
ledger started, as opening it would have done, and the player is told.

Opening still checks the file's header, owner and schema at once (ledger/file.py), and
a file too damaged to be read at all is checked and set aside when it is opened.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMainWindow

from mjscore_gui.gui.before_paint import after_first_paint

POLL_MS = 30  # how often the window looks whether the check has finished


class LedgerCheck(QObject):
    """Installed on the window by `check_after_first_paint`; `done` once the check has
    answered, `problem` what it found (None: nothing)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("ledger-check")
        self.window = window
        self.done = False
        self.problem: str | None = None
        self._found: list[str | None] = []
        self._thread: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        after_first_paint(window, self._start)

    def _backend(self):  # noqa: ANN202 - the window's SqliteLedger
        return self.window.table.backend  # type: ignore[attr-defined]

    def _start(self) -> None:
        from mjscore_gui.ledger.file import damage_of

        backend = self._backend()
        ledger = backend.ledger
        path = Path(ledger.path)
        if backend.closed or ledger.read_only or not path.exists():
            self.done = True
            return
        self._path = path
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
        if self.problem and not self._backend().closed:
            self._start_afresh(self.problem)
        self.done = True

    def _start_afresh(self, problem: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # rarely needed: its enums cost the start-up

        from mjscore_gui.gui.state.sqlite_ledger import SqliteLedger
        from mjscore_gui.ledger.file import set_aside_notice

        self._backend().close()
        notice = set_aside_notice(self._path, problem)
        self.window.table.use(SqliteLedger.open(self._path.parent))  # type: ignore[attr-defined]
        self.window.statusBar().showMessage(notice)
        box = QMessageBox(QMessageBox.Icon.Warning, "MJScore", notice, parent=self.window)
        box.setObjectName("ledger-damaged")
        box.open()


def check_after_first_paint(window: QMainWindow) -> LedgerCheck:
    """Check the window's ledger file for damage once the window has painted."""
    check = LedgerCheck(window)
    window.ledger_check = check  # type: ignore[attr-defined]
    return check
