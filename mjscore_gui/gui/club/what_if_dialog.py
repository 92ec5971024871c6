"""What-if: the night re-settled under another payout table, minimum or ruleset, each
player's total both ways. Nothing in the ledger changes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QComboBox, QFormLayout, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from mjscore_gui.club.results.nights import Night
from mjscore_gui.club.results.settle_up import amount_text
from mjscore_gui.club.results.what_if import WhatIf, other_rules, what_if
from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.gui.club.parts import close_button
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.payout import PAYOUT_CHOICES
from mjscore_gui.rulebook import get_preset, preset_ids


class WhatIfDialog(GuardedDialog):
    def __init__(self, night: Night, ruleset: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("what-if-dialog")
        self.setWindowTitle(self.tr("What if: the night under other rules"))
        self.night, self.base = night, ruleset
        self.outcome: WhatIf | None = None  # not `result`: that is QDialog.result()
        layout = QVBoxLayout(self)
        layout.addWidget(
            PlainLabel(self.tr("The same hands, settled again under other rules. The ledger is not changed."))
        )
        form = QFormLayout()
        self.rules = named(QComboBox(), "what-if-ruleset")
        self.rules.addItem(self.tr("As the session plays ({0})").format(ruleset.id), None)
        for preset in preset_ids():
            self.rules.addItem(preset, preset)
        form.addRow(self.tr("Ruleset:"), self.rules)
        self.played = ruleset
        self.payout = named(QComboBox(), "what-if-payout")
        for key, label in PAYOUT_CHOICES:
            if key != "custom" or ruleset.settings.get("custom_table"):
                self.payout.addItem(label, key)
        current = self.payout.findData(ruleset.settings.get("payout"))
        self.payout.setCurrentIndex(max(0, current))
        form.addRow(self.tr("Payout table:"), self.payout)
        self.minimum = named(QSpinBox(), "what-if-minimum")
        self.minimum.setRange(0, 13)
        self.minimum.setValue(int(ruleset.settings.get("min_faan", 3)))
        form.addRow(self.tr("Minimum faan:"), self.minimum)
        layout.addLayout(form)
        self.table = named(QTableWidget(0, 4), "what-if-table")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("As played"), self.tr("What if"), self.tr("Difference")]
        )
        self.table.verticalHeader().setVisible(False)
        layout.addWidget(self.table)
        self.notes = wrapped_label("", "what-if-notes")
        layout.addWidget(self.notes)
        layout.addWidget(close_button(self))
        self.rules.currentIndexChanged.connect(self._ruleset_chosen)
        self.payout.currentIndexChanged.connect(self.refresh)
        self.minimum.valueChanged.connect(self.refresh)
        self.resize(560, 420)
        self.refresh()

    def _ruleset_chosen(self) -> None:
        preset = self.rules.currentData()
        try:
            self.base = get_preset(preset) if preset else self.played
        except RulesetError as exc:
            self.notes.setText(str(exc))
            return
        # The other ruleset's own payout and minimum, until changed here.
        with QSignalBlocker(self.payout), QSignalBlocker(self.minimum):
            self.payout.setCurrentIndex(max(0, self.payout.findData(self.base.settings.get("payout"))))
            self.minimum.setValue(int(self.base.settings.get("min_faan", 3)))
        self.refresh()

    def settings(self) -> dict[str, Any]:
        changed: dict[str, Any] = {}
        if self.payout.currentData() != self.base.settings.get("payout"):
            changed["payout"] = self.payout.currentData()
        if self.minimum.value() != self.base.settings.get("min_faan"):
            changed["min_faan"] = self.minimum.value()
        return changed

    def refresh(self) -> None:
        settings = self.settings()
        try:
            self.outcome = what_if(self.night, other_rules(self.base, settings), settings)
            self.notes.setText("")
        except ValueError as exc:
            self.notes.setText(str(exc))
            return
        result = self.outcome
        self.table.setRowCount(len(result.players))
        for row, player in enumerate(result.players):
            cells = [
                player,
                amount_text(result.as_played[player]),
                amount_text(result.what_if[player]),
                amount_text(result.difference[player]),
            ]
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        lines = [
            self.tr("Hand {0} ({1}) would not count: {2}").format(h.number, h.label, h.note) for h in result.not_counted
        ]
        self.notes.setText("\n".join(lines))
