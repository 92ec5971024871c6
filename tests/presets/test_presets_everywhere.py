"""The hk-old and yahoo presets through the command line and the ledger, and their data:
every pattern value and setting cites its seed."""

from __future__ import annotations

import json
import re
import tomllib

import pytest

from mjscore_gui.rulebook import preset_dir

SEEDS = {"hk-old": "seed 004", "yahoo": "seed 002"}


def test_rules_list_shows_the_presets(mjscore):
    code, out, err = mjscore("rules", "list")
    assert code == 0, err
    assert {"hk", "hk-old", "yahoo"} <= {row["id"] for row in json.loads(out)}


@pytest.mark.parametrize("pid", sorted(SEEDS))
def test_rules_show(mjscore, pid):
    code, out, err = mjscore("rules", "show", pid)
    assert code == 0, err
    shown = json.loads(out)
    assert shown["id"] == pid
    assert all(SEEDS[pid] in rule["source"] for rule in shown["patterns"].values())


def test_hk_old_values_as_seed_004(mjscore):
    shown = json.loads(mjscore("rules", "show", "hk-old")[1])
    patterns, settings = shown["patterns"], shown["settings"]
    # seed 004, Basic / Advanced / Other high-scoring hands.
    for pid, faan in [
        ("dragon_pong", 1),
        ("seat_wind", 1),
        ("no_honours", 1),
        ("common_hand_suited_pair", 1),
        ("all_in_triplets", 3),
        ("mixed_one_suit", 3),
        ("three_concealed_pongs", 3),
        ("three_kongs", 3),
        ("seven_pairs", 4),
        ("all_one_suit", 7),
        ("small_dragons", 5),
        ("small_winds", 6),
        ("mixed_orphans", 5),
        ("all_honours", 10),
        ("great_dragons", 8),
        ("double_kong_replacement", 9),
    ]:
        assert patterns[pid]["faan"] == faan, pid
    for pid in (
        "heavenly",
        "earthly",
        "thirteen_orphans",
        "orphans",
        "all_green",
        "nine_gates",
        "self_triplets",
        "all_kongs",
        "great_winds",
    ):
        assert patterns[pid].get("limit") is True, pid
    for pid in ("self_drawn", "robbing_kong", "last_tile"):
        assert patterns[pid]["counts_toward_minimum"] is False, pid
    assert settings["flowers_count_toward_minimum"] is False
    assert (settings["payout"], settings["dealer_doubles"], settings["old_hk_limit"]) == ("old_hk", True, "64")


def test_yahoo_values_as_seed_002(mjscore):
    patterns = json.loads(mjscore("rules", "show", "yahoo")[1])["patterns"]
    for pid, faan in [
        ("all_one_suit", 6),
        ("mixed_one_suit", 3),
        ("common_hand", 1),
        ("great_dragons", 6),
        ("great_winds", 6),
        ("self_pick_last_tile", 2),
        ("supplementary_self_pick", 2),
        ("supplementary_self_pick_last_tile", 3),
        ("all_flowers", 2),
        ("all_seasons", 2),
    ]:
        assert patterns[pid]["faan"] == faan, pid
    for pid in ("all_honours", "orphans", "all_kongs", "all_eight_flowers"):
        assert (patterns[pid]["faan"], patterns[pid].get("limit")) == (13, True), pid
    assert set(patterns["self_pick_last_tile"]["replaces"]) == {"self_drawn", "last_tile"}


@pytest.mark.parametrize("pid", sorted(SEEDS))
def test_every_setting_cites_its_source(pid):
    text = (preset_dir() / f"{pid}.toml").read_text(encoding="utf-8")
    settings = text.split("[settings]", 1)[1].split("[patterns.", 1)[0]
    lines = [line for line in settings.splitlines() if re.match(r"^\w+\s*=", line)]
    assert lines and all("#" in line for line in lines)
    assert tomllib.loads(text)["settings"]


def test_ledger_session_under_hk_old_records_seed_004_example_3(mjscore):
    # East wins Pure hand 7 + All-pung hand 3 = 10 faan (8 base) on West's discard:
    # South and North 16, West 32 (seed 004, Payment, example 3).
    assert mjscore("ledger", "new", "--players", "A", "B", "C", "D", "--ruleset", "hk-old")[:2] == (0, "1\n")
    hand = {
        "concealed": "555m 777m 22m",
        "melds": [{"kind": "pong", "tile": "1m"}, {"kind": "pong", "tile": "9m"}],
        "winning_tile": "2m",
        "win": "discard",
        "seat_wind": "E",
        "discarder": "W",
        "flowers": "f2",
    }
    code, out, err = mjscore("ledger", "record", stdin=json.dumps(hand))
    assert (code, out) == (0, "1\n"), err
    totals = json.loads(mjscore("ledger", "totals")[1])
    assert totals["totals"] == {"A": 64, "B": -16, "C": -32, "D": -16}


def test_ledger_session_under_yahoo_east_pays_double(mjscore):
    # South: Semi-Pure 3 + red dragon 1 + Last Tile 1 = 5 faan; half spicy 24 from each
    # loser, East double: A -48, C -24, D -24, B +96.
    assert mjscore("ledger", "new", "--players", "A", "B", "C", "D", "--ruleset", "yahoo")[0] == 0
    hand = {
        "concealed": "123m 456m 22m",
        "melds": [{"kind": "pong", "tile": "C"}, {"kind": "chow", "tile": "7m"}],
        "winning_tile": "2m",
        "win": "discard",
        "seat_wind": "S",
        "discarder": "W",
        "conditions": ["last_tile"],
        "flowers": "f3",
    }
    assert mjscore("ledger", "record", stdin=json.dumps(hand))[0] == 0
    assert json.loads(mjscore("ledger", "totals")[1])["totals"] == {"A": -48, "B": 96, "C": -24, "D": -24}


@pytest.mark.parametrize("pid", ["hk", "hk-old", "yahoo"])
def test_a_preset_stored_and_read_back_is_the_same(pid):
    # A ledger stores a session's ruleset as to_dict(); hk-old's All Honours and yahoo's
    # Great Winds are plain hands although their patterns are limit hands elsewhere.
    from mjscore_gui.engine.ruleset import ruleset_from_dict
    from mjscore_gui.rulebook import get_preset

    preset = get_preset(pid)
    again = ruleset_from_dict(json.loads(json.dumps(preset.to_dict())))
    assert again == preset
    assert {r.id for r in again.patterns.values() if r.limit} == {r.id for r in preset.patterns.values() if r.limit}
