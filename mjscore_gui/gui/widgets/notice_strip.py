"""A strip of one-line notices above the ledger: what the club folder skipped and why,
where each player goes next. Hidden while it has nothing to say; Close empties it. It
shows the latest few lines (the rest are counted), so it never pushes the palette off a
768-pixel screen."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QSizePolicy, QWidget

from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import wrapped_label

SHOWN = 4  # lines shown at once


class NoticeStrip(QFrame):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"QFrame#{name} {{ background: #fff3cd; color: #5c4400; }}")
        self.lines: list[str] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 2, 2)
        self.text = wrapped_label("", f"{name}-text")
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.text, 1)
        self.close_button = named(QPushButton(self.tr("Close")), f"{name}-close")
        self.close_button.setFlat(True)
        self.close_button.clicked.connect(self.clear)
        layout.addWidget(self.close_button)
        self.setVisible(False)

    def add(self, line: str) -> None:
        self.lines.append(line)
        self._show()

    def drop(self, line: str) -> None:
        """Take a line away that no longer holds (a round's where-next once the next starts)."""
        if line in self.lines:
            self.lines.remove(line)
            self._show()

    def clear(self) -> None:
        self.lines = []
        self._show()

    def _show(self) -> None:
        shown = self.lines[-SHOWN:]
        more = len(self.lines) - len(shown)
        text = "\n".join(shown)
        if more:
            text = self.tr("({0} earlier lines)").format(more) + "\n" + text
        self.text.setText(text)
        self.text.setToolTip("")
        self.setVisible(bool(self.lines))
