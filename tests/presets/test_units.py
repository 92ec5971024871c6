"""The `units` preset against seed 000 (units and farn, the woo mei end game).

Every expected number was counted by hand from the seed; the comment on each case is the
arithmetic. Basic values (units): simples 2-8 pair 0, exposed pong 2, concealed pong 4,
exposed kong 8, concealed kong 16; 1s, 9s and honours pair 2, exposed pong 4, concealed
pong 8, exposed kong 16, concealed kong 32; a flower 4, a set of four 32. The total is
rounded up to 10, a winner adds 50, and the value doubles per farn (at most 4: both of the
seed's tables stop there). East pays, or as the winner receives, double ("60/120").
Unless a case says otherwise: seat South, prevailing East, a discard from West.
"""

from __future__ import annotations

from functools import partial

import pytest

from mjscore_gui.engine import parse_hand, score
from mjscore_gui.engine.units import value_of
from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.resources import resource_path
from mjscore_gui.rulebook import get_preset
from tests import builders

PRESET = "units"
UNITS = get_preset(PRESET)

# Unless a case says otherwise: a discard from West.
hand = partial(builders.hand, discarder="W", ruleset=PRESET)


def scored(obj):
    out, _ = score_hand_json(obj)
    assert out["valid"], out.get("error")
    return out


def line(out, line_id):
    return next(entry["points"] for entry in out["points_lines"] if entry["id"] == line_id)


def got_patterns(out):
    return sorted((p["id"], p["faan"]) for p in out["patterns"])


# Four sets that carry no units and no farn: 234p 567s 345s and a pair of 6p (three suits).
PLAIN = "234p 567s 345s 66p"


def case(case_id, the_hand, farn, basic, points, patterns):
    return pytest.param(the_hand, farn, basic, points, sorted(patterns), id=case_id)


