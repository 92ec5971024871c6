"""Club ▸ Statistics: per player, this night and all nights: hands won, self-drawn, paid
as discarder, false wins, average faan of wins, money per hour, and the biggest hand
drawn with the tile art."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QHBoxLayout, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget

from mjscore_gui.club.results.night_stats import PlayerNightStats, ordered, player_statistics
from mjscore_gui.club.results.nights import Night
from mjscore_gui.club.results.settle_up import amount_text
from mjscore_gui.gui.club.parts import close_button
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.payout import format_amount
from mjscore_gui.pictures.hand_labels import short_label
from mjscore_gui.pictures.summary_image import hand_groups
from mjscore_gui.pictures.tile_art import tile_pixmap


class StatsDialog(GuardedDialog):
    def __init__(
        self, night: Night | None, nights: list[Night], alias: Mapping[str, str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("stats-dialog")
        self.setWindowTitle(self.tr("Player statistics"))
        layout = QVBoxLayout(self)
        self.tabs = named(QTabWidget(), "stats-tabs")
        players: Sequence[str] = night.players if night is not None else ()
        if night is not None:
            self.tabs.addTab(self._table(ordered(player_statistics([night], alias), players)), self.tr("This night"))
        self.tabs.addTab(self._table(ordered(player_statistics(nights, alias), players)), self.tr("All nights"))
        layout.addWidget(self.tabs)
        layout.addWidget(close_button(self))
        self.resize(1220, 440)

    def _table(self, rows: list[PlayerNightStats]) -> QTableWidget:
        headers = [
            self.tr("Player"),
            self.tr("Hands"),
            self.tr("Won"),
            self.tr("Self-drawn"),
            self.tr("Paid as discarder"),
            self.tr("False wins"),
            self.tr("Average faan"),
            self.tr("Per hour"),
            self.tr("Total"),
            self.tr("Biggest hand"),
        ]
        table = named(QTableWidget(len(rows), len(headers)), "stats-table")
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, s in enumerate(rows):
            avg = "–" if s.average_faan is None else format_amount(s.average_faan, 1)
            rate = "–" if s.per_hour is None else amount_text(s.per_hour, places=0)
            cells = [
                s.name,
                str(s.hands_played),
                str(s.hands_won),
                str(s.self_drawn),
                str(s.paid_as_discarder),
                str(s.false_wins),
                avg,
                rate,
                amount_text(s.total),
            ]
            for c, text in enumerate(cells):
                table.setItem(r, c, QTableWidgetItem(text))
            table.setCellWidget(r, len(cells), self._biggest(s))
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        return table

    def _biggest(self, s: PlayerNightStats) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(4, 2, 4, 2)
        row.setSpacing(0)
        big = s.biggest
        if big is None:
            row.addWidget(PlainLabel("–"))
            return box
        row.addWidget(
            PlainLabel(self.tr("{0} faan ({1} {2})").format(big.faan, big.date, short_label(big.label)) + "  ")
        )
        if big.tiles:
            try:
                groups = hand_groups(big.tiles)
            except ValueError:
                groups = []
            for group in groups:
                for token, face_down in group:
                    label = PlainLabel()
                    label.setPixmap(tile_pixmap("back" if face_down else token, 30))
                    row.addWidget(label)
                row.addSpacing(6)
        row.addStretch(1)
        return box
