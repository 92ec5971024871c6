"""Every payout table, row by row, against the seed it comes from."""

from __future__ import annotations

import tomllib
from fractions import Fraction

import pytest

from mjscore_gui.payout import (
    BUILTIN_TABLE_IDS,
    PAYOUT_CHOICES,
    builtin_table,
    make_table,
    parse_custom_table,
)
from mjscore_gui.resources import resource_path

# seed 001, Converting faan to score > Half spicy (table 0-13 faan)
HALF_SPICY = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]
# seed 003, 5.3 Figure 3 (0-19, then "20-")
SIX_NINE_TWELVE = [1, 2, 4, 8, 16, 32, 64, 74, 84, 128, 138, 148, 256, 266, 276, 512, 522, 532, 542, 552, 1024]
# derived from seed 003 (see resources/payout_tables/5_8_11.toml)
FIVE_EIGHT_ELEVEN = [1, 2, 4, 8, 16, 64, 74, 84, 128, 138, 148, 256, 266, 276, 512, 522, 532, 542, 552, 1024]
# seed 004, Payment: Base points (Old Hong Kong Simplified): 3 -> 1, 4-6 -> 2, 7-9 -> 4, 10+ -> 8
OLD_HK = {3: 1, 4: 2, 5: 2, 6: 2, 7: 4, 8: 4, 9: 4, 10: 8}


def _rows(table, name):
    pairs = table.items() if isinstance(table, dict) else enumerate(table)
    return [pytest.param(f, p, id=f"{name}-{f}faan-{p}") for f, p in pairs]


@pytest.mark.parametrize("faan", [pytest.param(f, id=f"seed001-full-spicy-{f}") for f in range(14)])
def test_full_spicy_is_two_to_the_faan(faan):
    assert builtin_table("full_spicy").points(faan) == 2**faan


@pytest.mark.parametrize("faan,points", _rows(HALF_SPICY, "seed001-half-spicy"))
def test_half_spicy_rows(faan, points):
    assert builtin_table("half_spicy").points(faan) == points


def test_half_spicy_odd_faan_from_5_is_one_and_a_half_times_the_faan_below():
    # seed 001, Half spicy: "An odd-numbered faan above 4 ... is always 1.5 times the previous"
    table = builtin_table("half_spicy")
    for faan in range(5, 14, 2):
        assert table.points(faan) == Fraction(3, 2) * table.points(faan - 1)


@pytest.mark.parametrize("faan,points", _rows(SIX_NINE_TWELVE, "seed003-fig3"))
def test_6_9_12_rows(faan, points):
    assert builtin_table("6_9_12").points(faan) == points


def test_6_9_12_pays_the_fifth_laak_above_20():
    # seed 003, Figure 3 "20-" and 5.4: 20 faan or more pays 1,024
    assert builtin_table("6_9_12").points(27) == 1024


@pytest.mark.parametrize("faan,points", _rows(FIVE_EIGHT_ELEVEN, "derived-5-8-11"))
def test_5_8_11_rows(faan, points):
    assert builtin_table("5_8_11").points(faan) == points


def test_5_8_11_is_labelled_derived_and_is_6_9_12_with_laaks_one_faan_sooner():
    derived, source = builtin_table("5_8_11"), builtin_table("6_9_12")
    assert derived.derived and "derived" in derived.name.lower()
    assert not source.derived
    for faan in range(5, 25):  # from the first laak on, exactly a one-faan shift
        assert derived.points(faan) == source.points(faan + 1)
    for faan in range(5):  # below the first laak both double from 1
        assert derived.points(faan) == source.points(faan) == 2**faan


@pytest.mark.parametrize("faan,base", _rows(OLD_HK, "seed004-base"))
def test_old_hk_rows(faan, base):
    assert builtin_table("old_hk").points(faan) == base


def test_old_hk_10_plus_and_below_3():
    table = builtin_table("old_hk")
    assert table.points(13) == 8  # seed 004: "10+ -> 8 (limit)"
    assert table.points(0) == 1  # below the table's first row: the first row (only a minimum < 3 reaches it)
    assert table.payment == "old_hk"


