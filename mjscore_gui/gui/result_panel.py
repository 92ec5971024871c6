"""The live result: total faan in big type, each faan with its English and Chinese
name, limit and cap notes, the minimum, and what each player pays. A hand one tile
short shows its waits instead; clicking a wait completes the hand."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from mjscore_gui.engine import tiles as T
from mjscore_gui.gui.models import HandBuilder
from mjscore_gui.gui.models.hand_builder import Evaluation
from mjscore_gui.gui.tile_button import TileButton, tile_label
from mjscore_gui.gui.winds import wind_label
from mjscore_gui.payout.money import format_amount

SEATS = ("E", "S", "W", "N")


class ResultPanel(QFrame):
    def __init__(self, builder: HandBuilder, seat_names: Callable[[], dict[str, str]], record_box: QWidget,
                 parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("result-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.builder = builder
        self.seat_names = seat_names
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        self.faan = QLabel("0")
        self.faan.setObjectName("result-faan")
        self.faan.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.faan.setAccessibleName(self.tr("Total faan"))
        self.unit = QLabel(self.tr("faan 番"))
        self.unit.setObjectName("result-unit")
        top.addWidget(self.faan)
        top.addWidget(self.unit, 0, Qt.AlignmentFlag.AlignBottom)
        top.addSpacing(12)
        top.addWidget(record_box, 1, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(top)

        self.status = QLabel()
        self.status.setObjectName("result-status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

        self.lines = QGridLayout()
        self.lines.setColumnStretch(1, 1)
        lines_holder = QWidget()
        lines_holder.setObjectName("result-lines")
        lines_holder.setLayout(self.lines)
        self.lines_area = QScrollArea()
        self.lines_area.setWidget(lines_holder)
        self.lines_area.setWidgetResizable(True)
        self.lines_area.setFrameShape(QFrame.Shape.NoFrame)
        self.lines_area.setMinimumHeight(90)
        layout.addWidget(self.lines_area, 1)

        self.payments_title = QLabel(self.tr("Payments"))
        self.payments_title.setObjectName("result-payments-title")
        layout.addWidget(self.payments_title)
        self.payments = QGridLayout()
        payments_holder = QWidget()
        payments_holder.setLayout(self.payments)
        layout.addWidget(payments_holder)
        self.payment_labels: dict[str, tuple[QLabel, QLabel]] = {}
        self.payments.setColumnStretch(0, 1)
        self.payments.setColumnStretch(2, 1)
        self.payments.setHorizontalSpacing(10)
        for i, seat in enumerate(SEATS):
            name, amount = QLabel(), QLabel()
            name.setObjectName(f"payment-name-{seat}")
            amount.setObjectName(f"payment-{seat}")
            for label in (name, amount):
                label.setProperty("payment", True)
            amount.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.payments.addWidget(name, i // 2, (i % 2) * 2)
            self.payments.addWidget(amount, i // 2, (i % 2) * 2 + 1)
            self.payment_labels[seat] = (name, amount)

        self.waits_area = QScrollArea()
        self.waits_area.setObjectName("waits")
        self.waits_area.setWidgetResizable(True)
        self.waits_area.setFrameShape(QFrame.Shape.NoFrame)
        self.waits_holder = QWidget()
        self.waits_layout = QVBoxLayout(self.waits_holder)
        self.waits_layout.setSpacing(2)
        self.waits_layout.setContentsMargins(0, 0, 0, 0)
        self.waits_area.setWidget(self.waits_holder)
        layout.addWidget(self.waits_area, 3)

        builder.subscribe(self.refresh)
        self.refresh()

    def set_tile_height(self, _height: int) -> None:
        self.refresh()

    def refresh(self) -> None:
        ev = self.builder.evaluation()
        self._clear(self.lines)
        for row in range(self.lines.rowCount()):
            self.lines.setRowStretch(row, 0)
        self._clear(self.waits_layout)
        self.waits_area.setVisible(ev.waits is not None)
        self.lines_area.setVisible(ev.waits is None)
        if ev.waits is not None:
            self._show_waits(ev)
        elif ev.valid:
            self._show_result(ev)
        else:
            self.faan.setText("–")
            self.faan.setProperty("state", "none")
            self.status.setText(ev.message if ev.result is None else self.tr("Not a valid hand: {0}").format(ev.message))
            self.status.setProperty("state", "bad" if ev.result is not None else "info")
        self._show_payments(ev)
        for w in (self.faan, self.status):
            w.style().unpolish(w)
            w.style().polish(w)

    def _show_result(self, ev: Evaluation) -> None:
        r = ev.result
        self.faan.setText(str(r.faan))
        self.faan.setProperty("state", "ok" if r.meets_minimum else "bad")
        notes = []
        if r.limit:
            notes.append(self.tr("Limit hand 爆棚"))
        if r.capped_at is not None:
            notes.append(self.tr("{0} faan counted, capped at the {1}-faan limit").format(r.raw_faan, r.capped_at))
        cap = self.builder.ruleset.settings.get("cap")
        if cap is not None and r.faan > cap:
            notes.append(self.tr("paid as {0} faan (the table's cap)").format(cap))
        if r.meets_minimum:
            notes.append(self.tr("Meets the {0}-faan minimum 夠起糊").format(r.min_faan))
            self.status.setProperty("state", "ok")
        else:
            notes.append(self.tr("Below the minimum 不夠起糊: {0} faan needed, {1} counted").format(
                r.min_faan, r.faan_toward_minimum))
            self.status.setProperty("state", "bad")
        self.status.setText(" · ".join(notes))
        for row, line in enumerate(r.patterns):
            en = QLabel(line.name)
            zh = QLabel(line.name_zh)
            zh.setObjectName("result-line-zh")
            faan = QLabel(str(line.faan))
            faan.setObjectName(f"result-line-{line.id}")
            faan.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.lines.addWidget(zh, row, 0)
            self.lines.addWidget(en, row, 1)
            self.lines.addWidget(faan, row, 2)
        if not r.patterns:
            self.lines.addWidget(QLabel(self.tr("Chicken hand 雞糊 (no faan)")), 0, 0, 1, 3)
        self.lines.setRowStretch(self.lines.rowCount(), 1)

    def _show_waits(self, ev: Evaluation) -> None:
        self.faan.setText("–")
        self.faan.setProperty("state", "none")
        self.status.setProperty("state", "info")
        if not ev.waits:
            self.status.setText(ev.message)
            return
        self.status.setText(self.tr("One tile short. Waiting on (click one to complete the hand):"))
        for wait in ev.waits:
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            button = TileButton(T.token(wait.tile), 44)
            button.setObjectName(f"wait-{T.token(wait.tile)}")
            button.clicked.connect(lambda _=False, t=wait.tile: self.builder.add_tile(t))
            row.addWidget(button)
            text = QLabel(self.tr("{0}: self-drawn {1} faan, on a discard {2} faan").format(
                tile_label(wait.tile), wait.self_drawn.faan, wait.discard.faan))
            text.setObjectName(f"wait-text-{T.token(wait.tile)}")
            text.setWordWrap(True)
            if not wait.discard.meets_minimum and not wait.self_drawn.meets_minimum:
                text.setText(text.text() + self.tr(" (below the minimum)"))
            row.addWidget(text, 1)
            holder = QWidget()
            holder.setLayout(row)
            self.waits_layout.addWidget(holder)
        self.waits_layout.addStretch(1)

    def _show_payments(self, ev: Evaluation) -> None:
        settlement = ev.settlement
        show = settlement is not None and settlement.kind == "win"
        self.payments_title.setVisible(show)
        names = self.seat_names()
        for seat, (name, amount) in self.payment_labels.items():
            name.setVisible(show)
            amount.setVisible(show)
            if not show:
                continue
            value = settlement.payments[seat]
            name.setText(f"{wind_label(seat)} · {names.get(seat, '')}")
            amount.setText(("+" if value > 0 else "") + format_amount(value))
            amount.setProperty("sign", "plus" if value > 0 else "minus" if value < 0 else "zero")
            amount.style().unpolish(amount)
            amount.style().polish(amount)
        if ev.valid and settlement is None and ev.settle_error:
            self.status.setText(self.status.text() + " · " + ev.settle_error)

    @staticmethod
    def _clear(layout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            if item.widget():
                _discard(item.widget())
            elif item.layout():
                ResultPanel._clear(item.layout())



def _discard(widget: QWidget) -> None:
    """Take a widget out now (hidden, its name gone from findChild) and delete it once
    the event that may be running in it has returned."""
    widget.hide()
    widget.setObjectName("")
    for child in widget.findChildren(QWidget):
        child.setObjectName("")
    widget.deleteLater()
