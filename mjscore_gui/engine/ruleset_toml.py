"""Parsing ruleset TOML safely: strict UTF-8, numbers bounded before any arithmetic, and
where each key is, so a message can name the file, the line and the key. The checks of
every key are `ruleset_from_dict` (engine/ruleset.py); the writer is engine/ruleset_file.py.
"""

from __future__ import annotations

import re
import tomllib
from decimal import Decimal
from typing import Any, NoReturn

from mjscore_gui.engine.errors import RulesetError, shown, utf8_text
from mjscore_gui.engine.numbers import bounded_decimal
from mjscore_gui.engine.toml_layout import key_line, path_holding
from mjscore_gui.limits import MAX_KEY_DEPTH, MAX_KEY_LENGTH, MAX_RULESET_BYTES


class KeyPlace:
    """Where a key of a ruleset stands, so a refusal can send the player there.

    Every refusal reads "club.toml: cap: must be a whole number from 1 to 20, got 'ten'
    (line 12)": the file, the key (dotted below a table other than [settings]), what is
    expected, what was given, and the line when the file's text is at hand. tomllib gives
    no line for a value that parsed, so tomlkit places it (engine/toml_layout.py), only
    when a message needs it: nearly every ruleset read is fine.
    """

    def __init__(self, name: str, text: str | None = None) -> None:
        self.name = name
        self._text = text or ""

    def line(self, table: str, key: str) -> int | None:
        return key_line(self._text, (*table.split("."), key) if table else (key,)) if self._text else None

    def fail(self, table: str, key: str, problem: str) -> NoReturn:
        name = f"{table}.{key}" if table and table != "settings" else key
        if len(name) > _NAME_CHARS:  # a pasted megabyte of key is not echoed back
            name = name[: _NAME_CHARS - 1] + "…"
        line = self.line(table, key)
        raise RulesetError(f"{self.name}: {name}: {problem}" + (f" (line {line})" if line else ""))

    def wrong(self, table: str, key: str, expected: str, value: Any) -> NoReturn:
        """`expected` is the expectation's wording ("must be true or false")."""
        self.fail(table, key, f"{expected}, got {shown(value)}")

    def fail_holding(self, token: str, problem: str) -> NoReturn:
        """Refuse a value tomllib could not hand over, at the first key whose value holds `token`."""
        path = path_holding(self._text, token)
        if path:
            self.fail(".".join(str(part) for part in path[:-1]), str(path[-1]), problem)
        if token and token in self._text:  # tomlkit could not read it either: the token's line
            _refuse_shape(self._text, self._text.find(token), self.name, problem)
        raise RulesetError(f"{self.name}: {problem}")


_NAME_CHARS = 60


def _toml_float(text: str) -> Decimal:
    """TOML floats as exact Decimals, refusing nan, inf and numbers too large to compute with."""
    try:
        return bounded_decimal(text)
    except ValueError as exc:
        raise _NumberRefused(str(exc), text) from None


def decode_toml(raw: bytes, name: str) -> str:
    """A ruleset file's bytes as text; RulesetError names the file and the first bad byte."""
    try:
        return utf8_text(raw)
    except UnicodeDecodeError as exc:
        raise RulesetError(
            f"{name}: not UTF-8 text: byte 0x{raw[exc.start]:02x} at offset {exc.start}; save it as UTF-8"
        ) from None


# The shape of a TOML text, read with one regular expression before tomllib sees it:
# strings and comments are passed over whole, so text inside them is never taken for a key.
# A string left open runs to the end of its line (or of the text): each character is
# looked at once, however the text is made.
_PART = r"""(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.?)*+(?:"|$)|'[^'\n]*+(?:'|$))"""
_KEY_RUN = rf"{_PART}(?:[ \t]*\.[ \t]*{_PART})*"
_SHAPE = re.compile(
    r'"""(?:[^"\\]|\\.?|"(?!""))*+(?:"""|\Z)'  # a multi-line basic string
    r"|'''.*?(?:'''|\Z)"  # a multi-line literal string
    r"|#[^\n]*"  # a comment
    rf"|^[ \t]*\[\[?[ \t]*(?P<header>{_KEY_RUN})[ \t]*\]"  # a table header
    rf"|(?P<key>{_KEY_RUN})(?P<is_key>[ \t]*=)?"  # a key (or a value: a string, a number)
    r"|(?P<open>[\[{])|(?P<close>[\]}])",
    re.DOTALL | re.MULTILINE,
)
_ONE_PART = re.compile(_PART)


def check_toml_shape(text: str, name: str) -> None:
    """Refuse, before tomllib reads it, a text no ruleset has and that would cost tomllib
    dearly: longer than MAX_RULESET_BYTES, a dotted key or table header of more than
    MAX_KEY_DEPTH parts, a key part over MAX_KEY_LENGTH characters, or [ and { nested
    deeper than MAX_KEY_DEPTH. One line naming the file and the line."""
    if len(text) > MAX_RULESET_BYTES:
        raise RulesetError(f"{name}: longer than a ruleset file may be ({MAX_RULESET_BYTES:,} characters)")
    depth = 0
    for match in _SHAPE.finditer(text):
        if match["open"]:
            depth += 1
            if depth > MAX_KEY_DEPTH:
                _refuse_shape(text, match.start(), name, f"nested more than {MAX_KEY_DEPTH} levels deep")
        elif match["close"]:
            depth = max(depth - 1, 0)
        elif match["header"] or match["key"]:  # no value has dotted parts but a number's two
            key = match["header"] or match["key"]
            parts = _ONE_PART.findall(key) if "." in key else [key]
            if len(parts) > MAX_KEY_DEPTH:
                _refuse_shape(text, match.start(), name, f"a key of {len(parts)} dotted parts; at most {MAX_KEY_DEPTH}")
            if (match["header"] or match["is_key"]) and any(len(part) > MAX_KEY_LENGTH for part in parts):
                _refuse_shape(text, match.start(), name, f"a key longer than {MAX_KEY_LENGTH} characters")


def _refuse_shape(text: str, offset: int, name: str, problem: str) -> NoReturn:
    raise RulesetError(f"{name}: {problem} (line {text.count(chr(10), 0, offset) + 1})")


def parse_toml_text(text: str, name: str) -> dict[str, Any]:
    """TOML text -> data with floats as bounded Decimals; RulesetError (one line) otherwise."""
    check_toml_shape(text, name)
    try:
        return tomllib.loads(text, parse_float=_toml_float)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(f"{name}: not a valid TOML file: {exc}") from None
    except _NumberRefused as exc:
        KeyPlace(name, text).fail_holding(exc.text, str(exc))
    except RecursionError:
        raise RulesetError(f"{name}: nested too deeply to read") from None
    except ValueError:  # a whole number past Python's int-from-text limit (4300 digits)
        # tomlkit cannot read it either: placed with its first 4000 digits in its stead.
        long = re.search(r"\d{4300,}", text)
        held = text[: long.start()] + long.group()[:4000] + text[long.end() :] if long else text
        KeyPlace(name, held).fail_holding(
            long.group()[:4000] if long else "", "a whole number of thousands of digits is too long to read"
        )


class _NumberRefused(RulesetError):
    def __init__(self, message: str, text: str):
        super().__init__(message)
        self.text = text
