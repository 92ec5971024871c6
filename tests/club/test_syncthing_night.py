"""Issue 29's night, played in two windows on two data folders whose club folders are two
real Syncthing instances on 127.0.0.1 (tests/club/syncthing.py): the secretary builds
the roster in the window and draws the plan; a second Start table for a started table
and round asks, naming the laptop; a stray empty session gets no table points; a clash
of two sessions with hands is named on both laptops and counted once; the evening's
name agrees across plan, board and commands; `club publish --off` leaves a tombstone
that removes the copy on the other laptop; a copy's Record is disabled and Take over
works. Every wait is a deadline for a test that would otherwise hang, not a speed
requirement (the lag is measured in tests/benchmarks/bench_board_lag.py)."""

from __future__ import annotations

import json
import time
from fractions import Fraction as F

import pytest
from PySide6.QtWidgets import QPushButton

from mjscore_gui.club.folder.files import session_file, tombstone_file
from mjscore_gui.club.members.config import read_club
from tests.club.test_syncthing import synced  # noqa: F401  (the fixture)
from tests.conftest import json_entry
from tests.gui.test_one_session_per_round import WIN, laptop, start

pytestmark = pytest.mark.syncthing

DEADLINE = 120.0
ROSTER = [
    ("Amy", "陳美"),
    ("Ben", "李斌"),
    ("Cat", "張嘉"),
    ("Dan", "黃丹"),
    ("Eve", ""),
    ("Fay", ""),
    ("Gus", ""),
    ("Hal", ""),
]


def until(qtbot, what: str, check) -> None:
    """Wait (the windows reading their club folders meanwhile) until `check()` holds."""
    deadline = time.monotonic() + DEADLINE
    while not check():
        assert time.monotonic() < deadline, f"not within {DEADLINE:.0f} s: {what}"
        qtbot.wait(100)


def test_issue_29s_night_on_two_laptops_over_syncthing(synced, qtbot, tmp_path, mjscore):  # noqa: F811
    a = laptop(qtbot, tmp_path, "amy", synced.a.folder)  # the secretary's laptop
    b = laptop(qtbot, tmp_path, "ben", synced.b.folder)
    a.club_folder.link.set_secretary(True)

    # The roster built in the window, written to club.toml and carried to B's folder.
    roster = a.club_roster.roster_dialog()
    for name, zh in ROSTER:
        roster.form[0].setText(name)
        roster.form[1].setText(zh)
        roster.form_buttons[1].click()  # Add new
        assert roster.error.text() == ""
    roster.close()
    until(qtbot, "club.toml at B", lambda: (synced.b.folder / "club.toml").is_file())
    until(qtbot, "the whole roster at B", lambda: len(read_club(synced.b.folder).roster) == 8)
    assert [(e.name, e.name_zh) for e in read_club(synced.b.folder).roster] == ROSTER

    # A draws and publishes the plan; A starts table 1, round 1 and records two hands.
    tonight = a.club_folder.tonight_dialog()
    tonight.tick_names([name for name, _ in ROSTER])
    tonight.rounds.setValue(2)
    tonight.seed.setText("issue-29")
    tonight.draw()
    plan = a.club_folder.tonight.plan
    tonight.close()
    assert start(a, 1, 1) == []
    for _ in range(2):
        a.table.record(json_entry(WIN))
    table_1 = a.table.session
    until(qtbot, "A's table 1 at B", lambda: b.table.ledger.session_by_uuid(table_1.uuid) is not None)
    until(qtbot, "its two hands at B", lambda: len(b.table.ledger.session_by_uuid(table_1.uuid).entries()) == 2)

    # B's Start table… opens on table 2 and asks before table 1, naming A's laptop.
    dialog = b.club_folder.start_table_dialog()
    assert (dialog.start_table.value(), dialog.start_round.value()) == (2, 1)
    assert "Table 1, round 1: on amy's laptop at " in dialog.started_list.text()
    dialog.close()
    asked = start(b, 1, 1, answer=False)
    assert len(asked) == 1 and asked[0].startswith("Already started: Table 1, round 1: on amy's laptop at ")
    start(b, 2, 1)
    b.table.record(json_entry(WIN))
    start(b, 2, 1)  # a stray empty session of table 2, after a yes
    start(b, 1, 1)  # and, as if offline, table 1 again: one draw recorded there
    b.table.record(json_entry({"draw": True}))
    clash = b.table.session

    clash_line = (
        "Table 1, round 1 was recorded 2 times (amy's laptop, 2 hands; ben's laptop, 1 hand): counted once, "
        "amy's laptop's; withdraw the other (Session ▸ Withdraw this session…)"
    )
    until(qtbot, "the clash on A's board", lambda: a.club.board().why == clash_line)
    until(qtbot, "the clash on B's board", lambda: b.club.board().why == clash_line)
    seated_1 = set(table_1.players)
    for win in (a, b):
        board = win.club.board()
        assert {r.name: r.hands for r in board.rows} == {n: 2 if n in seated_1 else 1 for n, _ in ROSTER}
        # Table 1 two level at +8 share 4+2, two at -8 share 1+0; table 2: +8 4, two at 0 share 2+1, -8 0:
        # the stray empty session adds nothing, B's draw at table 1 nothing.
        assert sorted(r.table_points for r in board.rows) == [0, F(1, 2), F(1, 2), F(3, 2), F(3, 2), 3, 3, 4]
        assert {t.table: t.hands_played for t in board.tables if t.plan_round} == {"1": 2, "2": 1}

    # One evening name: the plan's date is the board's, the commands' and what --evening takes.
    assert plan.evening.startswith(f"{plan.date}-") and a.club.board().evening.endswith(plan.date)
    mjscore.use(tmp_path / "ben")
    standings = mjscore("club", "standings", "--tonight", "--format", "json")
    assert standings.code == 0, standings.err
    tonight_json = json.loads(standings.out)
    assert (tonight_json["from"], tonight_json["evening"]) == (plan.date, plan.evening)
    assert tonight_json["clashes"] == [clash_line]
    by_date = mjscore("club", "standings", "--evening", plan.date, "--format", "json")
    assert json.loads(by_date.out)["players"] == tonight_json["players"]
    assert mjscore("club", "settle-up", "--evening", plan.date).code == 0

    # `club publish --off` on B: a tombstone; A's copy of B's table 1 session goes, and the clash with it.
    off = mjscore("club", "publish", "--session", clash.id, "--off")
    assert off.code == 0, off.err
    assert tombstone_file(synced.b.folder, clash.uuid).is_file()
    until(qtbot, "the tombstone at A", lambda: tombstone_file(synced.a.folder, clash.uuid).is_file())
    until(qtbot, "A dropping the copy", lambda: a.table.ledger.session_by_uuid(clash.uuid) is None)
    until(qtbot, "the file gone at A", lambda: not session_file(synced.a.folder, clash.uuid).exists())
    until(qtbot, "A's board without the clash", lambda: a.club.board().why is None)

    # A's table on B is a copy: nothing records; Take over hands it to B.
    b.table.resume(b.table.ledger.session_by_uuid(table_1.uuid).id)
    assert not b.findChild(QPushButton, "record-hand").isEnabled() and not b.tile_palette.isEnabled()
    assert "is recorded on amy's laptop" in b.copy_lock.line.text()
    b.copy_lock.confirm = lambda question, title="": "from amy's laptop?" in question
    b.copy_lock.take_over()
    assert b.table.session.is_own and b.tile_palette.isEnabled()
    b.table.record(json_entry(WIN))
    assert len(b.table.rows()) == 3
    for win in (a, b):
        win.table.close()
