"""False win (詐糊) and penalty entry."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit

from mjscore_gui.gui.seat_combo import SeatCombo


def _buttons(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class FalseWinDialog(QDialog):
    def __init__(self, names: dict[str, str], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("false-win-dialog")
        self.setWindowTitle(self.tr("False win 詐糊"))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("The player who declared a win they did not have pays each other "
                                   "player, as the rules say. The same dealer deals again.")))
        self.who = SeatCombo(names)
        self.who.setObjectName("false-win-offender")
        form.addRow(self.tr("&Who:"), self.who)
        form.addRow(_buttons(self, self.tr("Record false win")))

    def offender(self) -> str:
        return self.who.seat()


class PenaltyDialog(QDialog):
    def __init__(self, names: dict[str, str], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("penalty-dialog")
        self.setWindowTitle(self.tr("Penalty 罰"))
        form = QFormLayout(self)
        self.payer = SeatCombo(names)
        self.payer.setObjectName("penalty-payer")
        form.addRow(self.tr("&Who pays:"), self.payer)
        self.payee = SeatCombo(names, with_nobody=True)
        self.payee.setItemText(0, self.tr("Each other player"))
        self.payee.setObjectName("penalty-payee")
        form.addRow(self.tr("&To:"), self.payee)
        self.amount = QLineEdit("8")
        self.amount.setObjectName("penalty-amount")
        form.addRow(self.tr("&Amount (each):"), self.amount)
        self.reason = QLineEdit()
        self.reason.setObjectName("penalty-reason")
        self.reason.setPlaceholderText(self.tr("e.g. exposed a tile"))
        form.addRow(self.tr("&Reason:"), self.reason)
        self.error = QLabel()
        self.error.setStyleSheet("color: #d0433a;")
        form.addRow(self.error)
        form.addRow(_buttons(self, self.tr("Record penalty")))

    def accept(self) -> None:
        try:
            amount = Fraction(self.amount.text().strip())
        except (ValueError, ZeroDivisionError):
            amount = Fraction(0)
        if amount <= 0:
            self.error.setText(self.tr("Give the amount as a positive number, e.g. 8 or 0.5"))
            return
        if self.payee.seat() == self.payer.seat():
            self.error.setText(self.tr("A player cannot pay themself"))
            return
        if not self.reason.text().strip():
            self.error.setText(self.tr("Say why, so the table can read it in the ledger"))
            return
        super().accept()

    def values(self) -> dict:
        return {"payer": self.payer.seat(), "amount": Fraction(self.amount.text().strip()),
                "payee": self.payee.seat(), "reason": self.reason.text().strip()}
