"""A damaged or foreign file is kept and reported, and a fresh ledger starts; bad input
is refused with a clear error and nothing written."""

from __future__ import annotations

import json
import sqlite3
from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.ledger import (
    InvalidHand,
    Ledger,
    LedgerError,
    NewerLedger,
    UnknownSession,
    schema,
)
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, WIND_HAND, win


def _asides(folder):
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm")))


def _fresh_ledger_works(folder):
    with Ledger.open(folder) as ledger:
        assert ledger.notice is None
        assert ledger.sessions() == []
        ledger.new_session(PLAYERS).record(json_entry(win("S", off="E")))


def test_a_file_that_is_not_a_database_is_kept_and_a_fresh_ledger_starts(tmp_path):
    path = tmp_path / "ledger.sqlite3"
    path.write_bytes(b"my shopping list\n" * 100)
    with Ledger.open(tmp_path) as ledger:
        assert "not an SQLite database" in ledger.notice
        assert "ledger.sqlite3.corrupt-" in ledger.notice
        assert ledger.sessions() == []
    [aside] = _asides(tmp_path)
    assert aside.read_bytes() == b"my shopping list\n" * 100
    _fresh_ledger_works(tmp_path)


def test_another_programs_sqlite_file_is_kept_aside(tmp_path):
    path = tmp_path / "ledger.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)")
    conn.execute("INSERT INTO photos (file) VALUES ('cat.jpg')")
    conn.commit()
    conn.close()
    original = path.read_bytes()
    with Ledger.open(tmp_path) as ledger:
        assert "another program" in ledger.notice
    [aside] = _asides(tmp_path)
    assert aside.read_bytes() == original
    _fresh_ledger_works(tmp_path)


def _ledger_with_hands(folder, hands=300):
    with Ledger.open(folder) as ledger:
        session = ledger.new_session(PLAYERS)
        session.record_many(json_entry([win("S", off="E", note="x" * 200) for _ in range(hands)]))
        ledger.store.query("PRAGMA wal_checkpoint(TRUNCATE)")
    return folder / "ledger.sqlite3"


