"""The `new-style-6-9-12` preset against seed 003 (Four Winds, Chinese New Style, 5 Scoring).

Every expected number was counted by hand from the seed text; the comment on each case
is the arithmetic. Hands are hand-format JSON (concealed tiles include the winning tile).
Unless a case says otherwise: seat South, prevailing East, a discard from West, flowers not
in play (the preset's default: the 5.3 example counts no flower faan). Points are the
6-9-12 settling table (Figure 3): 0 1, 1 2, 2 4, 3 8, 4 16, 5 32, 6 64, 7 74, 8 84, 9 128,
10 138, 11 148, 12 256, 13 266, 14 276, 15 512, 16 522, 17 532, 18 542, 19 552, 20- 1024.
"""

from __future__ import annotations

from functools import partial

import pytest

from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.resources import resource_path
from mjscore_gui.rulebook import get_preset
from tests import builders

PRESET = "new-style-6-9-12"
FIG3 = [1, 2, 4, 8, 16, 32, 64, 74, 84, 128, 138, 148, 256, 266, 276, 512, 522, 532, 542, 552, 1024]

# Unless a case says otherwise: a discard from West, flowers not written (not in play).
hand = partial(builders.hand, flowers=None, discarder="W", ruleset=PRESET)


def case(case_id, the_hand, faan, patterns, *, points=None):
    return pytest.param(the_hand, faan, sorted(patterns), points, id=case_id)


def scored(obj):
    out, _ = score_hand_json(obj)
    assert out["valid"], out.get("error")
    return out


def got_patterns(out):
    return sorted((p["id"], p["faan"]) for p in out["patterns"])


