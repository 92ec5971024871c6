"""Properties that hold for every hand, checked on many generated ones (hypothesis)."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore_gui.engine import score
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import arrangements
from mjscore_gui.engine.hand import Hand, Situation
from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.rulebook import get_preset
from tests.hand_gen import random_hand

HK = get_preset("hk")


def _group_tiles(text: str) -> list[int]:
    return T.parse_tiles(text)


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_any_hand_built_from_sets_and_a_pair_is_valid(seed):
    hand, situation = random_hand(random.Random(seed))
    result = score(hand, situation, HK)
    assert result.valid, result.error
    # The arrangement uses exactly the hand's tiles: each declared meld and the
    # concealed tiles, nothing more, nothing less (a kong shows all four tiles).
    laid_out = Counter(t for group in result.arrangement for t in _group_tiles(group))
    expected = Counter(hand.concealed)
    for meld in hand.melds:
        expected.update(meld.tiles)
    assert laid_out == expected
    assert 0 <= result.faan <= 13


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_every_arrangement_is_listed_once(seed):
    hand, situation = random_hand(random.Random(seed))
    layouts = arrangements(hand, situation)
    keys = [(a.shape, tuple(sorted(a.texts())), a.winning_group) for a in layouts]
    assert len(keys) == len(set(keys))


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=41), min_size=0, max_size=18),
    st.sampled_from(["self_drawn", "discard", None]),
    st.integers(min_value=0, max_value=41),
)
def test_random_tile_multisets_never_raise(tiles, win, winning_tile):
    hand_json = {
        "concealed": " ".join(T.token(t) for t in tiles),
        "winning_tile": T.token(winning_tile),
        "win": win,
    }
    out, _ = score_hand_json(hand_json)
    assert out["valid"] in (True, False)
    if not out["valid"]:
        assert isinstance(out["error"], str) and out["error"]
    else:
        assert isinstance(out["faan"], int)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_self_draw_never_scores_less_than_the_same_hand_on_a_discard(seed):
    # Seed 001, Limit Hands: a limit hand counts only its own value plus how it was won,
    # so a self-draw that makes the hand a limit hand (Self Triplets) may count less than
    # the plain count of the same tiles on a discard (All One Suit 7 + All in Triplets 3
    # + Concealed 1 + ... = 12 > Self Triplets 10 + Self-drawn 1). The property holds
    # otherwise, and always when the table counts a limit hand plainly if that pays more.
    hand, situation = random_hand(random.Random(seed), concealed_only=True)
    for ruleset in (HK, HK.with_settings({"limit_hand_counted_plain": True})):
        on_discard = score(hand, Situation("discard", situation.seat_wind, situation.prevailing_wind), ruleset)
        drawn = score(hand, Situation("self_drawn", situation.seat_wind, situation.prevailing_wind), ruleset)
        assert drawn.valid and on_discard.valid
        if drawn.limit and not on_discard.limit and not ruleset.settings["limit_hand_counted_plain"]:
            continue
        assert drawn.faan >= on_discard.faan


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_removing_the_winning_tile_gives_a_wait_on_it(seed):
    from mjscore_gui.engine.waits import find_waits

    hand, situation = random_hand(random.Random(seed))
    rest = list(hand.concealed)
    rest.remove(hand.winning_tile)
    waiting = Hand(tuple(rest), hand.melds, None, hand.flowers)
    waits = {w.tile: w for w in find_waits(waiting, situation, HK)}
    assert hand.winning_tile in waits
    expected = score(hand, situation, HK)
    got = waits[hand.winning_tile].self_drawn if situation.self_drawn else waits[hand.winning_tile].discard
    assert got.faan == expected.faan