CASES = [
    # --- seed 000, 'A Game of 1x4 units calculation': basic 4 -> 10, + 50 = 60, 60/120 at no farn,
    # 120/240 at 1 farn, 240/480 at 2, 480/960 at 3, 960/1,920 at 4.
    # An exposed pong of 9m is 4 units; nothing else: 4 -> 10 + 50 = 60, no farn.
    case("seed000-1x4-units-no-farn", hand(PLAIN, "6p", melds=("pong 9m",)), 0, 4, 60, []),
    # An exposed pong of Red: 4 units and 1 farn: 60 x 2 = 120
    case("seed000-1x4-units-1-farn", hand(PLAIN, "6p", melds=("pong C",)), 1, 4, 120, [("dragon_pong", 1)]),
    # Red 4 + South's flower f2 4 = 8 -> 10 + 50 = 60; Red 1 + own flower 1 = 2 farn: 240
    case(
        "seed000-1x4-units-2-farn",
        hand(PLAIN, "6p", melds=("pong C",), flowers="f2"),
        2,
        8,
        240,
        [("dragon_pong", 1), ("own_flower", 1)],
    ),
    # All bamboo, an exposed 9s pong 4: 60; All one suit 3 farn: 60 x 8 = 480
    case(
        "seed000-1x4-units-3-farn",
        hand("234s 567s 345s 66s", "6s", melds=("pong 9s",)),
        3,
        4,
        480,
        [("all_one_suit", 3)],
    ),
    # + South's flower: 4 + 4 = 8 -> 10 + 50 = 60; 3 + 1 = 4 farn: 60 x 16 = 960
    case(
        "seed000-1x4-units-4-farn",
        hand("234s 567s 345s 66s", "6s", melds=("pong 9s",), flowers="f2"),
        4,
        8,
        960,
        [("all_one_suit", 3), ("own_flower", 1)],
    ),
    # --- seed 000, Table Calculation for a gaming hand: basic 20 -> 70, 30 -> 80, 40 -> 90 at no farn.
    # concealed 999m 8 + concealed 111p 8 + pair EE 2 = 18 -> 20 + 50 = 70
    case("seed000-table-basic-20", hand("999m 111p 234s 678s EE", "4s"), 0, 18, 70, []),
    # exposed kong 1s 16 + concealed 999m 8 + pair NN 2 = 26 -> 30 + 50 = 80
    case("seed000-table-basic-30", hand("999m 234p 678p NN", "4p", melds=("kong 1s",)), 0, 26, 80, []),
    # concealed kong 9p 32 + concealed 555m 4 = 36 -> 40 + 50 = 90
    case("seed000-table-basic-40", hand("555m 234s 678s 33m", "4s", melds=("ckong 9p",)), 0, 36, 90, []),
    # basic 40 at 4 farn (the table's 1440): exposed 9m pong 4 + season set 32 + South's flower 4 = 40 -> 90;
    # all seasons 3 (instead of the own season) + own flower 1 = 4 farn: 90 x 16 = 1440
    case(
        "seed000-table-basic-40-4-farn",
        hand(PLAIN, "6p", melds=("pong 9m",), flowers="s1 s2 s3 s4 f2"),
        4,
        40,
        1440,
        [("all_seasons", 3), ("own_flower", 1)],
    ),
    # --- basic values by class, two cases each
    # exposed pong of simples 2 -> 10 + 50 = 60
    case("exposed-pong-simples", hand(PLAIN, "6p", melds=("pong 5m",)), 0, 2, 60, []),
    # a discard completing 555m makes it exposed: 2 (not 4) + pair 99p 2 = 4 -> 10 + 50 = 60
    case("pong-completed-by-discard-is-exposed", hand("555m 234p 567s 345s 99p", "5m", melds=()), 0, 4, 60, []),
    # ... and self-drawn it stays concealed: 555m 4 + pair 99p 2 = 6 -> 60
    case("pong-self-drawn-is-concealed", hand("555m 234p 567s 345s 99p", "5m", "self_drawn"), 0, 6, 60, []),
    # exposed kong of simples 8 -> 10 + 50 = 60
    case("exposed-kong-simples", hand(PLAIN, "6p", melds=("kong 5m",)), 0, 8, 60, []),
    # two exposed kongs of simples 8 + 8 = 16 -> 20 + 50 = 70
    case("two-exposed-kongs-simples", hand("234p 567s 66p", "6p", melds=("kong 3m", "kong 7m")), 0, 16, 70, []),
    # concealed kong of simples 16 -> 20 + 50 = 70
    case("concealed-kong-simples", hand(PLAIN, "6p", melds=("ckong 5m",)), 0, 16, 70, []),
    # concealed kong 2m 16 + exposed pong 9m 4 = 20 -> 70
    case("concealed-kong-and-major-pong", hand("567s 345s 66p", "6p", melds=("ckong 2m", "pong 9m")), 0, 20, 70, []),
    # concealed kong of North (not South's wind) 32 -> 40 + 50 = 90
    case("concealed-kong-major", hand(PLAIN, "6p", melds=("ckong N",)), 0, 32, 90, []),
    # --- farn items, two cases each (dragon pongs, all one suit and own flower above)
    # concealed pong of Green 8 + pair of 9m 2 = 10 -> 60; 1 farn: 120
    case("dragon-pong-concealed", hand("FFF 234p 567s 345s 99m", "3p"), 1, 10, 120, [("dragon_pong", 1)]),
    # South's own wind, exposed: 4 -> 60, 1 farn: 120
    case("seat-wind", hand(PLAIN, "6p", melds=("pong S",)), 1, 4, 120, [("seat_wind", 1)]),
    # West with a concealed pong of West: 8 -> 60, 1 farn: 120
    case(
        "seat-wind-west", hand("WWW 234p 567s 345s 66p", "3p", seat="W", discarder="N"), 1, 8, 120, [("seat_wind", 1)]
    ),
    # North is not South's wind: the 4 units count, no farn (the reading chosen): 60
    case("other-wind-no-farn", hand(PLAIN, "6p", melds=("pong N",)), 0, 4, 60, []),
    # East, the round's wind, is not South's either: seed 000 gives no farn for the round wind: 60
    case("round-wind-no-farn", hand(PLAIN, "6p", melds=("pong E",)), 0, 4, 60, []),
    # South's season s2 4 + Red 4 = 8 -> 60, 2 farn: 240
    case(
        "own-season",
        hand(PLAIN, "6p", melds=("pong C",), flowers="s2"),
        2,
        8,
        240,
        [("dragon_pong", 1), ("own_season", 1)],
    ),
    # East's season s1 (East winning, West discarding): 4 + 9m pong 4 = 8 -> 60, 1 farn: 120
    case(
        "own-season-east", hand(PLAIN, "6p", melds=("pong 9m",), seat="E", flowers="s1"), 1, 8, 120, [("own_season", 1)]
    ),
    # a flower that is not South's: 4 units, no farn: 4 + 4 = 8 -> 60
    case("other-flower", hand(PLAIN, "6p", melds=("pong 9m",), flowers="f3"), 0, 8, 60, []),
    # bouquet f1-f4: a set 32 (not 4 x 4) + 9m pong 4 = 36 -> 40 + 50 = 90; 3 farn (the own flower's
    # farn is in it): 720
    case(
        "bouquet-of-flowers",
        hand(PLAIN, "6p", melds=("pong 9m",), flowers="f1 f2 f3 f4"),
        3,
        36,
        720,
        [("all_flowers", 3)],
    ),
    # bouquet of seasons and flower f1 (not South's): 32 + 4 + 9m pong 4 = 40 -> 90; 3 farn: 720
    # East's bouquet: the same 36 units and 3 farn: 720 (each loser pays 1440)
    case(
        "bouquet-of-flowers-east",
        hand(PLAIN, "6p", melds=("pong 9m",), seat="E", flowers="f1 f2 f3 f4"),
        3,
        36,
        720,
        [("all_flowers", 3)],
    ),
    case(
        "bouquet-of-seasons",
        hand(PLAIN, "6p", melds=("pong 9m",), flowers="s1 s2 s3 s4 f1"),
        3,
        40,
        720,
        [("all_seasons", 3)],
    ),
    # one suit and honours: Red exposed 4 -> 60; Red 1 + mixed 1 = 2 farn: 240
    case(
        "mixed-one-suit-dragon",
        hand("234s 567s 345s 66s", "6s", melds=("pong C",)),
        2,
        4,
        240,
        [("dragon_pong", 1), ("mixed_one_suit", 1)],
    ),
    # one suit and the East wind (not South's): 4 -> 60; 1 farn: 120
    case(
        "mixed-one-suit-wind", hand("234s 567s 345s 66s", "6s", melds=("pong E",)), 1, 4, 120, [("mixed_one_suit", 1)]
    ),
    # Siu Sam Yuen: Red 4 + Green 4 exposed + pair of White 2 = 10 -> 60; 3 farn (the two dragons' farn
    # are in it): 480
    case(
        "little-three-dragons-melded",
        hand("234s 567m PP", "P", melds=("pong C", "pong F")),
        3,
        10,
        480,
        [("small_dragons", 3)],
    ),
    # concealed: 8 + 8 + 2 = 18 -> 20 + 50 = 70; 3 + one suit and honours 1 = 4 farn: 70 x 16 = 1120
    case(
        "little-three-dragons-concealed",
        hand("CCC FFF PP 234s 567s", "4s"),
        4,
        18,
        1120,
        [("small_dragons", 3), ("mixed_one_suit", 1)],
    ),
    # Peng Wu (all chows): 1 farn. 0 units -> 0 + 50 = 50 x 2 = 100
    case("peng-wu", hand("234m 567m 345p 678p 22s", "2s"), 1, 0, 100, [("common_hand", 1)]),
    # all chows with a pair of East: 2 -> 10 + 50 = 60 x 2 = 120
    case("peng-wu-honour-pair", hand("123m 456p 789s 234s EE", "E"), 1, 2, 120, [("common_hand", 1)]),
    # Gee Moor is 0 farn in the preset: self-drawn pays the same 60
    case("gee-moor-off", hand(PLAIN, "6p", "self_drawn", melds=("pong 9m",)), 0, 4, 60, []),
    case("gee-moor-off-concealed", hand("999m 111p 234s 678s EE", "4s", "self_drawn"), 0, 18, 70, []),
    # 5 farn (all one suit 3 + own flower 1 + own season 1) is paid as 4: 9s pong 4 + f2 4 + s2 4 = 12
    # -> 20 + 50 = 70 x 16 = 1120
    case(
        "farn-paid-at-most-4",
        hand("234s 567s 345s 66s", "6s", melds=("pong 9s",), flowers="f2 s2"),
        5,
        12,
        1120,
        [("all_one_suit", 3), ("own_flower", 1), ("own_season", 1)],
    ),
    case("all-one-suit-concealed", hand("111s 234s 567s 345s 66s", "2s"), 3, 8, 480, [("all_one_suit", 3)]),
]


