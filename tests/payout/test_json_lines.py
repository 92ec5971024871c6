"""A batch's JSON lines: the text is the same for any number of lines, with exact numbers
on every line, as one line per value written on its own."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.jsontext import dumps, dumps_lines


def _value(i: int) -> dict:
    # Whole, finite-decimal and "p/q" amounts, text beyond ASCII, nesting: what results hold.
    return {
        "hand": i,
        "payments": {"E": Fraction(3 * i, 4), "S": Fraction(-1, 3), "W": Decimal("0.10"), "N": i},
        "lines": ["East pays South 8", "東"],
        "ok": i % 2 == 0,
        "none": None,
    }


def _line(value: dict) -> str:
    """One value on one line, written on its own (the indented writer's numbers, compacted)."""
    return json.dumps(json.loads(dumps(value)), ensure_ascii=False)


@pytest.mark.parametrize("count", [0, 1, 2, 255, 256, 257, 512, 600])
def test_the_lines_read_as_one_array_line_by_line(count):
    values = [_value(i) for i in range(count)]
    expected = "[\n" + ",\n".join(_line(v) for v in values) + "\n]"
    assert dumps_lines(values) == expected
    assert dumps_lines(iter(values)) == expected  # a generator, taken once
    assert json.loads(expected, parse_float=Decimal) == json.loads(dumps(values), parse_float=Decimal)


def test_exact_amounts_are_written_as_their_digits():
    text = dumps({"a": Fraction(1, 8), "b": Fraction(-1, 3), "c": Decimal("0.10"), "d": Fraction(6, 2), "e": "\u0000"})
    assert text == '{\n  "a": 0.125,\n  "b": "-1/3",\n  "c": 0.1,\n  "d": 3,\n  "e": "\\u0000"\n}'