CASES = [
    # --- 5.3, the worked example: North in the South round claims East's East wind for the pair.
    # Kong of Dragons 1 + Pung hand 3 + All suits, Dragons and Wind 3 + Out on pair 1 = 8 -> 84 pts.
    case(
        "seed003-5.3-worked-example",
        hand("222s 111p EE", "E", melds=("pong 5m", "kong C"), seat="N", prevailing="S", discarder="E"),
        8,
        [("dragon_pong", 1), ("all_in_triplets", 3), ("five_doors", 3), ("out_on_pair", 1)],
        points=84,
    ),
    # --- Three sisters 3
    # 234 in m, p, s: Three sisters 3 + Concealed hand 1 + Chow hand 1 + All simples 1 = 6 -> 64
    case(
        "three-sisters-concealed",
        hand("234m 234p 234s 678s 55p", "8s"),
        6,
        [("three_sisters", 3), ("concealed_hand", 1), ("chow_hand", 1), ("all_simples", 1)],
        points=64,
    ),
    # 123 in m, p (melded), s: 3 + Terminal or honour in each set 2 + Round wind E 1 + Out on pair 1 = 7 -> 74
    case(
        "three-sisters-melded",
        hand("123s EEE 99p", "9p", melds=("chow 1m", "chow 1p")),
        7,
        [("three_sisters", 3), ("outside_hand", 2), ("prevailing_wind", 1), ("out_on_pair", 1)],
        points=74,
    ),
    # --- Sister chows 2
    # 234s twice: Sister chows 2 + Concealed 1 + Chow hand 1 = 4 -> 16
    case(
        "sister-chows-concealed",
        hand("234s 234s 567m 789p 11m", "7m"),
        4,
        [("sister_chows", 2), ("concealed_hand", 1), ("chow_hand", 1)],
        points=16,
    ),
    # 345p twice, melded: 2 + Out on pair 1 + All simples 1 = 4 -> 16
    case(
        "sister-chows-melded",
        hand("678m 555s 22s", "2s", melds=("chow 3p", "chow 3p")),
        4,
        [("sister_chows", 2), ("out_on_pair", 1), ("all_simples", 1)],
        points=16,
    ),
    # --- Two identical chows twice 9 (counted instead of Sister chows)
    # 9 + Concealed 1 + Chow hand 1 + Out on pair 1 = 12 -> 256
    case(
        "two-sister-chows-discard",
        hand("234s 234s 567p 567p 99m", "9m"),
        12,
        [("two_sister_chows", 9), ("concealed_hand", 1), ("chow_hand", 1), ("out_on_pair", 1)],
        points=256,
    ),
    # self-drawn: 9 + Fully concealed 3 (implies Self-drawn and Concealed) + Chow hand 1 + Out on pair 1 = 14 -> 276
    case(
        "two-sister-chows-self-drawn",
        hand("123m 123m 789p 789p 55s", "5s", "self_drawn"),
        14,
        [("two_sister_chows", 9), ("fully_concealed", 3), ("chow_hand", 1), ("out_on_pair", 1)],
        points=276,
    ),
    # --- Old and young chows 1 (123 and 789 of one suit)
    # 1 + Concealed 1 + Chow hand 1 = 3 -> 8
    case(
        "old-young-chows-concealed",
        hand("123s 789s 456m 345p 88m", "4m"),
        3,
        [("old_young_chows", 1), ("concealed_hand", 1), ("chow_hand", 1)],
        points=8,
    ),
    # melded 123p 789p, self-drawn pair: 1 + Self-drawn 1 + Out on pair 1 = 3 -> 8
    case(
        "old-young-chows-melded",
        hand("345s 666m 22s", "2s", "self_drawn", melds=("chow 1p", "chow 7p")),
        3,
        [("old_young_chows", 1), ("self_drawn", 1), ("out_on_pair", 1)],
        points=8,
    ),
    # --- Clear dragon 3
    # 123 456 789p, won on the 5p in the middle: Clear dragon 3 + Old and young 1 + Concealed 1 + Round wind 1
    # + One-chance chow 1 + Two suits only 1 = 8 -> 84
    case(
        "clear-dragon-middle-wait",
        hand("123p 456p 789p EEE 22s", "5p"),
        8,
        [
            ("clear_dragon", 3),
            ("old_young_chows", 1),
            ("concealed_hand", 1),
            ("prevailing_wind", 1),
            ("one_chance_chow", 1),
            ("two_suits_only", 1),
        ],
        points=84,
    ),
    # melded 123s 456s, 9s on 78s (two-sided): 3 + Old and young 1 + Two suits only 1 = 5 -> 32
    case(
        "clear-dragon-melded",
        hand("789s 111m 99m", "9s", melds=("chow 1s", "chow 4s")),
        5,
        [("clear_dragon", 3), ("old_young_chows", 1), ("two_suits_only", 1)],
        points=32,
    ),
    # --- Old and young pongs 1 (pongs of 1 and 9 of one suit)
    # 111s 999s melded: 1 + Out on pair 1 = 2 -> 4
    case(
        "old-young-pongs-melded",
        hand("456m 234p 77p", "7p", melds=("pong 1s", "pong 9s")),
        2,
        [("old_young_pongs", 1), ("out_on_pair", 1)],
        points=4,
    ),
    # in dots and characters, the discard completing 999m: 1 x 2 + Pung hand 3 + Concealed 1 = 6 -> 64
    case(
        "old-young-pongs-twice",
        hand("111p 999p 111m 999m 55s", "9m"),
        6,
        [("old_young_pongs", 1), ("old_young_pongs", 1), ("all_in_triplets", 3), ("concealed_hand", 1)],
        points=64,
    ),
    # --- Little three dragons 6 (no 'implies': the two dragon pongs add 1 each)
    # 6 + Red 1 + Green 1 + Out on pair 1 + Two suits only (s, m) 1 = 10 -> 138
    case(
        "little-dragons-melded",
        hand("234s 567m PP", "P", melds=("pong C", "pong F")),
        10,
        [("small_dragons", 6), ("dragon_pong", 1), ("dragon_pong", 1), ("out_on_pair", 1), ("two_suits_only", 1)],
        points=138,
    ),
    # 6 + 2 dragons + Concealed 1 + One-chance 1 (2s in 123s) + One suit and honours 3 + Old and young 1
    # + Terminal or honour in each set 2 = 16 -> 522
    case(
        "little-dragons-concealed",
        hand("CCC FFF PP 123s 789s", "2s"),
        16,
        [
            ("small_dragons", 6),
            ("dragon_pong", 1),
            ("dragon_pong", 1),
            ("concealed_hand", 1),
            ("one_chance_chow", 1),
            ("mixed_one_suit", 3),
            ("old_young_chows", 1),
            ("outside_hand", 2),
        ],
        points=522,
    ),
    # --- Three great scholars 9 ('Implies scoring for all Dragons': no dragon pongs added)
    # 9 + Out on pair 1 + Two suits only (m, p) 1 = 11 -> 148
    case(
        "great-dragons-melded",
        hand("456m 44p", "4p", melds=("pong C", "pong F", "pong P")),
        11,
        [("great_dragons", 9), ("out_on_pair", 1), ("two_suits_only", 1)],
        points=148,
    ),
    # self-drawn: 9 + Fully concealed 3 + One suit and honours 3 + Out on pair 1 = 16 -> 522
    case(
        "great-dragons-self-drawn",
        hand("CCC FFF PPP 123p 55p", "5p", "self_drawn"),
        16,
        [("great_dragons", 9), ("fully_concealed", 3), ("mixed_one_suit", 3), ("out_on_pair", 1)],
        points=522,
    ),
    # --- Little four winds 12 (winds and One suit with honours still count)
    # 12 + Own wind S 1 + Round wind E 1 + Out on pair 1 + One suit and honours 3 + Terminal or honour 2 = 20 -> 1024
    case(
        "little-winds-melded",
        hand("123s NN", "N", melds=("pong E", "pong S", "pong W")),
        20,
        [
            ("small_winds", 12),
            ("seat_wind", 1),
            ("prevailing_wind", 1),
            ("out_on_pair", 1),
            ("mixed_one_suit", 3),
            ("outside_hand", 2),
        ],
        points=1024,
    ),
    # North with the North pair, South round: 12 + Round wind S 1 + Concealed 1 + One-chance 1 (5p) + 3 = 18 -> 542
    case(
        "little-winds-concealed",
        hand("EEE SSS WWW NN 456p", "5p", seat="N", prevailing="S"),
        18,
        [
            ("small_winds", 12),
            ("prevailing_wind", 1),
            ("concealed_hand", 1),
            ("one_chance_chow", 1),
            ("mixed_one_suit", 3),
        ],
        points=542,
    ),
    # --- Pung hand 3 (the worked example is the first case)
    # 3 + Out on pair 1 + All simples 1 = 5 -> 32
    case(
        "pung-hand-simples",
        hand("777p 333s 88m", "8m", melds=("pong 2s", "pong 5m")),
        5,
        [("all_in_triplets", 3), ("out_on_pair", 1), ("all_simples", 1)],
        points=32,
    ),
    # --- Chow hand 1 (the seed's own example hand); a pair of the own or round wind is not allowed
    # 1 + Concealed 1 + Out on pair 1 = 3 -> 8
    case(
        "chow-hand-seed-example",
        hand("123s 456m 234p 567p 99m", "9m"),
        3,
        [("chow_hand", 1), ("concealed_hand", 1), ("out_on_pair", 1)],
        points=8,
    ),
    # a pair of South (own wind): no Chow hand; Concealed 1 = 1 -> 2
    case(
        "chow-hand-not-with-own-wind-pair", hand("123s 456m 234p 567p SS", "4m"), 1, [("concealed_hand", 1)], points=2
    ),
    # a pair of East (round wind): no Chow hand either; 1 -> 2
    case(
        "chow-hand-not-with-round-wind-pair", hand("123s 456m 234p 567p EE", "4m"), 1, [("concealed_hand", 1)], points=2
    ),
    # --- All simples 1
    # 1 + Chow hand 1 + Concealed 1 = 3 -> 8
    case(
        "all-simples-concealed",
        hand("234m 567m 345p 678s 22p", "6s"),
        3,
        [("all_simples", 1), ("chow_hand", 1), ("concealed_hand", 1)],
        points=8,
    ),
    # 1 + Out on pair 1 = 2 -> 4
    case(
        "all-simples-melded",
        hand("456m 888s 55m", "5m", melds=("pong 2p", "chow 3s")),
        2,
        [("all_simples", 1), ("out_on_pair", 1)],
        points=4,
    ),
    # --- Terminal or honour in each set 2 (the three-sisters-melded case is another)
    # 123s CCC 789m 999p EE: 2 + Red 1 + Out on pair 1 + Five doors 3 = 7 -> 74
    case(
        "outside-hand-five-doors",
        hand("789m 999p EE", "E", melds=("chow 1s", "pong C")),
        7,
        [("outside_hand", 2), ("dragon_pong", 1), ("out_on_pair", 1), ("five_doors", 3)],
        points=74,
    ),
    # --- Terminal in each set 3 (instead of Terminal or honour in each set)
    # 3 + Old and young 1 + Concealed 1 + Out on pair 1 = 6 -> 64
    case(
        "pure-outside-concealed",
        hand("123s 789s 123m 999p 11p", "1p"),
        6,
        [("pure_outside_hand", 3), ("old_young_chows", 1), ("concealed_hand", 1), ("out_on_pair", 1)],
        points=64,
    ),
    # 8p in 789p (middle): 3 + One-chance 1 + Old and young 1 = 5 -> 32
    case(
        "pure-outside-melded",
        hand("123p 789p 99s", "8p", melds=("chow 7m", "pong 1s")),
        5,
        [("pure_outside_hand", 3), ("one_chance_chow", 1), ("old_young_chows", 1)],
        points=32,
    ),
    # --- All terminals and honours 6 ('Does not imply Pung hand': that adds 3)
    # the seed's example hand (1s 9p F E pongs, 9m pair) is also Five doors 3: 6 + Pung hand 3 + Green 1
    # + Round wind E 1 + Out on pair 1 + 3 = 15 -> 512
    case(
        "all-terminals-honours-seed-example",
        hand("FFF EEE 99m", "9m", melds=("pong 1s", "pong 9p")),
        15,
        [
            ("mixed_orphans", 6),
            ("all_in_triplets", 3),
            ("dragon_pong", 1),
            ("prevailing_wind", 1),
            ("out_on_pair", 1),
            ("five_doors", 3),
        ],
        points=512,
    ),
    # the discard completes NNN: 6 + 3 + White 1 + Five doors (m s N P p) 3 = 13 -> 266
    case(
        "all-terminals-honours-pong-on-discard",
        hand("999s NNN PPP 11p", "N", melds=("pong 1m",)),
        13,
        [("mixed_orphans", 6), ("all_in_triplets", 3), ("dragon_pong", 1), ("five_doors", 3)],
        points=266,
    ),
    # 111s 999s EEE SSS melded, out on a pair of Red: 6 + Pung hand 3 + Own wind S 1 + Round wind E 1
    # + Old and young pongs 1 + Exposed hand 2 (implies Out on pair) + One suit and honours 3 = 17 -> 532
    case(
        "all-terminals-honours-one-suit",
        hand("CC", "C", melds=("pong 1s", "pong 9s", "pong E", "pong S")),
        17,
        [
            ("mixed_orphans", 6),
            ("all_in_triplets", 3),
            ("seat_wind", 1),
            ("prevailing_wind", 1),
            ("old_young_pongs", 1),
            ("exposed_hand", 2),
            ("mixed_one_suit", 3),
        ],
        points=532,
    ),
    # --- Five doors 3 (the worked example and outside-hand-five-doors are two more)
    # 234m 345p 678s WWW FF: 3 + Concealed 1 = 4... the 234m chow is melded, so 3 -> 8
    case(
        "five-doors-melded-chow", hand("345p 678s WWW FF", "8s", melds=("chow 2m",)), 3, [("five_doors", 3)], points=8
    ),
    # --- Two suits only 1 (clear-dragon cases are two more)
    # characters and dots: 1 + Out on pair 1 = 2 -> 4
    case(
        "two-suits-only",
        hand("678m 999p 33m", "3m", melds=("chow 2m", "pong 5p")),
        2,
        [("two_suits_only", 1), ("out_on_pair", 1)],
        points=4,
    ),
    # --- One suit and honours 3 (little-dragons and little-winds cases are more)
    # 3 + Red 1 + Out on pair 1 = 5 -> 32
    case(
        "mixed-one-suit",
        hand("555s 678s 99s", "9s", melds=("pong C", "chow 2s")),
        5,
        [("mixed_one_suit", 3), ("dragon_pong", 1), ("out_on_pair", 1)],
        points=32,
    ),
    # --- One suit only 9
    # 9 + Old and young 1 + Out on pair 1 = 11 -> 148
    case(
        "one-suit-melded",
        hand("234p 555p 789p 11p", "1p", melds=("chow 1p",)),
        11,
        [("all_one_suit", 9), ("old_young_chows", 1), ("out_on_pair", 1)],
        points=148,
    ),
    # 111s 123s 456s 789s 55s self-drawn: 9 + Clear dragon 3 + Four-in-one small 1 (1s in a pong and a chow)
    # + Fully concealed 3 + Out on pair 1 + Old and young 1 = 18 -> 542
    case(
        "one-suit-concealed",
        hand("111s 123s 456s 789s 55s", "5s", "self_drawn"),
        18,
        [
            ("all_one_suit", 9),
            ("clear_dragon", 3),
            ("four_in_one_small", 1),
            ("fully_concealed", 3),
            ("out_on_pair", 1),
            ("old_young_chows", 1),
        ],
        points=542,
    ),
    # --- Four-in-one small 1 (one-suit-concealed is another)
    # 5m in the 555m pong and the 567m chow: 1 + All simples 1 + Out on pair 1 = 3 -> 8
    case(
        "four-in-one-small",
        hand("567m 234p 678s 44p", "4p", melds=("pong 5m",)),
        3,
        [("four_in_one_small", 1), ("all_simples", 1), ("out_on_pair", 1)],
        points=8,
    ),
    # --- Four-in-one medium 1 (a tile in two chows and the pair)
    # 11s 123s 123s: 1 + Sister chows 2 + Concealed 1 + One-chance 1 (7p to 89p) + Chow hand 1 = 6 -> 64
    case(
        "four-in-one-medium-concealed",
        hand("11s 123s 123s 456m 789p", "7p"),
        6,
        [
            ("four_in_one_medium", 1),
            ("sister_chows", 2),
            ("concealed_hand", 1),
            ("one_chance_chow", 1),
            ("chow_hand", 1),
        ],
        points=64,
    ),
    # 33p with 345p 345p melded: 1 + 2 + Out on pair 1 + All simples 1 = 5 -> 32
    case(
        "four-in-one-medium-melded",
        hand("33p 777m 678s", "3p", melds=("chow 3p", "chow 3p")),
        5,
        [("four_in_one_medium", 1), ("sister_chows", 2), ("out_on_pair", 1), ("all_simples", 1)],
        points=32,
    ),
    # --- Four-in-one big 1 (a tile in four chows)
    # 3s in 123 234 234 345: 1 + Sister chows 2 + Concealed 1 + Chow hand 1 + Out on pair 1 + Two suits 1 = 7 -> 74
    case(
        "four-in-one-big-seed-example",
        hand("123s 234s 234s 345s 99m", "9m"),
        7,
        [
            ("four_in_one_big", 1),
            ("sister_chows", 2),
            ("concealed_hand", 1),
            ("chow_hand", 1),
            ("out_on_pair", 1),
            ("two_suits_only", 1),
        ],
        points=74,
    ),
    # 3p and 4p each in all four chows (234 234 345 345): 1 x 2 + Two identical chows twice 9 + Out on pair 1
    # + One suit and honours 3 + Chow hand 1 (a West pair is neither South's nor the round's) = 16 -> 522
    case(
        "four-in-one-big-twice",
        hand("234p 345p WW", "W", melds=("chow 2p", "chow 3p")),
        16,
        [
            ("four_in_one_big", 1),
            ("four_in_one_big", 1),
            ("two_sister_chows", 9),
            ("out_on_pair", 1),
            ("mixed_one_suit", 3),
            ("chow_hand", 1),
        ],
        points=522,
    ),
    # --- Exposed hand 2 ('Implies One-chance hand and Out on a pair')
    # 2 + Red 1 = 3 -> 8
    case(
        "exposed-hand",
        hand("55p", "5p", melds=("pong 2s", "chow 4m", "chow 7s", "kong C")),
        3,
        [("exposed_hand", 2), ("dragon_pong", 1)],
        points=8,
    ),
    # self-drawn: 2 + Self-drawn 1 + Round wind E 1 + Terminal or honour in each set 2 = 6 -> 64
    case(
        "exposed-hand-self-drawn",
        hand("NN", "N", "self_drawn", melds=("chow 1m", "pong E", "pong 9p", "chow 7s")),
        6,
        [("exposed_hand", 2), ("self_drawn", 1), ("prevailing_wind", 1), ("outside_hand", 2)],
        points=64,
    ),
    # --- Concealed hand 1 with a concealed kong, self-drawn: 1 + Self-drawn 1 (no Fully concealed: a kong)
    # + Out on pair 1 = 3 -> 8
    case(
        "concealed-hand-with-kong-self-drawn",
        hand("234p 678s 345s 99p", "9p", "self_drawn", melds=("ckong 5m",)),
        3,
        [("concealed_hand", 1), ("self_drawn", 1), ("out_on_pair", 1)],
        points=8,
    ),
    # --- Fully concealed 3 (two more above)
    # 3 + Last tile of the wall 1 ('does not imply Self-drawn', which Fully concealed already holds)
    # + Out on pair 1 + Chow hand 1 = 6 -> 64
    case(
        "fully-concealed-last-wall-tile",
        hand("234m 345p 678s 789s 11m", "1m", "self_drawn", conditions=("last_tile",)),
        6,
        [("fully_concealed", 3), ("last_wall_tile", 1), ("out_on_pair", 1), ("chow_hand", 1)],
        points=64,
    ),
    # --- Out on a one-chance chow 1: 3 to 1-2, 7 to 8-9 (the middle tile is above)
    # 3s in 123s: 1 + Concealed 1 = 2 -> 4
    case(
        "one-chance-edge-3",
        hand("123s 456m 789p 555p 22m", "3s"),
        2,
        [("one_chance_chow", 1), ("concealed_hand", 1)],
        points=4,
    ),
    # 7m in 789m: 1 = 1 -> 2
    case(
        "one-chance-edge-7", hand("789m 456s 345s 88s", "7m", melds=("pong 2p",)), 1, [("one_chance_chow", 1)], points=2
    ),
    # 6s on 45s is two-sided, unless all four 3s are visible (`seen`): 1 + Concealed 1 + Chow hand 1
    # + Old and young 1 = 4 -> 16; without `seen` 3 -> 8
    case(
        "one-chance-other-side-dead",
        hand("456s 123m 789m 678p 22s", "6s", seen="3333s"),
        4,
        [("one_chance_chow", 1), ("concealed_hand", 1), ("chow_hand", 1), ("old_young_chows", 1)],
        points=16,
    ),
    case(
        "two-sided-wait-no-one-chance",
        hand("456s 123m 789m 678p 22s", "6s"),
        3,
        [("concealed_hand", 1), ("chow_hand", 1), ("old_young_chows", 1)],
        points=8,
    ),
    # --- Out on 4th of its kind 1 (needs the hand's `seen` tiles)
    # three 6s seen: 1 + Concealed 1 + Chow hand 1 + Old and young 1 = 4 -> 16
    case(
        "fourth-of-its-kind-seen",
        hand("456s 123m 789m 678p 22s", "6s", seen="666s"),
        4,
        [("out_on_fourth", 1), ("concealed_hand", 1), ("chow_hand", 1), ("old_young_chows", 1)],
        points=16,
    ),
    # 9p: one in the winner's own melded 789p, two seen: 1 + Sister chows 2 + Chow hand 1 = 4 -> 16
    case(
        "fourth-of-its-kind-own-meld",
        hand("789p 345m 567s 22s", "9p", melds=("chow 7p",), seen="9p 9p"),
        4,
        [("out_on_fourth", 1), ("sister_chows", 2), ("chow_hand", 1)],
        points=16,
    ),
    # --- Last tile of the wall 1 (with Self-drawn, not implied) and last discard 1
    # 1 + Self-drawn 1 + Out on pair 1 = 3 -> 8
    case(
        "last-wall-tile-melded",
        hand("234m 678s 789s 11m", "1m", "self_drawn", melds=("pong 5p",), conditions=("last_tile",)),
        3,
        [("last_wall_tile", 1), ("self_drawn", 1), ("out_on_pair", 1)],
        points=8,
    ),
    # 1 + Out on pair 1 + Chow hand 1 = 3 -> 8
    case(
        "last-discard-melded",
        hand("345p 678s 789s 11m", "1m", melds=("chow 2m",), conditions=("last_tile",)),
        3,
        [("last_discard", 1), ("out_on_pair", 1), ("chow_hand", 1)],
        points=8,
    ),
    # 1 + Concealed 1 + Chow hand 1 + Out on pair 1 = 4 -> 16
    case(
        "last-discard-concealed",
        hand("234m 345p 678s 789s 11m", "1m", conditions=("last_tile",)),
        4,
        [("last_discard", 1), ("concealed_hand", 1), ("chow_hand", 1), ("out_on_pair", 1)],
        points=16,
    ),
    # --- Out on a supplement tile 1
    # 1 + Self-drawn 1 + Out on pair 1 = 3 -> 8
    case(
        "supplement-tile",
        hand("234p 678s 345s 99p", "9p", "self_drawn", melds=("kong 5m",), conditions=("kong_replacement",)),
        3,
        [("kong_replacement", 1), ("self_drawn", 1), ("out_on_pair", 1)],
        points=8,
    ),
    # a concealed kong: + Concealed hand 1 = 4 -> 16
    case(
        "supplement-tile-concealed-kong",
        hand("234p 678s 345s 99p", "9p", "self_drawn", melds=("ckong 5m",), conditions=("kong_replacement",)),
        4,
        [("kong_replacement", 1), ("self_drawn", 1), ("out_on_pair", 1), ("concealed_hand", 1)],
        points=16,
    ),
    # --- Kong on kong 6 (Out on a supplement tile and Self-drawn are added)
    # 6 + 1 + 1 + Out on pair 1 = 9 -> 128
    case(
        "kong-on-kong",
        hand(
            "234s 678m 99p", "9p", "self_drawn", melds=("kong 5m", "kong 7p"), conditions=("double_kong_replacement",)
        ),
        9,
        [("double_kong_replacement", 6), ("kong_replacement", 1), ("self_drawn", 1), ("out_on_pair", 1)],
        points=128,
    ),
    # with a kong of Red: + 1 = 10 -> 138
    case(
        "kong-on-kong-dragon",
        hand("678s 345s 22p", "2p", "self_drawn", melds=("kong C", "kong 5m"), conditions=("double_kong_replacement",)),
        10,
        [
            ("double_kong_replacement", 6),
            ("kong_replacement", 1),
            ("self_drawn", 1),
            ("out_on_pair", 1),
            ("dragon_pong", 1),
        ],
        points=138,
    ),
    # --- Out by robbing a kong 1
    # 1 + Chow hand 1 = 2 -> 4
    case(
        "robbing-kong-melded",
        hand("345p 678s 789s 11m", "6s", melds=("chow 2m",), conditions=("robbing_kong",)),
        2,
        [("robbing_kong", 1), ("chow_hand", 1)],
        points=4,
    ),
    # 1 + Concealed 1 + Chow hand 1 = 3 -> 8
    case(
        "robbing-kong-concealed",
        hand("234m 345p 678s 789s 11m", "3p", conditions=("robbing_kong",)),
        3,
        [("robbing_kong", 1), ("concealed_hand", 1), ("chow_hand", 1)],
        points=8,
    ),
    # --- Own wind, round wind (double for East in the East round), dragons
    # SSS for South: 1 + Out on pair 1 = 2 -> 4
    case(
        "own-wind",
        hand("234m 567p 678s 99s", "9s", melds=("pong S",)),
        2,
        [("seat_wind", 1), ("out_on_pair", 1)],
        points=4,
    ),
    # EEE for East in the East round: own wind 1 + round wind 1 + Out on pair 1 = 3 -> 8
    case(
        "own-and-round-wind",
        hand("234m 567p 678s 99s", "9s", melds=("pong E",), seat="E", discarder="S"),
        3,
        [("seat_wind", 1), ("prevailing_wind", 1), ("out_on_pair", 1)],
        points=8,
    ),
]


