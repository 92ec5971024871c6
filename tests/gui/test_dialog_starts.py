"""Issue 23: the false-win dialog starts on the refused player; Faan only shows who pays
what before it is recorded."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox

from mjscore_gui.gui.dialogs.penalty_dialog import FalseWinDialog
from mjscore_gui.gui.dialogs.quick_entry import QuickEntryDialog
from tests.gui.test_window import choose


def test_the_false_win_dialog_starts_on_the_winner_picked_in_the_editor(window, monkeypatch):
    opened: list[FalseWinDialog] = []

    def exec_(dialog):
        opened.append(dialog)
        return 0  # cancelled

    monkeypatch.setattr(FalseWinDialog, "exec", exec_)
    choose(window.findChild(QComboBox, "winner"), "W")  # West declared the win that was refused
    window.false_win()
    assert opened and opened[0].offender() == "W"
    assert opened[0].findChild(QLabel, "false-win-amount-W").text().startswith("-")


def amounts(dialog) -> list[Fraction]:
    return [Fraction(dialog.findChild(QLabel, f"quick-amount-{s}").text() or "0") for s in "ESWN"]


def test_faan_only_shows_who_pays_what_before_it_is_recorded(qtbot, window):
    recorded = []
    dialog = QuickEntryDialog(window.table.ruleset, {}, window.builder.state, recorded.append, window)
    qtbot.addWidget(dialog)
    choose(dialog.findChild(QComboBox, "quick-winner"), "E")
    dialog.findChild(QSpinBox, "quick-faan").setValue(6)
    choose(dialog.findChild(QComboBox, "quick-discarder"), "S")
    assert amounts(dialog) == [32, -32, 0, 0]  # hk: 6 faan off a discard, the dealer's 32
    dialog.findChild(type(dialog.self_drawn), "quick-self-drawn").setChecked(True)
    shown = amounts(dialog)
    assert sum(shown) == 0 and shown[0] > 0 and shown[1] == shown[2] == shown[3] < 0
    choose(dialog.findChild(QComboBox, "quick-winner"), "S")
    dialog.discard.setChecked(True)  # discarded by South, the winner: refused, said so
    assert dialog.findChild(QLabel, "quick-preview").text()
    assert recorded == []  # nothing recorded by looking
