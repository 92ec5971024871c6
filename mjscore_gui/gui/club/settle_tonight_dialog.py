"""Club ▸ Settle up tonight (all tables)…: gui/club/state/settle_tonight.py's
`TonightSettlement` in large type, with its bound line when the search stopped short of
proving the count, or the one line saying why there is nothing to settle."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from mjscore_gui.club.results.settle_up import settle_up_text
from mjscore_gui.gui.club.parts import set_type
from mjscore_gui.gui.club.state.settle_tonight import TonightSettlement
from mjscore_gui.gui.club.transfers_dialog import TransfersDialog, totals_line
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label


class SettleTonightDialog(TransfersDialog):
    def __init__(self, settled: TonightSettlement, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__("settle-tonight", parent)
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
        self.heading = set_type(named(PlainLabel(heading), "settle-tonight-heading"))
        layout.addWidget(self.heading)
        self.totals = wrapped_label(totals_line(settled.totals.items()), "settle-tonight-totals")
        self.totals.setVisible(settled.why is None)  # money from different rules is no sum to show
        layout.addWidget(self.totals)
        self.why = wrapped_label(settled.why or "", "settle-tonight-why")
        self.why.setStyleSheet(style.ERROR_TEXT)
        self.why.setVisible(settled.why is not None)
        layout.addWidget(self.why)

        self.lines.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        set_type(self.lines, 1.5)
        # Up to 23 transfers for 24 players: they scroll rather than push the buttons off a laptop's screen.
        scroll = named(QScrollArea(), "settle-tonight-scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.lines)
        self.intro = PlainLabel(self.tr("Fewest transfers that square the evening across every table:"))
        self.intro.setVisible(settled.result is not None)
        layout.addWidget(self.intro)
        layout.addWidget(scroll, 1)
        self.bound = wrapped_label("", "settle-tonight-bound")
        layout.addWidget(self.bound)

        self.copy.setEnabled(settled.result is not None)
        self.resize(760, 560)
        self._finish(layout, lang)

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
