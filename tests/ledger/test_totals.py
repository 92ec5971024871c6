"""Totals come from the recorded hands: checked by hand against seed 001's payouts."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from tests.conftest import json_entry
from tests.ledger.conftest import WIND_HAND, win


def test_seed001_discard_win_then_self_draw(session):
    # seed 001, Which player pays: 3 faan off a discard, half spicy, discarder pays all: 8.
    first = session.record(json_entry(win("S", off="E")))  # Ben wins off Amy
    assert first.payments == {"E": -8, "S": 8, "W": 0, "N": 0}
    assert first.deltas == {"Amy": -8, "Ben": 8, "Cat": 0, "Dan": 0}
    # seed 001, How to handle self-pick: 3 faan self-drawn, each loser pays 4, winner +12.
    # The deal passed to Ben, so Dan now sits West.
    second = session.record(json_entry(win("W")))
    assert second.deltas == {"Ben": -4, "Cat": -4, "Dan": 12, "Amy": -4}
    assert session.totals() == {"Amy": -12, "Ben": 4, "Cat": -4, "Dan": 12}
    assert sum(session.totals().values()) == 0


def test_a_full_hand_is_scored_by_the_engine_and_settled(session):
    record = session.record(json_entry({**WIND_HAND, "seat_wind": "S", "discarder": "W"}))
    assert record.faan == 3
    assert [p["id"] for p in record.result["patterns"]] == ["prevailing_wind", "dragon_pong", "no_flowers"]
    assert record.result["payment_lines"] == ["West pays South 8"]
    assert session.totals() == {"Amy": 0, "Ben": 8, "Cat": -8, "Dan": 0}


def test_amounts_stay_exact(session):
    session.record(json_entry(win("S", off="E", rules={"stake": Decimal("0.1")})))
    session.record(json_entry(win("N", off="W", rules={"divisor": 3})))
    totals = session.totals()
    assert totals["Ben"] == Fraction(4, 5)
    assert totals["Amy"] == Fraction(-4, 5) + Fraction(8, 3)  # Amy won hand 2 from North
    assert totals["Dan"] == Fraction(-8, 3)
    assert all(isinstance(v, Fraction) for v in totals.values())
    assert sum(totals.values()) == 0


def test_half_responsibility_and_rules_changes_apply_from_the_next_hand(session):
    session.record(json_entry(win("S", off="E")))
    session.change_rules(settings={"responsibility": "half"})
    second = session.record(json_entry(win("S", off="E")))  # Cat wins off Ben (deal passed)
    assert second.deltas == {"Ben": -4, "Cat": 8, "Dan": -2, "Amy": -2}
    assert session.hands()[0].deltas["Amy"] == -8  # the first hand keeps its rules
    assert session.ruleset.settings["responsibility"] == "half"


def test_false_win_penalty(session):
    record = session.record(json_entry({"false_win": True, "seat_wind": "S"}))
    assert record.deltas == {"Amy": 384, "Ben": -1152, "Cat": 384, "Dan": 384}


def test_totals_equal_the_sum_of_every_entrys_deltas(session):
    session.record(json_entry(win("S", off="E")))
    session.record(json_entry({"draw": True}))
    session.record(json_entry(win("E", 5)))
    session.record(json_entry({"penalty": True, "payments": {"W": -3, "N": 3}, "reason": "knocked the wall over"}))
    expected: dict[str, Fraction] = {p: Fraction(0) for p in session.players}
    for entry in session.entries():
        for name, amount in entry.deltas.items():
            expected[name] += amount
    assert session.totals() == expected
