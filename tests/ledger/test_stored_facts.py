"""Each entry's stored seats and payments (p_*, d_*) are those of the entries settled again
after every change that re-settles them (record, edit of hand 1, delete, undo, redo,
insert, a substitute, a rules change, an import), and a failed change leaves them as they
were; `Ledger.session_summaries` adds them up to each session's exact totals and counts
without playing any session through, also in the kept schema-1 and schema-6 files."""

from __future__ import annotations

import shutil
import sqlite3
from fractions import Fraction
from pathlib import Path

import pytest

from mjscore_gui.ledger import Ledger, LedgerError, replay, schema
from mjscore_gui.ledger.summaries import total_of
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, WIND_HAND, win
from tests.ledger.test_migration_v6 import FRIDAY_TOTALS, SATURDAY_TOTALS

DATA = Path(__file__).parent / "data"
PENALTY = {"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "rounding"}


def _summary(ledger, session_id):
    [summary] = [s for s in ledger.session_summaries() if s.session_id == session_id]
    return summary


def _assert_stored_as_settled(ledger, session):
    """The stored facts of every active entry are those of the session settled again from
    the file, every hand and penalty has its four seats and payments, and the summary
    adds them up to the session's totals."""
    played = replay.play(session.store, session.id, session.initial(), session.names())
    assert replay.stale_facts(session.store, session.id, played) == []
    money = session.store.query(
        "SELECT p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n FROM entries WHERE session_id = ? AND active = 1 "
        "AND kind IN ('hand', 'faan', 'draw', 'false_win', 'penalty')",
        (session.id,),
    )
    assert len(money) == sum(1 for e in session.entries() if e.has_money)
    assert all(None not in row and all(isinstance(a, str) for a in row[4:]) for row in money)
    summary = _summary(ledger, session.id)
    assert summary.totals == session.totals()
    assert summary.hands == session.hand_count
    assert summary.penalties == sum(1 for e in session.entries() if e.kind == "penalty")
    assert summary.balance == 0


def test_stored_facts_follow_every_change(ledger, session):
    session.record(json_entry(win("S", off="E")))
    session.record(json_entry({**WIND_HAND, "seat_wind": "S", "discarder": "W"}))
    session.record(json_entry({"draw": True}))
    session.record(json_entry(PENALTY))
    _assert_stored_as_settled(ledger, session)
    session.edit(session.hand(1).id, json_entry(win("S", 6, off="E")))  # every later hand is settled again
    _assert_stored_as_settled(ledger, session)
    session.delete(session.hand(2).id)
    _assert_stored_as_settled(ledger, session)
    session.undo()  # the deleted hand is back
    _assert_stored_as_settled(ledger, session)
    session.undo()  # the edit undone
    _assert_stored_as_settled(ledger, session)
    session.redo()
    _assert_stored_as_settled(ledger, session)
    session.insert(session.hand(1).id, json_entry(win("W", off="N")))
    _assert_stored_as_settled(ledger, session)
    session.substitute("Dan", "Eve")
    session.record(json_entry(win("N", 4, off="E")))  # Eve's seat
    _assert_stored_as_settled(ledger, session)
    session.change_rules(dealer_stays_on_draw=False)
    session.record_many(json_entry([{"draw": True}, win("E")]))
    _assert_stored_as_settled(ledger, session)
    assert session.totals()["Eve"] != 0
    summary = _summary(ledger, session.id)
    assert summary.seated == tuple(PLAYERS) and summary.players == (*PLAYERS, "Eve")
    assert sum(n for _, n in summary.seatings) == summary.hands
    assert any("Eve" in seated for seated, _ in summary.seatings)


def test_an_import_stores_its_facts(ledger, session, tmp_path):
    session.record_many(json_entry([win("S", off="E"), {"draw": True}, PENALTY, win("W", 5)]))
    exported = session.export_json()
    with Ledger.open(tmp_path / "other") as other:
        [added] = other.import_json(exported).added
        _assert_stored_as_settled(other, added)
        assert _summary(other, added.id).totals == session.totals()


def test_a_failed_change_leaves_the_stored_facts_as_they_were(ledger, session):
    session.record_many(json_entry([win("S", off="E"), win("W", off="S")]))
    before = session.store.query("SELECT * FROM entries ORDER BY id")
    with pytest.raises(LedgerError):
        session.record(json_entry(win("S", 2, off="E")))  # below the minimum: nothing written
    with pytest.raises(LedgerError):
        session.edit(session.hand(1).id, json_entry(win("S", 2, off="E")))
    assert session.store.query("SELECT * FROM entries ORDER BY id") == before
    _assert_stored_as_settled(ledger, session)


def test_the_kept_schema_6_file_adds_up_to_the_totals_that_version_printed(tmp_path):
    shutil.copy(DATA / "v6_ledger.sqlite3", tmp_path / "ledger.sqlite3")
    with Ledger.open(tmp_path) as ledger:
        assert _summary(ledger, 1).totals == FRIDAY_TOTALS
        assert _summary(ledger, 2).totals == SATURDAY_TOTALS
        for info in ledger.sessions():
            _assert_stored_as_settled(ledger, ledger.session(info.id))


def test_the_kept_schema_1_file_adds_up_to_the_totals_it_stored(tmp_path):
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.executescript(schema.MIGRATIONS[0])
    conn.executescript((DATA / "v1_ledger.sql").read_text(encoding="utf-8"))
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    stored_then: dict[int, dict[int, Fraction]] = {}
    for sid, *figures in conn.execute(
        "SELECT session_id, p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n FROM entries WHERE active = 1 AND d_e IS NOT NULL"
    ):
        for pid, amount in zip(figures[:4], figures[4:]):
            totals = stored_then.setdefault(sid, {})
            totals[pid] = totals.get(pid, Fraction(0)) + Fraction(amount)
    conn.close()
    with Ledger.open(tmp_path) as ledger:
        assert len(stored_then) == 2
        for sid, totals in stored_then.items():
            session = ledger.session(sid)
            _assert_stored_as_settled(ledger, session)
            names = session.names()
            assert _summary(ledger, sid).totals == {names[pid]: total for pid, total in totals.items()}


def test_a_summary_has_the_sessions_exact_totals_and_counts(ledger, session):
    session.record_many(json_entry([win("S", off="E"), PENALTY]))
    ledger.new_session(["Eve", "Fay", "Gus", "Hal"])  # nothing played yet
    first, empty = ledger.session_summaries()
    assert first.hands == 1 and first.penalties == 1
    assert first.seated == tuple(PLAYERS) == first.players
    # Ben won 8 off Amy, then paid 1/3 to Cat as East (the deal had passed to him).
    assert first.totals == {"Amy": -8, "Ben": Fraction(23, 3), "Cat": Fraction(1, 3), "Dan": 0}
    assert first.seatings == ((("Amy", "Ben", "Cat", "Dan"), 1),)
    assert (empty.hands, empty.penalties, empty.totals, empty.seatings) == (0, 0, {}, ())
    assert empty.seated == ("Eve", "Fay", "Gus", "Hal")


def test_amounts_add_up_exactly_past_64_bits():
    big = 2**70
    assert total_of(f"{big} {big} -1") == 2 * big - 1
    assert total_of("48 -33/2 1/3 -16") == Fraction(95, 6)
    assert total_of("") == 0
