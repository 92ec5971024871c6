"""Club ▸ Tonight…: tick who came, Draw (the same seed draws the same plan again) and the plan
is published to the club folder; Print… saves it as a page (HTML) and a picture (PNG) in
English and Chinese; Redraw remaining rounds for a late arrival or an early leaver; Start
table N, round R. The state is the window's `Tonight` (gui/club/state/night_plan.py);
starting a session is the window's (`on_start`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.club.seating.plan import WINDS, PlanError, table_of
from mjscore_gui.club.seating.plan_page import plan_html
from mjscore_gui.gui.club.parts import close_button, set_type
from mjscore_gui.gui.club.plan_view import PlanView, plan_picture
from mjscore_gui.gui.club.state.night_plan import NeedsConfirmation, Start, Started, Tonight, wind_name
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel, shown, wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.limits import MAX_ROUNDS
from mjscore_gui.paths import in_documents

T = TypeVar("T")


class TonightDialog(GuardedDialog):
    def __init__(
        self,
        tonight: Tonight,
        on_start: Callable[[Start], bool],
        parent: QWidget | None = None,
        started: Callable[[], list[Started]] = list,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tonight-dialog")
        self.setWindowTitle(self.tr("Tonight: the seating plan"))
        self.tonight = tonight
        self.on_start = on_start
        self.started = started  # the plan's tables and rounds started anywhere (Tonight.started)
        self._placed: str | None = None  # the evening whose first free table the pickers were put on
        # Asked before a published plan is replaced; tests answer it themselves.
        self.confirm: Callable[[str], bool] = self._ask
        self.confirm_start: Callable[[str], bool] = lambda q: self._ask(q, self.tr("Start this table again?"))
        outer = QHBoxLayout(self)

        # A widget, so Club ▸ Start table… can leave the drawing aside (show_start).
        self.draw_side = named(QWidget(), "tonight-draw-side")
        left = QVBoxLayout(self.draw_side)
        came = QGroupBox(self.tr("Who came"))
        came_layout = QVBoxLayout(came)
        self.comers = named(QListWidget(), "tonight-comers")
        self.comers.itemChanged.connect(self._ticked)
        came_layout.addWidget(self.comers, 1)
        guest_row = QHBoxLayout()
        self.guest = named(QLineEdit(), "tonight-guest")
        self.guest.setPlaceholderText(self.tr("a guest's name"))
        self.guest.returnPressed.connect(self.add_guest)
        add = named(QPushButton(self.tr("&Add")), "tonight-add-guest")
        add.clicked.connect(self.add_guest)
        guest_row.addWidget(self.guest, 1)
        guest_row.addWidget(add)
        came_layout.addLayout(guest_row)
        self.count = named(PlainLabel(), "tonight-count")
        came_layout.addWidget(self.count)
        left.addWidget(came, 1)
        form = QGridLayout()
        form.addWidget(PlainLabel(self.tr("Rounds:")), 0, 0)
        self.rounds = named(QSpinBox(), "tonight-rounds")
        self.rounds.setRange(1, MAX_ROUNDS)
        self.rounds.setValue(4)
        self.rounds.setToolTip(self.tr("Rounds of one wind each; everyone changes table between rounds"))
        form.addWidget(self.rounds, 0, 1)
        form.addWidget(PlainLabel(self.tr("Seed (optional):")), 1, 0)
        self.seed = named(QLineEdit(), "tonight-seed")
        self.seed.setPlaceholderText(self.tr("the same seed draws the same plan"))
        form.addWidget(self.seed, 1, 1)
        left.addLayout(form)
        self.draw_button = named(QPushButton(self.tr("&Draw")), "tonight-draw")
        self.draw_button.clicked.connect(self.draw)
        left.addWidget(self.draw_button)
        left.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.draw_side, 0)

        right = QVBoxLayout()
        self.title = set_type(named(PlainLabel(), "tonight-plan-title"))
        right.addWidget(self.title)
        self.view = set_type(PlanView(tonight.chinese_name), 1.15, bold=False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        right.addWidget(self.view, 1)
        self.status = wrapped_label("", "tonight-status")
        right.addWidget(self.status)
        self.error = wrapped_label("", "tonight-error")
        self.error.setStyleSheet(style.ERROR_TEXT)
        right.addWidget(self.error)
        self.plan_row = QWidget()
        row = QHBoxLayout(self.plan_row)
        self.print_button = named(QPushButton(self.tr("&Print…")), "tonight-print")
        self.print_button.setToolTip(self.tr("Save the plan as a page (HTML) and a picture (PNG), English and Chinese"))
        self.print_button.clicked.connect(self.print_plan)
        row.addWidget(self.print_button)
        row.addStretch(1)
        self.redraw_from = named(QSpinBox(), "tonight-redraw-from")
        self.redraw_from.setPrefix(self.tr("from round "))
        row.addWidget(self.redraw_from)
        self.redraw_button = named(QPushButton(self.tr("&Redraw remaining rounds…")), "tonight-redraw")
        self.redraw_button.setToolTip(
            self.tr("A late arrival or an early leaver: tick who plays now; the rounds before are kept as played")
        )
        self.redraw_button.clicked.connect(self.redraw)
        row.addWidget(self.redraw_button)
        row.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.plan_row)
        self.seating = set_type(wrapped_label("", "start-table-seating"), 1.3)
        right.addWidget(self.seating)
        self.started_list = wrapped_label("", "start-table-started")
        right.addWidget(self.started_list)
        start_row = QHBoxLayout()
        self.start_table = named(QSpinBox(), "start-table-number")
        self.start_table.setPrefix(self.tr("Table "))
        self.start_round = named(QSpinBox(), "start-table-round")
        self.start_round.setPrefix(self.tr("round "))
        self.start_button = named(QPushButton(self.tr("&Start this table here")), "start-table")
        self.start_button.setToolTip(
            self.tr("Open a new session on this laptop with the table's players in their seats")
        )
        self.start_button.clicked.connect(self.start)
        self.start_table.valueChanged.connect(self._start_text)
        self.start_round.valueChanged.connect(self._round_changed)
        start_row.addWidget(self.start_table)
        start_row.addWidget(self.start_round)
        start_row.addWidget(self.start_button, 1)
        right.addLayout(start_row)
        right.addWidget(close_button(self))
        outer.addLayout(right, 1)

        self._unsubscribe = tonight.subscribe(self.refresh)
        self.finished.connect(lambda _=0: self._unsubscribe())
        self.resize(1180, 680)
        self._fill_comers()
        self.refresh()

    # -- showing -------------------------------------------------------------------------

    def _fill_comers(self) -> None:
        with QSignalBlocker(self.comers):
            self.comers.clear()
            for comer in self.tonight.comers:
                item = QListWidgetItem(comer.shown + (self.tr(" (guest)") if comer.guest else ""))
                item.setData(Qt.ItemDataRole.UserRole, comer.name)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                came = comer.name in self.tonight.players()
                item.setCheckState(Qt.CheckState.Checked if came else Qt.CheckState.Unchecked)
                self.comers.addItem(item)

    def refresh(self) -> None:
        if self.comers.count() != len(self.tonight.comers):
            self._fill_comers()
        self.count.setText(self.tr("{0} ticked").format(len(self.tonight.players())))
        plan = self.tonight.plan
        self.view.set_plan(plan)
        has_plan = plan is not None
        pickers = (self.redraw_from, self.start_table, self.start_round)
        for widget in (self.print_button, self.redraw_button, self.start_button, *pickers):
            widget.setEnabled(has_plan)
        if plan is None:
            self.title.setText(self.tr("No plan yet: tick who came and Draw"))
            self.status.setText("; ".join(self.tonight.notices))
            return
        self.title.setText(
            self.tr("{0}: {1} players, {2} rounds (evening {3}, seed {4})").format(
                plan.date, len(plan.players), len(plan.rounds), plan.evening, plan.seed
            )
        )
        where = (
            self.tr("Published in the club folder: every laptop shows it")
            if self.tonight.published
            else self.tr("Not published")
        )
        self.status.setText("; ".join([where, *self.tonight.notices]))
        self.redraw_from.setRange(1, len(plan.rounds))
        self.start_round.setRange(1, len(plan.rounds))
        started = self.started()
        lines = [s.line() for s in started]
        self.started_list.setText(self.tr("Started:") + "\n" + "\n".join(lines) if lines else "")
        if self._placed != plan.evening:  # opens on the first table and round not started anywhere
            self._placed = plan.evening
            table, round_ = self.tonight.first_free(started)
            self.start_round.setValue(round_)
            self._round_changed()
            self.start_table.setValue(table)
        self._round_changed()

    def _round_changed(self) -> None:
        plan = self.tonight.plan
        if plan is not None:
            self.start_table.setRange(1, len(plan.rounds[self.start_round.value() - 1]))
        self._start_text()

    def _start_text(self) -> None:
        table, round_ = self.start_table.value(), self.start_round.value()
        self.start_button.setText(self.tr("&Start table {0}, round {1} here").format(table, round_))
        plan = self.tonight.plan
        if plan is None or not 1 <= round_ <= len(plan.rounds) or not 1 <= table <= len(plan.rounds[round_ - 1]):
            self.seating.setText("")
            return
        # The chosen table's seats in one line, and its cell picked in the plan.
        seats = []
        for seat, name in enumerate(table_of(plan, round_, table)):
            wind = wind_name(WINDS[seat]) if seat < len(WINDS) else self.tr("fifth, sits out the first hand")
            zh = self.tonight.chinese_name(name)
            seats.append(f"{wind}: {name}" + (f" {zh}" if zh else ""))
        self.seating.setText(self.tr("Table {0}, round {1}: {2}").format(table, round_, "  ·  ".join(seats)))
        self.view.setCurrentCell(round_ - 1, table - 1)

    def show_start(self) -> None:
        """Club ▸ Start table…: the table and round pickers first, the drawing aside
        (all of it back when there is no plan yet to start a table from)."""
        has_plan = self.tonight.plan is not None
        self.draw_side.setVisible(not has_plan)
        self.plan_row.setVisible(not has_plan)
        self.setWindowTitle(self.tr("Start a table of tonight's plan") if has_plan else self.windowTitle())
        if has_plan:
            self.resize(max(760, self.view.full_size()[0] + 40), self.height())
            self.start_table.setFocus()
        else:
            self.say(self.tr("No plan for tonight yet: draw one here, or wait for the laptop that draws it"))

    def say(self, line: str) -> None:
        self.error.setText(line)

    def _said_if_not(self, step: Callable[[], T]) -> T | None:
        """What `step` returns, or None with its PlanError in the error line."""
        self.say("")
        try:
            return step()
        except PlanError as exc:
            self.say(str(exc))
            return None

    # -- who came ------------------------------------------------------------------------

    def _ticked(self, item: QListWidgetItem) -> None:
        self.tonight.tick(item.data(Qt.ItemDataRole.UserRole), item.checkState() == Qt.CheckState.Checked)

    def tick_names(self, names: list[str]) -> None:
        """Tick these (roster names or typed guests): what a player does by hand."""
        for name in names:
            self.guest.setText(name)
            self.add_guest()

    def add_guest(self) -> None:
        if self._said_if_not(lambda: self.tonight.add_guest(self.guest.text())) is not None:
            self.guest.clear()
            self._fill_comers()

    # -- the plan ------------------------------------------------------------------------

    def draw(self) -> None:
        if self._said_if_not(lambda: self.tonight.draw(self.rounds.value(), self.seed.text())) is not None:
            self._publish()

    def redraw(self) -> None:
        if self._said_if_not(lambda: self.tonight.redraw(self.redraw_from.value())) is not None:
            self._publish(replace_published=True)  # the same evening, its played rounds kept

    def _publish(self, replace_published: bool = False) -> None:
        if self.tonight.folder is None:
            self.say(
                self.tr("Not published: no club folder is set (Club ▸ Club folder…); the plan is on this laptop only")
            )
            return
        try:
            self.tonight.publish(replace_published)
        except NeedsConfirmation as exc:
            if self.confirm(str(exc)):
                self._publish(replace_published=True)
            else:
                self.tonight.load()  # the published plan stays, shown again
                self.say(self.tr("Not replaced: the plan published before stays"))
        except PlanError as exc:
            self.say(str(exc))

    def _ask(self, question: str, title: str = "") -> bool:
        answer = QMessageBox.question(self, title or self.tr("Replace tonight's plan?"), shown(question))
        return answer == QMessageBox.StandardButton.Yes

    def print_plan(self) -> None:
        plan = self.tonight.plan
        if plan is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Print the seating plan"),
            in_documents(f"mjscore-plan-{plan.date}.html"),
            self.tr("Web pages (*.html)"),
        )
        if path:
            self.print_to(path)

    def print_to(self, path: str | Path) -> tuple[Path, Path] | None:
        """The plan as `path` (HTML, to print from a browser) and a PNG beside it."""
        plan = self.tonight.plan
        if plan is None:
            return None
        page = Path(path)
        if page.suffix.lower() not in (".html", ".htm"):
            page = page.with_name(page.name + ".html")
        picture = page.with_suffix(".png")
        try:
            page.write_text(plan_html(plan), encoding="utf-8")
        except OSError as exc:
            self.say(self.tr("Could not write {0}: {1}").format(page, exc.strerror or exc))
            return None
        if not plan_picture(plan, self.tonight.chinese_name).save(str(picture), "PNG"):
            self.say(self.tr("Could not write {0}").format(picture))
            return None
        self.status.setText(self.tr("Saved {0} and {1}").format(page, picture.name))
        return page, picture

    def start(self) -> None:
        start = self._said_if_not(lambda: self.tonight.start(self.start_table.value(), self.start_round.value()))
        if start is None:
            return
        there = [s for s in self.started() if (s.table, s.round) == (start.plan["table"], start.plan["round"])]
        if there and not self.confirm_start(
            self.tr("Already started: {0}. Start a second session for it here? Only one of the two will count.").format(
                "; ".join(s.line() for s in there)
            )
        ):
            self.say(self.tr("Not started: {0}").format(there[0].line()))
            return
        if self.on_start(start):
            self.accept()
