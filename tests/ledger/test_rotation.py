"""Dealer and wind: East stays on a dealer win (and on a draw, as a setting), otherwise
the deal passes; the prevailing wind advances after four passes; every hand is labelled."""

from __future__ import annotations

from tests.ledger.conftest import win


def test_a_fresh_session_starts_east_round_with_the_first_player_dealing(session):
    nxt = session.next_hand()
    assert nxt.number == 1
    assert nxt.prevailing_wind == "E"
    assert nxt.seats == {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}
    assert nxt.label == "East round, hand 1, dealer: Amy"


def test_dealer_stays_on_a_win_and_the_repeat_is_counted(session):
    session.record(win("E"))
    session.record(win("E", off="W"))
    nxt = session.next_hand()
    assert nxt.dealer == "Amy" and nxt.repeat == 2
    assert nxt.label == "East round, hand 1, dealer: Amy, repeat 2"
    assert [h.label for h in session.hands()] == [
        "East round, hand 1, dealer: Amy",
        "East round, hand 1, dealer: Amy, repeat 1",
    ]


def test_deal_passes_and_seat_winds_move_round_the_table(session):
    session.record(win("S", off="E"))  # Ben wins: the deal passes to him
    nxt = session.next_hand()
    assert nxt.seats == {"E": "Ben", "S": "Cat", "W": "Dan", "N": "Amy"}
    assert nxt.label == "East round, hand 2, dealer: Ben"


def test_a_whole_round_then_the_prevailing_wind_advances(session):
    labels = []
    for _ in range(4):
        labels.append(session.next_hand().label)
        session.record(win("S", off="E"))  # South wins every hand: four passes
    assert labels == [
        "East round, hand 1, dealer: Amy",
        "East round, hand 2, dealer: Ben",
        "East round, hand 3, dealer: Cat",
        "East round, hand 4, dealer: Dan",
    ]
    nxt = session.next_hand()
    assert nxt.prevailing_wind == "S"
    assert nxt.label == "South round, hand 1, dealer: Amy"
    assert nxt.seats == {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}


def test_dealer_wins_and_draws_do_not_advance_the_round(session):
    session.record(win("E"))
    session.record({"draw": True})
    for _ in range(3):
        session.record(win("N", off="W"))
    assert session.next_hand().label == "East round, hand 4, dealer: Dan"
    session.record(win("N", off="S"))
    assert session.next_hand().label == "South round, hand 1, dealer: Amy"
    assert session.hand_count == 6


def test_sixteen_passes_make_a_full_game_and_the_next_one_is_labelled(session):
    winds = []
    for _ in range(16):
        winds.append(session.next_hand().prevailing_wind)
        session.record(win("W", off="N"))
    assert winds == ["E"] * 4 + ["S"] * 4 + ["W"] * 4 + ["N"] * 4
    assert session.next_hand().label == "Game 2, East round, hand 1, dealer: Amy"


def test_draw_passes_the_deal_when_the_table_plays_it_so(ledger):
    session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], dealer_stays_on_draw=False)
    session.record({"draw": True})
    assert session.next_hand().label == "East round, hand 2, dealer: Ben"


def test_the_draw_setting_can_change_from_the_next_hand(session):
    session.record({"draw": True})
    session.change_rules(dealer_stays_on_draw=False)
    session.record({"draw": True})
    labels = [h.label for h in session.hands()]
    assert labels == ["East round, hand 1, dealer: Amy", "East round, hand 1, dealer: Amy, repeat 1"]
    assert session.next_hand().label == "East round, hand 2, dealer: Ben"


def test_a_false_win_keeps_the_dealer(session):
    session.record({"false_win": True, "seat_wind": "W"})
    assert session.next_hand().label == "East round, hand 1, dealer: Amy, repeat 1"


def test_a_penalty_is_not_a_hand(session):
    session.record_penalty({"E": -10, "S": 10}, "late arrival")
    assert session.next_hand().number == 1
    assert session.hand_count == 0
    assert session.totals() == {"Amy": -10, "Ben": 10, "Cat": 0, "Dan": 0}


def test_chinese_labels(session):
    session.record(win("E"))
    assert session.next_hand().label_zh == "東圈 第1局 莊家: Amy 連1"
