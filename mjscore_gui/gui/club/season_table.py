"""The season as a table (Club ▸ Standings ▸ Season): the members ranked by the club's
tie-break once they have played its minimum nights, then the members not yet ranked,
then the guests, each part under a heading row. Numbers are club/results/season.py's, exact."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from mjscore_gui.club.results.season import Season
from mjscore_gui.club.results.tonight import BoardRow
from mjscore_gui.payout.money import exact_text

HEADING = QColor("#e8e8e8")


class SeasonTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 8, parent)
        self.setObjectName("standings-season-table")
        self.setHorizontalHeaderLabels(
            [
                self.tr("#"),
                self.tr("Player"),
                self.tr("Nights"),
                self.tr("Hands"),
                self.tr("Won"),
                self.tr("Biggest hand"),
                self.tr("Table points"),
                self.tr("Total"),
            ]
        )
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sections: list[tuple[str, list[tuple[str, ...]]]] = []  # what is shown, for tests and screen readers

    def set_season(self, season: Season) -> None:
        self.clearSpans()
        not_yet = self.tr("Not yet ranked: fewer than {0} nights").format(season.min_nights)
        self.sections = [
            ("", [self.cells(r, str(i)) for i, r in enumerate(season.ranked, start=1)]),
            (not_yet, [self.cells(r, "–") for r in season.not_yet_ranked]),
            (self.tr("Guests"), [self.cells(r, "–") for r in season.guests]),
        ]
        shown = [(title, rows) for title, rows in self.sections if rows]
        count = sum(len(rows) + (1 if title else 0) for title, rows in shown)
        self.setRowCount(count)
        r = 0
        for title, rows in shown:
            if title:
                item = QTableWidgetItem(title)
                font = QFont(self.font())
                font.setBold(True)
                item.setFont(font)
                item.setBackground(HEADING)
                self.setItem(r, 0, item)
                self.setSpan(r, 0, 1, self.columnCount())
                r += 1
            for cells in rows:
                for c, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    if c != 1:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.setItem(r, c, item)
                r += 1
        self.resizeColumnsToContents()

    def cells(self, row: BoardRow, place: str) -> tuple[str, ...]:
        name = row.name + (f" {row.entry.name_zh}" if row.entry and row.entry.name_zh else "")
        if row.spellings:
            name += f" ({', '.join(row.spellings)})"
        biggest = "–" if row.biggest_hand is None else self.tr("{0} faan").format(row.biggest_hand)
        return (
            place,
            name,
            str(row.nights),
            str(row.hands),
            str(row.hands_won),
            biggest,
            exact_text(row.table_points),
            exact_text(row.total),
        )
