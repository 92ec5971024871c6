"""Every worked payment example in the seeds, reproduced to the point."""

from __future__ import annotations

from fractions import Fraction

import pytest

from mjscore_gui.payout import SettlementRules, settle, settle_false_win

HK = SettlementRules.defaults()
# seed 004 plays old Hong Kong base points with East doubling (its Payment section).
OLD_HK = SettlementRules.from_settings({}, {"payout": "old_hk", "dealer_doubles": True})


def test_seed001_which_player_pays_game1_discarder_pays_all():
    # seed 001, Which player pays: A (here South) wins 3 faan off B (East), discarder pays all.
    result = settle(3, "S", "discard", "E", None, HK)
    assert result.payments == {"E": -8, "S": 8, "W": 0, "N": 0}
    assert result.lines == ["East pays South 8"]


@pytest.mark.parametrize("payout", ["full_spicy", "half_spicy"])
def test_seed001_how_to_handle_self_pick_game2_and_running_total(payout):
    # seed 001, How to handle self-pick: "Under either the full or half spicy table":
    # C wins 3 faan self-drawn, gets 1.5 x 8 = 12, each other player pays 4.
    # Seats: A=E, B=S, C=W, D=N.
    rules = SettlementRules.from_settings({}, {"payout": payout})
    game1 = settle(3, "E", "discard", "S", None, rules).payments
    game2 = settle(3, "W", "self_drawn", None, None, rules).payments
    assert game1 == {"E": 8, "S": -8, "W": 0, "N": 0}
    assert game2 == {"E": -4, "S": -4, "W": 12, "N": -4}
    total = {seat: game1[seat] + game2[seat] for seat in game1}
    assert total == {"E": 4, "S": -12, "W": 12, "N": -4}  # seed 001's "Total" row


def test_seed004_example1_west_self_draws_3_faan():
    # seed 004, Payment, example 1: 1 base x2 (wall) x2 (East) = 4 from East, 2 from S and N.
    result = settle(3, "W", "self_drawn", None, None, OLD_HK)
    assert result.payments == {"E": -4, "S": -2, "W": 8, "N": -2}
    assert result.lines == ["East pays West 4", "South pays West 2", "North pays West 2"]


def test_seed004_example2_north_wins_6_faan_off_south():
    # seed 004, example 2: 2 base; East x2, South (discarder) x2, West 2 -> North +10.
    result = settle(6, "N", "discard", "S", None, OLD_HK)
    assert result.payments == {"E": -4, "S": -4, "W": -2, "N": 10}


def test_seed004_example3_east_wins_10_faan_off_west():
    # seed 004, example 3: 8 base x2 (paying East); West x2 again as discarder -> East +64.
    result = settle(10, "E", "discard", "W", None, OLD_HK)
    assert result.payments == {"E": 64, "S": -16, "W": -32, "N": -16}


def test_seed003_5_3_example_8_faan_is_84_points():
    # seed 003, 5.3: North wins 8 faan claiming East's discard -> 84 points (Figure 3).
    rules = SettlementRules.from_settings({}, {"payout": "6_9_12"})
    result = settle(8, "N", "discard", "E", None, rules)
    assert result.payments == {"E": -84, "S": 0, "W": 0, "N": 84}


def test_seed001_false_win_costs_384_times_3_under_half_spicy():
    # seed 001, Penalties: False win: "384 x 3 = 1152 points under the half spicy table".
    result = settle_false_win("S", HK)
    assert result.payments == {"E": 384, "S": -1152, "W": 384, "N": 384}
    assert result.kind == "false_win" and not result.meets_minimum


def test_seed001_faan_maximum_12_faan_under_a_10_cap_is_paid_as_10():
    # seed 001, Common modifications: Faan maximum.
    rules = SettlementRules.from_settings({}, {"cap": 10})
    result = settle(12, "S", "discard", "E", None, rules)
    assert result.faan == 12 and result.paid_faan == 10
    assert result.payments["S"] == 128


def test_seed001_divide_by_16_makes_3_faan_worth_half_a_point():
    # seed 001, Common modifications: Divide by a constant: 8 / 16 = 0.5.
    rules = SettlementRules.from_settings({"divisor": 16})
    result = settle(3, "S", "discard", "E", None, rules)
    assert result.payments["S"] == Fraction(1, 2)
    assert result.lines == ["East pays South 0.5"]


def test_seed001_minimum_3_faan():
    # seed 001 (introduction): most games require 3 faan.
    result = settle(2, "S", "discard", "E", None, HK)
    assert not result.meets_minimum
    assert result.payments == {"E": 0, "S": 0, "W": 0, "N": 0} and result.lines == []
    assert result.reason == "3 faan needed to win, 2 counted"