@pytest.mark.parametrize("the_hand,farn,basic,points,patterns", CASES)
def test_seed_000_units_and_farn(the_hand, farn, basic, points, patterns):
    out = scored(the_hand)
    assert got_patterns(out) == patterns
    assert out["faan"] == farn
    assert line(out, "basic") == basic
    assert out["points"] == points
    assert line(out, "farn") == points


MOON_WU = [
    # Three dragon pongs exposed: 4 + 4 + 4 = 12 -> 20 + 50 = 70; moon wu at 4 farn: 1120
    pytest.param(
        hand("234s 55m", "5m", melds=("pong C", "pong F", "pong P")),
        "great_dragons",
        12,
        1120,
        id="dai-sam-yuen-melded",
    ),
    # concealed: 8 x 3 + pair 9s 2 = 26 -> 30 + 50 = 80; x 16 = 1280 (the table's basic 30, 4 farn)
    pytest.param(hand("CCC FFF PPP 234s 99s", "3s"), "great_dragons", 26, 1280, id="dai-sam-yuen-concealed"),
    # Four wind pongs exposed: 16 -> 20 + 50 = 70; x 16 = 1120
    pytest.param(
        hand("55m", "5m", melds=("pong E", "pong S", "pong W", "pong N")),
        "great_winds",
        16,
        1120,
        id="four-winds-melded",
    ),
    # concealed, self-drawn by West: 8 x 4 = 32 -> 40 + 50 = 90; x 16 = 1440
    pytest.param(
        hand("EEE SSS WWW NNN 22p", "2p", "self_drawn", seat="W"), "great_winds", 32, 1440, id="four-winds-concealed"
    ),
]


