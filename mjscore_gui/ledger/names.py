"""Players' names and other text a player types: one spelling per name, printable only.

"José" typed on two keyboards (composed, or e + combining accent) and "Amy" with a
zero-width space pasted in from a chat app look the same at the table, so they are the
same player here.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.limits import MAX_NAME, MAX_NOTE

# Invisible characters that chat apps and keyboards slip in.
_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


def player_name(name: Any) -> str:
    """The one spelling of a player's name; LedgerError for no name, a name with control
    characters or one too long to show."""
    if not isinstance(name, str):
        raise LedgerError("a player's name must be text")
    cleaned = text(name, "a player's name", MAX_NAME, single_line=True)
    if not cleaned:
        raise LedgerError("a player needs a name")
    return cleaned


def text(value: Any, what: str, limit: int = MAX_NOTE, single_line: bool = False) -> str:
    """Typed text (a note, a session's name) checked and in one spelling: NFC, invisible
    characters dropped, trimmed."""
    if not isinstance(value, str):
        raise LedgerError(f"{what} must be text")
    if any(0xD800 <= ord(c) <= 0xDFFF for c in value):
        raise LedgerError(f"{what} holds characters that are not valid text (a broken encoding?)")
    cleaned: str = _INVISIBLE.sub("", unicodedata.normalize("NFC", value)).strip()
    allowed = "" if single_line else "\n\t"
    if any(unicodedata.category(c) == "Cc" and c not in allowed for c in cleaned):
        raise LedgerError(f"{what} holds control characters; type it again as plain text")
    if len(cleaned) > limit:
        raise LedgerError(f"{what} is too long (at most {limit} characters)")
    return cleaned
