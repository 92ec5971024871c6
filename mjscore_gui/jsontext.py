"""JSON text with exact amounts, as the faces write it (the command line's answers, the
window's export): a Fraction or Decimal goes out as its exact decimal digits, never
through a float, or as "p/q" text when it has no finite decimal form (a third).

`json.dumps` writes only the numbers it knows (int, float), so an exact decimal is handed
to it as a marked string and the mark is replaced by the digits afterwards. The mark is
wrapped in NULs, which no hand, name or note typed at a table contains.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from typing import Any

from mjscore_gui.payout.money import exact_text, json_number

MARK = re.compile(r'"\\u0000exact(\d+)\\u0000"')


class _ExactNumbers:
    """The `default` of one `json.dumps` call: each exact amount's JSON form, its decimal
    digits kept aside for `put_back`."""

    def __init__(self) -> None:
        self.digits: list[str] = []

    def __call__(self, value: Any) -> Any:
        if not isinstance(value, (Fraction, Decimal)):
            raise TypeError(f"cannot write {type(value).__name__} as JSON")
        number = json_number(value)
        if not isinstance(number, Decimal):
            return number  # a whole amount (int) or "p/q"
        self.digits.append(exact_text(number))
        return f"\u0000exact{len(self.digits) - 1}\u0000"

    def put_back(self, text: str) -> str:
        if not self.digits:
            return text
        return MARK.sub(lambda m: self.digits[int(m.group(1))], text)


def _text(value: Any, indent: int | None) -> str:
    exact = _ExactNumbers()
    return exact.put_back(json.dumps(value, ensure_ascii=False, indent=indent, default=exact))


def dumps(value: Any) -> str:
    """JSON text, indented, with exact numbers written as decimal digits."""
    return _text(value, indent=2)


def dumps_lines(values: Iterable[Any]) -> str:
    """A JSON array written one element to a line: a batch of a thousand hands is still
    easy to read and to grep."""
    lines = [_text(value, indent=None) for value in values]
    return "[\n" + ",\n".join(lines) + "\n]"
