"""Club ▸ Standings: every player across the nights in the ledger (other laptops'
nights come in with Session ▸ Import), between two dates, with a player's other
spellings merged under one name. When the club folder holds a club.toml, Show: Season
gives the club's season instead (club/results/season.py: members ranked once they have played
the minimum nights, by the club's tie-break; those not yet ranked; guests apart), over
club.toml's season dates or the dates chosen here."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QDate, QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.club.members.aliases import AliasError, Aliases
from mjscore_gui.club.results.nights import NightTotals, unbalanced
from mjscore_gui.club.results.standings import (
    Nightly,
    Standing,
    average_text,
    in_range,
    standings,
    standings_csv,
)
from mjscore_gui.gui.club.parts import close_button
from mjscore_gui.gui.club.season_table import SeasonTable
from mjscore_gui.gui.club.state.season_view import SeasonSource, ranked_by_text
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.paths import in_documents
from mjscore_gui.payout.money import exact_text


class StandingsDialog(GuardedDialog):
    def __init__(
        self,
        nights: Sequence[Nightly],
        aliases: Aliases,
        parent: QWidget | None = None,
        season: SeasonSource | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("standings-dialog")
        self.setWindowTitle(self.tr("Club standings"))
        self.nights, self.aliases = nights, aliases
        self.source = season
        self.rows: list[Standing] = []
        layout = QVBoxLayout(self)

        dates = QHBoxLayout()
        self.view = named(QComboBox(), "standings-view")
        self.view.addItem(self.tr("Every night"), "nights")
        if season is not None:  # only a club with a club.toml has a season
            self.view.addItem(self.tr("Season"), "season")
        self.view.setVisible(season is not None)
        self.view.currentIndexChanged.connect(self.refresh)
        dates.addWidget(self.view)
        self.filter = named(QCheckBox(self.tr("Only nights from")), "standings-filter")
        self.start, self.end = named(QDateEdit(), "standings-from"), named(QDateEdit(), "standings-to")
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

        self.table = named(QTableWidget(0, 7), "standings-table")
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
        self.season_table = SeasonTable()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table)
        self.pages.addWidget(self.season_table)
        layout.addWidget(self.pages, 1)
        self.season_notes = wrapped_label("", "standings-season-notes")
        self.season_notes.setVisible(False)
        layout.addWidget(self.season_notes)
        under = QHBoxLayout()
        self.summary = named(PlainLabel(), "standings-summary")
        under.addWidget(self.summary, 1)
        self.save_csv = named(QPushButton(self.tr("Save as CSV…")), "standings-csv")
        self.save_csv.setToolTip(self.tr("For the club's spreadsheet"))
        self.save_csv.clicked.connect(self.save)
        under.addWidget(self.save_csv)
        layout.addLayout(under)

        merge = QHBoxLayout()
        merge.addWidget(PlainLabel(self.tr("Same player, two spellings: count")))
        self.old, self.new = named(QComboBox(), "merge-old"), named(QComboBox(), "merge-new")
        self.new.setEditable(True)
        merge.addWidget(self.old)
        merge.addWidget(PlainLabel(self.tr("as")))
        merge.addWidget(self.new)
        self.merge_button = named(QPushButton(self.tr("Merge")), "merge-players")
        self.merge_button.clicked.connect(self.merge)
        merge.addWidget(self.merge_button)
        self.unmerge_button = named(QPushButton(self.tr("Unmerge")), "unmerge-player")
        self.unmerge_button.setToolTip(self.tr("Count the first name under its own name again"))
        self.unmerge_button.clicked.connect(self.unmerge)
        merge.addWidget(self.unmerge_button)
        merge.addStretch(1)
        layout.addLayout(merge)
        self.message = named(PlainLabel(), "standings-message")
        layout.addWidget(self.message)
        layout.addWidget(close_button(self))
        self.resize(860, 520)
        self.refresh()

    def chosen_dates(self) -> tuple[str | None, str | None]:
        """The dates chosen here when ticked (None: every night, or the season's dates)."""
        if not self.filter.isChecked():
            return None, None
        return self.start.date().toString("yyyy-MM-dd"), self.end.date().toString("yyyy-MM-dd")

    def showing_season(self) -> bool:
        return self.view.currentData() == "season"

    def show_season(self) -> None:
        self.view.setCurrentIndex(self.view.findData("season"))

    def refresh(self) -> None:
        if self.showing_season() and self.source is not None:
            self._refresh_season(self.source)
            return
        self.pages.setCurrentWidget(self.table)
        self.save_csv.setEnabled(True)
        self.season_notes.setVisible(False)
        start, end = self.chosen_dates()
        nights = in_range(self.nights, start, end) if start and end else list(self.nights)
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
        self._fill_names()

    def _refresh_season(self, source: SeasonSource) -> None:
        """The season over club.toml's dates, or over the dates chosen here when ticked."""
        result = source.season(*self.chosen_dates(), self.aliases.table)
        self.season = result
        self.season_table.set_season(result)
        self.pages.setCurrentWidget(self.season_table)
        self.save_csv.setEnabled(False)  # the season's CSV: `mjscore club standings --season --format csv`
        span = self.tr("{0} to {1}").format(result.start or self.tr("the first night"), result.end or self.tr("now"))
        line = self.tr("Season {0}: {1} nights; ranked by {2}").format(
            span, result.nights, ranked_by_text(result.tie_break)
        )
        if result.min_nights:
            line += self.tr("; at least {0} nights to be ranked").format(result.min_nights)
        self.summary.setText(line)
        lines = [source.notice] if source.notice else []
        if result.not_on_roster:
            lines.append(self.tr("Not on the roster (Club ▸ Roster…): {0}").format(", ".join(result.not_on_roster)))
        self.season_notes.setText("\n".join([*lines, *result.clashes]))
        self.season_notes.setVisible(bool(lines or result.clashes))
        self._fill_names()

    def _fill_names(self) -> None:
        names = sorted({p for n in self.nights for p in n.players}, key=str.casefold)
        for combo in (self.old, self.new):
            keep = combo.currentText()
            with QSignalBlocker(combo):
                combo.clear()
                combo.addItems(names)
                if keep:
                    combo.setCurrentText(keep)

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
