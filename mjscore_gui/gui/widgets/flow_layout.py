"""A layout that lays its widgets out left to right and wraps onto another line when
the row is full, like words in a paragraph: a long hand (four kongs and flowers) stays
inside a 1280-pixel window instead of pushing it wider.

It never asks for more room than its lines take (it does not expand)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6, line_spacing: int | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)
        self._spacing = spacing
        self._line_spacing = spacing if line_spacing is None else line_spacing

    # -- QLayout ----------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        items = self._visible()
        width = sum(i.sizeHint().width() for i in items) + self._spacing * max(0, len(items) - 1)
        height = max((i.sizeHint().height() for i in items), default=0)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:
        """As narrow as the widest single item."""
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return self._with_margins(size)

    # -- internals ----------------------------------------------------------------

    def _visible(self) -> list[QLayoutItem]:
        return [i for i in self._items if not ((w := i.widget()) is not None and w.isHidden())]

    def _with_margins(self, size: QSize) -> QSize:
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _lay_out(self, rect: QRect, move: bool) -> int:
        """Place the items in `rect` (when `move`); returns the height they take."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line_height = area.x(), area.y(), 0
        for item in self._visible():
            hint = item.sizeHint()
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y = area.x(), y + line_height + self._line_spacing
                line_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + m.bottom()
