"""The window and the club folder (issue 24): Club ▸ Club folder sets and clears it, a hand
recorded in the window is published at once and read by a second laptop, a bad file in
the folder is one notice line however often the folder is read, and a tombstone that
withdraws the session on screen moves the window to this laptop's own latest session."""

from __future__ import annotations

import json
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.ledger import Ledger
from tests.club.laptops import Laptop, file_of, write_file
from tests.conftest import json_entry
from tests.gui.conftest import open_window, start_session

PLAYERS = ["Amy", "Ben", "Cat", "Dan"]


def _window_with_folder(qtbot, tmp_path):
    """A table's laptop whose window was given the club folder through the dialog."""
    data, club = tmp_path / "table1", tmp_path / "club"
    club.mkdir()
    start_session(data)  # tonight's first session, before the folder was set: not published
    win = open_window(qtbot, data)
    dialog = win.club_folder.folder_dialog()
    assert dialog.choose(club)
    dialog.close()
    return win, data, club


def _record_win(qtbot, win) -> None:
    """East wins on a discard from South: 123m 456m 789p 234s 55s, 8 points under hk."""
    win.builder.add_text("123m 456m 789p 234s 55s")
    win.builder.set_situation(winner="E", win="discard", discarder="S")
    qtbot.mouseClick(win.findChild(QPushButton, "record-hand"), Qt.MouseButton.LeftButton)


def test_the_folder_dialog_sets_and_clears_the_folder(qtbot, tmp_path):
    data, club = tmp_path / "table1", tmp_path / "club"
    club.mkdir()
    start_session(data)
    win = open_window(qtbot, data)
    dialog = win.club_folder.folder_dialog()
    assert dialog.path.text() == "No club folder"
    assert not dialog.off_button.isEnabled()

    assert not dialog.choose(tmp_path / "not-there")
    assert "does not exist" in dialog.error.text()
    assert club_folder.load(data).folder is None  # a folder that cannot be used changes nothing

    assert dialog.choose(club)
    assert dialog.error.text() == ""
    assert club_folder.load(data).folder == club.absolute()
    assert str(club.absolute()) in dialog.path.text()
    assert (club / "sessions").is_dir()
    assert dialog.status.text().startswith("Last read ")  # read once at once

    dialog.secretary.setChecked(True)
    assert club_folder.is_secretary(data)
    dialog.turn_off()
    assert club_folder.load(data).folder is None
    assert dialog.path.text() == "No club folder"
    assert club_folder.is_secretary(data)  # off is the folder, not who the laptop is
    win.table.close()


def test_a_hand_recorded_in_the_window_is_in_the_folder_and_read_by_another_laptop(qtbot, tmp_path):
    win, data, club = _window_with_folder(qtbot, tmp_path)
    win.table.new_session(PLAYERS, name="Table 1")  # started after the folder was set: published
    session_uuid = win.table.session.uuid
    _record_win(qtbot, win)
    _record_win(qtbot, win)
    assert [str(t) for t in win.table.totals()] == ["16", "-16", "0", "0"]

    published = json.loads(file_of(club, session_uuid).read_text(encoding="utf-8"))
    assert published["session"]["uuid"] == session_uuid
    assert published["session"]["revision"] == win.table.session.revision

    other = Laptop(tmp_path, "table2", club)
    try:
        report = other.sync()
        assert session_uuid in report.added
        copy = other.copy_of(session_uuid)
        assert not copy.is_own
        assert copy.totals() == {"Amy": Fraction(16), "Ben": Fraction(-16), "Cat": 0, "Dan": 0}
        assert len(copy.entries()) == 2
    finally:
        other.close()
    win.club_folder.tick()
    status = win.club_folder.link.status()
    assert "1 of this laptop's sessions published" in status and "0 read from other laptops" in status
    win.table.close()


def test_a_bad_file_in_the_folder_is_one_notice_line_however_often_it_is_read(qtbot, tmp_path):
    win, data, club = _window_with_folder(qtbot, tmp_path)
    before = list(win.club_folder.link.notices)
    write_file(club, "0b9a4d2c-0000-4000-8000-000000000001.json", '{"format": "mjscore-ledger", "ver')
    win.club_folder.tick()
    lines = [n for n in win.club_folder.link.notices if n not in before]
    assert len(lines) == 1
    assert lines[0].startswith("Skipped sessions/0b9a4d2c-0000-4000-8000-000000000001.json: ")
    assert "partial copy" in lines[0]
    assert win.club_folder.notices.isVisibleTo(win)
    assert win.club_folder.notices.lines[-1] == lines[0]
    win.club_folder.tick()
    win.club_folder.tick()
    assert [n for n in win.club_folder.link.notices if n not in before] == lines  # still one
    win.table.close()


