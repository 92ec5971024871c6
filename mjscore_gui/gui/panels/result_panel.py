"""The live result: total faan in big type, each faan with its English and Chinese
name, limit and cap notes, the minimum, and what each player pays. A hand one tile
short shows its waits instead; clicking a wait completes the hand."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.engine import ScoreResult
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.state.evaluation import Evaluation
from mjscore_gui.gui.state.payments import payment_lines, result_notes, wait_words
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.elided_label import ElidedLabel
from mjscore_gui.gui.widgets.giving_scroll import GivingScroll
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.tile_button import TileButton, tile_label
from mjscore_gui.gui.widgets.winds import wind_label


class ResultPanel(QFrame):
    def __init__(
        self, builder: HandBuilder, seat_names: Callable[[], dict[str, str]], record_box: QWidget, parent=None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("result-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.builder = builder
        self.seat_names = seat_names
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(4)

        top = QHBoxLayout()
        self.faan = named(PlainLabel("0"), "result-faan")
        self.faan.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.faan.setAccessibleName(self.tr("Total faan"))
        self.unit = named(PlainLabel(self.tr("faan 番")), "result-unit")
        top.addWidget(self.faan)
        # The unit at the foot of the row, and the record button, no taller than it asks, in
        # its middle.
        top.addWidget(self.unit, 0, Qt.AlignmentFlag.AlignBottom)
        top.addSpacing(12)
        record_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        top.addWidget(record_box, 1)
        layout.addLayout(top)

        self.status = wrapped_label("", "result-status")
        layout.addWidget(self.status)

        self.lines_area = named(QWidget(), "result-lines")
        self.lines = QGridLayout(self.lines_area)
        self.lines.setColumnStretch(1, 1)
        self._line_labels: list[tuple[QLabel, ElidedLabel, QLabel]] = []
        self._shown: tuple | None = None
        self.lines.setVerticalSpacing(1)
        self.lines.setContentsMargins(0, 0, 4, 0)  # the numbers clear of a scrollbar
        # Every line shows when the window has the room (up to ten lines on a 768-px
        # screen); a longer breakdown (a units hand of four kongs and seven flowers in
        # larger text) scrolls inside the panel rather than growing the window past the
        # screen's foot, where the ledger and the status line went.
        self.lines_scroll = GivingScroll(self.lines_area, self._three_lines, "result-lines-scroll")
        layout.addWidget(self.lines_scroll)

        # Headed by a thin rule rather than a title line: every pixel of height counts.
        self.payments_title = named(QFrame(), "result-payments-title")
        self.payments_title.setFrameShape(QFrame.Shape.HLine)
        self.payments_title.setAccessibleName(self.tr("Payments"))
        layout.addWidget(self.payments_title)
        self.payments_holder = QWidget()
        self.payments = QGridLayout(self.payments_holder)
        layout.addWidget(self.payments_holder)
        self.payment_labels: dict[str, tuple[QLabel, QLabel]] = {}
        self.payments.setColumnStretch(0, 1)
        self.payments.setVerticalSpacing(0)
        self.payments.setHorizontalSpacing(10)
        for i, seat in enumerate(SEATS):
            name, amount = PlainLabel(), PlainLabel()
            name.setObjectName(f"payment-name-{seat}")
            amount.setObjectName(f"payment-{seat}")
            for label in (name, amount):
                label.setProperty("payment", True)
            amount.setAlignment(Qt.AlignmentFlag.AlignRight)
            # One seat a line: a long name never pushes its amount off the panel.
            self.payments.addWidget(name, i, 0)
            self.payments.addWidget(amount, i, 1)
            self.payment_labels[seat] = (name, amount)

        self.waits_area = named(QScrollArea(), "waits")
        self.waits_area.setWidgetResizable(True)
        self.waits_area.setFrameShape(QFrame.Shape.NoFrame)
        self.waits_holder = QWidget()
        self.waits_layout = QVBoxLayout(self.waits_holder)
        self.waits_layout.setSpacing(2)
        self.waits_layout.setContentsMargins(0, 0, 0, 0)
        self.waits_layout.addStretch(1)
        self._wait_rows: list[tuple[QWidget, TileButton, QLabel]] = []
        self.waits_area.setWidget(self.waits_holder)
        layout.addWidget(self.waits_area, 1)
        layout.addStretch(0)

        builder.subscribe(self.refresh)
        self.refresh()

    def _three_lines(self) -> int:
        """The least of the breakdown always in view: three lines."""
        shown = [label for label, _, _ in self._line_labels if not label.isHidden()]
        line = max((label.sizeHint().height() for label in shown), default=self.lines_area.fontMetrics().height())
        return 3 * (line + self.lines.verticalSpacing())

    def refresh(self) -> None:
        ev = self.builder.evaluation()
        # The evaluation itself is kept (not its id, which a new one could reuse).
        key = (self.builder.ruleset, tuple(sorted(self.seat_names().items())))
        if self._shown is not None and self._shown[0] is ev and self._shown[1] == key:
            return  # nothing the panel shows has changed: no widget is touched
        self._shown = (ev, key)
        if self.waits_area.isHidden() == (ev.waits is not None):
            self.waits_area.setVisible(ev.waits is not None)
            self.lines_scroll.setVisible(ev.waits is None)
        if ev.waits is not None:
            self._show_waits(ev)
            self._show_lines([])
        else:
            self._show_waits(None)
            if ev.valid and ev.result is not None:
                self._show_result(ev, ev.result)
            else:
                self._set(self.faan, "–", "none")
                text = ev.message if ev.result is None else self.tr("Not a valid hand: {0}").format(ev.message)
                self._set(self.status, text, "bad" if ev.result is not None else "info")
                self._show_lines([])
        self._show_payments(ev)

    def _set(self, label: QLabel, text: str, state: str | None = None, prop: str = "state") -> None:
        """Change a label only where it differs, so an unchanged one is not repainted;
        `state`: the value of its property `prop` that the style rules read."""
        if label.text() != text:
            label.setText(text)
        if state is not None and label.property(prop) != state:
            label.setProperty(prop, state)
            if self._restyled(label):
                label.style().unpolish(label)
                label.style().polish(label)

    def _restyled(self, label: QLabel) -> bool:
        """Whether a label whose state changed needs its style rules read again: not before
        the window gives the panel its style sheet (no rule to read, and setting the sheet
        styles every label afresh), nor before it is polished (it is styled when shown)."""
        if not self.styleSheet():
            return False
        return label.testAttribute(Qt.WidgetAttribute.WA_WState_Polished)

    def _show_result(self, ev: Evaluation, r: ScoreResult) -> None:
        notes, meets = result_notes(ev, self.builder.ruleset)
        self._set(self.faan, str(r.faan), "ok" if meets else "bad")
        self._set(self.status, " · ".join(notes), "ok" if meets else "bad")
        lines = [(line.name_zh, line.name, "", str(line.faan), line.id) for line in r.patterns]
        if not lines:
            lines = [("雞糊", self.tr("Chicken hand (no faan)"), "", "0", "chicken")]
        # How the points were built (units and farn, or the settling table's row); a line's
        # tiles tell apart sets of one kind.
        lines += [
            (line.name_zh, line.name, line.tiles, str(line.points), f"points-{line.id}") for line in r.points_lines
        ]
        self._show_lines(lines)

    def _show_lines(self, lines: list[tuple[str, str, str, str, str]]) -> None:
        """The breakdown, one row per faan (Chinese name, English name, the set's tiles,
        faan or points, id), in labels kept from click to click. A name too long for the
        panel ends in "…"; its tiles and its number stay whole."""
        while len(self._line_labels) < len(lines):
            row = len(self._line_labels)
            zh: QLabel = PlainLabel()
            faan: QLabel = PlainLabel()
            en = ElidedLabel()
            zh.setObjectName("result-line-zh")
            faan.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.lines.addWidget(zh, row, 0)
            self.lines.addWidget(en, row, 1)
            self.lines.addWidget(faan, row, 2)
            self._line_labels.append((zh, en, faan))
        for i, (zh, en, faan) in enumerate(self._line_labels):
            shown = i < len(lines)
            if shown:
                zh_name, name, tiles, value, line_id = lines[i]
                self._set(zh, zh_name)
                en.set_parts(name, tiles)
                self._set(faan, value)
                if faan.objectName() != f"result-line-{line_id}":
                    faan.setObjectName(f"result-line-{line_id}")
            else:
                faan.setObjectName("")
            for w in (zh, en, faan):
                if w.isHidden() == shown:
                    w.setVisible(shown)
        self.lines_scroll.contents_changed()

    def _show_waits(self, ev: Evaluation | None) -> None:
        waits = ev.waits if ev is not None and ev.waits else ()
        if ev is not None:
            self._set(self.faan, "–", "none")
            if not ev.waits:
                self._set(self.status, ev.message, "info")
            else:
                self._set(self.status, self.tr("One tile short. Waiting on (click one to complete the hand):"), "info")
        # Rows are kept and re-labelled, not rebuilt: the 13th tile costs one repaint.
        while len(self._wait_rows) < len(waits):
            self._wait_rows.append(self._wait_row())
        for i, (holder, button, text) in enumerate(self._wait_rows):
            shown = i < len(waits)
            if shown:
                wait = waits[i]
                token = T.token(wait.tile)
                button.tile = wait.tile
                button.set_token(token)
                button.setObjectName(f"wait-{token}")
                text.setObjectName(f"wait-text-{token}")
                self._set(text, wait_words(wait, tile_label(wait.tile)))
            else:
                button.setObjectName("")
                text.setObjectName("")
            if holder.isHidden() == shown:
                holder.setVisible(shown)
        if waits:
            self.waits_layout.activate()  # placed now, so a click on a wait lands on it

    def _wait_row(self) -> tuple[QWidget, TileButton, QLabel]:
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        button = TileButton("1m", 40)
        button.clicked.connect(lambda _=False: self.builder.add_tile(button.tile))
        row.addWidget(button)
        text = PlainLabel()
        text.setWordWrap(True)
        row.addWidget(text, 1)
        self.waits_layout.insertWidget(len(self._wait_rows), holder)
        return holder, button, text

    def _show_payments(self, ev: Evaluation) -> None:
        lines = payment_lines(ev)
        show = bool(lines)
        if self.payments_holder.isHidden() == show:
            self.payments_title.setVisible(show)
            self.payments_holder.setVisible(show)
        if not show:
            return
        names = self.seat_names()
        for line in lines:
            name, amount = self.payment_labels[line.seat]
            self._set(name, f"{wind_label(line.seat)} · {names.get(line.seat, '')}")
            self._set(amount, line.amount, line.sign, "sign")
