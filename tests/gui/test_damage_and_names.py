"""What the window shows a player when the ledger is damaged, the disk is full, or a
player's name is hostile: each starts from the situation itself (a damaged copy of a real
ledger, the hostile names)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from mjscore_gui.ledger import Ledger, LedgerFault
from tests.conftest import json_entry
from tests.gui.conftest import open_window, start_session
from tests.ledger.damaged import flip_bit, real_copy, truncate, zero_page

HOSTILE = ["Amy<b>X</b>", '<img src="/etc/hostname">', "Cat", "Dan"]


def _open(qtbot, folder):
    return open_window(qtbot, folder, checked=True)


def _kept(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm"))]


def test_hostile_names_are_drawn_as_typed(qtbot, tmp_path):
    start_session(tmp_path, HOSTILE)
    window = _open(qtbot, tmp_path)
    name = window.findChild(QLabel, "player-E")
    assert name.text().startswith("Amy<b>X</b>") and name.textFormat() == Qt.TextFormat.PlainText
    assert window.findChild(QLabel, "player-S").textFormat() == Qt.TextFormat.PlainText
    # Every label in the window shows text as typed (the one rich-text header aside).
    rich = [
        w.objectName() or w.text() for w in window.findChildren(QLabel) if w.textFormat() != Qt.TextFormat.PlainText
    ]
    assert rich == []
    window.table.close()


def test_a_look_alike_name_is_confirmed_in_the_players_dialog(qtbot, tmp_path):
    from mjscore_gui.gui.dialogs.session_dialogs import PlayersDialog

    start_session(tmp_path)
    with Ledger.open(tmp_path) as ledger:
        dialog = PlayersDialog({}, None, new=True, look_alikes=ledger.look_alikes)
        qtbot.addWidget(dialog)
        for seat, name in zip("ESWN", ["\u0410my", "Ben", "Cat", "Dan"]):
            dialog.edits[seat].setText(name)
        dialog.accept()
        assert dialog.result() == 0 and "looks like the known player 'Amy'" in dialog.error.text()
        dialog.accept()  # OK again: a new player, knowingly
        assert dialog.result() == 1
        same = PlayersDialog({}, None, new=True, look_alikes=ledger.look_alikes)
        qtbot.addWidget(same)
        for seat, name in zip("ESWN", ["Amy", "amy ", "Cat", "Dan"]):
            same.edits[seat].setText(name)
        same.accept()
        assert same.result() == 0 and "four different names" in same.error.text()


def test_a_flipped_bit_is_named_when_the_session_is_opened(qtbot, tmp_path, monkeypatch):
    flip_bit(real_copy(tmp_path))
    window = _open(qtbot, tmp_path)
    assert not window.session_check.problems  # session 2 is shown, and sound
    # Hand 2 still stands where it was recorded: the session is shown with the payments
    # stored with it (nothing paid is lost), and the banner names the session and the hand.
    assert window.session_check.can_show(1)
    window.table.resume(1)
    banner = window.session_check.banner
    assert banner.isVisibleTo(window) and "session 1: hand 2 no longer settles as stored" in banner.text()
    window.table.close()


def test_a_latest_session_that_no_longer_settles_is_shown_and_named(qtbot, tmp_path):
    import sqlite3

    path = real_copy(tmp_path)
    with sqlite3.connect(path) as conn:  # session 1 becomes the latest open one
        conn.execute("UPDATE sessions SET ended = NULL WHERE id = 1")
        conn.execute("UPDATE sessions SET ended = '2026-11-28T00:00:00+0800' WHERE id = 2")
    flip_bit(path)
    window = _open(qtbot, tmp_path)
    assert window.table.session.id == 1  # shown with what was paid, and named
    banner = window.session_check.banner
    assert banner.isVisibleTo(window) and "session 1: hand 2 no longer settles as stored" in banner.text()
    window.table.close()


def test_a_stored_payment_changed_shows_a_banner_naming_the_session_and_hand(qtbot, tmp_path):
    import sqlite3

    path = real_copy(tmp_path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE entries SET d_e = d_e + 1 WHERE id = 4")
    window = _open(qtbot, tmp_path)
    window.table.resume(1)
    banner = window.session_check.banner
    assert banner.isVisibleTo(window) and "session 1:" in banner.text() and "hands 4" in banner.text()
    window.table.resume(2)
    assert not banner.isVisibleTo(window)
    window.table.close()


def test_a_zeroed_page_is_never_replaced_by_an_empty_ledger_without_a_word(qtbot, tmp_path):
    zero_page(real_copy(tmp_path))
    window = _open(qtbot, tmp_path)
    [kept] = _kept(tmp_path)  # too damaged to show: kept aside, not overwritten
    box = window.findChild(QMessageBox, "ledger-damaged")
    assert kept.name in box.text() and "session 1 (Friday): 10 hands can still be read" in box.text()
    assert "There is no backup" in box.informativeText()
    box.findChild(QPushButton, "keep-read-only").click()
    window.table.close()


def test_a_truncated_ledger_offers_the_backup_and_restores_it(qtbot, tmp_path):
    path = real_copy(tmp_path)
    with Ledger(path) as ledger:  # tonight's first change makes the day's backup
        ledger.session(2).record(json_entry({"faan": 3, "seat_wind": "S", "win": "self_drawn"}))
    truncate(path)
    window = _open(qtbot, tmp_path)
    box = window.findChild(QMessageBox, "ledger-damaged")
    assert "The latest backup is ledger-" in box.informativeText()
    box.findChild(QPushButton, "restore-backup").click()
    assert window.table.session.id == 2 and window.table.session.hand_count == 4
    assert len(_kept(tmp_path)) == 2  # the damaged file and the empty one, both kept
    window.table.close()


def test_a_full_disk_opens_the_window_read_only_and_says_why(qtbot, tmp_path, monkeypatch):
    from mjscore_gui.ledger import file

    start_session(tmp_path)
    monkeypatch.setattr(file, "disk_is_full", lambda folder: True)
    window = _open(qtbot, tmp_path)
    assert window.table.ledger.read_only
    assert "is full: the ledger is open read-only" in window.statusBar().currentMessage()
    window.table.close()


def test_a_folder_that_cannot_be_made_on_a_full_disk_is_said_in_one_line(qtbot, tmp_path, monkeypatch):
    from mjscore_gui.app import create_main_window

    def full(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device", str(self))

    monkeypatch.setattr(Path, "mkdir", full)
    with pytest.raises(LedgerFault, match="is full: free some space") as caught:
        create_main_window(tmp_path / "new")
    assert caught.value.reason == LedgerFault.DISK_FULL


def test_an_export_that_does_not_read_back_is_not_reported_written(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from mjscore_gui.gui.state.table import Table

    start_session(tmp_path)
    window = _open(qtbot, tmp_path)
    window.table.require().record(json_entry({"faan": 3, "seat_wind": "S", "win": "self_drawn"}))
    target = tmp_path / "night.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(Table, "export", lambda self, path, kind: Path(path).write_text('{"sessions": ['))
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    window.recorder.export("json")
    assert said and "does not read back" in said[0]
    assert "Exported" not in window.statusBar().currentMessage()
    window.table.close()


def test_closing_the_window_makes_a_backup(qtbot, tmp_path):
    from mjscore_gui.ledger import backups

    start_session(tmp_path)
    window = _open(qtbot, tmp_path)
    before = len(backups.backups(tmp_path / "ledger.sqlite3"))
    window.close()
    found = backups.backups(tmp_path / "ledger.sqlite3")
    assert len(found) == before + 1
    window.table.close()
    with Ledger(found[-1]) as copy:
        assert copy.session().players == ["Amy", "Ben", "Cat", "Dan"]


def test_hostile_names_are_drawn_as_typed_in_the_recording_dialogs(qtbot, tmp_path):
    from mjscore_gui.gui.dialogs.flower_win_dialog import FlowerWinDialog
    from mjscore_gui.gui.dialogs.penalty_dialog import FalseWinDialog, PenaltyDialog
    from mjscore_gui.gui.dialogs.quick_entry import QuickEntryDialog
    from mjscore_gui.rulebook import get_preset

    names = dict(zip("ESWN", HOSTILE, strict=True))
    banner = f"Editing hand 1 of {HOSTILE[0]}"
    dialogs = [
        QuickEntryDialog(
            get_preset("hk"), names, None, lambda v: None, initial={"seat_wind": "E", "faan": 3}, banner=banner
        ),
        FalseWinDialog(names, get_preset("hk"), lambda v: None, initial="E", banner=banner),
        FlowerWinDialog(names, "E", lambda v: None, banner=banner),
        PenaltyDialog(names, lambda v: None, banner=banner),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        naming = [w for w in dialog.findChildren(QLabel) if "<b>" in w.text() or "<img" in w.text()]
        assert naming, type(dialog).__name__  # the names are shown somewhere in each
        assert all(w.textFormat() == Qt.TextFormat.PlainText for w in naming), type(dialog).__name__


def test_an_export_that_cannot_be_written_is_said_not_crashed_on(qtbot, tmp_path, monkeypatch):
    # Session ▸ Export and Club ▸ Export this night write through one place: a folder that
    # is gone (a USB stick pulled out) is one line, not the internal-error dialog.
    from PySide6.QtWidgets import QFileDialog

    start_session(tmp_path)
    window = _open(qtbot, tmp_path)
    window.table.require().record(json_entry({"faan": 3, "seat_wind": "S", "win": "self_drawn"}))
    target = tmp_path / "gone" / "night.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append((title, text)))
    window.recorder.export("json")
    window.club.export_night()
    assert [title for title, _ in said] == ["Not written", "Not written"]
    assert all("gone" in text for _, text in said) and not target.exists()
    window.table.close()
