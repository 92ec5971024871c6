"""Change notifications: plain callbacks, so the GUI (or anything else) can follow the
ledger without the ledger knowing about Qt."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

LOG = logging.getLogger(__name__)  # quiet unless the app configures logging (ledger/__init__.py)

# What changed. Every one of them may change totals, labels and the next hand.
RECORDED = "recorded"
EDITED = "edited"
DELETED = "deleted"
UNDONE = "undone"
REDONE = "redone"
SEATS_CHANGED = "seats_changed"
RULES_CHANGED = "rules_changed"
SESSION_CHANGED = "session_changed"  # notes, name, ended/resumed
SESSION_CREATED = "session_created"
SESSION_DROPPED = "session_dropped"  # a read-only copy removed (its owner withdrew it): the id is gone
CHANGED_ELSEWHERE = "changed_elsewhere"  # another process wrote to the file (Ledger.refresh)


@dataclass(frozen=True, slots=True)
class LedgerEvent:
    kind: str
    session_id: int
    entry_id: int | None = None


Listener = Callable[[LedgerEvent], None]


class Listeners:
    def __init__(self) -> None:
        self._items: list[tuple[int | None, Listener]] = []

    def add(self, callback: Listener, session_id: int | None = None) -> Callable[[], None]:
        """Subscribe; returns the function that unsubscribes."""
        item = (session_id, callback)
        self._items.append(item)

        def remove() -> None:
            if item in self._items:
                self._items.remove(item)

        return remove

    def emit(self, event: LedgerEvent) -> None:
        # The change is already committed: a failing listener must not undo it or stop
        # the others from hearing about it.
        for session_id, callback in list(self._items):
            if session_id is None or session_id == event.session_id:
                try:
                    callback(event)
                except Exception:
                    LOG.exception("ledger listener %r failed on %s", callback, event)
