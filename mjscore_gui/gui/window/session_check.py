"""What the window shows is what is stored: when it opens a session, the session's hands
are settled again and compared with the payments stored with them (ledger/checks.py); a
mismatch stays in a banner line naming the session and the hand. And a backup of the
ledger when the window closes (ledger/backups.py)."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMessageBox

from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel, shown
from mjscore_gui.ledger import LedgerError
from mjscore_gui.ledger.checks import check_session, unplayable


class SessionCheck(QObject):
    """`problems`: what the last check of the session shown found (empty: nothing)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("session-check")
        self.window = window
        self.table = window.table
        self.problems: list[str] = []
        self._checked: tuple[int, int | None] | None = None
        self.banner = named(PlainLabel(), "session-damage")
        self.banner.setStyleSheet(style.ERROR_TEXT)
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        window.statusBar().addPermanentWidget(self.banner, 1)
        self.table.subscribe(self.refresh)
        window.installEventFilter(self)
        self.refresh()

    def refresh(self) -> None:
        """Check the session shown when it is another one than last checked (another
        session, or the ledger reopened)."""
        session = None if self.table.closed else self.table.session
        shown = (id(self.table.ledger), session.id if session is not None else None)
        if shown == self._checked:
            return
        self._checked = shown
        try:
            # The window's own playing through, read from the file as the session opened:
            # the check costs no second one at start-up.
            self.problems = check_session(session, fresh=False) if session is not None else []
        except (LedgerError, sqlite3.DatabaseError) as exc:
            self.problems = [self.tr("session {0} cannot be read: {1}").format(shown[1], exc)]
        self.say(self.problems)

    def say(self, problems: list[str]) -> None:
        """Show `problems` in the banner line (none: hide it)."""
        self.problems = problems
        self.banner.setText("; ".join(problems))
        self.banner.setVisible(bool(problems))
        if problems:
            self.window.statusBar().showMessage(self.tr("The stored session does not match its hands"), 10000)

    def can_show(self, session_id: int) -> bool:
        """Whether session `session_id` plays through and so can be shown; when not, a
        message names the session and the hand, and the session shown stays."""
        try:
            problem = unplayable(self.table.ledger.session(session_id))
        except (LedgerError, sqlite3.DatabaseError) as exc:
            problem = str(exc)
        if problem is None:
            return True
        self.problems = [problem]
        text = self.tr("{0}. The session cannot be shown; `mjscore ledger check` lists what is wrong.").format(problem)
        self.window.statusBar().showMessage(problem, 10000)
        QMessageBox.warning(self.window, self.tr("Resume a session"), shown(text))
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and not self.table.closed:
            self.table.ledger.backup()
        return False
