"""`mjscore club folder`, `club sync` and `club publish` (cli-contract.md, "Several
tables"), and the ledger commands publishing what they change, on two laptops (two data
folders) sharing one club folder."""

from __future__ import annotations

import json

import pytest

from tests.club.laptops import file_of, read_export, write_file

FIRST = {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}  # Ben wins 8 off Dan
# Ben now deals (East): Cat, South, wins 16 off him.
SECOND = {"faan": 4, "seat_wind": "S", "win": "discard", "discarder": "E"}


@pytest.fixture
def club(tmp_path):
    folder = tmp_path / "club"
    folder.mkdir()
    return folder


def laptop(mjscore, tmp_path, name):
    mjscore.use(tmp_path / name)


def test_club_folder_alone_prints_the_setting_and_with_a_path_sets_it(mjscore, club):
    ran = mjscore("club", "folder")
    assert ran.code == 0 and json.loads(ran.out)["folder"] is None
    ran = mjscore("club", "folder", club, "--secretary")
    assert ran.code == 0 and json.loads(ran.out)["folder"] == str(club) and json.loads(ran.out)["secretary"]
    assert (club / "sessions").is_dir() and ".mjscore-tmp-*" in (club / ".stignore").read_text()
    shown = json.loads(mjscore("club", "folder").out)
    assert shown["folder"] == str(club) and shown["secretary"] is True
    assert json.loads(mjscore("club", "folder", "--not-secretary").out)["secretary"] is False
    ran = mjscore("club", "folder", "--off")
    assert ran.code == 0 and json.loads(ran.out)["folder"] is None
    assert json.loads(mjscore("club", "folder").out)["folder"] is None


@pytest.mark.parametrize("make", ["missing", "file"])
def test_a_path_that_is_not_a_writable_folder_is_refused_in_one_line(mjscore, tmp_path, make):
    path = tmp_path / "x"
    if make == "file":
        path.write_text("not a folder")
    ran = mjscore("club", "folder", path)
    assert ran.code == 2 and ran.out == "" and len(ran.err.strip().splitlines()) == 1
    assert ("does not exist" if make == "missing" else "is not a folder") in ran.err
    assert json.loads(mjscore("club", "folder").out)["folder"] is None


def test_recording_at_one_laptop_reaches_the_other_with_the_same_totals(mjscore, tmp_path, club):
    laptop(mjscore, tmp_path, "a")
    assert mjscore("club", "folder", club).code == 0
    assert mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan").out.strip() == "1"
    assert mjscore("ledger", "record", stdin=FIRST).out.strip() == "1"
    assert mjscore("ledger", "record", stdin=SECOND).out.strip() == "2"
    a_totals = json.loads(mjscore("ledger", "totals").out)
    assert a_totals["totals"] == {"Amy": 0, "Ben": -8, "Cat": 16, "Dan": -8}
    session_uuid = json.loads(mjscore("ledger", "export", "--format", "json").out)["session"]["uuid"]
    assert read_export(club, session_uuid)["session"]["revision"] == 2

    laptop(mjscore, tmp_path, "b")
    assert mjscore("club", "folder", club).code == 0
    ran = mjscore("club", "sync", "--format", "json")
    assert ran.code == 0
    assert json.loads(ran.out) | {} == {
        "published": 0,
        "read": 1,
        "skipped": [],
        "written": 0,
        "withdrawn": 0,
        "added": [session_uuid],
        "replaced": [],
        "up_to_date": 0,
        "dropped": [],
        "problems": [],
    }
    assert json.loads(mjscore("ledger", "totals", "--session", "1").out) == a_totals
    assert "read-only copy" in mjscore("ledger", "record", "--session", "1", stdin=FIRST).err

    # An edit of the first hand at A (Ben wins 16 off Dan, not 8) replaces B's copy.
    laptop(mjscore, tmp_path, "a")
    assert mjscore("ledger", "edit", "1", stdin={**FIRST, "faan": 4}).code == 0
    laptop(mjscore, tmp_path, "b")
    ran = mjscore("club", "sync")
    assert ran.out == "published 0, read 1 (0 new, 1 newer, 0 up to date), skipped 0\n"
    assert json.loads(mjscore("ledger", "totals", "--session", "1").out)["totals"] == {
        "Amy": 0,
        "Ben": 0,
        "Cat": 16,
        "Dan": -16,
    }
    # Undo and delete at A publish too.
    laptop(mjscore, tmp_path, "a")
    assert mjscore("ledger", "delete", "2").code == 0
    assert read_export(club, session_uuid)["totals"] == {"Amy": 0, "Ben": 16, "Cat": 0, "Dan": -16}
    assert mjscore("ledger", "undo").code == 0
    assert read_export(club, session_uuid)["session"]["revision"] == 5


