"""Properties of both presets on many generated hands (hypothesis): every legal hand
scores, its points are what the source's own tables print for it, and it settles to zero."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore_gui.engine import score
from mjscore_gui.engine.units import value_of
from mjscore_gui.outcome import ScoredHand, settle_entry, with_points
from mjscore_gui.rulebook import get_preset
from tests.hand_gen import random_hand

NEW_STYLE = get_preset("new-style-6-9-12").with_settings({"flowers": True})
UNITS = get_preset("units")
# seed 003, Figure 3
FIG3 = [1, 2, 4, 8, 16, 32, 64, 74, 84, 128, 138, 148, 256, 266, 276, 512, 522, 532, 542, 552, 1024]


def _settles_to_zero(hand, situation, result, ruleset):
    discarder = None if situation.self_drawn else next(s for s in "ESWN" if s != situation.seat_wind)
    outcome = settle_entry(ScoredHand(hand, situation, discarder), ruleset)
    assert outcome.result == result
    settlement = outcome.settlement
    assert sum(settlement.payments.values()) == 0
    return settlement


@settings(max_examples=250, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_new_style_points_are_the_settling_table(seed):
    hand, situation = random_hand(random.Random(seed))
    result = with_points(score(hand, situation, NEW_STYLE), NEW_STYLE)
    assert result.valid, result.error
    if result.limit_percent is not None:
        # 5.2.2: a share of the Limit, counted alone
        assert result.points == 64 * result.limit_percent // 100 and len(result.patterns) == 1
    else:
        assert result.points == FIG3[min(result.faan, 20)]
    settlement = _settles_to_zero(hand, situation, result, NEW_STYLE)
    assert settlement.payments[situation.seat_wind] >= result.points  # the winner is paid the points at least


@settings(max_examples=250, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_units_points_are_basic_rounded_plus_50_doubled_per_farn(seed):
    hand, situation = random_hand(random.Random(seed))
    result = score(hand, situation, UNITS)
    assert result.valid, result.error
    basic = next(line.points for line in result.points_lines if line.id == "basic")
    assert result.points == value_of(int(basic), min(result.faan, 4), UNITS.units)
    assert result.points % 10 == 0 and result.points >= 50
    settlement = _settles_to_zero(hand, situation, result, UNITS)
    # every loser pays the points, East double (seed 000, '60/120')
    for seat in "ESWN":
        if seat != situation.seat_wind:
            doubled = 2 if "E" in (seat, situation.seat_wind) else 1
            assert settlement.payments[seat] == -result.points * doubled
