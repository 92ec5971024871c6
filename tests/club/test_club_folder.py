"""The club folder: laptops on one machine publish their sessions to a club folder and
read each other's as read-only copies, by revisions alone. The night is the one in
night.py (totals worked out by hand in test_settle_up.py): Amy 20, Ben -20, Cat 36,
Dan -36."""

from __future__ import annotations

import json
import os

import pytest

from mjscore_gui.club.folder.files import session_file, tombstone_file
from mjscore_gui.club.folder.publish import publish
from mjscore_gui.ledger import LedgerError
from tests.club.laptops import Laptop, carry, carry_all, file_of, read_export, sessions_dir, write_file
from tests.club.night import HANDS, record_night
from tests.conftest import json_entry

NIGHT = {"Amy": 20, "Ben": -20, "Cat": 36, "Dan": -36}
# Hand 1 made 4 faan instead of 3: Ben wins 16 off Dan, not 8.
EDITED = {"Amy": 20, "Ben": -12, "Cat": 36, "Dan": -44}
OTHER_TABLE = ["Eve", "Fay", "Gus", "Hal"]


@pytest.fixture
def laptops(tmp_path):
    """Three laptops sharing one club folder (a network share, say)."""
    club = tmp_path / "club"
    made = [Laptop(tmp_path, name, club) for name in ("a", "b", "c")]
    yield made
    for laptop in made:
        laptop.close()


def night_at(laptop, players=None, hands=HANDS):
    """The night recorded at `laptop` now (so after its club folder was set)."""
    return record_night(laptop.ledger, started=None, hands=hands, **({"players": players} if players else {}))


def test_a_night_at_table_a_reaches_laptop_b_with_the_same_totals(laptops):
    a, b, _ = laptops
    session = night_at(a)
    export = read_export(a.club, session.uuid)
    assert export["session"]["owner"] == a.ledger.id
    assert export["session"]["revision"] == session.revision == len(HANDS) + 0
    assert export["totals"] == NIGHT

    report = b.sync()
    assert (report.read, report.added, report.skipped) == (1, [session.uuid], [])
    copy = b.copy_of(session.uuid)
    assert copy.totals() == NIGHT and copy.hand_count == session.hand_count == 7
    assert not copy.is_own and copy.ownership.owner == a.ledger.id and copy.revision == session.revision

    again = b.sync()
    assert (again.read, again.added, again.up_to_date, again.published, again.written) == (1, [], 1, 0, 0)
    mine = a.sync()
    assert (mine.published, mine.written) == (1, 0)  # in the folder already, at its revision
    assert mine.read == 0  # its own file is not read back


def test_an_edit_of_an_early_hand_republishes_and_the_other_laptop_replaces_its_copy(laptops):
    a, b, _ = laptops
    session = night_at(a)
    b.sync()
    first = session.hands()[0]
    session.edit(first.id, json_entry({"faan": 4, "seat_wind": "S", "win": "discard", "discarder": "N"}))
    assert session.totals() == EDITED
    assert read_export(a.club, session.uuid)["session"]["revision"] == session.revision == 8

    report = b.sync()
    assert report.replaced == [session.uuid] and report.added == []
    assert b.copy_of(session.uuid).totals() == EDITED and b.copy_of(session.uuid).revision == 8
    assert a.problems == []


def test_a_session_is_written_again_only_when_its_revision_moved(laptops):
    a, _, _ = laptops
    session = night_at(a)
    path = session_file(a.club, session.uuid)
    stamp = path.stat().st_mtime_ns, path.stat().st_ino
    assert publish(a.ledger, a.data).published == []
    assert (path.stat().st_mtime_ns, path.stat().st_ino) == stamp
    path.unlink()  # gone from the folder: written again
    assert publish(a.ledger, a.data).published == [session.uuid]
    assert json.loads(path.read_text())["totals"] == NIGHT


