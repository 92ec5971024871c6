"""The window within the screen, and the room between the hand and the ledger.

- The window is never taller than the screen's available height: a long hand or larger
  text once made it 1360x867 on a 768-pixel screen, the ledger, chart and status line
  below the screen's foot, and turning larger text off left it so. The parts that grow
  with a hand give way inside themselves (widgets/giving_scroll.py); here the window is
  kept within the screen, and leaving larger text puts back the size it had before.
- The ledger shows its rows (six at 1366x768 in normal text, or as many as the player
  dragged the handle to) unless the hand being entered needs the room: it then gives
  rows, down to its header and a row, and takes them back when the hand is recorded."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QWidget


class ScreenFit(QObject):
    def __init__(self, window: QMainWindow, splitter: QSplitter, ledger_rows_height: Callable[[], int]) -> None:
        super().__init__(window)
        self.setObjectName("screen-fit")
        self.window = window
        self.splitter = splitter
        self._ledger_rows_height = ledger_rows_height  # the ledger's own share, in pixels
        self.wanted = 0  # the ledger's height the player wants (0: its own share)
        self._before_large: QSize | None = None
        self._pending = False
        splitter.splitterMoved.connect(self._moved)
        window.installEventFilter(self)
        self.entry: QWidget = splitter.widget(0)  # type: ignore[assignment]  # the hand's pane
        self.entry.installEventFilter(self)  # its hint changed: share again

    # -- the screen ------------------------------------------------------------------

    def available_height(self) -> int:
        """The window's height that keeps its frame within the screen's available area."""
        screen = self.window.screen() or QApplication.primaryScreen()
        if screen is None:
            return 1 << 20
        frame = self.window.frameGeometry().height() - self.window.height() if self.window.isVisible() else 0
        return screen.availableGeometry().height() - max(0, frame)

    def keep_on_screen(self) -> None:
        w = self.window
        if w.isMaximized() or w.isFullScreen():
            return  # the window system sizes it
        room = self.available_height()
        if w.height() > room:
            w.resize(w.width(), max(room, w.minimumSizeHint().height()))

    def entering_large(self) -> None:
        self._before_large = QSize(self.window.size())

    def leaving_large(self) -> None:
        """Back to the size the window had before larger text (within the screen)."""
        before, self._before_large = self._before_large, None
        w = self.window
        if before is not None and before != w.size() and not (w.isMaximized() or w.isFullScreen()):
            w.resize(before)
        self.keep_on_screen()

    # -- the ledger's share ------------------------------------------------------------

    def reset_share(self) -> None:
        """The ledger's own share again (a new scale: its rows changed height)."""
        self.wanted = 0
        self.schedule()

    def schedule(self) -> None:
        """Share the height once the layouts have taken in the change (one call per turn)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self.share)

    def share(self) -> None:
        self._pending = False
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if len(sizes) != 2 or total <= 0:
            return
        ledger = self.splitter.widget(1)
        if ledger is None:
            return
        need = max(self.entry.sizeHint().height(), self.entry.minimumSizeHint().height())
        wanted = self.wanted or self._ledger_rows_height()
        lowest = ledger.minimumSizeHint().height()
        height = max(lowest, min(wanted, total - need))
        if height != sizes[1]:
            self.splitter.setSizes([total - height, height])
        self.keep_on_screen()

    def _moved(self, _pos: int, _index: int) -> None:
        self.wanted = self.splitter.sizes()[1]  # the player's choice stays

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.schedule()
        elif watched is self.entry and event.type() == QEvent.Type.LayoutRequest:
            self.schedule()
        return False
