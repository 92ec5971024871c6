"""The `yahoo` preset against seed 002 (Guide to Count Faan for MahJong at Yahoo Games):
two or more hands per element, counted by hand from the seed's Winning Elements and
Calculation Charts, and every combination the seed works out (Minor 4 Winds with a
chow 9F+, with a pong 12F+; Major 4 Winds 6F+6F = 12F+; Semi-Pure All Pongs 3+3 = 6F+;
Pure Suit with All Chows or All Pongs; limit hands 13F+).
Unless a case says otherwise: seat South, prevailing East, one flower not the seat's own;
an all-concealed hand earns All Hidden +1F.
"""

from __future__ import annotations

import pytest

from mjscore_gui.rulebook import get_preset
from tests.presets.cases import case, check, hand, patterns_with_fewer_than_two_cases

YAHOO = get_preset("yahoo")

CASES = [
    # --- Arrangements ---
    # KFC with All Chows +1F and All Hidden +1F = 2.
    case("common_hand/hidden", hand("123m 456m 789p 345s 22s", "2s"), 2, [("common_hand", 1), ("concealed_hand", 1)]),
    # All Chows 1F with one chow exposed.
    case("common_hand/exposed", hand("456m 789p 345s 22s", "2s", melds=["chow 1m"]), 1, [("common_hand", 1)]),
    # KFC chicken: mixed suits, a pong, a chow exposed: 0F.
    case("kfc/zero", hand("456m 789p 22s", "2s", melds=["chow 1m", "pong 5s"]), 0, []),
    # "All-Chows (1F+) can also be combined with Semi-Pure (+3F)": 1 + 3 = 4.
    case(
        "mixed_one_suit/all-chows",
        hand("456m 789m 234m WW", "W", melds=["chow 1m"]),
        4,
        [("common_hand", 1), ("mixed_one_suit", 3)],
    ),
    case("mixed_one_suit/with-pong", hand("456m 789m 234m WW", "W", melds=["pong 1m"]), 3, [("mixed_one_suit", 3)]),
    # Mix-Suits All Pongs 3F+.
    case(
        "all_in_triplets/mixed", hand("777s 888s 33m", "3m", melds=["pong 2m", "pong 5p"]), 3, [("all_in_triplets", 3)]
    ),
    # Semi-Pure All Pongs 6F+ = Semi-Pure 3 + All Pongs 3 (West is neither seat nor round).
    case(
        "all_in_triplets/semi-pure",
        hand("777m WWW 33m", "3m", melds=["pong 2m", "pong 5m"]),
        6,
        [("all_in_triplets", 3), ("mixed_one_suit", 3)],
    ),
    # "Pure-Suit Hand (6F+) can be improved by combining with All-Chows (+1F)": 7.
    case(
        "all_one_suit/all-chows",
        hand("456m 789m 234m 55m", "5m", melds=["chow 1m"]),
        7,
        [("all_one_suit", 6), ("common_hand", 1)],
    ),
    # "... or All-Pongs (+3F) achieving 9F+".
    case(
        "all_one_suit/all-pongs",
        hand("555m 777m 99m", "9m", melds=["pong 1m", "pong 3m"]),
        9,
        [("all_one_suit", 6), ("all_in_triplets", 3)],
    ),
    # All Terminals & Honours Pongs 6F+ (All Pongs included) + Prevailing Wind East 1 = 7.
    case(
        "mixed_terminal_honour_pongs/east",
        hand("EEE WWW 11s", "1s", melds=["pong 1m", "pong 9p"]),
        7,
        [("mixed_terminal_honour_pongs", 6), ("prevailing_wind", 1)],
    ),
    # Major 3 Dragons 6 + All Terminals & Honours Pongs 6 = 12 ("a pong and a pair of terminals in different suits").
    case(
        "mixed_terminal_honour_pongs/with-dragons",
        hand("111m 99p", "9p", melds=["pong C", "pong F", "pong P"]),
        12,
        [("great_dragons", 6), ("mixed_terminal_honour_pongs", 6)],
    ),
    # Not mixing suits it is Semi-Pure All Pongs instead: 3 + 3 + Prevailing Wind East 1 = 7.
    case(
        "mixed_terminal_honour_pongs/one-suit-is-semi-pure",
        hand("EEE WWW NN", "N", melds=["pong 1m", "pong 9m"]),
        7,
        [("mixed_one_suit", 3), ("all_in_triplets", 3), ("prevailing_wind", 1)],
    ),
    # Minor 3 Dragons +3F ("already includes all Faan from dragons").
    case("small_dragons/mixed", hand("123m 456p PP", "P", melds=["pong C", "pong F"]), 3, [("small_dragons", 3)]),
    # Minor Dragons 3 + Own Wind South 1 + Semi-Pure 3 = 7.
    case(
        "small_dragons/semi-pure",
        hand("SSS 123m PP", "P", melds=["pong C", "pong F"]),
        7,
        [("small_dragons", 3), ("seat_wind", 1), ("mixed_one_suit", 3)],
    ),
    # Major 3 Dragons 6F+.
    case(
        "great_dragons/mixed", hand("234m 55p", "5p", melds=["pong C", "pong F", "pong P"]), 6, [("great_dragons", 6)]
    ),
    # Major Dragons 6 + Semi-Pure All Pongs 6 = 12.
    case(
        "great_dragons/semi-pure-pongs",
        hand("222m 55m", "5m", melds=["pong C", "pong F", "pong P"]),
        12,
        [("great_dragons", 6), ("mixed_one_suit", 3), ("all_in_triplets", 3)],
    ),
    # Major Dragons chart: "+6F All Honours Pongs Semi-Pure (the three dragons pongs plus any wind pong
    # plus a worthless pair of suit tiles)": 6 + Semi-Pure 3 + All Pongs 3 = 12 (West: not own, not prevailing).
    case(
        "great_dragons/all-honours-pongs-semi-pure",
        hand("WWW 22m", "2m", melds=["pong C", "pong F", "pong P"]),
        12,
        [("great_dragons", 6), ("mixed_one_suit", 3), ("all_in_triplets", 3)],
    ),
    # All Terminals & Honours chart: "+3F two pongs/kongs Dragons and pair of third Dragons (with two pongs
    # terminals in different suits)": 6 + Minor Dragons 3 = 9.
    case(
        "small_dragons/terminals-and-honours",
        hand("111m 999p PP", "P", melds=["pong C", "pong F"]),
        9,
        [("mixed_terminal_honour_pongs", 6), ("small_dragons", 3)],
    ),
    # Minor 4 Winds with a chow: 6 + Semi-Pure 3 = 9F+ (no Own or Prevailing Wind faan).
    case(
        "small_winds/chow",
        hand("123m NN", "N", melds=["pong E", "pong S", "pong W"]),
        9,
        [("small_winds", 6), ("mixed_one_suit", 3)],
    ),
    # Minor 4 Winds with a pong: 6 + Semi-Pure All Pongs 6 = 12F+.
    case(
        "small_winds/pong",
        hand("555m NN", "N", melds=["pong E", "pong S", "pong W"]),
        12,
        [("small_winds", 6), ("mixed_one_suit", 3), ("all_in_triplets", 3)],
    ),
    # Major 4 Winds: Four Winds 6 + All Honours Pongs Semi-Pure 6 = 12F+.
    case(
        "great_winds/worthless-pair",
        hand("NNN 22m", "2m", melds=["pong E", "pong S", "pong W"]),
        12,
        [("great_winds", 6), ("mixed_one_suit", 3), ("all_in_triplets", 3)],
    ),
    # ... self-picked: 12 + Self Pick 1 = 13, the maximum.
    case(
        "great_winds/self-pick",
        hand("NNN 22m", "2m", "self_drawn", melds=["pong E", "pong S", "pong W"]),
        13,
        [("great_winds", 6), ("mixed_one_suit", 3), ("all_in_triplets", 3), ("self_drawn", 1)],
    ),
    # --- Dragons and winds ---
    case("dragon_pong/one", hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"]), 1, [("dragon_pong", 1)]),
    # Two pongs/kongs dragons +2F.
    case("dragon_pong/two", hand("456p 789s 22s", "2s", melds=["pong C", "pong P"]), 2, [("dragon_pong", 1)] * 2),
    case("seat_wind/south", hand("456p 789s 22s", "2s", melds=["pong S", "chow 1m"]), 1, [("seat_wind", 1)]),
    # Double Wind +2F.
    case(
        "seat_wind/double",
        hand("456p 789s 22s", "2s", melds=["pong E", "chow 1m"], seat="E"),
        2,
        [("seat_wind", 1), ("prevailing_wind", 1)],
    ),
    case("prevailing_wind/east", hand("456p 789s 22s", "2s", melds=["pong E", "chow 1m"]), 1, [("prevailing_wind", 1)]),
    # Both Own Wind and Prevailing Wind pongs +2F.
    case(
        "prevailing_wind/with-own",
        hand("789s 22s", "2s", melds=["pong E", "pong S", "chow 1m"]),
        2,
        [("prevailing_wind", 1), ("seat_wind", 1)],
    ),
    # --- Flowers and seasons (they count toward the minimum) ---
    case(
        "no_flowers/dragon",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers=""),
        2,
        [("dragon_pong", 1), ("no_flowers", 1)],
    ),
    case(
        "no_flowers/all-chows",
        hand("456m 789p 345s 22s", "2s", melds=["chow 1m"], flowers=""),
        2,
        [("common_hand", 1), ("no_flowers", 1)],
    ),
    case(
        "own_flower/south",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f2"),
        2,
        [("dragon_pong", 1), ("own_flower", 1)],
    ),
    # Own Flower And Own Season +2F.
    case(
        "own_flower/and-own-season",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f2 s2"),
        3,
        [("dragon_pong", 1), ("own_flower", 1), ("own_season", 1)],
    ),
    case(
        "own_season/east",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="s1", seat="E"),
        2,
        [("dragon_pong", 1), ("own_season", 1)],
    ),
    # Flower Kong +2F (Own Flower already contained).
    case(
        "all_flowers/kong",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f1 f2 f3 f4"),
        3,
        [("dragon_pong", 1), ("all_flowers", 2)],
    ),
    # FlowerKong plus OwnSeason +3F.
    case(
        "all_flowers/plus-own-season",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f1 f2 f3 f4 s2"),
        4,
        [("dragon_pong", 1), ("all_flowers", 2), ("own_season", 1)],
    ),
    case(
        "all_seasons/kong",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="s1 s2 s3 s4"),
        3,
        [("dragon_pong", 1), ("all_seasons", 2)],
    ),
    # OwnFlower plus SeasonKong +3F.
    case(
        "all_seasons/plus-own-flower",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f2 s1 s2 s3 s4"),
        4,
        [("dragon_pong", 1), ("all_seasons", 2), ("own_flower", 1)],
    ),
    # --- The winning tile ---
    case(
        "robbing_kong/chow",
        hand("456p 789s 22s", "5p", melds=["pong C", "chow 1m"], conditions=["robbing_kong"]),
        2,
        [("dragon_pong", 1), ("robbing_kong", 1)],
    ),
    case(
        "robbing_kong/all-chows",
        hand("456p 789s 22s", "8s", melds=["chow 4m", "chow 1m"], conditions=["robbing_kong"]),
        2,
        [("common_hand", 1), ("robbing_kong", 1)],
    ),
    case(
        "self_drawn/dragon",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "chow 1m"]),
        2,
        [("dragon_pong", 1), ("self_drawn", 1)],
    ),
    # All Hidden and Self Pick: 1 + 1 + All Chows 1 = 3.
    case(
        "self_drawn/hidden",
        hand("123m 456m 789p 345s 22s", "2s", "self_drawn"),
        3,
        [("common_hand", 1), ("concealed_hand", 1), ("self_drawn", 1)],
    ),
    case(
        "last_tile/discard",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], conditions=["last_tile"]),
        2,
        [("dragon_pong", 1), ("last_tile", 1)],
    ),
    case(
        "last_tile/semi-pure",
        hand("123m 456m 22m", "2m", melds=["pong C", "chow 7m"], conditions=["last_tile"]),
        5,
        [("mixed_one_suit", 3), ("dragon_pong", 1), ("last_tile", 1)],
    ),
    case("concealed_hand/kfc", hand("123m 555p 789p 345s 22s", "2s"), 1, [("concealed_hand", 1)]),
    # A concealed kong is not revealed play: All Hidden still + Semi-Pure 3 = 4.
    case(
        "concealed_hand/concealed-kong",
        hand("123m 456m 234m WW", "W", melds=["ckong 9m"]),
        4,
        [("mixed_one_suit", 3), ("concealed_hand", 1)],
    ),
    # Self-Pick on Last-Tile +2F (in place of Self Pick 1 + Last Tile 1).
    case(
        "self_pick_last_tile/dragon",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "chow 1m"], conditions=["last_tile"]),
        3,
        [("dragon_pong", 1), ("self_pick_last_tile", 2)],
    ),
    case(
        "self_pick_last_tile/hidden",
        hand("123m 456m 789p 345s 22s", "2s", "self_drawn", conditions=["last_tile"]),
        4,
        [("common_hand", 1), ("concealed_hand", 1), ("self_pick_last_tile", 2)],
    ),
    # Supplementary Tile with Self Pick +2F.
    case(
        "supplementary_self_pick/kong",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "kong 1m"], conditions=["kong_replacement"]),
        3,
        [("dragon_pong", 1), ("supplementary_self_pick", 2)],
    ),
    case(
        "supplementary_self_pick/concealed-kong",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "ckong 1m"], conditions=["kong_replacement"]),
        3,
        [("dragon_pong", 1), ("supplementary_self_pick", 2)],
    ),
    # A flower's replacement tile is no Supplementary Tile on Yahoo: Self Pick 1 only.
    case(
        "supplementary/flower-pick-is-not",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "chow 1m"], conditions=["kong_replacement"]),
        2,
        [("dragon_pong", 1), ("self_drawn", 1)],
    ),
    # Supplementary & Self-Pick @ Last-Tile +3F.
    case(
        "supplementary_self_pick_last_tile/kong",
        hand(
            "456p 789s 22s",
            "2s",
            "self_drawn",
            melds=["pong C", "kong 1m"],
            conditions=["kong_replacement", "last_tile"],
        ),
        4,
        [("dragon_pong", 1), ("supplementary_self_pick_last_tile", 3)],
    ),
    case(
        "supplementary_self_pick_last_tile/semi-pure",
        hand(
            "123m 456m 22m",
            "2m",
            "self_drawn",
            melds=["pong C", "kong 9m"],
            conditions=["kong_replacement", "last_tile"],
        ),
        7,
        [("mixed_one_suit", 3), ("dragon_pong", 1), ("supplementary_self_pick_last_tile", 3)],
    ),
    # --- Limit hands 13F+: other elements are superfluous ---
    case(
        "all_eight_flowers/kfc",
        hand("456p 789s 22s", "2s", melds=["pong C", "chow 1m"], flowers="f1 f2 f3 f4 s1 s2 s3 s4"),
        13,
        [("all_eight_flowers", 13)],
        limit=True,
    ),
    case(
        "all_eight_flowers/self-pick",
        hand("456p 789s 22s", "2s", "self_drawn", melds=["pong C", "chow 1m"], flowers="f1 f2 f3 f4 s1 s2 s3 s4"),
        13,
        [("all_eight_flowers", 13), ("self_drawn", 1)],
        limit=True,
        capped_at=13,
    ),
    case(
        "all_kongs/mixed",
        hand("99m", "9m", melds=["kong 1m", "kong 4p", "kong 6s", "kong P"]),
        13,
        [("all_kongs", 13)],
        limit=True,
    ),
    case(
        "all_kongs/self-pick",
        hand("99m", "9m", "self_drawn", melds=["ckong 1m", "kong 4p", "kong 6s", "kong P"]),
        13,
        [("all_kongs", 13), ("self_drawn", 1)],
        limit=True,
        capped_at=13,
    ),
    # Minor 4 Winds with a dragon pong "would become a magnificent Limit hand of All Honours".
    case(
        "all_honours/minor-winds-and-dragon",
        hand("CCC NN", "N", melds=["pong E", "pong S", "pong W"]),
        13,
        [("all_honours", 13)],
        limit=True,
    ),
    # Major 4 Winds with a dragon pair: All Honours.
    case(
        "all_honours/major-winds-dragon-pair",
        hand("NNN CC", "C", melds=["pong E", "pong S", "pong W"]),
        13,
        [("all_honours", 13)],
        limit=True,
    ),
    # All terminals, no honours, no simples: Limit All Terminals.
    case("orphans/mixed", hand("111s 999s 99m", "9m", melds=["pong 1m", "pong 9p"]), 13, [("orphans", 13)], limit=True),
    case(
        "orphans/self-pick",
        hand("999s 99m", "9m", "self_drawn", melds=["pong 1m", "pong 9p", "pong 1s"]),
        13,
        [("orphans", 13), ("self_drawn", 1)],
        limit=True,
        capped_at=13,
    ),
    # Special hands go out only with the special_hands setting on (seed 002, Advanced
    # Classic Limit Hands: "Yahoo only permits players to be Going Out with four
    # chows/pongs/kongs and a pair ... in real life these would earn 13F+").
    case(
        "thirteen_orphans/special-hands-on",
        hand("19m 19p 19s ESWN CFP P", "P"),
        13,
        [("thirteen_orphans", 13)],
        limit=True,
        settings={"special_hands": True},
    ),
    case(
        "thirteen_orphans/self-drawn",
        hand("19m 19p 19s ESWN CFP 9m", "9m", "self_drawn"),
        13,
        [("thirteen_orphans", 13), ("self_drawn", 1)],
        limit=True,
        capped_at=13,
        settings={"special_hands": True},
    ),
    case(
        "seven_pairs/special-hands-on",
        hand("11m 33m 55p 77p 99s 22s 44s", "4s"),
        13,
        [("seven_pairs", 13)],
        limit=True,
        settings={"special_hands": True},
    ),
    case(
        "seven_pairs/honours",
        hand("11m 33m 55p EE CC 22s 44s", "C"),
        13,
        [("seven_pairs", 13)],
        limit=True,
        settings={"special_hands": True},
    ),
]