def test_sessions_started_before_the_folder_was_set_are_published_only_when_picked(tmp_path):
    from mjscore_gui.club.folder import setting as club_folder

    laptop = Laptop(tmp_path, "a", tmp_path / "club")
    try:
        old = record_night(laptop.ledger, started="2020-01-03T19:30:00+0800")
        laptop.set_folder_again()
        publish(laptop.ledger, laptop.data)  # the tombstone: published before the folder was set again
        tombstone_file(laptop.club, old.uuid).unlink()
        assert not session_file(laptop.club, old.uuid).exists()
        club_folder.pick(laptop.data, old.uuid)
        assert publish(laptop.ledger, laptop.data).published == [old.uuid]
        club_folder.pick(laptop.data, old.uuid, publish=False)
        report = publish(laptop.ledger, laptop.data)
        assert report.withdrawn == [old.uuid] and not session_file(laptop.club, old.uuid).exists()
        tomb = json.loads(tombstone_file(laptop.club, old.uuid).read_text())
        assert (tomb["uuid"], tomb["owner"], tomb["revision"]) == (old.uuid, laptop.ledger.id, old.revision)
    finally:
        laptop.close()


def test_a_withdrawn_session_is_dropped_and_a_later_publication_wins(laptops, tmp_path):
    from mjscore_gui.club.folder import setting as club_folder

    a, b, _ = laptops
    old = record_night(a.ledger, started="2020-01-03T19:30:00+0800")
    a.set_folder_again()
    club_folder.pick(a.data, old.uuid)
    publish(a.ledger, a.data)
    b.sync()
    assert b.copy_of(old.uuid).totals() == NIGHT

    club_folder.pick(a.data, old.uuid, publish=False)
    publish(a.ledger, a.data)
    report = b.sync()
    assert report.dropped == [old.uuid] and b.ledger.session_by_uuid(old.uuid) is None
    assert [info.id for info in b.ledger.sessions()] == []

    # Picked again: the real file comes back, the tombstone goes, the copy returns.
    club_folder.pick(a.data, old.uuid)
    publish(a.ledger, a.data)
    assert not tombstone_file(a.club, old.uuid).exists()
    assert b.sync().added == [old.uuid]

    # A stale tombstone beside a real file of a higher revision: the real file wins.
    old.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}))
    write_file(a.club, f"{old.uuid}.withdrawn.json", _tomb(old.uuid, a.ledger.id, old.revision - 1))
    assert b.sync().replaced == [old.uuid] and b.copy_of(old.uuid).revision == old.revision
    # ... and one of the same revision withdraws it.
    write_file(a.club, f"{old.uuid}.withdrawn.json", _tomb(old.uuid, a.ledger.id, old.revision))
    assert b.sync().dropped == [old.uuid]


def _tomb(session_uuid, owner, revision, when="1999-01-01T00:00:00+0000"):
    return {
        "format": "mjscore-withdrawn",
        "version": 1,
        "uuid": session_uuid,
        "owner": owner,
        "revision": revision,
        "withdrawn": when,
    }


def test_a_tombstone_never_drops_a_session_of_the_laptop_reading_it_nor_anothers_copy(laptops):
    a, b, c = laptops
    own = night_at(b)
    theirs = night_at(a)
    b.sync()
    write_file(b.club, f"{own.uuid}.withdrawn.json", _tomb(own.uuid, a.ledger.id, 99))
    write_file(b.club, f"{theirs.uuid}.withdrawn.json", _tomb(theirs.uuid, c.ledger.id, 99))
    report = b.sync()
    why = {s.file: s.why for s in report.skipped}
    assert "this ledger's own" in why[f"sessions/{own.uuid}.withdrawn.json"]
    assert "the copy here is ledger" in why[f"sessions/{theirs.uuid}.withdrawn.json"]
    assert report.dropped == []
    assert b.copy_of(own.uuid).totals() == NIGHT and b.copy_of(own.uuid).is_own
    assert b.copy_of(theirs.uuid).totals() == NIGHT
    with pytest.raises(LedgerError, match="own"):
        b.ledger.drop_copy(own.uuid)
    assert b.ledger.drop_copy(theirs.uuid, up_to_revision=theirs.revision - 1) is False
    assert b.ledger.drop_copy(theirs.uuid) is True and b.ledger.session_by_uuid(theirs.uuid) is None


