"""SQLite's check of every page runs when a command opens the ledger for the first time
on a day, and whenever the file changed since MJScore last closed it; `ledger check`
always runs it; a damaged file is still found, kept aside and reported."""

from __future__ import annotations

import sqlite3

import pytest

from mjscore_gui.ledger import Ledger, LedgerFault, check_stamp, file
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, win


@pytest.fixture
def checks(monkeypatch):
    """How many times opening ran SQLite's check of every page."""
    calls: list[int] = []
    real = file.damage

    def counted(conn):
        calls.append(1)
        return real(conn)

    monkeypatch.setattr(file, "damage", counted)
    return calls


def _night(folder) -> None:
    with Ledger.open(folder) as ledger:
        ledger.new_session(PLAYERS).record_many(json_entry([win("S", off="E"), {"draw": True}]))


def test_a_file_only_mjscore_changed_is_checked_once_a_day(tmp_path, checks, monkeypatch):
    _night(tmp_path)  # a new file: nothing to check
    _night(tmp_path)
    for _ in range(3):
        with Ledger.open(tmp_path) as ledger:
            ledger.session().record(json_entry(win("W", off="N")))
    assert checks == []
    monkeypatch.setattr(check_stamp, "today", lambda: "2099-01-01")  # the next day
    for _ in range(2):
        with Ledger.open(tmp_path) as ledger:
            assert ledger.notice is None
    assert len(checks) == 1


def test_a_file_changed_by_another_program_is_checked_again(tmp_path, checks):
    _night(tmp_path)
    _night(tmp_path)
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute("UPDATE sessions SET notes = 'edited elsewhere'")
    conn.commit()
    conn.close()
    with Ledger.open(tmp_path) as ledger:
        assert ledger.notice is None
    assert len(checks) == 1


def test_a_page_scribbled_on_after_mjscore_closed_it_is_found(tmp_path):
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    data = bytearray(path.read_bytes())
    for offset in range(2 * 4096, len(data), 4096):  # the same size, within the same tick
        data[offset : offset + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    with Ledger.open(tmp_path) as ledger:
        assert "damaged" in ledger.notice and ledger.sessions() == []


def test_the_window_s_opening_leaves_no_stamp(tmp_path, checks):
    with Ledger.open(tmp_path, deep_check=False) as ledger:
        ledger.new_session(PLAYERS)
    assert not check_stamp.stamp_path(tmp_path / "ledger.sqlite3").exists()
    _night(tmp_path)
    assert len(checks) == 1  # the window's later check is its own (gui/window/ledger_check.py)


def test_the_window_keeps_todays_stamp_over_its_own_changes(tmp_path, checks):
    _night(tmp_path)  # a command: checked today
    path = tmp_path / "ledger.sqlite3"
    assert check_stamp.checked_today(path)
    with Ledger.open(tmp_path, deep_check=False) as ledger:  # the window: MJScore changes it
        ledger.session().record(json_entry(win("W", off="N")))
    assert check_stamp.checked_today(path)
    with Ledger.open(tmp_path) as ledger:
        assert ledger.session().hand_count == 3
    assert checks == []


def test_ledger_check_always_runs_sqlites_check(tmp_path, monkeypatch):
    _night(tmp_path)
    with Ledger.open(tmp_path) as ledger:
        ran = []
        real = ledger.store.integrity
        monkeypatch.setattr(ledger.store, "integrity", lambda: ran.append(1) or real())
        assert ledger.check() == []
        assert ran == [1]


def test_damage_reported_while_in_use_makes_the_next_opening_check(tmp_path, checks):
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    conn = sqlite3.connect(path)  # a table of its own that opening does not read
    conn.execute("CREATE TABLE scratch (x TEXT)")
    conn.executemany("INSERT INTO scratch VALUES (?)", [("x" * 3000,) for _ in range(8)])
    conn.commit()
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'scratch'").fetchone()[0]
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    with Ledger.open(tmp_path) as ledger:  # changed elsewhere: checked, and sound
        assert ledger.notice is None
        with open(path, "r+b") as handle:  # the disk scribbles on it while it is open
            handle.seek((root - 1) * 4096)
            handle.write(b"\xff" * 64)
        with pytest.raises(LedgerFault) as caught:
            ledger.store.query("SELECT * FROM scratch")
        assert caught.value.reason == LedgerFault.DAMAGED
    assert not check_stamp.stamp_path(path).exists()
    with Ledger.open(tmp_path) as ledger:
        assert "damaged" in ledger.notice
    assert len(checks) == 2


def test_the_stamp_never_opens_the_ledger_file(tmp_path, monkeypatch):
    # On Linux, closing any handle to the file drops every SQLite lock this process holds
    # on it: another program closing the ledger would then delete the journal under an
    # open connection. The stamp is read and written from the directory entry alone.
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    real_open = open

    def guarded_open(name, *args, **kwargs):
        assert str(name) != str(path), "the ledger file was opened outside SQLite"
        return real_open(name, *args, **kwargs)

    monkeypatch.setattr("builtins.open", guarded_open)
    monkeypatch.setattr("io.open", guarded_open)  # what Path.open calls
    check_stamp.note_check(path, check_stamp.today())
    assert check_stamp.last_check(path) == check_stamp.today()
    with Ledger.open(tmp_path) as ledger:
        ledger.session().record(json_entry(win("S", off="E")))
    assert check_stamp.last_check(path) == check_stamp.today()
