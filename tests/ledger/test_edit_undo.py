"""Editing or deleting a past hand re-settles and relabels every later hand; undo/redo."""

from __future__ import annotations

import pytest

from mjscore_gui.ledger import Ledger, LedgerError
from tests.conftest import json_entry
from tests.ledger.conftest import WIND_HAND, win


def _night(session):
    session.record(json_entry(win("E")))  # 1: Amy (dealer) self-draws 3: stays
    session.record(json_entry({**WIND_HAND, "seat_wind": "S", "discarder": "W"}))  # 2: Ben off Cat, 3 faan
    session.record(json_entry(win("S", off="W")))  # 3: Cat off Dan (Ben deals hand 3)
    return [h.id for h in session.hands()]


def test_editing_an_early_hand_resettles_and_relabels_every_later_hand(session):
    ids = _night(session)
    before = session.hands()
    assert [h.label for h in before] == [
        "East round, hand 1, dealer: Amy",
        "East round, hand 1, dealer: Amy, repeat 1",
        "East round, hand 2, dealer: Ben",
    ]
    assert before[1].faan == 3 and before[1].deltas["Ben"] == 8
    assert session.totals() == {"Amy": 12, "Ben": 4, "Cat": -4, "Dan": -12}

    # Hand 1 was really Ben's win off Amy: the deal passed to him after hand 1, so he
    # was East in hand 2, where his East pong is worth one more faan, and he kept the deal.
    session.edit(ids[0], json_entry(win("S", off="E")))
    after = session.hands()
    assert [h.id for h in after] == ids
    assert [h.label for h in after] == [
        "East round, hand 1, dealer: Amy",
        "East round, hand 2, dealer: Ben",
        "East round, hand 2, dealer: Ben, repeat 1",
    ]
    assert after[1].seats["E"] == "Ben" and after[1].faan == 4
    assert after[1].deltas == {"Ben": 16, "Cat": -16, "Dan": 0, "Amy": 0}
    assert after[2].winner_name == "Cat" and after[2].discarder_name == "Dan"
    assert session.totals() == {"Amy": -8, "Ben": 24, "Cat": -8, "Dan": -8}
    assert session.next_hand().label == "East round, hand 3, dealer: Cat"


def test_deleting_a_hand_renumbers_and_resettles(session):
    ids = _night(session)
    session.delete(ids[0])
    hands = session.hands()
    assert [h.number for h in hands] == [1, 2]
    assert hands[0].label == "East round, hand 1, dealer: Amy"
    assert hands[0].seats["S"] == "Ben"
    assert session.hand_count == 2


def test_an_edit_that_would_break_a_later_hand_is_refused_and_nothing_changes(session):
    session.record(json_entry(win("S", off="E")))
    session.substitute("Dan", "Zoe")
    session.record(json_entry(win("W", off="E")))  # Zoe (in Dan's chair, now West) wins off Ben
    before = session.export_json()
    with pytest.raises(LedgerError, match="hand 2"):
        session.delete(session.entries()[1].id)  # without the substitution Zoe never sat down
    assert session.export_json() == before


def test_undo_and_redo_of_record_edit_and_delete(session):
    ids = _night(session)
    totals = session.totals()
    session.edit(ids[0], json_entry(win("S", off="E")))
    edited = session.totals()
    session.delete(ids[2])
    assert session.undo_text() == "delete hand 3"
    assert session.undo() == "delete hand 3"
    assert session.totals() == edited
    session.undo()
    assert session.totals() == totals
    assert session.hands()[0].winner_name == "Amy"
    assert session.redo() == "edit hand 1"
    assert session.totals() == edited
    session.undo()
    session.undo()  # the third record
    assert session.hand_count == 2
    assert session.can_redo()
    session.record(json_entry({"draw": True}))  # a new change ends the redo history
    assert not session.can_redo()
    assert session.hand_count == 3 and session.hands()[-1].kind == "draw"


def test_undo_of_seat_and_rules_changes(session):
    session.change_seats({"E": "Dan", "S": "Cat", "W": "Ben", "N": "Amy"})
    assert session.next_hand().seats["E"] == "Dan"
    session.undo()
    assert session.next_hand().seats["E"] == "Amy"
    session.change_rules(settings={"min_faan": 5})
    with pytest.raises(LedgerError, match="minimum"):
        session.record(json_entry(win("S", 4, off="E")))
    session.undo()
    session.record(json_entry(win("S", 4, off="E")))


def test_undo_survives_a_restart(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
        session.record(json_entry(win("S", off="E")))
        session.record(json_entry(win("W", off="E")))
    with Ledger.open(tmp_path) as ledger:
        session = ledger.session()
        assert session.undo() == "record hand 2"
        assert session.hand_count == 1
    with Ledger.open(tmp_path) as ledger:
        assert ledger.session().redo() == "record hand 2"
        assert ledger.session().hand_count == 2


def test_nothing_to_undo(session):
    assert session.undo() is None and session.redo() is None
    assert not session.can_undo()


def test_listeners_hear_every_committed_change(ledger, session):
    heard, everything = [], []
    stop = session.subscribe(heard.append)
    ledger.subscribe(everything.append)
    record = session.record(json_entry(win("S", off="E")))
    session.undo()
    session.redo()
    with pytest.raises(LedgerError):
        session.record(json_entry(win("S", 1, off="E")))  # refused: no event
    assert [(e.kind, e.entry_id) for e in heard] == [
        ("recorded", record.id),
        ("undone", record.id),
        ("redone", record.id),
    ]
    stop()
    session.record(json_entry({"draw": True}))
    assert len(heard) == 3 and len(everything) == 4


def test_a_failing_listener_does_not_undo_the_change(session):
    def broken(event):
        raise RuntimeError("GUI bug")

    session.subscribe(broken)
    session.record(json_entry(win("S", off="E")))
    assert session.hand_count == 1
