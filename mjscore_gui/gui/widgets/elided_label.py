"""A one-line label that gives way at the end of its name when its column is too narrow.

The faan breakdown's lines are long under the units preset ("Concealed pong of terminals
or honours 111m"): at 1366 px, and more so in larger text, they were cut at the panel's
edge, and the tiles that tell four such lines apart were the part cut. Here the name ends
in "…" and the tail (the set's tiles) stays whole; the whole line is then the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

from mjscore_gui.gui.widgets.plain import shown as plain_tip


class ElidedLabel(QLabel):
    """Shows `head tail`, shortening only `head` when the label is narrower than the text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is drawn as typed
        self._head = ""
        self._tail = ""

    def set_parts(self, head: str, tail: str = "") -> None:
        if (head, tail) == (self._head, self._tail):
            return
        self._head, self._tail = head, tail
        self.updateGeometry()
        self._fit()

    def full_text(self) -> str:
        return f"{self._head} {self._tail}".strip()

    def sizeHint(self) -> QSize:
        return self._hint(super().sizeHint(), self.full_text())

    def minimumSizeHint(self) -> QSize:
        # Room for "…" and the tail: the rest of the name may give way.
        return self._hint(super().minimumSizeHint(), f"… {self._tail}".strip())

    def _hint(self, own: QSize, text: str) -> QSize:
        metrics = self.fontMetrics()
        own.setWidth(own.width() - metrics.horizontalAdvance(self.text()) + metrics.horizontalAdvance(text))
        return own

    def resizeEvent(self, event: QEvent) -> None:  # type: ignore[override]
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # larger text: the same line is wider
            self.updateGeometry()
            self._fit()

    def _fit(self) -> None:
        full = self.full_text()
        metrics = self.fontMetrics()
        room = self.contentsRect().width()
        shown = full
        if metrics.horizontalAdvance(full) > room:
            tail = f" {self._tail}" if self._tail else ""
            head_room = max(0, room - metrics.horizontalAdvance(tail))
            shown = metrics.elidedText(self._head, Qt.TextElideMode.ElideRight, head_room) + tail
        if shown != self.text():
            self.setText(shown)
        tip = full if shown != full else ""
        if self.toolTip() != tip:
            self.setToolTip(plain_tip(tip))
