"""Issue 24: a table of five. Amy Ben Cat Dan Eve named in that order: Eve sits out hand 1;
after each hand dealt the one who sat out takes the seat of the next in that order, who
sits out the next hand. Every figure below is worked out by hand from the seat each person
held (hk: a 3-faan discard win costs the discarder 8, a 4-faan self-draw 8 from each)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from mjscore_gui.club.results.statistics import session_statistics
from mjscore_gui.ledger import Ledger, LedgerError
from mjscore_gui.ledger.session import show_item
from tests.conftest import json_entry
from tests.ledger.conftest import win

FIVE = ["Amy", "Ben", "Cat", "Dan", "Eve"]
PLAN = {"evening": "2026-11-20-friday", "table": 2, "round": 3}

# The night, hand by hand: (what is typed, by seat, at that hand's table).
#   hand 1  E Amy  S Ben  W Cat  N Dan   Eve out   Cat (W) 3 faan off Dan (N): Cat +8, Dan -8
#   hand 2  E Ben  S Cat  W Dan  N Eve   Amy out   Eve (N) self-drawn 4 faan: Eve +24, Ben Cat Dan -8
#   hand 3  E Cat  S Dan  W Eve  N Amy   Ben out   Cat (E, dealer) 3 off Amy (N): Cat +8, Amy -8; Cat keeps the deal
#   hand 4  E Ben  S Dan  W Eve  N Amy   Cat out   drawn (hk: the dealer stays): nobody pays
#   hand 5  E Ben  S Cat  W Eve  N Amy   Dan out   Amy (N) 3 off Ben (E): Amy +8, Ben -8
#   penalty: Dan (S at hand 6's table) pays Cat (E) 5, no hand dealt: Eve still sits out next
#   hand 6  E Cat  S Dan  W Amy  N Ben   Eve out   Ben (N) 3 off Cat (E): Ben +8, Cat -8
#   hand 7  E Dan  S Eve  W Ben  N Cat   Amy out   (South round, hand 1)
NIGHT = [
    win("W", 3, off="N"),
    win("N", 4),
    win("E", 3, off="N"),
    {"draw": True},
    win("N", 3, off="E"),
    {"penalty": True, "payments": {"S": -5, "E": 5}, "reason": "late back from the break"},
    win("N", 3, off="E"),
]
SEATED = [
    {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"},
    {"E": "Ben", "S": "Cat", "W": "Dan", "N": "Eve"},
    {"E": "Cat", "S": "Dan", "W": "Eve", "N": "Amy"},
    {"E": "Ben", "S": "Dan", "W": "Eve", "N": "Amy"},
    {"E": "Ben", "S": "Cat", "W": "Eve", "N": "Amy"},
    {"E": "Cat", "S": "Dan", "W": "Amy", "N": "Ben"},
]
SAT_OUT = ["Eve", "Amy", "Ben", "Cat", "Dan", "Eve"]
DELTAS = [  # each person's delta, hand by hand (the penalty after hand 5)
    {"Amy": 0, "Ben": 0, "Cat": 8, "Dan": -8, "Eve": 0},
    {"Amy": 0, "Ben": -8, "Cat": -8, "Dan": -8, "Eve": 24},
    {"Amy": -8, "Ben": 0, "Cat": 8, "Dan": 0, "Eve": 0},
    {"Amy": 0, "Ben": 0, "Cat": 0, "Dan": 0, "Eve": 0},
    {"Amy": 8, "Ben": -8, "Cat": 0, "Dan": 0, "Eve": 0},
    {"Amy": 0, "Ben": 0, "Cat": 5, "Dan": -5, "Eve": 0},
    {"Amy": 0, "Ben": 8, "Cat": -8, "Dan": 0, "Eve": 0},
]
TOTALS = {"Amy": 0, "Ben": -8, "Cat": 5, "Dan": -21, "Eve": 24}


@pytest.fixture
def five(ledger):
    return ledger.new_session(FIVE, plan=PLAN)


def _play(session, items=NIGHT):
    for item in items:
        session.record(json_entry(item))


def _by_person(e) -> dict[str, Fraction]:
    """An entry's deltas by person, who sat it out with 0 (as `ledger show` lists them)."""
    item = show_item(e)
    assert item.get("sits_out") == e.sits_out
    return {name: Fraction(a) for name, a in item["deltas"].items()}


