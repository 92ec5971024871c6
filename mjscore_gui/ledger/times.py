"""Times as the ledger keeps them: ISO text in SQLite and exports, the table's own clock
("2026-11-20T19:30:00+0800"); a `datetime` in between, parsed once where read."""

from __future__ import annotations

from datetime import datetime

STORED = "%Y-%m-%dT%H:%M:%S%z"  # how `table.now()` stores a time: wall clock and offset


def parse_time(text: str | None) -> datetime | None:
    """A stored time, or None when there is none or it cannot be read."""
    try:
        return datetime.fromisoformat(text) if text else None
    except ValueError:
        return None


def time_text(when: datetime | None) -> str | None:
    """A time as the ledger stores and exports it; None for none."""
    return None if when is None else when.strftime(STORED)


def time_key(when: datetime | None) -> float:
    """What orders times (with an offset or without alike); none comes first."""
    return when.timestamp() if when is not None else float("-inf")
