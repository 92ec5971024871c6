"""One club night: its players, its hands in order, and every change to them.

The entries are the record of truth, stored as typed; everything else (hand numbers,
labels, seat winds, payments, totals) is derived from them in order on read
(replay.py). The jobs live apart: reading (reads.py), recording and correcting
(recording.py), undo and redo (here, over the operation log in undo_log.py), export and
import (exchange.py), `ledger check` (checks.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mjscore_gui.ledger import checks, events, exchange, undo_log
from mjscore_gui.ledger.reads import show_item
from mjscore_gui.ledger.recording import Recording


class Session(Recording):
    """Get one from `Ledger.new_session` or `Ledger.session`; all changes go through it."""

    def subscribe(self, callback: events.Listener) -> Callable[[], None]:
        """Call `callback(LedgerEvent)` after every committed change to this session."""
        return self._listeners.add(callback, self.id)

    # ---- undo and redo ------------------------------------------------------------

    def undo(self) -> str | None:
        """Undo the last change (record, edit, delete, seat or rules change); returns what
        was undone, or None when there was nothing."""
        op = undo_log.last(self._store, self.id, False)
        if op is None:
            return None
        shown = undo_log.describe(self._store, op)
        self._store.write(lambda: undo_log.run(self._store, op, True, self._replay_changed))
        self._changed(events.UNDONE, op.entry_id)
        return shown

    def redo(self) -> str | None:
        op = undo_log.last(self._store, self.id, True)
        if op is None:
            return None
        self._store.write(lambda: undo_log.run(self._store, op, False, self._replay_changed))
        self._changed(events.REDONE, op.entry_id)
        return undo_log.describe(self._store, op)

    def can_undo(self) -> bool:
        return undo_log.last(self._store, self.id, False) is not None

    def can_redo(self) -> bool:
        return undo_log.last(self._store, self.id, True) is not None

    def undo_text(self) -> str | None:
        """What undo would undo, e.g. 'record hand 12' (None: nothing to undo)."""
        return undo_log.describe(self._store, undo_log.last(self._store, self.id, False))

    def redo_text(self) -> str | None:
        return undo_log.describe(self._store, undo_log.last(self._store, self.id, True))

    def _replay_changed(self, pos: int, entry_id: int) -> None:
        self._play_again(entry_id)

    # ---- export, import, check -----------------------------------------------------

    def export_csv(self) -> str:
        return exchange.export_csv(self)

    def export_json(self) -> dict[str, Any]:
        return exchange.export_json(self)

    def export_json_text(self) -> str:
        """The JSON export as text (exact amounts), what `ledger export --format json` writes."""
        return exchange.export_json_text(self)

    def replay_all(self) -> None:
        """Play every entry through again (inside `Store.write`): raises when one no
        longer stands where it is."""
        self._play_again(None)

    def check(self) -> list[str]:
        """What is wrong with the session (empty: nothing): each entry settled again in
        order, and the totals summing to zero. Reads only."""
        return checks.check_session(self)


__all__ = ["Session", "show_item"]
