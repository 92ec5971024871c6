"""The input limits every reader applies, declared once: nesting, text length, number
sizes, a hand's faan, the length of a message. The engine (rulesets), payout (amounts),
the outcome path (hands and claims), the ledger (names, notes, imports) and the commands
all read them here. Input beyond them is a typing slip or an attack, refused with one
line a player can read."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

MAX_DEPTH = 64  # levels of [ and { in any input (README: "64 levels of nesting")
MAX_FAAN = 1000  # a hand's faan, a pattern's value or a ruleset's cap: far above any limit hand
MAX_NUMBER_DIGITS = 100  # digits of a number as written in a file or input, before it is judged
MAX_AMOUNT_DIGITS = 15  # digits either side of the point of an amount or stake a player types
MAX_TEXT = 100_000  # characters in one text of any input
MAX_NAME = 40  # characters of a player's name
MAX_NOTE = 2000  # characters of a note or a session's notes the ledger keeps
MAX_LINE = 200  # characters of a one-line text it keeps: a session's name, a penalty's reason
MAX_TIME = 40  # characters of a time as written (ISO 8601)
MAX_MAGNITUDE = 10**MAX_AMOUNT_DIGITS  # numbers in a hand or claim: at most 15 digits
MAX_MESSAGE = 200  # characters of a message shown to a player
MAX_PLAYERS = 24  # players in a club night's draw (club/seating/draw.py)
MAX_ROUNDS = 20  # rounds in a club night's draw

# Files, refused in one line before they are read (files.py reads them). The presets are
# 7-11 KB; a night's export is about 1 KB a hand.
MAX_RULESET_BYTES = 1_000_000  # a ruleset .toml file
MAX_BATCH_BYTES = 50_000_000  # a hand or a batch of hands (score, settle, waits, ledger record)
MAX_BATCH_HANDS = 100_000  # hands in one batch: five club seasons
MAX_IMPORT_BYTES = 50_000_000  # a ledger export to import
# A ruleset's TOML, bounded before tomllib reads it (its dotted keys cost the square of their
# depth: a 66 KB key of 30,000 parts took 22 s). The deepest key a ruleset has is 3 parts
# (patterns.<id>.faan), its longest key 40 characters.
MAX_KEY_DEPTH = 8  # parts of one dotted key or table header, and levels of [ and {
MAX_KEY_LENGTH = 100  # characters of one part of a key

_CONTROL_CHARACTERS = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]+")
_LONG_QUOTED = re.compile(r"""(['"])([^'"\s]{40})[^'"\s]{8,}\1""")
# A number written in text with a huge exponent or far too many digits ("1e999999999"):
# making it exact would take forever. The exponent needs its number before it, one that
# does not follow a digit and a hyphen: an evening id such as "2026-11-29-1e1234" (a
# date and six hex digits) is a name, not 1e1234.
_HUGE_IN_TEXT = re.compile(r"(?<!\w)(?<!\d-)\d+(?:\.\d*)?[eE]\s*[+-]?\d{3,}|\.\d+[eE]\s*[+-]?\d{3,}|\d{16,}")


def one_line(text: object, limit: int = MAX_MESSAGE) -> str:
    """A message as one printable line a player reads at a glance: control characters and
    runs of white space become one space, a 10 MB bad token typed in is not echoed back
    whole (a long quoted word keeps its first 40 characters), lone surrogates are escaped
    so any terminal can show it, and a line still too long is cut in the middle: the start
    says what failed, the end often what to do."""
    line = " ".join(_CONTROL_CHARACTERS.sub(" ", str(text)).split())
    line = _LONG_QUOTED.sub(lambda m: f"{m.group(1)}{m.group(2)}...{m.group(1)}", line)
    line = line.encode("utf-8", "backslashreplace").decode("utf-8")
    if len(line) > limit:
        head = (limit - 1) * 2 // 3
        line = line[:head] + "…" + line[len(line) - (limit - 1 - head) :]
    return line


def check_size(value: Any, what: str = "the input") -> None:
    """Refuse (ValueError, one line) input no table could mean and that would cost the
    program dearly: nesting deeper than MAX_DEPTH, numbers beyond 15 digits or with huge
    exponents, text that is not valid Unicode (lone surrogates) or megabytes long.
    Walks without recursion, so a 100,000-deep input costs nothing."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ValueError(f"{what} is nested too deeply (more than {MAX_DEPTH} levels)")
        if isinstance(item, str):
            _check_text(item, what)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if abs(item) >= MAX_MAGNITUDE:
                raise ValueError(f"{what} holds a number out of range (at most 15 digits)")
        elif isinstance(item, Decimal):
            if not item.is_finite() or item.adjusted() >= 15 or item.as_tuple().exponent < -15:  # type: ignore[operator]
                raise ValueError(f"{what} holds a number out of range (at most 15 digits either side of the point)")
        elif isinstance(item, float):
            if not math.isfinite(item) or abs(item) >= MAX_MAGNITUDE:
                raise ValueError(f"{what} holds a number out of range")
        elif isinstance(item, Mapping):
            for key, child in item.items():
                if isinstance(key, str):
                    _check_text(key, what)
                stack.append((child, depth + 1))
        elif isinstance(item, (list, tuple)):
            stack.extend((child, depth + 1) for child in item)


def _check_text(text: str, what: str) -> None:
    if len(text) > MAX_TEXT:
        raise ValueError(f"{what} holds text too long to be meant ({len(text)} characters)")
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError(f"{what} holds characters that are not valid text (a broken encoding?)") from None
    if _HUGE_IN_TEXT.search(text) and _looks_numeric(text):
        raise ValueError(f"{what} holds a number out of range (at most 15 digits)")


def _looks_numeric(text: str) -> bool:
    # Custom payout tables are text such as "1 2 4 8" or "3:8, 4:16": numbers and separators.
    return all(c.isdigit() or c in " \t\n,;:.+-/eE[]{}'\"" for c in text)
