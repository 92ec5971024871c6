"""Hands a player gets wrong (every refusal names the problem) and waits, under `hk`.

Bad input goes through `score_hand_json`, as the CLI and the GUI do: it never raises,
it answers valid=false with an error a player can act on. Expected faan of waits are
counted by hand from seed 001.
"""

from __future__ import annotations

import pytest

from mjscore_gui.outcome.jsonform import score_hand_json, waits_json
from mjscore_gui.rulebook import get_preset
from tests.builders import BASE, hand

HK = get_preset("hk")


def with_keys(base, **changes):
    out = dict(base)
    for key, value in changes.items():
        if value is _DROP:
            out.pop(key, None)
        else:
            out[key] = value
    return out


_DROP = object()


def bad(case_id, seed, obj, *words, settings=None):
    """A hand that must be refused with an error holding every one of `words`."""
    return pytest.param(seed, obj, words, settings, id=case_id)


BAD_HANDS = [
    # Bad tokens: the error names the token.
    bad("token/zero", "hand-format, Tiles: suited tiles are 1-9", hand("123m 456m 345p 678s 9s 0m"), "0m"),
    bad("token/ten-as-winning-tile", "hand-format, Tiles", hand(BASE, "10p"), "10p"),
    bad(
        "token/lower-case-wind",
        "hand-format, Tiles: winds are capital letters",
        hand("123m 456m 345p 678s 9s e"),
        "'e'",
        "capital",
    ),
    bad("token/unknown-suit", "hand-format, Tiles: suits m, p, s", hand("123m 456m 345p 678s 99x"), "99x"),
    bad("token/bad-flower", "hand-format, Tiles: flowers f1-f4", hand(BASE, flowers="f5"), "f5"),
    bad("token/meld-tile", "hand-format, Tiles", hand("123m 456m 345p 99s", melds=["pong Q"]), "Q"),
    # Tile counts.
    bad("count/five-copies", "seed 001: four of each tile", hand("33333p 123m 456m 789s", "3p"), "5 copies of 3p"),
    bad(
        "count/five-copies-with-meld",
        "seed 001: four of each tile (melds count)",
        hand("33p 123m 456m 789s", "3p", melds=["pong 3p"]),
        "5 copies of 3p",
    ),
    bad(
        "count/thirteen-given",
        "hand-format: four sets and a pair",
        hand("123m 456m 345p 678s 9s"),
        "14 tiles needed, 13 given",
    ),
    bad(
        "count/fifteen-given",
        "hand-format: four sets and a pair",
        hand("123m 456m 345p 678s 999s"),
        "14 tiles needed, 15 given",
    ),
    bad(
        "count/one-kong-short",
        "seed 001, All Kongs: a kong has four tiles",
        hand("123m 456m 345p 9p", "9p", melds=["kong 9s"]),
        "1 kong",
        "15 tiles",
        "14 given",
    ),
    bad(
        "count/two-kongs-short",
        "seed 001, All Kongs: a kong has four tiles",
        hand("234m 345p 9p", "9p", melds=["kong 9s", "kong 1m"]),
        "2 kongs",
        "16 tiles",
        "15 given",
    ),
    bad(
        "count/five-melds",
        "hand-format: at most four sets",
        hand("99s", melds=["pong 1m", "pong 2m", "pong 3m", "pong 4m", "pong 5m"]),
        "at most four",
    ),
    # The winning tile.
    bad(
        "winning/not-in-hand",
        "hand-format: winning_tile must be in the hand",
        hand(BASE, "7p"),
        "7p",
        "not in the hand",
    ),
    bad(
        "winning/missing",
        "hand-format: winning_tile is required",
        with_keys(hand(BASE), winning_tile=_DROP),
        "winning_tile",
    ),
    bad(
        "winning/only-in-a-kong",
        "hand-format: a kong is never completed by the winning tile",
        hand("123m 456m 345p 99p", "9s", melds=["kong 9s"]),
        "9s",
        "only in a kong",
    ),
    bad(
        "winning/self-drawn-into-exposed-meld",
        "hand-format: an exposed meld was claimed from a discard",
        hand("123m 456m 345p 99s", "C", "self_drawn", melds=["pong C"]),
        "self-drawn",
        "exposed meld",
    ),
    # Sets that are not sets.
    bad(
        "chow/not-a-run-8m",
        "seed 001, Common Hand: a chow is a run",
        hand("123m 456m 345p 99s", melds=["chow 8m"]),
        "not a run",
    ),
    bad(
        "chow/honours-not-a-run",
        "seed 001, Common Hand: a chow is a run",
        hand("123m 456m 345p 99s", melds=["chow E"]),
        "not a run",
    ),
    bad(
        "chow/gapped-tiles",
        "seed 001, Common Hand: a chow is a run",
        {
            "concealed": "123m 456m 345p 99s",
            "winning_tile": "9s",
            "win": "discard",
            "melds": [{"kind": "chow", "tiles": "135m"}],
        },
        "135m",
        "not a chow",
        "in a row",
    ),
    bad(
        "meld/unknown-kind",
        "hand-format: melds are chow, pong or kong",
        {
            "concealed": "123m 456m 345p 99s",
            "winning_tile": "9s",
            "win": "discard",
            "melds": [{"kind": "triple", "tile": "5p"}],
        },
        "chow, pong or kong",
    ),
    bad(
        "shape/no-arrangement",
        "seed 001, Hand Faan: four melds and a pair",
        hand("123m 456m 345p 678s 9s E", "E"),
        "no arrangement",
    ),
    bad(
        "shape/kong-in-seven-pairs",
        "seed 001, Seven Pairs: four of a kind is not two pairs (kongs not permitted)",
        hand("1111m 33m 55p 77p 99s EE", "E"),
        "no arrangement",
    ),
    bad(
        "shape/seven-pairs-with-a-meld",
        "seed 001, Seven Pairs: all seven pairs are concealed",
        hand("55p 77p 99s EE CC F", "F", melds=["pong 3m"]),
        "no arrangement into four sets and a pair",
    ),
    bad(
        "shape/thirteen-orphans-missing-one",
        "seed 001, Thirteen Orphans: one of each",
        hand("119m 19p 19s ESWNCFF", "1m"),
        "no arrangement",
    ),
    bad(
        "shape/seven-pairs-off",
        "seed 001, Seven Pairs (played by some variants): setting off",
        hand("11m 33m 55p 77p 99s EE CC", "C"),
        "no arrangement into four sets and a pair",
        settings={"seven_pairs": False},
    ),
    # Flowers.
    bad(
        "flowers/off-refuses-flowers",
        "seed 001, Flower Faan (flowers not in play)",
        hand(BASE, flowers="f1"),
        "not in play",
        settings={"flowers": False},
    ),
    bad(
        "flowers/listed-twice", "seed 001, Flower Faan: one of each flower", hand(BASE, flowers="f1 f1"), "f1", "twice"
    ),
    bad(
        "flowers/bonus-in-hand",
        "hand-format: bonus tiles go under flowers",
        hand("123m 456m 345p 678s 9s f1"),
        "f1",
        "flowers",
    ),
    # Conflicting conditions (seed 001, Winning Condition Faan).
    bad(
        "conflict/robbing-self-drawn",
        "seed 001: Robbing Kong wins on another player's kong tile",
        hand(BASE, "9s", "self_drawn", conditions=["robbing_kong"]),
        "robbing the kong",
        "discard",
    ),
    bad(
        "conflict/robbing-and-last-tile",
        "seed 001: Robbing Kong and Win by Last Catch",
        hand(BASE, conditions=["robbing_kong", "last_tile"]),
        "robbing the kong",
        "last tile",
        "cannot both",
    ),
    bad(
        "conflict/kong-replacement-on-discard",
        "seed 001: Win by Kong implies self-pick",
        hand("123m 456m 789s 99s", melds=["kong 7p"], conditions=["kong_replacement"]),
        "win by kong",
        "self-drawn",
    ),
    bad(
        "conflict/double-kong-on-discard",
        "seed 001: Win by Double-Kong implies self-pick",
        hand("123m 456m 99s", melds=["kong 7p", "kong 2s"], conditions=["double_kong_replacement"]),
        "win by double kong",
        "self-drawn",
    ),
    bad(
        "conflict/kong-replacement-without-kong",
        "seed 001: Win by Kong needs a kong or bonus tile",
        hand(BASE, "9s", "self_drawn", conditions=["kong_replacement"]),
        "win by kong",
        "needs a kong",
    ),
    bad(
        "conflict/double-kong-one-kong",
        "seed 001: Win by Double-Kong needs two kongs",
        hand("123m 456m 789s 99s", "9s", "self_drawn", melds=["kong 7p"], conditions=["double_kong_replacement"]),
        "double kong",
        "two kongs",
    ),
    bad(
        "conflict/heavenly-not-east",
        "seed 001: Heavenly Hand: East wins",
        hand(BASE, "9s", "self_drawn", seat="S", conditions=["heavenly"]),
        "only East",
    ),
    bad(
        "conflict/heavenly-on-discard",
        "seed 001: Heavenly Hand: East wins with the initial hand",
        hand(BASE, "9s", "discard", seat="E", conditions=["heavenly"]),
        "heavenly",
        "self-drawn",
    ),
    bad(
        "conflict/earthly-east",
        "seed 001: Earthly Hand: a non-East player",
        hand(BASE, "9s", "discard", seat="E", conditions=["earthly"]),
        "earthly",
        "other than East",
    ),
    bad(
        "conflict/earthly-self-drawn",
        "seed 001: Earthly Hand: on East's first discard",
        hand(BASE, "9s", "self_drawn", seat="S", conditions=["earthly"]),
        "earthly",
        "discard",
    ),
    bad(
        "conflict/heavenly-and-earthly",
        "seed 001: Heavenly and Earthly Hand exclude each other",
        hand(BASE, "9s", "self_drawn", seat="E", conditions=["heavenly", "earthly"]),
        "both heavenly and earthly",
    ),
    bad(
        "conflict/heavenly-with-exposed-meld",
        "seed 001: Heavenly Hand is the dealt hand",
        hand("123m 456m 345p 99s", "9s", "self_drawn", seat="E", melds=["pong C"], conditions=["heavenly"]),
        "exposed",
    ),
    # The rest of the hand's keys.
    bad("keys/unknown-condition", "hand-format: conditions", hand(BASE, conditions=["riichi"]), "riichi"),
    bad("keys/bad-seat-wind", "hand-format: seat_wind is E, S, W or N", hand(BASE, seat="X"), "seat_wind"),
    bad(
        "keys/bad-win", "hand-format: win is self_drawn or discard", hand(BASE, "9s", "tsumo"), "self_drawn or discard"
    ),
    bad("keys/no-win", "hand-format: win is required", with_keys(hand(BASE), win=_DROP), "self-drawn", "discard"),
    bad("keys/unknown-key", "hand-format: unknown keys", with_keys(hand(BASE), seat="S"), "seat"),
    bad(
        "keys/unknown-ruleset",
        "hand-format: ruleset is a preset id or file",
        with_keys(hand(BASE), ruleset="nope"),
        "unknown ruleset",
        "nope",
    ),
    bad("keys/not-an-object", "hand-format: a hand is a JSON object", ["123m"], "JSON object"),
]


