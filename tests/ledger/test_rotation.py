"""Dealer and wind: East stays on a dealer win (and on a draw, as a setting), otherwise
the deal passes; the prevailing wind advances after four passes; every hand is labelled."""

from __future__ import annotations

import pytest

from mjscore_gui.ledger import LedgerError
from mjscore_gui.rulebook import get_preset
from tests.conftest import json_entry
from tests.ledger.conftest import win


def test_a_fresh_session_starts_east_round_with_the_first_player_dealing(session):
    nxt = session.next_hand()
    assert nxt.number == 1
    assert nxt.prevailing_wind == "E"
    assert nxt.seats == {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}
    assert nxt.label == "East round, hand 1, dealer: Amy"


def test_dealer_stays_on_a_win_and_the_repeat_is_counted(session):
    session.record(json_entry(win("E")))
    session.record(json_entry(win("E", off="W")))
    nxt = session.next_hand()
    assert nxt.dealer == "Amy" and nxt.repeat == 2
    assert nxt.label == "East round, hand 1, dealer: Amy, repeat 2"
    assert [h.label for h in session.hands()] == [
        "East round, hand 1, dealer: Amy",
        "East round, hand 1, dealer: Amy, repeat 1",
    ]


def test_deal_passes_and_seat_winds_move_round_the_table(session):
    session.record(json_entry(win("S", off="E")))  # Ben wins: the deal passes to him
    nxt = session.next_hand()
    assert nxt.seats == {"E": "Ben", "S": "Cat", "W": "Dan", "N": "Amy"}
    assert nxt.label == "East round, hand 2, dealer: Ben"


def test_a_whole_round_then_the_prevailing_wind_advances(session):
    labels = []
    for _ in range(4):
        labels.append(session.next_hand().label)
        session.record(json_entry(win("S", off="E")))  # South wins every hand: four passes
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
    session.record(json_entry(win("E")))
    session.record(json_entry({"draw": True}))
    for _ in range(3):
        session.record(json_entry(win("N", off="W")))
    assert session.next_hand().label == "East round, hand 4, dealer: Dan"
    session.record(json_entry(win("N", off="S")))
    assert session.next_hand().label == "South round, hand 1, dealer: Amy"
    assert session.hand_count == 6


def test_sixteen_passes_make_a_full_game_and_the_next_one_is_labelled(session):
    winds = []
    for _ in range(16):
        winds.append(session.next_hand().prevailing_wind)
        session.record(json_entry(win("W", off="N")))
    assert winds == ["E"] * 4 + ["S"] * 4 + ["W"] * 4 + ["N"] * 4
    assert session.next_hand().label == "Game 2, East round, hand 1, dealer: Amy"


def test_draw_passes_the_deal_when_the_table_plays_it_so(ledger):
    session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], dealer_stays_on_draw=False)
    session.record(json_entry({"draw": True}))
    assert session.next_hand().label == "East round, hand 2, dealer: Ben"


def test_the_draw_setting_can_change_from_the_next_hand(session):
    session.record(json_entry({"draw": True}))
    session.change_rules(dealer_stays_on_draw=False)
    session.record(json_entry({"draw": True}))
    labels = [h.label for h in session.hands()]
    assert labels == ["East round, hand 1, dealer: Amy", "East round, hand 1, dealer: Amy, repeat 1"]
    assert session.next_hand().label == "East round, hand 2, dealer: Ben"


def test_a_false_win_keeps_the_dealer(session):
    session.record(json_entry({"false_win": True, "seat_wind": "W"}))
    assert session.next_hand().label == "East round, hand 1, dealer: Amy, repeat 1"


def test_a_penalty_is_not_a_hand(session):
    session.record(json_entry({"penalty": True, "payments": {"E": -10, "S": 10}, "reason": "late arrival"}))
    assert session.next_hand().number == 1
    assert session.hand_count == 0
    assert session.totals() == {"Amy": -10, "Ben": 10, "Cat": 0, "Dan": 0}


def test_chinese_labels(session):
    session.record(json_entry(win("E")))
    assert session.next_hand().label_zh == "東圈 第1局 莊家: Amy 連1"


# ---- the draw rule is the ruleset setting dealer_stays_on_draw ---------------------------

DRAWN_AWAY = ["East round, hand 1, dealer: Amy", "East round, hand 1, dealer: Amy, repeat 1"]


