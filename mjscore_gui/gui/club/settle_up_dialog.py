"""Session ▸ Settle up: the fewest transfers that square the night, big enough to read
across the table, and a Copy button for the group chat in English or Chinese."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.club.results.nights import Night
from mjscore_gui.club.results.settle_up import (
    Transfer,
    amount_text,
    settle_up,
    settle_up_text,
    transfer_line,
)
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog


class SettleUpDialog(GuardedDialog):
    def __init__(self, night: Night, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settle-up-dialog")
        self.setWindowTitle(self.tr("Settle up"))
        self.night = night
        self.transfers: list[Transfer] = settle_up(night.totals, night.players)
        layout = QVBoxLayout(self)

        totals = PlainLabel(
            "   ".join(
                f"{p} {'+' if t > 0 else ''}{amount_text(t)}"
                for p, t in ((p, night.totals.get(p, Fraction(0))) for p in night.players)
            )
        )
        totals.setObjectName("settle-up-totals")
        heading = (
            self.tr("Final totals over this evening's {0} sessions").format(night.sessions)
            if night.sessions > 1
            else self.tr("Final totals")
        )
        layout.addWidget(PlainLabel(heading))
        layout.addWidget(totals)
        layout.addWidget(PlainLabel(self.tr("Fewest transfers that square the night:")))
        self.lines = PlainLabel()
        self.lines.setObjectName("settle-up-transfers")
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.lines.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.lines.setFont(font)
        layout.addWidget(self.lines)

        row = QHBoxLayout()
        row.addWidget(PlainLabel(self.tr("Copy in:")))
        self.language = QComboBox()
        self.language.setObjectName("settle-up-lang")
        self.language.addItem("English", "en")
        self.language.addItem("中文", "zh_HK")
        self.language.setCurrentIndex(1 if lang.lower().startswith("zh") else 0)
        self.language.currentIndexChanged.connect(self._show)
        row.addWidget(self.language)
        self.copy = QPushButton(self.tr("Copy for the group chat"))
        self.copy.setObjectName("settle-up-copy")
        self.copy.clicked.connect(self.copy_text)
        row.addWidget(self.copy)
        row.addStretch(1)
        layout.addLayout(row)
        self.status = PlainLabel()
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self._show()

    def lang(self) -> str:
        return str(self.language.currentData())

    def text(self) -> str:
        """What Copy puts on the clipboard: one line per transfer."""
        return settle_up_text(self.transfers, self.lang())

    def _show(self) -> None:
        if self.transfers:
            self.lines.setText("\n".join(transfer_line(t, self.lang()) for t in self.transfers))
        else:
            self.lines.setText(settle_up_text([], self.lang()))

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
        self.status.setText(self.tr("Copied: paste it into the group chat"))
