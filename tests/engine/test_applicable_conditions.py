"""`applicable_conditions`: which winning conditions a hand, won this way, could claim.

The window offers only these; each is exactly what `check_conditions` accepts.
"""

from __future__ import annotations

from itertools import product

import pytest

from mjscore_gui.engine import HandError
from mjscore_gui.engine.hand import CONDITIONS, Hand, Situation
from mjscore_gui.engine.validate import applicable_conditions, check_conditions
from tests.builders import hand_of as hand


def test_a_discard_win_by_south():
    won_on_8s = hand(winning_tile="8s")  # 678s: the hand holds one 8s, the robbed copy
    assert applicable_conditions(won_on_8s, Situation("discard", "S")) == ("robbing_kong", "last_tile", "earthly")


def test_robbing_the_kong_is_not_offered_onto_a_pair():
    # Won on 9s onto the pair 99s: with the declarer's three 9s that would be five copies
    # (seed 001, Robbing Kong: the tile robbed is the fourth of the declarer's kong).
    assert applicable_conditions(hand(), Situation("discard", "S")) == ("last_tile", "earthly")


def test_east_self_drawn_with_two_concealed_kongs():
    h = hand("345p 678s 99s", melds=["ckong 1m", "ckong C"])
    assert applicable_conditions(h, Situation("self_drawn", "E")) == (
        "last_tile",
        "kong_replacement",
        "double_kong_replacement",
        "heavenly",
    )


def test_win_by_kong_needs_a_kong_or_a_flower():
    assert "kong_replacement" not in applicable_conditions(hand(), Situation("self_drawn", "S"))
    assert "kong_replacement" in applicable_conditions(hand(flowers="f1"), Situation("self_drawn", "S"))


def test_an_exposed_set_rules_out_heavenly_and_earthly():
    h = hand("456m 345p 678s 99s", melds=["pong 1m"])
    assert "heavenly" not in applicable_conditions(h, Situation("self_drawn", "E"))
    assert "earthly" not in applicable_conditions(h, Situation("discard", "S"))


def test_nothing_applies_before_the_way_of_winning_is_known():
    assert applicable_conditions(hand(), Situation(None, "E")) == ()


def test_conditions_already_claimed_count():
    won_on_8s = hand(winning_tile="8s")
    on_its_own = applicable_conditions(won_on_8s, Situation("discard", "S"))
    with_last_tile = applicable_conditions(won_on_8s, Situation("discard", "S", conditions=frozenset({"last_tile"})))
    assert "robbing_kong" in on_its_own and "robbing_kong" not in with_last_tile
    assert "last_tile" in with_last_tile


def test_an_incomplete_hand_is_asked_only_about_its_conditions():
    assert applicable_conditions(hand("123s", "3s"), Situation("self_drawn", "E")) == ("last_tile", "heavenly")


HANDS = [
    hand(),
    hand(flowers="f2"),
    hand("345p 678s 99s", melds=["kong 1m", "ckong C"]),
    hand("456m 345p 678s 99s", melds=["chow 1m"]),
]


def _accepted(h: Hand, situation: Situation) -> bool:
    try:
        check_conditions(h, situation)
    except HandError:
        return False
    return True


@pytest.mark.parametrize("h, win, seat", list(product(HANDS, ("discard", "self_drawn", None), "ESWN")))
def test_agrees_with_check_conditions_and_keeps_their_order(h, win, seat):
    got = applicable_conditions(h, Situation(win, seat))
    assert list(got) == [c for c in CONDITIONS if c in got]
    for c in CONDITIONS:
        assert (c in got) == _accepted(h, Situation(win, seat, conditions=frozenset({c})))
