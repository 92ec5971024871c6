"""How the hand was won: winner, self-drawn or discard and from whom, the prevailing
wind, and the winning conditions that can apply (the others are hidden)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QWidget,
)

from mjscore_gui.engine.hand import CONDITIONS
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.choice_pair import choice_pair
from mjscore_gui.gui.widgets.flow_layout import FlowLayout
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.seat_combo import SeatCombo
from mjscore_gui.gui.widgets.winds import wind_label


class SituationPanel(QGroupBox):
    def __init__(self, builder: HandBuilder, seat_names: Callable[[], dict[str, str]], parent=None) -> None:
        super().__init__(self.tr("How it was won"), parent)
        self.setObjectName("situation")
        self.builder = builder
        self.seat_names = seat_names
        # Two rows, so the window fits a 768-pixel screen: who won, how and off whom;
        # who pays all, the round and the conditions that can apply.
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setVerticalSpacing(3)
        rows: list[list[tuple[QLabel, QWidget]]] = [[], []]

        def add_row(row: int, text: str, widget: QWidget) -> None:
            label = PlainLabel(text)
            label.setBuddy(widget)
            rows[row].append((label, widget))

        self.winner = named(SeatCombo({}), "winner")
        self.winner.activated.connect(lambda _i: builder.set_situation(winner=self.winner.currentData()))
        add_row(0, self.tr("&Winner 食糊:"), self.winner)

        how, self.self_drawn, self.discard = choice_pair(
            self, (self.tr("&Self-drawn 自摸"), "win-self-drawn"), (self.tr("&Discard 出銃"), "win-discard")
        )
        for button, win in ((self.self_drawn, "self_drawn"), (self.discard, "discard")):
            button.toggled.connect(lambda on, win=win: builder.set_situation(win=win) if on else None)
        add_row(0, self.tr("How:"), how)

        self.discarder = named(SeatCombo({}), "discarder")
        self.discarder.activated.connect(lambda _i: builder.set_situation(discarder=self.discarder.currentData()))
        add_row(0, self.tr("D&iscarded by:"), self.discarder)

        self.responsible = named(SeatCombo({}, with_nobody=True), "responsible")
        self.responsible.setToolTip(self.tr("A player who must pay for everyone (包), e.g. for feeding a big hand"))
        self.responsible.activated.connect(lambda _i: builder.set_situation(responsible=self.responsible.currentData()))
        self.seat_boxes = (self.winner, self.discarder, self.responsible)
        # The round comes from the ledger and a hand cannot differ: it is said in the
        # panel's title (and the totals bar), not offered as a choice.
        add_row(1, self.tr("Pays all (包):"), self.responsible)

        conditions = QWidget()
        cond_layout = self.cond_layout = FlowLayout(conditions, spacing=10, line_spacing=2)
        labels = {
            "robbing_kong": self.tr("Robbing the kong 搶槓"),
            "last_tile": self.tr("Last tile 海底撈月"),
            "kong_replacement": self.tr("Win by kong 槓上開花"),
            "double_kong_replacement": self.tr("Win by double kong 槓上槓"),
            "heavenly": self.tr("Heavenly hand 天糊"),
            "earthly": self.tr("Earthly hand 地糊"),
        }
        self.conditions: dict[str, QCheckBox] = {}
        for c in CONDITIONS:
            box = named(QCheckBox(labels[c]), f"condition-{c.replace('_', '-')}")
            box.toggled.connect(lambda on, c=c: builder.toggle_condition(c, on))
            cond_layout.addWidget(box)
            self.conditions[c] = box
        add_row(1, self.tr("Also:"), conditions)
        for row, pairs in enumerate(rows):
            for i, (label, widget) in enumerate(pairs):
                grid.addWidget(label, row, 2 * i)
                last = i == len(pairs) - 1
                grid.addWidget(widget, row, 2 * i + 1, 1, 1 if not last else 6 - 2 * i - 1)
        # Combos as narrow as a seat and a short name: the panel never widens the window.
        for combo in self.seat_boxes:
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
        # The conditions get the width of two columns, so two or three sit on one line.
        for column in (1, 3, 5):
            grid.setColumnStretch(column, 1)

        builder.subscribe(self.refresh)
        self.refresh_names()

    def refresh_names(self) -> None:
        """Player names or seats changed (a new deal, the players dialog)."""
        names = self.seat_names()  # read from the ledger once, not for each of the twelve entries
        for combo in self.seat_boxes:
            with QSignalBlocker(combo):
                combo.fill(names)
        self.refresh()

    def refresh(self) -> None:
        s = self.builder.state
        applicable = self.builder.applicable_conditions()
        choices = (*self.seat_boxes, self.self_drawn, self.discard, *self.conditions.values())
        blockers = [QSignalBlocker(w) for w in choices]
        self.winner.setCurrentIndex(self.winner.findData(s.winner) if s.winner else -1)
        self.self_drawn.setChecked(s.win == "self_drawn")
        self.discard.setChecked(s.win == "discard")
        self.discarder.setEnabled(s.win == "discard")
        self.discarder.setCurrentIndex(self.discarder.findData(s.discarder) if s.discarder else -1)
        # The winner cannot discard to themself nor pay for themself.
        for combo in (self.discarder, self.responsible):
            model = combo.model()
            assert isinstance(model, QStandardItemModel)  # a QComboBox's own model
            for i in range(combo.count()):
                item = model.item(i)
                item.setEnabled(combo.itemData(i) != s.winner)
        self.responsible.setCurrentIndex(self.responsible.findData(s.responsible) if s.responsible else 0)
        title = self.tr("How it was won · {0} round").format(wind_label(s.prevailing))
        if self.title() != title:
            self.setTitle(title)
        # Only the conditions that can apply are shown.
        for c, box in self.conditions.items():
            if box.isHidden() == (c in applicable):
                box.setVisible(c in applicable)
            if box.isChecked() != (c in s.conditions):
                box.setChecked(c in s.conditions)
        del blockers