@pytest.mark.parametrize("c", CASES)
def test_yahoo_hands(c):
    check(YAHOO, c)


def test_every_yahoo_element_has_two_cases():
    assert patterns_with_fewer_than_two_cases(YAHOO, CASES) == set()


def test_yahoo_only_four_sets_and_a_pair():
    # seed 002: "Yahoo only permits players to be Going Out with four chows/pongs/kongs and a pair".
    out = check_invalid(hand("11m 33m 55p 77p 99s 22s 44s", "4s"))
    assert "four sets and a pair" in out["error"]


def check_invalid(the_hand):
    from mjscore_gui.outcome.jsonform import score_hand_json

    out, _ = score_hand_json(the_hand, YAHOO)
    assert out["valid"] is False
    return out


def test_yahoo_east_pays_double_whoever_discarded():
    # seed 002: payments do not depend on who threw the winning tile, and East always pays
    # and receives double. Semi-Pure 3 + red dragon 1 + Last Tile 1 = 5 faan (the 5F
    # minimum); half spicy (the hk table, seed 002 printing none) pays 24 at 5 faan:
    # East 24 x2 = 48, West and North 24 each: South +96.
    c = case(
        "pay",
        hand("123m 456m 22m", "2m", melds=["pong C", "chow 7m"], conditions=["last_tile"], discarder="W"),
        5,
        [("mixed_one_suit", 3), ("dragon_pong", 1), ("last_tile", 1)],
        payments={"E": -48, "S": 96, "W": -24, "N": -24},
    )
    check(YAHOO, c.values[0])


def test_yahoo_east_wins_double_from_everyone():
    # East self-picks the same 5-faan shape (Self Pick in place of Last Tile): each pays 24 x2 = 48.
    c = case(
        "pay-east",
        hand("123m 456m 22m", "2m", "self_drawn", melds=["pong C", "chow 7m"], seat="E"),
        5,
        [("mixed_one_suit", 3), ("dragon_pong", 1), ("self_drawn", 1)],
        payments={"E": 144, "S": -48, "W": -48, "N": -48},
    )
    check(YAHOO, c.values[0])
