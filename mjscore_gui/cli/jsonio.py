"""Reading and writing the JSON that subcommands exchange.

Numbers with a fraction part are read as Decimal, never float, so a stake of 0.1 stays
exactly one tenth; exact Fractions and Decimals are written back as JSON numbers when
they have a finite decimal form, else as a "p/q" string.
"""

from __future__ import annotations

import json
import sys
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


def _prepare(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _prepare(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_prepare(v) for v in value]
    if isinstance(value, (Fraction, Decimal)):
        exact = json_number(value)
        if isinstance(exact, (int, str)):
            return exact
        return _DecimalText(exact_text(exact))
    return value


class _DecimalText:
    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text


def dumps(value: Any) -> str:
    """JSON text with exact numbers written as decimal digits, never via float."""
    prepared = _prepare(value)
    placeholders: dict[str, str] = {}

    def default(o: Any) -> Any:
        if isinstance(o, _DecimalText):
            key = f"\u0000num{len(placeholders)}\u0000"
            placeholders[key] = o.text
            return key
        raise TypeError(f"cannot write {type(o).__name__} as JSON")

    text = json.dumps(prepared, ensure_ascii=False, indent=2, default=default)
    for key, number in placeholders.items():
        text = text.replace(json.dumps(key), number)
    return text


def write_json(value: Any) -> None:
    sys.stdout.write(dumps(value) + "\n")
