"""The `hk-old` preset against seed 004 (Old Hong Kong scoring), two or more hands per
pattern, counted by hand from the seed, and its three worked payment examples.

Seed 004's values: Basic (dragon pung 1, seat or round wind pung 1, All suited 1,
Common hand 1, All-pung hand 3, Clean hand 3), Advanced (3 concealed pungs 3, 3 kongs 3,
7 pairs 4, Pure hand 7, Little dragons 5, Little winds 6), Bonus faan not counted toward
the minimum (wall 1, robbing the kong 1, last tile 1, no flowers 1, own flower 1, own
season 1, all four flowers 2 plus own flower, all four seasons 2 plus own season),
Other high-scoring hands (Mixed terminals 5, All honours 10, Great dragons 8, Win by
double kong 9), Limit hands (shown at the 10-faan limit, paid 64 by each loser).
Unless a case says otherwise: seat South, prevailing East, one flower not the seat's own.
"""

from __future__ import annotations

import pytest

from mjscore_gui.rulebook import get_preset
from tests.presets.cases import case, check, hand, patterns_with_fewer_than_two_cases

OLD = get_preset("hk-old")

CASES = [
    # --- Basic ---
    # All suited 1 + Common hand 1 = 2: below the 3-faan minimum.
    case(
        "no_honours/common-hand",
        hand("123m 456m 789p 345s 22s", "2s"),
        2,
        [("no_honours", 1), ("common_hand_suited_pair", 1)],
    ),
    # A pung among chows: All suited 1 only.
    case("no_honours/with-a-pung", hand("456m 789p 345s 22s", "2s", melds=["pong 1m"]), 1, [("no_honours", 1)]),
    # Common hand needs a suited pair: four chows and a pair of West (not seat, not round) = 0.
    case("common_hand_suited_pair/honour-pair-is-not", hand("123m 456m 789p 345s WW", "W"), 0, []),
    # Self-drawn: Common hand 1 + All suited 1 + wall 1 = 3, but the wall faan is bonus:
    # 2 count toward the minimum, so the hand cannot win (seed 004, Bonus faan).
    case(
        "self_drawn/bonus-not-toward-minimum",
        hand("123m 456m 789p 345s 22s", "2s", "self_drawn"),
        3,
        [("no_honours", 1), ("common_hand_suited_pair", 1), ("self_drawn", 1)],
        toward_minimum=2,
    ),
    # All-pung hand 3 + All suited 1 = 4 (777s and 999s are the only concealed pungs).
    case(
        "all_in_triplets/suited",
        hand("777s 999s 22m", "2m", melds=["pong 1m", "pong 4p"]),
        4,
        [("all_in_triplets", 3), ("no_honours", 1)],
    ),
    # All-pung hand 3 + red dragon 1 + East (round wind) 1 = 5.
    case(
        "all_in_triplets/honours",
        hand("777s EEE 22m", "2m", melds=["pong C", "pong 4p"]),
        5,
        [("all_in_triplets", 3), ("dragon_pong", 1), ("prevailing_wind", 1)],
    ),
    # Clean hand 3 + red dragon 1 = 4.
    case(
        "mixed_one_suit/dragon",
        hand("123m 456m 22m", "2m", melds=["pong C", "chow 7m"]),
        4,
        [("mixed_one_suit", 3), ("dragon_pong", 1)],
    ),
    # Clean hand 3; the pair of South (seat wind) scores nothing, and is no suited pair.
    case(
        "mixed_one_suit/wind-pair", hand("123m 456m SS", "S", melds=["chow 7m", "chow 2m"]), 3, [("mixed_one_suit", 3)]
    ),
    # --- Advanced ---
    # 3 concealed pungs 3 + All suited 1 = 4: the discard completes the pair.
    case(
        "three_concealed_pongs/discard-on-pair",
        hand("111m 444p 777s 99s", "9s", melds=["chow 1s"]),
        4,
        [("three_concealed_pongs", 3), ("no_honours", 1)],
    ),
    # Self-drawn on 7s: 3 concealed pungs 3 + All suited 1 + wall 1 = 5 (4 toward the minimum).
    case(
        "three_concealed_pongs/self-drawn",
        hand("111m 444p 777s 99s", "7s", "self_drawn", melds=["chow 1s"]),
        5,
        [("three_concealed_pongs", 3), ("no_honours", 1), ("self_drawn", 1)],
        toward_minimum=4,
    ),
    # The same hand won on a discarded 7s: that pung is exposed, 2 concealed: All suited 1.
    case(
        "three_concealed_pongs/discard-makes-it-exposed",
        hand("111m 444p 777s 99s", "7s", melds=["chow 1s"]),
        1,
        [("no_honours", 1)],
    ),
    # 3 kongs 3 + All suited 1 = 4.
    case(
        "three_kongs/suited",
        hand("234s 99s", "9s", melds=["kong 1m", "kong 4p", "kong 7s"]),
        4,
        [("three_kongs", 3), ("no_honours", 1)],
    ),
    # 3 kongs 3 + red dragon 1 = 4 (one concealed kong: not 3 concealed pungs).
    case(
        "three_kongs/dragon",
        hand("234s 99s", "9s", melds=["kong C", "kong 4p", "ckong 7s"]),
        4,
        [("three_kongs", 3), ("dragon_pong", 1)],
    ),
    # 7 pairs 4 + All suited 1 = 5.
    case("seven_pairs/suited", hand("11m 33m 55p 77p 99s 22s 44s", "4s"), 5, [("seven_pairs", 4), ("no_honours", 1)]),
    # 7 pairs 4 + wall 1 = 5, 4 toward the minimum.
    case(
        "seven_pairs/self-drawn",
        hand("11m 33m 55p 77p EE SS CC", "C", "self_drawn"),
        5,
        [("seven_pairs", 4), ("self_drawn", 1)],
        toward_minimum=4,
    ),
    # seven_pairs_limit on (seed 004 also lists seven pairs among the limit hands): the limit,
    # paid 64 by each loser without doubling: South +192 (seed 004, Limit hands).
    case(
        "seven_pairs/limit-setting",
        hand("11m 33m 55p 77p EE SS CC", "C", discarder="E"),
        10,
        [("seven_pairs", 10)],
        limit=True,
        settings={"seven_pairs_limit": True},
        payments={"E": -64, "S": 192, "W": -64, "N": -64},
    ),
    # Pure hand 7 (All suited included) + Common hand 1 = 8.
    case(
        "all_one_suit/chows",
        hand("123m 456m 789m 234m 55m", "5m"),
        8,
        [("all_one_suit", 7), ("common_hand_suited_pair", 1)],
    ),
    # Pure hand 7 + All-pung hand 3 = 10 = 8 base points; North discarded:
    # East 8 x2 (East) = 16, North 8 x2 (discarder) = 16, West 8: South +40.
    case(
        "all_one_suit/pungs",
        hand("555m 777m 22m", "2m", melds=["pong 1m", "pong 9m"], discarder="N"),
        10,
        [("all_one_suit", 7), ("all_in_triplets", 3)],
        payments={"E": -16, "S": 40, "W": -8, "N": -16},
    ),
    # Little dragons 5 (its two dragon pungs included).
    case("small_dragons/mixed", hand("123m 456p PP", "P", melds=["pong C", "pong F"]), 5, [("small_dragons", 5)]),
    # Little dragons 5 + Clean hand 3 = 8.
    case(
        "small_dragons/clean",
        hand("123m 456m PP", "P", melds=["pong C", "pong F"]),
        8,
        [("small_dragons", 5), ("mixed_one_suit", 3)],
    ),
    # Little winds 6 + East (round) 1 + Clean hand 3 = 10.
    case(
        "small_winds/round-wind",
        hand("123m SS", "S", melds=["pong E", "pong W", "pong N"]),
        10,
        [("small_winds", 6), ("prevailing_wind", 1), ("mixed_one_suit", 3)],
    ),
    # Seat North in a North round, North is the pair: Little winds 6 + Clean hand 3 = 9.
    case(
        "small_winds/no-wind-pung-scores",
        hand("123m NN", "N", melds=["pong E", "pong S", "pong W"], seat="N", prevailing="N"),
        9,
        [("small_winds", 6), ("mixed_one_suit", 3)],
    ),
    # --- Other high-scoring hands ---
    # Mixed terminals 5 (its all-pung hand included) + East (round) 1 = 6.
    case(
        "mixed_orphans/three-suits",
        hand("EEE 999s 11s", "1s", melds=["pong 1m", "pong 9p"]),
        6,
        [("mixed_orphans", 5), ("prevailing_wind", 1)],
    ),
    # Mixed terminals 5 + Clean hand 3 + red dragon 1 = 9.
    case(
        "mixed_orphans/clean",
        hand("NNN CCC WW", "W", melds=["pong 1m", "pong 9m"]),
        9,
        [("mixed_orphans", 5), ("mixed_one_suit", 3), ("dragon_pong", 1)],
    ),
    # Great dragons 8 (its three dragon pungs included).
    case(
        "great_dragons/discard", hand("234m 55p", "5p", melds=["pong C", "pong F", "pong P"]), 8, [("great_dragons", 8)]
    ),
    # Great dragons 8 + wall 1 + no flowers 1 = 10; 8 toward the minimum.
    case(
        "great_dragons/self-drawn-no-flowers",
        hand("234m 55p", "5p", "self_drawn", melds=["pong C", "pong F", "pong P"], flowers=""),
        10,
        [("great_dragons", 8), ("self_drawn", 1), ("no_flowers", 1)],
        toward_minimum=8,
    ),
    # All honours 10 (seed 004 lists it among the other high-scoring hands, not a limit hand)
    # + 2 dragon pungs + East (round) 1 = 13: shown at the 10-faan limit (not a limit hand).
    case(
        "all_honours/with-winds",
        hand("EEE WWW SS", "S", melds=["pong C", "pong F"]),
        10,
        [("all_honours", 10), ("dragon_pong", 1), ("dragon_pong", 1), ("prevailing_wind", 1)],
        capped_at=10,
    ),
    # All honours 10 + 7 pairs 4 = 14 -> 10.
    case(
        "all_honours/seven-pairs",
        hand("EE SS WW NN CC FF PP", "P"),
        10,
        [("all_honours", 10), ("seven_pairs", 4)],
        capped_at=10,
    ),
    # Win by double kong 9 (self-pick included) + red dragon 1 = 10.
    case(
        "double_kong_replacement/dragon",
        hand("123m 567s 99s", "9s", "self_drawn", melds=["kong C", "kong 4p"], conditions=["double_kong_replacement"]),
        10,
        [("double_kong_replacement", 9), ("dragon_pong", 1)],
    ),
    # Win by double kong 9 + All suited 1 = 10.
    case(
        "double_kong_replacement/suited",
        hand("234m 567s 99s", "9s", "self_drawn", melds=["kong 1m", "kong 4p"], conditions=["double_kong_replacement"]),
        10,
        [("double_kong_replacement", 9), ("no_honours", 1)],
    ),
    # --- Honour pungs ---
    case("dragon_pong/one", hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"]), 1, [("dragon_pong", 1)]),
    case("dragon_pong/two", hand("456p 789s 22s", "2s", melds=["pong C", "pong P"]), 2, [("dragon_pong", 1)] * 2),
    case("seat_wind/south", hand("456p 789s 22s", "2s", melds=["pong S", "chow 1m"]), 1, [("seat_wind", 1)]),
    # Double wind: seat South in a South round: seat 1 + round 1 = 2.
    case(
        "seat_wind/double",
        hand("456p 789s 22s", "2s", melds=["pong S", "chow 1m"], prevailing="S"),
        2,
        [("seat_wind", 1), ("prevailing_wind", 1)],
    ),
    case("prevailing_wind/east", hand("456p 789s 22s", "2s", melds=["pong E", "chow 1m"]), 1, [("prevailing_wind", 1)]),
    # Seat wind South and round wind East pungs: 1 + 1 = 2.
    case(
        "prevailing_wind/with-seat",
        hand("789s 22s", "2s", melds=["pong E", "pong S", "chow 1m"]),
        2,
        [("prevailing_wind", 1), ("seat_wind", 1)],
    ),
    # --- Bonus faan from flowers: not toward the minimum ---
    case(
        "no_flowers/one-dragon",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers=""),
        2,
        [("dragon_pong", 1), ("no_flowers", 1)],
        toward_minimum=1,
    ),
    # Pure hand 7 + Common hand 1 + no flowers 1 = 9, 8 toward the minimum.
    case(
        "no_flowers/pure",
        hand("123m 456m 789m 234m 55m", "5m", flowers=""),
        9,
        [("all_one_suit", 7), ("common_hand_suited_pair", 1), ("no_flowers", 1)],
        toward_minimum=8,
    ),
    case(
        "own_flower/south",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f2"),
        2,
        [("dragon_pong", 1), ("own_flower", 1)],
        toward_minimum=1,
    ),
    case(
        "own_flower/east",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f1 s3", seat="E"),
        2,
        [("dragon_pong", 1), ("own_flower", 1)],
        toward_minimum=1,
    ),
    case(
        "own_season/south",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="s2"),
        2,
        [("dragon_pong", 1), ("own_season", 1)],
        toward_minimum=1,
    ),
    # Own flower 1 + own season 1 = 2 bonus.
    case(
        "own_season/with-own-flower",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f2 s2"),
        3,
        [("dragon_pong", 1), ("own_flower", 1), ("own_season", 1)],
        toward_minimum=1,
    ),
    # All four flowers 2 "plus 1 for own flower" = 3 bonus.
    case(
        "all_flowers/south",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f1 f2 f3 f4"),
        4,
        [("dragon_pong", 1), ("all_flowers", 2), ("own_flower", 1)],
        toward_minimum=1,
    ),
    case(
        "all_flowers/with-own-season",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f1 f2 f3 f4 s2"),
        5,
        [("dragon_pong", 1), ("all_flowers", 2), ("own_flower", 1), ("own_season", 1)],
        toward_minimum=1,
    ),
    case(
        "all_seasons/south",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="s1 s2 s3 s4"),
        4,
        [("dragon_pong", 1), ("all_seasons", 2), ("own_season", 1)],
        toward_minimum=1,
    ),
    case(
        "all_seasons/west",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="s1 s2 s3 s4", seat="W"),
        4,
        [("dragon_pong", 1), ("all_seasons", 2), ("own_season", 1)],
        toward_minimum=1,
    ),
    # --- Bonus faan by manner of winning: not toward the minimum ---
    # Red dragon 1 + wall 1 = 2, 1 toward the minimum.
    case(
        "self_drawn/dragon",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "chow 1m"]),
        2,
        [("dragon_pong", 1), ("self_drawn", 1)],
        toward_minimum=1,
    ),
    case(
        "robbing_kong/chow",
        hand("456p 789s 22s", "5p", melds=["pong C", "chow 1m"], conditions=["robbing_kong"]),
        2,
        [("dragon_pong", 1), ("robbing_kong", 1)],
        toward_minimum=1,
    ),
    case(
        "robbing_kong/clean",
        hand("123m 456m 22m", "5m", melds=["pong C", "chow 7m"], conditions=["robbing_kong"]),
        5,
        [("mixed_one_suit", 3), ("dragon_pong", 1), ("robbing_kong", 1)],
        toward_minimum=4,
    ),
    case(
        "last_tile/discard",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], conditions=["last_tile"]),
        2,
        [("dragon_pong", 1), ("last_tile", 1)],
        toward_minimum=1,
    ),
    case(
        "last_tile/self-drawn",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "chow 1m"], conditions=["last_tile"]),
        3,
        [("dragon_pong", 1), ("last_tile", 1), ("self_drawn", 1)],
        toward_minimum=1,
    ),
    # --- Limit hands: the limit alone (plus how it was won), shown at 10, paid 64 each ---
    case(
        "heavenly/east",
        hand("123m 456m 789p 345s 22s", "2s", "self_drawn", seat="E", conditions=["heavenly"]),
        10,
        [("heavenly", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
        payments={"E": 192, "S": -64, "W": -64, "N": -64},
    ),
    case(
        "heavenly/pure",
        hand("123m 456m 789m 345m 22m", "2m", "self_drawn", seat="E", conditions=["heavenly"]),
        10,
        [("heavenly", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
    case(
        "earthly/south",
        hand("123m 456m 789p 345s 22s", "2s", conditions=["earthly"], discarder="E"),
        10,
        [("earthly", 10)],
        limit=True,
        payments={"E": -64, "S": 192, "W": -64, "N": -64},
    ),
    case(
        "earthly/west",
        hand("123m 456m 789p 345s EE", "E", seat="W", conditions=["earthly"]),
        10,
        [("earthly", 10)],
        limit=True,
    ),
    case("thirteen_orphans/discard", hand("19m 19p 19s ESWNCFP 9s", "9s"), 10, [("thirteen_orphans", 10)], limit=True),
    case(
        "thirteen_orphans/self-drawn",
        hand("19m 19p 19s ESWNCFP C", "C", "self_drawn"),
        10,
        [("thirteen_orphans", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
    # Terminals: the pungs and pair of ones and nines, no All-pung hand, no All suited.
    case(
        "orphans/discard", hand("111s 999s 99m", "9m", melds=["pong 1m", "pong 9p"]), 10, [("orphans", 10)], limit=True
    ),
    case(
        "orphans/self-drawn",
        hand("999p 111s 999s 99m", "9m", "self_drawn", melds=["pong 1m"]),
        10,
        [("orphans", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
    # All concealed it is also Self triplets: only one limit counts (equal limits: the first listed).
    case(
        "orphans/also-self-triplets",
        hand("111m 999p 111s 999s 99m", "9m", "self_drawn"),
        10,
        [("self_triplets", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
    case("all_green/chows", hand("234s 234s 666s 888s FF", "F"), 10, [("all_green", 10)], limit=True),
    case(
        "all_green/pung-of-green",
        hand("234s 666s 888s 33s", "3s", melds=["pong F"], discarder="W"),
        10,
        [("all_green", 10)],
        limit=True,
        payments={"E": -64, "S": 192, "W": -64, "N": -64},
    ),
    case("nine_gates/five", hand("1112345678999m 5m", "5m"), 10, [("nine_gates", 10)], limit=True),
    case(
        "nine_gates/self-drawn-one",
        hand("1112345678999m 1m", "1m", "self_drawn"),
        10,
        [("nine_gates", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
    case(
        "self_triplets/discard-on-pair", hand("111m 444p 777s EEE 22m", "2m"), 10, [("self_triplets", 10)], limit=True
    ),
    case(
        "self_triplets/self-drawn",
        hand("111m 444p 777s EEE 22m", "7s", "self_drawn"),
        10,
        [("self_triplets", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
    case(
        "all_kongs/exposed",
        hand("99m", "9m", melds=["kong 1m", "kong 4p", "kong 6s", "kong P"]),
        10,
        [("all_kongs", 10)],
        limit=True,
    ),
    case(
        "all_kongs/concealed-self-drawn",
        hand("99m", "9m", "self_drawn", melds=["ckong 1m", "ckong 4p", "kong 6s", "kong P"]),
        10,
        [("all_kongs", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
    case(
        "great_winds/suit-pair",
        hand("NNN 22m", "2m", melds=["pong E", "pong S", "pong W"]),
        10,
        [("great_winds", 10)],
        limit=True,
    ),
    # Great winds with a dragon pair is also All honours 10 (not a limit): the limit is paid.
    case(
        "great_winds/dragon-pair",
        hand("NNN CC", "C", melds=["pong E", "pong S", "pong W"], discarder="N"),
        10,
        [("great_winds", 10)],
        limit=True,
        payments={"E": -64, "S": 192, "W": -64, "N": -64},
    ),
    case(
        "all_eight_flowers/common",
        hand("123m 456m 789p 345s 22s", "2s", flowers="f1 f2 f3 f4 s1 s2 s3 s4"),
        10,
        [("all_eight_flowers", 10)],
        limit=True,
    ),
    case(
        "all_eight_flowers/self-drawn",
        hand("123m 456m 789p 345s 22s", "2s", "self_drawn", flowers="f1 f2 f3 f4 s1 s2 s3 s4"),
        10,
        [("all_eight_flowers", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
    ),
]


@pytest.mark.parametrize("c", CASES)
def test_hk_old_hands(c):
    check(OLD, c)


def test_every_hk_old_pattern_has_two_cases():
    assert patterns_with_fewer_than_two_cases(OLD, CASES) == set()


# --- Seed 004, Payment, Examples: each player's delta from a whole hand ---


def test_seed004_example1_west_self_draws_3_faan():
    # West wins with 3 faan from the wall: 1 base x2 (wall) x2 (East) = 4 from East,
    # 1 x2 = 2 from South and North: West +8. The example's 3 faan leave no room for the
    # wall's bonus faan under a 3-faan minimum, so it is read with "Winning from the wall"
    # at 0 (a pattern value a table may edit); at 1 the hand is 4 faan (next test).
    # Clean hand 3 (123p 456p 789p, a West pair; a flower not West's).
    c = case(
        "ex1",
        hand("123p 456p WW", "W", "self_drawn", melds=["chow 7p", "chow 2p"], seat="W"),
        3,
        [("mixed_one_suit", 3)],
        pattern_faan={"self_drawn": 0},
        payments={"E": -4, "S": -2, "W": 8, "N": -2},
    )
    check(OLD, c.values[0])


def test_seed004_example1_hand_with_the_wall_bonus_faan():
    # The same hand with the bonus table's wall faan: Clean hand 3 + wall 1 = 4 -> 2 base;
    # East 2 x2 x2 = 8, South and North 2 x2 = 4: West +16.
    c = case(
        "ex1b",
        hand("123p 456p WW", "W", "self_drawn", melds=["chow 7p", "chow 2p"], seat="W"),
        4,
        [("mixed_one_suit", 3), ("self_drawn", 1)],
        toward_minimum=3,
        payments={"E": -8, "S": -4, "W": 16, "N": -4},
    )
    check(OLD, c.values[0])


def test_seed004_example2_north_wins_6_faan_off_south():
    # North wins 6 faan (2 base) on South's discard: East 2 x2 = 4, South 2 x2 (discarder)
    # = 4, West 2: North +10. The hand: Clean hand 3 + All-pung hand 3 = 6.
    c = case(
        "ex2",
        hand("555s 777s 99s", "9s", melds=["pong 1s", "pong W"], seat="N", discarder="S"),
        6,
        [("mixed_one_suit", 3), ("all_in_triplets", 3)],
        payments={"E": -4, "S": -4, "W": -2, "N": 10},
    )
    check(OLD, c.values[0])


def test_seed004_example3_east_wins_10_faan_off_west():
    # East wins 10 faan (8 base) on West's discard: South and North 8 x2 (paying East) = 16,
    # West 8 x2 x2 (discarder) = 32: East +64. The hand: Pure hand 7 + All-pung hand 3 = 10.
    c = case(
        "ex3",
        hand("555m 777m 22m", "2m", melds=["pong 1m", "pong 9m"], seat="E", discarder="W"),
        10,
        [("all_one_suit", 7), ("all_in_triplets", 3)],
        payments={"E": 64, "S": -16, "W": -32, "N": -16},
    )
    check(OLD, c.values[0])


def test_half_limit_on_a_discard_is_a_table_rule():
    # seed 004, Limit hands: "Some table rules claim that a semi-concealed hand (winning
    # from a discard) scores a half-limit": Great winds on North's discard, 64 / 2 = 32 each.
    c = case(
        "half",
        hand("NNN 22m", "2m", melds=["pong E", "pong S", "pong W"], discarder="N"),
        10,
        [("great_winds", 10)],
        limit=True,
        settings={"old_hk_half_limit_on_discard": True},
        payments={"E": -32, "S": 96, "W": -32, "N": -32},
    )
    check(OLD, c.values[0])
    # Self-drawn it is still the full limit: 64 from each.
    c = case(
        "full",
        hand("NNN 22m", "2m", "self_drawn", melds=["pong E", "pong S", "pong W"]),
        10,
        [("great_winds", 10), ("self_drawn", 1)],
        limit=True,
        capped_at=10,
        toward_minimum=10,
        settings={"old_hk_half_limit_on_discard": True},
        payments={"E": -64, "S": 192, "W": -64, "N": -64},
    )
    check(OLD, c.values[0])
