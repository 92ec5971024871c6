"""Each session has one owner, and a copy never goes stale silently (issue 22): two data
folders, laptop A at the table and the secretary's B, exchanging `ledger export --format
json` files through the command line."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from mjscore_gui.ledger import ChangedElsewhere, Ledger, ReadOnlyCopy
from tests.conftest import json_entry

PLAYERS = ("Amy", "Ben", "Cat", "Dan")
HAND = '{"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}'


def export(mjscore, path: Path) -> dict:
    ran = mjscore("ledger", "export", "--format", "json", "-o", path)
    assert ran.code == 0, ran.err
    return json.loads(path.read_text(encoding="utf-8"))


def totals(mjscore, *session: object) -> dict:
    ran = mjscore("ledger", "totals", *session)
    assert ran.code == 0, ran.err
    return json.loads(ran.out)


def test_two_data_folders_exchange_exports(mjscore, tmp_path):
    laptop, secretary = tmp_path / "a", tmp_path / "b"
    mjscore.use(laptop)
    mjscore("ledger", "new", "--players", *PLAYERS, "--name", "Friday")
    assert mjscore("ledger", "record", stdin=HAND).code == 0
    first = export(mjscore, tmp_path / "friday-1.json")
    with Ledger.open(laptop) as a:
        laptop_id = a.id
    assert first["session"]["owner"] == laptop_id and first["session"]["revision"] == 1
    assert first["session"]["adopted"] == []

    mjscore.use(secretary)
    assert mjscore("ledger", "import", tmp_path / "friday-1.json").out == "1\n"
    assert totals(mjscore, "--session", "1")["hands"] == 1

    mjscore.use(laptop)  # the table plays on and exports again
    assert mjscore("ledger", "record", stdin='[{"draw": true}, ' + HAND + "]").code == 0
    second = export(mjscore, tmp_path / "friday-2.json")
    assert second["session"]["revision"] == 2

    mjscore.use(secretary)
    ran = mjscore("ledger", "import", tmp_path / "friday-2.json")
    assert (ran.code, ran.out) == (0, "1\n") and "replaced the copy of Friday (session 1) with revision 2" in ran.err
    assert totals(mjscore, "--session", "1") == {**totals_of(laptop), "hands": 3}
    ran = mjscore("ledger", "import", tmp_path / "friday-1.json")  # the older export: skipped
    skipped = "already have revision 2 of Friday (session 1); nothing changed"
    assert (ran.code, ran.out) == (0, "") and skipped in ran.err
    ran = mjscore("ledger", "import", tmp_path / "friday-2.json")  # the same one again
    assert "already have revision 2 of Friday (session 1); nothing changed" in ran.err
    assert totals(mjscore, "--session", "1")["hands"] == 3

    # The copy is read-only, in every command that changes it.
    for command in (("record", "--session", "1"), ("undo", "--session", "1"), ("delete", "--session", "1", "1")):
        ran = mjscore("ledger", *command, stdin=HAND)
        assert ran.code != 0 and "session 1 is a read-only copy from another ledger" in ran.err
        assert "mjscore ledger adopt 1" in ran.err and len(ran.err.strip().splitlines()) == 1
    shown = json.loads(mjscore("ledger", "show", "--session", "1").out)
    assert shown["read_only"] and shown["owner"] == laptop_id and shown["revision"] == 2

    # The laptop has gone home: the secretary takes the night over to fix a hand.
    ran = mjscore("ledger", "adopt", "1")  # no terminal to confirm on: asks for --yes
    assert ran.code != 0 and "--yes" in ran.err
    ran = mjscore("ledger", "adopt", "1", "--yes")
    assert ran.code == 0 and "session 1 is now this ledger's own (revision 3)" in ran.out
    assert mjscore("ledger", "record", "--session", "1", stdin='{"draw": true}').out == "4\n"
    with Ledger.open(secretary) as b:
        secretary_id = b.id
    shown = json.loads(mjscore("ledger", "show", "--session", "1").out)
    assert not shown["read_only"] and shown["owner"] == secretary_id and shown["revision"] == 4
    assert [(a["from"], a["to"], a["revision"]) for a in shown["adopted"]] == [(laptop_id, secretary_id, 3)]
    third = export(mjscore, tmp_path / "friday-3.json")  # --session left out: the adopted night
    assert third["session"]["adopted"] == shown["adopted"] and third["session"]["owner"] == secretary_id

    # An export of a night this ledger owns never overwrites it, older or newer.
    ran = mjscore("ledger", "import", tmp_path / "friday-2.json")
    assert ran.code == 0 and "Friday (session 1) is this ledger's own" in ran.err
    assert totals(mjscore, "--session", "1")["hands"] == 4

    # The laptop gets the secretary's night back as a copy of the secretary's session:
    # its own (older) night there is kept as it is.
    mjscore.use(laptop)
    ran = mjscore("ledger", "import", tmp_path / "friday-3.json")
    assert ran.code == 0 and "is this ledger's own" in ran.err and totals(mjscore)["hands"] == 3


def totals_of(data_dir: Path) -> dict:
    with Ledger.open(data_dir) as ledger:
        session = ledger.session()
        return {"players": session.players, "totals": session.totals()}


def test_a_copy_whose_hands_do_not_settle_to_its_totals_is_refused(mjscore, tmp_path):
    mjscore.use(tmp_path / "a")
    mjscore("ledger", "new", "--players", *PLAYERS, "--name", "Friday")
    mjscore("ledger", "record", stdin=HAND)
    good = export(mjscore, tmp_path / "good.json")
    mjscore.use(tmp_path / "b")
    assert mjscore("ledger", "import", tmp_path / "good.json").code == 0
    mjscore.use(tmp_path / "a")
    mjscore("ledger", "record", stdin=HAND)
    newer = export(mjscore, tmp_path / "newer.json")
    newer["totals"]["Amy"] += 100  # someone's edit of the file: the hands no longer say so
    newer["totals"]["Ben"] -= 100
    (tmp_path / "bad.json").write_text(json.dumps(newer), encoding="utf-8")
    mjscore.use(tmp_path / "b")
    ran = mjscore("ledger", "import", tmp_path / "bad.json")
    assert ran.code != 0 and "Friday: its hands do not settle to its stored totals (for Amy, Ben)" in ran.err
    assert totals(mjscore, "--session", "1")["totals"] == good["totals"]  # the copy held is kept
    del newer["totals"]  # nothing to check it against: not trusted either
    (tmp_path / "bad.json").write_text(json.dumps(newer), encoding="utf-8")
    ran = mjscore("ledger", "import", tmp_path / "bad.json")
    assert ran.code != 0 and "no totals" in ran.err


def test_no_session_means_the_latest_this_ledger_owns_never_a_copy(mjscore, tmp_path):
    mjscore.use(tmp_path / "a")
    mjscore("ledger", "new", "--players", "Eve", "Fay", "Gus", "Hal", "--name", "Their night")
    export(mjscore, tmp_path / "theirs.json")
    mjscore.use(tmp_path / "b")
    assert mjscore("ledger", "new", "--players", *PLAYERS).out == "1\n"
    assert mjscore("ledger", "import", tmp_path / "theirs.json").out == "2\n"  # newer, but a copy
    assert mjscore("ledger", "record", stdin=HAND).out == "1\n"
    assert totals(mjscore)["players"] == list(PLAYERS)
    assert totals(mjscore, "--session", "1")["hands"] == 1 and totals(mjscore, "--session", "2")["hands"] == 0
    listing = json.loads(mjscore("ledger", "list").out)
    assert [(s["id"], s["own"]) for s in listing] == [(2, False), (1, True)]


def test_only_copies_in_the_ledger_says_how_to_go_on(mjscore, tmp_path):
    mjscore.use(tmp_path / "a")
    mjscore("ledger", "new", "--players", *PLAYERS)
    export(mjscore, tmp_path / "night.json")
    mjscore.use(tmp_path / "b")
    mjscore("ledger", "import", tmp_path / "night.json")
    ran = mjscore("ledger", "record", stdin=HAND)
    assert ran.code != 0 and "only copies from other ledgers" in ran.err and "ledger new" in ran.err


def test_a_change_started_against_an_older_revision_is_refused(tmp_path):
    with Ledger.open(tmp_path) as window, Ledger.open(tmp_path) as other:
        session = window.new_session(PLAYERS)
        seen = session.revision
        other.session().record(json_entry(json.loads(HAND)))
        for change in (
            lambda: session.record(json_entry({"draw": True}), since=seen),
            lambda: session.undo(since=seen),
            lambda: session.delete(session.entries()[0].id, since=seen),
        ):
            try:
                change()
            except ChangedElsewhere as exc:
                assert exc.what == "record hand 1" and "nothing changed" in str(exc)
            else:
                raise AssertionError("a change against an older revision went through")
        assert session.hand_count == 1 and session.revision == seen + 1
        assert session.record(json_entry({"draw": True}), since=session.revision).number == 2


def test_the_migration_makes_a_ledger_id_and_owns_the_sessions_it_had(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        ledger.new_session(PLAYERS).record(json_entry(json.loads(HAND)))
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    # As schema 8 left it: no ledger id, no owner, revision or hand-overs (nor schema 10's plan,
    # nor schema 11's digests).
    conn.executescript(
        "ALTER TABLE sessions DROP COLUMN plan; "
        "DROP TABLE ledger; ALTER TABLE sessions DROP COLUMN owner; ALTER TABLE sessions DROP COLUMN revision;"
        "ALTER TABLE sessions DROP COLUMN adopted; PRAGMA user_version = 8;"
        "ALTER TABLE sessions DROP COLUMN digest; ALTER TABLE entries DROP COLUMN digest;"
    )
    conn.close()
    with Ledger.open(tmp_path) as ledger:
        session = ledger.session()
        made = ledger.id
        assert session.is_own and session.ownership.owner == made and session.revision == 1
        assert len(ledger.id) == 36 and ledger.check() == []
        session.record(json_entry({"draw": True}))
        assert session.revision == 2
    with Ledger.open(tmp_path) as again:
        assert again.id == made  # made once per file


def test_a_copy_refuses_every_change_in_the_library_too(tmp_path):
    with Ledger.open(tmp_path / "a") as a, Ledger.open(tmp_path / "b") as b:
        night = a.new_session(PLAYERS)
        night.record(json_entry(json.loads(HAND)))
        copy = b.import_json(night.export_json_text()).session
        for change in (
            lambda: copy.record(json_entry({"draw": True})),
            lambda: copy.edit(copy.entries()[0].id, json_entry({"draw": True})),
            lambda: copy.undo(),
            lambda: copy.change_rules(settings={"min_faan": 1}),
            lambda: copy.end(),
        ):
            try:
                change()
            except ReadOnlyCopy:
                pass
            else:
                raise AssertionError("a copy was changed")
        assert copy.hand_count == 1 and copy.revision == night.revision
