"""Club ▸ Standings: every player across the nights in the ledger (other laptops'
nights come in with Session ▸ Import), between two dates, with a player's other
spellings merged under one name."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.club.aliases import AliasError, Aliases
from mjscore_gui.club.nights import NightTotals, unbalanced
from mjscore_gui.club.standings import (
    Nightly,
    Standing,
    average_text,
    in_range,
    standings,
    standings_csv,
)
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.paths import in_documents
from mjscore_gui.payout.money import exact_text


class StandingsDialog(GuardedDialog):
    def __init__(self, nights: Sequence[Nightly], aliases: Aliases, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standings-dialog")
        self.setWindowTitle(self.tr("Club standings"))
        self.nights, self.aliases = nights, aliases
        self.rows: list[Standing] = []
        layout = QVBoxLayout(self)

        dates = QHBoxLayout()
        self.filter = QCheckBox(self.tr("Only nights from"))
        self.filter.setObjectName("standings-filter")
        self.start, self.end = QDateEdit(), QDateEdit()
        self.start.setObjectName("standings-from")
        self.end.setObjectName("standings-to")
        known = sorted(n.date for n in nights if n.date)
        first = QDate.fromString(known[0], "yyyy-MM-dd") if known else QDate.currentDate()
        last = QDate.fromString(known[-1], "yyyy-MM-dd") if known else QDate.currentDate()
        for edit, value in ((self.start, first), (self.end, last)):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setDate(value)
            edit.dateChanged.connect(self.refresh)
        self.filter.toggled.connect(self.refresh)
        dates.addWidget(self.filter)
        dates.addWidget(self.start)
        dates.addWidget(PlainLabel(self.tr("to")))
        dates.addWidget(self.end)
        dates.addStretch(1)
        layout.addLayout(dates)

        self.table = QTableWidget(0, 7)
        self.table.setObjectName("standings-table")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Nights"),
                self.tr("Hands"),
                self.tr("Total"),
                self.tr("Average per night"),
                self.tr("Best night"),
                self.tr("Worst night"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table, 1)
        under = QHBoxLayout()
        self.summary = PlainLabel()
        self.summary.setObjectName("standings-summary")
        under.addWidget(self.summary, 1)
        self.save_csv = QPushButton(self.tr("Save as CSV…"))
        self.save_csv.setObjectName("standings-csv")
        self.save_csv.setToolTip(self.tr("For the club's spreadsheet"))
        self.save_csv.clicked.connect(self.save)
        under.addWidget(self.save_csv)
        layout.addLayout(under)

        merge = QHBoxLayout()
        merge.addWidget(PlainLabel(self.tr("Same player, two spellings: count")))
        self.old = QComboBox()
        self.old.setObjectName("merge-old")
        self.new = QComboBox()
        self.new.setObjectName("merge-new")
        self.new.setEditable(True)
        merge.addWidget(self.old)
        merge.addWidget(PlainLabel(self.tr("as")))
        merge.addWidget(self.new)
        self.merge_button = QPushButton(self.tr("Merge"))
        self.merge_button.setObjectName("merge-players")
        self.merge_button.clicked.connect(self.merge)
        merge.addWidget(self.merge_button)
        self.unmerge_button = QPushButton(self.tr("Unmerge"))
        self.unmerge_button.setObjectName("unmerge-player")
        self.unmerge_button.setToolTip(self.tr("Count the first name under its own name again"))
        self.unmerge_button.clicked.connect(self.unmerge)
        merge.addWidget(self.unmerge_button)
        merge.addStretch(1)
        layout.addLayout(merge)
        self.message = PlainLabel()
        self.message.setObjectName("standings-message")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(860, 520)
        self.refresh()

    def chosen_nights(self) -> list[Nightly]:
        if not self.filter.isChecked():
            return list(self.nights)
        return in_range(self.nights, self.start.date().toString("yyyy-MM-dd"), self.end.date().toString("yyyy-MM-dd"))

    def refresh(self) -> None:
        nights = self.chosen_nights()
        self.rows = standings(nights, self.aliases.table)
        self.table.setRowCount(len(self.rows))
        for r, s in enumerate(self.rows):
            name = s.name + (f" ({', '.join(s.spellings)})" if s.spellings else "")
            cells = [
                name,
                str(s.nights),
                str(s.hands),
                exact_text(s.total),
                average_text(s.average),
                f"{exact_text(s.best.total)}  {s.best.date}",
                f"{exact_text(s.worst.total)}  {s.worst.date}",
            ]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.summary.setText(self.tr("{0} nights, {1} players").format(len(nights), len(self.rows)))
        # A night whose stored totals do not add up to zero makes the standings wrong by
        # that much: said, naming the session, rather than added in silently.
        wrong = unbalanced([n for n in nights if isinstance(n, NightTotals)])
        if wrong:
            self.message.setText("\n".join(wrong))
        names = sorted({p for n in self.nights for p in n.players}, key=str.casefold)
        for combo in (self.old, self.new):
            keep = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(names)
            if keep:
                combo.setCurrentText(keep)
            combo.blockSignals(False)

    def save(self, path: str | None = None) -> None:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save standings"), in_documents("mjscore-standings.csv"), self.tr("CSV files (*.csv)")
            )
        if not path:
            return
        try:
            Path(path).write_text(standings_csv(self.rows), encoding="utf-8", newline="")
        except OSError as exc:
            self.message.setText(str(exc))
            return
        self.message.setText(self.tr("Saved to {0}").format(path))

    def merge(self) -> None:
        old, new = self.old.currentText(), self.new.currentText()
        try:
            self.aliases.merge(old, new)
        except (AliasError, OSError) as exc:
            self.message.setText(str(exc))
            return
        self.message.setText(self.tr("{0} now counts as {1}").format(old, new))
        self.refresh()

    def unmerge(self) -> None:
        old = self.old.currentText()
        try:
            self.aliases.unmerge(old)
        except (AliasError, OSError) as exc:
            self.message.setText(str(exc))
            return
        self.message.setText(self.tr("{0} counts under its own name again").format(old))
        self.refresh()
