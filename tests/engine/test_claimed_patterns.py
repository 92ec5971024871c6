"""A pattern marked `claimed` (it needs a winning condition claimed) is skipped by scoring
for a hand that claims none: the mark must be true of the predicate, or a hand would lose
faan without a word. Checked on every arrangement of many generated hands."""

import random
from dataclasses import replace

import pytest

from mjscore_gui.engine.decompose import arrangements
from mjscore_gui.engine.hand import CONDITIONS
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.patterns.context import Context, HandFacts
from mjscore_gui.rulebook import get_preset, preset_ids
from tests.hand_gen import random_hand

CLAIMED = {pid: p for pid, p in PATTERNS.items() if p.claimed}


def test_the_winning_conditions_are_marked():
    # The hk conditions read only from the claim; if this list shrinks, scoring got slower, not wrong.
    assert {"robbing_kong", "last_tile", "kong_replacement", "heavenly", "earthly"} <= set(CLAIMED)
    for p in CLAIMED.values():
        assert p.claimed <= set(CONDITIONS), p.id


def _contexts(seed: int, conditions: frozenset[str]):
    rng = random.Random(seed)
    for _ in range(300):
        hand, situation = random_hand(rng)
        situation = replace(situation, conditions=conditions)
        facts = HandFacts(hand)
        for arrangement in arrangements(hand, situation):
            yield Context(hand, situation, arrangement, facts, True)


@pytest.mark.parametrize("pid", sorted(CLAIMED))
def test_a_claimed_pattern_never_applies_without_its_claim(pid):
    pattern = CLAIMED[pid]
    others = frozenset(c for c in CONDITIONS if c not in pattern.claimed)
    for conditions in (frozenset(), others):
        for ctx in _contexts(7, conditions):
            assert not pattern.detect(ctx), (pid, conditions, ctx.hand)


def test_each_ruleset_skips_exactly_the_claimed_patterns():
    for rid in preset_ids():
        ruleset = get_preset(rid)
        skipped = [r.id for r, _ in ruleset.active if (r, _) not in ruleset.active_unclaimed]
        assert sorted(skipped) == sorted(r.id for r, _ in ruleset.active if PATTERNS[r.id].claimed)