def test_a_tombstone_dropping_the_session_shown_moves_the_window_to_its_own(qtbot, tmp_path):
    win, data, club = _window_with_folder(qtbot, tmp_path)
    own_uuid = win.table.session.uuid
    other = Laptop(tmp_path, "table2", club)
    try:
        theirs = other.ledger.new_session(["Eve", "Fay", "Gus", "Hal"], name="Table 2")
        theirs.record(json_entry({"draw": True}))
        theirs_uuid = theirs.uuid
        assert other.publisher.flush().problems == []
        win.club_folder.tick()
        copy = win.table.ledger.session_by_uuid(theirs_uuid)
        assert copy is not None and not copy.is_own
        win.table.resume(copy.id)
        assert win.table.is_copy and win.windowTitle().endswith("(read-only copy from another ledger)")

        # The owner stops publishing it (un-picked, or the folder turned off and on): a tombstone.
        club_folder.pick(other.data, theirs_uuid, publish=False)
        other.set_folder_again()
        other.sync()
        assert (club / "sessions" / f"{theirs_uuid}.withdrawn.json").is_file()
        win.club_folder.tick()
    finally:
        other.close()
    assert win.table.ledger.session_by_uuid(theirs_uuid) is None
    assert win.table.session.uuid == own_uuid  # this laptop's latest own session
    assert not win.table.is_copy
    line = win.club_folder.notices.lines[-1]
    assert (
        line
        == "The session shown (Table 2) was withdrawn by its owner in the club folder; now showing Friday club, 22 Nov"
    )
    qtbot.waitUntil(lambda: win.statusBar().currentMessage() == line)
    assert win.table.rows() == []  # the window reads its own session, not the gone one
    win.table.close()


def test_editing_a_row_of_a_read_only_copy_says_why(qtbot, tmp_path):
    win, data, club = _window_with_folder(qtbot, tmp_path)
    other = Laptop(tmp_path, "table2", club)
    try:
        theirs = other.ledger.new_session(["Eve", "Fay", "Gus", "Hal"], name="Table 2")
        theirs.record(json_entry({"draw": True}))
        theirs_uuid = theirs.uuid
        other.publisher.flush()
    finally:
        other.close()
    win.club_folder.tick()
    copy = win.table.ledger.session_by_uuid(theirs_uuid)
    win.table.resume(copy.id)
    row = win.table.rows()[0]
    win.editor.edit_hand(row)
    assert win.editor.editing is None
    assert win.statusBar().currentMessage().startswith("Read-only: this session is a copy from another ledger")
    with Ledger.open(tmp_path / "table2") as owner:
        assert len(owner.session_by_uuid(theirs_uuid).entries()) == 1
    win.table.close()


def test_a_folder_gone_while_recording_keeps_the_hand_and_publishes_it_when_back(qtbot, tmp_path):
    win, data, club = _window_with_folder(qtbot, tmp_path)
    win.table.new_session(PLAYERS, name="Table 1")
    session_uuid = win.table.session.uuid
    away = tmp_path / "club-away"
    club.rename(away)  # the share unmounted, the sync folder moved
    _record_win(qtbot, win)
    _record_win(qtbot, win)
    assert [str(t) for t in win.table.totals()] == ["16", "-16", "0", "0"]  # both hands kept
    qtbot.waitUntil(lambda: "cannot be reached" in win.statusBar().currentMessage())
    line = win.statusBar().currentMessage()
    assert line.startswith(f"the club folder {club.absolute()} cannot be reached")
    assert line.endswith("the change is kept in this ledger and published at the next sync")
    assert win.club_folder.notices.lines.count(line) == 1  # once, not once a hand
    win.club_folder.tick()
    stale = json.loads(file_of(away, session_uuid).read_text(encoding="utf-8"))
    assert stale["entries"] == []  # as published when the session started, before the folder went
    away.rename(club)
    win.club_folder.tick()  # the next read publishes everything first
    published = json.loads(file_of(club, session_uuid).read_text(encoding="utf-8"))
    assert published["session"]["revision"] == win.table.session.revision
    assert len(published["entries"]) == 2
    assert win.club_folder.link.error is None
    win.table.close()
