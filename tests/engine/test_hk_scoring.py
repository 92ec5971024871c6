"""The `hk` preset against seed 001 (Hong Kong mahjong scoring rules), case by case.

Every expected number here was counted by hand from the seed text, not taken from the
engine. Each case says which seed section it checks. Hands are in hand-format JSON
(see the project's hand format): the concealed tiles include the winning tile.

Unless a case says otherwise: seat South, prevailing East, and one flower that is not
the winner's own (so no flower faan at all: neither "no flowers" nor "own flower").
"""

from __future__ import annotations

from functools import partial

import pytest

from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.rulebook import get_preset
from tests import builders
from tests.examples import EXAMPLE_HAND, assert_example_result

HK = get_preset("hk")

# Unless a case says otherwise, a flower that is never the seat's own: f1 East .. f4 North
# (seed 001, Flower Faan).
hand = partial(builders.hand, flowers=builders.NOT_OWN)


def case(
    case_id, seed, the_hand, faan, patterns, *, limit=False, capped_at=None, meets=None, arrangement=None, settings=None
):
    """One expected score. `patterns`: (id, faan) pairs, in any order; `meets` defaults to
    faan >= 3 (seed 001: most games require 3 faan)."""
    return pytest.param(
        {
            "seed": seed,
            "hand": the_hand,
            "faan": faan,
            "patterns": sorted(patterns),
            "limit": limit,
            "capped_at": capped_at,
            "meets": faan >= 3 if meets is None else meets,
            "arrangement": arrangement,
            "settings": settings,
        },
        id=case_id,
    )


def run(c):
    ruleset = HK.with_settings(c["settings"]) if c["settings"] else HK
    out, _ = score_hand_json(c["hand"], ruleset)
    assert out["valid"], f"{c['seed']}: {out.get('error')}"
    return out


def check(c):
    out = run(c)
    got = sorted((p["id"], p["faan"]) for p in out["patterns"])
    assert got == c["patterns"], c["seed"]
    assert out["faan"] == c["faan"], c["seed"]
    assert out["limit"] is c["limit"], c["seed"]
    assert out["capped_at"] == c["capped_at"], c["seed"]
    assert out["meets_minimum"] is c["meets"], c["seed"]
    if c["arrangement"] is not None:
        assert sorted(out["arrangement"]) == sorted(c["arrangement"]), c["seed"]
    return out


