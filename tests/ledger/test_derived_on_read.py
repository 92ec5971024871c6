"""Nothing derived is stored: totals, running totals, labels and seat winds are played
through from the entries on read, and always equal the entries as settled one by one,
after any change, by this program or another."""

from __future__ import annotations

from fractions import Fraction

from mjscore_gui.club.results.night_stats import running_totals, session_series
from mjscore_gui.club.results.nights import night_of
from mjscore_gui.ledger import Ledger, replay, schema
from mjscore_gui.outcome import FaanClaim, settle_entry
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, win


def _settled_one_by_one(session) -> dict[str, Fraction]:
    """Each player's total as each entry's own deltas add up."""
    totals = dict.fromkeys(session.players, Fraction(0))
    for entry in session.entries():
        for name, amount in entry.deltas.items():
            totals[name] += amount
    return totals


def _agrees(session) -> None:
    assert session.totals() == _settled_one_by_one(session)
    assert sum(session.totals().values()) == 0
    labels, series = session.running_totals()
    assert {p: values[-1] for p, values in series.items()} == session.totals()
    assert session_series(session) == running_totals(night_of(session, full=False))


def _night(session) -> None:
    session.record_many(json_entry([win("S", off="E"), {"draw": True}, win("E", 5), win("W", off="N"), win("N", 4)]))


def test_the_night_adds_up_to_what_the_table_paid(session):
    _night(session)
    # As the version before this change (25b5247) added them up: the deal passes from Amy
    # to Ben after E1, Ben (East) wins E2+1 self-drawn (5 faan).
    assert session.totals() == {"Amy": -36, "Ben": 68, "Cat": -20, "Dan": -12}
    _agrees(session)


def test_each_hand_pays_what_the_outcome_path_settles(session):
    _night(session)
    hand = session.hands()[2]  # Amy (East) self-drawn, 5 faan
    outcome = settle_entry(FaanClaim(5, "E", "self_drawn"), session.first_ruleset)
    assert hand.payments == outcome.payments


def test_every_change_is_played_through_again(session):
    _night(session)
    _agrees(session)
    first = session.entries()[0]
    for change in (
        lambda: session.edit(first.id, json_entry(win("W", 6, off="E"))),  # every later hand re-settles
        session.undo,
        session.redo,
        lambda: session.delete(session.entries()[1].id),
        lambda: session.record(
            json_entry({"penalty": True, "payments": {"E": "-5", "W": "5"}, "reason": "dropped a tile"})
        ),
        lambda: session.substitute("Cat", "Zoe"),
        lambda: session.record(
            json_entry({"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "rounding"})
        ),
    ):
        change()
        _agrees(session)


def test_a_change_by_another_program_is_seen(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        _night(session)
        before = session.totals()
        with Ledger.open(tmp_path) as other:  # the command line, a second window
            other.session().edit(other.session().entries()[0].id, json_entry(win("N", 7, off="S")))
        assert session.totals() != before
        _agrees(session)


def test_the_file_holds_each_entrys_facts_and_nothing_derived(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        _night(session)
        columns = {row[1] for row in ledger.store.query("PRAGMA table_info(entries)")}
        tables = {row[0] for row in ledger.store.query("SELECT name FROM sqlite_master")}
        facts = ledger.store.query(
            "SELECT ruleset_id, p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n FROM entries ORDER BY pos"
        )
        # As played: the rules, who sat where, what each seat paid.
        for entry, row in zip(session.entries(), facts):
            assert row[0] == entry.state.ruleset_id
            assert dict(zip("ESWN", row[1:5])) == entry.state.seats()
            assert [Fraction(a) for a in row[5:]] == [entry.payments[w] for w in "ESWN"]
    assert columns == {"id", "session_id", "pos", "active", "kind", "data", "recorded", *replay.FACTS, "digest"}
    assert not columns & set(schema.DERIVED_COLUMNS)
    assert "running" not in tables and "entries_money" not in tables


def test_a_session_is_played_through_from_its_own_entries_alone(tmp_path):
    # Tonight's session reads only its own entries: another night that no longer settles
    # (changed behind the ledger's back) neither slows nor stops it; `ledger check` finds it.
    with Ledger.open(tmp_path) as ledger:
        old = ledger.new_session(PLAYERS)
        _night(old)
        tonight = ledger.new_session(["Eve", "Fay", "Gus", "Hal"])
        tonight.record(json_entry(win("S", off="E")))
        ledger.store.write(
            lambda: ledger.store.execute(
                "UPDATE entries SET data = json_set(data, '$.faan', 1) WHERE session_id = ?", (old.id,)
            )
        )
    with Ledger.open(tmp_path) as ledger:
        tonight = ledger.session()
        assert tonight.totals() == {"Eve": -8, "Fay": 8, "Gus": 0, "Hal": 0}
        tonight.record(json_entry(win("W", off="N")))
        assert [e.number for e in tonight.hands()] == [1, 2]
        problems = ledger.check()
        assert len(problems) == 1 and f"session {old.id}" in problems[0] and "below the minimum" in problems[0]