@pytest.mark.parametrize("the_hand,limit_id,basic,points", MOON_WU)
def test_moon_wu_pays_the_4_farn_cap(the_hand, limit_id, basic, points):
    out = scored(the_hand)
    assert out["limit"] is True
    assert [p["id"] for p in out["patterns"]] == [limit_id]
    assert line(out, "basic") == basic and out["points"] == points


@pytest.mark.parametrize(
    "basic,row",
    [
        # seed 000, Table Calculation for a gaming hand, row by row (0 to 4 farn)
        pytest.param(20, [70, 140, 280, 560, 1120], id="basic-20"),
        pytest.param(30, [80, 160, 320, 640, 1280], id="basic-30"),
        pytest.param(40, [90, 180, 360, 720, 1440], id="basic-40"),
        # 'A Game of 1x4 units': 4 units -> 60 120 240 480 960
        pytest.param(4, [60, 120, 240, 480, 960], id="basic-4"),
    ],
)
def test_the_winners_table(basic, row):
    assert [value_of(basic, farn, UNITS.units) for farn in range(5)] == row


@pytest.mark.parametrize(
    "units,farn,value",
    [
        # seed 000, Calculations for Woo Mei: no 50 for winning
        (2, 0, 10),
        (4, 0, 10),
        (4, 1, 20),
        (8, 0, 10),
        (8, 1, 20),
        (8, 2, 40),
        (10, 2, 40),
        (12, 0, 20),
        (12, 1, 40),
        (12, 2, 80),
        (20, 2, 80),
        (22, 0, 30),
        (22, 1, 60),
        (22, 2, 120),
        (22, 3, 240),
        (30, 4, 480),
    ],
)
def test_the_woo_mei_table(units, farn, value):
    assert value_of(units, farn, UNITS.units, winner=False) == value


