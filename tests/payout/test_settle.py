"""Each settlement setting at work, the 包 cases, drawn hands and bad input."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.payout import (
    SettlementRules,
    format_amount,
    payments_json,
    settle,
    settle_draw,
    settle_false_win,
    to_fraction,
)


def rules(**overrides):
    return SettlementRules.from_settings({}, overrides)


HK = rules()


# --- seed 001, Common modifications: discarder pays all / half


def test_discarder_pays_half_the_other_two_a_quarter_each():
    # 5 faan half spicy = 24: discarder 12, the other two 6 each.
    result = settle(5, "S", "discard", "E", None, rules(responsibility="half"))
    assert result.payments == {"E": -12, "S": 24, "W": -6, "N": -6}


def test_discarder_pays_half_of_an_odd_amount_stays_exact():
    # 0 faan = 1 point: 1/2 from the discarder, 1/4 from each of the others.
    result = settle(0, "N", "discard", "W", None, rules(responsibility="half", min_faan=0))
    assert result.payments == {"E": Fraction(-1, 4), "S": Fraction(-1, 4), "W": Fraction(-1, 2), "N": 1}
    assert result.lines == ["East pays North 0.25", "South pays North 0.25", "West pays North 0.5"]


# --- seed 001, How to handle self-pick


@pytest.mark.parametrize("multiplier,each", [(Decimal("1.5"), 4), (Decimal("3"), 8), (Decimal("2"), Fraction(16, 3))])
def test_self_drawn_multiplier(multiplier, each):
    result = settle(3, "N", "self_drawn", None, None, rules(self_drawn_multiplier=multiplier))
    assert result.payments == {"E": -each, "S": -each, "W": -each, "N": 3 * each}


# --- East doubling (seed 004 style) with the point tables


def test_dealer_doubles_when_east_loses_on_a_self_draw():
    result = settle(3, "S", "self_drawn", None, None, rules(dealer_doubles=True))
    assert result.payments == {"E": -8, "S": 16, "W": -4, "N": -4}


def test_dealer_doubles_when_east_wins():
    result = settle(3, "E", "discard", "N", None, rules(dealer_doubles=True))
    assert result.payments == {"E": 16, "S": 0, "W": 0, "N": -16}


def test_dealer_doubling_is_off_for_hk():
    assert settle(3, "E", "discard", "N", None, HK).payments["E"] == 8


# --- stake and divisor (seed 001: points as money; divide by a constant)


def test_stake_multiplies_every_amount_exactly():
    result = settle(3, "W", "self_drawn", None, None, rules(stake=Decimal("0.1")))
    assert result.payments == {"E": Fraction(-2, 5), "S": Fraction(-2, 5), "W": Fraction(6, 5), "N": Fraction(-2, 5)}
    assert result.lines[0] == "East pays West 0.4"


def test_stake_and_divisor_together_give_thirds_kept_exact_and_shown_rounded():
    result = settle(3, "S", "discard", "E", None, rules(stake=Decimal("2"), divisor=Decimal("3")))
    assert result.payments["S"] == Fraction(16, 3)
    assert result.lines == ["East pays South 5.33"]
    assert sum(result.payments.values()) == 0


# --- minimum and cap (engine settings used here)


def test_min_faan_setting():
    assert settle(1, "S", "discard", "E", None, rules(min_faan=1)).meets_minimum
    assert not settle(4, "S", "discard", "E", None, rules(min_faan=5)).meets_minimum


def test_bonus_faan_left_out_of_the_minimum():
    # seeds 003/004: bonus faan do not count toward the minimum, but are paid once it is met.
    short = settle(3, "S", "discard", "E", None, HK, minimum_faan=2)
    assert not short.meets_minimum and short.reason == "3 faan needed to win, 2 counted"
    met = settle(4, "S", "discard", "E", None, HK, minimum_faan=3)
    assert met.meets_minimum and met.payments["S"] == 16


def test_cap_shows_the_full_faan_and_pays_the_capped():
    result = settle(13, "S", "discard", "E", None, rules(cap=8))
    assert (result.faan, result.paid_faan, result.payments["S"]) == (13, 8, 64)


# --- penalties (seed 001, Penalties)


def test_false_win_faan_setting():
    assert settle_false_win("E", rules(false_win_faan=10)).payments == {"E": -384, "S": 128, "W": 128, "N": 128}


def test_false_win_pays_no_more_than_the_cap():
    # "the points for the maximum faan": with a 10 cap, the maximum is 10.
    assert settle_false_win("E", rules(cap=10)).payments["S"] == 128


def test_false_win_uses_the_stake():
    result = settle_false_win("W", rules(stake=Decimal("0.5")))
    assert result.payments == {"E": 192, "S": 192, "W": -576, "N": 192}
    assert result.lines == ["West pays East 192", "West pays South 192", "West pays North 192"]


def test_nine_pieces_penalty_under_discarder_pays_half():
    # seed 001: 九張包: the discarder pays all the winner's gains.
    result = settle(7, "S", "discard", "W", "W", rules(responsibility="half"))
    assert result.payments == {"E": 0, "S": 48, "W": -48, "N": 0}
    assert result.lines == ["West pays South 48"]


def test_twelve_pieces_penalty_on_a_self_draw():
    # seed 001: 十二張包自摸: self-picked, the responsible player pays all (3 x 32 / 2).
    result = settle(7, "S", "self_drawn", None, "N", HK)
    assert result.payments == {"E": 0, "S": 72, "W": 0, "N": -72}


def test_responsible_player_other_than_the_discarder():
    # Fifth-tile or 9-pieces responsibility may fall on someone other than the discarder.
    result = settle(3, "S", "discard", "E", "N", rules(responsibility="half"))
    assert result.payments == {"E": 0, "S": 8, "W": 0, "N": -8}


def test_responsibility_includes_east_doubling():
    result = settle(3, "E", "self_drawn", None, "W", rules(dealer_doubles=True))
    assert result.payments == {"E": 24, "S": 0, "W": -24, "N": 0}


@pytest.mark.parametrize(
    "pays_all,expected", [(True, {"E": 0, "S": 8, "W": 0, "N": -8}), (False, {"E": -2, "S": 8, "W": -2, "N": -4})]
)
def test_robbing_the_kong(pays_all, expected):
    # North declared the kong that South robbed; North counts as the discarder.
    settings = rules(responsibility="half", robbing_kong_pays_all=pays_all)
    assert settle(3, "S", "discard", "N", None, settings, robbing_kong=True).payments == expected


# --- old Hong Kong (seed 004)


def test_old_hk_without_east_doubling():
    result = settle(3, "W", "self_drawn", None, None, rules(payout="old_hk"))
    assert result.payments == {"E": -2, "S": -2, "W": 6, "N": -2}


def test_old_hk_ignores_the_point_table_payment_settings():
    a = settle(6, "N", "discard", "S", None, rules(payout="old_hk", responsibility="half", self_drawn_multiplier=3))
    b = settle(6, "N", "discard", "S", None, rules(payout="old_hk"))
    assert a.payments == b.payments == {"E": -2, "S": -4, "W": -2, "N": 8}


def test_old_hk_limit_caps_a_single_payment():
    result = settle(10, "E", "discard", "W", None, rules(payout="old_hk", dealer_doubles=True, old_hk_limit=20))
    assert result.payments == {"E": 52, "S": -16, "W": -20, "N": -16}


def test_old_hk_limit_hand_pays_the_limit_from_everyone_without_doubling():
    # seed 004, Limit hands: "A winner receives the scoring limit from each player without any doubling."
    result = settle(13, "E", "discard", "W", None, rules(payout="old_hk", dealer_doubles=True), limit=True)
    assert result.payments == {"E": 192, "S": -64, "W": -64, "N": -64}


def test_limit_flag_leaves_the_point_tables_to_their_faan():
    assert settle(10, "S", "discard", "E", None, HK, limit=True).payments["S"] == 128


# --- other tables and the custom table


def test_custom_table_settles():
    settings = rules(payout="custom", custom_table="3:5, 4:8")
    assert settle(4, "S", "discard", "E", None, settings).payments["S"] == 8


def test_derived_5_8_11_settles():
    assert settle(5, "S", "discard", "E", None, rules(payout="5_8_11")).payments["S"] == 64


# --- drawn hands, lines, JSON form


def test_a_drawn_hand_pays_nothing():
    result = settle_draw()
    assert result.payments == {"E": 0, "S": 0, "W": 0, "N": 0} and result.lines == []
    assert result.kind == "draw" and "drawn" in result.reason


def test_payments_json_gives_the_hand_format_keys():
    assert payments_json(settle(3, "S", "discard", "E", None, HK)) == {
        "payments": {"E": -8, "S": 8, "W": 0, "N": 0},
        "payment_lines": ["East pays South 8"],
    }


@pytest.mark.parametrize(
    "amount,shown",
    [
        (Fraction(8), "8"),
        (Fraction(1, 2), "0.5"),
        (Fraction(1, 3), "0.33"),
        (Fraction(2, 3), "0.67"),
        (Fraction(1, 8), "0.13"),
        (Fraction(-1, 8), "-0.13"),
        (Fraction(1, 1000), "0"),
        (Fraction(1999, 1000), "2"),
        (Fraction(100), "100"),
    ],
)
def test_format_amount(amount, shown):
    assert format_amount(amount) == shown


def test_to_fraction_refuses_floats():
    assert to_fraction(Decimal("0.1")) == Fraction(1, 10)
    with pytest.raises(TypeError):
        to_fraction(0.1)


# --- impossible hands


@pytest.mark.parametrize(
    "args,kwargs,message",
    [
        ((3, "S", "discard", None, None), {}, "a discard win needs the discarder"),
        ((3, "S", "discard", "S", None), {}, "South cannot both win and discard"),
        ((3, "S", "self_drawn", "E", None), {}, "a self-drawn win has no discarder"),
        ((3, "S", "self_drawn", None, "S"), {}, "cannot be both the winner and the player responsible"),
        ((3, "X", "discard", "E", None), {}, "winner must be a seat wind"),
        ((3, "S", "discard", "Q", None), {}, "discarder must be a seat wind"),
        ((3, "S", "ron", "E", None), {}, "win must be self_drawn or discard"),
        ((-1, "S", "discard", "E", None), {}, "faan must be a whole number of at least 0, not -1"),
        ((True, "S", "discard", "E", None), {}, "faan must be a whole number"),
        ((3, "S", "discard", "E", None), {"minimum_faan": 4}, "cannot exceed"),
        ((3, "S", "self_drawn", None, None), {"robbing_kong": True}, "robbing the kong"),
    ],
)
def test_impossible_hands_raise_a_clear_error(args, kwargs, message):
    with pytest.raises(ValueError, match=message):
        settle(*args, HK, **kwargs)


def test_false_win_needs_a_seat():
    with pytest.raises(ValueError, match="offender must be a seat wind"):
        settle_false_win("Z", HK)
