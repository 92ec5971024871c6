"""`mjscore settle` (cli-contract.md): settle a hand from its faan alone."""

from __future__ import annotations

import json

import pytest

from mjscore_gui.cli.settle import settle_form, settle_form_json


def settled(mjscore, payload):
    """`mjscore settle` with `payload` on standard input: the exit code, the answer read, stderr."""
    code, out, err = mjscore("settle", stdin=payload)
    return code, (json.loads(out) if out.strip() else None), err


def test_contract_example(mjscore):
    # cli-contract.md's own input; hk defaults: half spicy 5 faan = 24, discarder pays all.
    code, out, _ = settled(
        mjscore,
        {"faan": 5, "seat_wind": "S", "win": "discard", "discarder": "E", "responsible": None, "rules": {}},
    )
    assert code == 0
    assert out == {
        "payments": {"E": -24, "S": 24, "W": 0, "N": 0},
        "payment_lines": ["East pays South 24"],
        "meets_minimum": True,
    }


def test_an_array_gives_an_array_including_false_win_and_draw(mjscore):
    code, out, _ = settled(
        mjscore,
        [
            {"faan": 3, "seat_wind": "W", "win": "self_drawn"},  # seed 001: +12 / -4 x3
            {"false_win": True, "seat_wind": "N"},  # seed 001: 384 x 3
            {"draw": True},
            {"faan": 2, "seat_wind": "S", "win": "discard", "discarder": "E"},
        ],
    )
    assert code == 0
    assert [r["payments"] for r in out] == [
        {"E": -4, "S": -4, "W": 12, "N": -4},
        {"E": 384, "S": 384, "W": 384, "N": -1152},
        {"E": 0, "S": 0, "W": 0, "N": 0},
        {"E": 0, "S": 0, "W": 0, "N": 0},
    ]
    assert [r["meets_minimum"] for r in out] == [True, False, False, False]
    assert out[3]["reason"] == "3 faan needed to win, 2 counted"


def test_rules_overrides_and_exact_decimal_stake(mjscore):
    # Floats come in as Decimal and go out as exact decimals.
    code, out, _ = settled(
        mjscore,
        '{"faan": 5, "seat_wind": "N", "win": "discard", "discarder": "W", '
        '"rules": {"responsibility": "half", "stake": 0.1, "cap": 4, "payout": "full_spicy"}}',
    )
    assert code == 0
    assert out["payments"] == {"E": -0.4, "S": -0.4, "W": -0.8, "N": 1.6}
    assert out["payment_lines"] == ["East pays North 0.4", "South pays North 0.4", "West pays North 0.8"]


def test_seed004_example_through_the_cli(mjscore):
    code, out, _ = settled(
        mjscore,
        {
            "faan": 10,
            "seat_wind": "E",
            "win": "discard",
            "discarder": "W",
            "rules": {"payout": "old_hk", "dealer_doubles": True},
        },
    )
    assert out["payments"] == {"E": 64, "S": -16, "W": -32, "N": -16}


def test_robbing_the_kong_condition_and_limit_flag(mjscore):
    code, out, _ = settled(
        mjscore,
        [
            {
                "faan": 3,
                "seat_wind": "S",
                "win": "discard",
                "discarder": "N",
                "conditions": ["robbing_kong"],
                "rules": {"responsibility": "half"},
            },
            {"faan": 13, "seat_wind": "S", "win": "self_drawn", "limit": True, "rules": {"payout": "old_hk"}},
        ],
    )
    assert out[0]["payments"] == {"E": 0, "S": 8, "W": 0, "N": -8}
    assert out[1]["payments"] == {"E": -64, "S": 192, "W": -64, "N": -64}


def test_a_whole_hand_with_its_tiles_is_accepted(mjscore):
    code, out, _ = settled(
        mjscore,
        {
            "concealed": "123s 55s",
            "winning_tile": "5s",
            "prevailing_wind": "E",
            "flowers": "f3",
            "melds": [],
            "faan": 4,
            "seat_wind": "S",
            "win": "self_drawn",
            "ruleset": "hk",
        },
    )
    assert code == 0 and out["payments"]["S"] == 24


@pytest.mark.parametrize(
    "payload,message",
    [
        ({"faan": 5, "seat_wind": "S", "win": "discard"}, "a discard win needs the discarder"),
        ({"seat_wind": "S", "win": "discard", "discarder": "E"}, "faan is missing"),
        ({"faan": 5, "seat_wind": "S"}, "win is missing"),
        ({"faan": 5.5, "win": "self_drawn"}, "faan must be a whole number of at least 0, not 5.5"),
        ({"faan": 5, "win": "self_drawn", "seat_wind": "s"}, "seat_wind (the winner's seat) must be E, S, W or N"),
        ({"faan": 5, "win": "self_drawn", "stake": 2}, "unknown key 'stake'"),
        ({"faan": 5, "win": "self_drawn", "rules": {"stake": "abc"}}, "stake must be a number, not 'abc'"),
        ({"faan": 5, "win": "self_drawn", "rules": {"stak": 2}}, "unknown rule 'stak'"),
        ({"faan": 5, "win": "self_drawn", "rules": [1]}, "rules must be an object"),
        ({"faan": 5, "win": "self_drawn", "ruleset": "riichi"}, "unknown ruleset 'riichi'"),
        ({"draw": "yes"}, "draw must be true or false"),
        ([{"draw": True}, 7], "hand 2: expected a JSON object"),
        ("", "standard input is empty"),
        ("{", "not valid JSON"),
    ],
)
def test_bad_input_is_one_line_and_a_non_zero_exit(payload, message, mjscore):
    code, out, err = settled(mjscore, payload)
    assert code != 0 and out is None
    assert err.count("\n") == 1 and err.startswith("mjscore settle: ")
    assert message in err


def test_settle_form_takes_a_rulesets_settings():
    # For the ledger and `score`: the ruleset's flat [settings] table replaces hk's.
    settlement = settle_form(
        {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"},
        {"payout": "full_spicy", "min_faan": 1, "stake": 2},
    )
    assert settlement.payments["S"] == 16
    assert settle_form_json({"draw": True})["payment_lines"] == []


def test_real_subprocess_reads_stdin(mjscore):
    done = mjscore.process(
        "settle",
        stdin=json.dumps(
            {"faan": 8, "seat_wind": "N", "win": "discard", "discarder": "E", "rules": {"payout": "6_9_12"}}
        ),
    )
    assert done.code == 0, done.err
    assert json.loads(done.out)["payments"] == {"E": -84, "S": 0, "W": 0, "N": 84}  # seed 003, 5.3


def test_real_subprocess_reads_a_file_and_fails_cleanly(tmp_path, mjscore):
    hand = tmp_path / "hand.json"
    hand.write_text(
        json.dumps({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E", "rules": {"divisor": 3}}),
        encoding="utf-8",
    )
    done = mjscore.process("settle", str(hand), stdin="")
    assert done.code == 0, done.err
    assert json.loads(done.out) == {
        "payments": {"E": "-8/3", "S": "8/3", "W": 0, "N": 0},  # exact: thirds have no decimal form
        "payment_lines": ["East pays South 2.67"],
        "meets_minimum": True,
    }
    missing = mjscore.process("settle", str(tmp_path / "nope.json"), stdin="")
    assert missing.code != 0 and "Traceback" not in missing.err
    assert missing.err.strip().endswith("no such file: " + str(tmp_path / "nope.json"))
