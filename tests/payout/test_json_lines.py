"""A batch's JSON lines are written in chunks: the text is the same for any number of lines
(chunks full, part full or none), with exact numbers in every chunk, as one line per value
written on its own."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.payout.exact_json import LINES_PER_CHUNK, dumps, dumps_lines, lines_in_chunks


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


@pytest.mark.parametrize(
    "count", [0, 1, 2, LINES_PER_CHUNK - 1, LINES_PER_CHUNK, LINES_PER_CHUNK + 1, 2 * LINES_PER_CHUNK, 600]
)
def test_lines_in_chunks_read_as_one_array_line_by_line(count):
    values = [_value(i) for i in range(count)]
    expected = "[\n" + ",\n".join(_line(v) for v in values) + "\n]"
    assert dumps_lines(values) == expected
    assert "".join(lines_in_chunks(iter(values))) == expected  # a generator, taken once
    assert json.loads(expected, parse_float=Decimal) == json.loads(dumps(values), parse_float=Decimal)


def test_without_the_c_encoder_the_lines_are_the_same(monkeypatch):
    values = [_value(i) for i in range(LINES_PER_CHUNK + 3)]
    expected = dumps_lines(values)
    monkeypatch.setattr("mjscore_gui.payout.exact_json.c_make_encoder", None)
    assert dumps_lines(values) == expected
