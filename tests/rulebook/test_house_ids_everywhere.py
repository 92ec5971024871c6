"""A house ruleset that `mjscore rules list` shows is taken by every command that takes a
ruleset, and an id nobody knows gets the same one-line refusal from each of them."""

from __future__ import annotations

import json

import pytest

from tests.examples import EXAMPLE_HAND, assert_example_result

UNKNOWN = "unknown ruleset 'club-saturday'; known: hk, hk-old, new-style-6-9-12, units, yahoo, club-friday"
NINE_GATES_SHORT = {"concealed": "1112345678999m"}  # one tile short: waits on every man
ONE_FAAN = {"faan": 1, "seat_wind": "S", "win": "self_drawn"}


@pytest.fixture
def club(mjscore):
    """`rules copy hk club-friday`, then the club's own minimum: 1 faan (hk: 3)."""
    assert mjscore("rules", "copy", "hk", "club-friday", "--name", "Friday club").code == 0
    file = mjscore.config_dir / "rulesets" / "club-friday.toml"
    file.write_text(file.read_text(encoding="utf-8").replace("min_faan = 3 ", "min_faan = 1 ", 1), encoding="utf-8")
    assert "club-friday" in [r["id"] for r in json.loads(mjscore("rules", "list").out)]
    return mjscore


def test_score_takes_a_house_id(club):
    code, out, err = club("score", stdin=dict(EXAMPLE_HAND, ruleset="club-friday"))
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert_example_result(result)  # 5 faan, as under hk
    assert result["minimum_faan"] == 1


def test_settle_takes_a_house_id(club):
    assert json.loads(club("settle", stdin=ONE_FAAN).out)["meets_minimum"] is False  # hk: 3 faan needed
    code, out, err = club("settle", stdin=dict(ONE_FAAN, ruleset="club-friday"))
    assert (code, err) == (0, "")
    settled = json.loads(out)
    assert settled["meets_minimum"] is True
    assert sum(settled["payments"].values()) == 0


def test_waits_takes_a_house_id(club):
    code, out, err = club("waits", stdin=dict(NINE_GATES_SHORT, ruleset="club-friday"))
    assert (code, err) == (0, "")
    assert json.loads(out)["valid"] is True


def test_the_ledger_takes_a_house_id(club):
    assert club("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan", "--ruleset", "club-friday").code == 0
    assert club("ledger", "record", stdin=dict(EXAMPLE_HAND, seat_wind="S", ruleset="club-friday")).out == "1\n"
    code, out, err = club("ledger", "what-if", "--ruleset", "club-friday", "--format", "json")
    assert (code, err) == (0, "")
    assert json.loads(out)["ruleset"] == "club-friday"


def test_the_real_program_takes_a_house_id(club):
    code, out, err = club.process("settle", stdin=dict(ONE_FAAN, ruleset="club-friday"))
    assert (code, err) == (0, "")
    assert json.loads(out)["meets_minimum"] is True


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["score"], dict(EXAMPLE_HAND, ruleset="club-saturday")),
        (["waits"], dict(NINE_GATES_SHORT, ruleset="club-saturday")),
        (["settle"], dict(ONE_FAAN, ruleset="club-saturday")),
        (["rules", "show", "club-saturday"], None),
        (["rules", "export", "club-saturday", "-o", "out.toml"], None),
        (["ledger", "new", "--players", "A", "B", "C", "D", "--ruleset", "club-saturday"], None),
        (["ledger", "what-if", "--ruleset", "club-saturday"], None),
    ],
)
def test_an_unknown_id_gets_the_same_line_everywhere(club, args, stdin):
    if args[0] == "ledger" and args[1] == "what-if":
        club("ledger", "new", "--players", "A", "B", "C", "D")
    code, out, err = club(*args, stdin=stdin)
    assert code != 0
    assert err == f"mjscore {args[0]}: {UNKNOWN}\n"


def test_the_projects_hand_format_says_so():
    # The project's own hand-format document (docs/hand-format.md), linked from the README's
    # command-line section: a hand's "ruleset" takes any id `rules list` prints, and the
    # limits it states are those limits.py declares.
    from pathlib import Path

    from mjscore_gui import limits

    root = Path(__file__).resolve().parents[2]
    doc = (root / "docs" / "hand-format.md").read_text(encoding="utf-8")
    assert "Any id that `mjscore rules list` prints" in doc
    assert "unknown ruleset 'club-saturday'; known:" in doc
    for name, shown in [
        ("MAX_BATCH_BYTES", "50 MB"),
        ("MAX_BATCH_HANDS", "100,000"),
        ("MAX_RULESET_BYTES", "1 MB"),
        ("MAX_IMPORT_BYTES", "50 MB"),
        ("MAX_KEY_DEPTH", "8 parts"),
        ("MAX_KEY_LENGTH", "100 characters"),
    ]:
        assert f"{shown} (`{name}`)" in doc
    assert limits.MAX_BATCH_BYTES == limits.MAX_IMPORT_BYTES == 50 * 10**6
    assert (limits.MAX_BATCH_HANDS, limits.MAX_RULESET_BYTES) == (100_000, 10**6)
    assert (limits.MAX_KEY_DEPTH, limits.MAX_KEY_LENGTH) == (8, 100)
    assert "[docs/hand-format.md](docs/hand-format.md)" in (root / "README.md").read_text(encoding="utf-8")
