"""After the last hand: the chart beside the ledger, and the Session, Club and View menu
items that settle up, share the night, compare rules, show the club's standings and put the
scoreboard on the TV. The window makes one `ClubFeatures` with what it needs, so the
window's own layout stays its own."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QSplitter, QWidget

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.members.aliases import Aliases
from mjscore_gui.club.results.evening import evening_of, evenings
from mjscore_gui.club.results.night_stats import Series, session_series
from mjscore_gui.club.results.nights import Night, all_nights, day_of, night_of, night_totals
from mjscore_gui.files import FileRefused, read_regular_file
from mjscore_gui.gui import i18n
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets.actions import menu_action, named
from mjscore_gui.gui.widgets.plain import shown
from mjscore_gui.gui.window.menus import Menus
from mjscore_gui.limits import MAX_IMPORT_BYTES
from mjscore_gui.paths import in_documents
from mjscore_gui.pictures.chart import NightChart

if TYPE_CHECKING:  # loaded when first used: see ClubFeatures
    from mjscore_gui.club.results.scoreboard import Scoreboard
    from mjscore_gui.gui.club.scoreboard_view import ScoreboardView


class ClubFeatures(QObject):
    """The chart beside `ledger_view` and the club's items in `menus`; kept on the window as `window.club`.

    Each dialog and picture here, with tonight's board across every table, club.toml and
    the season, is imported when its menu item is first used: the window opens without
    them (tests/benchmarks/bench_startup.py)."""

    def __init__(
        self,
        window: QMainWindow,
        table: Table,
        ledger_view: QWidget,
        settings: QSettings | None,
        menus: Menus,
        write_export: Callable[[str, str], bool],
    ) -> None:
        super().__init__(window)
        self.setObjectName("club-features")
        self.window = window
        self.table = table
        self.ledger_view = ledger_view
        self.settings = settings
        self.menus = menus
        self.write_export = write_export
        self.chart = NightChart()
        self.board_view: ScoreboardView | None = None
        self.board_alias: dict[str, str] = {}
        self._club_notice: str | None = None
        self._place_chart()
        self._add_menus()
        self.table.subscribe(self.refresh)
        self.refresh()

    # -- reading the ledger through the window's table ------------------------------------

    def night(self, evening: bool = True) -> Night | None:
        """The evening at this table (every session started this evening, club/results/evening.py),
        or this session alone when Session ▸ This session only is ticked or `evening` is False."""
        session = self.table.session
        if session is None:
            return None
        if self.session_only.isChecked() or not evening:
            return night_of(session)
        return evening_of(self.table.ledger, session.id)

    # -- the chart ---------------------------------------------------------------------------

    def _place_chart(self) -> None:
        ledger_view = self.ledger_view
        parent = ledger_view.parentWidget()
        beside = named(QSplitter(), "ledger-and-chart")  # side by side
        if isinstance(parent, QSplitter):
            index = parent.indexOf(ledger_view)
            parent.replaceWidget(index, beside)
        elif parent is not None and (layout := parent.layout()) is not None:
            layout.replaceWidget(ledger_view, beside)
        beside.addWidget(ledger_view)
        beside.addWidget(self.chart)
        beside.setStretchFactor(0, 2)
        beside.setStretchFactor(1, 1)
        beside.setSizes([2000, 1000])  # the ledger's columns keep two thirds of the width
        beside.setChildrenCollapsible(False)
        ledger_view.show()
        self.beside = beside
        self.chart.setVisible(self.settings is None or bool(self.settings.value("view/chart", True, type=bool)))

    def _chart_series(self) -> Series | None:
        # From the stored deltas alone: the whole night at once.
        session = None if self.table.closed else self.table.session
        return session_series(session) if session is not None else None

    def refresh(self) -> None:
        # A hidden chart catches up when shown again.
        if not self.chart.isHidden():
            self.chart.set_series(self._chart_series())

    def toggle_chart(self, shown: bool) -> None:
        self.chart.setVisible(shown)
        if shown:
            self.chart.set_series(self._chart_series())
        if self.settings is not None:
            self.settings.setValue("view/chart", shown)

    # -- menus ---------------------------------------------------------------------------------

    def _add_menus(self) -> None:
        # Settle-up, the summary and the statistics cover the evening; this picks one session.
        self.session_only = menu_action(self.window, self.tr("This session &only"), lambda: None, "session-only")
        self.session_only.setCheckable(True)
        self.session_only.setToolTip(
            self.tr("Settle up, share and count this session alone, not every session of this evening")
        )
        session = self.menus.session
        mine = [
            menu_action(self.window, self.tr("Settle &up…"), self.settle_up, "settle-up", "Ctrl+U"),
            menu_action(self.window, self.tr("S&hare summary…"), self.share_summary, "share-summary"),
            menu_action(self.window, self.tr("&What if…"), self.what_if, "what-if"),
            self.session_only,
        ]
        before = session.actions()[-1]  # Quit stays last
        session.insertActions(before, mine)
        session.insertSeparator(before)
        club = self.menus.club
        for item in (
            (self.tr("&Standings…"), self.standings, "standings"),
            (self.tr("S&tatistics…"), self.statistics, "statistics"),
            None,
            (self.tr("&Import nights from other laptops…"), self.import_nights, "import-nights"),
            (self.tr("&Export this night for the club…"), self.export_night, "export-night"),
            None,
            (self.tr("Score&board"), self.scoreboard, "club-scoreboard", "Ctrl+Shift+B"),
            (self.tr("Share &tonight's summary…"), self.share_tonight, "share-tonight"),
        ):
            if item is None:
                club.addSeparator()
            else:
                club.addAction(menu_action(self.window, *item))
        self.chart_action = menu_action(self.window, self.tr("&Chart of the night"), lambda: None, "show-chart")
        self.chart_action.setCheckable(True)
        self.chart_action.setChecked(not self.chart.isHidden())
        self.chart_action.toggled.connect(self.toggle_chart)
        self.menus.view.addAction(self.chart_action)

    # -- actions -------------------------------------------------------------------------------

    def _need_session(self, whole_evening: bool = True) -> Night | None:
        night = self.night(whole_evening)
        if night is None or not night.hands:
            QMessageBox.information(
                self.window, self.tr("Nothing to settle"), self.tr("No hands have been recorded in this session yet.")
            )
            return None
        return night

    def settle_up(self) -> None:
        from mjscore_gui.gui.club.settle_up_dialog import SettleUpDialog  # on first use: see the class

        night = self._need_session()
        if night is not None:
            SettleUpDialog(night, i18n.current(), self.window).exec()

    def share_summary(self) -> None:
        from mjscore_gui.pictures.summary_image import render_summary  # on first use: see the class

        night = self._need_session()
        if night is not None:
            picture = render_summary(night, i18n.current())
            self._share(picture, self.tr("Share summary"), f"mjscore-night-{night.date or 'summary'}.png")

    def _share(self, image: QImage, title: str, filename: str) -> None:
        """Copy `image` for the group chat and save it where the player chooses (the
        dialog opens in the documents folder)."""
        path, _ = QFileDialog.getSaveFileName(self.window, title, in_documents(filename), self.tr("PNG images (*.png)"))
        QGuiApplication.clipboard().setImage(image)
        if not path:
            self._status(self.tr("Summary copied: paste it into the group chat"))
            return
        if not path.lower().endswith(".png"):
            path += ".png"
        if image.save(path, "PNG"):  # type: ignore[call-overload]  # PySide6 stub wants bytes; only str works
            self._status(self.tr("Summary saved to {0} and copied").format(path))
        else:
            QMessageBox.warning(self.window, title, shown(self.tr("Could not write {0}").format(path)))

    # -- every table tonight (the club's scoreboard) ---------------------------------------------

    def board(self) -> Scoreboard | None:
        """Tonight across every table in this ledger (club/results/scoreboard.py), ranked and
        named by the club folder's club.toml when one is set (else 4/2/1/0, no roster); None
        once the window has let its ledger go."""
        from mjscore_gui.club.members.config import load_club  # on first use: see the class
        from mjscore_gui.club.results.scoreboard import scoreboard_of

        if self.table.closed:
            return None
        # club.toml read afresh for each board (a small file): the secretary's roster edits
        # arrive through the folder like the hands do. A file that cannot be used: the
        # defaults, and its one line in the status bar once.
        config, notice = load_club(club_folder.load(self.table.data_dir).folder)
        if notice and notice != self._club_notice:
            self._status(notice)
        self._club_notice = notice
        session = self.table.session
        return scoreboard_of(self.table.ledger, session.id if session else None, config=config, merged=self.board_alias)

    def scoreboard(self) -> None:
        """Full screen on a second screen when there is one; again: back on top of it."""
        from mjscore_gui.gui.club.scoreboard_view import ScoreboardView, board_screen  # on first use: see the class

        if self.board_view is None:
            self.board_alias = self._aliases().table
            view = self.board_view = ScoreboardView(self.board, self.window, self._board_stamp)
            view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            view.destroyed.connect(lambda *_: setattr(self, "board_view", None))
            view.watch(self.table.subscribe)  # this window's hands, and other programs' (poll)
            view.watch(self.table.ledger.subscribe)  # any session: nights imported, copies replaced
        screen = board_screen(self.window)
        # On the TV beside the laptop the scorekeeper keeps the keyboard; on the laptop's
        # own screen the board has it, for Esc.
        self.board_view.show_on(screen, self.window if screen is not self.window.screen() else None)

    def _board_stamp(self) -> object:
        # Another program's commit (or a ledger reopened from a backup); this window's own
        # changes reach the board through the change notices it watches.
        ledger = self.table.ledger
        return None if self.table.closed else (id(ledger), ledger.store.data_version())

    def share_tonight(self) -> None:
        from mjscore_gui.pictures.tonight_image import render_tonight  # on first use: see the class

        board = self.board()
        if board is None or not board.rows:
            QMessageBox.information(
                self.window, self.tr("Nothing to settle"), self.tr("No hands have been recorded tonight yet.")
            )
            return
        self._share(render_tonight(board), self.tr("Share tonight's summary"), f"mjscore-tonight-{board.evening}.png")

    def what_if(self) -> None:
        from mjscore_gui.gui.club.what_if_dialog import WhatIfDialog  # on first use: see the class

        night = self._need_session(whole_evening=False)  # one session: one set of rules
        if night is not None:
            WhatIfDialog(night, self.table.ruleset, self.window).exec()

    def _aliases(self) -> Any:
        aliases = Aliases.load(self.table.data_dir)
        if aliases.notice:
            QMessageBox.warning(self.window, self.tr("Merged player names"), shown(aliases.notice))
        return aliases

    def standings(self) -> None:
        from mjscore_gui.gui.club.standings_dialog import StandingsDialog  # on first use: see the class

        aliases = self._aliases()
        roster = getattr(self.window, "club_roster", None)  # the season, when the club folder has a club.toml
        season = roster.season_source() if roster is not None else None
        nights = evenings(self.table.ledger, night_totals(self.table.ledger))
        StandingsDialog(nights, aliases, self.window, season=season).exec()

    def statistics(self) -> None:
        from mjscore_gui.gui.club.stats_dialog import StatsDialog  # on first use: see the class

        aliases = self._aliases()
        ledger = self.table.ledger
        StatsDialog(self.night(), evenings(ledger, all_nights(ledger)), aliases.table, self.window).exec()

    def import_nights(self) -> None:
        ledger = self.table.ledger
        paths, _ = QFileDialog.getOpenFileNames(
            self.window, self.tr("Import nights"), "", self.tr("MJScore exports (*.json)")
        )
        before = {night.key for night in night_totals(ledger)}
        lines = []
        for path in paths:
            try:
                # Only a regular file within the import limit is read (never a FIFO or a device).
                ledger.import_json(read_regular_file(path, MAX_IMPORT_BYTES, "ledger export"))
            except (OSError, ValueError, FileRefused) as exc:  # LedgerError is a ValueError
                lines.append(f"{Path(path).name}: {exc}")
        added = len({night.key for night in night_totals(ledger)} - before)
        if paths:
            lines.insert(0, self.tr("{0} new nights added").format(added))
            QMessageBox.information(self.window, self.tr("Import nights"), shown("\n".join(lines)))

    def export_night(self) -> None:
        session = self.table.session
        if session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export this night"),
            in_documents(f"mjscore-night-{day_of(session.started)}.json"),
            self.tr("MJScore exports (*.json)"),
        )
        if path:  # the ledger's own JSON export, as `mjscore ledger export` writes it, read back
            self.write_export(path, "json")

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 8000)