@pytest.mark.parametrize("the_hand,faan,patterns,points", CASES)
def test_seed_003_patterns(the_hand, faan, patterns, points):
    out = scored(the_hand)
    assert got_patterns(out) == patterns
    assert out["faan"] == faan
    assert out["points"] == points == FIG3[min(faan, 20)]
    assert not out["limit"]


def test_worked_example_settles_84_from_east_to_north():
    # seed 003, 5.3: 8 faan -> 84 points; East discarded the East wind. seed 003 does not say
    # who of the losers pays; the preset keeps seed 001's discarder-pays-all.
    out = scored(CASES[0].values[0])
    assert out["payments"] == {"E": -84, "S": 0, "W": 0, "N": 84}
    assert out["payment_lines"] == ["East pays North 84"]
    assert out["points_lines"][0]["points"] == 84


def test_worked_example_on_the_5_8_11_table():
    # The same 8 faan on the 5-8-11 variant (laaks at 5, 8, 11): the 2nd laak, 128.
    obj = dict(CASES[0].values[0], rules={"payout": "5_8_11"})
    out = scored(obj)
    assert out["faan"] == 8 and out["points"] == 128
    assert out["payments"] == {"E": -128, "S": 0, "W": 0, "N": 128}


def test_self_drawn_pays_one_and_a_half_split_three_ways():
    # old-young-chows-melded: 3 faan -> 8 points, self-drawn. seed 003 is silent on who pays;
    # seed 001's self-pick: the winner gets 1.5 x 8 = 12, 4 from each loser.
    out = scored(CASES[8].values[0])
    assert out["points"] == 8
    assert out["payments"] == {"E": -4, "S": 12, "W": -4, "N": -4}