def test_who_sits_out_turns_round_the_listed_order(five):
    order = []
    for _ in range(11):  # past two full turns of the five
        nxt = five.next_hand()
        order.append(nxt.sits_out)
        assert nxt.sits_out not in nxt.seats.values() and len(set(nxt.seats.values())) == 4
        five.record(json_entry({"draw": True}))
    assert order == ["Eve", "Amy", "Ben", "Cat", "Dan", "Eve", "Amy", "Ben", "Cat", "Dan", "Eve"]
    # The one who sat out takes the seat of the next in the order: after hand 1 Eve has
    # Amy's chair (East: the dealer keeps the deal on a draw), after hand 2 Amy has Ben's.
    assert five.hand(2).seats == {"E": "Eve", "S": "Ben", "W": "Cat", "N": "Dan"}
    assert five.hand(3).seats == {"E": "Eve", "S": "Amy", "W": "Cat", "N": "Dan"}
    assert [h.sits_out for h in five.hands()[:3]] == ["Eve", "Amy", "Ben"]


def test_a_night_of_five_adds_up_by_person(five):
    _play(five)
    hands = five.hands()
    assert [h.seats for h in hands] == SEATED
    assert [h.sits_out for h in hands] == SAT_OUT
    assert [h.label for h in hands][2:4] == [
        "East round, hand 3, dealer: Cat",
        "East round, hand 3, dealer: Ben, repeat 1",
    ]
    money = [e for e in five.entries() if e.has_money]
    assert [_by_person(e) for e in money] == DELTAS
    assert five.totals() == TOTALS and sum(five.totals().values()) == 0
    assert five.players == FIVE
    nxt = five.next_hand()
    assert (nxt.number, nxt.seats, nxt.sits_out) == (7, {"E": "Dan", "S": "Eve", "W": "Ben", "N": "Cat"}, "Amy")
    assert nxt.label == "South round, hand 1, dealer: Dan"
    labels, running = five.running_totals()
    assert labels == ["", "E1", "E2", "E3", "E3+1", "E3+2", "P1", "E4"]
    assert running["Eve"] == [0, 0, 24, 24, 24, 24, 24, 24]  # 0 for each hand she sat out
    stats = session_statistics(five)
    assert {n: s.hands_played for n, s in stats.items()} == {"Amy": 5, "Ben": 5, "Cat": 5, "Dan": 5, "Eve": 4}
    assert five.check() == []


def test_a_penalty_or_a_seat_change_deals_no_hand_and_moves_nobody(five):
    five.record(json_entry(win("W", 3, off="N")))
    five.record(json_entry({"penalty": True, "payments": {"S": -5, "E": 5}, "reason": "slow"}))
    assert five.next_hand().sits_out == "Amy"
    five.swap_seats("Ben", "Cat")
    assert five.next_hand().sits_out == "Amy" and five.next_hand().seats["E"] == "Cat"
    five.record(json_entry({"false_win": True, "seat_wind": "W"}))  # a hand was dealt: the next sits out
    assert five.next_hand().sits_out == "Ben"
    false_win = five.hands()[-1]
    assert false_win.sits_out == "Amy" and _by_person(false_win)["Amy"] == 0
    assert sum(_by_person(false_win).values()) == 0


def test_a_swap_with_who_sits_out_seats_them_and_the_turn_goes_on_from_the_other(five):
    five.swap_seats("Eve", "Cat")  # before hand 1: Eve plays West, Cat sits out
    nxt = five.next_hand()
    assert (nxt.seats["W"], nxt.sits_out) == ("Eve", "Cat")
    five.record(json_entry({"draw": True}))
    # Cat sat out: Cat takes the seat of the next after Cat in the order, Dan's.
    nxt = five.next_hand()
    assert (nxt.seats["N"], nxt.sits_out) == ("Cat", "Dan")


