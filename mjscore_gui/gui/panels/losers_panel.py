"""The losers' shown sets (woo mei, seed 000), for rules that score them (units).

One line per player who did not win, typed like the hand: '=CCC' a set shown in the
open, '999m EE' pongs and pairs from the hand, '5555p' a concealed kong, 'f1' a flower.
Each line shows what it is worth; the payments between the losers appear with the rest.
Hidden under rules that do not count the losers' hands.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QLineEdit

from mjscore_gui.engine import HandError
from mjscore_gui.engine.losers import shown_from_text
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.winds import wind_label
from mjscore_gui.outcome.jsonform import score_losers_json


class LosersPanel(QGroupBox):
    def __init__(self, builder: HandBuilder, seat_names: Callable[[], dict[str, str]], parent=None) -> None:
        super().__init__(self.tr("Losers' shown sets 糊尾"), parent)
        self.setObjectName("losers-panel")
        self.builder = builder
        self.seat_names = seat_names
        # One column per player, two rows (name and value, then the box): it must not push
        # the payments off a 768-pixel screen.
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 2, 6, 4)
        self.grid.setVerticalSpacing(1)
        self.rows: dict[str, tuple[QLabel, QLineEdit, QLabel]] = {}
        for column, seat in enumerate(SEATS):
            label, box, value = PlainLabel(), QLineEdit(), PlainLabel()
            box.setObjectName(f"losers-{seat}")
            box.setPlaceholderText(self.tr("e.g. =CCC 999m EE f1"))
            box.setToolTip(
                self.tr(
                    "=CCC a set shown in the open; 999m EE pongs and pairs from the hand; "
                    "5555p a concealed kong; f1 a flower"
                )
            )
            box.editingFinished.connect(lambda s=seat: self._typed(s))
            # In the window Enter is a shortcut (record from anywhere): it reaches a line
            # edit only as returnPressed, never as the key that ends the editing.
            box.returnPressed.connect(lambda s=seat: self._typed(s))
            value.setObjectName(f"losers-value-{seat}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, 0, column)
            self.grid.addWidget(value, 0, column)
            self.grid.addWidget(box, 1, column)
            self.rows[seat] = (label, box, value)
        builder.subscribe(self.refresh)
        self.refresh()

    def _typed(self, seat: str) -> None:
        box, value = self.rows[seat][1], self.rows[seat][2]
        if box.text().strip() == self.builder.loser_text(seat):
            return
        try:
            shown_from_text(box.text())
        except HandError as exc:
            value.setText(str(exc))  # kept in the box to be fixed; the hand is not changed
            return
        self.builder.set_loser_text(seat, box.text())

    def refresh(self) -> None:
        builder = self.builder
        scored = builder.ruleset.counting == "units"
        self.setVisible(scored)
        if not scored:
            return
        names = self.seat_names()
        winner = builder.state.winner
        values, error = self._values()
        for seat, (label, box, value) in self.rows.items():
            show = seat != winner
            for widget in (label, box, value):
                widget.setVisible(show)
            label.setText(f"{wind_label(seat).split()[-1]} {names.get(seat, '')}")
            text = builder.loser_text(seat)
            if not box.hasFocus() and box.text().strip() != text:
                box.setText(text)
            if seat in values:
                farn, points = values[seat]
                value.setText(self.tr("{0} pts, {1} farn").format(points, farn))
                value.setToolTip(self.tr("{0} points ({1} farn)").format(points, farn))
            else:
                value.setText(error if text else "")

    def _values(self) -> tuple[dict[str, tuple[int, int]], str]:
        try:
            losers = self.builder.losers()
            if not losers:
                return {}, ""
            scored = score_losers_json(losers, self.builder.hand(), self.builder.situation(), self.builder.ruleset)
        except HandError as exc:
            return {}, str(exc)
        return {seat: (s.farn, s.points) for seat, s in scored.items()}, ""