def test_a_sync_tools_temporary_file_and_a_partial_file_change_nothing_until_the_file_is_whole(tmp_path):
    # Each laptop its own club folder, kept alike by a sync tool (carry).
    a = Laptop(tmp_path, "a", tmp_path / "club-a")
    b = Laptop(tmp_path, "b", tmp_path / "club-b")
    try:
        session = night_at(a)
        name = f"{session.uuid}.json"
        whole = file_of(a.club, session.uuid).read_bytes()
        # Mid-copy: Syncthing's temporary file (both spellings), and a partial file under
        # the final name (a share or a tool that writes in place).
        write_file(b.club, f".syncthing.{name}.tmp", whole[: len(whole) // 2])
        write_file(b.club, f"~syncthing~{name}.tmp", whole[:10])
        write_file(b.club, name, whole[: len(whole) // 2])
        report = b.sync()
        why = {s.file: s.why for s in report.skipped}
        assert "Syncthing temporary file" in why[f"sessions/.syncthing.{name}.tmp"]
        assert "Syncthing temporary file" in why[f"sessions/~syncthing~{name}.tmp"]
        assert "not valid JSON" in why[f"sessions/{name}"] and "partial" in why[f"sessions/{name}"]
        assert report.read == 0 and b.ledger.sessions() == []

        for path in sessions_dir(b.club).iterdir():
            path.unlink()
        carry(a.club, b.club, name)
        report = b.sync()
        assert report.added == [session.uuid] and report.skipped == []
        assert b.copy_of(session.uuid).totals() == NIGHT
    finally:
        a.close()
        b.close()


def test_conflict_copies_are_skipped_and_the_real_file_decides(laptops):
    a, b, _ = laptops
    session = night_at(a)
    b.sync()
    # A conflict copy holding a later revision (hand-edited elsewhere): never read.
    later = read_export(a.club, session.uuid)
    later["session"]["revision"] += 5
    syncthing = f"{session.uuid}.sync-conflict-20261127-160549-P54C3VT.json"
    dropbox = f"{session.uuid} (Ben's conflicted copy 2026-11-27).json"
    write_file(a.club, syncthing, later)
    write_file(a.club, dropbox, later)
    report = b.sync()
    why = {s.file: s.why for s in report.skipped}
    assert "Syncthing conflict copy" in why[f"sessions/{syncthing}"]
    assert "Dropbox conflicted copy" in why[f"sessions/{dropbox}"]
    assert report.up_to_date == 1 and b.copy_of(session.uuid).revision == session.revision


def test_a_file_from_a_newer_mjscore_is_skipped_with_what_to_do(laptops):
    a, b, _ = laptops
    session = night_at(a)
    newer = read_export(a.club, session.uuid)
    newer["version"] = 3
    newer["session"]["revision"] += 1
    write_file(a.club, f"{session.uuid}.json", newer)
    report = b.sync()
    assert [s.why for s in report.skipped] == [
        "written by a newer MJScore (session format 3; this one reads up to 2): update MJScore on this laptop"
    ]
    assert b.ledger.sessions() == []


def test_hostile_files_claiming_another_laptops_session_change_nothing(laptops):
    a, b, c = laptops
    session = night_at(a)
    b.sync()
    held = b.copy_of(session.uuid)
    export = read_export(a.club, session.uuid)
    name = f"sessions/{session.uuid}.json"

    # A lower revision with other hands: older than the copy held, nothing to do.
    lower = json.loads(json.dumps(export))
    lower["session"]["revision"] = 1
    lower["entries"] = lower["entries"][:1]
    lower["totals"] = {"Amy": 0, "Ben": 8, "Cat": 0, "Dan": -8}
    write_file(a.club, f"{session.uuid}.json", lower)
    report = b.sync()
    assert report.skipped == [] and report.up_to_date == 1 and held.totals() == NIGHT

    # A higher revision in another ledger's name, no hand-over recorded: refused.
    stolen = json.loads(json.dumps(export))
    stolen["session"]["revision"] += 10
    stolen["session"]["owner"] = c.ledger.id
    write_file(a.club, f"{session.uuid}.json", stolen)
    report = b.sync()
    assert [s.file for s in report.skipped] == [name]
    assert "no hand-over" in report.skipped[0].why
    assert held.totals() == NIGHT and held.ownership.owner == a.ledger.id

    # A higher revision in the owner's name whose totals its hands do not give: refused.
    forged = json.loads(json.dumps(export))
    forged["session"]["revision"] += 10
    forged["totals"] = {"Amy": 1000, "Ben": -1000, "Cat": 0, "Dan": 0}
    write_file(a.club, f"{session.uuid}.json", forged)
    report = b.sync()
    assert "do not settle to its stored totals" in report.skipped[0].why
    assert held.totals() == NIGHT and held.revision == session.revision

    # A file under another session's name: the name and the content must agree.
    write_file(a.club, "00000000-0000-4000-8000-000000000000.json", export)
    why = {s.file: s.why for s in b.sync().skipped}
    assert (
        "not the 00000000-0000-4000-8000-000000000000 its name says"
        in why["sessions/00000000-0000-4000-8000-000000000000.json"]
    )


def test_a_file_claiming_the_reading_laptops_own_session_never_changes_it(laptops):
    a, b, _ = laptops
    own = night_at(b)
    claim = read_export(b.club, own.uuid)
    claim["session"]["owner"] = a.ledger.id
    claim["session"]["revision"] += 100
    write_file(b.club, f"{own.uuid}.json", claim)
    report = b.sync()
    assert len(report.skipped) == 1 and "this ledger's own" in report.skipped[0].why
    assert own.totals() == NIGHT and own.is_own and own.revision == len(HANDS)

    # And a file in this ledger's name for a session it does not have.
    ghost = json.loads(json.dumps(claim))
    ghost["session"]["uuid"] = "11111111-1111-4111-8111-111111111111"
    ghost["session"]["owner"] = b.ledger.id
    write_file(b.club, "11111111-1111-4111-8111-111111111111.json", ghost)
    skipped = b.sync().skipped
    assert any("claims to come from this ledger" in s.why for s in skipped)
    assert b.ledger.session_by_uuid("11111111-1111-4111-8111-111111111111") is None


def test_a_laptop_with_a_wrong_clock_is_judged_by_revisions_alone(laptops):
    a, b, _ = laptops
    session = night_at(a)
    path = file_of(a.club, session.uuid)
    future = read_export(a.club, session.uuid)
    future["session"]["started"] = "2099-12-31T23:59:59+0800"
    write_file(a.club, path.name, future)
    os.utime(path, (4_102_444_800, 4_102_444_800))  # the file from 2100
    assert b.sync().added == [session.uuid]
    session.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}))  # Dan pays Ben 8 more
    os.utime(path, (0, 0))  # the newer file from 1970
    report = b.sync()
    assert report.replaced == [session.uuid]
    assert b.copy_of(session.uuid).totals() == {"Amy": 20, "Ben": -12, "Cat": 36, "Dan": -44}


def test_a_laptop_that_was_offline_catches_up_with_both_tables(tmp_path):
    a = Laptop(tmp_path, "a", tmp_path / "club-a")
    b = Laptop(tmp_path, "b", tmp_path / "club-b")
    c = Laptop(tmp_path, "c", tmp_path / "club-c")
    try:
        table1 = night_at(a)
        table2 = night_at(b, players=OTHER_TABLE)
        for x, y in ((a, b), (b, a)):
            carry_all(x.club, y.club)
        assert a.sync().added == [table2.uuid] and b.sync().added == [table1.uuid]
        # C is away while both tables play on and table 1 corrects its first hand.
        table1.edit(table1.hands()[0].id, json_entry({"faan": 4, "seat_wind": "S", "win": "discard", "discarder": "N"}))
        table2.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}))
        for x, y in ((a, b), (b, a)):
            carry_all(x.club, y.club)
        # C returns: the sync tool brings it everything at once.
        carry_all(a.club, c.club)
        carry_all(b.club, c.club)
        report = c.sync()
        assert sorted(report.added) == sorted([table1.uuid, table2.uuid]) and report.skipped == []
        for laptop in (a, b, c):
            laptop.sync()
            assert laptop.copy_of(table1.uuid).totals() == EDITED
            assert laptop.copy_of(table2.uuid).totals() == {"Eve": 20, "Fay": -12, "Gus": 36, "Hal": -44}
            assert laptop.copy_of(table1.uuid).revision == table1.revision
    finally:
        for laptop in (a, b, c):
            laptop.close()


def test_a_withdrawal_travels_through_the_sync_tool(tmp_path):
    from mjscore_gui.club.folder import setting as club_folder

    a = Laptop(tmp_path, "a", tmp_path / "club-a")
    b = Laptop(tmp_path, "b", tmp_path / "club-b")
    try:
        old = record_night(a.ledger, started="2020-01-03T19:30:00+0800")
        a.set_folder_again()
        club_folder.pick(a.data, old.uuid)
        publish(a.ledger, a.data)
        carry_all(a.club, b.club)
        assert b.sync().added == [old.uuid]
        club_folder.pick(a.data, old.uuid, publish=False)
        publish(a.ledger, a.data)
        carry_all(a.club, b.club)
        assert not file_of(b.club, old.uuid).exists()
        assert b.sync().dropped == [old.uuid]
    finally:
        a.close()
        b.close()
