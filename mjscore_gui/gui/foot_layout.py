"""A layout holding one widget at the foot of its room, no taller than the widget asks:
what a box layout does for `addWidget(widget, 0, Qt.AlignmentFlag.AlignBottom)`, without
the Qt enum, which PySide6 would build its whole Qt namespace for before the window's
first paint (gui/before_paint.py).

Like FlowLayout it is a QFormLayout for that class's C++ expandingDirections() (nothing,
for a form with no rows, as this one's always is), and it overrides what a layout does.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QFormLayout, QLayoutItem, QWidget


class FootLayout(QFormLayout):
    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)
        self.addWidget(widget)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]  # not the form's (row, role)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def sizeHint(self) -> QSize:
        return self._items[0].sizeHint() if self._items else QSize(0, 0)

    def minimumSize(self) -> QSize:
        return self._items[0].minimumSize() if self._items else QSize(0, 0)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        for item in self._items:
            height = min(rect.height(), item.sizeHint().height())
            item.setGeometry(QRect(rect.x(), rect.y() + rect.height() - height, rect.width(), height))
