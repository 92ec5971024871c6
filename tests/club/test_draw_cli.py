"""`mjscore club draw` (cli-contract.md "Several tables"): the plan as text, JSON and a
printable page, to a file or standard output; the redraw; bad input in one line, exit 2."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

THIRTEEN = "Amy Ben Cat Dan Eve Fay Gus Hal Ivy Jon Kim Lee Max".split()


def draw_json(cli, *args):
    code, out, err = cli("club", "draw", *args, "--format", "json")
    assert code == 0, err
    return json.loads(out)


def test_the_json_is_the_contracts(cli):
    plan = draw_json(cli, "--players", *THIRTEEN, "--rounds", "4", "--seed", "S")
    assert len(plan["rounds"]) == 4
    for tables in plan["rounds"]:
        assert [t["table"] for t in tables] == [1, 2, 3]
        assert all(set(t) == {"table", "players"} for t in tables)
        assert [len(t["players"]) for t in tables] == [5, 4, 4]
        assert sorted(p for t in tables for p in t["players"]) == sorted(THIRTEEN)
    met = [frozenset(p) for r in plan["rounds"] for t in r for p in combinations(t["players"], 2)]
    repeated = {p for p in met if met.count(p) > 1}
    assert plan["meetings"] == {"most": 2, "repeated_pairs": len(repeated), "extra": len(met) - len(set(met))}
    assert plan["seed"] == "S" and plan["players"] == THIRTEEN


def test_the_same_seed_gives_the_same_plan(cli):
    args = ("--players", *THIRTEEN[:12], "--rounds", "3", "--date", "2026-11-27")
    one = draw_json(cli, *args, "--seed", "42")
    assert draw_json(cli, *args, "--seed", "42") == one
    assert draw_json(cli, *args, "--seed", "43")["rounds"] != one["rounds"]
    fresh = draw_json(cli, *args)  # no seed: a new one, said in the plan so it can be drawn again
    assert draw_json(cli, *args, "--seed", fresh["seed"]) == fresh


def test_sixteen_over_five_rounds_on_the_command_line(cli):
    code, out, _ = cli("club", "draw", "--players", *[f"P{i}" for i in range(16)], "--rounds", "5", "--seed", "1")
    assert code == 0
    assert (
        "Most times two players share a table: 1; pairs that share one more than once: 0 (the least possible)." in out
    )


def test_html_to_a_file(cli, tmp_path):
    target = tmp_path / "plan.html"
    code, out, err = cli(
        "club", "draw", "--players", "<b>x</b>", *THIRTEEN[:7], "--rounds", "2", "--format", "html", "-o", target
    )
    assert (code, out) == (0, "")
    assert str(target) in err
    page = target.read_text(encoding="utf-8")
    assert "&lt;b&gt;x&lt;/b&gt;" in page and "<b>" not in page and "第二輪" in page
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_saved_into_the_club_folder(cli, tmp_path):
    folder = tmp_path / "club"
    folder.mkdir()
    plan = draw_json(cli, "--players", *THIRTEEN, "--rounds", "4", "--seed", "x", "--save-to", folder)
    saved = folder / f"plan-{plan['evening']}.json"
    assert json.loads(saved.read_text(encoding="utf-8")) == plan


def test_a_redraw_from_round_three(cli, tmp_path):
    played = tmp_path / "played.json"
    code, _, _ = cli(
        "club", "draw", "--players", *THIRTEEN, "--rounds", "4", "--seed", "a", "--format", "json", "-o", played
    )
    assert code == 0
    before = json.loads(played.read_text(encoding="utf-8"))
    tonight = [p for p in THIRTEEN if p != "Dan"] + ["Zoe", "Yan", "Xia"]
    after = draw_json(cli, "--played", played, "--from-round", "3", "--players", *tonight, "--seed", "b")
    assert after["rounds"][:2] == before["rounds"][:2]
    assert (after["evening"], after["kept_rounds"], len(after["rounds"])) == (before["evening"], 2, 4)
    for tables in after["rounds"][2:]:
        assert sorted(p for t in tables for p in t["players"]) == sorted(tonight)
    code, out, _ = cli("club", "draw", "--played", played, "--from-round", "3", "--players", *tonight, "--seed", "b")
    assert "the first 2 as played" in out and "Round 2 (played)" in out and "Round 3\n" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "A", "B", "C", "--rounds", "2"], "at least 4 players, not 3"),
        (["--players", *"ABCDEF", "--rounds", "2"], "6 players cannot all sit at tables of four and five"),
        (["--players", *"ABCDEFG", "--rounds", "2"], "7 players cannot all sit"),
        (["--players", *"ABCDEFGHIJK", "--rounds", "2"], "11 players cannot all sit"),
        (["--players", *[f"P{i}" for i in range(25)], "--rounds", "2"], "at most 24 players, not 25"),
        (["--players", "Amy", "Ben", "Cat", "amy ", "--rounds", "2"], "'amy' is there twice"),
        (["--players", "Amy", "Ben", "Cat", "", "--rounds", "2"], "a player needs a name"),
        (["--players", *"ABCD", "--rounds", "0"], "--rounds must be 1 to 20, not 0"),
        (["--players", *"ABCD", "--rounds", "21"], "--rounds must be 1 to 20, not 21"),
        (["--players", *"ABCD"], "say how many rounds"),
        (["--rounds", "2"], "say who plays"),
        (["--players", *"ABCD", "--rounds", "2", "--date", "Friday"], "'Friday' is not YYYY-MM-DD"),
        (["--players", *"ABCD", "--rounds", "2", "--from-round", "2"], "--from-round goes with --played"),
        (["--players", *"ABCD", "--rounds", "2", "--played", "nowhere.json"], "no such file: nowhere.json"),
        (
            ["--players", *"ABCD", "--rounds", "2", "-o", "no/such/folder/p.txt"],
            "the folder no/such/folder does not exist",
        ),
    ],
)
def test_bad_input_is_one_line_and_exit_2(cli, args, message):
    code, out, err = cli("club", "draw", *args)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1, err


def test_a_mistyped_number_is_refused_by_the_program(cli):
    code, out, err = cli.process("club", "draw", "--players", *"ABCD", "--rounds", "two")
    assert (code, out) == (2, "")
    assert "--rounds: invalid int value: 'two'" in err and err.count("\n") == 1


def test_a_broken_played_plan_is_named(cli, tmp_path):
    broken = tmp_path / "plan-broken.json"
    broken.write_text('{"rounds": [[{"table": 1, "players": ["A", "B"]}]]}', encoding="utf-8")
    code, _, err = cli("club", "draw", "--played", broken, "--rounds", "3")
    assert code == 2
    assert err.strip() == (
        "mjscore club: plan-broken.json: $.rounds[0][0].players: expected four or five players' names, got a list of 2 items"
    )