def test_the_winner_s_payments_east_doubles():
    # seed 000: '60/120': South wins 60; East pays double. E -120, W -60, N -60, S +240.
    out = scored(CASES[0].values[0])
    assert out["payments"] == {"E": -120, "S": 240, "W": -60, "N": -60}
    # East wins the same 60-point hand: every loser pays 120 (West discarding changes nothing).
    out = scored(hand(PLAIN, "6p", melds=("pong 9m",), seat="E"))
    assert out["points"] == 60
    assert out["payments"] == {"E": 360, "S": -120, "W": -120, "N": -120}


def test_east_wins_960_and_is_paid_1920_by_each():
    # seed 000: 4 farn '960/1,920'. East's flower is f1.
    out = scored(hand("234s 567s 345s 66s", "6s", melds=("pong 9s",), seat="E", flowers="f1"))
    assert out["points"] == 960
    assert out["payments"] == {"E": 5760, "S": -1920, "W": -1920, "N": -1920}


def test_self_drawn_pays_the_same_and_gee_moor_is_a_value_edit():
    out = scored(hand(PLAIN, "6p", "self_drawn", melds=("pong 9m",)))
    assert out["payments"] == {"E": -120, "S": 240, "W": -60, "N": -60}
    # 'Some variation allocate an extra 1xfarn to Gee Moor': the pattern's value, set to 1: 120.
    gee_moor = UNITS.with_pattern_faan({"self_drawn": 1})
    h, s = parse_hand(hand(PLAIN, "6p", "self_drawn", melds=("pong 9m",)))
    assert score(h, s, gee_moor).points == 120


def test_every_wind_pong_reading_is_a_value_edit():
    # 'Each triplet or more of the character cards is 1x farn': other_wind_pong set to 1 gives
    # North's pong (South sitting) a farn: 60 -> 120. East's pong too.
    every_wind = UNITS.with_pattern_faan({"other_wind_pong": 1})
    for melds in (("pong N",), ("pong E",)):
        h, s = parse_hand(hand(PLAIN, "6p", melds=melds))
        assert score(h, s, every_wind).points == 120
        assert score(h, s, UNITS).points == 60


def test_peng_wu_two_farn_is_a_value_edit():
    two = UNITS.with_pattern_faan({"common_hand": 2})
    h, s = parse_hand(hand("234m 567m 345p 678p 22s", "2s"))
    assert score(h, s, two).points == 200  # 50 x 4


def test_the_breakdown_shows_how_the_points_were_built():
    out = scored(hand("999m 111p 234s 678s EE", "4s", melds=()))
    names = [(entry["name"] + " " + entry.get("tiles", "")).strip() for entry in out["points_lines"]]
    assert list(zip(names, [entry["points"] for entry in out["points_lines"]])) == [
        ("Concealed pong of terminals or honours 999m", 8),
        ("Concealed pong of terminals or honours 111p", 8),
        ("Pair of terminals or honours EE", 2),
        ("Basic total", 18),
        ("rounded up to 10", 20),
        ("Winning", 50),
        ("Value before farn", 70),
        ("x2 per farn (0 farn)", 70),
    ]
    assert [entry["name_zh"] for entry in out["points_lines"]][:4] == [
        "暗刻（么九字）",
        "暗刻（么九字）",
        "對子（么九字）",
        "底數合計",
    ]


