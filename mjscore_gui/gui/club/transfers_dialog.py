"""What Session ▸ Settle up and Club ▸ Settle up tonight share: the transfers in large
type, and a Copy button for the group chat in English or Chinese (the window's language
first). Each dialog names its widgets with its own prefix ("settle-up", "settle-tonight")."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QBoxLayout, QComboBox, QHBoxLayout, QPushButton, QWidget

from mjscore_gui.club.results.settle_up import amount_text
from mjscore_gui.gui.club.parts import close_button
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.i18n import is_chinese


def totals_line(totals: Iterable[tuple[str, Fraction]]) -> str:
    """Each player's total, a winner's with its +: "Amy +$30   Ben -$30"."""
    return "   ".join(f"{name} {'+' if t > 0 else ''}{amount_text(t)}" for name, t in totals)


class TransfersDialog(GuardedDialog):
    """`lines` (the transfers) and the copy row; a subclass says what `text()` copies and
    shows it in `_show`, called again when the language changes."""

    def __init__(self, prefix: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = named(PlainLabel(), f"{prefix}-transfers")
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.language = named(QComboBox(), f"{prefix}-lang")
        self.language.addItem("English", "en")
        self.language.addItem("中文", "zh_HK")
        self.copy = named(QPushButton(self.tr("Copy for the group chat")), f"{prefix}-copy")
        self.copy.clicked.connect(self.copy_text)
        self.status = named(PlainLabel(), f"{prefix}-status")

    def _finish(self, layout: QBoxLayout, lang: str) -> None:
        """Under the transfers: the language (set to `lang`'s) and Copy in one row, what
        Copy did, Close; then the transfers shown."""
        row = QHBoxLayout()
        row.addWidget(PlainLabel(self.tr("Copy in:")))
        self.language.setCurrentIndex(1 if is_chinese(lang) else 0)
        self.language.currentIndexChanged.connect(self._show)
        row.addWidget(self.language)
        row.addWidget(self.copy)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(close_button(self))
        self._show()

    def lang(self) -> str:
        return str(self.language.currentData())

    def text(self) -> str:
        raise NotImplementedError

    def _show(self) -> None:
        raise NotImplementedError

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
        self.status.setText(self.tr("Copied: paste it into the group chat"))
