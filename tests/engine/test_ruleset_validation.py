"""A ruleset's data is checked key by key, and every refusal says where and why.

`ruleset_from_dict` reads preset files, files a club passes as `"ruleset": "my.toml"`,
and the copy a ledger stores with each session, so what it accepts is exactly what
`Ruleset.to_dict` writes and nothing looser.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from mjscore_gui.engine import RulesetError
from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.numbers import bounded_decimal, is_bounded
from mjscore_gui.engine.ruleset import ruleset_from_dict
from mjscore_gui.engine.ruleset_file import read_ruleset_file
from mjscore_gui.engine.settings import all_settings
from mjscore_gui.payout.tables import parse_custom_table
from mjscore_gui.rulebook import get_preset


def hk_data() -> dict:
    return get_preset("hk").to_dict()


def test_a_stored_ruleset_reads_back_as_itself():
    hk = get_preset("hk")
    assert ruleset_from_dict(hk.to_dict(), "stored ruleset") == hk


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.update(settings=5), ["club.toml: settings: must be a table ([settings]), got 5"]),
        (lambda d: d.update(settings=["min_faan"]), ["settings: must be a table ([settings]), got ['min_faan']"]),
        (lambda d: d.update(patterns="all"), ["patterns: must be a table ([patterns]), got 'all'"]),
        (lambda d: d.update(colour="red"), ["colour: unknown key"]),
        (lambda d: d.update(name_zh=5), ["club.toml: name_zh: must be a text in quotes, got 5"]),
        (lambda d: d.pop("id"), ["club.toml: id: missing"]),
        (lambda d: d.update(faan_limit=True), ["faan_limit: must be a whole number from 1 to 1000, got True"]),
        (lambda d: d["settings"].update(min_fan=3), ["club.toml: min_fan: unknown setting; did you mean 'min_faan'?"]),
        (
            lambda d: d["settings"].update(min_faan="3"),
            ["club.toml: min_faan: must be a whole number from 0 to 13, got '3'"],
        ),
        (lambda d: d["settings"].update(seven_pairs="no"), ["seven_pairs: must be true or false, got 'no'"]),
        (
            lambda d: d["settings"].update(stake=Decimal("1e999999999")),
            ["stake: must be a number from 0.0001 to 1000000, got 1E+999999999"],
        ),
        (
            lambda d: d["settings"].update(cap=10**5000),
            ["cap: must be a whole number from 1 to 20, got a number of about 5000 digits"],
        ),  # id: change13
        (
            lambda d: d["patterns"]["self_triplets"].update(replaces="concealed_hand"),
            ["patterns.self_triplets.replaces: must be a list of pattern ids"],
        ),
        (lambda d: d["patterns"]["self_triplets"].update(replaces=5), ["replaces: must be a list"]),
        (
            lambda d: d["patterns"]["self_triplets"].update(replaces=["moon"]),
            ["patterns.self_triplets.replaces: unknown pattern 'moon'"],
        ),
        (
            lambda d: d["patterns"]["all_honours"].update(limit="no"),
            ["patterns.all_honours.limit: must be true or false, got 'no'"],
        ),
        (
            lambda d: d["patterns"]["all_honours"].update(counts_toward_minimum=1),
            ["counts_toward_minimum: must be true or false, got 1"],
        ),
        (
            lambda d: d["patterns"]["all_honours"].update(faan=3.5),
            ["patterns.all_honours.faan: must be a whole number from 0 (not played) to 1000, got 3.5"],
        ),
        (lambda d: d["patterns"]["all_honours"].update(value=3), ["patterns.all_honours.value: unknown key"]),
        (lambda d: d["patterns"].update(moon=3), ["club.toml: patterns.moon: unknown pattern"]),
    ],
)
def test_bad_ruleset_data_is_refused_with_the_key(change, words):
    data = hk_data()
    change(data)
    with pytest.raises(RulesetError) as exc:
        ruleset_from_dict(data, "club.toml")
    message = str(exc.value)
    assert message.startswith("club.toml")
    assert "\n" not in message and len(message) <= 200
    for word in words:
        assert word in message


def test_a_file_error_names_the_line(tmp_path):
    path = tmp_path / "club.toml"
    text = get_preset_text().replace("cap = 13 ", "cap = 99 ", 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as exc:
        read_ruleset_file(path)
    line = next(n for n, t in enumerate(text.splitlines(), start=1) if t.startswith("cap = 99"))
    assert str(exc.value) == f"club.toml: cap: must be a whole number from 1 to 20, got 99 (line {line})"


@pytest.mark.parametrize(
    "literal, words",
    [
        ("nan", ["nan is not a number"]),
        ("-inf", ["-inf is not a number"]),
        ("1e999999999", ["the number '1e999999999' is out of range"]),
        ("9" * 5000, ["thousands of digits"]),
    ],
)
def test_file_numbers_are_bounded_before_any_arithmetic(literal, words, tmp_path):
    path = tmp_path / "club.toml"
    text = get_preset_text().replace("min_faan = 3 ", f"min_faan = {literal} ", 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as exc:
        read_ruleset_file(path)
    line = next(n for n, t in enumerate(text.splitlines(), start=1) if t.startswith("min_faan"))
    assert str(exc.value).startswith("club.toml: min_faan: ") and str(exc.value).endswith(f" (line {line})")
    for word in words:
        assert word in str(exc.value)


def test_a_file_that_is_not_utf8_says_so(tmp_path):
    path = tmp_path / "club.toml"
    path.write_bytes(get_preset_text().encode() + b"# caf\xe9\n")
    with pytest.raises(RulesetError, match="not UTF-8 text: byte 0xe9"):
        read_ruleset_file(path)


def test_a_bad_byte_after_a_byte_order_mark_is_named_where_it_is(tmp_path):
    path = tmp_path / "club.toml"
    text = get_preset_text().encode()
    path.write_bytes(b"\xef\xbb\xbf" + text + b"# caf\xe9\n")
    with pytest.raises(RulesetError, match=f"byte 0xe9 at offset {3 + len(text) + 5};"):
        read_ruleset_file(path)
    path.write_bytes(b"\xef\xbb\xbf" + text)  # the mark alone is allowed, and read as nothing
    plain = tmp_path / "plain.toml"
    plain.write_bytes(text)
    marked, unmarked = read_ruleset_file(path), read_ruleset_file(plain)
    assert (marked.settings, marked.patterns) == (unmarked.settings, unmarked.patterns)


def get_preset_text() -> str:
    from mjscore_gui.resources import resource_path

    return resource_path("rulesets", "hk.toml").read_text(encoding="utf-8")


# --- settings and tables refuse numbers too large to compute with ------------------------

SPECS = {spec.key: spec for spec in all_settings()}


@pytest.mark.parametrize(
    "key, value",
    [
        ("min_faan", Decimal("1e999999999")),
        ("min_faan", Decimal("-1e999999999")),
        ("cap", 10**5000),
        ("false_win_faan", Decimal("NaN")),
        ("stake", "1e999999999"),
        ("stake", "9" * 10_000),
        ("divisor", Decimal("1e-999999999")),
        ("stake", float("inf")),
        ("old_hk_limit", [1]),
    ],
    ids=lambda v: v if isinstance(v, str) and len(v) < 20 else type(v).__name__,
)
def test_a_setting_refuses_huge_numbers(key, value):
    with pytest.raises(ValueError) as exc:
        SPECS[key].coerce(value)
    assert str(exc.value).startswith(key) and len(str(exc.value)) < 120


def test_a_setting_still_reads_ordinary_numbers():
    assert SPECS["stake"].coerce("0.5") == Decimal("0.5")
    assert SPECS["stake"].coerce(0.5) == Decimal("0.5")
    assert SPECS["min_faan"].coerce(Decimal("3.0")) == 3


@pytest.mark.parametrize(
    "text",
    ["3:1e999999999", "1e999999999", "1 2 -1e999999999", "1 2 NaN", "1 2 " + "9" * 200, "1" * 5000 + ":8"],
    ids=lambda v: v[:16],
)
def test_a_custom_table_refuses_huge_numbers(text):
    with pytest.raises(ValueError, match="custom payout table"):
        parse_custom_table(text)


def test_shown_quotes_at_most_a_little():
    assert shown("E") == "'E'"
    assert shown("z" * 10_000_000).endswith("…") and len(shown("z" * 10_000_000)) == 40
    assert shown(10**5000) == "a number of about 5000 digits"
    assert shown(Decimal("1e999999999")) == "1E+999999999"


def test_bounded_decimal_reads_amounts_and_refuses_what_would_spin():
    assert bounded_decimal("0.1") == Decimal("0.1")
    assert bounded_decimal("-2.5E+3") == Decimal(-2500)
    for text in ("1e999999999", "1e-999999999", "0e999999999", "NaN", "-Infinity", "9" * 101, "x", "1" * 5000):
        with pytest.raises(ValueError):
            bounded_decimal(text)
    assert is_bounded(10**99) and not is_bounded(10**5000)


TRICKY = '''# cap = 99999 was last season's joke; min_faan = 1e999999999 too
id = "tricky"
name = "Tricky"
description = """
[settings]
cap = 99999
[patterns.seven_pairs]
faan = 99999
"""
patterns.self_drawn.faan = 1

[settings]
min_faan = 3
cap = 13

[patterns.common_hand]
faan = 1
[patterns.all_in_triplets]
faan = 3
'''


@pytest.mark.parametrize(
    ("change", "name"),
    [
        (("cap = 13", "cap = 99999  # the real one"), "cap"),  # a comment and a string said so first
        (("min_faan = 3", "min_faan = 1e999999999  # the real one"), "min_faan"),
        (("]\nfaan = 3", "]\nfaan = 99999  # the real one"), "patterns.all_in_triplets.faan"),  # faan in two tables
        (("self_drawn.faan = 1", "self_drawn.faan = 99999  # the real one"), "patterns.self_drawn.faan"),  # dotted
        (
            ("faan = 1\n\n", "faan = 1\npatterns.seven_pairs = { faan = 99999 }  # the real one\n\n"),
            "patterns.seven_pairs.faan",  # an inline table
        ),
    ],
)
def test_a_refusal_names_the_line_the_parser_read_not_one_that_looks_like_it(change, name):
    from mjscore_gui.engine.ruleset_file import loads_ruleset

    text = TRICKY.replace(*change)
    line = next(n for n, t in enumerate(text.splitlines(), start=1) if t.endswith("# the real one"))
    with pytest.raises(RulesetError) as exc:
        loads_ruleset(text, "tricky.toml")
    assert str(exc.value).startswith(f"tricky.toml: {name}: ") and str(exc.value).endswith(f" (line {line})")