# ---------------------------------------------------------------------------------------
# Hand faan (seed 001, Hand Faan): the patterns stack.
# ---------------------------------------------------------------------------------------
HAND_FAAN = [
    # Common hand 1: every meld a chow.
    case(
        "common_hand/exposed-chow",
        "seed 001, Hand Faan: Common Hand 1",
        hand("234m 567p 789s 55p", "7p", melds=["chow 2s"]),
        1,
        [("common_hand", 1)],
    ),
    case(
        "common_hand/concealed-self-drawn",
        "seed 001, Hand Faan: Common Hand 1 + Self-Pick 1 + Win from Wall 1",
        hand("123m 456m 345p 678s 99s", "9s", "self_drawn"),
        3,
        [("common_hand", 1), ("self_drawn", 1), ("concealed_hand", 1)],
    ),
    case(
        "common_hand/honour-pair-still-common",
        "seed 001, Hand Faan: Common Hand (only the melds must be chows)",
        hand("123m 456m 345p 678s CC", "C"),
        2,
        [("common_hand", 1), ("concealed_hand", 1)],
    ),
    case(
        "common_hand/near-miss-one-pong",
        "seed 001, Hand Faan: Common Hand needs every meld a chow",
        hand("123m 456m 345p 888s 99s", "5m"),
        1,
        [("concealed_hand", 1)],
    ),
    # All in triplets 3.
    case(
        "all_in_triplets/exposed-pongs",
        "seed 001, Hand Faan: All in Triplets 3",
        hand("888s 444m 77p", "7p", melds=["pong 2m", "pong 5p"]),
        3,
        [("all_in_triplets", 3)],
    ),
    case(
        "all_in_triplets/with-a-kong",
        "seed 001, Hand Faan: All in Triplets 3 (Pong or Kong)",
        hand("444m 555p 77p", "7p", melds=["kong 9s", "pong 2m"]),
        3,
        [("all_in_triplets", 3)],
    ),
    case(
        "all_in_triplets/near-miss-one-chow",
        "seed 001, Hand Faan: All in Triplets needs every meld a pong/kong",
        hand("888s 345m 77p", "3m", melds=["pong 2m", "pong 5p"]),
        0,
        [],
    ),
    # Mixed one suit 3.
    case(
        "mixed_one_suit/hand-format-example",
        "seed 001, Hand Faan: Mixed One Suit 3; Wind and Dragon: Red Dragon 1; Self-Pick 1",
        hand("123s 55s", "5s", "self_drawn", melds=["pong C", "chow 6s", "ckong 9s"], flowers="f3"),
        5,
        [("mixed_one_suit", 3), ("dragon_pong", 1), ("self_drawn", 1)],
        arrangement=["123s", "CCC", "678s", "9999s", "55s"],
    ),
    case(
        "mixed_one_suit/concealed",
        "seed 001, Hand Faan: Mixed One Suit 3 (East pong is neither seat S nor prevailing W)",
        hand("123p 456p 789p EEE 11p", "5p", prevailing="W"),
        4,
        [("mixed_one_suit", 3), ("concealed_hand", 1)],
    ),
    case(
        "mixed_one_suit/near-miss-two-suits",
        "seed 001, Hand Faan: Mixed One Suit allows one suit only",
        hand("123p 456p 789s EEE 11p", "5p", prevailing="W"),
        1,
        [("concealed_hand", 1)],
    ),
    # All one suit 7.
    case(
        "all_one_suit/all-chows-concealed",
        "seed 001, Hand Faan: All One Suit 7 + Common Hand 1 + Win from Wall 1",
        hand("123m 456m 789m 234m 55m", "5m"),
        9,
        [("all_one_suit", 7), ("common_hand", 1), ("concealed_hand", 1)],
    ),
    case(
        "all_one_suit/exposed-pong",
        "seed 001, Hand Faan: All One Suit 7",
        hand("234s 555s 789s 99s", "9s", melds=["pong 1s"]),
        7,
        [("all_one_suit", 7)],
    ),
    case(
        "all_one_suit/near-miss-honour-pair",
        "seed 001, Hand Faan: an honour pair makes it Mixed One Suit 3, not All One Suit",
        hand("123m 456m 789m 234m CC", "C"),
        5,
        [("mixed_one_suit", 3), ("common_hand", 1), ("concealed_hand", 1)],
    ),
    # Mixed orphans 1 (+ all in triplets 3).
    case(
        "mixed_orphans/with-winds-and-dragons",
        "seed 001, Hand Faan: Mixed Orphans 1 + All in Triplets 3 (N is not seat S / prevailing E)",
        hand("999p 111s PP", "P", melds=["pong 1m", "pong N"]),
        4,
        [("mixed_orphans", 1), ("all_in_triplets", 3)],
    ),
    case(
        "mixed_orphans/with-dragon-pong",
        "seed 001, Hand Faan: Mixed Orphans 1 + All in Triplets 3; Red Dragon 1",
        hand("111p EEE CCC 99s", "9s", melds=["pong 9m"], prevailing="W"),
        5,
        [("mixed_orphans", 1), ("all_in_triplets", 3), ("dragon_pong", 1)],
    ),
    case(
        "mixed_orphans/near-miss-terminal-chow",
        "seed 001, Hand Faan: Mixed Orphans needs pongs/kongs only (789p is a chow)",
        hand("789p 111s PP", "P", melds=["pong 1m", "pong N"]),
        0,
        [],
    ),
    case(
        "mixed_orphans/near-miss-no-honours",
        "seed 001, Hand Faan: Mixed Orphans needs honours too; "
        "ones and nines only is the Orphans limit hand (10), not Mixed Orphans 1 + All in Triplets 3",
        hand("111m 999m 111p 11s", "1s", melds=["pong 9s"]),
        10,
        [("orphans", 10)],
        limit=True,
    ),
    # Small dragons 3 (+ the two dragon pongs).
    case(
        "small_dragons/one-suit",
        "seed 001, Hand Faan: Small Dragons 3 + 2 dragon pongs; Mixed One Suit 3",
        hand("123m 456m PP", "6m", melds=["pong C", "pong F"]),
        8,
        [("small_dragons", 3), ("dragon_pong", 1), ("dragon_pong", 1), ("mixed_one_suit", 3)],
    ),
    case(
        "small_dragons/two-suits",
        "seed 001, Hand Faan: Small Dragons 3 + 2 dragon pongs (dragon tiles add 5)",
        hand("123m 456p PP", "4p", melds=["pong C", "pong F"]),
        5,
        [("small_dragons", 3), ("dragon_pong", 1), ("dragon_pong", 1)],
    ),
    case(
        "small_dragons/near-miss-one-dragon-pong",
        "seed 001, Hand Faan: Small Dragons needs two dragon pongs",
        hand("123m 456p 789s FF", "9s", melds=["pong C"]),
        1,
        [("dragon_pong", 1)],
    ),
    # Great dragons 5 (+ the three dragon pongs).
    case(
        "great_dragons/two-suits",
        "seed 001, Hand Faan: Great Dragons 5 + 3 dragon pongs (dragon tiles add 8)",
        hand("234m 55p", "5p", melds=["pong C", "pong F", "pong P"]),
        8,
        [("great_dragons", 5)] + [("dragon_pong", 1)] * 3,
    ),
    case(
        "great_dragons/concealed-kong-one-suit",
        "seed 001, Hand Faan: Great Dragons 5 + 3 dragons + Mixed One Suit 3",
        hand("123m 55m", "5m", melds=["ckong C", "pong F", "pong P"]),
        11,
        [("great_dragons", 5), ("mixed_one_suit", 3)] + [("dragon_pong", 1)] * 3,
    ),
    case(
        "great_dragons/near-miss-two-dragons-no-pair",
        "seed 001, Hand Faan: Great Dragons needs all three dragon melds",
        hand("123m 456p 99s", "9s", melds=["pong C", "pong F"]),
        2,
        [("dragon_pong", 1), ("dragon_pong", 1)],
    ),
    # Small winds 6.
    case(
        "small_winds/seat-and-prevailing",
        "seed 001, Hand Faan: Small Winds 6 + Mixed One Suit 3; seat S 1, prevailing E 1",
        hand("234m NN", "4m", melds=["pong E", "pong S", "pong W"]),
        11,
        [("small_winds", 6), ("mixed_one_suit", 3), ("seat_wind", 1), ("prevailing_wind", 1)],
    ),
    case(
        "small_winds/pair-is-own-wind",
        "seed 001, Hand Faan: Small Winds 6 + Mixed One Suit 3 (a wind pair scores nothing)",
        hand("123p NN", "3p", melds=["pong E", "pong S", "pong W"], seat="N", prevailing="N"),
        9,
        [("small_winds", 6), ("mixed_one_suit", 3)],
    ),
    case(
        "small_winds/near-miss-dragon-pair",
        "seed 001, Hand Faan: Small Winds needs the fourth wind as the pair",
        hand("123p CC", "3p", melds=["pong E", "pong S", "pong W"], seat="N", prevailing="N"),
        3,
        [("mixed_one_suit", 3)],
    ),
    # Seven pairs 4 (concealed by definition: no Win from Wall faan).
    case(
        "seven_pairs/discard",
        "seed 001, Hand Faan: Seven Pairs 4; Win from Wall not for Seven Pairs",
        hand("11m 33m 55p 77p 99s EE CC", "C"),
        4,
        [("seven_pairs", 4)],
    ),
    case(
        "seven_pairs/self-drawn",
        "seed 001, Hand Faan: Seven Pairs 4 + Self-Pick 1",
        hand("11m 33m 55p 77p 99s EE CC", "C", "self_drawn"),
        5,
        [("seven_pairs", 4), ("self_drawn", 1)],
    ),
    case(
        "seven_pairs/all-one-suit",
        "seed 001, Hand Faan: Seven Pairs stacks with All One Suit 7",
        hand("11224455778899p", "9p"),
        11,
        [("seven_pairs", 4), ("all_one_suit", 7)],
    ),
    case(
        "seven_pairs/mixed-one-suit",
        "seed 001, Hand Faan: Seven Pairs stacks with Mixed One Suit 3",
        hand("11m 22m 55m 77m 99m EE CC", "E"),
        7,
        [("seven_pairs", 4), ("mixed_one_suit", 3)],
    ),
    case(
        "seven_pairs/beats-the-chow-reading",
        "seed 003, 5.1 (best arrangement): Seven Pairs 4 > Common Hand 1 + Win from Wall 1",
        hand("223344m 556677p 99s", "9s"),
        4,
        [("seven_pairs", 4)],
    ),
]