def test_the_best_reading_for_the_player_counts_points():
    # The winner lays the hand out as it pays best (as seed 003, 5.1 writes for every table). A
    # discarded 1p completing 111p makes that pong exposed (4); placed in 123p the pong stays
    # concealed (8): 999m 8 + 111p 8 + 555s 4 + EE 2 = 22 -> 30 + 50 = 80, not 18 -> 20 + 50 = 70.
    out = scored(hand("999m 111p 123p 555s EE", "1p"))
    assert line(out, "basic") == 22 and out["points"] == 80


# --- the losers' displayed sets: woo mei (seed 000) ------------------------------------

WINNER = dict(hand("234m 567m 345p 678p 22s", "2s"))  # Peng Wu: 0 units -> 50 x 2 = 100


@pytest.mark.parametrize(
    "shown,farn,basic,points",
    [
        # 2 units -> 10 (a pair of North shown by West)
        pytest.param({"concealed": "NN"}, 0, 2, 10, id="woo-mei-2-units"),
        # 4 units, no farn: an exposed pong of 1m -> 10
        pytest.param({"melds": [{"kind": "pong", "tile": "1m"}]}, 0, 4, 10, id="woo-mei-4-units"),
        # 4 units, 1 farn: an exposed Red pong -> 10 x 2 = 20
        pytest.param({"melds": [{"kind": "pong", "tile": "C"}]}, 1, 4, 20, id="woo-mei-4-units-1-farn"),
        # 8 units, 1 farn: Red 4 + 1m 4 -> 10 x 2 = 20
        pytest.param(
            {"melds": [{"kind": "pong", "tile": "C"}, {"kind": "pong", "tile": "1m"}]},
            1,
            8,
            20,
            id="woo-mei-8-units-1-farn",
        ),
        # 10 units, 2 farn: Red 4 + Green 4 + pair 9m 2 -> 10 x 4 = 40
        pytest.param(
            {"melds": [{"kind": "pong", "tile": "C"}, {"kind": "pong", "tile": "F"}], "concealed": "99m"},
            2,
            10,
            40,
            id="woo-mei-10-units-2-farn",
        ),
        # 12 units, no farn: concealed 9m 8 + exposed 1p 4 -> 20
        pytest.param(
            {"melds": [{"kind": "pong", "tile": "1p"}], "concealed": "999m"}, 0, 12, 20, id="woo-mei-12-units"
        ),
        # 20 units, 1 farn: concealed Red 8 + concealed 9m 8 + exposed 1p 4 -> 20 x 2 = 40
        pytest.param(
            {"melds": [{"kind": "pong", "tile": "1p"}], "concealed": "CCC 999m"},
            1,
            20,
            40,
            id="woo-mei-20-units-1-farn",
        ),
        # 24 units, 4 farn: concealed Red 8 + Green 8 + exposed White 4 + West's flower f3 4 -> 30 x 16 = 480
        pytest.param(
            {"melds": [{"kind": "pong", "tile": "P"}], "concealed": "CCC FFF", "flowers": "f3"},
            4,
            24,
            480,
            id="woo-mei-24-units-4-farn",
        ),
        # 30 units, no farn: exposed kong 1m 16 + concealed 9p 8 + exposed 9s 4 + pair 1s 2 -> 30
        pytest.param(
            {"melds": [{"kind": "kong", "tile": "1m"}, {"kind": "pong", "tile": "9s"}], "concealed": "999p 11s"},
            0,
            30,
            30,
            id="woo-mei-30-units",
        ),
    ],
)
def test_woo_mei_values(shown, farn, basic, points):
    out = scored(dict(WINNER, losers={"W": shown}))
    west = out["losers"]["W"]
    assert west["faan"] == farn and west["points"] == points
    assert next(entry["points"] for entry in west["points_lines"] if entry["id"] == "basic") == basic
    assert all(entry["id"] != "winning" for entry in west["points_lines"])  # no 50 in woo mei


