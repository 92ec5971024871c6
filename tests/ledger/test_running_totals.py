"""The chart's running totals, derived on read, agree with the entries themselves."""

from __future__ import annotations

from fractions import Fraction

from mjscore_gui.club.results.night_stats import running_totals, session_series
from mjscore_gui.club.results.nights import night_of
from tests.conftest import json_entry
from tests.ledger.conftest import win


def test_whole_amounts_through_penalties_seat_changes_and_a_substitute(session):
    session.record(json_entry(win("S", off="E")))  # Ben +8 off Amy
    session.record(json_entry({"draw": True}))
    session.record(json_entry({"penalty": True, "payments": {"E": "-5", "W": "5"}, "reason": "dropped a tile"}))
    session.substitute("Cat", "Zoe")
    session.record(json_entry(win("E", 5)))  # the dealer (Ben) self-drawn
    session.change_rules(settings={"responsibility": "half"})
    session.record(json_entry(win("W", off="S")))
    labels, totals = session.running_totals()
    assert labels == ["", "E1", "E2", "P1", "E2+1", "E2+2"]
    assert set(totals) == {"Amy", "Ben", "Cat", "Dan", "Zoe"}
    # The deal passed to Ben after E1: he sat East for the penalty (-5) and Dan West (+5).
    assert (totals["Ben"][:4], totals["Dan"][:4], totals["Amy"][:4]) == ([0, 8, 8, 3], [0, 0, 0, 5], [0, -8, -8, -8])
    assert totals["Cat"] == [0, 0, 0, 0, 0, 0]  # Cat left before the money moved her way
    final = session.totals()
    assert {p: values[-1] for p, values in totals.items()} == {p: final.get(p, 0) for p in totals}
    assert all(sum(totals[p][i] for p in totals) == 0 for i in range(len(labels)))
    assert session_series(session) == running_totals(night_of(session, full=False))


def test_a_fraction_anywhere_keeps_every_total_exact(session):
    session.record(json_entry(win("S", off="E")))
    session.record(json_entry({"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "rounding"}))
    session.record(json_entry(win("N", off="W")))
    labels, totals = session.running_totals()
    assert labels == ["", "E1", "P1", "E2"]
    assert totals["Ben"][:3] == [0, 8, Fraction(23, 3)]  # East (Ben, dealer after E1) paid the third
    assert {p: Fraction(v[-1]) for p, v in totals.items()} == session.totals()
    assert session_series(session) == running_totals(night_of(session, full=False))


def test_an_empty_night_starts_at_zero(session):
    labels, totals = session.running_totals()
    assert labels == [""] and totals == {"Amy": [0], "Ben": [0], "Cat": [0], "Dan": [0]}
    assert session.entries() == []
