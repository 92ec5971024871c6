"""Both presets through the command line: rules list/show, score --text, and ledger
sessions that record hands (cli-contract.md)."""

from __future__ import annotations

import json

import pytest

EXAMPLE_003 = {  # seed 003, 5.3 (in the East round the ledger plays first): 8 faan, 84 points
    "concealed": "222s 111p EE",
    "melds": [{"kind": "pong", "tile": "5m"}, {"kind": "kong", "tile": "C"}],
    "winning_tile": "E",
    "win": "discard",
    "discarder": "E",
    "seat_wind": "N",
}
UNITS_HAND = {  # 999p 8 + Red 4 = 12 -> 70, Red 1 farn: 140; East shows Green (20), North 777p + f4 (20)
    "concealed": "999p 234s 55s",
    "melds": [{"kind": "pong", "tile": "C"}, {"kind": "chow", "tile": "3p"}],
    "winning_tile": "5s",
    "win": "discard",
    "discarder": "W",
    "seat_wind": "S",
    "losers": {
        "E": {"melds": [{"kind": "pong", "tile": "F"}], "concealed": "11m"},
        "N": {"concealed": "777p", "flowers": "f4"},
    },
}


def test_rules_list_and_show(mjscore):
    code, out, _ = mjscore("rules", "list")
    ids = [r["id"] for r in json.loads(out)]
    assert code == 0 and {"new-style-6-9-12", "units"} <= set(ids)
    shown = json.loads(mjscore("rules", "show", "new-style-6-9-12")[1])
    assert shown["patterns"]["all_kongs"]["limit_percent"] == 1600
    assert shown["settings"]["payout"] == "6_9_12"
    shown = json.loads(mjscore("rules", "show", "units")[1])
    assert shown["counting"] == "units" and shown["units"]["win"] == 50
    assert shown["patterns"]["great_dragons"]["name_zh"] == "大三元"


def test_score_text_shows_how_the_points_were_built(mjscore, monkeypatch):
    code, out, _ = mjscore("score", "--text", stdin=dict(UNITS_HAND, ruleset="units"))
    assert code == 0
    for expected in (
        "Concealed pong of terminals or honours 暗刻（么九字） 999p",
        "Winning 糊底",
        "rounded up to 10",
        "x2 per farn (1 farn)",
        "Points 140",
        "East's woo mei (end game): 20 points (1 farn)",
        "West pays East 40",
    ):
        assert expected in out
    monkeypatch.setenv("MJSCORE_LANG", "zh_HK")
    code, out, _ = mjscore("score", "--text", stdin=dict(EXAMPLE_003, ruleset="new-style-6-9-12"))
    assert "8 番（六九十二）" in out and "總分 84" in out


@pytest.mark.parametrize(
    "preset,hand,totals",
    [
        ("new-style-6-9-12", EXAMPLE_003, {"Amy": -84, "Ben": 0, "Cat": 0, "Dan": 84}),
        # To South 280 + 140 + 140; West pays East 40 and North 20 (see test_units.py).
        ("units", UNITS_HAND, {"Amy": -240, "Ben": 560, "Cat": -200, "Dan": -120}),
    ],
)
def test_a_ledger_session_under_the_preset_records_hands(mjscore, tmp_path, preset, hand, totals):
    assert mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan", "--ruleset", preset)[0] == 0
    code, out, err = mjscore("ledger", "record", stdin=hand)
    assert (code, out) == (0, "1\n"), err
    assert json.loads(mjscore("ledger", "totals")[1])["totals"] == totals
    # the export keeps the losers by seat and imports back to the same totals
    code, out, _ = mjscore("ledger", "export", "--format", "json")
    exported = json.loads(out)
    assert code == 0 and exported["session"]["ruleset"]["id"] == preset
    path = tmp_path / "night.json"
    path.write_text(out, encoding="utf-8")
    code, _, err = mjscore("ledger", "import", str(path))
    assert code == 0, err
    assert json.loads(mjscore("ledger", "totals")[1])["totals"] == totals


def test_a_units_hand_by_its_farn_alone_needs_its_points(mjscore):
    mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan", "--ruleset", "units")
    code, _, err = mjscore("ledger", "record", stdin={"faan": 2, "seat_wind": "S", "win": "self_drawn"})
    assert code != 0 and '"points"' in err and "Traceback" not in err
    # counted at the table: 140 points, every loser pays, East double
    code, out, err = mjscore(
        "ledger", "record", stdin={"faan": 1, "points": 140, "seat_wind": "S", "win": "self_drawn"}
    )
    assert (code, out) == (0, "1\n"), err
    assert json.loads(mjscore("ledger", "totals")[1])["totals"] == {"Amy": -280, "Ben": 560, "Cat": -140, "Dan": -140}
    code, out, _ = mjscore(
        "settle",
        stdin={"faan": 1, "points": 140, "seat_wind": "S", "win": "discard", "discarder": "W", "ruleset": "units"},
    )
    assert json.loads(out)["payments"] == {"E": -280, "S": 560, "W": -140, "N": -140}
    code, _, err = mjscore(
        "settle", stdin={"faan": 1, "points": "lots", "seat_wind": "S", "win": "self_drawn", "ruleset": "units"}
    )
    assert code != 0 and "points must be a number" in err


def test_losers_follow_the_players_when_an_earlier_hand_is_deleted(mjscore):
    # Hand 1: South (Ben) wins, the deal passes: Ben is East for hand 2, where Cat (South) wins
    # and Ben, as East, shows a Green pong. Deleting hand 1 seats Amy East again: hand 2 is
    # Cat's win from the West seat and Ben's Green pong is now South's.
    base = {k: v for k, v in UNITS_HAND.items() if k != "losers"}
    mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan", "--ruleset", "units")
    mjscore("ledger", "record", stdin=base)
    mjscore("ledger", "record", stdin=dict(base, losers={"E": {"melds": [{"kind": "pong", "tile": "F"}]}}))
    assert mjscore("ledger", "delete", "1")[0] == 0
    # Cat wins 140: Amy (East) 280, Ben 140, Dan 140. Ben's woo mei 20: Amy pays him 40 (East
    # double), Dan 20.
    totals = json.loads(mjscore("ledger", "totals")[1])["totals"]
    assert totals == {"Amy": -320, "Ben": -80, "Cat": 560, "Dan": -160}