@pytest.mark.parametrize("c", HAND_FAAN)
def test_hand_faan(c):
    check(c)


# ---------------------------------------------------------------------------------------
# Limit hands (seed 001, Limit Hands): only the best limit value + winning conditions.
# ---------------------------------------------------------------------------------------
LIMIT_HANDS = [
    # All honours 10.
    case(
        "all_honours/exposed",
        "seed 001, Limit Hands: All Honor Tiles 10 (no wind/dragon faan)",
        hand("SSS WWW CCC FF", "F", melds=["pong E"]),
        10,
        [("all_honours", 10)],
        limit=True,
    ),
    case(
        "all_honours/beats-self-triplets",
        "seed 001, Limit Hands: several apply, best counts: All Honours 10 + Self-Pick 1 + Win from Wall 1 > Self Triplets 10 + Self-Pick 1",
        hand("EEE SSS CCC FFF PP", "P", "self_drawn"),
        12,
        [("all_honours", 10), ("self_drawn", 1), ("concealed_hand", 1)],
        limit=True,
    ),
    case(
        "all_honours/near-miss-suited-pair",
        "seed 001, Limit Hands: a suited pair is not All Honours; Hand Faan stacks: All in Triplets 3 + Mixed One Suit 3 + Mixed Orphans 1; seat S 1, prevailing E 1, Red 1",
        hand("EEE SSS CCC 11m", "1m", melds=["pong W"]),
        10,
        [
            ("all_in_triplets", 3),
            ("mixed_one_suit", 3),
            ("mixed_orphans", 1),
            ("seat_wind", 1),
            ("prevailing_wind", 1),
            ("dragon_pong", 1),
        ],
    ),
    case(
        "all_honours/with-great-dragons",
        "seed 001, Limit Hands: 'even if the limit hand satisfies other hand "
        "criteria ... the faan from the other criteria are not counted': All Honours 10 alone; its Great Dragons 5, "
        "All in Triplets 3, dragon pongs and Prevailing Wind are not added (on a discard: no winning-condition faan)",
        hand("EEE SS", "S", melds=["pong C", "pong F", "pong P"]),
        10,
        [("all_honours", 10)],
        limit=True,
    ),
    case(
        "all_honours/with-great-dragons-plain-setting",
        "limit_hand_counted_plain on (a table's house rule; "
        "seed 003, 5.1 reading best for the player): as a plain hand it is All in Triplets 3 + Great Dragons 5 "
        "+ 3 dragon pongs + Prevailing Wind E 1 = 12, more than the All Honours limit 10",
        hand("EEE SS", "S", melds=["pong C", "pong F", "pong P"]),
        12,
        [("all_in_triplets", 3), ("great_dragons", 5), ("prevailing_wind", 1)] + [("dragon_pong", 1)] * 3,
        settings={"limit_hand_counted_plain": True},
    ),
    case(
        "self_triplets/one-suit-self-drawn",
        "seed 001, Limit Hands: self-drawn Self Triplets of one suit is "
        "Self Triplets 10 + Self-Pick 1 = 11; All One Suit 7 and All in Triplets 3 are other criteria, not counted "
        "(the chow reading 345m x3 is All One Suit 7 + Self-Pick 1 + Win from Wall 1 = 9, less)",
        hand("333m 444m 555m 999m 88m", "8m", "self_drawn"),
        11,
        [("self_triplets", 10), ("self_drawn", 1)],
        limit=True,
    ),
    case(
        "self_triplets/one-suit-plain-setting",
        "limit_hand_counted_plain on: the plain count All One Suit 7 "
        "+ All in Triplets 3 + Self-Pick 1 + Win from Wall 1 = 12 beats Self Triplets 10 + Self-Pick 1 = 11",
        hand("333m 444m 555m 999m 88m", "8m", "self_drawn"),
        12,
        [("all_one_suit", 7), ("all_in_triplets", 3), ("self_drawn", 1), ("concealed_hand", 1)],
        settings={"limit_hand_counted_plain": True},
    ),
    case(
        "limit/highest-of-two",
        "seed 001, Limit Hands: 'if a winning hand satisfies more than one capped hand "
        "criterion ... only the criterion with the highest score applies': Great Winds 13 with a dragon pair is "
        "also All Honours 10; only Great Winds 13 counts",
        hand("EEE SSS WWW CC", "C", melds=["pong N"]),
        13,
        [("great_winds", 13)],
        limit=True,
    ),
    case(
        "all_honours/seven-pairs",
        "seed 001, Limit Hands: All Honor Tiles 10; Seven Pairs is concealed by definition, "
        "so no Win from Wall faan (ambiguity: counted as the All Honours limit, not Seven Pairs 4 + 10)",
        hand("EE SS WW NN CC FF PP", "P"),
        10,
        [("all_honours", 10)],
        limit=True,
    ),
    case(
        "all_honours/seven-pairs-self-drawn",
        "seed 001, Limit Hands: All Honor Tiles 10 + Self-Pick 1; "
        "Win from Wall withheld (Seven Pairs is concealed by definition)",
        hand("EE SS WW NN CC FF PP", "E", "self_drawn"),
        11,
        [("all_honours", 10), ("self_drawn", 1)],
        limit=True,
    ),
    # Self triplets 10.
    case(
        "self_triplets/self-drawn",
        "seed 001, Limit Hands: Self Triplets 10 + Self-Pick 1 (Win from Wall withheld)",
        hand("222m 555p 777s CCC 99s", "7s", "self_drawn"),
        11,
        [("self_triplets", 10), ("self_drawn", 1)],
        limit=True,
    ),
    case(
        "self_triplets/discard-on-the-pair",
        "seed 001, Limit Hands: Self Triplets 10 (a discard may complete the pair)",
        hand("222m 555p 777s CCC 99s", "9s"),
        10,
        [("self_triplets", 10)],
        limit=True,
    ),
    case(
        "self_triplets/near-miss-discard-completes-pong",
        "seed 001, Limit Hands: Self Triplets: the discard cannot form the melds; "
        "All in Triplets 3 + Red 1 + Win from Wall 1",
        hand("222m 555p 777s CCC 99s", "7s"),
        5,
        [("all_in_triplets", 3), ("dragon_pong", 1), ("concealed_hand", 1)],
    ),
    case(
        "self_triplets/concealed-kong",
        "seed 001, Limit Hands: Self Triplets 10 (concealed Kong allowed) + Self-Pick 1",
        hand("555p 777s CCC 99s", "5p", "self_drawn", melds=["ckong 2m"]),
        11,
        [("self_triplets", 10), ("self_drawn", 1)],
        limit=True,
    ),
    case(
        "self_triplets/near-miss-exposed-kong",
        "seed 001, Limit Hands: Self Triplets needs every meld concealed; All in Triplets 3 + Red 1 + Self-Pick 1",
        hand("555p 777s CCC 99s", "5p", "self_drawn", melds=["kong 2m"]),
        5,
        [("all_in_triplets", 3), ("dragon_pong", 1), ("self_drawn", 1)],
    ),
    case(
        "self_triplets/near-miss-discard-completes-declared-pong",
        "seed 001, Limit Hands: Self Triplets; the pong made with the winning discard is exposed",
        hand("222m 555p 777s 99s", "C", melds=["pong C"]),
        5,
        [("all_in_triplets", 3), ("dragon_pong", 1), ("concealed_hand", 1)],
    ),
    # Orphans 10.
    case(
        "orphans/exposed",
        "seed 001, Limit Hands: Orphans 10",
        hand("999m 111p 999s 99p", "9p", melds=["pong 1m"]),
        10,
        [("orphans", 10)],
        limit=True,
    ),
    case(
        "orphans/beats-self-triplets",
        "seed 001, Limit Hands: best counts: Orphans 10 + Self-Pick 1 + Win from Wall 1 > Self Triplets 10 + 1",
        hand("111m 999m 111p 999s 99p", "9p", "self_drawn"),
        12,
        [("orphans", 10), ("self_drawn", 1), ("concealed_hand", 1)],
        limit=True,
    ),
    # Nine gates 10.
    case(
        "nine_gates/discard",
        "seed 001, Limit Hands: Nine Gates 10 (Win from Wall withheld)",
        hand("11123455678999m", "5m"),
        10,
        [("nine_gates", 10)],
        limit=True,
    ),
    case(
        "nine_gates/self-drawn-on-nine",
        "seed 001, Limit Hands: Nine Gates 10 + Self-Pick 1",
        hand("11123456789999p", "9p", "self_drawn"),
        11,
        [("nine_gates", 10), ("self_drawn", 1)],
        limit=True,
    ),
    case(
        "nine_gates/held-otherwise-before-the-win",
        "seed 001, Limit Hands: Nine Gates is 1112345678999 + any tile in the set; 1112345677899 won on 9 is "
        "not: All One Suit 7 + Concealed Hand 1 (seeds 003 and 004 say the same of the thirteen held)",
        hand("11123456778999s", "9s"),
        8,
        [("all_one_suit", 7), ("concealed_hand", 1)],
    ),
    case(
        "nine_gates/near-miss-exposed-pong",
        "seed 001, Limit Hands: Nine Gates must be totally concealed; All One Suit 7",
        hand("23455678999m", "5m", melds=["pong 1m"]),
        7,
        [("all_one_suit", 7)],
    ),
    case(
        "nine_gates/near-miss-two-ones",
        "seed 001, Limit Hands: Nine Gates needs 111 and 999; All One Suit 7 + Common Hand 1 + Win from Wall 1",
        hand("11223345678999m", "4m"),
        9,
        [("all_one_suit", 7), ("common_hand", 1), ("concealed_hand", 1)],
    ),
    # Great winds 13.
    case(
        "great_winds/exposed",
        "seed 001, Limit Hands: Great Winds 13",
        hand("NNN 22m", "2m", melds=["pong E", "pong S", "pong W"]),
        13,
        [("great_winds", 13)],
        limit=True,
    ),
    case(
        "great_winds/concealed-self-drawn-capped",
        "seed 001, Limit Hands: Great Winds 13 + Self-Pick 1 + Win from Wall 1 = 15; Counting faan: min(13, ...)",
        hand("EEE SSS WWW NNN 55p", "5p", "self_drawn"),
        13,
        [("great_winds", 13), ("self_drawn", 1), ("concealed_hand", 1)],
        limit=True,
        capped_at=13,
    ),
    case(
        "great_winds/beats-all-honours",
        "seed 001, Limit Hands: only the highest limit counts (great winds with a dragon pair)",
        hand("NNN CC", "C", melds=["pong E", "pong S", "pong W"]),
        13,
        [("great_winds", 13)],
        limit=True,
    ),
    # All kongs 13.
    case(
        "all_kongs/exposed",
        "seed 001, Limit Hands: All Kongs 13",
        hand("33p", "3p", melds=["kong 1m", "kong 5p", "kong 9s", "kong E"]),
        13,
        [("all_kongs", 13)],
        limit=True,
    ),
    case(
        "all_kongs/concealed-self-drawn-capped",
        "seed 001, Limit Hands: All Kongs 13 + Self-Pick 1 + Win from Wall 1 (concealed kongs) -> 13",
        hand("33p", "3p", "self_drawn", melds=["ckong 1m", "ckong 5p", "ckong 9s", "ckong E"]),
        13,
        [("all_kongs", 13), ("self_drawn", 1), ("concealed_hand", 1)],
        limit=True,
        capped_at=13,
    ),
    case(
        "all_kongs/near-miss-three-kongs",
        "seed 001, Limit Hands: All Kongs needs four; All in Triplets 3",
        hand("33p", "3p", melds=["kong 1m", "kong 5p", "kong 9s", "pong 7m"]),
        3,
        [("all_in_triplets", 3)],
    ),
    # Thirteen orphans 13.
    case(
        "thirteen_orphans/discard",
        "seed 001, Limit Hands: Thirteen Orphans 13 (Win from Wall withheld)",
        hand("119m 19p 19s ESWNCFP", "1m"),
        13,
        [("thirteen_orphans", 13)],
        limit=True,
    ),
    case(
        "thirteen_orphans/self-drawn-capped",
        "seed 001, Limit Hands: Thirteen Orphans 13 + Self-Pick 1 -> 13",
        hand("19m 19p 19s ESWNCFPP", "P", "self_drawn"),
        13,
        [("thirteen_orphans", 13), ("self_drawn", 1)],
        limit=True,
        capped_at=13,
    ),
    case(
        "limit/no-flower-faan",
        "seed 001, Limit Hands: no wind, dragon or flower faan (own flower and season ignored)",
        hand("SSS WWW CCC FF", "F", melds=["pong E"], seat="E", flowers="f1 s1"),
        10,
        [("all_honours", 10)],
        limit=True,
    ),
]