# --- 5.2.2 Limit hands: 1600% of the 64-point Limit, exclusive (nothing added) -----------

LIMITS = [
    # Four kongs, melded (the seed's example tiles): 16 x 64 = 1024
    pytest.param(hand("22p", "2p", melds=("kong 3s", "kong 3m", "kong 5p", "kong F")), "all_kongs", id="four-kongs"),
    pytest.param(
        hand("99s", "9s", "self_drawn", melds=("ckong 1m", "ckong 2p", "kong E", "kong 7s")),
        "all_kongs",
        id="four-kongs-concealed-self-drawn",
    ),
    # Hidden treasure (seed example), out on a discard completing the pair
    pytest.param(hand("111s 333m 777m 333p 88p", "8p"), "hidden_treasure", id="hidden-treasure-seed-example"),
    # any kinds of kongs allowed, self-drawn
    pytest.param(
        hand("222m 444p 666p 99m", "6p", "self_drawn", melds=("kong 5s",)),
        "hidden_treasure",
        id="hidden-treasure-with-melded-kong",
    ),
    # Big four winds
    pytest.param(
        hand("33p", "3p", melds=("pong E", "pong S", "pong W", "pong N")), "great_winds", id="big-four-winds-melded"
    ),
    pytest.param(hand("EEE SSS WWW NNN 33p", "3p", melds=()), "great_winds", id="big-four-winds-concealed-on-pair"),
    # All honours (seed example)
    pytest.param(hand("CCC PPP EEE WWW NN", "N"), "all_honours", id="all-honours-seed-example"),
    pytest.param(hand("FFF NN", "N", melds=("pong C", "pong E", "kong S")), "all_honours", id="all-honours-melded"),
    # All terminals (seed example)
    pytest.param(hand("111m 999m 111s 111p 99p", "9p", melds=()), "orphans", id="all-terminals-seed-example"),
    pytest.param(
        hand("99p", "9p", melds=("pong 1m", "pong 9m", "pong 1s", "pong 1p")), "orphans", id="all-terminals-melded"
    ),
    # Nine gates (seed example: won on the 3s); won on a ninth 9s
    pytest.param(hand("11123456789993s", "3s"), "nine_gates", id="nine-gates-seed-example"),
    pytest.param(hand("11123456789999s", "9s", "self_drawn"), "nine_gates", id="nine-gates-on-a-nine"),
    # Thirteen orphans
    pytest.param(hand("19m 19p 19s ESWN CFP C", "C"), "thirteen_orphans", id="thirteen-orphans-on-discard"),
    pytest.param(
        hand("19m 19p 19s ESWN CFP 1m", "1m", "self_drawn"), "thirteen_orphans", id="thirteen-orphans-self-drawn"
    ),
    # Heavenly (East, the dealt hand) and earthly (on East's first discard)
    pytest.param(
        hand("234m 345p 678s 789s 11m", "1m", "self_drawn", seat="E", conditions=("heavenly",)),
        "heavenly",
        id="heavenly",
    ),
    pytest.param(
        hand("111m 345p 678s 789s CC", "C", "self_drawn", seat="E", conditions=("heavenly",)),
        "heavenly",
        id="heavenly-other-hand",
    ),
    pytest.param(
        hand("234m 345p 678s 789s 11m", "1m", discarder="E", conditions=("earthly",)), "earthly", id="earthly"
    ),
    pytest.param(
        hand("CCC 345p 678s 789s 11m", "1m", seat="W", discarder="E", conditions=("earthly",)),
        "earthly",
        id="earthly-other-hand",
    ),
]


