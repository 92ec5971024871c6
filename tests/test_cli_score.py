"""`mjscore score`, `score --text`, `waits` and `rules` as a player or a script runs them.

In-process and as the real program (`python -m mjscore_gui`), through the `mjscore`
fixture (conftest.py). Bad input must end in one readable line and a non-zero exit,
never a traceback (the command-line contract).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.examples import EXAMPLE_HAND, assert_example_result

ROOT = Path(__file__).resolve().parent.parent


def assert_one_line_error(err: str, *words: str) -> None:
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert lines[0].startswith("mjscore")
    for word in words:
        assert word in lines[0], f"{word!r} not in {lines[0]!r}"


# --- score -----------------------------------------------------------------------------


def test_score_file_gives_the_hand_format_example_result(tmp_path, mjscore):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(EXAMPLE_HAND), encoding="utf-8")
    code, out, err = mjscore(*["score", str(path)])
    assert code == 0, err
    assert_example_result(json.loads(out))


def test_score_stdin(mjscore):
    code, out, err = mjscore(*["score"], stdin=json.dumps(EXAMPLE_HAND))
    assert code == 0, err
    assert_example_result(json.loads(out))


def test_score_array_gives_an_array(mjscore):
    """seed 001, Limit Hands: the second hand is Thirteen Orphans 13 on a discard."""
    orphans = {"concealed": "119m 19p 19s ESWNCFP", "winning_tile": "1m", "win": "discard"}
    code, out, err = mjscore(*["score", "-"], stdin=json.dumps([EXAMPLE_HAND, orphans]))
    assert code == 0, err
    results = json.loads(out)
    assert isinstance(results, list) and len(results) == 2
    assert_example_result(results[0])
    assert results[1]["faan"] == 13 and results[1]["limit"] is True
    assert [(p["id"], p["faan"]) for p in results[1]["patterns"]] == [("thirteen_orphans", 13)]


def test_score_text_breakdown(mjscore):
    code, out, err = mjscore(*["score", "--text"], stdin=json.dumps(EXAMPLE_HAND))
    assert code == 0, err
    assert "Mixed One Suit" in out and "Red Dragon" in out and "Self-drawn" in out
    assert "Total 5 faan" in out
    assert "3-faan minimum" in out
    faan_lines = [line for line in out.splitlines() if line.startswith("  ") and line.rstrip()[-1:].isdigit()]
    assert [int(line.split()[-1]) for line in faan_lines[:3]] == [3, 1, 1]


def test_score_text_below_the_minimum(mjscore):
    """seed 001: 3 faan to win; Common Hand 1 alone is shown but below it."""
    hand = {
        "concealed": "234m 567p 789s 55p",
        "melds": [{"kind": "chow", "tile": "2s"}],
        "winning_tile": "7p",
        "win": "discard",
        "seat_wind": "S",
        "flowers": "f3",
    }
    code, out, err = mjscore(*["score", "--text"], stdin=json.dumps(hand))
    assert code == 0, err
    assert "Total 1 faan" in out
    assert "Below the minimum" in out


def test_score_text_limit_hand_is_marked(mjscore):
    """seed 001, Limit Hands: Great Winds 13 + Self-Pick 1 + Win from Wall 1, counted as 13."""
    hand = {"concealed": "EEE SSS WWW NNN 55p", "winning_tile": "5p", "win": "self_drawn"}
    code, out, err = mjscore(*["score", "--text"], stdin=json.dumps(hand))
    assert code == 0, err
    assert "Total 13 faan" in out and "limit hand" in out and "capped at 13" in out


def test_score_text_of_a_batch_with_a_false_win(mjscore):
    """seed 001: a false win pays each other player the limit (13 faan: 384 on half spicy)."""
    batch = [EXAMPLE_HAND, {"false_win": True, "seat_wind": "N"}]
    code, out, err = mjscore(*["score", "--text"], stdin=json.dumps(batch))
    assert code == 0, err
    hand, false_win = out.strip().split("\n\n")
    assert "Total 5 faan" in hand
    assert false_win.splitlines() == [
        "False win (詐糊) by North: pays each other player the 13-faan amount",
        "  North pays East 384",
        "  North pays South 384",
        "  North pays West 384",
    ]


def test_score_invalid_hand_reports_why(mjscore):
    hand = {"concealed": "33333p 123m 456m 789s", "winning_tile": "3p", "win": "discard"}
    code, out, err = mjscore(*["score"], stdin=json.dumps(hand))
    assert code != 0
    assert json.loads(out) == {"valid": False, "error": json.loads(out)["error"]}
    assert "5 copies of 3p" in json.loads(out)["error"]
    assert_one_line_error(err, "5 copies of 3p")


@pytest.mark.parametrize(
    "args, stdin, words",
    [
        pytest.param(["score"], "{not json", ["not valid JSON"], id="invalid-json"),
        pytest.param(["score"], "", ["empty"], id="empty-input"),
        pytest.param(["score", "/no/such/dir/hand.json"], None, ["no such file"], id="missing-file"),
        pytest.param(
            ["score"],
            json.dumps(dict(EXAMPLE_HAND, ruleset="nope")),
            ["unknown ruleset", "nope"],
            id="unknown-ruleset-in-hand",
        ),
        pytest.param(
            ["score", "--text"],
            json.dumps({"concealed": "123m 0m", "winning_tile": "1m", "win": "discard"}),
            ["0m"],
            id="bad-token-text",
        ),
        pytest.param(["waits"], "[1, 2", ["not valid JSON"], id="waits-invalid-json"),
        pytest.param(
            ["waits"],
            json.dumps({"concealed": "123m 456m 345p 678s 99s"}),
            ["13 tiles needed", "14 given"],
            id="waits-wrong-size",
        ),
        pytest.param(["rules", "show", "nope"], None, ["unknown ruleset", "nope"], id="rules-show-unknown"),
    ],
)
def test_bad_input_one_line_error(args, stdin, words, mjscore):
    code, out, err = mjscore(*args, stdin=stdin)
    assert code != 0
    assert "Traceback" not in out
    assert_one_line_error(err, *words)


# --- waits -----------------------------------------------------------------------------


def test_waits_nine_gates(mjscore):
    """seed 001, Limit Hands: Nine Gates waits on all nine tiles; 10 on a discard, 11 drawn."""
    code, out, err = mjscore(*["waits"], stdin=json.dumps({"concealed": "1112345678999p"}))
    assert code == 0, err
    data = json.loads(out)
    assert data["valid"] is True
    assert [w["tile"] for w in data["waits"]] == [f"{n}p" for n in range(1, 10)]
    assert {(w["discard"]["faan"], w["self_drawn"]["faan"]) for w in data["waits"]} == {(10, 11)}


def test_waits_two_sided(tmp_path, mjscore):
    """seed 001: Common Hand 1 + Win from Wall 1 on a discard, + Self-Pick 1 drawn."""
    path = tmp_path / "wait.json"
    path.write_text(json.dumps({"concealed": "23m 456p 789s 567s 99p", "seat_wind": "S", "flowers": "f3"}))
    code, out, err = mjscore(*["waits", str(path)])
    assert code == 0, err
    waits = json.loads(out)["waits"]
    assert [(w["tile"], w["discard"]["faan"], w["self_drawn"]["faan"]) for w in waits] == [("1m", 2, 3), ("4m", 2, 3)]


# --- rules -----------------------------------------------------------------------------


def test_rules_list(mjscore):
    code, out, err = mjscore(*["rules", "list"])
    assert code == 0, err
    rows = json.loads(out)
    assert "hk" in [r["id"] for r in rows]


# Every hk value, as seed 001 states it.
HK_VALUES = [
    ("common_hand", 1, False),
    ("all_in_triplets", 3, False),
    ("mixed_one_suit", 3, False),
    ("all_one_suit", 7, False),
    ("mixed_orphans", 1, False),
    ("small_dragons", 3, False),
    ("great_dragons", 5, False),
    ("small_winds", 6, False),
    ("seven_pairs", 4, False),
    ("all_honours", 10, True),
    ("self_triplets", 10, True),
    ("orphans", 10, True),
    ("nine_gates", 10, True),
    ("great_winds", 13, True),
    ("all_kongs", 13, True),
    ("thirteen_orphans", 13, True),
    ("seat_wind", 1, False),
    ("prevailing_wind", 1, False),
    ("dragon_pong", 1, False),
    ("no_flowers", 1, False),
    ("own_flower", 1, False),
    ("own_season", 1, False),
    ("all_flowers", 2, False),
    ("all_seasons", 2, False),
    ("self_drawn", 1, False),
    ("concealed_hand", 1, False),
    ("robbing_kong", 1, False),
    ("last_tile", 1, False),
    ("kong_replacement", 1, False),
    ("double_kong_replacement", 8, False),
    ("heavenly", 13, False),
    ("earthly", 13, False),
]


@pytest.fixture
def hk_shown(mjscore):
    code, out, _ = mjscore("rules", "show", "hk")
    assert code == 0
    return json.loads(out)


@pytest.mark.parametrize("pid, faan, limit", HK_VALUES, ids=[v[0] for v in HK_VALUES])
def test_rules_show_hk_values_follow_seed_001(hk_shown, pid, faan, limit):
    rule = hk_shown["patterns"][pid]
    assert rule["faan"] == faan
    assert bool(rule.get("limit", False)) is limit


def test_rules_show_hk_settings(hk_shown):
    """seed 001: 3 faan minimum, 13 faan limit; seven pairs and flowers in play."""
    assert hk_shown["id"] == "hk"
    assert hk_shown["faan_limit"] == 13
    settings = hk_shown["settings"]
    assert settings["min_faan"] == 3
    assert settings["seven_pairs"] is True
    assert settings["flowers"] is True
    assert settings["flowers_count_toward_minimum"] is True
    assert set(hk_shown["patterns"]) == {v[0] for v in HK_VALUES}


# --- the real command ------------------------------------------------------------------


def test_python_m_score(tmp_path, mjscore):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(EXAMPLE_HAND), encoding="utf-8")
    proc = mjscore.process("score", str(path))
    assert proc.code == 0, proc.err
    assert_example_result(json.loads(proc.out))


@pytest.mark.parametrize(
    "args, stdin, word",
    [
        pytest.param(["score"], "{oops", "not valid JSON", id="invalid-json"),
        pytest.param(["score", "missing-hand.json"], None, "no such file", id="missing-file"),
    ],
)
def test_python_m_bad_input(args, stdin, word, mjscore):
    proc = mjscore.process(*args, stdin=stdin)
    assert proc.code != 0
    assert_one_line_error(proc.err, word)


def test_the_program_ends_with_its_whole_answer_and_its_exit_code(tmp_path, mjscore):
    """`score` run as the program: every line of a large batch is written, the invalid
    hand reported and counted."""
    bad = dict(EXAMPLE_HAND, concealed="123m")
    batch = [EXAMPLE_HAND] * 1500 + [bad]
    path = tmp_path / "batch.json"
    path.write_text(json.dumps(batch), encoding="utf-8")
    proc = mjscore.process("score", str(path))
    assert proc.code == 1
    results = json.loads(proc.out)
    assert len(results) == 1501
    assert_example_result(results[0])
    assert_example_result(results[1499])
    assert results[-1]["valid"] is False
    assert proc.err.count("\n") == 1 and "hand 1501 of 1501" in proc.err
    proc = mjscore.process("waits", stdin=json.dumps({"concealed": "1112345678999m"}))
    assert proc.code == 0 and json.loads(proc.out)["valid"] is True


def test_a_reader_that_goes_away_ends_the_program_quietly(tmp_path):
    """`mjscore score batch.json | head -c 1`: no complaint about the closed pipe."""
    path = tmp_path / "batch.json"
    path.write_text(json.dumps([EXAMPLE_HAND] * 1500), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with subprocess.Popen(
        [sys.executable, "-m", "mjscore_gui", "score", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        assert proc.stdout.read(1) == b"["
        proc.stdout.close()
        err = proc.stderr.read()
    assert proc.returncode == 0
    assert err == b""
