"""The buttons that end a hand: Record hand (Enter) beside the faan, and below the
result Record draw, Flower win, faan-only entry, False win and Penalty."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.gui.widgets.actions import named


class RecordBox(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.record = named(QPushButton(self.tr("Record hand")), "record-hand")
        self.record.setMinimumHeight(52)
        self.record.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.record)
        self.cancel_edit = named(QPushButton(self.tr("Cancel editing")), "cancel-edit")
        self.cancel_edit.setVisible(False)
        layout.addWidget(self.cancel_edit)

    def set_record_state(self, ok: bool, reason: str, short: str, editing: int | None) -> None:
        if ok:
            self.record.setText(
                self.tr("Save hand {0}").format(editing) if editing is not None else self.tr("Record hand  ⏎")
            )
        else:
            # Two lines, so the reason does not widen the panel past a 1280-px screen.
            self.record.setText(self.tr("Cannot record:\n{0}").format(short))
        self.record.setEnabled(ok)
        self.record.setToolTip(self.tr("Record this hand (Enter)") if ok else reason)
        self.record.setAccessibleDescription(reason)
        self.cancel_edit.setVisible(editing is not None)


class MoreActions(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.draw = named(QPushButton(self.tr("Draw 流局")), "record-draw")
        self.draw.setToolTip(self.tr("Record a drawn hand: nobody pays (Ctrl+D)"))
        self.flower_win = named(QPushButton(self.tr("Flower win 花糊…")), "flower-win")
        self.flower_win.setToolTip(
            self.tr("Record a win on seven (七搶一) or all eight (八仙過海) bonus tiles, where the rules play it")
        )
        self.quick = named(QPushButton(self.tr("Faan only…")), "quick-entry")
        self.quick.setToolTip(self.tr("Record a win by its faan, for tables that count faan themselves (Ctrl+F)"))
        self.false_win = named(QPushButton(self.tr("False win 詐糊…")), "false-win")
        self.penalty = named(QPushButton(self.tr("Penalty 罰…")), "penalty")
        for b in (self.draw, self.flower_win, self.quick, self.false_win, self.penalty):
            row.addWidget(b)
