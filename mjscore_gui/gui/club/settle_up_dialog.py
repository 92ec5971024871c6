"""Session ▸ Settle up: the fewest transfers that square the night, big enough to read
across the table, and a Copy button for the group chat in English or Chinese."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QVBoxLayout, QWidget

from mjscore_gui.club.results.nights import Night
from mjscore_gui.club.results.settle_up import Transfer, settle_up, settle_up_text
from mjscore_gui.gui.club.parts import set_type
from mjscore_gui.gui.club.transfers_dialog import TransfersDialog, totals_line
from mjscore_gui.gui.widgets.plain import PlainLabel


class SettleUpDialog(TransfersDialog):
    def __init__(self, night: Night, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__("settle-up", parent)
        self.setObjectName("settle-up-dialog")
        self.setWindowTitle(self.tr("Settle up"))
        self.night = night
        self.transfers: list[Transfer] = settle_up(night.totals, night.players)
        layout = QVBoxLayout(self)

        totals = PlainLabel(totals_line((p, night.totals.get(p, Fraction(0))) for p in night.players))
        totals.setObjectName("settle-up-totals")
        heading = (
            self.tr("Final totals over this evening's {0} sessions").format(night.sessions)
            if night.sessions > 1
            else self.tr("Final totals")
        )
        layout.addWidget(PlainLabel(heading))
        layout.addWidget(totals)
        layout.addWidget(PlainLabel(self.tr("Fewest transfers that square the night:")))
        layout.addWidget(set_type(self.lines, 1.6))
        self._finish(layout, lang)

    def text(self) -> str:
        """What Copy puts on the clipboard: one line per transfer."""
        return settle_up_text(self.transfers, self.lang())

    def _show(self) -> None:
        self.lines.setText(self.text())
