"""False win (詐糊) and penalty entry. Each shows what it will do before it is confirmed
and stays open, with what was typed, when the ledger refuses it."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtWidgets import QLineEdit

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.dialogs.entry_form import EntryDialog
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import wrapped_label
from mjscore_gui.gui.widgets.seat_combo import SeatCombo
from mjscore_gui.outcome import FalseWin, settle_entry
from mjscore_gui.payout.money import format_amount


class FalseWinDialog(EntryDialog):
    def __init__(
        self,
        names: dict[str, str],
        ruleset: Ruleset,
        submit: Callable[[str], None],
        parent=None,
        initial: str | None = None,
        banner: str | None = None,
    ) -> None:
        super().__init__("false-win-dialog", self.tr("False win 詐糊"), banner, submit, parent)
        form = self.form
        self.names = names
        self.ruleset = ruleset  # the rules the false win is paid under
        self.intro = wrapped_label("", "false-win-line")
        form.addRow(self.intro)
        self.who = named(SeatCombo(names), "false-win-offender")
        if initial:
            self.who.set_seat(initial)
        form.addRow(self.tr("&Who:"), self.who)
        self.add_amounts(self.tr("Each pays or receives:"), names, "false-win")
        self.add_buttons(self.tr("Record false win"), "false-win")
        self.who.currentIndexChanged.connect(lambda _i: self._show_amounts())
        self._show_amounts()

    def _show_amounts(self) -> None:
        self.error.clear()
        seat = self.who.seat()
        if seat is None:  # nobody picked yet: nothing to show
            return
        try:
            # The one outcome path the ledger settles a false win with.
            payments = settle_entry(FalseWin(seat), self.ruleset).payments
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        faan = self.ruleset.settings.get("false_win_faan", 13)
        self.intro.setText(
            self.tr(
                "{0} declared a win they did not have: pays each other player {1} ({2} faan, the table's "
                "column). The same dealer deals again."
            ).format(self.names.get(seat, seat), format_amount(max(payments.values())), faan)
        )
        self.show_amounts(payments)

    def offender(self) -> str:
        seat = self.who.seat()
        assert seat is not None, "the offender's combo has no Nobody item"
        return seat

    def values(self) -> str:
        return self.offender()


class PenaltyDialog(EntryDialog):
    def __init__(
        self,
        names: dict[str, str],
        submit: Callable[[dict], None],
        parent=None,
        initial: dict | None = None,
        banner: str | None = None,
    ) -> None:
        super().__init__("penalty-dialog", self.tr("Penalty 罰"), banner, submit, parent)
        self._wanted_payee: str | None = None  # the payee an edited penalty had, until the list is filled
        form = self.form
        self.names = names
        self.payer = named(SeatCombo(names), "penalty-payer")
        form.addRow(self.tr("&Who pays:"), self.payer)
        self.payee = named(SeatCombo(names, with_nobody=True), "penalty-payee")
        form.addRow(self.tr("&To:"), self.payee)
        self.amount = named(QLineEdit("8"), "penalty-amount")
        form.addRow(self.tr("&Amount (each):"), self.amount)
        self.reason = named(QLineEdit(), "penalty-reason")
        self.reason.setPlaceholderText(self.tr("e.g. exposed a tile"))
        form.addRow(self.tr("&Reason:"), self.reason)
        self.preview = wrapped_label("", "penalty-preview")
        form.addRow(self.tr("Who pays what:"), self.preview)
        changes = (
            self.payer.currentIndexChanged,
            self.payee.currentIndexChanged,
            self.amount.textEdited,
            self.reason.textEdited,
        )
        self.add_buttons(self.tr("Record penalty"), "penalty", clear_on=changes)
        if initial:
            self._load(initial)
        self._fill_payees()
        self.payer.currentIndexChanged.connect(lambda _i: self._fill_payees())
        for signal in changes:
            signal.connect(lambda *_: self._preview())
        self._preview()

    def _preview(self) -> None:
        """Who pays what, before recording, as False win shows it."""
        payer, payee, name = self.payer.seat(), self.payee.seat(), self.names.get
        try:
            each = Fraction(self.amount.text().strip())
        except (ValueError, ZeroDivisionError):
            each = Fraction(0)
        if payer is None or each <= 0:
            self.preview.setText("")
            return
        self.preview.setText(
            self.tr("{0} pays {1} {2}").format(name(payer, payer), name(payee, payee), format_amount(each))
            if payee
            else self.tr("{0} pays each other player {1} ({2} in all)").format(
                name(payer, payer), format_amount(each), format_amount(each * 3)
            )
        )

    def _load(self, entry: dict) -> None:
        payments = {s: Fraction(a) for s, a in (entry.get("payments") or {}).items() if Fraction(a)}
        payers = [s for s, a in payments.items() if a < 0]
        payees = [s for s, a in payments.items() if a > 0]
        if payers:
            self.payer.set_seat(payers[0])
        if len(payees) == 1:
            self._wanted_payee = payees[0]
        if payees:
            self.amount.setText(str(payments[payees[0]]))
        self.reason.setText(entry.get("reason", ""))

    def _fill_payees(self) -> None:
        """Everyone but the payer, and 'each other player'."""
        wanted = self.payee.seat() if self.payee.count() else None
        wanted = self._wanted_payee or wanted
        self._wanted_payee = None
        self.payee.blockSignals(True)
        self.payee.fill(self.names, self.tr("Each other player"), leave_out=self.payer.seat())
        index = self.payee.findData(wanted) if wanted else 0
        self.payee.setCurrentIndex(max(index, 0))
        self.payee.blockSignals(False)

    def problem(self) -> str:
        try:
            amount = Fraction(self.amount.text().strip())
        except (ValueError, ZeroDivisionError):
            amount = Fraction(0)
        if amount <= 0:
            return self.tr("Give the amount as a positive number, e.g. 8 or 0.5")
        if not self.reason.text().strip():
            return self.tr("Say why, so the table can read it in the ledger")
        return ""

    def values(self) -> dict:
        return {
            "payer": self.payer.seat(),
            "amount": Fraction(self.amount.text().strip()),
            "payee": self.payee.seat(),
            "reason": self.reason.text().strip(),
        }
