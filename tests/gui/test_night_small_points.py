"""Issue 29's small points, as a player would expect them: the false win and the penalty
say who pays what before recording; the ledger's Result text is whole in its tooltip;
"Meets the minimum" waits for a winner; the round-over line leaves when the next round
starts; before the first hand the board shows every table started, and no other."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from mjscore_gui.club.results.scoreboard import scoreboard_of
from mjscore_gui.gui.club.scoreboard_view import ScoreboardView
from mjscore_gui.gui.dialogs.penalty_dialog import FalseWinDialog, PenaltyDialog
from mjscore_gui.rulebook import get_preset
from tests.conftest import json_entry
from tests.gui.conftest import pick
from tests.gui.test_one_session_per_round import EIGHT, WIN, laptop, start, two_laptops_drawn
from tests.gui.test_tonight_dialog import _club
from tests.gui.test_window import WINNING_HAND, tiles

NAMES = {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}


def test_the_false_win_line_names_the_amount_and_the_column(qtbot):
    dialog = FalseWinDialog(NAMES, get_preset("hk"), lambda seat: None, initial="S")
    qtbot.addWidget(dialog)
    assert dialog.intro.text() == (
        "Ben declared a win they did not have: pays each other player 384 (13 faan, the table's column). "
        "The same dealer deals again."
    )
    assert [dialog.amounts[s].text() for s in "ESWN"] == ["+384", "-1152", "+384", "+384"]


def test_the_penalty_previews_who_pays_what(qtbot):
    dialog = PenaltyDialog(NAMES, lambda values: None)
    qtbot.addWidget(dialog)
    dialog.payer.set_seat("W")
    dialog.amount.setText("8")
    dialog.amount.textEdited.emit("8")
    assert dialog.preview.text() == "Cat pays each other player 8 (24 in all)"
    dialog.payee.setCurrentIndex(dialog.payee.findData("N"))
    assert dialog.preview.text() == "Cat pays Dan 8"
    dialog.amount.setText("x")
    dialog.amount.textEdited.emit("x")
    assert dialog.preview.text() == ""


def test_meets_the_minimum_waits_for_the_winner_and_the_result_is_whole_in_its_tooltip(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    status = window.findChild(QLabel, "result-status").text()
    assert status.startswith("Pick the winner") and "Meets the" not in status and "Below the minimum" not in status
    pick(qtbot, window, "E", "S")
    assert "Meets the 3-faan minimum" in window.findChild(QLabel, "result-status").text()
    window.recorder.record_hand()
    model = window.ledger.ledger_model
    result = model.data(model.index(0, 2))
    assert model.data(model.index(0, 2), Qt.ItemDataRole.ToolTipRole).startswith(result + "\n")


def test_the_round_over_line_leaves_when_the_next_round_starts(qtbot, tmp_path):
    club = _club(tmp_path)
    win = laptop(qtbot, tmp_path, "amy", club)
    dialog = win.club_folder.tonight_dialog()
    dialog.tick_names(EIGHT)
    dialog.rounds.setValue(2)
    dialog.draw()
    dialog.close()
    start(win, 1, 1)
    for _ in range(4):  # South wins off North four times: the East round is over
        win.table.record(json_entry(WIN))
    assert len(win.club_folder.notices.lines) == 1 and win.club_folder.notices.lines[0].startswith("Round 1 over")
    start(win, 1, 2)
    assert win.club_folder.notices.lines == []
    win.table.close()


def test_before_the_first_hand_the_board_shows_the_tables_started(qtbot, tmp_path):
    a, b, plan = two_laptops_drawn(qtbot, tmp_path)
    start(a, 1, 1)
    b.club_folder.tick()
    start(b, 2, 1)
    a.club_folder.tick()
    board = scoreboard_of(a.table.ledger)
    # Both of the plan's tables, seated as drawn, 0 hands; each laptop's own empty welcome
    # session is no table of the night.
    seated = [table.players for table in plan.rounds[0]]
    assert [(t.table, t.name, t.hands_played) for t in board.tables] == [
        ("1", "Table 1, round 1", 0),
        ("2", "Table 2, round 1", 0),
    ]
    assert [set(t.players) for t in board.tables] == [set(names) for names in seated]
    view = ScoreboardView(lambda: board)
    qtbot.addWidget(view)
    assert view.findChild(QLabel, "scoreboard-table-2-title").text() == "Table 2 第2枱"
    assert not view.findChild(QLabel, "scoreboard-empty").isHidden()  # and no hands yet, as is true
    view.close()
    for win in (a, b):
        win.table.close()
