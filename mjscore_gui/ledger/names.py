"""Players' names and other text a player types: one spelling per name, printable only.

"José" typed on two keyboards (composed, or e + combining accent) and "Amy" with a
zero-width space pasted in from a chat app look the same at the table, so they are the
same player here. A name is kept as typed (the first spelling seen) for display; names
are compared by `key` (NFKC, case-folded, outer spaces trimmed), so "Amy" and "amy " are
one player; `skeleton` (Unicode TR39's, with the look-alikes in confusables.py) finds
"Аmy" with a Cyrillic А, which is warned about rather than silently a second player.
Zero-width joiners (U+200C, U+200D) stay: emoji and Persian names need them.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from mjscore_gui.ledger.confusables import LOOK_ALIKES
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.limits import MAX_NAME, MAX_NOTE

# Invisible characters that chat apps and keyboards slip in.
# Not the zero-width joiner and non-joiner (U+200C, U+200D): emoji and Persian use them.
_INVISIBLE = re.compile("[\u00ad\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_JOINERS = re.compile("[\u200c\u200d]")


def player_name(name: Any) -> str:
    """The one spelling of a player's name; LedgerError for no name, a name with control
    characters or one too long to show."""
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


def key(name: str) -> str:
    """What two spellings of one player share: NFKC, case-folded, outer spaces trimmed."""
    return unicodedata.normalize("NFKC", name).casefold().strip()


def skeleton(name: str) -> str:
    """Unicode TR39's skeleton of the name's key: decomposed, each look-alike letter as
    the Latin one it passes for, marks and joiners dropped. "Аmy" (Cyrillic А) and "Amy"
    share one."""
    decomposed = unicodedata.normalize("NFD", _JOINERS.sub("", key(name)))
    mapped = "".join(LOOK_ALIKES.get(c, c) for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFD", mapped)


def look_alike(name: str, known: list[str]) -> str | None:
    """The known player `name` could be mistaken for (same skeleton, another key), or None."""
    wanted_key, wanted = key(name), skeleton(name)
    for other in known:
        if key(other) != wanted_key and skeleton(other) == wanted:
            return other
    return None


def sharing_a_key(names: list[str]) -> list[list[str]]:
    """Spellings recorded as different players that are now one name by `key`."""
    groups: dict[str, list[str]] = {}
    for name in names:
        spellings = groups.setdefault(key(name), [])
        if name not in spellings:
            spellings.append(name)
    return [spellings for spellings in groups.values() if len(spellings) > 1]