@pytest.mark.parametrize("seed, obj, words, settings", BAD_HANDS)
def test_bad_hand_is_refused_with_a_reason(seed, obj, words, settings):
    ruleset = HK.with_settings(settings) if settings else HK
    out, result = score_hand_json(obj, ruleset)
    assert out["valid"] is False, seed
    assert result is None or result.valid is False
    message = out["error"]
    assert "\n" not in message and "Traceback" not in message
    for word in words:
        assert word.lower() in message.lower(), f"{seed}: {word!r} not in {message!r}"


def test_seven_pairs_off_error_does_not_offer_seven_pairs():
    out, _ = score_hand_json(hand("11m 33m 55p 77p 99s EE CC", "C"), HK.with_settings({"seven_pairs": False}))
    assert out["valid"] is False and "seven pairs" not in out["error"]


# ---------------------------------------------------------------------------------------
# Waits: a hand one tile short, every tile that completes it, scored both ways.
# ---------------------------------------------------------------------------------------
def waiting(concealed, *, melds=(), seat="S", prevailing="E", flowers=""):
    obj = hand(concealed, None, None, melds=melds, seat=seat, prevailing=prevailing, flowers=flowers)
    del obj["winning_tile"], obj["win"]
    return obj


def wait(tile, discard, self_drawn, *, limit=False, patterns=None):
    return (tile, discard, self_drawn, limit, patterns)