@pytest.mark.parametrize("c", LIMIT_HANDS)
def test_limit_hands(c):
    check(c)


# ---------------------------------------------------------------------------------------
# Wind and dragon faan (seed 001, Wind and Dragon Faan).
# ---------------------------------------------------------------------------------------
HONOURS = [
    case(
        "seat_wind/pong",
        "seed 001, Wind and Dragon Faan: Seat Wind 1",
        hand("123m 456p 789s 11p", "1p", melds=["pong S"]),
        1,
        [("seat_wind", 1)],
    ),
    case(
        "seat_wind/north",
        "seed 001, Wind and Dragon Faan: Seat Wind 1 + Prevailing Wind 1 (seat N, prevailing S)",
        hand("123m 456p 99s", "9s", melds=["pong N", "pong S"], seat="N", prevailing="S"),
        2,
        [("seat_wind", 1), ("prevailing_wind", 1)],
    ),
    case(
        "prevailing_wind/pong",
        "seed 001, Wind and Dragon Faan: Prevailing Wind 1",
        hand("123m 456p 789s 11p", "1p", melds=["pong E"]),
        1,
        [("prevailing_wind", 1)],
    ),
    case(
        "double_wind/kong",
        "seed 001, Wind and Dragon Faan: a double wind counts 2",
        hand("123m 456p 789s 11p", "1p", melds=["kong E"], seat="E"),
        2,
        [("seat_wind", 1), ("prevailing_wind", 1)],
    ),
    case(
        "wind/near-miss-other-wind",
        "seed 001, Wind and Dragon Faan: West is neither seat S nor prevailing E",
        hand("123m 456p 789s 11p", "1p", melds=["pong W"]),
        0,
        [],
    ),
    case(
        "wind/near-miss-seat-wind-pair",
        "seed 001, Wind and Dragon Faan: a pair of the seat wind is not a meld",
        hand("123m 456p 789s 234s SS", "S"),
        2,
        [("common_hand", 1), ("concealed_hand", 1)],
    ),
    case(
        "dragon/kong-and-pong",
        "seed 001, Wind and Dragon Faan: Red Dragon 1 (kong) + Green Dragon 1",
        hand("123m 456p 99s", "9s", melds=["kong C", "pong F"]),
        2,
        [("dragon_pong", 1), ("dragon_pong", 1)],
    ),
    case(
        "dragon/concealed-pong",
        "seed 001, Wind and Dragon Faan: White Dragon 1 + Win from Wall 1",
        hand("PPP 123m 456p 789s 11s", "1s"),
        2,
        [("dragon_pong", 1), ("concealed_hand", 1)],
    ),
]


