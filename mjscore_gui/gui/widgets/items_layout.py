"""The base of the window's own layouts (FlowLayout, FootLayout): a layout that keeps its
items in a list of its own and places them itself.

It is a QFormLayout that never has a row, for one answer: that class's
expandingDirections(), in C++, is "no direction" for an empty form, which is what these
layouts need. Overriding QLayout's in Python would make PySide6 build its whole Qt
namespace while the window is first laid out (gui/before_paint.py). Nothing else of
QFormLayout is used: a subclass overrides sizeHint, minimumSize and setGeometry.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLayoutItem, QWidget


class ItemsLayout(QFormLayout):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]  # not the form's (row, role)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None