@pytest.mark.parametrize("the_hand,limit_id", LIMITS)
def test_limit_hands_are_1600_percent_of_the_limit_and_exclusive(the_hand, limit_id):
    out = scored(the_hand)
    # 1600% of 64 = 1024, the same as Figure 3's '20-' row; no other faan is added.
    assert [(p["id"], p["faan"]) for p in out["patterns"]] == [(limit_id, 20)]
    assert out["limit"] is True and out["limit_percent"] == 1600
    assert out["faan"] == 20 and out["points"] == 1024
    loser = the_hand.get("discarder")
    if loser:
        assert out["payments"][loser] == -1024 and out["payments"][the_hand["seat_wind"]] == 1024


def test_limit_share_uses_the_limit_on_the_5_8_11_table_too():
    out = scored(dict(LIMITS[0].values[0], rules={"payout": "5_8_11"}))
    assert out["points"] == 1024  # 1600% of the same 64-point Limit (seed 003, 5.4)


def test_hidden_treasure_needs_its_pongs_concealed():
    # The discard completes 777m: that pong is exposed, so no Hidden treasure;
    # Pung hand 3 + Concealed hand 1 = 4 -> 16.
    out = scored(hand("111s 333m 777m 333p 88p", "7m"))
    assert got_patterns(out) == [("all_in_triplets", 3), ("concealed_hand", 1)]
    assert out["faan"] == 4 and out["points"] == 16 and not out["limit"]


