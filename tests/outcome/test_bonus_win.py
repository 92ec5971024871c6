"""A win on bonus tiles alone (花糊), seed 001, Flower Faan: "Under certain custom rules, a
player who draws 7 bonus tiles can declare a win worth 3 faan on the spot; a player who
draws all 8 bonus tiles can declare a win worth 13 faan" (七搶一, 八仙過海). Seed 004,
Limit hands: the "great flowers" rule, "they instantly win the hand and receive the
maximum points from all of the players".

Who pays (seed 001 is silent; the reading taken, beside the values in the presets): with
seven, the player who drew the eighth pays as a discarder (the seven-flower hand robs it);
with eight, everyone pays as for a self-drawn win.
"""

from __future__ import annotations

import pytest

from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.ledger import Ledger
from mjscore_gui.outcome import BonusWin, settle_entry
from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.rulebook import get_preset
from tests.conftest import json_entry

ON = {"bonus_win": True}
SEVEN = {"bonus_win": True, "flowers": "f1 f2 f3 f4 s1 s2 s3", "seat_wind": "S", "win": "discard", "discarder": "W"}
EIGHT = {"bonus_win": True, "flowers": "f1 f2 f3 f4 s1 s2 s3 s4", "seat_wind": "S", "win": "self_drawn"}


def test_off_in_hk_as_seed_001_calls_it_a_custom_rule():
    assert get_preset("hk").settings["bonus_win"] is False
    out, _ = score_hand_json(SEVEN)
    assert out["valid"] is False and "not played under these rules" in out["error"]


def test_seven_bonus_tiles_win_3_faan_paid_by_the_drawer_of_the_eighth():
    out, _ = score_hand_json(dict(SEVEN, rules=ON))
    assert out["valid"] is True
    assert out["faan"] == 3 and out["limit"] is False
    assert [(p["id"], p["name_zh"], p["faan"]) for p in out["patterns"]] == [("bonus_win_seven", "七搶一", 3)]
    # seed 001's Half spicy table: 3 faan = 8; West drew the eighth and pays it all.
    assert out["payments"] == {"E": 0, "S": 8, "W": -8, "N": 0}


def test_eight_bonus_tiles_win_13_faan_everyone_pays_as_self_drawn():
    out, _ = score_hand_json(dict(EIGHT, rules=ON))
    assert out["faan"] == 13 and out["limit"] is True
    assert out["patterns"][0]["name_zh"] == "八仙過海"
    # Half spicy 13 faan = 384, self-drawn 1.5x split three ways: 192 each (seed 001,
    # How to handle self-pick).
    assert out["payments"] == {"E": -192, "S": 576, "W": -192, "N": -192}


def test_hk_old_great_flowers_pay_the_limit_from_everyone():
    # seed 004: "receive the maximum points from all of the players": the limit, 64 each,
    # without doubling (seed 004, Limit hands: "A winner receives the scoring limit from
    # each player without any doubling").
    out, _ = score_hand_json(dict(EIGHT, ruleset="hk-old", rules=ON))
    assert out["faan"] == 10 and out["limit"] is True
    assert out["payments"] == {"E": -64, "S": 192, "W": -64, "N": -64}
    # seed 004 names no seven-tile win.
    out, _ = score_hand_json(dict(SEVEN, ruleset="hk-old", rules=ON))
    assert out["valid"] is False and "seven bonus tiles do not win" in out["error"]


@pytest.mark.parametrize(
    ("obj", "words"),
    [
        (dict(SEVEN, win="self_drawn", discarder=None), "robbing the eighth"),
        (dict(EIGHT, win="discard", discarder="W"), "self-drawn"),
        (dict(SEVEN, flowers="f1 f2 f3 f4 s1 s2"), "seven of them or all eight, not 6"),
        (dict(SEVEN, flowers="f1 f1 f2 f3 f4 s1 s2"), "listed twice"),
        (dict(SEVEN, concealed="123m"), "takes no 'concealed'"),
        (dict(SEVEN, discarder="S"), "cannot both win and discard"),
        (dict(SEVEN, bonus_tiles=8), "bonus_tiles says 8"),
    ],
)
def test_impossible_bonus_wins_are_refused(obj, words):
    out, _ = score_hand_json(dict(obj, rules=ON))
    assert out["valid"] is False and words in out["error"], out


def test_the_window_form_gives_the_count_without_the_tiles():
    ruleset = get_preset("hk").with_settings(ON)
    outcome = settle_entry(BonusWin(7, "N", "discard", "E"), ruleset)
    assert outcome.faan == 3
    assert outcome.payments == {"E": -8, "S": 0, "W": 0, "N": 8}


def test_the_win_and_the_complete_hand_pattern_are_named_apart():
    # The complete-hand patterns of seeds 002/003/004 are not the win 八仙過海.
    assert PATTERNS["all_eight_flowers"].name_zh == "兩台花"
    assert PATTERNS["all_flowers_and_seasons"].name_zh == "兩台花"


def test_the_ledger_records_and_replays_a_bonus_win(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], get_preset("hk").with_settings(ON))
        record = session.record(json_entry({k: v for k, v in SEVEN.items()}))
        assert record.faan == 3
        assert session.totals() == {"Amy": 0, "Ben": 8, "Cat": -8, "Dan": 0}
        session.record(json_entry({"bonus_win": True, "bonus_tiles": 8, "seat_wind": "E", "win": "self_drawn"}))
        # Ben was South and won: the deal passes, Ben is East; 576 from the others.
        totals = session.totals()
        assert totals == {"Amy": -192, "Ben": 8 + 576, "Cat": -8 - 192, "Dan": -192}
        assert [e.faan for e in session.entries()] == [3, 13]
