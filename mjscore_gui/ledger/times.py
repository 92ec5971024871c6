"""Times as the ledger keeps them: ISO text in SQLite and in exports ("2026-11-20T19:30:00+0800",
the table's own clock), a `datetime` everywhere in between. Parsed once where read,
written back in the same form; the window formats them for the player's locale."""

from __future__ import annotations

from datetime import datetime

# How `table.now()` stores a time: local wall clock and its offset from UTC.
STORED = "%Y-%m-%dT%H:%M:%S%z"


def parse_time(text: str | None) -> datetime | None:
    """A stored time, or None when there is none or it cannot be read."""
    if not text:
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def time_text(when: datetime | None) -> str | None:
    """A time as the ledger stores and exports it; None for none."""
    return None if when is None else when.strftime(STORED)


def time_key(when: datetime | None) -> float:
    """What orders times (one with an offset and one without alike); none comes first."""
    return when.timestamp() if when is not None else float("-inf")
