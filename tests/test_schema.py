"""schema.py: data from a file checked into the dataclass it fills, each refusal one line
naming the file, the path to the value and what was expected."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Literal

import pytest

from mjscore_gui.schema import SchemaError, decode, loads, rule


@dataclass(frozen=True)
class Seat:
    name: str = rule(parse=str.strip, expected="a player's name (text)")
    wind: Literal["E", "S", "W", "N"] = "E"


@dataclass(frozen=True)
class Night:
    withheld: frozenset[str] = rule(frozenset(), expected="a session id (text)")
    points: tuple[int, ...] = rule((4, 2, 1, 0), between=(0, 1000), count=(1, 10))
    owed: dict[str, Fraction] = rule({})
    seats: tuple[Seat, ...] = ()
    day: date | None = rule(None, key="from")
    note: str | None = rule(None, pattern=r"[a-z ]{1,20}", expected="a short note in small letters")
    shown: str = rule("", read=False)


def test_a_file_fills_its_dataclass():
    text = (
        '{"withheld": ["s1", "s2"], "points": [3, 1], "owed": {"Amy": "1/3", "Ben": 12}, '
        '"seats": [{"name": " Amy ", "wind": "S"}], "from": "2026-01-09", "note": null}'
    )
    night = decode(Night, loads(text, "night.json"), "night.json")
    assert night.withheld == frozenset({"s1", "s2"}) and night.points == (3, 1)
    assert night.owed == {"Amy": Fraction(1, 3), "Ben": 12} and type(night.owed["Ben"]) is Fraction
    assert night.seats == (Seat("Amy", "S"),) and night.day == date(2026, 1, 9) and night.note is None
    assert decode(Night, {}) == Night()  # every key may be left out: its default


@pytest.mark.parametrize(
    ("data", "line"),
    [
        ({"withheld": ["a", "b", 3]}, "club.json: $.withheld[2]: expected a session id (text), got 3"),
        ({"withheld": "a"}, 'club.json: $.withheld: expected a list, got "a"'),
        ({"points": [4, -1]}, "club.json: $.points[1]: expected a whole number from 0 to 1000, got -1"),
        ({"points": []}, "club.json: $.points: expected a list of 1 to 10 items, got a list of 0 items"),
        ({"points": [True]}, "club.json: $.points[0]: expected a whole number from 0 to 1000, got true"),
        (
            {"owed": {"Amy": "0.1.2"}},
            'club.json: $.owed.Amy: expected an exact amount such as 12 or "1/3", got "0.1.2"',
        ),
        ({"owed": {"Amy": "1/0"}}, 'club.json: $.owed.Amy: expected an exact amount such as 12 or "1/3", got "1/0"'),
        (
            {"seats": [{"wind": "X", "name": "A"}]},
            'club.json: $.seats[0].wind: expected "E" or "S" or "W" or "N", got "X"',
        ),
        ({"seats": [{"wind": "S"}]}, "club.json: $.seats[0].name: expected a player's name (text), got nothing"),
        ({"from": "2026-02-30"}, 'club.json: $.from: expected a date such as 2026-01-09, got "2026-02-30"'),
        ({"note": "Shout!"}, 'club.json: $.note: expected a short note in small letters, got "Shout!"'),
        ([1], "club.json: expected a table of keys, got a list of 1 item"),
    ],
)
def test_a_refusal_names_the_file_the_path_and_what_was_expected(data, line):
    with pytest.raises(SchemaError) as refused:
        decode(Night, data, "club.json")
    assert str(refused.value) == line


def test_a_key_it_does_not_know_is_left_alone_or_refused_when_strict():
    assert decode(Night, {"version": 1, "shown": "x"}) == Night()  # read=False: never from the file
    with pytest.raises(SchemaError, match=r"^\$.shown: is not a key known here \(it takes from, note, owed,"):
        decode(Night, {"shown": "x"}, strict=True)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ('{"points": [1], "points": [2]}', 'club.json: the key "points" is written twice in one object'),
        (
            '{"owed": {"Amy": 0.5}}',
            'club.json: holds the number 0.5: numbers here are whole, or exact text such as "1/3"',
        ),
        ('{"points": [1,', "club.json: not valid JSON (line 1 column 15"),
        ("[" * 100_000, "club.json: nested too deeply to be read"),
        ("1" * 5000, "club.json: holds a number of more than 4,300 digits"),
    ],
)
def test_json_text_with_a_key_twice_or_a_float_is_refused(text, line):
    with pytest.raises(SchemaError) as refused:
        loads(text, "club.json")
    assert str(refused.value).startswith(line)


def test_a_ruleset_keeps_its_decimals_exact_when_asked():
    assert str(loads('{"base": 0.5}', decimals=True)["base"]) == "0.5"
    assert loads('\ufeff{"a": 1}'.encode()) == {"a": 1}