@pytest.mark.parametrize("table_id", ["full_spicy", "half_spicy"])
def test_spicy_tables_stop_at_13_faan(table_id):
    # seed 001: "13 faan is considered the absolute limit"
    table = builtin_table(table_id)
    assert table.points(20) == table.points(13)


@pytest.mark.parametrize("table_id", BUILTIN_TABLE_IDS)
def test_every_table_file_cites_a_source_on_every_row(table_id):
    with resource_path("payout_tables", f"{table_id}.toml").open("rb") as handle:
        data = tomllib.load(handle)
    assert data["id"] == table_id and data["source"]
    assert all(row["source"].strip() for row in data["rows"])
    for row in data["rows"]:
        assert "seed 00" in row["source"] or "derived" in row["source"]


def test_the_payout_setting_offers_exactly_the_built_in_tables_and_custom():
    # hand_points: no table, the hand's own points (units and farn, seed 000)
    assert [c for c, _ in PAYOUT_CHOICES] == [*BUILTIN_TABLE_IDS, "hand_points", "custom"]


def test_unknown_built_in_table_is_a_clear_error():
    with pytest.raises(ValueError, match="no built-in payout table 'spicy'"):
        builtin_table("spicy")


# --- custom tables (seed 001: "Players can also forgo both and agree on a custom table")


@pytest.mark.parametrize(
    "typed",
    [
        "1 2 4 8 16 24 32",
        "1, 2, 4, 8, 16, 24, 32",
        "0:1, 1:2, 2:4, 3:8, 4:16, 5:24, 6:32",
        "0 : 1; 1 : 2; 2 : 4; 3 : 8; 4 : 16; 5 : 24; 6 : 32",
        "[1, 2, 4, 8, 16, 24, 32]",
        [1, 2, 4, 8, 16, 24, 32],
        {"0": 1, "1": 2, "2": 4, "3": 8, "4": 16, "5": 24, "6": 32},
        # A preset's TOML table after the generic text setting stringified it:
        str({"0": 1, "1": 2, "2": 4, "3": 8, "4": 16, "5": 24, "6": 32}),
    ],
    ids=["spaces", "commas", "pairs", "spaced-pairs", "bracketed-text", "list", "mapping", "stringified-mapping"],
)
def test_custom_table_forms(typed):
    table = parse_custom_table(typed)
    assert table.id == "custom"
    assert [table.points(f) for f in range(8)] == [1, 2, 4, 8, 16, 24, 32, 32]


def test_custom_table_with_only_the_steps_a_club_uses():
    # A 4-7-10 house table typed as its steps: between steps pays the step below.
    table = parse_custom_table("3:8, 4:64, 7:128, 10:256")
    assert [table.points(f) for f in range(3, 12)] == [8, 64, 64, 64, 128, 128, 128, 256, 256]
    assert table.points(0) == 8


def test_custom_table_keeps_decimals_exact():
    assert parse_custom_table("0.5 1 1.5").points(2) == Fraction(3, 2)


@pytest.mark.parametrize(
    "typed,message",
    [
        ("", "empty"),
        ("1 2 abc", "points for 2 faan must be a number, not 'abc'"),
        ("3:8, 16", "'16' is not faan:points"),
        ("3:8, 3:16", "3 faan is listed twice"),
        ("1 2 4 3", r"points must not fall as faan rise \(2 faan pays 4 but 3 faan pays 3\)"),
        ("1 -2", "cannot be negative"),
        ({"x": 1}, "'x' is not a faan"),
        (12, "must be text"),
    ],
)
def test_custom_table_errors_are_readable(typed, message):
    with pytest.raises(ValueError, match=message):
        parse_custom_table(typed)


def test_make_table_refuses_an_unknown_payment_style():
    with pytest.raises(ValueError, match="payment must be one of"):
        make_table("x", [(0, 1)], payment="chips")