WAITS = [
    pytest.param(
        "seed 001, Limit Hands: Nine Gates (1112345678999 + any tile in the set): 10 on a discard, "
        "+ Self-Pick 1 when drawn; Win from Wall withheld",
        waiting("1112345678999m", seat="E"),
        [wait(f"{n}m", 10, 11, limit=True, patterns={"nine_gates": 10}) for n in range(1, 10)],
        id="nine-gates-waits-on-all-nine",
    ),
    pytest.param(
        "seed 001: Common Hand 1 + Win from Wall 1 (+ Self-Pick 1 when drawn); f3 is not South's flower",
        waiting("23m 456p 789s 567s 99p", flowers="f3"),
        [
            wait("1m", 2, 3, patterns={"common_hand": 1, "concealed_hand": 1}),
            wait("4m", 2, 3, patterns={"common_hand": 1, "concealed_hand": 1}),
        ],
        id="two-sided-concealed",
    ),
    pytest.param(
        "seed 001: an exposed chow: Common Hand 1, Self-Pick 1 only when drawn, never Win from Wall",
        waiting("23m 789s 567s 99p", melds=["chow 4p"], flowers="f3"),
        [wait("1m", 1, 2), wait("4m", 1, 2)],
        id="two-sided-exposed",
    ),
    pytest.param(
        "seed 001, Self Triplets: drawn either tile = 10 + Self-Pick 1; on a discard the red dragon completes a pong "
        "(All in Triplets 3 + Red 1 + Win from Wall 1) and 9s too (All in Triplets 3 + Win from Wall 1)",
        waiting("222m 555p 777s CC 99s", flowers="f3"),
        [wait("9s", 4, 11, limit=(False, True)), wait("C", 5, 11, limit=(False, True))],
        id="two-pairs-self-triplets-only-when-drawn",
    ),
    pytest.param(
        "seed 001, Self Triplets: 9s on the pair may be won on a discard (10) or drawn (11); "
        "8s makes 789s + 77s instead: Red Dragon 1 + Win from Wall 1 (+ Self-Pick 1)",
        waiting("222m 555p 777s CCC 9s", flowers="f3"),
        [
            wait("9s", 10, 11, limit=True, patterns={"self_triplets": 10}),
            wait("8s", 2, 3, patterns={"dragon_pong": 1, "concealed_hand": 1}),
        ],
        id="self-triplets-pair-wait",
    ),
    pytest.param(
        "seed 001, Limit Hands: Thirteen Orphans 13 on any of its thirteen tiles (drawn: 14 -> 13)",
        waiting("19m 19p 19s ESWNCFP"),
        [wait(t, 13, 13, limit=True) for t in ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "C", "F", "P"]],
        id="thirteen-orphans-thirteen-waits",
    ),
    pytest.param(
        "seed 001: an exposed kong: no Win from Wall, no Common Hand; Self-Pick 1 when drawn",
        waiting("123m 456m 78s 99s", melds=["kong 5p"], flowers="f3"),
        [wait("6s", 0, 1), wait("9s", 0, 1)],
        id="with-a-kong",
    ),
    pytest.param(
        "a hand of singles completes nothing",
        waiting("1m 3m 5m 7m 9m 2p 4p 6p 8p 1s 3s E S"),
        [],
        id="waits-on-nothing",
    ),
]

