"""The table-side window: palettes and the hand on the left, how it was won and the
live result on the right, the running totals on top and the ledger below.

Where things live (for the engineers who add to it): the menus are built in
`_build_menus` (Session, Edit, Hand, Rules, View; add a menu with `self.menu_named(name, title)`,
and items to the window's menus from elsewhere through `when_menus`: a launch fills the
menus once the window has painted, under the titles it shows from the start), and the ledger is `self.ledger`, the lower pane of
`self.splitter` (a side panel can be added to `self.body`, the horizontal splitter
that holds the entry area and the ledger column)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, QSize, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.library import RulesetLibrary
from mjscore_gui.gui import style
from mjscore_gui.gui.actions_panel import MoreActions, RecordBox
from mjscore_gui.gui.before_paint import VERTICAL
from mjscore_gui.gui.club_panel import install_club
from mjscore_gui.gui.hand_area import HandArea
from mjscore_gui.gui.ledger_view import LedgerView, seat_names_for
from mjscore_gui.gui.losers_panel import LosersPanel
from mjscore_gui.gui.models import HandBuilder
from mjscore_gui.gui.models.entry_text import describe, entry_name
from mjscore_gui.gui.models.export import default_export_path
from mjscore_gui.gui.models.hand_edit import HandEdit
from mjscore_gui.gui.models.table import HandRow, TableSession
from mjscore_gui.gui.palette import Palette
from mjscore_gui.gui.result_panel import ResultPanel
from mjscore_gui.gui.scale import Scale
from mjscore_gui.gui.situation_panel import SituationPanel
from mjscore_gui.gui.totals_bar import TotalsBar

if TYPE_CHECKING:  # imported where first used: a dialog the window may never open, the menus' items
    from PySide6.QtGui import QAction

    from mjscore_gui.gui.session_dialogs import PlayersDialog

STATUS_MS = 15000


class MainWindow(QMainWindow):
    def __init__(
        self,
        table: TableSession,
        settings: QSettings | None = None,
        notice: str | None = None,
        menus_after_paint: bool = False,
    ) -> None:
        """`menus_after_paint`: the menu bar shows its titles at once and its menus are
        filled once the window has painted (a launch: their items, shortcuts and the Qt
        types they need cost the first paint ~4 ms); otherwise they are filled here."""
        super().__init__()
        self.setObjectName("main-window")
        self.table = table
        self._names_dialog: PlayersDialog | None = None  # the first-launch question while it is open
        self._waiting: Callable[[], None] | None = None  # what to do once the players are named
        self._restored: dict[str, Any] | None = None  # the hand undo put back in the editor
        # The presets and house rulesets the rules dialogs offer (set by app.create_main_window).
        self.rulesets: RulesetLibrary | None = None
        self.settings = settings
        self.large = bool(settings and settings.value("view/large_text", False, type=bool))
        self.scale = Scale.of(self.large, self._screen_height())
        self.editing: HandEdit | None = None
        self.builder = HandBuilder(table.ruleset)
        self._base_font = QApplication.font()
        self._asked_names = False
        self.undo_action: QAction | None = None
        self.redo_action: QAction | None = None
        self.large_action: QAction | None = None
        self._menus_filled = False
        self._menu_fillers: list[Callable[[], None]] = []

        seat_names = self._seat_names
        self.tile_palette = Palette(self.builder, self.scale.tile)
        self.hand_area = HandArea(self.builder, self.scale.hand_tile)
        self.situation = SituationPanel(self.builder, seat_names)
        self.record_box = RecordBox()
        self.more = MoreActions()
        self.result = ResultPanel(self.builder, seat_names, self.record_box)
        self.totals = TotalsBar(table)
        self.ledger = LedgerView(table)
        self.ledger.edit_requested.connect(self.edit_hand)
        self.ledger.delete_requested.connect(self.delete_entry)
        self.edit_banner = QLabel()
        self.edit_banner.setObjectName("edit-banner")
        # One line, cut at the window's edge rather than widening it (its tooltip has it all).
        self.edit_banner.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.edit_banner.setVisible(False)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(4)
        left_layout.addWidget(self.tile_palette)
        left_layout.addWidget(self.hand_area)
        left_layout.addWidget(self.situation)
        self.losers = LosersPanel(self.builder, seat_names)  # shown only under units (seed 000)
        left_layout.addWidget(self.losers)
        left_layout.addStretch(1)
        right = _SidePanel()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.result, 1)
        right_layout.addWidget(self.more)
        right.setMinimumWidth(400)
        entry = QWidget()
        entry.setObjectName("entry")
        entry_layout = QVBoxLayout(entry)
        entry_layout.setContentsMargins(0, 0, 0, 0)
        entry_layout.setSpacing(2)
        columns = QHBoxLayout()
        columns.setContentsMargins(6, 0, 6, 0)
        # The hand gets the room (its sets wrap when short of it); the panel its own width.
        columns.addWidget(left, 1)
        columns.addWidget(right, 0)
        entry_layout.addLayout(columns, 1)

        splitter = QSplitter()
        splitter.setProperty("orientation", VERTICAL)  # no Qt enum before the first paint (gui/before_paint.py)
        splitter.setObjectName("main-splitter")
        splitter.addWidget(entry)
        splitter.addWidget(self.ledger)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        splitter.setCollapsible(1, False)
        self.splitter = splitter
        self.body = QSplitter()  # side by side
        self.body.setObjectName("body-splitter")
        self.body.addWidget(splitter)
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(6, 4, 6, 0)
        central_layout.setSpacing(4)
        central_layout.addWidget(self.totals)
        central_layout.addWidget(self.body, 1)
        self.setCentralWidget(central)
        self.central = central

        self.status_undo = QPushButton(self.tr("Undo"))
        self.status_undo.setObjectName("status-undo")
        self.status_undo.setFlat(True)
        self.status_undo.setVisible(False)
        self.status_undo.clicked.connect(self.undo)
        self.statusBar().addPermanentWidget(self.status_undo)
        # While a past entry is being fixed, the status line says which and under what
        # rules (a line of its own above the hand would push the palette off a 768-px screen).
        self.statusBar().addWidget(self.edit_banner, 1)
        self.statusBar().messageChanged.connect(self._status_message_changed)

        self._menu_titles()
        install_club(self)  # chart beside the ledger; settle-up, summary, what-if, Club menu
        self.record_box.record.clicked.connect(self.record_hand)
        self.record_box.cancel_edit.clicked.connect(self.cancel_edit)
        self.more.draw.clicked.connect(self.record_draw)
        self.more.quick.clicked.connect(self.quick_entry)
        self.more.false_win.clicked.connect(self.false_win)
        self.more.penalty.clicked.connect(self.penalty)
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
            self.statusBar().showMessage(notice, STATUS_MS)
        if menus_after_paint:
            from mjscore_gui.gui.before_paint import after_first_paint

            after_first_paint(self, self.fill_menus)
        else:
            self.fill_menus()

    # -- menus -------------------------------------------------------------------

    def _menu_titles(self) -> None:
        """The menu bar's titles, in their order, before anything is in the menus."""
        from PySide6.QtCore import QCoreApplication

        for name, title in (
            ("session-menu", self.tr("&Session")),
            ("edit-menu", self.tr("&Edit")),
            ("hand-menu", self.tr("&Hand")),
            ("club-menu", QCoreApplication.translate("ClubFeatures", "&Club")),  # filled by club_panel
            ("rules-menu", self.tr("&Rules")),
            ("view-menu", self.tr("&View")),
            ("help-menu", self.tr("&Help")),  # filled by rulebook_menu
        ):
            self.menu_named(name, title)

    def menu_named(self, name: str, title: str) -> QMenu:
        """The menu bar's menu called `name`, added at its end when it is not there yet."""
        menu = self.menuBar().findChild(QMenu, name)
        if menu is None:
            menu = self.menuBar().addMenu(title)
            menu.setObjectName(name)
        return menu

    def when_menus(self, fill: Callable[[], None]) -> None:
        """Have `fill` add its items to the menus: now if they are filled, else with them."""
        if self._menus_filled:
            fill()
        else:
            self._menu_fillers.append(fill)

    def fill_menus(self) -> None:
        """The menus' items and the window's shortcuts (once: after the first paint on a launch)."""
        if self._menus_filled:
            return
        from PySide6.QtGui import QKeySequence, QShortcut

        self._build_menus()
        # Enter records from anywhere in the window, except where Enter already means
        # something (typing tiles, a focused button or list).
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self).activated.connect(self._enter_pressed)
        self._menus_filled = True
        for fill in self._menu_fillers:
            fill()
        self._menu_fillers.clear()
        self._undo_texts()

    def _build_menus(self) -> None:
        from PySide6.QtGui import QKeySequence

        session = self.menu_named("session-menu", self.tr("&Session"))
        self._action(session, self.tr("&New session…"), self.new_session, QKeySequence.StandardKey.New, "new-session")
        self._action(
            session, self.tr("&Resume session…"), self.resume_session, QKeySequence.StandardKey.Open, "resume-session"
        )
        self._action(session, self.tr("&Players and seats…"), self.players_dialog, None, "players")
        session.addSeparator()
        self._action(session, self.tr("&Export CSV…"), lambda: self.export("csv"), None, "export-csv")
        self._action(session, self.tr("Export &JSON…"), lambda: self.export("json"), None, "export-json")
        session.addSeparator()
        self._action(session, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, "quit")
        self.session_menu = session

        edit = self.menu_named("edit-menu", self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo"), self.undo, QKeySequence("Ctrl+Z"), "undo")
        self.redo_action = self._action(edit, self.tr("&Redo"), self.redo, QKeySequence("Ctrl+Shift+Z"), "redo")
        edit.addSeparator()
        self._action(edit, self.tr("Edit selected &entry…"), self._edit_selected, None, "edit-hand")
        self._action(edit, self.tr("&Delete selected entry…"), self._delete_selected, None, "delete-entry")

        hand = self.menu_named("hand-menu", self.tr("&Hand"))
        self._action(hand, self.tr("&Record hand\tEnter"), self.record_hand, None, "menu-record-hand")
        self._action(hand, self.tr("Record &draw"), self.record_draw, QKeySequence("Ctrl+D"), "menu-record-draw")
        self._action(hand, self.tr("&Faan only…"), self.quick_entry, QKeySequence("Ctrl+F"), "menu-quick")
        self._action(hand, self.tr("F&alse win…"), self.false_win, None, "menu-false-win")
        self._action(hand, self.tr("&Penalty…"), self.penalty, None, "menu-penalty")
        hand.addSeparator()
        self._action(
            hand, self.tr("&Type tiles"), lambda: self.hand_area.typed.setFocus(), QKeySequence("Ctrl+T"), "menu-type"
        )

        rules = self.menu_named("rules-menu", self.tr("&Rules"))
        self._action(rules, self.tr("&Rules and payouts…"), self.rules_dialog, QKeySequence("Ctrl+R"), "rules")

        view = self.menu_named("view-menu", self.tr("&View"))
        self.large_action = self._action(
            view, self.tr("&Larger text for the far side"), self.toggle_large, QKeySequence("Ctrl++"), "large-text"
        )
        self.large_action.setCheckable(True)
        self.large_action.setChecked(self.large)
        self.view_menu = view

    def _action(self, menu, text, slot, shortcut, name) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut is not None:
            # The property, not setShortcut(), whose overloads make PySide6 build the Qt namespace.
            action.setProperty("shortcut", shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    # -- reacting ----------------------------------------------------------------

    def _seat_names(self) -> dict[str, str]:
        if self.editing is not None:
            return self.editing.seat_names(self.table.players)
        return seat_names_for(self.table)()

    def _builder_changed(self) -> None:
        ok, reason, short = self.builder.record_check()
        self.record_box.set_record_state(ok, reason, short, self.editing.number if self.editing else None)
        # While a past hand is being fixed, the other ways of ending a hand would record a
        # new one and drop the fix: they wait until it is saved or cancelled.
        self.more.setEnabled(self.editing is None)

    def _table_changed(self) -> None:
        if self.editing is not None and not self.editing.still_there(self.table):
            self._stop_editing()  # the entry being fixed was undone or deleted meanwhile
        position = self.table.position()
        if self.editing is None and self.builder.state.prevailing != position.prevailing:
            self.builder.set_situation(prevailing=position.prevailing)
        if self.editing is None and self.builder.ruleset is not self.table.ruleset:
            self.builder.set_ruleset(self.table.ruleset)
        self.situation.refresh_names()
        self.result.refresh()
        self._undo_texts()
        self._update_title()
        self._builder_changed()

    def _undo_texts(self) -> None:
        if self.undo_action is None or self.redo_action is None:
            return  # the menus are filled after the first paint, and say it then
        self.undo_action.setEnabled(self.table.can_undo())
        self.redo_action.setEnabled(self.table.can_redo())
        # Say what undo would undo ("record hand 12"), so nobody undoes the wrong thing.
        undo_text, redo_text = self.table.undo_text(), self.table.redo_text()
        self.undo_action.setText(self.tr("&Undo {0}").format(undo_text) if undo_text else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo {0}").format(redo_text) if redo_text else self.tr("&Redo"))

    def _update_title(self) -> None:
        name = self.table.name
        if self.table.started and not name:
            started = next((s for s in self.table.sessions() if s.get("current")), {}).get("started", "")
            name = self.tr("Session of {0}").format(str(started)[:10]) if started else self.tr("Session")
        self.setWindowTitle(f"MJScore — {name}" if self.table.started else "MJScore")

    def _status_message_changed(self, text: str) -> None:
        if not text:  # the undo note leaves with the message it explained
            self.status_undo.setVisible(False)

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

    def _announce(self, text: str, undoable: bool = True) -> None:
        """Say what just happened in the status line, with Undo beside it."""
        self.statusBar().showMessage(text, STATUS_MS)
        self.status_undo.setVisible(undoable and self.table.can_undo())

    # -- the first launch --------------------------------------------------------

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.table.started and not self._asked_names:
            self._asked_names = True
            QTimer.singleShot(0, self._ask_names)
        QTimer.singleShot(0, self.ledger.show_latest)

    def _ask_names(self, then=None) -> None:
        """No session yet (a first launch): a session starts with the four players'
        names, not placeholders. The dialog does not block: once it is answered, `then`
        (the entry that was waiting for a session) goes ahead."""
        from mjscore_gui.gui.session_dialogs import PlayersDialog

        if self.table.started:
            if then is not None:
                then()
            return
        self._waiting = then or self._waiting
        if self._names_dialog is not None:
            self._names_dialog.raise_()  # already asking: one question at a time
            return
        dialog = PlayersDialog({}, self, new=True, welcome=True)
        self._names_dialog = dialog

        def answered(ok: int) -> None:
            self._names_dialog = None
            waiting, self._waiting = self._waiting, None
            if ok and self._start_session(dialog) and waiting is not None:
                waiting()

        dialog.finished.connect(answered)
        dialog.open()

    def _start_session(self, dialog) -> bool:
        if self._guard(lambda: self.table.new_session(dialog.players(), dialog.session_name())) is None:
            return False
        self._next_hand()
        self._announce(self.tr("New session started"), undoable=False)
        return True

    def _ensure_session(self, then) -> bool:
        """Before the first entry the session needs its four players: asks for them and
        carries on with `then` once named. True when there is a session already."""
        if self.table.started:
            return True
        self._ask_names(then)
        return False

    # -- recording ---------------------------------------------------------------

    def record_hand(self) -> None:
        ok, reason = self.builder.can_record()
        if not ok:
            self.statusBar().showMessage(reason, 8000)
            return
        entry = self.builder.to_json()
        if self.editing is not None:
            edit = self.editing
            if not self._guard(lambda: self.table.replace(edit.key, entry)):
                return
            self._stop_editing()
            self._announce(self.tr("{0} changed; later hands re-settled").format(entry_name(edit.row).capitalize()))
            self._next_hand()
            return
        if not self._ensure_session(self.record_hand):
            return
        number = self._guard(lambda: self.table.record_win(entry))
        if number is None:
            return
        self._next_hand()
        self._announce(self.tr("Hand {0} recorded").format(number))

    def record_draw(self) -> None:
        if not self._ensure_session(self.record_draw):
            return
        number = self._guard(self.table.record_draw)
        if number is not None:
            self._next_hand()
            self._announce(self.tr("Drawn hand {0} recorded: nobody pays").format(number))

    def quick_entry(self) -> None:
        from mjscore_gui.gui.quick_entry import QuickEntryDialog

        if not self._ensure_session(self.quick_entry):
            return
        recorded: list[int] = []

        def submit(v: dict) -> None:
            recorded.append(self.table.record_quick(**v))

        dialog = QuickEntryDialog(self.table.ruleset, self._seat_names(), self.builder.state, submit, self)
        if dialog.exec() and recorded:
            self._next_hand()
            self._announce(self.tr("Hand {0} recorded").format(recorded[0]))

    def false_win(self) -> None:
        from mjscore_gui.gui.penalty_dialog import FalseWinDialog

        if not self._ensure_session(self.false_win):
            return
        recorded: list[int] = []
        dialog = FalseWinDialog(
            self._seat_names(),
            self.table.preview,
            lambda seat: recorded.append(self.table.record_false_win(seat)),
            self,
        )
        if dialog.exec() and recorded:
            self._next_hand()
            self._announce(self.tr("False win recorded as hand {0}").format(recorded[0]))

    def penalty(self) -> None:
        from mjscore_gui.gui.penalty_dialog import PenaltyDialog

        if not self._ensure_session(self.penalty):
            return
        recorded: list[int] = []
        dialog = PenaltyDialog(self._seat_names(), lambda v: recorded.append(self.table.record_penalty(**v)), self)
        if dialog.exec() and recorded:
            self._table_changed()
            self._announce(self.tr("Penalty {0} recorded").format(recorded[0]))

    def _next_hand(self) -> None:
        self._stop_editing()
        self.builder.reset_for_next_hand(self.table.position().prevailing)
        self._table_changed()

    def _guard(self, work):
        """Run a ledger change; a refusal is shown and the session goes on."""
        try:
            result = work()
        except ValueError as exc:  # the ledger's and the payout's refusals say why
            from PySide6.QtWidgets import QMessageBox  # its enums wait until a message

            QMessageBox.warning(self, self.tr("Not recorded"), str(exc))
            return None
        return True if result is None else result

    # -- the ledger --------------------------------------------------------------

    def undo(self) -> None:
        rows = self.table.rows()
        keys = self.table.entry_keys()
        if not self.table.undo():
            return
        self.status_undo.setVisible(False)  # it offered this undo; another would surprise
        remaining = set(self.table.entry_keys())
        gone = [i for i, k in enumerate(keys) if k not in remaining]
        row = rows[gone[-1]] if gone else None
        if row is not None and row.kind == "win" and self.editing is None:
            # A table undoes to fix one tile: the hand comes back into the editor.
            self.builder.reset_for_next_hand(self.table.position().prevailing)
            try:
                self.builder.load_json(dict(row.entry))
            except ValueError:
                self.builder.reset_for_next_hand(self.table.position().prevailing)
            self._restored = self.builder.to_json()
            self.statusBar().showMessage(
                self.tr("Undone: hand {0} is back in the editor; fix it and record it again").format(row.number),
                STATUS_MS,
            )
            return
        self.statusBar().showMessage(self.tr("Undone"), 5000)

    def redo(self) -> None:
        if self.table.redo():
            # The hand undo put back in the editor is in the ledger again: clear it.
            if self._restored is not None and self.builder.to_json() == self._restored:
                self.builder.reset_for_next_hand(self.table.position().prevailing)
            self._restored = None
            self.statusBar().showMessage(self.tr("Redone"), 5000)

    def _edit_selected(self) -> None:
        row = self.ledger.current_row()
        if row is not None:
            self.edit_hand(row)

    def _delete_selected(self) -> None:
        row = self.ledger.current_row()
        if row is not None:
            self.delete_entry(row)

    def edit_hand(self, row: HandRow) -> None:
        try:
            edit = HandEdit.of(self.table, row)
        except ValueError as exc:
            from PySide6.QtWidgets import QMessageBox  # its enums wait until a message

            QMessageBox.information(self, self.tr("Edit"), str(exc))
            return
        if edit.editor == "tiles":
            self._edit_tiles(edit)
        elif edit.editor == "faan":
            self._edit_quick(edit)
        elif edit.editor == "false_win":
            self._edit_false_win(edit)
        else:
            self._edit_penalty(edit)

    def _edit_tiles(self, edit: HandEdit) -> None:
        try:
            self.editing = edit
            self.builder.set_ruleset(edit.ruleset)  # judged by the rules it was played under
            self.builder.reset_for_next_hand(edit.row.prevailing)
            if edit.row.kind == "win":
                self.builder.load_json(dict(edit.row.entry))
        except ValueError as exc:
            from PySide6.QtWidgets import QMessageBox  # its enums wait until a message

            self._stop_editing()
            QMessageBox.warning(self, self.tr("Edit hand"), str(exc))
            return
        self.statusBar().clearMessage()
        self.edit_banner.setText(edit.banner())
        self.edit_banner.setToolTip(
            edit.banner() + "\n" + self.tr("Fix it, then Save (later hands re-settle) or Cancel editing")
        )
        self.edit_banner.setVisible(True)
        self.situation.refresh_names()
        self.result.refresh()
        self._builder_changed()

    def _replaced(self, edit: HandEdit, entry: dict) -> None:
        self.table.replace(edit.key, entry)
        self._announce(self.tr("{0} changed; later hands re-settled").format(entry_name(edit.row).capitalize()))

    def _edit_quick(self, edit: HandEdit) -> None:
        from mjscore_gui.gui.models.table import quick_entry
        from mjscore_gui.gui.quick_entry import QuickEntryDialog

        dialog = QuickEntryDialog(
            edit.ruleset,
            edit.seat_names(self.table.players),
            None,
            lambda v: self._replaced(edit, quick_entry(**v)),
            self,
            initial=edit.row.entry,
            banner=edit.banner(),
        )
        dialog.exec()

    def _edit_false_win(self, edit: HandEdit) -> None:
        from mjscore_gui.gui.penalty_dialog import FalseWinDialog

        dialog = FalseWinDialog(
            edit.seat_names(self.table.players),
            self._preview_under(edit),
            lambda seat: self._replaced(edit, {"false_win": True, "seat_wind": seat}),
            self,
            initial=edit.row.entry.get("seat_wind"),
            banner=edit.banner(),
        )
        dialog.exec()

    def _preview_under(self, edit: HandEdit):
        from mjscore_gui.outcome.jsonform import false_win_json

        def preview(entry: dict) -> dict:
            from fractions import Fraction

            out = false_win_json(entry, edit.ruleset)
            if not out.get("valid"):
                raise ValueError(out.get("error", ""))
            return {s: Fraction(out["payments"][s]) for s in "ESWN"}

        return preview

    def _edit_penalty(self, edit: HandEdit) -> None:
        from mjscore_gui.gui.models.table import penalty_entry
        from mjscore_gui.gui.penalty_dialog import PenaltyDialog

        dialog = PenaltyDialog(
            edit.seat_names(self.table.players),
            lambda v: self._replaced(edit, penalty_entry(**v)),
            self,
            initial=edit.row.entry,
            banner=edit.banner(),
        )
        dialog.exec()

    def delete_entry(self, row: HandRow) -> None:
        from PySide6.QtWidgets import QMessageBox  # its enums wait until a message

        what = entry_name(row)
        answer = QMessageBox.question(
            self,
            self.tr("Delete {0}").format(what),
            self.tr("Delete {0}: {1}?\nLater hands are settled again. Undo (Ctrl+Z) brings it back.").format(
                what, describe(row, self.table.players)
            ),
        )
        if answer == QMessageBox.StandardButton.Yes and self._guard(lambda: self.table.delete(row.key)):
            self._announce(self.tr("Deleted {0}; later hands re-settled").format(what))

    def cancel_edit(self) -> None:
        self._next_hand()
        self.statusBar().clearMessage()

    def _stop_editing(self) -> None:
        if self.editing is None:
            return
        self.editing = None
        self.edit_banner.setVisible(False)
        self.builder.set_ruleset(self.table.ruleset)
        self.builder.reset_for_next_hand(self.table.position().prevailing)

    # -- dialogs -----------------------------------------------------------------

    def rules_dialog(self) -> None:
        from mjscore_gui.gui.rules_dialog import RulesDialog

        dialog = RulesDialog(self.table.ruleset, self, library=self.rulesets)
        if dialog.exec():
            self.apply_ruleset(dialog.ruleset())

    def apply_ruleset(self, ruleset: Ruleset) -> None:
        """Play `ruleset` from the next hand (after the players are named, on a first launch)."""

        def apply() -> None:
            if self._guard(lambda: self.table.set_ruleset(ruleset)) is not None:
                self._announce(self.tr("New rules apply from the next hand"))

        if self._ensure_session(apply):
            apply()

    def players_dialog(self) -> None:
        from mjscore_gui.gui.session_dialogs import PlayersDialog

        if not self._ensure_session(self.players_dialog):
            return
        dialog = PlayersDialog(self._seat_names(), self)
        if dialog.exec():
            self._guard(lambda: self.table.set_seating(dialog.seating()))

    def new_session(self) -> None:
        from mjscore_gui.gui.session_dialogs import PlayersDialog

        dialog = PlayersDialog(self._seat_names(), self, new=True)
        if dialog.exec():
            self._start_session(dialog)

    def resume_session(self) -> None:
        from mjscore_gui.gui.session_dialogs import ResumeDialog

        sessions = self.table.sessions()
        dialog = ResumeDialog(sessions, self)
        chosen = dialog.chosen() if dialog.exec() else None
        if chosen is not None and self._guard(lambda: self.table.resume(chosen)) is not None:
            self._next_hand()

    def export(self, kind: str) -> None:
        """The session as CSV or JSON, into the documents folder unless the user picks another."""
        if not self.table.started:
            self.statusBar().showMessage(self.tr("Nothing to export yet"), 8000)
            return
        suggested = str(default_export_path(self.table.name, kind))
        filters = self.tr("CSV files (*.csv)") if kind == "csv" else self.tr("JSON files (*.json)")
        from PySide6.QtWidgets import QFileDialog  # its enums cost the start-up; a save asks for it

        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export {0}").format(kind.upper()), suggested, filters)
        if path and self._guard(lambda: self.table.export(path, kind)) is not None:
            self.statusBar().showMessage(self.tr("Exported to {0}").format(path), STATUS_MS)

    def export_csv(self) -> None:
        self.export("csv")

    # -- view --------------------------------------------------------------------

    def toggle_large(self) -> None:
        self.large = not self.large
        if self.large_action is not None:
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
        # The window's font is the larger text's (the chart reads it); its parts keep the
        # desktop's font and take their sizes from the style rules, which are set on the
        # parts they style only: every other widget is drawn without a style sheet.
        self.setFont(font)
        for part in (self.central, self.menuBar(), self.statusBar()):
            part.setFont(self._base_font)
        sheet = style.window_style(self.scale)
        for part in (self.totals, self.hand_area, self.result, self.edit_banner, self.ledger):
            if part.styleSheet() != sheet:
                part.setStyleSheet(sheet)
        self.tile_palette.set_tile_height(self.scale.tile)
        self.hand_area.set_tile_height(self.scale.hand_tile)
        self.ledger.set_scale(self.scale)
        self.splitter.setSizes([10000, self.ledger.strip_height()])


class _SidePanel(QWidget):
    """The column right of the hand: as narrow as its contents allow, so the hand keeps
    the room and its sets stay on one line where they can."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()
