"""The window open while another program changes the ledger (issue 22: what players see
is what is stored). Another program here is a second `Ledger` on the same file, or the
real `mjscore ledger record`; the window's poll (a QTimer every 500 ms) is called
directly, so no test waits on a timer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt

from mjscore_gui.ledger import Ledger
from tests.conftest import json_entry
from tests.gui.conftest import pick
from tests.gui.test_window import WINNING_HAND, button, click, rows, tiles

ROOT = Path(__file__).resolve().parents[2]
OTHER_HAND = {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}


def other_program(data_dir: Path, hand: dict | None = None) -> dict[str, Fraction]:
    """Another program records a hand into the open session; its totals after it."""
    with Ledger.open(data_dir) as other:
        session = other.session()
        session.record(json_entry(hand or OTHER_HAND))
        return session.totals()


def status(window) -> str:
    return window.statusBar().currentMessage()


def stored_totals(data_dir: Path) -> tuple[int, dict[str, Fraction]]:
    with Ledger.open(data_dir) as ledger:
        session = ledger.session()
        return session.hand_count, session.totals()


def test_a_hand_recorded_by_the_command_line_appears_with_its_totals(qtbot, window, tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "mjscore_gui", "--data-dir", str(tmp_path), "ledger", "record"],
        input=json.dumps(OTHER_HAND).encode(),
        capture_output=True,
        timeout=120,
        check=False,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert (done.returncode, done.stdout) == (0, b"1\n"), done.stderr
    assert rows(window) == 0  # not yet read
    window.recorder.poll_ledger()
    assert rows(window) == 1
    hands, totals = stored_totals(tmp_path)
    assert hands == 1 and window.table.totals() == [totals[p] for p in window.table.players]
    assert "Another program changed this session (record hand 1)" in status(window)
    assert window.table.next_hand().label == window.table.session.next_hand().label  # South deals next
    window.recorder.poll_ledger()  # nothing new: nothing said again, nothing read again
    assert rows(window) == 1


def test_a_record_started_against_the_old_state_is_refused_and_the_new_state_shown(qtbot, window, tmp_path):
    totals = other_program(tmp_path)  # South won off East: the deal passes to South
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")  # entered while the window still showed hand 1 to come
    assert status(window).startswith("Not done: another program changed this session (record hand 1)")
    assert rows(window) == 1 and window.table.totals() == [totals[p] for p in window.table.players]
    assert stored_totals(tmp_path) == (1, totals)  # nothing was written for the window's hand
    assert window.builder.tile_count() == 14  # the hand stays in the editor, to check against the new seats
    click(qtbot, window, "record-hand")  # recorded again against what is shown: recorded
    assert rows(window) == 2 and stored_totals(tmp_path)[0] == 2


def test_any_other_change_just_reloads(qtbot, window, tmp_path):
    with Ledger.open(tmp_path) as other:
        other.new_session(["Eve", "Fay", "Gus", "Hal"], name="Other table").record(json_entry(OTHER_HAND))
    window.recorder.poll_ledger()
    assert status(window) == "" and rows(window) == 0
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")  # the session shown did not change: recorded
    assert rows(window) == 1


def test_ctrl_z_undoes_only_the_windows_own_change(qtbot, window, tmp_path):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")
    other_program(tmp_path, {"draw": True})
    window.recorder.poll_ledger()
    assert rows(window) == 2 and "another program's" in window.undo_action.text()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert status(window).startswith("Nothing undone: the session's last change (record hand 2)")
    assert rows(window) == 2 and stored_totals(tmp_path)[0] == 2
    # Before the poll too: another program's change is never undone, and is shown.
    other_program(tmp_path, {"draw": True})
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert status(window).startswith("Nothing undone: the session's last change (record hand 3)")
    assert rows(window) == 3 and stored_totals(tmp_path)[0] == 3
    # The other program undoes its own two hands (`ledger undo` as the contract says):
    # the window's hand is the session's last change again, and Ctrl+Z undoes it.
    with Ledger.open(tmp_path) as other:
        assert other.session().undo() == "record hand 3"
        assert other.session().undo() == "record hand 2"
    window.recorder.poll_ledger()
    assert window.undo_action.text() == "&Undo record hand 1"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert rows(window) == 0 and stored_totals(tmp_path)[0] == 0


def test_a_change_made_before_the_window_opened_can_still_be_undone(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window
    from tests.gui.conftest import start_session

    start_session(tmp_path)
    other_program(tmp_path)
    win = create_main_window(tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    try:
        win.undo_action.trigger()  # Ctrl+Z
        assert rows(win) == 0, status(win)  # shown when the window opened: the window's to undo
    finally:
        win.table.close()


def test_a_read_only_copy_is_shown_as_such_and_refused_until_adopted(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    with Ledger.open(tmp_path / "a") as a:
        night = a.new_session(["Amy", "Ben", "Cat", "Dan"], name="Friday")
        night.record(json_entry(OTHER_HAND))
        export = night.export_json_text()
    with Ledger.open(tmp_path / "b") as b:
        b.import_json(export)
    win = create_main_window(tmp_path / "b")
    qtbot.addWidget(win)
    try:
        assert "Friday (read-only copy from another ledger)" in win.windowTitle() and rows(win) == 1
        # Issue 29: nothing that records is offered on a copy; one line says whose it is.
        assert not button(win, "record-hand").isEnabled() and not win.tile_palette.isEnabled()
        assert win.copy_lock.line.text().startswith("Read-only: Friday is recorded on the laptop of ledger ")
        assert rows(win) == 1
        with Ledger.open(tmp_path / "b") as b:
            b.adopt(b.sessions()[0].id)  # `mjscore ledger adopt 1 --yes`
        win.recorder.poll_ledger()
        assert "read-only" not in win.windowTitle()
        tiles(qtbot, win, *WINNING_HAND)
        pick(qtbot, win, "E", "S")
        click(qtbot, win, "record-hand")
        assert rows(win) == 2
    finally:
        win.table.close()
