"""Issue 23: nothing a player aims at moves when a total or the round label changes."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QPushButton

from mjscore_gui.gui.state.table import faan_entry


def where(window, name: str) -> QRect:
    widget = window.findChild(QPushButton, name)
    assert widget is not None, name
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def aimed_at(window) -> dict[str, QRect]:
    QApplication.processEvents()  # the layouts' pending requests, not a wait
    names = ["palette-1m", "palette-9s", "palette-C", "palette-f1", "record-hand", "record-draw", "mode-pong"]
    return {name: where(window, name) for name in names}


def test_repeat_and_four_digit_totals_move_nothing(window):
    before = aimed_at(window)
    height = window.findChild(QFrame, "totals").height()
    # East keeps the deal with limit hands: "repeat 2", and totals in the thousands.
    for _ in range(2):
        window.table.record(faan_entry(13, "E", "self_drawn", None))
    totals = [window.findChild(QLabel, f"total-{s}").text() for s in "ESWN"]
    assert totals == ["+1152", "-384", "-384", "-384"]
    assert "repeat 2" in window.findChild(QLabel, "round-label").text()
    assert aimed_at(window) == before
    window.table.record(faan_entry(13, "S", "discard", "W"))  # the deal moves on: the label shortens
    assert "repeat" not in window.findChild(QLabel, "round-label").text()
    assert aimed_at(window) == before
    assert window.findChild(QFrame, "totals").height() == height


def test_larger_text_keeps_the_header_one_height(window):
    window.toggle_large()
    before = aimed_at(window)
    height = window.findChild(QFrame, "totals").height()
    for _ in range(3):
        window.table.record(faan_entry(13, "E", "self_drawn", None))
    assert aimed_at(window) == before and window.findChild(QFrame, "totals").height() == height
    window.toggle_large()