def test_losers_settle_the_differences_and_east_doubles():
    # South wins Peng Wu: 100, West discarding. East shows a Red pong (20), West a pair of North
    # (10), North nothing (0).
    # To the winner: East 200 (double), West 100, North 100.
    # Between losers: West pays East (20 - 10) x 2 = 20; North pays East 20 x 2 = 40; North pays West 10.
    out = scored(dict(WINNER, losers={"E": {"melds": [{"kind": "pong", "tile": "C"}]}, "W": {"concealed": "NN"}}))
    assert out["points"] == 100
    assert out["losers"]["E"]["points"] == 20 and out["losers"]["W"]["points"] == 10
    assert out["payments"] == {"E": -200 + 20 + 40, "S": 400, "W": -100 - 20 + 10, "N": -100 - 40 - 10}
    assert out["payment_lines"] == [
        "East pays South 200",
        "West pays South 100",
        "North pays South 100",
        "West pays East 20",
        "North pays East 40",
        "North pays West 10",
    ]


def test_east_winning_losers_settle_without_doubling():
    # East wins 60 (9m pong); South shows Green (20), West and North nothing. To East: 120 each.
    # West pays South 20, North pays South 20 (East is not one of them: no doubling).
    out = scored(
        hand(
            PLAIN,
            "6p",
            melds=("pong 9m",),
            seat="E",
            discarder="W",
            losers={"S": {"melds": [{"kind": "pong", "tile": "F"}]}},
        )
    )
    assert out["payments"] == {"E": 360, "S": -120 + 40, "W": -120 - 20, "N": -120 - 20}


@pytest.mark.parametrize(
    "losers,message",
    [
        ({"S": {"concealed": "NN"}}, "S is the winner"),
        ({"W": {"concealed": "N"}}, "1 x N shown"),
        ({"W": {"concealed": "NNNN"}}, "concealed kong"),
        ({"W": {"concealed": "222s"}}, "copies of 2s"),
        ({"W": {"flowers": "f1"}, "N": {"flowers": "f1"}}, "f1 is in two hands"),
        ({"X": {}}, "keyed by seat wind"),
        ({"W": {"tiles": "NN"}}, "unknown key 'tiles'"),
    ],
)
def test_bad_losers_get_one_clear_line(losers, message):
    out, _ = score_hand_json(dict(WINNER, losers=losers))
    assert out["valid"] is False and message in out["error"]


def test_losers_only_under_rules_that_score_them():
    out, _ = score_hand_json(dict(WINNER, ruleset="hk", losers={"W": {"concealed": "NN"}}))
    assert out["valid"] is False and "units" in out["error"]


def test_every_value_cites_seed_000():
    text = resource_path("rulesets", f"{PRESET}.toml").read_text(encoding="utf-8")
    for raw in text.split("[patterns.")[0].splitlines():
        if "=" in raw and not raw.startswith(("#", "[", "id ", "name", "description", "source")):
            assert "seed 000" in raw or "not used" in raw, raw
    for rule in UNITS.patterns.values():
        assert "seed 000" in rule.source, rule.id


def test_every_farn_item_has_at_least_two_cases():
    seen: dict[str, int] = {}
    for param in CASES:
        for pid in {pid for pid, _ in param.values[4]}:
            seen[pid] = seen.get(pid, 0) + 1
    for param in MOON_WU:
        seen[param.values[1]] = seen.get(param.values[1], 0) + 1
    # other_wind_pong and self_drawn (worth 0 in the preset) have their own tests above.
    thin = {pid for pid in UNITS.patterns if seen.get(pid, 0) < 2} - {"other_wind_pong", "self_drawn"}
    assert not thin
