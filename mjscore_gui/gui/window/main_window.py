"""The table-side window: palettes and the hand on the left, how it was won and the
live result on the right, the running totals on top and the ledger below (README's "The
window" says what it composes). The ledger is the lower pane of `self.splitter`; a side
panel can be added to `self.body`, the splitter beside the entry area and the ledger."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.club.club_folder_panel import ClubFolderFeatures
from mjscore_gui.gui.club.club_panel import ClubFeatures
from mjscore_gui.gui.club.club_roster_panel import ClubRosterFeatures
from mjscore_gui.gui.dialogs.session_dialogs import PlayersDialog, ResumeDialog
from mjscore_gui.gui.local_time import short_date
from mjscore_gui.gui.panels.actions_panel import MoreActions, RecordBox
from mjscore_gui.gui.panels.hand_area import HandArea
from mjscore_gui.gui.panels.ledger_view import LedgerView
from mjscore_gui.gui.panels.losers_panel import LosersPanel
from mjscore_gui.gui.panels.palette import Palette
from mjscore_gui.gui.panels.result_panel import ResultPanel
from mjscore_gui.gui.panels.situation_panel import SituationPanel
from mjscore_gui.gui.panels.totals_bar import TotalsBar
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.grip_splitter import GripSplitter
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.scale import Scale
from mjscore_gui.gui.widgets.wheel_guard import guard_boxes
from mjscore_gui.gui.window.copy_lock import CopyLock
from mjscore_gui.gui.window.editing import EditViews, HandEditor
from mjscore_gui.gui.window.menus import build_menus
from mjscore_gui.gui.window.recording import STATUS_MS, Recorder
from mjscore_gui.gui.window.screen_fit import ScreenFit
from mjscore_gui.gui.window.session_check import SessionCheck
from mjscore_gui.ledger import LedgerError
from mjscore_gui.rulebook import RulesetLibrary


class MainWindow(QMainWindow):
    # Made by window/menus.py with the window.
    undo_action: QAction
    redo_action: QAction
    large_action: QAction

    def __init__(self, table: Table, settings: QSettings | None = None, notice: str | None = None) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.table = table
        self._names_dialog: PlayersDialog | None = None  # the first-launch question while it is open
        self._waiting: Any = None  # what to do once the players are named
        # The presets and house rulesets the rules dialogs offer (set by app.create_main_window).
        self.rulesets: RulesetLibrary | None = None
        self.settings = settings
        self.large = bool(settings and settings.value("view/large_text", False, type=bool))
        self.scale = Scale.of(self.large, self._screen_height())
        self.builder = HandBuilder(table.ruleset)
        self._base_font = QApplication.font()
        self._asked_names = False

        seat_names = self._seat_names
        self.tile_palette = Palette(self.builder, self.scale.tile)
        self.hand_area = HandArea(self.builder, self.scale.hand_tile)
        self.situation = SituationPanel(self.builder, seat_names)
        self.record_box = RecordBox()
        self.more = MoreActions()
        self.result = ResultPanel(self.builder, seat_names, self.record_box)
        self.totals = TotalsBar(table, seat_names)
        self.totals.picked.connect(self.builder.pick_player)  # keyboard: the Winner and Discarded by boxes
        self.ledger = LedgerView(table)
        self.edit_banner = named(PlainLabel(), "edit-banner")
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
        entry = named(QWidget(), "entry")
        columns = QHBoxLayout(entry)
        columns.setContentsMargins(6, 0, 6, 0)
        # The hand gets the room (its sets wrap when short of it); the panel its own width.
        columns.addWidget(left, 1)
        columns.addWidget(right, 0)

        splitter = GripSplitter(Qt.Orientation.Vertical, self.tr("Drag to give the ledger more or less room"))
        splitter.setObjectName("main-splitter")
        splitter.addWidget(entry)
        splitter.addWidget(self.ledger)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        splitter.setCollapsible(1, False)
        self.splitter = splitter
        # Within the screen; the ledger's rows unless the hand needs the room (screen_fit.py).
        self.screen_fit = ScreenFit(self, splitter, self.ledger.strip_height)
        self.body = named(QSplitter(), "body-splitter")  # side by side
        self.body.addWidget(splitter)
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(6, 4, 6, 0)
        central_layout.setSpacing(4)
        central_layout.addWidget(self.totals)
        central_layout.addWidget(self.body, 1)
        self.setCentralWidget(central)
        self.central = central

        self.status_undo = named(QPushButton(self.tr("Undo")), "status-undo")
        self.status_undo.setFlat(True)
        self.status_undo.setVisible(False)
        self.statusBar().addPermanentWidget(self.status_undo)
        # While a past entry is being fixed, the status line says which and under what
        # rules (a line of its own above the hand would push the palette off a 768-px screen).
        self.statusBar().addWidget(self.edit_banner, 1)
        self.statusBar().messageChanged.connect(self._status_message_changed)

        self.recorder = Recorder(
            table,
            self.builder,
            self,
            self.statusBar(),
            editing=lambda: self.editor.editing,
            next_hand=self.next_hand,
            announce=self._announce,
            ensure_session=self._ensure_session,
            seat_names=self._seat_names,
            table_changed=self._table_changed,
        )
        views = EditViews(self.edit_banner, self.status_undo, self.ledger, self.situation, self.result, self.totals)
        self.editor = HandEditor(
            table,
            self.builder,
            self,
            self.statusBar(),
            views,
            guard=self.recorder.guard,
            copy_line=self.recorder.copy_line,
            next_hand=self.next_hand,
            announce=self._announce,
            builder_changed=self._builder_changed,
        )
        self.ledger.edit_requested.connect(self.editor.edit_hand)
        self.ledger.delete_requested.connect(self.editor.delete_entry)
        self.status_undo.clicked.connect(self.editor.undo)
        self.menus = build_menus(self)
        # The chart beside the ledger; settle-up, summary, what-if, the Club menu's items.
        self.club = ClubFeatures(self, table, self.ledger, settings, self.menus, self.recorder.write_export)
        # The club folder read and published; the seating plan; the roster.
        self.club_folder = ClubFolderFeatures(
            self,
            table,
            settings,
            self.menus.club,
            rulesets=lambda: self.rulesets,
            guard=self.recorder.guard,
            next_hand=self.next_hand,
            announce=self._announce,
        )
        self.club_roster: ClubRosterFeatures = self.club_folder.roster
        recorder = self.recorder
        self.record_box.record.clicked.connect(recorder.record_hand)
        self.record_box.cancel_edit.clicked.connect(self.editor.cancel_edit)
        self.more.draw.clicked.connect(recorder.record_draw)
        self.more.flower_win.clicked.connect(recorder.flower_win)
        self.more.quick.clicked.connect(recorder.quick_entry)
        self.more.false_win.clicked.connect(recorder.false_win)
        self.more.penalty.clicked.connect(recorder.penalty)
        self.builder.subscribe(self._builder_changed)
        table.subscribe(self._table_changed)
        self._table_changed()
        self.session_check = SessionCheck(self)  # the session shown against what is stored
        self.apply_scale()
        available = QApplication.primaryScreen().availableGeometry() if QApplication.primaryScreen() else None
        # Wide enough for what it holds: on a 1080-line screen the tiles are drawn larger,
        # and a window cut to 1360 squeezed the buttons under the result past their words.
        wide = max(1360, self.sizeHint().width())
        if available is not None and available.height() < 900:
            self.resize(min(wide, available.width()), available.height())
        else:
            self.resize(min(wide, available.width()) if available is not None else wide, 900)
        if notice:
            self.statusBar().showMessage(notice, STATUS_MS)
        # Another program (`mjscore ledger record`, a second window) may change the file:
        # read it again when it has (Table.poll; a cheap PRAGMA when nothing changed).
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(500)
        self.poll_timer.timeout.connect(recorder.poll_ledger)
        self.poll_timer.start()
        self.copy_lock = CopyLock(self)  # another laptop's session: read-only, Take over…
        guard_boxes(self)  # the wheel changes no box without the focus (widgets/wheel_guard.py)

    # -- reacting ----------------------------------------------------------------

    def next_hand(self) -> None:
        """The editor cleared for the next hand (a fix being made is dropped)."""
        self.editor.stop_editing()
        self.builder.reset_for_next_hand(self.table.next_hand().prevailing_wind)
        self._table_changed()

    def _seat_names(self) -> dict[str, str]:
        # The panels ask while they are made, before the editor is: nothing is being fixed then.
        editing = self.editor.editing if "editor" in vars(self) else None
        if editing is not None:
            return editing.seat_names()
        return self.table.seat_names()

    def _builder_changed(self) -> None:
        ok, reason, short = self.builder.record_check()
        editing = self.editor.editing
        self.record_box.set_record_state(ok, reason, short, editing.number if editing else None)
        state = self.builder.state
        self.totals.show_picks(state.winner, state.discarder)
        self.screen_fit.schedule()  # a longer hand may want some of the ledger's rows

    def _table_changed(self) -> None:
        if self.editor.editing is not None and not self.editor.editing.still_there(self.table):
            self.editor.stop_editing()  # the entry being fixed was undone or deleted meanwhile
        prevailing = self.table.next_hand().prevailing_wind
        if self.editor.editing is None and self.builder.state.prevailing != prevailing:
            self.builder.set_situation(prevailing=prevailing)
        if self.editor.editing is None and self.builder.ruleset is not self.table.ruleset:
            self.builder.set_ruleset(self.table.ruleset)
        self.situation.refresh_names()
        self.result.refresh()
        self._undo_texts()
        self._update_title()
        self._builder_changed()

    def _undo_texts(self) -> None:
        session = self.table.session
        self.undo_action.setEnabled(session is not None and session.can_undo())
        self.redo_action.setEnabled(session is not None and session.can_redo())
        # Say what undo would undo ("record hand 12"), so nobody undoes the wrong thing.
        undo_text = session.undo_text() if session is not None else None
        redo_text = session.redo_text() if session is not None else None
        self.undo_action.setText(self.tr("&Undo {0}").format(undo_text) if undo_text else self.tr("&Undo"))
        if self.table.undo_is_elsewhere():  # Ctrl+Z then says so and does nothing
            self.undo_action.setText(self.tr("&Undo (the last change is another program's)"))
        self.redo_action.setText(self.tr("&Redo {0}").format(redo_text) if redo_text else self.tr("&Redo"))

    def _update_title(self) -> None:
        name = self.table.name
        if self.table.started and not name:
            started = self.table.session.started if self.table.session is not None else None
            name = self.tr("Session of {0}").format(short_date(started)) if started else self.tr("Session")
        if self.table.is_copy:
            name = self.tr("{0} (read-only copy from another ledger)").format(name)
        self.setWindowTitle(f"MJScore — {name}" if self.table.started else "MJScore")

    def _status_message_changed(self, text: str) -> None:
        if not text:  # the undo note leaves with the message it explained
            self.status_undo.setVisible(False)

    def enter_pressed(self) -> None:
        focus = QApplication.focusWidget()
        if isinstance(focus, QLineEdit):
            # Typing a whole hand is "tiles, Enter, Enter": an empty tile box records.
            if focus is self.hand_area.typed and not focus.text().strip():
                self.recorder.record_hand()
            else:
                focus.returnPressed.emit()
            return
        if focus is self.ledger:
            self.editor.edit_selected()
            return
        self.recorder.record_hand()

    def _announce(self, text: str, undoable: bool = True) -> None:
        """Say what just happened in the status line, with Undo beside it."""
        self.statusBar().showMessage(text, STATUS_MS)
        self.status_undo.setVisible(undoable and self.table.can_undo())

    # -- the first launch --------------------------------------------------------

    def showEvent(self, event) -> None:
        guard_boxes(self)  # boxes made since (the losers' panel of a units session, say)
        super().showEvent(event)
        if not self.table.started and not self._asked_names:
            self._asked_names = True
            QTimer.singleShot(0, self._ask_names)
        QTimer.singleShot(0, self.ledger.show_latest)

    def _ask_names(self, then=None) -> None:
        """No session yet (a first launch): a session starts with the four players'
        names, not placeholders. The dialog does not block: once it is answered, `then`
        (the entry that was waiting for a session) goes ahead."""
        if self.table.started:
            if then is not None:
                then()
            return
        self._waiting = then or self._waiting
        if self._names_dialog is not None:
            self._names_dialog.raise_()  # already asking: one question at a time
            return
        # The first session chooses its rules as any new one does (the default first).
        dialog = PlayersDialog(
            {},
            self,
            new=True,
            welcome=True,
            look_alikes=self._look_alikes,
            rulesets=sorted(self._ruleset_choices(), key=lambda c: c[0] != self.table.ruleset.id),
        )
        self._names_dialog = dialog

        def answered(ok: int) -> None:
            self._names_dialog = None
            waiting, self._waiting = self._waiting, None
            if ok and self._start_session(dialog) and waiting is not None:
                waiting()

        dialog.finished.connect(answered)
        dialog.open()

    def _start_session(self, dialog) -> bool:
        def start() -> bool:
            chosen = dialog.ruleset_id()
            ruleset = self._library().get(chosen) if chosen else None
            self.table.new_session(dialog.players(), dialog.session_name(), ruleset)
            return True

        if self.recorder.guard(start) is None:
            return False
        self.next_hand()
        self._announce(self.tr("New session started"), undoable=False)
        return True

    def _ensure_session(self, then) -> bool:
        """Before the first entry the session needs its four players: asks for them and
        carries on with `then` once named. True when there is a session already."""
        if self.table.started:
            return True
        self._ask_names(then)
        return False

    # -- dialogs -----------------------------------------------------------------

    def rules_dialog(self) -> None:
        # Imported when first opened: its module and widgets cost 2 ms of the window's
        # start-up (tests/benchmarks/bench_startup.py).
        from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog

        dialog = RulesDialog(self.table.ruleset, self, library=self.rulesets)
        if dialog.exec():
            self.apply_ruleset(dialog.ruleset())

    def apply_ruleset(self, ruleset: Ruleset) -> None:
        """Play `ruleset` from the next hand (after the players are named, on a first launch)."""

        def apply() -> None:
            if self.recorder.guard(lambda: self.table.change_rules(ruleset)) is not None:
                self._announce(self.tr("New rules apply from the next hand"))

        if self._ensure_session(apply):
            apply()

    def _look_alikes(self, names: list[str]) -> list[str]:
        try:
            return self.table.ledger.look_alikes(names)
        except LedgerError:
            return []  # a name the ledger refuses is said when it is recorded

    def players_dialog(self) -> None:
        if not self._ensure_session(self.players_dialog):
            return
        dialog = PlayersDialog(self._seat_names(), self, look_alikes=self._look_alikes)
        if dialog.exec():
            self.recorder.guard(lambda: self.table.set_seating(dialog.seating()))

    def _ruleset_choices(self) -> list[tuple[str, str]]:
        return [(e.id, f"{e.name} {e.name_zh}".strip()) for e in self._library().entries()]

    def new_session(self) -> None:
        rulesets = self._ruleset_choices()
        current = self.table.ruleset
        current_name = f"{current.name} {current.name_zh}".strip() if self.table.started else ""
        dialog = PlayersDialog(
            self._seat_names(),
            self,
            new=True,
            look_alikes=self._look_alikes,
            rulesets=rulesets,
            current=current_name,
            taken=[info.name for info in self.table.sessions()],
        )
        if dialog.exec():
            self._start_session(dialog)

    def _library(self) -> RulesetLibrary:
        return self.rulesets or RulesetLibrary(None)

    def resume_session(self) -> None:
        sessions = self.table.sessions()
        dialog = ResumeDialog(sessions, self)
        chosen = dialog.chosen() if dialog.exec() else None
        if chosen is not None and not self.session_check.can_show(chosen):
            return
        if chosen is not None and self.recorder.guard(lambda: self.table.resume(chosen)) is not None:
            self.next_hand()

    # -- view --------------------------------------------------------------------

    def toggle_large(self) -> None:
        self.large = not self.large
        self.large_action.setChecked(self.large)
        if self.settings is not None:
            self.settings.setValue("view/large_text", self.large)
        self.scale = Scale.of(self.large, self._screen_height())
        if self.large:
            self.screen_fit.entering_large()
        self.apply_scale()
        if not self.large:
            self.screen_fit.leaving_large()

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
        self.totals.fit_height()
        self.tile_palette.set_tile_height(self.scale.tile)
        self.hand_area.set_tile_height(self.scale.hand_tile)
        self.ledger.set_scale(self.scale)
        self.splitter.setSizes([10000, self.ledger.strip_height()])
        self.screen_fit.reset_share()


class _SidePanel(QWidget):
    """The column right of the hand: as narrow as its contents allow, so the hand keeps
    the room and its sets stay on one line where they can."""

    def sizeHint(self) -> QSize:
        # Its least width, and the height its contents ask for (every line of the result,
        # which the window gives it from the ledger's share when it can).
        return QSize(self.minimumSizeHint().width(), super().sizeHint().height())
