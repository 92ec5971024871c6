"""Reading and writing the JSON that subcommands exchange.

Numbers with a fraction part are read as Decimal, never float, so a stake of 0.1 stays
exactly one tenth; exact Fractions and Decimals are written back as JSON numbers when
they have a finite decimal form, else as a "p/q" string.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from mjscore_gui.cli.errors import CliError
from mjscore_gui.payout.money import exact_text, json_number


def read_json(file: str | None) -> Any:
    if file in (None, "-"):
        text = sys.stdin.read()
        where = "standard input"
    else:
        try:
            text = Path(file).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise CliError(f"no such file: {file}") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise CliError(f"cannot read {file}: {exc}") from None
        where = file
    if not text.strip():
        raise CliError(f"{where} is empty; expected a hand as JSON (see hand-format)")
    try:
        return json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as exc:
        raise CliError(f"{where} is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None


# The json module can only write a number it knows (int, float), so an exact decimal goes
# out as a marked string and the marks are replaced by its digits afterwards. The mark is
# wrapped in NULs, which no hand, name or note typed at a table contains.
_MARK = re.compile(r'"\\u0000exact(\d+)\\u0000"')


class _ExactEncoder(json.JSONEncoder):
    """Writes Fractions and Decimals without loss (see `json_number`), never via float."""

    def __init__(self, indent: int | None) -> None:
        super().__init__(ensure_ascii=False, indent=indent)
        self.decimals: list[str] = []

    def default(self, o: Any) -> Any:
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
            text = _MARK.sub(lambda m: decimals[int(m.group(1))], text)
        return text


def dumps(value: Any) -> str:
    """JSON text, indented, with exact numbers written as decimal digits."""
    return _ExactEncoder(indent=2).text(value)


def dumps_lines(values: Iterable[Any]) -> str:
    """A JSON array written one element to a line: a batch of a thousand hands is written
    by the json module's C encoder (indenting would take the slow pure-Python one), and a
    line per hand is still easy to read and to grep."""
    encoder = _ExactEncoder(indent=None)
    return "[\n" + ",\n".join(encoder.text(v) for v in values) + "\n]"


def write_json(value: Any) -> None:
    sys.stdout.write(dumps(value) + "\n")


def write_json_lines(values: Iterable[Any]) -> None:
    sys.stdout.write(dumps_lines(values) + "\n")
