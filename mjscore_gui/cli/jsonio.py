"""Reading and writing the JSON that subcommands exchange.

Numbers with a fraction part are read as Decimal, never float, so a stake of 0.1 stays
exactly one tenth; exact Fractions and Decimals are written back by `jsontext`
as JSON numbers when they have a finite decimal form, else as a "p/q" string.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from mjscore_gui.cli.errors import CliError
from mjscore_gui.engine.errors import shown, utf8_text
from mjscore_gui.engine.numbers import bounded_decimal
from mjscore_gui.files import FileRefused, read_regular_file, size_text
from mjscore_gui.jsontext import dumps, dumps_lines
from mjscore_gui.limits import MAX_BATCH_BYTES, MAX_BATCH_HANDS, MAX_DEPTH, MAX_NUMBER_DIGITS

# Numbers are bounded as they are parsed (engine/numbers.py says why); nesting deeper
# than any hand or ledger export needs (MAX_DEPTH, limits.py) would exhaust the
# parser's stack.

SURROGATE = re.compile("[\ud800-\udfff]")


class _TooManyDigits(Exception):
    """Raised from inside the JSON parser's number hooks; turned into a CliError."""


def read_json(
    file: str | None, limit: int = MAX_BATCH_BYTES, what: str = "hand", max_items: int | None = MAX_BATCH_HANDS
) -> Any:
    """The JSON document in FILE (or standard input when None or "-"), checked.

    Read as `read_text` reads it; an array of more than `max_items` is refused before any
    of it is used. Raises CliError with one line for anything that is not a readable,
    UTF-8 JSON document within the bounds above.
    """
    where, text = read_text(file, limit, what)
    return parse_json(text, where, max_items)


def read_text(file: str | None, limit: int = MAX_BATCH_BYTES, what: str = "hand") -> tuple[str, str]:
    """Where the input came from, and its text: FILE (or standard input when None or "-").

    Only a regular file of at most `limit` bytes is read (a FIFO, a device or a folder is
    refused at once, a larger file before it is read); CliError (one line) otherwise, or
    when the text is not UTF-8 or is empty.
    """
    if file in (None, "-"):
        where = "standard input"
        stream = sys.stdin
        buffer = getattr(stream, "buffer", None)
        raw: bytes | str = buffer.read(limit + 1) if buffer is not None else stream.read(limit + 1)
        if len(raw) > limit:
            raise CliError(f"{where} holds more than {size_text(limit)}; a {what} file is at most that")
    else:
        where = shown(file, 80).strip("'\"")
        try:
            raw = read_regular_file(file, limit, what)
        except FileRefused as exc:
            raise CliError(str(exc)) from None
    text = decode_text(raw, where) if isinstance(raw, bytes) else raw
    if not text.strip():
        wanted = "a hand as JSON (see hand-format)" if what == "hand" else f"a {what} as JSON"
        raise CliError(f"{where} is empty; expected {wanted}")
    return where, text


def decode_text(raw: bytes, where: str) -> str:
    """UTF-8 text (a leading byte-order mark is allowed), or CliError saying which byte."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise CliError(f"{where} is UTF-16 text; save it as UTF-8")
    try:
        return utf8_text(raw)
    except UnicodeDecodeError as exc:
        byte = raw[exc.start]
        raise CliError(
            f"{where} is not UTF-8 text: byte 0x{byte:02x} at offset {exc.start} cannot be read; save it as UTF-8"
        ) from None


def parse_json(text: str, where: str = "the input", max_items: int | None = None) -> Any:
    """A JSON document with exact, bounded numbers, and when it is an array at most
    `max_items` long; CliError (one line) if it is not one."""
    if max_items is not None and len(text) > _COUNT_FIRST_OVER and text.lstrip().startswith("["):
        _count_items(text, where, max_items)
    try:
        data = json.loads(text, parse_float=_decimal, parse_int=_whole, parse_constant=_constant)
    except _TooManyDigits as exc:
        raise CliError(f"{where}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise CliError(f"{where} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise CliError(f"{where} is nested too deeply (more than {MAX_DEPTH} levels of [ and {{)") from None
    if max_items is not None and isinstance(data, list):
        _refuse_long(data, where, max_items)
    check_document(data, where)
    return data


# Reading a large text with the exact-number hooks above takes about 3 s for 50 MB of
# small numbers against 1 s without them: a large array is counted first, without them.
_COUNT_FIRST_OVER = 10_000_000


def _count_items(text: str, where: str, max_items: int) -> None:
    try:
        quick = json.loads(text)
    except (ValueError, RecursionError):
        return  # the exact reading says what is wrong
    if isinstance(quick, list):
        _refuse_long(quick, where, max_items)


def _refuse_long(items: list[Any], where: str, max_items: int) -> None:
    if len(items) > max_items:
        raise CliError(f"{where} holds {len(items):,} items; a batch is at most {max_items:,} hands, so split it")


def check_document(data: Any, where: str = "the input") -> None:
    """Refuse nesting deeper than MAX_DEPTH and text holding lone surrogates.

    A lone surrogate (`"\\ud800"`) decodes from JSON but is no character: it could not be
    written to a terminal, a CSV file or the ledger.
    """
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise CliError(f"{where} is nested too deeply (more than {MAX_DEPTH} levels of [ and {{)")
        if isinstance(value, str):
            _check_text(value, path, where)
        elif isinstance(value, dict):
            for key, item in value.items():
                _check_text(key, path, where)
                stack.append((item, f"{path}.{key}" if path else key, depth + 1))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                stack.append((item, f"{path}[{index}]", depth + 1))


def _check_text(text: str, path: str, where: str) -> None:
    found = SURROGATE.search(text)
    if found:
        at = f" in {shown(path, 40)}" if path else ""
        raise CliError(
            f"{where}: the text{at} holds \\u{ord(found.group()):04x}, half of a surrogate pair, "
            "which is not a character; remove it or write the whole character"
        )


def _whole(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_NUMBER_DIGITS:
        raise _TooManyDigits(f"the number {shown(text, 24)} has {digits} digits; at most {MAX_NUMBER_DIGITS} are read")
    return int(text)


def _decimal(text: str) -> Decimal:
    try:
        return bounded_decimal(text)
    except ValueError as exc:
        raise _TooManyDigits(str(exc)) from None


def _constant(name: str) -> Any:
    raise _TooManyDigits(f"{name} is not a number MJScore can use; write a plain number such as 5 or 0.5")


def write_json(value: Any) -> None:
    sys.stdout.write(dumps(value) + "\n")


def write_json_lines(values: Iterable[Any]) -> None:
    """`values` as a JSON array a line each (`dumps_lines`), written once every value is
    made: nothing goes out for a batch that fails halfway."""
    sys.stdout.write(dumps_lines(values) + "\n")
