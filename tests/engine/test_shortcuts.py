"""Reading a hand gives the same answer however often and in whatever order it is read,
and `validate`, which asks its checks only when they might refuse, refuses what the long
way refuses: checked on tables of inputs, good and bad, in both orders.
"""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from mjscore_gui.engine import HandError, RulesetError, parse_hand
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import concealed_layouts
from mjscore_gui.engine.hand import Hand, Meld, Situation
from mjscore_gui.engine.hand_format import parse_situation
from mjscore_gui.engine.validate import check_copies, check_tile_count, check_winning_tile, validate
from mjscore_gui.outcome.jsonform import hand_ruleset, score_hand_json
from mjscore_gui.rulebook import get_preset
from tests.hand_gen import random_hand


def _outcome(fn, *args):
    """What a call answers, or the words of its refusal."""
    try:
        return ("ok", fn(*args))
    except (HandError, RulesetError, ValueError) as exc:
        return ("refused", str(exc))


SITUATIONS = [
    {"win": win, "seat_wind": seat, "prevailing_wind": prevailing}
    for win in ("self_drawn", "discard")
    for seat in "ESWN"
    for prevailing in "ESWN"
] + [
    {"win": "discard", "seat_wind": "e"},
    {"win": "tsumo"},
    {"win": "discard", "prevailing_wind": 1},
    {"win": "discard", "seat_wind": ["E"]},
    {"win": None},
    {},
    {"win": "discard", "conditions": ["last_tile"]},
    {"win": "discard", "conditions": "last_tile"},
    {"win": "discard", "seen": "1m"},
    {"win": "discard", "seen": ""},
    {"win": "discard", "seen": "f1"},
]


@pytest.mark.parametrize("obj", SITUATIONS, ids=repr)
def test_a_situation_read_twice_reads_the_same(obj):
    first, again = _outcome(parse_situation, obj), _outcome(parse_situation, dict(obj))
    assert first == again
    if first[0] == "ok":
        situation = first[1]
        assert situation == Situation(
            obj.get("win"),
            obj.get("seat_wind", "E"),
            obj.get("prevailing_wind", "E"),
            situation.conditions,
            situation.seen,
        )


FLOWERS = ["f1", "f4 s1", "s1 f4", "f1 f1", "f1-f2", "1m", "f5", "", "  f2  ", ["f1", "s2"], ["1m"], 5, None]


@pytest.mark.parametrize("flowers", FLOWERS, ids=repr)
def test_a_flowers_text_read_twice_reads_the_same(flowers):
    obj = {"concealed": "123m 456m 345p 678s 99s", "winning_tile": "9s", "win": "discard", "flowers": flowers}
    first = _outcome(parse_hand, obj)
    assert _outcome(parse_hand, dict(obj)) == first
    if first[0] == "ok" and flowers is not None:
        assert first[1][0].flowers == tuple(sorted(T.parse_tiles(flowers)))


OVERRIDES = [
    {"min_faan": 0},
    {"min_faan": 5, "cap": 8},
    {"cap": 8, "min_faan": 5},
    {"flowers": True},
    {"flowers": 1},  # not a boolean: refused, whichever is read first
    {"flowers": "true"},
    {"stake": Decimal("0.1")},
    {"stake": Decimal("0.10")},
    {"stake": "0.1"},
    {"stake": 1},
    {"stak": 1},
    {"payout": "custom", "custom_table": "1 2 4 8"},
    {"payout": "custom", "custom_table": "1 2 x"},
    {"cap": [8]},
    {},
]


@pytest.mark.parametrize("preset", ["hk", "units", "new-style-6-9-12"])
def test_rules_overrides_match_with_settings(preset):
    base = get_preset(preset)
    for order in (OVERRIDES, OVERRIDES[::-1]):
        for rules in order:
            expected = _outcome(base.with_settings, rules)
            got = _outcome(hand_ruleset, {"ruleset": preset, "rules": rules})
            assert got[0] == expected[0], rules
            if got[0] == "ok":
                assert got[1].settings == expected[1].settings, rules
            else:
                assert got[1] == expected[1]


