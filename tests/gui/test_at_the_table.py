"""At the table (issue 23): the typed line, whole sets in one click, the ledger as on paper."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from mjscore_gui.engine import HandError, parse_hand
from mjscore_gui.engine.hand import Meld
from mjscore_gui.engine.hand_format import parse_typed_line
from mjscore_gui.engine.tiles import parse_tile, parse_tiles
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.rulebook import get_preset
from tests.gui.conftest import player_box

HK = get_preset("hk")


def test_the_typed_line_reads_exposed_sets_and_kongs():
    concealed, melds, flowers = parse_typed_line("123m EEE =CCC =123p =5555p 9999s f1")
    assert [Meld("pong", parse_tile("C"), True), Meld("chow", parse_tile("1p"), True)] == melds[:2]
    assert melds[2:] == [Meld("kong", parse_tile("5p"), True), Meld("kong", parse_tile("9s"), False)]
    assert len(concealed) == 6 and flowers == [parse_tile("f1")]


@pytest.mark.parametrize("text", ["=12m", "=CCF", "=89m1p", "=f1f2f3", "=", "=EEEEE"])
def test_a_typed_set_that_is_not_a_set_is_refused(text):
    with pytest.raises(HandError):
        parse_typed_line(text)


def test_typed_four_of_a_kind_is_a_concealed_kong_and_exposed_sets_are_declared():
    b = HandBuilder(HK)
    assert b.add_text("123m 456m 789p 55s =CCC")
    assert b.state.melds == (Meld("pong", parse_tile("C"), True),)
    assert b.tile_count() == 14 and b.winning_tile == parse_tile("5s")
    b.clear()
    assert b.add_text("CCCC")
    assert b.state.melds == (Meld("kong", parse_tile("C"), False),) and not b.state.concealed
    # All or nothing: a fifth set refuses the whole line.
    assert not b.add_text("=EEE =SSS =WWW =NNN")
    assert len(b.state.melds) == 1


def test_the_json_concealed_key_still_refuses_the_equals_sign():
    with pytest.raises(HandError):
        parse_hand({"concealed": "=CCC 123m 456m 789p 55s", "winning_tile": "5s"})


def test_the_type_box_says_how_to_type_sets(qtbot, window):
    typed = window.hand_area.typed
    assert "=CCC" in typed.placeholderText() and "5555p" in typed.placeholderText()
    assert "exposed chow" in typed.toolTip() and "concealed kong" in typed.toolTip()
    typed.setFocus()
    qtbot.keyClicks(typed, "123m 456m 789p 55s =CCC")
    qtbot.keyClick(typed, Qt.Key.Key_Return)
    assert window.builder.tile_count() == 14 and len(window.builder.state.melds) == 1


def test_enter_in_a_losers_box_applies_it(qtbot):
    from mjscore_gui.gui.panels.losers_panel import LosersPanel

    builder = HandBuilder(get_preset("units"))
    panel = LosersPanel(builder, lambda: {})
    qtbot.addWidget(panel)
    panel.show()
    box = panel.rows["S"][1]
    box.setFocus()
    box.setText("=CCC")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert builder.loser_text("S") == "=CCC"


def test_enter_in_a_losers_box_applies_it_in_the_window(qtbot, window):
    """The replay: in the window, Enter in a loser's box did nothing (the window's Enter
    shortcut took the key and the box listened only for leaving it); the set counted only
    once the player clicked elsewhere."""
    window.table.change_rules(get_preset("units"))
    window.builder.set_ruleset(window.table.ruleset)
    box = window.findChild(QLineEdit, "losers-N")
    assert box is not None and box.isVisible()
    box.setFocus()
    qtbot.keyClicks(box, "=999m f1")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.builder.loser_text("N") == "=999m f1"
    assert window.findChild(QLabel, "losers-value-N").text().endswith("farn")  # scored at once


def test_a_whole_set_in_one_click():
    b = HandBuilder(HK)
    assert b.press_set(parse_tile("1m"))
    assert b.press_set(parse_tile("9p"))  # a chow from 9 ends at it: 789p
    assert b.press_set(parse_tile("E"))  # an honour's "chow" is its pong
    assert b.press_set(parse_tile("2s"), "pong")
    assert sorted(b.state.concealed) == sorted(parse_tiles("123m 789p EEE 222s"))
    assert not b.press_set(parse_tile("E"), "pong")  # no fourth and fifth E
    assert b.tile_count() == 12


def test_the_reference_hand_in_ten_clicks(qtbot, window):
    """Concealed 123m 456m 789p 55s, an exposed pong =CCC, won on 5s discarded by West:
    three Shift+clicks, Pong then C, 5s twice, winner, discarder, Record."""
    window.apply_ruleset(HK.with_settings({"min_faan": 1}))  # the hand counts 2 faan
    clicks = 0

    def press(name: str, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        nonlocal clicks
        qtbot.mouseClick(window.findChild(QPushButton, name), Qt.MouseButton.LeftButton, modifier)
        clicks += 1

    for token in ("1m", "4m", "7p"):
        press(f"palette-{token}", Qt.KeyboardModifier.ShiftModifier)
    press("mode-pong")
    press("palette-C")
    press("palette-5s")
    press("palette-5s")
    assert window.builder.state.winner is None  # nobody is picked at launch
    for seat in "EW":  # East's box: East wins; West's box: West discarded
        qtbot.mouseClick(player_box(window, seat), Qt.MouseButton.LeftButton)
        clicks += 1
    assert (window.builder.state.winner, window.builder.state.discarder) == ("E", "W")
    assert window.builder.record_check()[0]
    assert window.builder.winning_tile == parse_tile("5s") and window.builder.tile_count() == 14
    entries = len(window.table.rows())
    press("record-hand")
    assert len(window.table.rows()) == entries + 1
    assert clicks <= 10


def test_each_ledger_row_shows_the_delta_and_the_running_total(qtbot, window):
    for _ in range(2):
        window.builder.add_text("123m 456m 789p 234s 55s")
        window.builder.set_situation(winner="E", win="discard", discarder="S")  # cleared after each record
        qtbot.mouseClick(window.findChild(QPushButton, "record-hand"), Qt.MouseButton.LeftButton)
    model = window.ledger.ledger_model
    assert model.rowCount() == 2
    first = [model.data(model.index(0, model.FIXED + p)) for p in range(4)]
    second = [model.data(model.index(1, model.FIXED + p)) for p in range(4)]
    assert first[0] == "+8 → 8" and first[1] == "-8 → -8" and first[2] == "0 → 0"
    assert second[0] == "+8 → 16" and second[1] == "-8 → -16"
    latest = window.table.rows()[-1]
    assert [latest.totals[p] for p in window.table.players] == window.table.totals()


def test_a_units_row_says_the_winner_took_from_everyone_and_shows_the_points(qtbot, window):
    window.apply_ruleset(get_preset("units"))
    window.builder.add_text("123m 456m 789p 55s =CCC")
    window.builder.set_situation(winner="E", win="discard", discarder="W")
    qtbot.mouseClick(window.findChild(QPushButton, "record-hand"), Qt.MouseButton.LeftButton)
    model = window.ledger.ledger_model
    text = model.data(model.index(model.rowCount() - 1, 2))
    assert text == "Amy wins 120 points (1 farn) on Cat's discard; takes from everyone"
    row = window.table.rows()[-1]
    assert all(row.deltas[p] < 0 for p in window.table.players[1:])
    assert row.description == "Amy wins 120 points (1 farn), on Cat's discard, everyone pays"


def test_a_row_says_off_the_discarder_only_when_the_discarder_alone_pays(qtbot, window):
    window.builder.add_text("123m 456m 789p 234s 55s")
    window.builder.set_situation(winner="E", win="discard", discarder="S")
    qtbot.mouseClick(window.findChild(QPushButton, "record-hand"), Qt.MouseButton.LeftButton)
    model = window.ledger.ledger_model
    assert model.data(model.index(model.rowCount() - 1, 2)) == "Amy wins 3 faan off Ben"
