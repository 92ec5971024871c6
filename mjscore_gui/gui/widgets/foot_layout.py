"""A layout holding one widget at the foot of its room, no taller than the widget asks:
what a box layout does for `addWidget(widget, 0, Qt.AlignmentFlag.AlignBottom)`, without
the Qt enum, which PySide6 would build its whole Qt namespace for before the window's
first paint (gui/before_paint.py).

Like FlowLayout it keeps its item itself (gui/items_layout.py says why it is a form).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

from mjscore_gui.gui.widgets.items_layout import ItemsLayout


class FootLayout(ItemsLayout):
    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.addWidget(widget)

    def sizeHint(self) -> QSize:
        return self._items[0].sizeHint() if self._items else QSize(0, 0)

    def minimumSize(self) -> QSize:
        return self._items[0].minimumSize() if self._items else QSize(0, 0)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        for item in self._items:
            height = min(rect.height(), item.sizeHint().height())
            item.setGeometry(QRect(rect.x(), rect.y() + rect.height() - height, rect.width(), height))
