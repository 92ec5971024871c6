"""Flower win 花糊 beside Draw: seed 001, Flower Faan: "Under certain custom rules, a player
who draws 7 bonus tiles can declare a win worth 3 faan on the spot; a player who draws
all 8 bonus tiles can declare a win worth 13 faan". Off in `hk` (a custom rule): the
dialog says so and records nothing; on, it records and settles (seven: the drawer of the
eighth pays as a discarder; eight: everyone pays as for a self-drawn win)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QRadioButton

from mjscore_gui.ledger import Ledger
from mjscore_gui.rulebook import get_preset
from tests.gui.conftest import open_window
from tests.gui.test_window import answer_dialog, click, rows, totals


@pytest.fixture
def flower_window(qtbot, tmp_path):
    with Ledger.open(tmp_path) as ledger:
        ruleset = get_preset("hk").with_settings({"bonus_win": True})
        ledger.new_session(["Amy", "Ben", "Cat", "Dan"], ruleset, name="Flower night")
    win = open_window(qtbot, tmp_path)
    yield win
    win.table.close()


def seven_off_west(dialog):
    """South wins on seven bonus tiles; West drew the eighth."""
    combo = dialog.findChild(QComboBox, "flower-win-winner")
    combo.setCurrentIndex(combo.findData("S"))
    drawer = dialog.findChild(QComboBox, "flower-win-drawer")
    drawer.setCurrentIndex(drawer.findData("W"))
    dialog.accept()


def test_off_in_hk_the_dialog_says_why_and_records_nothing(qtbot, window):
    seen = []

    def refused(dialog):
        seven_off_west(dialog)
        seen.append(dialog.findChild(QLabel, "flower-win-error").text())

    answer_dialog(qtbot, refused)
    click(qtbot, window, "flower-win")
    assert "not played under these rules" in seen[0]
    assert rows(window) == 0


def test_seven_bonus_tiles_paid_by_the_drawer_of_the_eighth(qtbot, flower_window):
    answer_dialog(qtbot, seven_off_west)
    click(qtbot, flower_window, "flower-win")
    assert rows(flower_window) == 1
    # 3 faan on seed 001's Half spicy table = 8, all from West.
    assert totals(flower_window) == ["0", "+8", "-8", "0"]


def test_eight_bonus_tiles_paid_by_everyone(qtbot, flower_window):
    def eight_by_east(dialog):
        combo = dialog.findChild(QComboBox, "flower-win-winner")
        combo.setCurrentIndex(combo.findData("E"))
        dialog.findChild(QRadioButton, "flower-win-eight").setChecked(True)
        assert not dialog.findChild(QComboBox, "flower-win-drawer").isEnabled()
        dialog.accept()

    answer_dialog(qtbot, eight_by_east)
    click(qtbot, flower_window, "flower-win")
    # 13 faan = 384, self-drawn 1.5x split three ways: 192 each.
    assert totals(flower_window) == ["+576", "-192", "-192", "-192"]