def test_seats_named_anew_sit_the_fifth_out(five):
    five.change_seats({"E": "Eve", "S": "Dan", "W": "Cat", "N": "Ben"})
    nxt = five.next_hand()
    assert nxt.sits_out == "Amy" and nxt.seats["E"] == "Eve"
    five.record(json_entry({"draw": True}))
    assert five.next_hand().sits_out == "Ben"  # the next after Amy in the order named


def test_editing_hand_1_resettles_everything_after_and_the_turns_follow(five):
    _play(five)
    # Hand 1 was in fact Amy's, as dealer, off Ben: Amy keeps the deal, so the chair she
    # leaves to Eve deals hand 2 (East round hand 1, repeat 1).
    five.edit(five.hand(1).id, json_entry(win("E", 3, off="S")))
    hands = five.hands()
    assert hands[1].label == "East round, hand 1, dealer: Eve, repeat 1"
    assert hands[1].seats == {"E": "Eve", "S": "Ben", "W": "Cat", "N": "Dan"}
    # Hand 3 is no longer Cat's deal: Cat wins from West, still 8 off Amy (North then, South now).
    assert hands[2].seats == {"E": "Eve", "S": "Amy", "W": "Cat", "N": "Dan"}
    assert [h.sits_out for h in hands] == SAT_OUT
    assert _by_person(hands[0]) == {"Amy": 8, "Ben": -8, "Cat": 0, "Dan": 0, "Eve": 0}
    assert five.totals() == {"Amy": 8, "Ben": -16, "Cat": -3, "Dan": -13, "Eve": 24}
    assert five.check() == []
    five.undo()
    assert five.totals() == TOTALS and five.hands()[1].seats == SEATED[1]
    five.redo()
    assert five.totals()["Amy"] == 8


def test_a_change_that_would_seat_out_a_later_winner_is_refused(five):
    _play(five)
    # Without hand 1, Amy would sit out the second hand dealt: Eve, who won it, would sit it out.
    with pytest.raises(LedgerError, match="would leave hand 1 impossible: Eve"):
        five.delete(five.hand(1).id)
    assert five.totals() == TOTALS and five.hand_count == 6


def test_undo_brings_back_who_sits_out(five):
    _play(five, NIGHT[:3])
    assert five.next_hand().sits_out == "Cat"
    five.undo()
    assert five.next_hand().sits_out == "Ben" and five.totals()["Eve"] == 24
    five.undo()
    assert five.next_hand().sits_out == "Amy" and five.totals() == {"Amy": 0, "Ben": 0, "Cat": 8, "Dan": -8, "Eve": 0}


def test_a_substitute_at_a_table_of_five_takes_the_place_in_the_turn(five):
    five.record(json_entry({"draw": True}))  # hand 1: Eve out; Eve takes Amy's chair, Amy out next
    five.substitute("Amy", "Fay")  # Amy leaves while sitting out: Fay sits out hand 2
    assert five.next_hand().sits_out == "Fay"
    five.record(json_entry({"draw": True}))  # hand 2: Fay then takes Ben's chair, Ben out
    five.substitute("Cat", "Gus")  # Cat leaves from West
    nxt = five.next_hand()
    assert (nxt.seats, nxt.sits_out) == ({"E": "Eve", "S": "Fay", "W": "Gus", "N": "Dan"}, "Ben")
    five.record(json_entry(win("W", 3, off="S")))  # hand 3: Gus 3 faan off Fay
    nxt = five.next_hand()  # Ben takes the chair of the next after him, Gus's (once Cat's)
    assert (nxt.seats, nxt.sits_out) == ({"E": "Fay", "S": "Ben", "W": "Dan", "N": "Eve"}, "Gus")
    assert five.players == [*FIVE, "Fay", "Gus"]
    assert five.totals() == {"Amy": 0, "Ben": 0, "Cat": 0, "Dan": 0, "Eve": 0, "Fay": -8, "Gus": 8}
    with pytest.raises(LedgerError, match="already at the table"):
        five.substitute("Dan", "Ben")
    with pytest.raises(LedgerError, match="seat four of the five at the table"):
        five.change_seats({"E": "Cat", "S": "Ben", "W": "Dan", "N": "Eve"})  # Cat has left
    assert five.check() == []