@pytest.mark.parametrize("c", HONOURS)
def test_wind_and_dragon_faan(c):
    check(c)


# ---------------------------------------------------------------------------------------
# Flower faan (seed 001, Flower Faan). The base hand is Common Hand 1 + Win from Wall 1.
# ---------------------------------------------------------------------------------------
BASE = "123m 456m 345p 678s 99s"
BASE_FAAN = [("common_hand", 1), ("concealed_hand", 1)]

FLOWERS = [
    case(
        "flowers/none",
        "seed 001, Flower Faan: No Flowers or Seasons 1",
        hand(BASE, "5m", flowers=""),
        3,
        BASE_FAAN + [("no_flowers", 1)],
    ),
    case(
        "flowers/own-flower-east-f1",
        "seed 001, Flower Faan: Flower of Own Wind 1 (f1 is East's)",
        hand(BASE, "5m", seat="E", flowers="f1"),
        3,
        BASE_FAAN + [("own_flower", 1)],
    ),
    case(
        "flowers/own-flower-south-f2",
        "seed 001, Flower Faan: Flower of Own Wind 1 (f2 is South's)",
        hand(BASE, "5m", seat="S", flowers="f2"),
        3,
        BASE_FAAN + [("own_flower", 1)],
    ),
    case(
        "flowers/own-flower-west-f3",
        "seed 001, Flower Faan: Flower of Own Wind 1 (f3 is West's)",
        hand(BASE, "5m", seat="W", flowers="f3"),
        3,
        BASE_FAAN + [("own_flower", 1)],
    ),
    case(
        "flowers/own-flower-north-f4",
        "seed 001, Flower Faan: Flower of Own Wind 1 (f4 is North's)",
        hand(BASE, "5m", seat="N", flowers="f4"),
        3,
        BASE_FAAN + [("own_flower", 1)],
    ),
    case(
        "flowers/own-season-east-s1",
        "seed 001, Flower Faan: Season of Own Wind 1 (s1 is East's)",
        hand(BASE, "5m", seat="E", flowers="s1"),
        3,
        BASE_FAAN + [("own_season", 1)],
    ),
    case(
        "flowers/own-season-north-s4",
        "seed 001, Flower Faan: Season of Own Wind 1 (s4 is North's)",
        hand(BASE, "5m", seat="N", flowers="s4"),
        3,
        BASE_FAAN + [("own_season", 1)],
    ),
    case(
        "flowers/near-miss-not-own",
        "seed 001, Flower Faan: f2 and s3 are not East's; no flower faan at all",
        hand(BASE, "5m", seat="E", flowers="f2 s3"),
        2,
        BASE_FAAN,
    ),
    case(
        "flowers/own-flower-and-own-season",
        "seed 001, Flower Faan: Flower of Own Wind 1 + Season of Own Wind 1",
        hand(BASE, "5m", seat="W", flowers="f3 s3"),
        4,
        BASE_FAAN + [("own_flower", 1), ("own_season", 1)],
    ),
    case(
        "flowers/all-four-flowers",
        "seed 001, Flower Faan: All Flowers 2, does not stack with Flower of Own Wind",
        hand(BASE, "5m", seat="S", flowers="f1 f2 f3 f4"),
        4,
        BASE_FAAN + [("all_flowers", 2)],
    ),
    case(
        "flowers/all-seasons-and-own-flower",
        "seed 001, Flower Faan: All Seasons 2 + Flower of Own Wind 1",
        hand(BASE, "5m", seat="E", flowers="s1234 f1"),
        5,
        BASE_FAAN + [("all_seasons", 2), ("own_flower", 1)],
    ),
    case(
        "flowers/all-eight",
        "seed 001, Flower Faan: All Flowers 2 + All Seasons 2 (no own flower/season on top)",
        hand(BASE, "5m", seat="N", flowers="f1234 s1234"),
        6,
        BASE_FAAN + [("all_flowers", 2), ("all_seasons", 2)],
    ),
    case(
        "flowers/off-no-flower-faan",
        "seed 001, Flower Faan (flowers off): not even No Flowers 1",
        hand(BASE, "5m", flowers=""),
        2,
        BASE_FAAN,
        settings={"flowers": False},
    ),
    case(
        "flowers/not-toward-minimum",
        "seed 001 silent; seed 004: bonus faan not counted toward the minimum "
        "(setting false): the total still shows 3 but only 2 count",
        hand(BASE, "5m", flowers=""),
        3,
        BASE_FAAN + [("no_flowers", 1)],
        meets=False,
        settings={"flowers_count_toward_minimum": False},
    ),
    case(
        "flowers/not-toward-minimum-enough-without",
        "seed 004, bonus faan excluded from the minimum; 3 non-flower faan still meet it",
        hand(BASE, "9s", "self_drawn", seat="E", flowers="f1"),
        4,
        BASE_FAAN + [("self_drawn", 1), ("own_flower", 1)],
        meets=True,
        settings={"flowers_count_toward_minimum": False},
    ),
]