# --- Flowers and seasons: bonus faan, excluded from the minimum (5.2.1, 5.3 note) --------

FLOWERS_ON = {"flowers": True}
# 234m 345p 678s 789s 11m on 1m: Concealed 1 + Chow hand 1 + Out on pair 1 = 3
BASE = ("234m 345p 678s 789s 11m", "1m")
FLOWER_CASES = [
    # + No flowers 1 = 4 -> 16
    pytest.param("", [("no_flowers", 1)], 4, id="no-flowers"),
    # f2 is South's flower: + 1 = 4 -> 16
    pytest.param("f2", [("own_flower", 1)], 4, id="own-flower"),
    # s2 is South's season: + 1 = 4
    pytest.param("s2 f3", [("own_season", 1)], 4, id="own-season"),
    # a flower that is not South's: no flower faan = 3
    pytest.param("f1", [], 3, id="other-flower"),
    # all four flowers 2 + own flower 1 (no 'implies' note) = 6 -> 64
    pytest.param("f1 f2 f3 f4", [("all_flowers", 2), ("own_flower", 1)], 6, id="all-flowers"),
    pytest.param("s1 s2 s3 s4 f1", [("all_seasons", 2), ("own_season", 1)], 6, id="all-seasons"),
    # with South's flower too: 2 + own season 1 + own flower 1 = 7 -> 74
    pytest.param(
        "s1 s2 s3 s4 f2", [("all_seasons", 2), ("own_season", 1), ("own_flower", 1)], 7, id="all-seasons-and-own-flower"
    ),
    # all flowers and a season that is not South's: 2 + 1 = 6
    pytest.param("f1 f2 f3 f4 s3", [("all_flowers", 2), ("own_flower", 1)], 6, id="all-flowers-and-a-season"),
    # all eight: 12 instead of the rest = 15 -> 512
    pytest.param("f1 f2 f3 f4 s1 s2 s3 s4", [("all_flowers_and_seasons", 12)], 15, id="all-flowers-and-seasons"),
    pytest.param("f4 f3 f2 f1 s4 s3 s2 s1", [("all_flowers_and_seasons", 12)], 15, id="all-eight-any-order"),
]


