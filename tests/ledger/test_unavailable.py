"""A healthy ledger is never set aside: a full disk, a lock held by another program, a
read-only folder or a file edited outside MJScore give one line saying what to do, a
non-zero exit, and leave the file where it is (issue 10)."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest

from mjscore_gui.ledger import Ledger, LedgerError, LedgerFault, file, schema
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, win


def _asides(folder):
    return [p for p in folder.iterdir() if ".corrupt-" in p.name]


def _night(folder, hands=3):
    with Ledger.open(folder) as ledger:
        session = ledger.new_session(PLAYERS)
        session.record_many(json_entry([win("S", off="E") for _ in range(hands)]))
        return session.totals()


def _one_line(err, *words):
    assert err.count("\n") == 1 and len(err) < 300, err
    assert "Traceback" not in err
    for word in words:
        assert word in err


# ---- a full disk ---------------------------------------------------------------------


def test_a_full_disk_during_a_record_reports_the_disk_and_keeps_every_hand(tmp_path):
    totals = _night(tmp_path)
    with Ledger.open(tmp_path) as ledger:
        session = ledger.session()
        # SQLite's own page limit gives the same SQLITE_FULL a full disk does.
        pages = ledger.store.one("PRAGMA page_count")[0]
        ledger.store.query(f"PRAGMA max_page_count = {pages + 1}")
        with pytest.raises(LedgerFault, match="disk .* is full: free some space") as caught:
            for _ in range(100):
                session.record(json_entry(win("W", off="N", note="x" * 1500)))
        assert caught.value.reason == LedgerFault.DISK_FULL
        assert "rollback" not in str(caught.value)
        recorded = session.hand_count
    assert _asides(tmp_path) == []
    with Ledger.open(tmp_path) as ledger:  # after freeing space: all there, nothing half-written
        assert ledger.notice is None
        session = ledger.session()
        assert session.hand_count == recorded >= 3
        assert [h.number for h in session.hands()] == list(range(1, recorded + 1))
        assert ledger.check() == []
        assert session.totals()["Amy"] == totals["Amy"]  # Amy paid in the first three hands only
        session.record(json_entry(win("W", off="N")))


# ---- a lock held by another program ----------------------------------------------------


@pytest.fixture
def quick_timeout(monkeypatch):
    monkeypatch.setattr(file, "BUSY_TIMEOUT", 0.2)


def test_a_write_waits_then_says_another_program_has_the_ledger(tmp_path, quick_timeout, mjscore):
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    before = path.read_bytes()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with Ledger.open(tmp_path) as ledger:
            with pytest.raises(LedgerFault, match="another program is using the ledger") as caught:
                ledger.session().record(json_entry({"draw": True}))
            assert caught.value.reason == LedgerFault.LOCKED
            assert ledger.session().hand_count == 3  # reading still works
        code, out, err = mjscore("--data-dir", tmp_path, "ledger", "record", stdin='{"draw": true}')
        assert code != 0 and out == ""
        _one_line(err, "another program is using the ledger", "try again")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert _asides(tmp_path) == [] and path.read_bytes() == before
    with Ledger.open(tmp_path) as ledger:
        assert ledger.session().record(json_entry({"draw": True})).number == 4


def test_a_write_waits_for_another_writer_to_finish(tmp_path):
    import threading

    _night(tmp_path)
    other = sqlite3.connect(tmp_path / "ledger.sqlite3", isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    released = threading.Timer(0.3, lambda: other.execute("COMMIT"))  # well inside the busy timeout
    released.start()
    try:
        with Ledger.open(tmp_path) as ledger:
            assert ledger.session().record(json_entry({"draw": True})).number == 4
    finally:
        released.join()
        other.close()


def test_a_lock_held_while_opening_is_not_damage(tmp_path, quick_timeout):
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA journal_mode = DELETE")  # a rollback journal locks out readers too
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(LedgerFault, match="another program"):
            Ledger.open(tmp_path)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert _asides(tmp_path) == []
    with Ledger.open(tmp_path) as ledger:
        assert ledger.notice is None and ledger.session().hand_count == 3


def test_an_import_does_not_hold_the_lock_long(tmp_path):
    # Thousands of entries go in as one transaction of plain inserts: it is over before
    # a hand recorded meanwhile has waited its few seconds.
    with Ledger.open(tmp_path / "a") as source:
        session = source.new_session(PLAYERS)
        session.record_many(json_entry([win("SWNE"[i % 4], off="ESWN"[i % 4]) for i in range(2000)]))
        exported = json.loads(session.export_json_text())
    with Ledger.open(tmp_path / "b") as ledger:
        statements = []
        ledger.store._db.set_trace_callback(statements.append)
        assert ledger.import_json(exported).session.hand_count == 2000
        ledger.store._db.set_trace_callback(None)
        assert sum(s.startswith("BEGIN") for s in statements) == 1


# ---- a read-only folder -------------------------------------------------------------------


@pytest.fixture
def read_only(monkeypatch):
    # Root ignores file permissions, so the test tells the ledger the folder is read-only;
    # the ledger then opens SQLite read-only, which refuses writes for real.
    monkeypatch.setattr(file, "writable", lambda path: False)


def test_a_read_only_ledger_opens_for_reading_and_refuses_writes(tmp_path, read_only, mjscore, monkeypatch):
    with _Writable(tmp_path, monkeypatch):
        totals = _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    before = path.read_bytes()
    with Ledger.open(tmp_path) as ledger:
        assert ledger.read_only and ledger.notice is None
        session = ledger.session()
        assert session.totals() == totals
        assert "Totals" in session.export_csv() and session.export_json()["entries"]
        with pytest.raises(LedgerFault, match="read-only") as caught:
            session.record(json_entry({"draw": True}))
        assert caught.value.reason == LedgerFault.READ_ONLY
    code, out, _ = mjscore("--data-dir", tmp_path, "ledger", "totals")
    assert code == 0 and json.loads(out)["totals"] == {"Amy": -8, "Ben": 0, "Cat": 0, "Dan": 8} == totals
    assert mjscore("--data-dir", tmp_path, "ledger", "show")[0] == 0
    assert mjscore("--data-dir", tmp_path, "ledger", "export", "--format", "json")[0] == 0
    assert mjscore("--data-dir", tmp_path, "ledger", "check")[0] == 0
    code, out, err = mjscore("--data-dir", tmp_path, "ledger", "record", stdin='{"draw": true}')
    assert code != 0 and out == ""
    _one_line(err, "read-only", "writable")
    assert path.read_bytes() == before and _asides(tmp_path) == []


def test_no_ledger_in_a_read_only_folder_says_so(tmp_path, read_only, mjscore):
    code, out, err = mjscore("--data-dir", tmp_path, "ledger", "new", "--players", *PLAYERS)
    assert code != 0 and out == ""
    _one_line(err, "read-only")
    assert not (tmp_path / "ledger.sqlite3").exists()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root ignores file permissions")
def test_a_really_read_only_folder(tmp_path):
    totals = _night(tmp_path)
    tmp_path.chmod(0o555)
    try:
        with Ledger.open(tmp_path) as ledger:
            assert ledger.read_only and ledger.session().totals() == totals
            with pytest.raises(LedgerFault, match="read-only"):
                ledger.session().record(json_entry({"draw": True}))
    finally:
        tmp_path.chmod(0o755)


class _Writable:
    """Undo the read-only fixture while the test builds its ledger."""

    def __init__(self, folder, monkeypatch):
        self.monkeypatch = monkeypatch

    def __enter__(self):
        self.saved = file.writable
        self.monkeypatch.setattr(file, "writable", lambda path: True)

    def __exit__(self, *exc):
        self.monkeypatch.setattr(file, "writable", self.saved)


# ---- a file edited outside MJScore ----------------------------------------------------------


def test_a_ledger_with_a_table_deleted_is_reported_and_kept(tmp_path, mjscore):
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE ops")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(LedgerFault, match="has lost its 'ops' table") as caught:
        Ledger.open(tmp_path)
    assert caught.value.reason == LedgerFault.OUTDATED
    code, _, err = mjscore("--data-dir", tmp_path, "ledger", "totals")
    assert code != 0
    _one_line(err, "restore a backup")
    assert path.read_bytes() == before and _asides(tmp_path) == []


def test_a_ledger_with_an_older_schema_number_is_reported_and_kept(tmp_path, mjscore):
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(LedgerFault, match="says it is schema 1"):
        Ledger.open(tmp_path)
    code, _, err = mjscore("--data-dir", tmp_path, "ledger", "record", stdin='{"draw": true}')
    assert code != 0
    _one_line(err, "changed outside MJScore")
    assert path.read_bytes() == before and _asides(tmp_path) == []


def test_damage_is_still_set_aside(tmp_path):
    _night(tmp_path)
    path = tmp_path / "ledger.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)  # SQLite: file is not a database
    with Ledger.open(tmp_path) as ledger:
        assert "kept as" in ledger.notice
    assert len(_asides(tmp_path)) == 1


def test_faults_are_ledger_errors_with_a_reason():
    # The window catches LedgerError (a ValueError) and shows str(exc): these are too.
    fault = file.fault(sqlite3.OperationalError("database or disk is full"), file.Path("/x/ledger.sqlite3"))
    assert isinstance(fault, LedgerError) and isinstance(fault, ValueError)
    assert fault.reason == LedgerFault.DISK_FULL and "\n" not in str(fault)
    # 3: session uuids, 4: export lines, 5: the limit-hand reading, 6: running totals kept,
    # 7: the derived figures dropped (facts only), 8: special hands and the bonus-tile win
    # as settings (stored rulesets keep what they were settled with), 9: owners and revisions,
    # 10: tables of five and the seating plan a session came from, 11: each stored fact's digest
    assert schema.SCHEMA_VERSION == 11
