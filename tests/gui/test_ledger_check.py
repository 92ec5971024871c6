"""The ledger file's every page is checked beside the window, on another thread (a club's
decade in one file takes a moment to read through): a file damaged where opening does not
look is still found; the window then shows it read-only, lists what can still be read and
offers the latest backup: never an empty ledger in its place without asking."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton

from mjscore_gui.ledger import Ledger
from tests.conftest import json_entry
from tests.gui.conftest import open_window

PLAYERS = ["Amy", "Ben", "Cat", "Dan"]


def _night(folder) -> None:
    with Ledger.open(folder) as ledger:
        session = ledger.new_session(PLAYERS, name="Friday club")
        session.record_many(json_entry([{"faan": 3, "seat_wind": "S", "win": "self_drawn"}, {"draw": True}]))


def _damage_a_page_the_window_does_not_read(path) -> None:
    """Scribble over the pages of a table of its own that nothing in MJScore reads."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE scratch (x TEXT)")
    conn.executemany("INSERT INTO scratch VALUES (?)", [("x" * 3000,) for _ in range(8)])
    conn.commit()
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'scratch'").fetchone()[0]
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    with open(path, "r+b") as handle:
        handle.seek((root - 1) * size)
        handle.write(b"\xff" * 64)


def _open(qtbot, folder):
    return open_window(qtbot, folder, checked=True)


def test_a_sound_ledger_is_checked_beside_the_window_and_kept(qtbot, tmp_path, monkeypatch):
    from mjscore_gui.gui.window import ledger_check
    from mjscore_gui.ledger import check_stamp

    _night(tmp_path)
    monkeypatch.setattr(check_stamp, "today", lambda: "2099-01-01")  # the next day: checked again
    ran = []
    real = ledger_check.damage_of
    monkeypatch.setattr(ledger_check, "damage_of", lambda path: ran.append(path) or real(path))
    window = _open(qtbot, tmp_path)
    assert window.ledger_check.problem is None and ran
    assert window.table.players == PLAYERS and len(window.table.rows()) == 2
    assert not [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    window.table.close()


def test_a_ledger_checked_today_is_not_checked_again_beside_the_window(qtbot, tmp_path, monkeypatch):
    from mjscore_gui.gui.window import ledger_check
    from mjscore_gui.ledger import check_stamp

    _night(tmp_path)  # a command opened it today: SQLite checked every page
    monkeypatch.setattr(ledger_check, "damage_of", lambda path: pytest.fail("checked twice in a day"))
    window = _open(qtbot, tmp_path)
    assert window.ledger_check.problem is None and check_stamp.checked_today(tmp_path / "ledger.sqlite3")
    window.table.close()


def _kept(folder):
    return [
        p
        for p in folder.iterdir()
        if p.name.startswith("ledger.sqlite3.corrupt-") and not p.name.endswith(("-wal", "-shm"))
    ]


def test_damage_found_beside_the_window_is_shown_read_only_with_the_backup_offered(qtbot, tmp_path):
    _night(tmp_path)  # its first write of the day made a backup
    _damage_a_page_the_window_does_not_read(tmp_path / "ledger.sqlite3")
    window = _open(qtbot, tmp_path)
    assert "is damaged" in window.ledger_check.problem
    assert _kept(tmp_path) == []  # nothing replaced until the player chooses
    assert window.table.ledger.read_only and window.table.players == PLAYERS and len(window.table.rows()) == 2
    box = window.findChild(QMessageBox, "ledger-damaged")
    assert box is not None and "session 1 (Friday club): 2 hands can still be read" in box.text()
    assert "The latest backup is ledger-" in box.informativeText()
    box.findChild(QPushButton, "keep-read-only").click()
    assert window.table.ledger.read_only and len(window.table.rows()) == 2
    assert "read-only" in window.statusBar().currentMessage()
    window.table.close()
    assert _kept(tmp_path) == []


def test_the_backup_restored_from_the_window_keeps_the_damaged_file(qtbot, tmp_path):
    _night(tmp_path)
    _damage_a_page_the_window_does_not_read(tmp_path / "ledger.sqlite3")
    window = _open(qtbot, tmp_path)
    box = window.findChild(QMessageBox, "ledger-damaged")
    box.findChild(QPushButton, "restore-backup").click()
    assert not window.table.ledger.read_only and window.table.players == PLAYERS
    assert "restored from" in window.statusBar().currentMessage()
    [kept] = _kept(tmp_path)  # the damaged file is kept for the user, not overwritten
    window.table.close()
    with sqlite3.connect(kept) as conn:  # what was recorded is still in the file kept aside
        assert conn.execute("SELECT count(*) FROM entries").fetchone()[0] == 2


def test_opening_without_the_deep_check_leaves_it_to_the_caller(tmp_path):
    from mjscore_gui.ledger import file

    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    _damage_a_page_the_window_does_not_read(path)
    with Ledger.open(tmp_path, deep_check=False) as ledger:  # header, owner, schema: all fine
        assert ledger.notice is None and ledger.session().players == PLAYERS
    assert "is damaged" in file.damage_of(path)
    with Ledger.open(tmp_path) as ledger:  # the full check at opening, as the command line does
        assert "kept as ledger.sqlite3.corrupt-" in ledger.notice
        assert ledger.sessions() == []
