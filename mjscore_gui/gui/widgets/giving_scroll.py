"""A box that is as tall as what it holds while the window has the room, and gives way
down to a few lines (then scrolls inside itself) when it has not.

The window once grew past the screen's foot for a long hand (a units hand of four kongs
and seven flowers in larger text: 1360x867 on a 768-pixel screen), taking the ledger and
the status line with it: the hand's tiles and the result's lines were laid out at their
full height whatever the screen. Here each asks for its full height (its size hint, which
the window gives it when it can) but needs only `shortest` (its minimum), so the window's
own minimum stays within the screen.

It reports no height-for-width: a box layout gives an item that does the height it asks
and squeezes its neighbours (the palette, drawn over itself) to make it fit."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget


class GivingScroll(QScrollArea):
    def __init__(self, holder: QWidget, shortest: Callable[[], int], name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self._shortest = shortest
        self._full_at = (-1, -1)  # (width, full height) last reported
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.holder = holder  # before setWidget: its events come here from then on
        self.setWidget(holder)
        # The scroll area's viewport has no layout: a change in the contents' height stops
        # there unless passed on (eventFilter).
        holder.installEventFilter(self)
        # The scrollbar coming or going changes the width the contents need.
        self.verticalScrollBar().rangeChanged.connect(lambda *_: self.updateGeometry())

    def scrolls(self) -> bool:
        """Whether some of the contents are out of view (the scrollbar is up)."""
        return self.verticalScrollBar().maximum() > 0

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width() if self.scrolls() else 0

    def full_height(self) -> int:
        """The contents' height at the width they have (wrapped lines included)."""
        holder = self.holder
        layout = holder.layout()
        if layout is not None and layout.hasHeightForWidth():
            width = max(holder.minimumSizeHint().width(), self.width() - self._bar())
            height = layout.heightForWidth(width)
        else:
            height = holder.sizeHint().height()
        return max(height, holder.minimumHeight())

    def contents_changed(self) -> None:
        """Call after the contents change: the window weighs the new height."""
        self._full_at = (self.width(), self.full_height())
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self.holder.sizeHint().width() + self._bar(), self.full_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(
            self.holder.minimumSizeHint().width() + self._bar(), min(self.full_height(), max(1, self._shortest()))
        )

    def hasHeightForWidth(self) -> bool:
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.holder and event.type() == QEvent.Type.LayoutRequest:
            layout = self.holder.layout()
            if layout is not None:
                layout.activate()  # the contents' hints as they now are
            self.contents_changed()
        return False

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.Resize:
            # Narrower, a hand wraps onto another line: its full height changed with the width.
            full = (self.width(), self.full_height())
            if full[1] != self._full_at[1]:
                self._full_at = full
                self.updateGeometry()
        return handled
