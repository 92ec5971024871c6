"""Issue 23: the false-win dialog starts on the refused player; Faan only shows who pays
what before it is recorded."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox

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
    window.recorder.false_win()
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


def test_faan_only_starts_with_nobody_picked_and_records_nothing_until_both_are(qtbot, window):
    """No guessed East and South: a default once had a hand recorded against the wrong
    discarder (issue 23). Record waits for the winner, then for who discarded."""
    recorded = []
    dialog = QuickEntryDialog(window.table.ruleset, {}, window.builder.state, recorded.append, window)
    qtbot.addWidget(dialog)
    winner, discarder = dialog.findChild(QComboBox, "quick-winner"), dialog.findChild(QComboBox, "quick-discarder")
    ok = dialog.findChild(QPushButton, "quick-ok")
    assert winner.currentIndex() == -1 and discarder.currentIndex() == -1
    assert not ok.isEnabled() and dialog.findChild(QLabel, "quick-preview").text() == "Pick the winner"
    dialog.accept()  # Enter on a disabled OK: refused, said so
    assert recorded == [] and dialog.findChild(QLabel, "quick-error").text() == "Pick the winner"
    choose(winner, "W")
    assert not ok.isEnabled()
    assert dialog.findChild(QLabel, "quick-preview").text() == "Pick who discarded the winning tile"
    choose(discarder, "N")
    dialog.findChild(QSpinBox, "quick-faan").setValue(3)
    assert ok.isEnabled() and amounts(dialog) == [0, 0, 8, -8]  # hk: 3 faan off a discard
    dialog.accept()
    assert recorded == [{"faan": 3, "winner": "W", "win": "discard", "discarder": "N"}]


def test_a_second_session_of_the_evening_is_not_suggested_the_first_ones_name():
    from mjscore_gui.gui.dialogs.session_dialogs import unused_name

    assert unused_name("Friday, 27 Nov", []) == "Friday, 27 Nov"
    assert unused_name("Friday, 27 Nov", ["Friday, 27 Nov"]) == "Friday, 27 Nov (2)"
    assert unused_name("Friday, 27 Nov", ["Friday, 27 Nov", "Friday, 27 Nov (2)"]) == "Friday, 27 Nov (3)"


def test_new_session_suggests_a_name_the_ledger_has_not_used(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QLineEdit

    from mjscore_gui.gui.dialogs.session_dialogs import PlayersDialog, default_session_name

    window.table.new_session(["Amy", "Ben", "Cat", "Dan"], default_session_name())  # tonight's first
    seen = []

    def look(dialog):
        seen.append(dialog.findChild(QLineEdit, "session-name").text())
        return 0

    monkeypatch.setattr(PlayersDialog, "exec", look)
    window.new_session()
    assert seen == [f"{default_session_name()} (2)"]
