"""Seat changes and substitutions mid-session keep everyone's history."""

from __future__ import annotations

import pytest

from mjscore_gui.ledger import LedgerError, UnknownPlayer
from tests.conftest import json_entry
from tests.ledger.conftest import win


def test_substitution_keeps_the_history_of_both_players(session):
    session.record(json_entry(win("N", off="E")))  # Dan +8, Amy -8; the deal passes to Ben
    session.substitute("Dan", "Zoe")
    nxt = session.next_hand()
    assert nxt.seats == {"E": "Ben", "S": "Cat", "W": "Zoe", "N": "Amy"}
    session.record(json_entry(win("W", off="S")))  # Zoe +8 off Cat
    assert session.totals() == {"Amy": -8, "Ben": 0, "Cat": -8, "Dan": 8, "Zoe": 8}
    assert session.players == ["Amy", "Ben", "Cat", "Dan", "Zoe"]
    first = session.hands()[0]
    assert first.seats["N"] == "Dan" and first.winner_name == "Dan"
    # Dan comes back later, in Zoe's seat: his total carries on.
    session.substitute("Zoe", "Dan")
    assert session.next_hand().seats["S"] == "Dan"  # Cat deals now
    session.record(json_entry(win("S", off="E")))
    assert session.totals()["Dan"] == 16


def test_change_seats_takes_effect_from_the_next_hand_and_keeps_the_deal(session):
    session.record(json_entry(win("S", off="E")))  # deal passes: Ben deals hand 2
    session.change_seats({"E": "Ben", "S": "Dan", "W": "Cat", "N": "Amy"})
    nxt = session.next_hand()
    assert nxt.seats == {"E": "Ben", "S": "Dan", "W": "Cat", "N": "Amy"}
    assert nxt.label == "East round, hand 2, dealer: Ben"
    session.record(json_entry(win("S", off="E")))  # Dan wins off Ben; the deal passes to Dan
    assert session.next_hand().seats == {"E": "Dan", "S": "Cat", "W": "Amy", "N": "Ben"}
    assert session.hands()[0].seats == {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}


def test_swap_seats(session):
    session.swap_seats("Amy", "Cat")
    assert session.next_hand().seats == {"E": "Cat", "S": "Ben", "W": "Amy", "N": "Dan"}


def test_bad_seat_changes_are_refused(session):
    with pytest.raises(UnknownPlayer, match="no player 'Eve'"):
        session.swap_seats("Amy", "Eve")
    with pytest.raises(LedgerError, match="one seat only"):
        session.change_seats({"E": "Amy", "S": "Amy", "W": "Cat", "N": "Dan"})
    with pytest.raises(LedgerError, match="already at the table"):
        session.substitute("Amy", "Ben")
    assert session.entries() == []
    assert session.players == ["Amy", "Ben", "Cat", "Dan"]


def test_an_undone_substitution_leaves_no_phantom_player_in_the_totals(session):
    session.substitute("Dan", "Zoe")
    session.undo()
    assert list(session.totals()) == ["Amy", "Ben", "Cat", "Dan"]
