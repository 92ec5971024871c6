from __future__ import annotations

from decimal import Decimal
from typing import Any

# How much of a value a message quotes: enough to find the mistake, never a pasted megabyte.
SHOWN_CHARS = 40


class HandError(ValueError):
    """A hand that cannot be scored, with a message a player can act on."""


class RulesetError(ValueError):
    """A preset or ruleset file that cannot be used, with the reason."""


def shown(value: Any, limit: int = SHOWN_CHARS) -> str:
    """`value` as a message quotes it: its repr, cut short with an ellipsis when long.

    A whole number of thousands of digits has no repr in Python (the int-to-text limit),
    so it is described by its size instead.
    """
    if isinstance(value, int) and not isinstance(value, bool) and abs(value).bit_length() > 3 * limit:
        return f"a number of about {int(abs(value).bit_length() * 0.30103)} digits"
    if isinstance(value, str) and len(value) > 4 * limit:
        value = value[: 4 * limit]  # repr only the part that will be shown
    try:
        text = str(value) if isinstance(value, Decimal) else repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


UTF8_BOM = b"\xef\xbb\xbf"


def utf8_text(raw: bytes) -> str:
    """UTF-8 bytes as text, a leading byte-order mark allowed. A UnicodeDecodeError counts
    its offsets from the first byte of `raw`, mark included (the "utf-8-sig" codec counts
    from after the mark, so a message quoted the wrong byte), and no codec beyond UTF-8
    is loaded."""
    body = raw[len(UTF8_BOM) :] if raw.startswith(UTF8_BOM) else raw
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as exc:
        skipped = len(raw) - len(body)
        raise UnicodeDecodeError(exc.encoding, raw, exc.start + skipped, exc.end + skipped, exc.reason) from None
