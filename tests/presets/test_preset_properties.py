"""Properties of the hk-old and yahoo presets on many generated hands (hypothesis)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore_gui.engine import score
from mjscore_gui.outcome import ScoredHand, settle_entry
from mjscore_gui.rulebook import get_preset
from tests.hand_gen import random_hand

SEATS = "ESWN"


@pytest.mark.parametrize("pid", ["hk-old", "yahoo"])
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_any_hand_scores_within_the_limit_and_settles_to_zero(pid, seed):
    ruleset = get_preset(pid)
    rng = random.Random(seed)
    hand, situation = random_hand(rng)
    result = score(hand, situation, ruleset)
    assert result.valid, result.error
    assert 0 <= result.faan_toward_minimum <= result.faan <= ruleset.faan_limit
    # A limit hand counts one limit pattern and winning conditions only.
    if result.limit:
        assert sum(1 for line in result.patterns if line.category != "condition") <= 1
    winner = situation.seat_wind
    discarder = rng.choice([s for s in SEATS if s != winner]) if situation.win == "discard" else None
    settlement = settle_entry(ScoredHand(hand, situation, discarder), ruleset).settlement
    assert settlement is not None
    assert sum(settlement.payments.values(), Fraction(0)) == 0
    if result.meets_minimum:
        assert settlement.payments[winner] > 0