@pytest.mark.parametrize("c", FLOWERS)
def test_flower_faan(c):
    check(c)


# ---------------------------------------------------------------------------------------
# Winning-condition faan (seed 001, Winning Condition Faan).
# ---------------------------------------------------------------------------------------
CONDITIONS = [
    case(
        "self_drawn/exposed-hand",
        "seed 001, Winning Condition Faan: Self-Pick 1 (no Win from Wall: a chow is exposed)",
        hand("234m 567p 789s 55p", "5p", "self_drawn", melds=["chow 2s"]),
        2,
        [("common_hand", 1), ("self_drawn", 1)],
    ),
    case(
        "self_drawn/concealed",
        "seed 001, Winning Condition Faan: Self-Pick 1 + Win from Wall 1",
        hand(BASE, "9s", "self_drawn"),
        3,
        BASE_FAAN + [("self_drawn", 1)],
    ),
    case(
        "concealed_hand/concealed-kong-allowed",
        "seed 001, Winning Condition Faan: Win from Wall 1 (a concealed kong is not an open meld)",
        hand("123m 456m 789s 99s", "9s", melds=["ckong 5p"]),
        1,
        [("concealed_hand", 1)],
    ),
    case(
        "concealed_hand/near-miss-exposed-kong",
        "seed 001, Winning Condition Faan: Win from Wall needs no open meld",
        hand("123m 456m 789s 99s", "9s", melds=["kong 5p"]),
        0,
        [],
    ),
    case(
        "robbing_kong/concealed",
        "seed 001, Winning Condition Faan: Robbing Kong 1",
        hand(BASE, "5m", conditions=["robbing_kong"]),
        3,
        BASE_FAAN + [("robbing_kong", 1)],
    ),
    case(
        "robbing_kong/exposed",
        "seed 001, Winning Condition Faan: Robbing Kong 1",
        hand("234m 567p 789s 55p", "7p", melds=["chow 2s"], conditions=["robbing_kong"]),
        2,
        [("common_hand", 1), ("robbing_kong", 1)],
        meets=False,
    ),
    case(
        "last_tile/self-drawn",
        "seed 001, Winning Condition Faan: Win by Last Catch 1 (last wall tile)",
        hand(BASE, "9s", "self_drawn", conditions=["last_tile"]),
        4,
        BASE_FAAN + [("self_drawn", 1), ("last_tile", 1)],
    ),
    case(
        "last_tile/last-discard",
        "seed 001, Winning Condition Faan: Win by Last Catch 1 (last discard)",
        hand("888s 444m 77p", "7p", melds=["pong 2m", "pong 5p"], conditions=["last_tile"]),
        4,
        [("all_in_triplets", 3), ("last_tile", 1)],
    ),
    case(
        "kong_replacement/after-kong",
        "seed 001, Winning Condition Faan: Win by Kong 1, implies Self-Pick 1",
        hand("123m 456m 789s 99s", "9s", "self_drawn", melds=["kong 7p"], conditions=["kong_replacement"]),
        2,
        [("self_drawn", 1), ("kong_replacement", 1)],
        meets=False,
    ),
    case(
        "kong_replacement/after-flower",
        "seed 001, Winning Condition Faan: Win by Kong 1 (replacement for a bonus tile) "
        "+ Self-Pick 1 + Win from Wall 1 + Common Hand 1 + own flower 1",
        hand(BASE, "9s", "self_drawn", seat="E", flowers="f1", conditions=["kong_replacement"]),
        5,
        BASE_FAAN + [("self_drawn", 1), ("kong_replacement", 1), ("own_flower", 1)],
    ),
    case(
        "double_kong/exposed-kongs",
        "seed 001, Winning Condition Faan: Win by Double-Kong 8 + Self-Pick 1 (replaces Win by Kong)",
        hand("123m 456m 99s", "9s", "self_drawn", melds=["kong 7p", "kong 2s"], conditions=["double_kong_replacement"]),
        9,
        [("self_drawn", 1), ("double_kong_replacement", 8)],
    ),
    case(
        "double_kong/both-conditions-concealed-kongs",
        "seed 001, Winning Condition Faan: Double-Kong 8 replaces Win by Kong 1; Self-Pick 1 + Win from Wall 1",
        hand(
            "123m 456m 99s",
            "9s",
            "self_drawn",
            melds=["ckong 7p", "ckong 2s"],
            conditions=["kong_replacement", "double_kong_replacement"],
        ),
        10,
        [("self_drawn", 1), ("concealed_hand", 1), ("double_kong_replacement", 8)],
    ),
    case(
        "heavenly/common-hand-capped",
        "seed 001, Winning Condition Faan: Heavenly Hand 13 (a condition, not a limit hand) "
        "+ Common 1 + Self-Pick 1 + Win from Wall 1 -> min(13, 16)",
        hand(BASE, "9s", "self_drawn", seat="E", conditions=["heavenly"]),
        13,
        BASE_FAAN + [("self_drawn", 1), ("heavenly", 13)],
        capped_at=13,
    ),
    case(
        "heavenly/with-a-limit-hand",
        "seed 001, Counting faan: limit hand + winning conditions: "
        "All Honours 10 + Self-Pick 1 + Win from Wall 1 + Heavenly 13 -> 13",
        hand("EEE SSS CCC FFF PP", "P", "self_drawn", seat="E", conditions=["heavenly"]),
        13,
        [("all_honours", 10), ("self_drawn", 1), ("concealed_hand", 1), ("heavenly", 13)],
        limit=True,
        capped_at=13,
    ),
    case(
        "earthly/common-hand-capped",
        "seed 001, Winning Condition Faan: Earthly Hand 13 + Common 1 + Win from Wall 1 -> 13",
        hand(BASE, "5m", seat="S", conditions=["earthly"]),
        13,
        BASE_FAAN + [("earthly", 13)],
        capped_at=13,
    ),
    case(
        "earthly/seven-pairs",
        "seed 001, Winning Condition Faan: Earthly Hand 13 + Seven Pairs 4 -> 13",
        hand("11m 33m 55p 77p 99s EE CC", "C", seat="N", conditions=["earthly"]),
        13,
        [("seven_pairs", 4), ("earthly", 13)],
        capped_at=13,
    ),
]


