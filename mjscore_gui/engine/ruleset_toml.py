"""Parsing ruleset TOML safely: strict UTF-8, numbers bounded before any arithmetic, and
where each key is, so a message can name the file, the line and the key. (Writing and
checking a club's house ruleset file is engine/ruleset_file.py, which parses through here.)

tomllib itself gives a line only for syntax errors; `KeyPlace` finds the line of a key
that parsed but holds a bad value.
"""

from __future__ import annotations

import re
import tomllib
from decimal import Decimal
from typing import Any

from mjscore_gui.engine.errors import RulesetError
from mjscore_gui.engine.numbers import bounded_decimal


class KeyPlace:
    """Says where a key is: the file's name and, when the text is at hand, the line."""

    def __init__(self, name: str, text: str | None = None):
        self.name = name
        self.lines = text.splitlines() if text is not None else None

    def __call__(self, *path: str) -> str:
        line = self.line_of(path) if path else None
        at = f"{self.name}, line {line}" if line else self.name
        if not path:
            return at
        table, key = ".".join(path[:-1]), path[-1]
        return f"{at}: [{table}] {key}" if table else f"{at}: {key}"

    def line_of(self, path: tuple[str, ...]) -> int | None:
        # A plain reading of the TOML layout: `key = ...` under its `[table]` header, or the
        # header of a table itself. Dotted keys and inline tables simply give no line.
        if self.lines is None:
            return None
        table = ".".join(path[:-1])
        current = ""
        for number, raw in enumerate(self.lines, start=1):
            line = raw.strip()
            if line.startswith("["):
                current = line.strip("[] ").split("]")[0].strip()
                if current == ".".join(path):
                    return number
                continue
            if current == table and line.split("=", 1)[0].strip().strip('"') == path[-1] and "=" in line:
                return number
        return None


def _toml_float(text: str) -> Decimal:
    """TOML floats as exact Decimals, refusing nan, inf and numbers too large to compute with."""
    try:
        return bounded_decimal(text)
    except ValueError as exc:
        raise _NumberRefused(str(exc), text) from None


def read_toml(raw: bytes, name: str) -> tuple[dict[str, Any], str]:
    """A ruleset file's bytes -> (its data, its text); RulesetError names the file."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RulesetError(
            f"ruleset {name} is not UTF-8 text: byte 0x{raw[exc.start]:02x} at offset {exc.start}; save it as UTF-8"
        ) from None
    return parse_toml_text(text, name), text


def parse_toml_text(text: str, name: str) -> dict[str, Any]:
    """TOML text -> data with floats as bounded Decimals; RulesetError (one line) otherwise."""
    try:
        return tomllib.loads(text, parse_float=_toml_float)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(f"{name}: not a valid TOML file: {exc}") from None
    except _NumberRefused as exc:
        raise RulesetError(f"{_line_holding(name, text, exc.text)}: {exc}") from None
    except RecursionError:
        raise RulesetError(f"ruleset {name} is nested too deeply to read") from None
    except ValueError:  # a whole number past Python's int-from-text limit (4300 digits)
        long_number = re.search(r"\d{4300,}", text)
        where = _line_holding(name, text, long_number.group() if long_number else "")
        raise RulesetError(f"{where}: a whole number of thousands of digits is too long to read") from None


class _NumberRefused(RulesetError):
    def __init__(self, message: str, text: str):
        super().__init__(message)
        self.text = text


def _line_holding(name: str, text: str, token: str) -> str:
    """`name, line N` for the first line holding `token` (tomllib gives no line for a value)."""
    if token:
        for number, line in enumerate(text.splitlines(), start=1):
            if token in line:
                return f"{name}, line {number}"
    return name
