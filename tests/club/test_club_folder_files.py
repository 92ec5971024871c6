"""The club folder as untrusted input (links, huge files, odd names, a file that is not
a file), each skipped file reported once; the setting in club.json; publishing that
fails without losing the hand."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.folder import sync as club_sync
from mjscore_gui.club.folder.files import STIGNORE_LINE, session_file
from mjscore_gui.club.folder.setting import ClubFolderError
from mjscore_gui.club.folder.sync import FolderReader
from mjscore_gui.files import TEMP_PREFIX, write_atomically
from tests.club.laptops import Laptop, file_of, read_export, sessions_dir, write_file
from tests.club.night import HANDS, record_night
from tests.conftest import json_entry

NIGHT = {"Amy": 20, "Ben": -20, "Cat": 36, "Dan": -36}


@pytest.fixture
def pair(tmp_path):
    a = Laptop(tmp_path, "a", tmp_path / "club")
    b = Laptop(tmp_path, "b", tmp_path / "club")
    yield a, b
    a.close()
    b.close()


def test_links_folders_huge_files_and_odd_names_are_skipped_one_line_each(pair, tmp_path, monkeypatch):
    a, b = pair
    session = record_night(a.ledger, started=None)
    real = file_of(a.club, session.uuid)
    sessions = sessions_dir(a.club)
    outside = tmp_path / "elsewhere.json"
    shutil.copyfile(real, outside)
    (sessions / "22222222-2222-4222-8222-222222222222.json").symlink_to(outside)
    (sessions / "33333333-3333-4333-8333-333333333333.json").mkdir()
    write_file(a.club, "44444444-4444-4444-8444-444444444444.json", b"\xff\xfe not text")
    write_file(a.club, "55555555-5555-4555-8555-555555555555.json", "")
    write_file(a.club, "bad\x1b[2Jname\n.json", "{}")
    write_file(a.club, "notes.txt", "hello")
    write_file(a.club, ".DS_Store", b"\x00")  # an operating system's own file: passed by in silence
    if hasattr(os, "mkfifo"):
        os.mkfifo(sessions / "66666666-6666-4666-8666-666666666666.json")
    monkeypatch.setattr(club_sync, "MAX_IMPORT_BYTES", 20_000)  # the real file is about 8 KB
    big = write_file(a.club, "77777777-7777-4777-8777-777777777777.json", " " * 30_000)

    report = b.sync()
    why = {s.file: s.why for s in report.skipped}
    assert "symbolic link" in why["sessions/22222222-2222-4222-8222-222222222222.json"]
    assert "is a folder" in why["sessions/33333333-3333-4333-8333-333333333333.json"]
    assert "not UTF-8" in why["sessions/44444444-4444-4444-8444-444444444444.json"]
    assert "empty" in why["sessions/55555555-5555-4555-8555-555555555555.json"]
    assert "control characters" in why["sessions/bad\\x1b[2Jname\\x0a.json"]
    assert "not a session file" in why["sessions/notes.txt"]
    assert "at most 20 KB" in why[f"sessions/{big.name}"]
    if hasattr(os, "mkfifo"):
        assert "named pipe" in why["sessions/66666666-6666-4666-8666-666666666666.json"]
    assert len(report.skipped) == 7 + hasattr(os, "mkfifo")
    assert all("\n" not in s.why and "\x1b" not in s.file for s in report.skipped)
    # The real file still arrives, whole and alike.
    assert report.added == [session.uuid] and b.copy_of(session.uuid).totals() == NIGHT


def test_each_skipped_file_is_reported_once_per_content(pair):
    a, b = pair
    record_night(a.ledger, started=None, hands=HANDS[:1])
    path = write_file(a.club, "88888888-8888-4888-8888-888888888888.json", '{"format": "mjscore-ledger", "vers')
    first = b.sync().skipped
    assert [(s.file, s.new) for s in first] == [(f"sessions/{path.name}", True)]
    again = b.sync().skipped
    assert [(s.file, s.new) for s in again] == [(f"sessions/{path.name}", False)]  # listed, not new
    write_file(a.club, path.name, '{"format": "something else"}')
    changed = b.sync().skipped
    assert [s.new for s in changed] == [True] and "not an MJScore session" in changed[0].why
    # A fresh reader (the command line) reports it as new again.
    assert [s.new for s in FolderReader().read(b.ledger, b.club).skipped] == [True]


def test_our_temporary_files_are_skipped_and_ignored_by_syncthing(pair):
    a, b = pair
    assert STIGNORE_LINE in (a.club / ".stignore").read_text().splitlines()
    write_file(a.club, f"{TEMP_PREFIX}abc-99999999-9999-4999-8999-999999999999.json", "{")
    assert "still being written" in b.sync().skipped[0].why
    assert not TEMP_PREFIX.startswith((".syncthing.", "~syncthing~"))


def test_a_club_stignore_of_its_own_keeps_its_lines(tmp_path):
    club = tmp_path / "club"
    club.mkdir()
    (club / ".stignore").write_text("// the club's\n*.bak")
    club_folder.set_folder(tmp_path / "data", club)
    club_folder.set_folder(tmp_path / "data", club)  # set twice: the line added once
    lines = (club / ".stignore").read_text().splitlines()
    assert lines[:2] == ["// the club's", "*.bak"] and lines.count(STIGNORE_LINE) == 1


def test_write_atomic_leaves_no_temporary_file_when_it_fails(tmp_path, monkeypatch):
    target = tmp_path / "x.json"
    target.write_text("old")

    def refuse(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        write_atomically(target, b"new")
    assert target.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_the_setting_is_kept_in_the_data_folder_and_a_corrupt_one_is_reported_and_kept(tmp_path):
    data, club = tmp_path / "data", tmp_path / "club"
    club.mkdir()
    assert club_folder.load(data).folder is None and not club_folder.is_secretary(data)
    settings = club_folder.set_folder(data, club, secretary=True)
    assert settings.folder == club and settings.since and club_folder.is_secretary(data)
    assert json.loads((data / "club.json").read_text())["folder"] == str(club)
    again = club_folder.set_folder(data, club)
    assert again.since == settings.since and again.secretary  # the same folder: since when stays

    (data / "club.json").write_text('{"folder": ')
    broken = club_folder.load(data)
    assert broken.folder is None and "could not be read" in broken.notice
    assert (data / "club.json").read_text() == '{"folder": '  # reading it changed nothing
    club_folder.set_folder(data, club)
    kept = [p for p in data.iterdir() if p.name.startswith("club.json.corrupt-")]
    assert len(kept) == 1 and kept[0].read_text() == '{"folder": '
    assert club_folder.load(data).folder == club

    assert club_folder.turn_off(data).folder is None
    assert club_folder.load(data).folder is None


def test_a_folder_that_is_missing_or_not_a_folder_is_refused_in_one_line(tmp_path):
    with pytest.raises(ClubFolderError, match="does not exist"):
        club_folder.set_folder(tmp_path / "data", tmp_path / "nowhere")
    (tmp_path / "file").write_text("x")
    with pytest.raises(ClubFolderError, match="is not a folder"):
        club_folder.set_folder(tmp_path / "data", tmp_path / "file")
    assert not (tmp_path / "nowhere").exists()  # never made: a share not mounted stays so


def test_a_hand_recorded_while_the_folder_is_away_is_kept_and_published_when_it_returns(pair, tmp_path):
    a, b = pair
    session = record_night(a.ledger, started=None, hands=HANDS[:1])
    away = tmp_path / "club-away"
    a.club.rename(away)  # the share unmounted
    record = session.record(json_entry(HANDS[1]))
    assert record.number == 2 and session.totals() == {"Amy": 0, "Ben": -56, "Cat": 64, "Dan": -8}
    assert len(a.problems) == 1 and "cannot be reached" in a.problems[0] and "kept in this ledger" in a.problems[0]
    with pytest.raises(ClubFolderError, match="cannot be reached"):
        b.sync()
    away.rename(a.club)  # back
    mine = a.sync()
    assert (mine.published, mine.written) == (1, 1)
    assert read_export(a.club, session.uuid)["session"]["revision"] == 2
    assert b.sync().added == [session.uuid]
    assert b.copy_of(session.uuid).totals() == {"Amy": 0, "Ben": -56, "Cat": 64, "Dan": -8}


def test_the_publisher_publishes_nothing_when_the_folder_is_turned_off(pair):
    a, b = pair
    club_folder.turn_off(a.data)
    session = record_night(a.ledger, started=None, hands=HANDS[:1])
    assert not session_file(a.club, session.uuid).exists() and a.problems == []