def test_a_damaged_ledger_is_detected_kept_and_replaced(tmp_path):
    path = _ledger_with_hands(tmp_path)
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(2 * page, len(data) - page, page):  # scribble over every page but the first
        data[offset : offset + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    with Ledger.open(tmp_path) as ledger:
        assert "damaged" in ledger.notice
        assert ledger.sessions() == []
    [aside] = _asides(tmp_path)
    assert aside.read_bytes() == bytes(data)


def test_a_ledger_with_a_scribbled_header_is_kept(tmp_path):
    path = _ledger_with_hands(tmp_path, 5)
    data = bytearray(path.read_bytes())
    data[0:16] = b"garbage garbage!"
    path.write_bytes(bytes(data))
    with Ledger.open(tmp_path) as ledger:
        assert ledger.notice and ledger.sessions() == []
    assert len(_asides(tmp_path)) == 1


def test_a_ledger_from_a_newer_version_is_refused_and_left_alone(tmp_path):
    path = _ledger_with_hands(tmp_path, 1)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(NewerLedger, match="newer MJScore"):
        Ledger.open(tmp_path)
    assert path.read_bytes() == before and _asides(tmp_path) == []


def test_an_empty_file_becomes_a_ledger(tmp_path):
    (tmp_path / "ledger.sqlite3").write_bytes(b"")
    _fresh_ledger_works(tmp_path)
    assert _asides(tmp_path) == []


def test_schema_version_and_migrations(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        assert ledger.store.one("PRAGMA user_version")[0] == schema.SCHEMA_VERSION
        assert ledger.store.one("PRAGMA application_id")[0] == schema.APP_ID
        assert ledger.store.one("PRAGMA journal_mode")[0] == "wal"
        assert ledger.store.one("PRAGMA synchronous")[0] == 2  # FULL
    with Ledger.open(tmp_path) as ledger:  # reopening migrates nothing and keeps the data
        assert ledger.notice is None


def test_amounts_are_stored_as_exact_text_never_real(session, ledger):
    session.record(json_entry({"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "rounding"}))
    data = ledger.store.one("SELECT data FROM entries")[0]
    assert json.loads(data)["payments"] == {"1": "-1/3", "2": "1/3"}  # players by id, amounts as text
    assert session.totals()["Amy"] == Fraction(-1, 3)


def _unchanged(session):
    assert session.entries() == [] and not session.can_undo() and session.hand_count == 0


@pytest.mark.parametrize(
    "obj, message",
    [
        ({**WIND_HAND, "concealed": "234p 567p 11m 9s", "seat_wind": "S", "discarder": "W"}, "tiles"),
        (win("S", 2, off="E"), "below the minimum"),
        (
            {
                "concealed": "123m 456p 789s 234s 55m",
                "winning_tile": "5m",
                "win": "discard",
                "seat_wind": "S",
                "discarder": "E",
                "flowers": "f1",
            },
            "3 faan needed to win, 2 counted",
        ),
        ({**WIND_HAND, "seat_wind": "S"}, "discarder"),
        (win("S", off="S"), "cannot both win and discard"),
        (win("X", off="E"), "seat_wind"),
        (win("S", off="E", prevailing_wind="S"), "East round"),
        (win("S", off="E", ruleset="yahoo"), "change the session's rules"),
        (win("S", off="E", rules={"stak": 2}), "unknown rule"),
        ({"faan": "three", "seat_wind": "S", "win": "discard", "discarder": "E"}, "faan"),
        ({"penalty": True, "payments": {"E": -5, "S": 4}, "reason": "x"}, "add up to 0"),
        ({"penalty": True, "payments": {"E": -5.0, "S": 5.0}, "reason": "x"}, "exact"),
        ({"penalty": True, "payments": {"E": -5, "S": 5}}, "reason"),
        ({"draw": True, "seat_wind": "S"}, "takes no"),
        ({"draw": "yes"}, "true or false"),
        (["not", "a", "hand"], "JSON object"),
    ],
)
def test_bad_input_is_refused_and_nothing_is_written(session, obj, message):
    with pytest.raises(LedgerError, match=message):
        session.record(json_entry(obj))
    _unchanged(session)


def test_a_failing_item_in_a_batch_writes_none_of_it(session):
    with pytest.raises(LedgerError, match="item 3: below the minimum"):
        session.record_many(json_entry([win("S", off="E"), {"draw": True}, win("E", 1)]))
    _unchanged(session)


def test_unknown_sessions_and_players(ledger):
    with pytest.raises(UnknownSession, match="no session yet"):
        ledger.session()
    with pytest.raises(UnknownSession, match="no session 7"):
        ledger.session(7)
    with pytest.raises(LedgerError, match="four players"):
        ledger.new_session(["Amy", "Ben", "Cat"])
    with pytest.raises(LedgerError, match="different names"):
        ledger.new_session(["Amy", "Ben", "Cat", "Amy"])
    with pytest.raises(LedgerError, match="unknown ruleset"):
        ledger.new_session(PLAYERS, "nope")
    assert ledger.sessions() == []


def test_invalid_hands_are_invalidhand(session):
    with pytest.raises(InvalidHand):
        session.record(json_entry(win("S", 1, off="E", rules={"stake": Decimal(2)})))


def test_a_later_migration_upgrades_an_existing_ledger_in_place(tmp_path, monkeypatch):
    _ledger_with_hands(tmp_path, 3)
    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS + ["ALTER TABLE sessions ADD COLUMN venue TEXT"])
    monkeypatch.setattr(schema, "SCHEMA_VERSION", len(schema.MIGRATIONS))
    with Ledger.open(tmp_path) as ledger:
        assert ledger.notice is None
        assert ledger.store.one("PRAGMA user_version")[0] == schema.SCHEMA_VERSION
        assert "venue" in [r[1] for r in ledger.store.query("PRAGMA table_info(sessions)")]
        assert ledger.session().hand_count == 3