@pytest.mark.parametrize("c", CONDITIONS)
def test_winning_condition_faan(c):
    check(c)


# ---------------------------------------------------------------------------------------
# Arrangements: the one best for the player counts (seed 003, 5.1); capping; minimum.
# ---------------------------------------------------------------------------------------
ARRANGEMENTS = [
    case(
        "ambiguous/111222333-as-chows",
        "seed 003, 5.1: 111222333m read as three chows: Common Hand 1 + Win from Wall 1 "
        "beats three pongs (Win from Wall 1 only)",
        hand("111222333m 456p 99s", "3m"),
        2,
        [("common_hand", 1), ("concealed_hand", 1)],
        arrangement=["123m", "123m", "123m", "456p", "99s"],
    ),
    case(
        "ambiguous/111222333-as-pongs-self-triplets",
        "seed 003, 5.1 + seed 001 Self Triplets: pongs, discard completes the pair -> 10",
        hand("111222333m 999p 55s", "5s"),
        10,
        [("self_triplets", 10)],
        limit=True,
        arrangement=["111m", "222m", "333m", "999p", "55s"],
    ),
    case(
        "ambiguous/111222333-discard-completes-pong",
        "seed 001, Self Triplets: a discard forming a pong is not Self Triplets; "
        "seed 003, 5.1: pongs still pay best (All in Triplets 3 + Win from Wall 1)",
        hand("111222333m 999p 55s", "3m"),
        4,
        [("all_in_triplets", 3), ("concealed_hand", 1)],
    ),
    case(
        "ambiguous/111222333-self-drawn",
        "seed 001, Self Triplets 10 + Self-Pick 1 (self-drawn, any set)",
        hand("111222333m 999p 55s", "3m", "self_drawn"),
        11,
        [("self_triplets", 10), ("self_drawn", 1)],
        limit=True,
    ),
    case(
        "ambiguous/seed-003-5.1-pong-beats-chow",
        "seed 003, 5.1: the winning 4s completes a pong rather than a chow 2-3-4 "
        "when the other sets are triplets (the printed 2-2-3-3-4 cannot form a pong; shown with 222333444s)",
        hand("222333444s 99p", "4s", melds=["pong 7p"]),
        3,
        [("all_in_triplets", 3)],
        arrangement=["222s", "333s", "444s", "777p", "99p"],
    ),
    case(
        "ambiguous/seven-pairs-off-reads-chows",
        "seed 001, Hand Faan: Seven Pairs (played by some variants) off: "
        "the same tiles score as chows, Common Hand 1 + Win from Wall 1",
        hand("223344m 556677p 99s", "9s"),
        2,
        [("common_hand", 1), ("concealed_hand", 1)],
        settings={"seven_pairs": False},
    ),
    case(
        "cap/non-limit-over-13",
        "seed 001, Counting faan: min(13, 3 + 3 + 5 + 3 dragons = 14)",
        hand("222m 55m", "5m", melds=["pong C", "pong F", "pong P"]),
        13,
        [("all_in_triplets", 3), ("mixed_one_suit", 3), ("great_dragons", 5)] + [("dragon_pong", 1)] * 3,
        capped_at=13,
    ),
    case(
        "minimum/chicken-hand",
        "seed 001, Hand progress terminology: a chicken hand (0 faan) is below the minimum 3",
        hand("888s 345m 77p", "3m", melds=["pong 2m", "pong 5p"]),
        0,
        [],
        meets=False,
    ),
    case(
        "minimum/two-faan",
        "seed 001, introduction: minimum 3 faan; 2 faan is shown but does not meet it",
        hand("123m 456p 789s 234s SS", "S"),
        2,
        [("common_hand", 1), ("concealed_hand", 1)],
        meets=False,
    ),
    case(
        "minimum/lowered-to-one",
        "seed 001, introduction: other minimums are possible (min_faan 1)",
        hand("234m 567p 789s 55p", "7p", melds=["chow 2s"]),
        1,
        [("common_hand", 1)],
        meets=True,
        settings={"min_faan": 1},
    ),
]


