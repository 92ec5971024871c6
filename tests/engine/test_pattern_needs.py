"""A pattern marked `needs=` (honours, flowers, triplets) is not asked by scoring for a hand
or arrangement lacking what it needs: the mark must be true of the predicate, or a hand
would lose faan without a word. Checked on every arrangement of many generated hands,
winning conditions claimed or not, flowers in play or not."""

import random

import pytest

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import arrangements
from mjscore_gui.engine.hand import CONDITIONS, Hand, Situation
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.patterns.context import (
    BONUS_SET,
    CHOWS_ONLY,
    DRAGONS,
    FLOWERS,
    FOUR_TRIPLETS,
    HONOURS,
    NEEDS,
    NO_FLOWERS,
    ONE_SUIT,
    ORPHANS_LAYOUT,
    PAIRS_LAYOUT,
    SELF_DRAWN,
    TRIPLETS,
    WINDS,
    Context,
    HandFacts,
)
from mjscore_gui.rulebook import get_preset, preset_ids
from tests.hand_gen import random_hand

MARKED = {pid: p for pid, p in PATTERNS.items() if p.needs}


def test_the_common_patterns_are_marked():
    # If this list shrinks, scoring got slower, not wrong.
    assert {"seat_wind", "dragon_pong", "own_flower", "all_in_triplets", "mixed_one_suit"} <= set(MARKED)
    assert sorted(NEEDS.values()) == [1 << i for i in range(len(NEEDS))]  # one bit each


def _hands(rng: random.Random):
    for i in range(400):
        hand, situation = random_hand(rng, concealed_only=i % 3 == 0, meld_chance=0.5, kong_chance=0.3)
        if i % 4 == 0:  # four to eight flowers and seasons: the bonus sets
            hand = Hand(
                hand.concealed,
                hand.melds,
                hand.winning_tile,
                tuple(sorted(rng.sample(range(34, 42), rng.randrange(4, 9)))),
            )
        yield hand, situation
    for _ in range(100):  # seven pairs, which hold no set at all
        kinds = rng.sample(range(34), 7)
        tiles = tuple(sorted(k for k in kinds for _ in range(2)))
        yield Hand(tiles, (), rng.choice(tiles), ()), Situation("discard")
    for _ in range(20):  # thirteen orphans
        tiles = tuple(sorted(T.ORPHANS + (rng.choice(T.ORPHANS),)))
        yield Hand(tiles, (), rng.choice(tiles), ()), Situation(rng.choice(["discard", "self_drawn"]))


def _contexts(seed: int):
    rng = random.Random(seed)
    for hand, situation in _hands(rng):
        conditions = frozenset(rng.sample(CONDITIONS, rng.randrange(3)))
        situation = Situation(situation.win, situation.seat_wind, situation.prevailing_wind, conditions)
        flowers_in_play = rng.random() < 0.5
        facts = HandFacts(hand)
        for arrangement in arrangements(hand, situation):
            yield Context(hand, situation, arrangement, facts, flowers_in_play)


def test_held_says_what_the_hand_holds():
    for ctx in _contexts(5):
        tiles = list(ctx.hand.concealed) + [t for m in ctx.hand.melds for t in m.tiles]
        assert bool(ctx.held & HONOURS) == any(t >= 27 for t in tiles)
        assert bool(ctx.held & WINDS) == any(t in T.WIND_TILES for t in tiles)
        assert bool(ctx.held & DRAGONS) == any(t in T.DRAGON_TILES for t in tiles)
        assert bool(ctx.held & FLOWERS) == (ctx.flowers_in_play and bool(ctx.hand.flowers))
        assert bool(ctx.held & BONUS_SET) == (ctx.flowers_in_play and len(ctx.hand.flowers) >= 4)
        triplets = [g for g in ctx.arrangement.sets if g.kind in ("pong", "kong")]
        assert bool(ctx.held & TRIPLETS) == bool(triplets)
        assert bool(ctx.held & FOUR_TRIPLETS) == (len(triplets) == 4)
        assert bool(ctx.held & ONE_SUIT) == (len({t // 9 for t in tiles if t < 27}) <= 1)
        assert bool(ctx.held & PAIRS_LAYOUT) == (ctx.arrangement.shape == "seven_pairs")
        assert bool(ctx.held & ORPHANS_LAYOUT) == (ctx.arrangement.shape == "thirteen_orphans")
        assert bool(ctx.held & CHOWS_ONLY) == (ctx.arrangement.shape == "regular" and not triplets)
        assert bool(ctx.held & SELF_DRAWN) == (ctx.situation.win == "self_drawn")
        assert bool(ctx.held & NO_FLOWERS) == (ctx.flowers_in_play and not ctx.hand.flowers)


@pytest.mark.parametrize("pid", sorted(MARKED))
def test_a_marked_pattern_never_applies_without_what_it_needs(pid):
    pattern = MARKED[pid]
    asked = 0
    for ctx in _contexts(11):
        if pattern.needs & ~ctx.held:
            asked += 1
            assert not pattern.detect(ctx), (pid, ctx.hand, ctx.arrangement)
    assert asked  # the hands did lack what it needs


def test_each_ruleset_asks_exactly_the_patterns_a_hand_can_meet():
    for rid in preset_ids():
        ruleset = get_preset(rid)
        for held in range(2 ** len(NEEDS)):
            for claimed, rules in ((False, ruleset.active_unclaimed), (True, ruleset.active)):
                expected = [r.id for r, _ in rules if not PATTERNS[r.id].needs & ~held]
                assert [r.id for r, _ in ruleset.active_for(claimed, held)] == expected


def test_skipping_changes_no_answer():
    # Every predicate asked (held = all bits) against only those scoring asks.
    hk = get_preset("hk")
    for ctx in _contexts(3):
        claimed = bool(ctx.situation.conditions)
        every = [r.id for r, detect in hk.active_for(claimed, sum(NEEDS.values())) if detect(ctx)]
        assert [r.id for r, detect in hk.active_for(claimed, ctx.held) if detect(ctx)] == every
