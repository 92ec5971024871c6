"""`mjscore ledger new --players` with five (issue 24: a table of five) and the seating
plan a session comes from (--evening/--table/--round)."""

from __future__ import annotations

import functools
import json

import pytest

FIVE = ["Amy", "Ben", "Cat", "Dan", "Eve"]


@pytest.fixture
def run(mjscore):
    return functools.partial(mjscore, "ledger")


def test_five_players_make_a_table_of_five(run, mjscore):
    assert run("new", "--players", *FIVE, "--evening", "fri-20", "--table", "2", "--round", "1") == (0, "1\n", "")
    shown = json.loads(run("show")[1])
    assert shown["next"]["seats"] == {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}
    assert shown["next"]["sits_out"] == "Eve"
    # Hand 1: Cat (W) 3 faan off Dan (N); Eve sits out. Hand 2: Eve (N, in Amy's chair) self-drawn 4 faan.
    assert run("record", stdin='{"faan": 3, "seat_wind": "W", "win": "discard", "discarder": "N"}')[1] == "1\n"
    assert run("record", stdin='{"faan": 4, "seat_wind": "N", "win": "self_drawn"}')[1] == "2\n"
    totals = json.loads(run("totals")[1])
    assert totals == {
        "players": FIVE,
        "totals": {"Amy": 0, "Ben": -8, "Cat": 0, "Dan": -16, "Eve": 24},
        "hands": 2,
    }
    shown = json.loads(run("show")[1])
    assert [e["sits_out"] for e in shown["entries"]] == ["Eve", "Amy"]
    assert shown["entries"][1]["deltas"] == {"Ben": -8, "Cat": -8, "Dan": -8, "Eve": 24, "Amy": 0}
    assert shown["next"]["sits_out"] == "Ben"
    listing = json.loads(run("list")[1])
    assert listing[0]["players"] == FIVE and listing[0]["plan"] == {"evening": "fri-20", "table": 2, "round": 1}
    exported = json.loads(run("export", "--format", "json")[1])
    assert exported["session"]["plan"] == {"evening": "fri-20", "table": 2, "round": 1}
    assert exported["session"]["players"] == FIVE
    # The standings and the settle-up count the fifth as a person like the others.
    standings = json.loads(mjscore("club", "standings", "--format", "json")[1])
    assert {p["name"]: p["total"] for p in standings["players"]} == totals["totals"]
    settle = json.loads(run("settle-up", "--format", "json")[1])
    assert sorted((t["from"], t["to"], t["amount"]) for t in settle) == [("Ben", "Eve", 8), ("Dan", "Eve", 16)]
    assert run("check")[0] == 0


@pytest.mark.parametrize("players", [FIVE[:3], [*FIVE, "Fay"]])
def test_three_or_six_players_are_refused_in_one_line(run, players):
    code, out, err = run("new", "--players", *players)
    assert (code, out) == (2, "")
    assert err.strip() == (
        "mjscore ledger: --players takes four names (East South West North) or five (a table of five, "
        f"the fifth sitting out the first hand), not {len(players)}"
    )
    assert run("list")[1].strip() in ("[]", "")


def test_a_table_or_round_without_the_evening_is_refused(run):
    code, _, err = run("new", "--players", *FIVE[:4], "--table", "3")
    assert code != 0 and "give --evening ID too" in err and "\n" not in err.strip()
    code, _, err = run("new", "--players", *FIVE[:4], "--evening", "fri", "--round", "0")
    assert code != 0 and "round must be a whole number from 1 to 999" in err
    assert run("new", "--players", *FIVE[:4], "--evening", "fri") == (0, "1\n", "")
    assert json.loads(run("list")[1])[0]["plan"] == {"evening": "fri", "table": None, "round": None}
