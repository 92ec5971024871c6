"""Issue 23: the winner and the discarder picked on the player boxes; nobody picked after
a hand is recorded."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFrame, QPushButton

from mjscore_gui.engine.tiles import parse_tile
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.state.build_state import BuildState
from mjscore_gui.rulebook import get_preset
from tests.gui.conftest import open_window, start_session
from tests.gui.test_window import WINNING_HAND, click, rows, tiles, totals


def test_clicks_on_the_player_boxes_pick_the_winner_and_the_discarder():
    b = HandBuilder(get_preset("hk"))
    b.reset_for_next_hand("E")
    assert (b.state.winner, b.state.discarder) == (None, None)
    b.pick_player("N")  # no winner yet: North wins
    assert (b.state.winner, b.state.discarder, b.state.win) == ("N", None, "discard")
    b.pick_player("W")  # another player: West discarded
    assert (b.state.winner, b.state.discarder, b.state.win) == ("N", "W", "discard")
    b.pick_player("S")  # another again: South discarded instead
    assert b.state.discarder == "S"
    b.pick_player("S")  # the discarder again: self-drawn
    assert (b.state.winner, b.state.discarder, b.state.win) == ("N", None, "self_drawn")
    b.pick_player("E")  # someone else: back to a discard, by East
    assert (b.state.discarder, b.state.win) == ("E", "discard")
    b.pick_player("N")  # the winner again: both cleared
    assert (b.state.winner, b.state.discarder) == (None, None)


def test_record_asks_for_the_winner_then_the_discarder():
    b = HandBuilder(get_preset("hk"))
    b.reset_for_next_hand("E")
    for token in WINNING_HAND:
        b.add_tile(parse_tile(token))
    ok, reason, short = b.record_check()
    assert not ok and short == "pick the winner" and "Pick the winner" in reason
    # The result's red line says the same as Record, not "Say who discarded" first.
    assert b.evaluation().settle_error.startswith("Pick the winner")
    b.pick_player("E")
    ok, _reason, short = b.record_check()
    assert not ok and short == "pick the discarder"
    assert b.evaluation().settle_error == "Say who discarded the winning tile"
    b.pick_player("S")
    assert b.record_check()[0]
    assert (BuildState().winner, BuildState().discarder) == (None, None)  # a fresh builder's too


def box(window, seat: str) -> QFrame:
    found = window.findChild(QFrame, f"player-card-{seat}")
    assert found is not None
    return found


def test_a_fresh_window_has_nobody_picked(qtbot, tmp_path):
    """At launch as after a record: no winner, no discarder (the boxes show no choice, no
    blank item), Record disabled saying "Pick the winner" (an East-and-South default once
    had a hand recorded against the wrong discarder)."""
    start_session(tmp_path)
    win = open_window(qtbot, tmp_path)
    try:
        winner = win.findChild(QComboBox, "winner")
        discarder = win.findChild(QComboBox, "discarder")
        record = win.findChild(QPushButton, "record-hand")
        assert (win.builder.state.winner, win.builder.state.discarder) == (None, None)
        assert winner.currentIndex() == -1 and discarder.currentIndex() == -1
        assert winner.currentText() == "" and discarder.currentText() == ""
        assert "" not in [winner.itemText(i) for i in range(winner.count())]  # no blank item
        assert winner.count() == 4 and discarder.count() == 4
        assert all(box(win, s).property("pick") in (None, "") for s in "ESWN")
        tiles(qtbot, win, *WINNING_HAND)  # a whole hand, still nobody picked
        assert not record.isEnabled() and "pick the winner" in record.text()
        assert "Pick the winner" in record.toolTip()
        click(qtbot, win, "record-hand")
        assert rows(win) == 0
    finally:
        win.table.close()


def test_the_boxes_pick_in_the_window_and_recording_clears_them(qtbot, window):
    winner = window.findChild(QComboBox, "winner")
    discarder = window.findChild(QComboBox, "discarder")
    record = window.findChild(QPushButton, "record-hand")
    tiles(qtbot, window, *WINNING_HAND)
    qtbot.mouseClick(box(window, "E"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(box(window, "E"), Qt.MouseButton.LeftButton)  # the winner again: cleared
    assert winner.currentIndex() == -1 and discarder.currentIndex() == -1
    assert not record.isEnabled() and "pick the winner" in record.text()
    qtbot.mouseClick(box(window, "E"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(box(window, "W"), Qt.MouseButton.LeftButton)
    assert winner.currentData() == "E" and discarder.currentData() == "W"
    assert box(window, "E").property("pick") == "winner" and box(window, "W").property("pick") == "discarder"
    click(qtbot, window, "record-hand")
    assert rows(window) == 1 and totals(window) == ["+32", "0", "-32", "0"]
    # The next hand starts with nobody picked: no East-and-South default to record against.
    assert winner.currentIndex() == -1 and discarder.currentIndex() == -1
    assert all(box(window, s).property("pick") == "" for s in "ESWN")
    tiles(qtbot, window, *WINNING_HAND)
    assert not record.isEnabled() and "pick the winner" in record.text()
    assert "Pick the winner" in record.toolTip()


def test_the_reference_hand_takes_sixteen_clicks_with_the_boxes(qtbot, window):
    """Concealed 123m 456m 789p 55s, an exposed pong =CCC, won on 5s discarded by West,
    counted with the mouse only on a hand after the first (nobody picked)."""
    window.table.change_rules(window.table.ruleset.with_settings({"min_faan": 1}))  # the hand is 2 faan in hk
    click(qtbot, window, "record-draw")  # a hand recorded: the next starts with nobody picked
    before = rows(window)
    clicks = 0

    def press(widget) -> None:
        nonlocal clicks
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        clicks += 1

    def named(name: str):
        return window.findChild(QPushButton, name)

    press(named("mode-pong"))
    press(named("palette-C"))
    for token in "1m 2m 3m 4m 5m 6m 7p 8p 9p 5s 5s".split():
        press(named(f"palette-{token}"))  # the last one added is the winning tile
    press(box(window, "E"))  # East's box: East wins (East deals again after the draw)
    press(box(window, "W"))  # West's box: West discarded
    record = named("record-hand")
    assert record.isEnabled(), record.toolTip()
    press(record)
    assert rows(window) == before + 1
    assert clicks == 16  # 13 tile clicks + winner + discarder + Record


def test_short_of_room_the_dealer_box_keeps_the_name_and_the_mark(qtbot):
    """A five-digit total squeezes the dealer's box: the seat and the word Dealer go
    first, the one character 莊 stays, and the name is shortened last (it was the name
    that went, or the mark cut to "Deale")."""
    from mjscore_gui.gui.panels.totals_bar import NameLabel

    label = NameLabel()
    qtbot.addWidget(label)
    label.show()
    label.show_name("Benjamin", "(East 東)", "· Dealer 莊")
    metrics = label.fontMetrics()
    label.resize(metrics.horizontalAdvance("Benjamin  (East 東) · Dealer 莊") + 20, 30)
    assert label.text() == "Benjamin  (East 東) · Dealer 莊"
    label.resize(metrics.horizontalAdvance("Benjamin 莊") + 4, 30)
    assert label.text() == "Benjamin 莊"
    label.resize(metrics.horizontalAdvance("Benj… 莊") + 2, 30)
    assert label.text().startswith("Ben") and label.text().endswith("… 莊")
    assert "Dealer" in label.toolTip()


def test_fixing_a_past_hand_the_boxes_pick_players_as_they_sat_then(qtbot, window):
    """The replay: after the deal passed, a double-click on hand 1 marked the boxes of the
    players sitting at its winner's and discarder's winds *now* (Cat's box lit as the
    winner, Amy won it), and a click on a box picked by the next hand's seats: fixing
    hand 1 on Dan's box would have made Cat the winner."""
    from PySide6.QtWidgets import QTableView

    from tests.gui.conftest import pick

    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "S", "E")  # Ben (South) wins off Amy (East): the deal passes to Ben
    click(qtbot, window, "record-hand")
    click(qtbot, window, "record-draw")
    assert totals(window) == ["-32", "+32", "0", "0"]
    assert window.totals.seat_of == {0: "N", 1: "E", 2: "S", 3: "W"}  # the next hand's seats
    table = window.findChild(QTableView, "ledger-table")
    first = table.model().index(0, 1)
    rect = table.visualRect(first)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.editor.editing is not None
    amy, ben, cat, dan = (box(window, s) for s in "ESWN")  # the boxes by the chair they started in
    assert ben.property("pick") == "winner" and amy.property("pick") == "discarder"
    assert cat.property("pick") in (None, "") and dan.property("pick") in (None, "")
    left = Qt.MouseButton.LeftButton
    qtbot.mouseClick(ben, left)  # the winner again: nobody
    qtbot.mouseClick(dan, left)  # Dan won hand 1 (he sat North then) ...
    qtbot.mouseClick(cat, left)  # ... off Cat (West then)
    assert (window.builder.state.winner, window.builder.state.discarder) == ("N", "W")
    assert dan.property("pick") == "winner" and cat.property("pick") == "discarder"
    click(qtbot, window, "record-hand")  # Save hand 1: the draw after it re-settles
    assert window.editor.editing is None
    assert totals(window) == ["0", "0", "-32", "+32"]
    assert window.totals.seat_of == {0: "N", 1: "E", 2: "S", 3: "W"}  # the next hand's seats again