_ORDER = "123456789"


@pytest.mark.parametrize("seed, obj, expected", WAITS)
def test_waits(seed, obj, expected):
    out = waits_json(obj, HK)
    assert out["valid"] is True, out.get("error")
    got = {w["tile"]: w for w in out["waits"]}
    assert sorted(got) == sorted(t for t, *_ in expected), seed
    for tile, discard, self_drawn, limit, patterns in expected:
        w = got[tile]
        assert w["discard"]["faan"] == discard, f"{seed}: {tile} on a discard"
        assert w["self_drawn"]["faan"] == self_drawn, f"{seed}: {tile} self-drawn"
        on_discard, drawn_limit = limit if isinstance(limit, tuple) else (limit, limit)
        assert w["discard"]["limit"] is on_discard and w["self_drawn"]["limit"] is drawn_limit
        if patterns is not None:
            assert {p["id"]: p["faan"] for p in w["discard"]["patterns"]} == patterns, seed
            drawn = dict(patterns, self_drawn=1)
            assert {p["id"]: p["faan"] for p in w["self_drawn"]["patterns"]} == drawn, seed


@pytest.mark.parametrize(
    "concealed, words",
    [
        pytest.param("123m 456m 345p 678s 99s", ["13 tiles needed", "14 given"], id="fourteen-tiles"),
        pytest.param("123m 456m 345p 678s", ["13 tiles needed", "12 given"], id="twelve-tiles"),
        pytest.param("22222m 456m 345p 67s", ["5 copies of 2m"], id="five-copies"),
    ],
)
def test_waits_refuses_a_wrong_hand(concealed, words):
    out = waits_json(waiting(concealed))
    assert out["valid"] is False
    for word in words:
        assert word in out["error"]


def test_waits_ignore_a_fifth_copy():
    """2222m holds all four 2m, so its only completion (a fifth 2m) is no wait
    (seed 001: four of each tile; the hand waits on nothing)."""
    out = waits_json(waiting("2222m 345p 678p 789s", flowers="f3"))
    assert out == {"valid": True, "ruleset": "hk", "waits": []}