@pytest.mark.parametrize("c", ARRANGEMENTS)
def test_arrangements_caps_and_minimum(c):
    check(c)


def test_hand_format_example_result_exactly():
    """The result in the hand-format document, key for key (seed 001 values)."""
    out, _ = score_hand_json(EXAMPLE_HAND)
    assert_example_result(out)


def test_dragon_pongs_are_named_per_dragon():
    """seed 001, Wind and Dragon Faan: Red, Green and White Dragon are separate lines."""
    out, _ = score_hand_json(hand("234m 55p", "5p", melds=["pong C", "pong F", "pong P"]))
    names = sorted(p["name"] for p in out["patterns"] if p["id"] == "dragon_pong")
    assert names == ["Green Dragon", "Red Dragon", "White Dragon"]


def test_self_draw_and_discard_differ_by_self_pick():
    """seed 001, Winning Condition Faan: the same concealed hand self-drawn earns Self-Pick 1 more."""
    drawn, _ = score_hand_json(hand(BASE, "9s", "self_drawn"))
    discard, _ = score_hand_json(hand(BASE, "9s", "discard"))
    assert drawn["faan"] - discard["faan"] == 1


# Seed 001 ("1112345678999 + any tile in the set"), seed 003 ("a regular hand which can go
# out on any of the nine suit tiles") and seed 004 ("1112345678999 ... any one extra piece
# of the same suit suffices to win"): Nine Gates is the thirteen 1112345678999 held, and the
# winning tile the extra one; in every preset that plays it.
@pytest.mark.parametrize("preset", ["hk", "hk-old", "new-style-6-9-12"])
@pytest.mark.parametrize(
    ("concealed", "winning", "nine_gates"),
    [
        ("11123456789999s", "9s", True),  # 1112345678999 held, won on 9
        ("11123455678999s", "5s", True),  # won on 5
        ("11112345678999s", "1s", True),  # won on 1
        ("11123456778999s", "9s", False),  # 1112345677899 held: won on 9, not Nine Gates
        ("11123456778999s", "7s", True),  # the same tiles, won on 7: 1112345678999 held
        ("11123445678999p", "9p", False),  # 1112344567899 held
    ],
)
def test_nine_gates_only_when_the_thirteen_held_are_the_gates(preset, concealed, winning, nine_gates):
    result, _ = score_hand_json(
        builders.hand(concealed, winning, "discard", seat="E", ruleset=preset), get_preset(preset)
    )
    ids = [p["id"] for p in result["patterns"]]
    assert ("nine_gates" in ids) is nine_gates
    if not nine_gates:
        assert "all_one_suit" in ids and not result["limit"]
