"""Club ▸ Settle up tonight (all tables)…: the fewest transfers that square the whole
evening across every table, big enough to read across the room, with the "9 transfers;
at least 8 are needed" line when the search stopped short of proving the count, and a
Copy button for the group chat in English or Chinese (the window's language first).
When the tables' money cannot be added up (different rules or stakes) one line says so
and no transfer is shown.

The numbers are gui/club/state/settle_tonight.py's `TonightSettlement`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.club.results.settle_up import amount_text, settle_up_text
from mjscore_gui.gui.club.state.settle_tonight import TonightSettlement
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.i18n import is_chinese


class SettleTonightDialog(GuardedDialog):
    def __init__(self, settled: TonightSettlement, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settle-tonight-dialog")
        self.setWindowTitle(self.tr("Settle up tonight: every table"))
        self.settled = settled
        layout = QVBoxLayout(self)
        heading = (
            self.tr("Evening {0}: {1} tables, {2} sessions, {3} players").format(
                settled.date, len(settled.tables), settled.sessions, len(settled.totals)
            )
            if settled.evening is not None
            else self.tr("Tonight")
        )
        self.heading = PlainLabel(heading)
        self.heading.setObjectName("settle-tonight-heading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.totals = wrapped_label(
            "   ".join(f"{name} {'+' if t > 0 else ''}{amount_text(t)}" for name, t in settled.totals.items()),
            "settle-tonight-totals",
        )
        self.totals.setVisible(settled.why is None)  # money from different rules is no sum to show
        layout.addWidget(self.totals)
        self.why = wrapped_label(settled.why or "", "settle-tonight-why")
        self.why.setStyleSheet(style.ERROR_TEXT)
        self.why.setVisible(settled.why is not None)
        layout.addWidget(self.why)

        self.lines = PlainLabel()
        self.lines.setObjectName("settle-tonight-transfers")
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        big = self.lines.font()
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.lines.setFont(big)
        # Up to 23 transfers for 24 players: they scroll rather than push the buttons off a laptop's screen.
        scroll = QScrollArea()
        scroll.setObjectName("settle-tonight-scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.lines)
        self.intro = PlainLabel(self.tr("Fewest transfers that square the evening across every table:"))
        self.intro.setVisible(settled.result is not None)
        layout.addWidget(self.intro)
        layout.addWidget(scroll, 1)
        self.bound = wrapped_label("", "settle-tonight-bound")
        layout.addWidget(self.bound)

        row = QHBoxLayout()
        row.addWidget(PlainLabel(self.tr("Copy in:")))
        self.language = QComboBox()
        self.language.setObjectName("settle-tonight-lang")
        self.language.addItem("English", "en")
        self.language.addItem("中文", "zh_HK")
        self.language.setCurrentIndex(1 if is_chinese(lang) else 0)
        self.language.currentIndexChanged.connect(self._show)
        row.addWidget(self.language)
        self.copy = QPushButton(self.tr("Copy for the group chat"))
        self.copy.setObjectName("settle-tonight-copy")
        self.copy.setEnabled(settled.result is not None)
        self.copy.clicked.connect(self.copy_text)
        row.addWidget(self.copy)
        row.addStretch(1)
        layout.addLayout(row)
        self.status = PlainLabel()
        self.status.setObjectName("settle-tonight-status")
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 560)
        self._show()

    def lang(self) -> str:
        return str(self.language.currentData())

    def text(self) -> str:
        """What Copy puts on the clipboard: one line per transfer (then the bound line)."""
        return self.settled.text(self.lang())

    def _show(self) -> None:
        result = self.settled.result
        if result is None:
            self.lines.setText("")
            self.bound.setVisible(False)
            return
        self.lines.setText(settle_up_text(result.transfers, self.lang()))
        bound = self.settled.bound(self.lang())
        self.bound.setText(bound or "")
        self.bound.setVisible(bound is not None)

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
        self.status.setText(self.tr("Copied: paste it into the group chat"))
