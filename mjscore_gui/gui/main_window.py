"""The table-side window: palettes and the hand on the left, how it was won and the
live result on the right, the running totals on top and the ledger below."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication, QFileDialog, QHBoxLayout, QLineEdit, QMainWindow, QMessageBox, QScrollArea, QSplitter,
    QVBoxLayout, QWidget,
)

from mjscore_gui.gui import style
from mjscore_gui.gui.actions_panel import MoreActions, RecordBox
from mjscore_gui.gui.club_panel import install_club
from mjscore_gui.gui.hand_area import HandArea
from mjscore_gui.gui.ledger_view import LedgerView, seat_names_for
from mjscore_gui.gui.models import HandBuilder
from mjscore_gui.gui.models.table import HandRow, TableSession
from mjscore_gui.gui.palette import Palette
from mjscore_gui.gui.result_panel import ResultPanel
from mjscore_gui.gui.scale import Scale
from mjscore_gui.gui.situation_panel import SituationPanel
from mjscore_gui.gui.totals_bar import TotalsBar


class MainWindow(QMainWindow):
    def __init__(self, table: TableSession, settings: QSettings | None = None, notice: str | None = None) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.setWindowTitle(self.tr("MJScore: Hong Kong mahjong scorekeeper 麻雀計番"))
        self.table = table
        self.settings = settings
        self.large = bool(settings and settings.value("view/large_text", False, type=bool))
        self.scale = Scale.of(self.large, self._screen_height())
        self.editing: HandRow | None = None
        self.builder = HandBuilder(table.ruleset)
        self._base_font = QApplication.font()

        seat_names = self._seat_names
        self.palette = Palette(self.builder, self.scale.tile)
        self.hand_area = HandArea(self.builder, self.scale.hand_tile)
        self.situation = SituationPanel(self.builder, seat_names)
        self.record_box = RecordBox()
        self.more = MoreActions()
        self.result = ResultPanel(self.builder, seat_names, self.record_box)
        self.totals = TotalsBar(table)
        self.ledger = LedgerView(table)
        self.ledger.edit_requested.connect(self.edit_hand)
        self.ledger.delete_requested.connect(self.delete_entry)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.palette)
        left_layout.addWidget(self.hand_area)
        left_layout.addStretch(1)
        right = _SidePanel()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.situation)
        right_layout.addWidget(self.result, 1)
        right_layout.addWidget(self.more)
        right.setMinimumWidth(420)
        entry = QWidget()
        entry_layout = QHBoxLayout(entry)
        entry_layout.setContentsMargins(6, 3, 6, 3)
        # The hand gets the room (its sets wrap when short of it); the panel its own width.
        entry_layout.addWidget(left, 1)
        entry_layout.addWidget(right, 0)
        entry_scroll = QScrollArea()
        entry_scroll.setObjectName("entry-scroll")
        entry_scroll.setWidget(entry)
        entry_scroll.setWidgetResizable(True)
        entry_scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(entry_scroll)
        splitter.addWidget(self.ledger)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        # The ledger starts as a strip of a few rows; dragging the handle shows more.
        splitter.setSizes([10000, 110 if self._screen_height() < 900 else 170])
        self.splitter = splitter
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(6, 6, 6, 0)
        central_layout.addWidget(self.totals)
        central_layout.addWidget(splitter, 1)
        self.setCentralWidget(central)

        self._build_menus()
        install_club(self)  # chart beside the ledger; settle-up, summary, what-if, Club menu
        self.record_box.record.clicked.connect(self.record_hand)
        self.record_box.cancel_edit.clicked.connect(self.cancel_edit)
        self.more.draw.clicked.connect(self.record_draw)
        self.more.quick.clicked.connect(self.quick_entry)
        self.more.false_win.clicked.connect(self.false_win)
        self.more.penalty.clicked.connect(self.penalty)
        # Enter records from anywhere in the window, except where Enter already means
        # something (typing tiles, a focused button or list).
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, activated=self._enter_pressed)

        self.builder.subscribe(self._builder_changed)
        table.subscribe(self._table_changed)
        self._table_changed()
        self.apply_scale()
        available = QApplication.primaryScreen().availableGeometry() if QApplication.primaryScreen() else None
        if available is not None and available.height() < 900:
            self.resize(min(1360, available.width()), available.height())
        else:
            self.resize(1360, 900)
        if notice:
            self.statusBar().showMessage(notice, 15000)
        elif not table.rows() and all(p.startswith("Player ") for p in table.players):
            self.statusBar().showMessage(
                self.tr("Welcome! Name the players with Session ▸ New session (Ctrl+N), then click the winning hand."))

    # -- menus -------------------------------------------------------------------

    def _build_menus(self) -> None:
        session = self.menuBar().addMenu(self.tr("&Session"))
        self._action(session, self.tr("&New session…"), self.new_session, QKeySequence.StandardKey.New, "new-session")
        self._action(session, self.tr("&Resume session…"), self.resume_session, QKeySequence.StandardKey.Open,
                     "resume-session")
        self._action(session, self.tr("&Players and seats…"), self.players_dialog, None, "players")
        session.addSeparator()
        self._action(session, self.tr("&Export CSV…"), self.export_csv, None, "export-csv")
        session.addSeparator()
        self._action(session, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, "quit")

        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo"), self.undo,
                                        QKeySequence("Ctrl+Z"), "undo")
        self.redo_action = self._action(edit, self.tr("&Redo"), self.redo, QKeySequence("Ctrl+Shift+Z"), "redo")
        edit.addSeparator()
        self._action(edit, self.tr("Edit selected &hand"), self._edit_selected, None, "edit-hand")

        hand = self.menuBar().addMenu(self.tr("&Hand"))
        self._action(hand, self.tr("&Record hand\tEnter"), self.record_hand, None, "menu-record-hand")
        self._action(hand, self.tr("Record &draw"), self.record_draw, QKeySequence("Ctrl+D"), "menu-record-draw")
        self._action(hand, self.tr("&Faan only…"), self.quick_entry, QKeySequence("Ctrl+F"), "menu-quick")
        self._action(hand, self.tr("F&alse win…"), self.false_win, None, "menu-false-win")
        self._action(hand, self.tr("&Penalty…"), self.penalty, None, "menu-penalty")
        hand.addSeparator()
        self._action(hand, self.tr("&Type tiles"), lambda: self.hand_area.typed.setFocus(),
                     QKeySequence("Ctrl+T"), "menu-type")

        rules = self.menuBar().addMenu(self.tr("&Rules"))
        self._action(rules, self.tr("&Rules and payouts…"), self.rules_dialog, QKeySequence("Ctrl+R"), "rules")

        view = self.menuBar().addMenu(self.tr("&View"))
        self.large_action = self._action(view, self.tr("&Larger text for the far side"), self.toggle_large,
                                         QKeySequence("Ctrl++"), "large-text")
        self.large_action.setCheckable(True)
        self.large_action.setChecked(self.large)

    def _action(self, menu, text, slot, shortcut, name) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    # -- reacting ----------------------------------------------------------------

    def _seat_names(self) -> dict[str, str]:
        if self.editing is not None:
            players = self.table.players
            return {seat: players[p] for seat, p in self.editing.seats.items()}
        return seat_names_for(self.table)()

    def _builder_changed(self) -> None:
        ok, reason, short = self.builder.record_check()
        self.record_box.set_record_state(ok, reason, short, self.editing.number if self.editing else None)
        # While a past hand is being fixed, the other ways of ending a hand would record a
        # new one and drop the fix: they wait until it is saved or cancelled.
        self.more.setEnabled(self.editing is None)

    def _table_changed(self) -> None:
        if self.editing is not None and all(r.key != self.editing.key for r in self.table.rows()):
            self.editing = None  # the hand being fixed was undone or deleted meanwhile
            self.builder.reset_for_next_hand(self.table.position().prevailing)
        position = self.table.position()
        if self.editing is None and self.builder.state.prevailing != position.prevailing:
            self.builder.set_situation(prevailing=position.prevailing)
        if self.builder.ruleset is not self.table.ruleset and self.editing is None:
            self.builder.set_ruleset(self.table.ruleset)
        self.situation.refresh_names()
        self.result.refresh()
        self.undo_action.setEnabled(self.table.can_undo())
        self.redo_action.setEnabled(self.table.can_redo())
        # Say what undo would undo ("record hand 12"), so nobody undoes the wrong thing.
        undo_text, redo_text = self.table.undo_text(), self.table.redo_text()
        self.undo_action.setText(self.tr("&Undo {0}").format(undo_text) if undo_text else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo {0}").format(redo_text) if redo_text else self.tr("&Redo"))
        self._builder_changed()

    def _enter_pressed(self) -> None:
        focus = QApplication.focusWidget()
        if isinstance(focus, QLineEdit):
            # Typing a whole hand is "tiles, Enter, Enter": an empty tile box records.
            if focus is self.hand_area.typed and not focus.text().strip():
                self.record_hand()
            else:
                focus.returnPressed.emit()
            return
        if focus is self.ledger:
            row = self.ledger.current_row()
            if row is not None:
                self.edit_hand(row)
            return
        self.record_hand()

    # -- recording ---------------------------------------------------------------

    def record_hand(self) -> None:
        ok, reason = self.builder.can_record()
        if not ok:
            self.statusBar().showMessage(reason, 8000)
            return
        entry = self.builder.to_json()
        if self.editing is not None:
            number, key = self.editing.number, self.editing.key
            if not self._guard(lambda: self.table.replace(key, entry)):
                return
            self.editing = None
            self.statusBar().showMessage(self.tr("Hand {0} changed; later hands re-settled").format(number), 8000)
        else:
            number = self._guard(lambda: self.table.record_win(entry))
            if number is None:
                return
            self.statusBar().showMessage(self.tr("Hand {0} recorded").format(number), 8000)
        self._next_hand()

    def record_draw(self) -> None:
        number = self._guard(self.table.record_draw)
        if number is not None:
            self.statusBar().showMessage(self.tr("Drawn hand {0} recorded").format(number), 8000)
            self._next_hand()

    def quick_entry(self) -> None:
        from mjscore_gui.gui.quick_entry import QuickEntryDialog

        dialog = QuickEntryDialog(self.table, self._seat_names(), self.builder.state, self)
        if dialog.exec():
            number = self._guard(lambda: self.table.record_quick(**dialog.values()))
            if number is not None:
                self.statusBar().showMessage(self.tr("Hand {0} recorded").format(number), 8000)
                self._next_hand()

    def false_win(self) -> None:
        from mjscore_gui.gui.penalty_dialog import FalseWinDialog

        dialog = FalseWinDialog(self._seat_names(), self)
        if dialog.exec():
            number = self._guard(lambda: self.table.record_false_win(dialog.offender()))
            if number is not None:
                self.statusBar().showMessage(self.tr("False win recorded"), 8000)

    def penalty(self) -> None:
        from mjscore_gui.gui.penalty_dialog import PenaltyDialog

        dialog = PenaltyDialog(self._seat_names(), self)
        if dialog.exec():
            if self._guard(lambda: self.table.record_penalty(**dialog.values())) is not None:
                self.statusBar().showMessage(self.tr("Penalty recorded"), 8000)

    def _next_hand(self) -> None:
        self.editing = None
        self.builder.reset_for_next_hand(self.table.position().prevailing)
        self._table_changed()

    def _guard(self, work):
        """Run a ledger change; a refusal or an unexpected error is shown and the session goes on."""
        try:
            result = work()
        except ValueError as exc:  # the ledger's and the payout's refusals say why
            QMessageBox.warning(self, self.tr("Not recorded"), str(exc))
            return None
        return True if result is None else result

    # -- the ledger --------------------------------------------------------------

    def undo(self) -> None:
        if self.table.undo():
            self.statusBar().showMessage(self.tr("Undone"), 5000)

    def redo(self) -> None:
        if self.table.redo():
            self.statusBar().showMessage(self.tr("Redone"), 5000)

    def _edit_selected(self) -> None:
        row = self.ledger.current_row()
        if row is not None:
            self.edit_hand(row)

    def edit_hand(self, row: HandRow) -> None:
        if row.kind == "quick":
            self._edit_quick(row)
            return
        if row.kind != "win":
            QMessageBox.information(
                self, self.tr("Edit hand"),
                self.tr("A draw, a false win or a penalty has nothing to fix; delete it instead "
                        "(right-click it in the ledger) and record what happened."))
            return
        try:
            self.editing = row
            self.builder.reset_for_next_hand(row.prevailing)
            self.builder.load_json(dict(row.entry))
        except ValueError as exc:
            self.editing = None
            QMessageBox.warning(self, self.tr("Edit hand"), str(exc))
            return
        self.situation.refresh_names()
        self._builder_changed()
        self.statusBar().showMessage(
            self.tr("Editing hand {0}: fix it, then Save (later hands re-settle) or Cancel").format(row.number))

    def _edit_quick(self, row: HandRow) -> None:
        from mjscore_gui.gui.quick_entry import QuickEntryDialog

        names = {seat: self.table.players[p] for seat, p in row.seats.items()}
        dialog = QuickEntryDialog(self.table, names, None, self, initial=row.entry)
        if dialog.exec():
            v = dialog.values()
            entry = {"faan": v["faan"], "seat_wind": v["winner"], "win": v["win"], "discarder": v["discarder"],
                     "responsible": None}
            if self._guard(lambda: self.table.replace(row.key, entry)) is not None:
                self.statusBar().showMessage(
                    self.tr("Hand {0} changed; later hands re-settled").format(row.number), 8000)

    def delete_entry(self, row: HandRow) -> None:
        answer = QMessageBox.question(
            self, self.tr("Delete entry"),
            self.tr("Delete hand {0} ({1})? Later hands are settled again. Undo (Ctrl+Z) brings it back.").format(
                row.number, row.label))
        if answer == QMessageBox.StandardButton.Yes:
            self._guard(lambda: self.table.delete(row.key))

    def cancel_edit(self) -> None:
        self.editing = None
        self._next_hand()
        self.statusBar().clearMessage()

    # -- dialogs -----------------------------------------------------------------

    def rules_dialog(self) -> None:
        from mjscore_gui.gui.rules_dialog import RulesDialog

        dialog = RulesDialog(self.table.ruleset, self)
        if dialog.exec():
            ruleset = dialog.ruleset()
            if self._guard(lambda: self.table.set_ruleset(ruleset)) is not None:
                self.statusBar().showMessage(self.tr("New rules apply from the next hand"), 8000)

    def players_dialog(self) -> None:
        from mjscore_gui.gui.session_dialogs import PlayersDialog

        dialog = PlayersDialog(self._seat_names(), self)
        if dialog.exec():
            self._guard(lambda: self.table.set_seating(dialog.seating()))

    def new_session(self) -> None:
        from mjscore_gui.gui.session_dialogs import PlayersDialog

        dialog = PlayersDialog(self._seat_names(), self, new=True)
        if dialog.exec() and self._guard(lambda: self.table.new_session(dialog.players())) is not None:
            self.editing = None
            self._next_hand()
            self.statusBar().showMessage(self.tr("New session started"), 8000)

    def resume_session(self) -> None:
        from mjscore_gui.gui.session_dialogs import ResumeDialog

        sessions = self.table.sessions()
        dialog = ResumeDialog(sessions, self)
        if dialog.exec() and dialog.chosen() is not None:
            if self._guard(lambda: self.table.resume(dialog.chosen())) is not None:
                self.editing = None
                self._next_hand()

    def export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export CSV"), "mjscore-session.csv",
                                              self.tr("CSV files (*.csv)"))
        if path and self._guard(lambda: self.table.export_csv(path)) is not None:
            self.statusBar().showMessage(self.tr("Exported to {0}").format(path), 8000)

    # -- view --------------------------------------------------------------------

    def toggle_large(self) -> None:
        self.large = not self.large
        self.large_action.setChecked(self.large)
        if self.settings is not None:
            self.settings.setValue("view/large_text", self.large)
        self.scale = Scale.of(self.large, self._screen_height())
        self.apply_scale()

    @staticmethod
    def _screen_height() -> int:
        screen = QApplication.primaryScreen()
        return screen.availableGeometry().height() if screen is not None else 1080

    def apply_scale(self) -> None:
        font = QFont(self._base_font)
        font.setPointSizeF(self._base_font.pointSizeF() * self.scale.font)
        self.setFont(font)
        self.setStyleSheet(style.window_style(self.scale))
        self.palette.set_tile_height(self.scale.tile)
        self.hand_area.set_tile_height(self.scale.hand_tile)


class _SidePanel(QWidget):
    """The column right of the hand: as narrow as its contents allow (420 px at least),
    so the hand keeps the room and its sets stay on one line where they can."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()