def test_club_sync_lists_skipped_files_every_time_and_exits_0(mjscore, tmp_path, club):
    laptop(mjscore, tmp_path, "b")
    mjscore("club", "folder", club)
    write_file(club, "12345678-1234-4234-8234-123456789abc.json", '{"format": "mjscore-ledger", "ver')
    write_file(club, "x.sync-conflict-20261127-160549-P54C3VT.json", "{}")
    for _ in range(2):
        ran = mjscore("club", "sync", "--format", "json")
        assert ran.code == 0
        skipped = json.loads(ran.out)["skipped"]
        assert [s["file"] for s in skipped] == [
            "sessions/12345678-1234-4234-8234-123456789abc.json",
            "sessions/x.sync-conflict-20261127-160549-P54C3VT.json",
        ]
        assert "partial" in skipped[0]["why"] and "conflict copy" in skipped[1]["why"]
    text = mjscore("club", "sync").out.splitlines()
    assert text[0] == "published 0, read 0 (0 new, 0 newer, 0 up to date), skipped 2"
    assert text[1].startswith("skipped sessions/12345678-1234-4234-8234-123456789abc.json: not valid JSON")
    assert json.loads(mjscore("ledger", "list").out) == []


def test_club_sync_without_a_reachable_folder_exits_2_in_one_line(mjscore, tmp_path, club):
    ran = mjscore("club", "sync")
    assert ran.code == 2 and ran.err.strip() == (
        "mjscore club: no club folder is set; set one with: mjscore club folder PATH"
    )
    mjscore("club", "folder", club)
    club.rename(tmp_path / "gone")
    ran = mjscore("club", "sync", "--format", "json")
    assert ran.code == 2 and ran.out == "" and len(ran.err.strip().splitlines()) == 1
    assert "cannot be reached" in ran.err


def test_a_hand_recorded_while_the_folder_is_away_is_kept_and_said_once(mjscore, tmp_path, club):
    mjscore("club", "folder", club)
    mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan")
    club.rename(tmp_path / "away")
    ran = mjscore("ledger", "record", stdin=FIRST)
    assert ran.code == 0 and ran.out.strip() == "1" and len(ran.err.strip().splitlines()) == 1
    assert "cannot be reached" in ran.err
    (tmp_path / "away").rename(club)
    assert json.loads(mjscore("club", "sync", "--format", "json").out)["published"] == 1


def test_club_publish_picks_a_session_started_before_the_folder_was_set(mjscore, tmp_path, club):
    mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan")
    mjscore("ledger", "record", stdin=FIRST)
    mjscore("club", "folder", club)
    uuid = json.loads(mjscore("ledger", "export", "--format", "json").out)["session"]["uuid"]
    mjscore("ledger", "record", stdin=SECOND)
    # The clock may not have moved since the session started: publish it by hand either way.
    ran = mjscore("club", "publish", "--session", "1")
    assert ran.code == 0 and "is published" in ran.err
    assert read_export(club, uuid)["totals"] == {"Amy": 0, "Ben": -8, "Cat": 16, "Dan": -8}
    ran = mjscore("club", "publish", "--session", "1", "--off")
    assert ran.code == 0 and not file_of(club, uuid).exists()
    assert json.loads((club / "sessions" / f"{uuid}.withdrawn.json").read_text())["revision"] == 2


def test_club_publish_off_withdraws_a_session_started_after_the_folder_was_set(mjscore, tmp_path, club):
    """Issues 29 and 30: `--off` said "no longer published" and left the file, because a
    session started after the folder was set was published whatever was picked."""
    mjscore("club", "folder", club)
    mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan")
    mjscore("ledger", "record", stdin=FIRST)
    uuid = json.loads(mjscore("ledger", "export", "--format", "json").out)["session"]["uuid"]
    assert file_of(club, uuid).exists()
    ran = mjscore("club", "publish", "--session", "1", "--off")
    assert ran.code == 0 and "no longer published" in ran.err
    assert not file_of(club, uuid).exists()
    tomb = json.loads((club / "sessions" / f"{uuid}.withdrawn.json").read_text())
    assert tomb["uuid"] == uuid and tomb["revision"] == 1
    # Recording again does not publish it again; publishing it by hand does.
    mjscore("ledger", "record", stdin=SECOND)
    assert not file_of(club, uuid).exists()
    assert mjscore("club", "publish", "--session", "1").code == 0
    assert read_export(club, uuid)["totals"] == {"Amy": 0, "Ben": -8, "Cat": 16, "Dan": -8}
    assert not (club / "sessions" / f"{uuid}.withdrawn.json").exists()
