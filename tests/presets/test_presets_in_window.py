"""A hand scored and recorded under each of the two presets from the window, by clicks
(seed 003's worked example; a units hand with the losers' shown sets, seed 000)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MJSCORE_LANG", "en")

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from mjscore_gui.rulebook import get_preset
from tests.gui.conftest import open_window, start_session


@pytest.fixture
def window(qtbot, tmp_path):
    start_session(tmp_path)  # the players already named, as after a first launch
    win = open_window(qtbot, tmp_path)
    yield win
    win.table.close()


def _press(window, *names):
    for name in names:
        window.findChild(QPushButton, name).click()


def _seat(combo, seat):
    combo.setCurrentIndex(combo.findData(seat))
    combo.activated.emit(combo.currentIndex())


def _totals(window):
    return [int(t) for t in window.table.totals()]


def test_new_style_worked_example_from_the_window(window):
    window.apply_ruleset(get_preset("new-style-6-9-12"))
    assert not window.findChild(QLineEdit, "losers-E").isVisibleTo(window)  # only units scores losers
    _press(window, "mode-pong", "palette-5m", "mode-kong", "palette-C")
    _press(window, *(f"palette-{t}" for t in ["2s", "2s", "2s", "1p", "1p", "1p", "E", "E"]))
    _seat(window.situation.winner, "N")
    _seat(window.situation.discarder, "E")
    result = window.builder.evaluation().result
    # seed 003, 5.3: 1 + 3 + 3 + 1 = 8 faan -> 84 points
    assert result.faan == 8 and result.points == 84
    assert window.findChild(QLabel, "result-line-points-settling_table").text() == "84"
    _press(window, "record-hand")
    assert _totals(window) == [-84, 0, 0, 84]


def test_units_hand_with_the_losers_shown_sets_from_the_window(window):
    window.apply_ruleset(get_preset("units"))
    # South: Red pong and 345p declared, 999p 234s 55s concealed; West discards the 5s.
    _press(window, "mode-pong", "palette-C", "mode-chow", "palette-3p")
    _press(window, *(f"palette-{t}" for t in ["9p", "9p", "9p", "2s", "3s", "4s", "5s", "5s"]))
    _seat(window.situation.winner, "S")
    _seat(window.situation.discarder, "W")
    for seat, text in (("E", "=FFF 11m"), ("N", "777p f4")):
        box = window.findChild(QLineEdit, f"losers-{seat}")
        box.setText(text)
        box.editingFinished.emit()
    # 999p concealed 8 + Red exposed 4 = 12 -> 20 + 50 = 70, Red 1 farn: 140.
    # East shows Green 4 + 11m 2 = 6 -> 10, 1 farn: 20; North 777p 4 + f4 (North's) 4 = 8 -> 10, 1 farn: 20.
    assert window.builder.evaluation().result.points == 140
    assert window.findChild(QLabel, "losers-value-E").text() == "20 pts, 1 farn"
    assert window.findChild(QLabel, "losers-value-N").text() == "20 pts, 1 farn"
    _press(window, "record-hand")
    # To South: East 280 (double), West 140, North 140. Losers: West pays East 20 x 2, West pays North 20.
    assert _totals(window) == [-240, 560, -200, -120]
    assert window.findChild(QLineEdit, "losers-E").text() == ""  # the next hand starts clean


def test_a_wrongly_typed_loser_line_says_why(window):
    window.apply_ruleset(get_preset("units"))
    box = window.findChild(QLineEdit, "losers-E")
    box.setText("=12m")
    box.editingFinished.emit()
    assert "not a set" in window.findChild(QLabel, "losers-value-E").text()


def test_a_recorded_units_hand_loads_back_with_its_losers(window):
    window.apply_ruleset(get_preset("units"))
    hand = {
        "concealed": "999p 234s 55s",
        "melds": [{"kind": "pong", "tile": "C"}, {"kind": "chow", "tile": "3p"}],
        "winning_tile": "5s",
        "win": "discard",
        "discarder": "W",
        "seat_wind": "S",
        "losers": {"E": {"melds": [{"kind": "pong", "tile": "F"}], "concealed": "11m"}},
    }
    window.builder.load_json(hand)
    assert window.findChild(QLineEdit, "losers-E").text() == "=FFF 11m"
    assert window.findChild(QLabel, "losers-value-E").text() == "20 pts, 1 farn"
    # 140 to South (East 280, West 140, North 140); East shows 20: West and North each pay East 20 x 2.
    assert dict(window.builder.evaluation().settlement.payments) == {"E": -200, "S": 560, "W": -180, "N": -180}


def test_waits_under_a_settling_table_say_the_points_they_pay(qtbot, window):
    """The table pays on points, not faan: each wait lists both (seed 003, 5.3 Figure 3:
    7 faan -> 74 points, 9 faan -> 128)."""
    window.apply_ruleset(get_preset("new-style-6-9-12"))
    window.hand_area.typed.setText("123m 456m 789m 234p 5s")
    _press(window, "typed-add")
    text = window.findChild(QLabel, "wait-text-5s")
    qtbot.waitUntil(lambda: text.isVisible())
    assert text.text() == "5 Bamboo 五索: self-drawn 9 faan (128 points), on a discard 7 faan (74 points)"


def test_waits_under_faan_rules_say_faan_alone(qtbot, window):
    window.hand_area.typed.setText("123m 456m 789m 234p 5s")
    _press(window, "typed-add")
    text = window.findChild(QLabel, "wait-text-5s")
    qtbot.waitUntil(lambda: text.isVisible())
    assert text.text() == "5 Bamboo 五索: self-drawn 4 faan, on a discard 3 faan"
