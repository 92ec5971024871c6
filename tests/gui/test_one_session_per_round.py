"""Issue 29: one session per table and round across the club, in the window. Two laptops
share one club folder (as test_tonight_dialog.py does); each names itself in club.json.
Start table… opens on the first table and round not started anywhere, lists those
started with where and when, and asks before a second session of one, naming the laptop;
a clash is named on both boards and counted once; a stray empty session gets no points."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction as F

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.seating.plan import table_of
from tests.conftest import json_entry
from tests.gui.test_tonight_dialog import _club, _laptop

EIGHT = ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
WIN = {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}  # South wins 8 off North (half spicy)


def laptop(qtbot, tmp_path, name: str, club):
    win = _laptop(qtbot, tmp_path, name, club)
    data = win.table.data_dir
    club_folder.save(data, replace(club_folder.load(data), laptop=f"{name}'s laptop"))
    return win


def start(win, table: int, round_: int, answer: bool = True) -> list[str]:
    """Club ▸ Start table… at table `table`, round `round_`; the questions asked, answered `answer`."""
    asked: list[str] = []
    dialog = win.club_folder.start_table_dialog()
    dialog.confirm_start = lambda q: asked.append(q) or answer
    dialog.start_round.setValue(round_)
    dialog.start_table.setValue(table)
    dialog.start()
    dialog.close()
    return asked


def test_start_table_asks_names_the_laptop_and_a_clash_counts_once(qtbot, tmp_path):
    club = _club(tmp_path)
    a, b = laptop(qtbot, tmp_path, "amy", club), laptop(qtbot, tmp_path, "ben", club)
    dialog = a.club_folder.tonight_dialog()
    dialog.tick_names(EIGHT)
    dialog.rounds.setValue(2)
    dialog.seed.setText("29")
    dialog.draw()
    plan = a.club_folder.tonight.plan
    dialog.close()
    assert start(a, 1, 1) == [] and a.table.session.plan == {"evening": plan.evening, "table": 1, "round": 1}
    for _ in range(2):
        a.table.record(json_entry(WIN))

    # B opens on the first table and round not started anywhere, and lists A's with where and when.
    dialog = b.club_folder.start_table_dialog()
    assert (dialog.start_table.value(), dialog.start_round.value()) == (2, 1)
    listed = dialog.started_list.text()
    assert listed.startswith("Started:\nTable 1, round 1: on amy's laptop at ") and listed.endswith(", 2 hands")
    dialog.close()
    asked = start(b, 1, 1, answer=False)
    assert len(asked) == 1 and "amy's laptop" in asked[0] and "2 hands" in asked[0]
    assert b.table.session.plan is None  # not started: B is still on its own first session
    start(b, 2, 1)
    b.table.record(json_entry(WIN))
    start(b, 2, 1)  # a stray empty session of the same table and round, after a yes
    # Offline, B also records table 1, round 1: a clash of two sessions with hands.
    assert len(start(b, 1, 1)) == 1
    b.table.record(json_entry({"draw": True}))
    b.club_folder.tick()
    a.club_folder.tick()

    table_1 = set(table_of(plan, 1, 1))
    for win in (a, b):
        board = win.club.board()
        hands = {row.name: row.hands for row in board.rows}
        # Table 1 counted once, A's two hands (not B's draw); table 2 its one hand.
        assert hands == {name: (2 if name in table_1 else 1) for name in EIGHT}
        assert board.why == (
            "Table 1, round 1 was recorded 2 times (amy's laptop, 2 hands; ben's laptop, 1 hand): counted once, "
            "amy's laptop's; withdraw the other (Session ▸ Withdraw this session…)"
        )
        # The stray empty session of table 2 takes no points, and its card stays on the hand.
        points = {row.name: row.table_points for row in board.rows}
        # hk-old (club.toml): table 1 +4 +3 -3 -4 scores 4/2/1/0; table 2 +5 -1 -2 -2: 4, 2, two share 1+0.
        assert sorted(points.values()) == [0, F(1, 2), F(1, 2), 1, 2, 2, 4, 4]
        card = next(t for t in board.tables if t.table == "2")
        assert (card.plan_round, card.hands_played) == (1, 1)
    for win in (a, b):
        win.table.close()