def test_export_and_import_round_trip_with_five_and_the_plan(five, tmp_path):
    _play(five)
    five.substitute("Amy", "Fay")  # Amy sits out hand 7: Fay in her place
    five.record(json_entry(win("S", 3, off="E")))  # hand 7: Eve (S) 3 off Dan (E)
    text = five.export_json_text()
    data = json.loads(text)
    assert data["session"]["players"] == FIVE and data["session"]["plan"] == PLAN
    assert [e.get("sits_out") for e in data["entries"] if e["kind"] == "hand" or "number" in e] == [*SAT_OUT, "Fay"]
    with Ledger.open(tmp_path / "other") as other:
        copy = other.import_json(text).session
        assert copy.totals() == five.totals() == {**TOTALS, "Fay": 0, "Eve": 32, "Dan": -29}
        assert [h.sits_out for h in copy.hands()] == [h.sits_out for h in five.hands()]
        assert [h.seats for h in copy.hands()] == [h.seats for h in five.hands()]
        assert copy.plan == PLAN and other.sessions()[0].plan == PLAN
        assert other.sessions()[0].players == tuple(FIVE) and other.sessions()[0].five
        assert copy.next_hand().sits_out == five.next_hand().sits_out == "Ben"
        assert copy.export_csv() == five.export_csv()
        assert copy.check() == []


def test_an_export_without_the_new_keys_still_imports(session, tmp_path):
    session.record(json_entry(win("S", 3, off="E")))
    data = json.loads(session.export_json_text())
    del data["session"]["plan"]  # as an export from before schema 10
    with Ledger.open(tmp_path / "other") as other:
        copy = other.import_json(data).session
        assert copy.plan is None and other.sessions()[0].plan is None and not other.sessions()[0].five
        assert copy.totals() == session.totals()


def test_the_csv_has_a_column_for_each_of_the_five_and_0_for_who_sat_out(five):
    _play(five, NIGHT[:2])
    lines = five.export_csv().splitlines()
    assert lines[0] == "hand,label,entry,Amy,Amy total,Ben,Ben total,Cat,Cat total,Dan,Dan total,Eve,Eve total"
    assert lines[1].endswith(",0,0,0,0,8,8,-8,-8,0,0")  # Eve sat out
    assert lines[2].endswith(",0,0,-8,-8,-8,0,-8,-16,24,24")  # Amy sat out
    assert lines[3] == ",Totals,2 hands,,0,,-8,,0,,-16,,24"


@pytest.mark.parametrize(
    ("plan", "why"),
    [
        ({"table": 3}, "needs the evening"),
        ({"evening": "fri", "table": 0}, "table must be a whole number from 1"),
        ({"evening": "fri", "round": "2"}, "round must be a whole number"),
        ({"evening": "fri", "seat": 2}, "unknown key 'seat'"),
        ({"evening": " "}, "must not be empty"),
        ("fri", "plan must be"),
    ],
)
def test_a_plan_that_is_not_one_is_refused(ledger, plan, why):
    with pytest.raises(LedgerError, match=why):
        ledger.new_session(FIVE, plan=plan)
    assert ledger.sessions() == []


def test_a_plan_of_an_evening_alone_and_none(ledger):
    ledger.new_session(FIVE[:4], plan={"evening": "fri"})
    ledger.new_session(FIVE[:4])
    assert [s.plan for s in ledger.sessions()] == [None, {"evening": "fri", "table": None, "round": None}]


@pytest.mark.parametrize("count", [3, 6])
def test_a_table_seats_four_or_five(ledger, count):
    with pytest.raises(LedgerError, match=f"four players, or five taking turns to sit out; not {count}"):
        ledger.new_session(["Amy", "Ben", "Cat", "Dan", "Eve", "Fay"][:count])
    with pytest.raises(LedgerError, match="the five players need five different names"):
        ledger.new_session(["Amy", "Ben", "Cat", "Dan", "amy"])