def test_overrides_apart_by_type_and_text_give_their_own_answers():
    # true and 1 hash alike, as 0.1 and 0.10 do: each is answered for itself.
    hand = {"concealed": "123m 456m 345p 678s 99s", "winning_tile": "9s", "win": "discard", "discarder": "N"}
    for first, second in (({"flowers": True}, {"flowers": 1}), ({"flowers": 1}, {"flowers": True})):
        a = score_hand_json({**hand, "rules": first})[0]
        b = score_hand_json({**hand, "rules": second})[0]
        assert [a["valid"], b["valid"]] == [first["flowers"] is True, second["flowers"] is True]
    tenth = score_hand_json({**hand, "rules": {"stake": Decimal("0.1")}})[0]
    tenth_again = score_hand_json({**hand, "rules": {"stake": Decimal("0.10")}})[0]
    assert tenth["payments"] == tenth_again["payments"]


def _long_validate(hand: Hand, situation: Situation) -> None:
    """The three checks `validate` may skip, always asked, in its order."""
    check_tile_count(hand)
    check_copies(hand)
    check_winning_tile(hand, situation)


def _variants(rng: random.Random):
    for i in range(300):
        hand, situation = random_hand(rng, concealed_only=i % 2 == 0)
        yield hand, situation
        concealed = list(hand.concealed)
        yield Hand(tuple(concealed[1:]), hand.melds, hand.winning_tile, hand.flowers), situation  # a tile short
        yield Hand(tuple(sorted(concealed + [concealed[0]])), hand.melds, hand.winning_tile, hand.flowers), situation
        five = concealed[:9] + [concealed[0]] * 5
        yield Hand(tuple(sorted(five)), hand.melds, concealed[0], hand.flowers), situation  # five of a tile
        missing = next(t for t in range(T.NUM_KINDS) if t not in concealed)
        yield Hand(hand.concealed, hand.melds, missing, hand.flowers), situation  # won on a tile it lacks
        yield Hand(hand.concealed, hand.melds, T.FLOWERS[0], hand.flowers), situation  # won on a flower
        yield Hand(hand.concealed, hand.melds, None, hand.flowers), situation
        if hand.flowers:
            yield Hand(hand.concealed, hand.melds, hand.winning_tile, hand.flowers * 2), situation
        yield Hand(hand.concealed, (*hand.melds, Meld("pong", 31)), hand.winning_tile, hand.flowers), situation


def _validate_with(hand: Hand, situation: Situation, counts: list[int] | None) -> None:
    validate(hand, situation, counts=counts)


def test_validate_refuses_what_the_long_way_refuses():
    rng = random.Random(7)
    checked = refused = 0
    for hand, situation in _variants(rng):
        counts = hand.tile_counts()
        for given in (counts, None):  # counts passed in by score, or counted by validate
            long_way = _outcome(_long_validate, hand, situation)
            short = _outcome(_validate_with, hand, situation, given)
            if long_way[0] == "refused":
                assert short == long_way, (hand, situation)
                refused += 1
            checked += 1
    assert refused > checked // 3  # the table holds many refusals


def _suit_hands(rng: random.Random):
    """Concealed counts of one suit (every place a suit's lowest tile can be) and a pair of honours."""
    for _ in range(3000):
        base = 9 * rng.randrange(3)
        counts = [0] * T.NUM_KINDS
        for _ in range(rng.randrange(1, 5)):  # sets of the suit, so that most hands do split
            low = rng.randrange(9)
            for t in (low, low + 1, low + 2) if low < 7 and rng.random() < 0.6 else (low,) * 3:
                counts[base + t] += 1
        if max(counts) <= 4:
            counts[T.EAST] = 2
            yield counts


def test_each_concealed_layout_uses_exactly_the_tiles_held():
    # The layouts of a suit are read from a table of its sets counted from its lowest tile:
    # wherever that tile is, every layout must account for every tile, each set a real set.
    rng = random.Random(17)
    layouts_seen = 0
    for counts in _suit_hands(rng):
        sets_needed = (sum(counts) - 2) // 3
        for sets, pair in concealed_layouts(counts, sets_needed):
            used = [0] * T.NUM_KINDS
            used[pair] += 2
            for group in sets:
                assert group.kind in ("chow", "pong") and group.concealed
                if group.kind == "chow":
                    assert group.tile < 27 and group.tile % 9 <= 6
                    for t in (group.tile, group.tile + 1, group.tile + 2):
                        used[t] += 1
                else:
                    used[group.tile] += 3
            assert used == counts
            layouts_seen += 1
    assert layouts_seen > 1000