@pytest.mark.parametrize("flowers,extra,faan", FLOWER_CASES)
def test_flowers_and_seasons(flowers, extra, faan):
    out = scored(hand(*BASE, flowers=flowers, rules=FLOWERS_ON))
    base = [("concealed_hand", 1), ("chow_hand", 1), ("out_on_pair", 1)]
    assert got_patterns(out) == sorted(base + extra)
    assert out["faan"] == faan and out["points"] == FIG3[faan]
    assert out["faan_toward_minimum"] == 3  # bonus faan never count toward a minimum


def test_no_flowers_on_a_pung_hand():
    # 777p 333s 88m with pongs 2s 5m: Pung hand 3 + Out on pair 1 + All simples 1 + No flowers 1 = 6 -> 64
    out = scored(hand("777p 333s 88m", "8m", melds=("pong 2s", "pong 5m"), flowers="", rules=FLOWERS_ON))
    assert got_patterns(out) == [("all_in_triplets", 3), ("all_simples", 1), ("no_flowers", 1), ("out_on_pair", 1)]
    assert out["faan"] == 6 and out["points"] == 64 and out["faan_toward_minimum"] == 5


def test_bonus_faan_do_not_reach_the_minimum():
    # seed 003, 5.3 note: 2 faan (Out on pair 1 + Last discard 1) plus own flower 1 = 3 faan,
    # but only 2 toward a 3-faan minimum: no win, no payments.
    obj = hand(
        "345p 678s 789s 11m",
        "1m",
        melds=("pong 2m",),
        conditions=("last_tile",),
        flowers="f2",
        rules={"flowers": True, "min_faan": 3},
    )
    out = scored(obj)
    assert out["faan"] == 3 and out["faan_toward_minimum"] == 2 and out["meets_minimum"] is False
    assert out["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    # The same hand with 3 faan of its own meets it, and the flower is then added: 4 -> 16.
    obj = hand(*BASE, flowers="f2", rules={"flowers": True, "min_faan": 3})
    out = scored(obj)
    assert out["meets_minimum"] and out["faan"] == 4 and out["payments"]["S"] == 16


def test_best_arrangement_for_the_player():
    # seed 003, 5.1: the player arranges the hand for the best score. 345s + 55s won on a 5s:
    # the 5s completing the pair is Out on a pair (1); in the chow it is a two-sided wait (0).
    out = scored(hand("345s 55s 123m 678m 789p", "5s"))
    assert ("out_on_pair", 1) in got_patterns(out)
    assert out["faan"] == 3  # Concealed 1 + Chow hand 1 + Out on pair 1


def test_robbing_a_kong_on_the_last_discard():
    # seed 003, 5.2.1: 'a Kong robber can get extra points for Out on the last discard'.
    # robbing-kong-concealed (3) + Last discard 1 = 4 -> 16, paid all by the kong's declarer (East).
    out = scored(hand("234m 345p 678s 789s 11m", "3p", discarder="E", conditions=("robbing_kong", "last_tile")))
    assert got_patterns(out) == [("chow_hand", 1), ("concealed_hand", 1), ("last_discard", 1), ("robbing_kong", 1)]
    assert out["points"] == 16 and out["payments"] == {"E": -16, "S": 16, "W": 0, "N": 0}
    # hk keeps refusing the pair (nothing of hk changes).
    out, _ = score_hand_json(
        dict(hand("234m 345p 678s 789s 11m", "3p", conditions=("robbing_kong", "last_tile")), ruleset="hk")
    )
    assert not out["valid"] and "cannot both apply" in out["error"]


def test_seen_must_leave_room_for_the_hand():
    out, _ = score_hand_json(hand("456s 123m 789m 678p 22s", "6s", seen="666s 6s"))
    assert not out["valid"] and "copies of 6s" in out["error"]


def test_preset_cites_a_seed_003_section_for_every_value():
    ruleset = get_preset(PRESET)
    for rule in ruleset.patterns.values():
        assert "seed 003" in rule.source, rule.id
    text = resource_path("rulesets", f"{PRESET}.toml").read_text(encoding="utf-8")
    head = text.split("[patterns.")[0]  # the patterns cite theirs in `source`, checked above
    for line in head.splitlines():
        if "=" in line and not line.startswith(("#", "[", "source", "id ", "name", "description")):
            assert "seed 00" in line, line  # every setting and value says where it comes from


def test_every_pattern_of_the_preset_has_at_least_two_cases():
    seen: dict[str, int] = {}
    for param in CASES:
        for pid in {pid for pid, _ in param.values[2]}:
            seen[pid] = seen.get(pid, 0) + 1
    for param in LIMITS:
        seen[param.values[1]] = seen.get(param.values[1], 0) + 1
    for param in FLOWER_CASES:
        for pid in {pid for pid, _ in param.values[1]}:
            seen[pid] = seen.get(pid, 0) + 1
    seen["no_flowers"] = seen.get("no_flowers", 0) + 1  # test_no_flowers_on_a_pung_hand
    thin = {pid: seen.get(pid, 0) for pid in get_preset(PRESET).patterns if seen.get(pid, 0) < 2}
    assert not thin
