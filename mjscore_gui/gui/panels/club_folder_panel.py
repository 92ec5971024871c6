"""Several tables in the window: Club ▸ Club folder…, the folder read on a timer, the
notices it gives, and Club ▸ Tonight… / Start table… / Round over (the seating plan).
The window calls `install_club_folder(window)` once; the state lives in
gui/state/club_link.py (the folder) and gui/state/tonight.py (the plan).

The folder is read every READ_MS on the window's thread: a read looks at each file's
size and times and reads only what changed, so an unchanged folder of hundreds of
sessions costs a few milliseconds and never holds up typing."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout, QMainWindow, QMenu

from mjscore_gui.gui.dialogs.club_folder_dialog import ClubFolderDialog
from mjscore_gui.gui.state.club_link import ClubLink
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets.notice_strip import NoticeStrip

READ_MS = 5000
STATUS_MS = 15000


class ClubFolderFeatures(QObject):
    """What `install_club_folder` adds; kept on the window as `window.club_folder`."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("club-folder-features")
        self.window = window
        self.table: Table = window.table  # type: ignore[attr-defined]
        self.notices = NoticeStrip("club-notices")
        central = window.centralWidget()
        layout = central.layout() if central is not None else None
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(1, self.notices)  # under the totals, above the hand and ledger
        self.link = ClubLink(self.table, say=self._said)
        self.table.on_notice = self._said
        self._add_menus()
        self.timer = QTimer(self)
        self.timer.setInterval(READ_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        window.destroyed.connect(lambda _=None: self.link.close())
        QTimer.singleShot(0, self.tick)  # catch up at once: a laptop back from being offline

    def tick(self) -> None:
        if not self.table.closed:
            self.link.tick()

    def _said(self, line: str) -> None:
        self.notices.add(line)
        self.window.statusBar().showMessage(line, STATUS_MS)

    # -- menus ---------------------------------------------------------------------------

    def _action(self, text: str, slot: Any, name: str) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.triggered.connect(lambda _=False: slot())
        return action

    def _add_menus(self) -> None:
        club = self.window.findChild(QMenu, "club-menu")
        if club is None:
            return
        club.addSeparator()
        club.addAction(self._action(self.tr("Club &folder…"), self.folder_dialog, "club-folder"))

    def folder_dialog(self) -> ClubFolderDialog:
        dialog = ClubFolderDialog(self.link, self.window)
        dialog.open()
        return dialog


def install_club_folder(window: QMainWindow) -> ClubFolderFeatures:
    """Add the club folder (and the seating plan's menu items) to `window`, a MainWindow
    with `table`, its central layout and the Club menu."""
    features = ClubFolderFeatures(window)
    window.club_folder = features  # type: ignore[attr-defined]
    return features
