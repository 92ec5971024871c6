"""How every dialog that records or fixes an entry works (Faan only…, False win, Flower
win, Penalty): its size, names and form, the banner that says which entry is fixed, who
pays what before it is recorded, and OK, which stays open with what was typed when the
ledger refuses the entry. The words are each dialog's own (its `tr` context)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QGridLayout, QLabel, QWidget

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui.state.payments import seat_amounts
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import dialog_buttons
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.gui.widgets.winds import wind_label


class EntryDialog(GuardedDialog):
    """`values()` goes to `submit` on OK; a ValueError it raises is said in the error row."""

    error: QLabel
    amounts: dict[str, QLabel]

    def __init__(self, name: str, title: str, banner: str | None, submit: Callable[[Any], None], parent) -> None:
        super().__init__(parent)
        self.setMinimumWidth(460)  # room for a one-line reason why not
        self.setObjectName(name)
        self.setWindowTitle(title)
        self.submit = submit
        self.form = QFormLayout(self)
        if banner:  # fixing a recorded entry: which one, under which rules
            self.form.addRow(wrapped_label(banner, "edit-banner"))

    def add_amounts(self, label: str, names: Mapping[str, str], prefix: str) -> None:
        """A row of each seat's amount (`{prefix}-amount-{seat}`), filled by `show_amounts`."""
        amounts = QWidget()
        grid = QGridLayout(amounts)
        grid.setContentsMargins(0, 0, 0, 0)
        self.amounts = {}
        for i, seat in enumerate(SEATS):
            grid.addWidget(PlainLabel(f"{wind_label(seat)} · {names.get(seat, '')}"), i, 0)
            self.amounts[seat] = wrapped_label("", f"{prefix}-amount-{seat}")
            grid.addWidget(self.amounts[seat], i, 1)
        self.form.addRow(label, amounts)

    def show_amounts(self, payments: Mapping[str, Any] | None) -> None:
        """Each seat's amount, green received and red paid; None: blank."""
        if payments is None:
            for amount in self.amounts.values():
                amount.clear()
            return
        for line in seat_amounts(dict(payments)):
            self.amounts[line.seat].setText(line.amount)
            self.amounts[line.seat].setStyleSheet(style.sign_text(line.sign))

    def add_buttons(self, ok_text: str, prefix: str, clear_on: tuple[SignalInstance, ...] = ()) -> QDialogButtonBox:
        """The last rows: why it cannot be recorded (`{prefix}-error`, cleared by any of
        `clear_on`), then OK (`{prefix}-ok`, saying `ok_text`) and Cancel."""
        self.error = wrapped_label("", f"{prefix}-error")
        self.error.setStyleSheet(style.ERROR_TEXT)
        self.form.addRow(self.error)
        for signal in clear_on:
            signal.connect(lambda *_: self.error.clear())
        buttons = dialog_buttons(self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(ok_text)
        ok.setObjectName(f"{prefix}-ok")
        self.form.addRow(buttons)
        return buttons

    def problem(self) -> str | None:
        """What the player must still change before it can be recorded (None: nothing)."""
        return None

    def values(self) -> Any:
        raise NotImplementedError

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        try:
            self.submit(self.values())
        except ValueError as exc:  # refused: say why, keep what was typed
            self.error.setText(str(exc))
            return
        super().accept()
