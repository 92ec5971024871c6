"""The running totals kept beside the entries (a long night opens without adding up every
hand) always agree with the entries: any change to them, by this program or another,
drops what was kept, and the next read adds the night up again."""

from __future__ import annotations

from mjscore_gui.club.night_stats import running_totals, session_series
from mjscore_gui.club.nights import night_of
from mjscore_gui.ledger import Ledger, running
from tests.ledger.conftest import PLAYERS, win


def _kept(session) -> bool:
    return running.finals(session._store, session.id, session._order()) is not None


def _agrees(session) -> None:
    """The series and totals as the ledger answers them equal those added up from the entries."""
    assert session_series(session) == running_totals(night_of(session, full=False))
    labels, totals = session.running_totals()
    assert {p: values[-1] for p, values in totals.items()} == session.totals()


def _night(session) -> None:
    session.record_many([win("S", off="E"), {"draw": True}, win("E", 5), win("W", off="N"), win("N", 4)])


def test_kept_after_the_first_read_and_read_back_by_the_next_opening(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        _night(session)
        assert not _kept(session)
        first = session.running_totals()
        assert _kept(session)
    with Ledger.open(tmp_path) as ledger:
        session = ledger.session()
        assert _kept(session)
        assert session.running_totals() == first
        assert session.totals() == {p: values[-1] for p, values in first[1].items()}
        _agrees(session)


def test_editing_deleting_undoing_an_old_hand_drops_what_was_kept(session):
    _night(session)
    _agrees(session)
    first = session.entries()[0]
    for change in (
        lambda: session.edit(first.id, win("W", 6, off="E")),  # every later hand re-settles
        session.undo,
        session.redo,
        lambda: session.delete(session.entries()[1].id),
        lambda: session.record({"penalty": True, "payments": {"E": "-5", "W": "5"}, "reason": "dropped a tile"}),
        lambda: session.substitute("Cat", "Zoe"),
    ):
        assert _kept(session)
        change()
        assert not _kept(session)  # dropped in the same transaction as the change
        _agrees(session)


def test_a_change_by_another_program_is_seen(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        _night(session)
        before = session.totals()
        session.running_totals()
        with Ledger.open(tmp_path) as other:  # the command line, a second window
            other.session().edit(other.session().entries()[0].id, win("N", 7, off="S"))
        assert not _kept(session)
        assert session.totals() != before
        _agrees(session)


def test_what_was_read_before_another_program_changed_the_file_is_not_kept(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        _night(session)
        version = session._store.data_version()
        labels, columns = session._add_up_running(session._order())
        with Ledger.open(tmp_path) as other:
            other.session().record(win("S", 8))
        running.keep(session._store, session.id, session._order(), labels, columns, version)
        assert not _kept(session)
        _agrees(session)


def test_a_night_with_a_fraction_is_added_up_exactly_each_time(session):
    session.record(win("S", off="E"))
    session.record({"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "rounding"})
    _agrees(session)
    assert not _kept(session)


def test_check_finds_kept_totals_that_disagree_with_the_entries(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        _night(session)
        labels, totals = session.running_totals()
        assert ledger.check() == []
        order = session._order()
        columns = [[*totals[name][:-1], totals[name][-1] + 8] for name in PLAYERS]
        # Written behind the ledger's back (not as MJScore writes it): check says so.
        running.keep(session._store, session.id, order, labels, columns, session._store.data_version())
    with Ledger.open(tmp_path) as ledger:
        assert any("running totals kept" in problem for problem in ledger.check())
