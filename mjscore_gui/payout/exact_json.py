"""JSON text with exact amounts: a Fraction or Decimal goes out as its exact decimal
digits (never through a float), or as "p/q" text when it has no finite decimal form.

Both faces write with it: the command line's output and the window's export are the
same text for the same night.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import Any

from mjscore_gui.payout.money import exact_text, json_number

# The json module can only write a number it knows (int, float), so an exact decimal goes
# out as a marked string and the marks are replaced by its digits afterwards. The mark is
# wrapped in NULs, which no hand, name or note typed at a table contains.
_MARK = r'"\\u0000exact(\d+)\\u0000"'  # compiled on first use (re caches it): start-up time


class _ExactEncoder(json.JSONEncoder):
    """Writes Fractions and Decimals without loss (see `json_number`), never via float."""

    def __init__(self, indent: int | None) -> None:
        super().__init__(ensure_ascii=False, indent=indent)
        self.decimals: list[str] = []

    def default(self, o: Any) -> Any:
        if type(o) is Fraction and o.denominator == 1:
            return o.numerator  # nearly every payment: a whole amount, as `json_number` writes it
        if isinstance(o, (Fraction, Decimal)):
            number = json_number(o)
            if not isinstance(number, Decimal):
                return number
            self.decimals.append(exact_text(number))
            return f"\u0000exact{len(self.decimals) - 1}\u0000"
        raise TypeError(f"cannot write {type(o).__name__} as JSON")

    def text(self, value: Any) -> str:
        text = self.encode(value)
        if self.decimals:
            decimals, self.decimals = self.decimals, []
            text = re.sub(_MARK, lambda m: decimals[int(m.group(1))], text)
        return text


def dumps(value: Any) -> str:
    """JSON text, indented, with exact numbers written as decimal digits."""
    return _ExactEncoder(indent=2).text(value)


def dumps_lines(values: Iterable[Any]) -> str:
    """A JSON array written one element to a line: a batch of a thousand hands is written
    by the json module's C encoder (indenting would take the slow pure-Python one), and a
    line per hand is still easy to read and to grep."""
    return "".join(lines_in_chunks(values))


# Lines a chunk of `lines_in_chunks` holds: a few hundred hands, some 100 kB of text.
LINES_PER_CHUNK = 256


def lines_in_chunks(values: Iterable[Any]) -> list[str]:
    """The text of `dumps_lines` as consecutive chunks of a few hundred lines.

    Each value is written as soon as it is taken, so a caller may hand in a generator
    that makes them one by one and lets each go once written: a batch of hands is then
    never held whole as results, nor its text as one string (as less memory is touched,
    writing a season's batch costs a tenth less)."""
    encoder = _ExactEncoder(indent=None)
    if c_make_encoder is None:  # a Python without the json module's C speed-up

        def encode(value: Any, _level: int) -> tuple[str]:
            return (encoder.encode(value),)
    else:
        # One C encoder for all the lines: `JSONEncoder.encode` would build a new one per hand,
        # which costs as much as writing the hand. Same settings as `encoder` (no circular check:
        # results are trees built here). It answers a value's text in pieces.
        encode = c_make_encoder(None, encoder.default, encode_basestring, None, ": ", ", ", False, False, True)

    chunks: list[str] = []
    lines: list[str] = []
    for value in values:
        lines.append("".join(encode(value, 0)))
        if len(lines) == LINES_PER_CHUNK:
            chunks.append(_with_exact_numbers(encoder, ",\n".join(lines)))
            lines = []
    if lines or not chunks:
        chunks.append(_with_exact_numbers(encoder, ",\n".join(lines)))
    pieces = ["[\n"]
    for chunk in chunks:
        pieces += (chunk, ",\n")
    pieces[-1] = "\n]"  # no line break before the array's end
    return pieces


def _with_exact_numbers(encoder: _ExactEncoder, text: str) -> str:
    """`text` with the marks the encoder left for exact decimals replaced by their digits."""
    if not encoder.decimals:
        return text
    decimals, encoder.decimals = encoder.decimals, []
    return re.sub(_MARK, lambda m: decimals[int(m.group(1))], text)