def test_the_draw_rule_is_a_setting_of_the_ruleset_and_hk_keeps_the_dealer(session):
    assert session.ruleset.settings["dealer_stays_on_draw"] is True
    assert session.dealer_stays_on_draw is True
    session.record(json_entry({"draw": True}))
    nxt = session.next_hand()
    assert nxt.dealer == "Amy" and nxt.repeat == 1
    assert nxt.label == "East round, hand 1, dealer: Amy, repeat 1"
    assert nxt.label_zh == "東圈 第1局 莊家: Amy 連1"


def test_the_shorthands_set_the_ruleset_setting(ledger):
    session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], dealer_stays_on_draw=False)
    assert session.ruleset.settings["dealer_stays_on_draw"] is False
    assert session.ruleset.settings["cap"] == 13  # the rest is the hk preset's
    session.change_rules(dealer_stays_on_draw=True)
    assert session.ruleset.settings["dealer_stays_on_draw"] is True and session.dealer_stays_on_draw


def test_switched_off_in_the_rules_dialog_a_later_draw_passes_the_deal(session):
    session.record(json_entry({"draw": True}))
    session.record(json_entry(win("E")))
    # The rules dialog hands the session a whole ruleset, edited from the one in force.
    session.change_rules(session.ruleset.with_settings({"dealer_stays_on_draw": False}))
    assert session.next_hand().label == "East round, hand 1, dealer: Amy, repeat 2"
    session.record(json_entry({"draw": True}))
    assert [h.label for h in session.hands()] == DRAWN_AWAY + ["East round, hand 1, dealer: Amy, repeat 2"]
    assert session.next_hand().label == "East round, hand 2, dealer: Ben"
    session.change_rules(settings={"dealer_stays_on_draw": True})
    session.record(json_entry({"draw": True}))
    assert session.next_hand().label == "East round, hand 2, dealer: Ben, repeat 1"
    # The earlier hands keep the rules they were played under.
    assert [h.label for h in session.hands()][:3] == DRAWN_AWAY + ["East round, hand 1, dealer: Amy, repeat 2"]


def test_a_whole_ruleset_brings_its_own_draw_rule(ledger):
    session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], dealer_stays_on_draw=False)
    session.change_rules(get_preset("hk"))
    session.record(json_entry({"draw": True}))
    assert session.next_hand().label == "East round, hand 1, dealer: Amy, repeat 1"


def test_an_edit_resettles_each_hand_under_the_draw_rule_it_was_played_with(session):
    first = session.record(json_entry({"draw": True}))  # dealer stays (hk)
    session.change_rules(settings={"dealer_stays_on_draw": False})
    session.record(json_entry({"draw": True}))  # passes to Ben
    session.record(json_entry(win("E")))  # Ben, dealing, wins: stays
    assert [h.label for h in session.hands()] == DRAWN_AWAY + ["East round, hand 2, dealer: Ben"]

    # Hand 1 was really Ben's win off Amy: the deal passed after it, so Ben dealt the
    # draw, which (under the switched-off rule) passed the deal on to Cat; Ben's win
    # then is no dealer's win and passes it to Dan.
    session.edit(first.id, json_entry(win("S", off="E")))
    assert [h.label for h in session.hands()] == [
        "East round, hand 1, dealer: Amy",
        "East round, hand 2, dealer: Ben",
        "East round, hand 3, dealer: Cat",
    ]
    assert session.hands()[2].winner_name == "Ben"
    assert session.next_hand().label == "East round, hand 4, dealer: Dan"
    # And back: hand 1 a draw again, played under hk, keeps Amy dealing.
    session.edit(first.id, json_entry({"draw": True}))
    assert [h.label for h in session.hands()] == DRAWN_AWAY + ["East round, hand 2, dealer: Ben"]
    session.undo()
    session.undo()
    assert [h.label for h in session.hands()] == DRAWN_AWAY + ["East round, hand 2, dealer: Ben"]
    assert session.hands()[0].kind == "draw"


def test_a_bad_draw_setting_is_refused(session):
    with pytest.raises(LedgerError, match="dealer_stays_on_draw must be true or false"):
        session.change_rules(settings={"dealer_stays_on_draw": "yes"})
    assert session.entries() == []
