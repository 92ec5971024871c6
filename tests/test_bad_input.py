"""Every bad input to `score`, `waits`, `settle` and `rules` is refused in one line.

The generated table (tests/bad_inputs.py: hostile values x keys x commands, whole
documents, broken ruleset files) runs in-process, each input in a forked child guarded
by a generous timeout, so a hang fails its case instead of blocking the run. The quick
suite runs a sample of several hundred that still holds every hostile value and every
key; MJSCORE_BAD_INPUT_ALL=1 runs all of them. A handful more run through a real
`python -m mjscore_gui` process. The rest pin the messages a player reads.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bad_inputs import (
    HAND_KEYS,
    MAX_LINE,
    SCORE_ONLY_KEYS,
    SETTLE_FORM,
    SETTLE_KEYS,
    WAITING_HAND,
    all_inputs,
    drop_table,
    problems,
    run,
    sample_inputs,
    top_level,
    with_value,
)
from tests.examples import EXAMPLE_HAND, assert_example_result

ROOT = Path(__file__).resolve().parent.parent
INPUTS = all_inputs() if os.environ.get("MJSCORE_BAD_INPUT_ALL") else sample_inputs(stride=10)


@pytest.mark.parametrize("bad", INPUTS, ids=[b.id for b in INPUTS])
def test_generated_bad_input_is_refused_in_one_line(bad):
    outcome = run(bad)
    assert problems(outcome) == [], f"{bad.id}: {outcome.code} {outcome.err[:400]!r}"


def test_the_table_is_several_hundred_distinct_inputs():
    everything = all_inputs()
    assert len({b.id for b in everything}) == len(everything) > 2000
    assert len(INPUTS) > 300


# --- a real process, for what only a real process shows --------------------------------

DEEP = b"[" * 100_000 + b"]" * 100_000


@pytest.mark.parametrize(
    "argv, stdin, words",
    [
        pytest.param(["score"], DEEP, ["nested too deeply"], id="nesting-100000"),
        pytest.param(["score"], b'{"concealed": "123m \xff"}', ["not UTF-8", "0xff"], id="invalid-utf8"),
        pytest.param(
            ["score"],
            b'\xef\xbb\xbf{"a": "\xff"}',
            ["not UTF-8", "byte 0xff at offset 10"],
            id="invalid-utf8-after-bom",
        ),
        pytest.param(
            ["settle"],
            b'{"faan": 3, "win": "self_drawn", "rules": {"min_faan": 1e999999999}}',
            ["1e999999999", "out of range"],
            id="huge-exponent",
        ),
        pytest.param(
            ["settle"],
            b'{"faan": 3, "win": "self_drawn", "rules": {"payout": "custom", "custom_table": "3:1e999999999"}}',
            [],
            id="custom-table-exponent",
        ),
        pytest.param(["waits"], b'{"concealed": "123m", "note": "\\udc80"}', ["surrogate"], id="lone-surrogate"),
    ],
)
def test_real_process_refuses_in_one_line(argv, stdin, words, mjscore):
    code, out, err = mjscore.process(*argv, stdin=stdin)
    assert code != 0
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and len(lines[0]) <= MAX_LINE, err
    for word in words:
        assert word in lines[0]


# --- the messages ----------------------------------------------------------------------


def one_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert len(lines[0]) <= MAX_LINE
    return lines[0]


SETTLE = SETTLE_FORM


@pytest.mark.parametrize("key", ["limit", "false_win", "draw"])
def test_settle_reads_booleans_strictly(key, mjscore):
    code, out, err = mjscore("settle", stdin={**SETTLE, key: "no"})
    assert code != 0 and out == ""
    assert f"{key} must be true or false, not 'no'" in one_line(err)


@pytest.mark.parametrize(
    "key, value", [("false_win", "no"), ("false_win", 1), ("discarder", "X"), ("responsible", 5), ("rules", "half")]
)
def test_hand_settlement_keys_are_strict(key, value, mjscore):
    # "false_win": "no" must not be read as true, nor as false: the hand is refused.
    code, out, err = mjscore("score", stdin={**EXAMPLE_HAND, key: value})
    assert code == 1
    assert json.loads(out)["valid"] is False
    assert key in one_line(err)


def test_unknown_condition_lists_the_known_ones(mjscore):
    code, _, err = mjscore("settle", stdin={**SETTLE, "conditions": ["robbing_kong", "moon"]})
    line = one_line(err)
    assert code != 0
    assert "unknown condition 'moon'" in line
    assert "robbing_kong, last_tile, kong_replacement, double_kong_replacement, heavenly, earthly" in line


def test_a_mistyped_rule_names_the_nearest_one_first(mjscore):
    code, out, err = mjscore("settle", stdin={**SETTLE, "rules": {"stak": 2}})
    assert code != 0 and out == ""
    assert one_line(err).startswith("mjscore settle: unknown rule 'stak' (did you mean 'stake'?); known rules: ")


def test_conditions_must_be_a_list(mjscore):
    code, out, err = mjscore("score", stdin={**EXAMPLE_HAND, "conditions": 5})
    assert code == 1 and "'conditions' must be a list" in one_line(err)
    assert json.loads(out) == {
        "valid": False,
        "error": "'conditions' must be a list of names such as [\"last_tile\"], not 5",
    }


def test_a_ten_megabyte_token_is_not_echoed(mjscore):
    hand = {**EXAMPLE_HAND, "seat_wind": "Q" * 10_000_000}
    code, out, err = mjscore("score", stdin=hand)
    assert code == 1
    line = one_line(err)
    assert "seat_wind must be one of E, S, W, N" in line and "…" in line
    assert len(json.loads(out)["error"]) < MAX_LINE


def test_an_array_says_which_hand_is_bad(mjscore):
    hands = [EXAMPLE_HAND, EXAMPLE_HAND, {**EXAMPLE_HAND, "concealed": "123s 5s"}, {"concealed": 5}]
    code, out, err = mjscore("score", stdin=hands)
    assert code == 1
    assert [r["valid"] for r in json.loads(out)] == [True, True, False, False]
    assert one_line(err).startswith("mjscore score: hand 3 of 4 (and 1 more invalid): ")


def test_settle_array_says_which_item_and_writes_nothing(mjscore):
    code, out, err = mjscore("settle", stdin=[SETTLE, SETTLE, {**SETTLE, "faan": 3.5}])
    assert code != 0 and out == ""
    assert one_line(err) == "mjscore settle: hand 3: faan must be a whole number of at least 0, not 3.5"


@pytest.mark.parametrize(
    "data, words",
    [
        (b"", ["empty"]),
        (b"[" * 100_000, ["nested too deeply"]),
        (b'{"faan": ' + b"7" * 5000 + b"}", ["5000 digits", "at most 100"]),
        (b'{"faan": NaN}', ["NaN is not a number"]),
        (b'{"faan": 3, "rules": {"stake": Infinity}}', ["Infinity is not a number"]),
        (b'{"note": "\xed\xa0\x80"}', ["not UTF-8", "0xed"]),
        (b"\xff\xfe{\x00}\x00", ["UTF-16"]),
    ],
)
def test_document_refusals(data, words, mjscore):
    code, out, err = mjscore("settle", stdin=data)
    assert code != 0 and out == ""
    line = one_line(err)
    for word in words:
        assert word in line


def test_a_byte_order_mark_is_allowed(tmp_path, mjscore):
    path = tmp_path / "hand.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(EXAMPLE_HAND).encode())
    code, out, err = mjscore("score", str(path), stdin=b"")
    assert code == 0, err
    assert_example_result(json.loads(out))


def test_command_line_mistakes_are_one_line(mjscore, capsys):
    with pytest.raises(SystemExit) as exc:
        mjscore("rules", "show")
    assert exc.value.code == 2
    assert "required: id" in one_line(capsys.readouterr().err)


# --- tile lists as JSON arrays (issue 11; hand-format.md, Tiles) -----------------------


def test_tile_lists_may_be_arrays_of_tokens_everywhere(mjscore):
    hand = {
        **EXAMPLE_HAND,
        "concealed": ["1s", "2s", "3s", "5s", "5s"],
        "melds": [
            {"kind": "pong", "tiles": ["C", "C", "C"]},
            {"kind": "chow", "tiles": ["7s", "6s", "8s"]},
            {"kind": "kong", "tiles": ["9s", "9s", "9s", "9s"], "exposed": False},
        ],
        "winning_tile": ["5s"],
        "flowers": ["f3"],
    }
    code, out, err = mjscore("score", stdin=hand)
    assert code == 0, err
    assert_example_result(json.loads(out))


def test_waits_read_an_array_of_tokens(mjscore):
    # 123s 5s + CCC 678s 9999s: waiting on 5s alone (the pair), which completes Mixed One Suit.
    text = {k: v for k, v in EXAMPLE_HAND.items() if k != "winning_tile"} | {"concealed": "123s 5s"}
    listed = text | {"concealed": ["1s", "2s", "3s", "5s"], "flowers": ["f3"]}
    _, out_text, _ = mjscore("waits", stdin=text)
    code, out_listed, err = mjscore("waits", stdin=listed)
    assert code == 0, err
    assert json.loads(out_listed) == json.loads(out_text)
    assert [w["tile"] for w in json.loads(out_listed)["waits"]] == ["5s"]


@pytest.mark.parametrize(
    "tiles, words",
    [
        (["1s", "2s", "3s", "55s"], ["'55s' (item 4 of the list)", "one tile, so write 2 items"]),
        (["1s", 2], ["2 (item 2 of the list)", "one tile token"]),
        (["1s", "x"], ["'x' (item 2 of the list)"]),
    ],
)
def test_a_bad_item_in_a_tile_array_is_named(tiles, words, mjscore):
    code, out, err = mjscore("score", stdin={**EXAMPLE_HAND, "concealed": tiles})
    line = one_line(err)
    assert json.loads(out)["valid"] is False
    assert code == 1 and line.startswith("mjscore score: concealed: bad tile ")
    for word in words:
        assert word in line


# --- ruleset files --------------------------------------------------------------------


def hk_text() -> str:
    from mjscore_gui.resources import resource_path

    return resource_path("rulesets", "hk.toml").read_text(encoding="utf-8")


def line_of(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), start=1) if line.startswith(start))


@pytest.mark.parametrize("command", ["rules show", "score"])
@pytest.mark.parametrize(
    "old, new, words",
    [
        ("min_faan = 3 ", 'min_faan = "three" ', ["min_faan", "whole number", "'three'"]),
        ('stake = "1" ', "stake = 1e999999999 ", ["the number '1e999999999' is out of range"]),
        ("seven_pairs = true ", 'seven_pairs = "no" ', ["seven_pairs", "true or false", "'no'"]),
        (
            'replaces = ["concealed_hand"]',
            'replaces = "concealed_hand"',
            ["self_triplets", "replaces", "list of pattern ids"],
        ),
    ],
)
def test_a_ruleset_file_error_names_the_file_the_key_and_the_line(command, old, new, words, tmp_path, mjscore):
    # `rules show FILE` reads a house ruleset file, `"ruleset": FILE` a hand's; both say where.
    text = hk_text().replace(old, new, 1)
    assert text != hk_text()
    path = str(tmp_path / "house.toml")
    Path(path).write_text(text, encoding="utf-8")
    if command == "score":
        code, out, err = mjscore("score", stdin={**EXAMPLE_HAND, "ruleset": path})
        assert json.loads(out)["valid"] is False
    else:
        code, out, err = mjscore("rules", "show", path, stdin=b"")
        assert out == ""
    line = one_line(err)
    assert code != 0
    assert "house.toml" in line and f"line {line_of(text, new.strip())}" in line
    for word in words:
        assert word in line


@pytest.mark.parametrize("value", ["5", '"all"', "[1, 2]"])
def test_settings_of_the_wrong_type(value, tmp_path, mjscore):
    text = top_level(drop_table(hk_text(), "settings"), "settings", value)
    (tmp_path / "house.toml").write_text(text, encoding="utf-8")
    code, _, err = mjscore("score", stdin={**EXAMPLE_HAND, "ruleset": str(tmp_path / "house.toml")})
    line = one_line(err)
    assert code != 0
    assert "house.toml: settings: must be a table ([settings]), got " in line
    assert line.endswith(f" (line {line_of(text, 'settings =')})")


# --- any JSON value under any key: one line or a result, never a traceback ---------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.decimals(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(
        [
            "E",
            "S",
            "1m",
            "5s",
            "discard",
            "self_drawn",
            "hk",
            "custom",
            "robbing_kong",
            "3:8",
            "1 2 4",
            "pong",
            "kong",
            "C",
        ]
    ),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.text(max_size=6)
            | st.sampled_from(["kind", "tile", "tiles", "exposed", "min_faan", "stake", "payout", "custom_table"]),
            inner,
            max_size=4,
        )
    ),
    max_leaves=12,
)
HAND_PATHS = [path for path, _ in HAND_KEYS + SCORE_ONLY_KEYS] + ["melds.0", "note"]
SETTLE_PATHS = [path for path, _ in SETTLE_KEYS]


@settings(
    max_examples=int(os.environ.get("MJSCORE_FUZZ_EXAMPLES", "150")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(command=st.sampled_from(["score", "waits", "settle"]), data=st.data(), value=json_values)
def test_any_value_under_any_key_gives_a_result_or_one_line(command, data, value, mjscore):
    base = {"score": EXAMPLE_HAND, "waits": WAITING_HAND, "settle": SETTLE_FORM}[command]
    path = data.draw(st.sampled_from(SETTLE_PATHS if command == "settle" else HAND_PATHS))
    text = json.dumps(with_value(base, path, value), default=str)
    code, out, err = mjscore(command, stdin=text.encode())
    assert "Traceback" not in err and "internal error" not in err, err
    if code == 0:
        assert err == "" and out.strip()
        json.loads(out)
    else:
        assert code in (1, 2)
        one_line(err)
