"""A splitter whose handle can be found and grabbed: a band wide enough to hit and a grip
of dots drawn in its middle (the plain handle was a 1-pixel line players missed)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSplitter, QSplitterHandle

HANDLE = 8  # pixels: easy to hit with a trackpad
DOTS = 7  # in the grip


class GripSplitter(QSplitter):
    def __init__(self, orientation: Qt.Orientation, tip: str = "") -> None:
        super().__init__(orientation)
        self._tip = tip
        self.setHandleWidth(HANDLE)

    def createHandle(self) -> QSplitterHandle:
        handle = _GripHandle(self.orientation(), self)
        handle.setToolTip(self._tip)
        return handle


class _GripHandle(QSplitterHandle):
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.setPen(Qt.PenStyle.NoPen)
        # The band drawn as a rectangle, not with fillRect: PySide6 builds QGradient's five
        # enums on a process's first fillRect (its overloads take a gradient preset), 1.5 ms
        # of the window's start-up (tests/benchmarks/bench_startup.py).
        painter.setBrush(palette.color(QPalette.ColorRole.Button))
        painter.drawRect(self.rect())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(palette.color(QPalette.ColorRole.WindowText))
        centre = self.rect().center()
        vertical = self.orientation() == Qt.Orientation.Vertical  # the panes one above the other
        for i in range(DOTS):
            offset = (i - DOTS // 2) * 6
            at = QPoint(centre.x() + offset, centre.y()) if vertical else QPoint(centre.x(), centre.y() + offset)
            painter.drawEllipse(at, 1.6, 1.6)
        painter.end()
