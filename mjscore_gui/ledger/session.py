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

from mjscore_gui.ledger import checks, events, exchange, ownership, undo_log
from mjscore_gui.ledger.errors import ChangedElsewhere
from mjscore_gui.ledger.reads import show_item
from mjscore_gui.ledger.recording import Recording


class Session(Recording):
    """Get one from `Ledger.new_session` or `Ledger.session`; all changes go through it."""

    def subscribe(self, callback: events.Listener) -> Callable[[], None]:
        """Call `callback(LedgerEvent)` after every committed change to this session."""
        return self._listeners.add(callback, self.id)

    # ---- undo and redo ------------------------------------------------------------

    def undo(self, *, since: int | None = None, allowed: Callable[[tuple[int, int]], bool] | None = None) -> str | None:
        """Undo the last change (record, edit, delete, seat or rules change); returns what
        was undone, or None when there was nothing. `since`: as for a change
        (recording.py); `allowed(key)`, given the change as `undo_log.keys` names it,
        says whether the caller may undo it (a window: its own, or one it has shown),
        else ChangedElsewhere and nothing undone."""
        return self._undo_or_redo(True, since, allowed)

    def redo(self, *, since: int | None = None, allowed: Callable[[tuple[int, int]], bool] | None = None) -> str | None:
        return self._undo_or_redo(False, since, allowed)

    def _undo_or_redo(
        self, backwards: bool, since: int | None, allowed: Callable[[tuple[int, int]], bool] | None
    ) -> str | None:
        if undo_log.last(self._store, self.id, not backwards) is None:
            ownership.require_own(self._store, self.id)  # a copy says so, not "nothing to undo"
            return None

        def work() -> tuple[int, str | None] | None:
            op = undo_log.last(self._store, self.id, not backwards)
            if op is None:
                return None
            shown = undo_log.describe(self._store, op)
            if allowed is not None and not allowed((op.id, op.entry_id)):
                what = shown or "a change"
                verb = "undone" if backwards else "redone"
                raise ChangedElsewhere(f"{what} was made by another program; nothing {verb}", what)
            undo_log.run(self._store, op, backwards, self._play_again)
            return op.entry_id, shown

        done = self._write(work, since)
        if done is None:
            return None
        self._changed(events.UNDONE if backwards else events.REDONE, done[0])
        return done[1]

    def undo_key(self) -> tuple[int, int] | None:
        """The change undo would undo, as `allowed` is given it (None: nothing to undo)."""
        op = undo_log.last(self._store, self.id, False)
        return None if op is None else (op.id, op.entry_id)

    def change_keys(self) -> set[tuple[int, int]]:
        """Every logged change of the session, as `undo` passes them to `allowed`."""
        return undo_log.keys(self._store, self.id)

    # ---- who owns it ----------------------------------------------------------------

    @property
    def ownership(self) -> ownership.Ownership:
        """Its owner ledger's id, its revision, its hand-overs, and whether this ledger
        owns it (only the owner changes a session; a copy is read-only)."""
        return ownership.of(self._store, self.id)

    @property
    def revision(self) -> int:
        """Raised by every change: a newer export of a copy replaces it whole."""
        return self.ownership.revision

    @property
    def is_own(self) -> bool:
        return self.ownership.own

    def last_change(self) -> str:
        """The latest change in a few words ("record hand 5")."""
        return ownership.last_change(self._store, self.id)

    def can_undo(self) -> bool:
        return undo_log.last(self._store, self.id, False) is not None

    def can_redo(self) -> bool:
        return undo_log.last(self._store, self.id, True) is not None

    def undo_text(self) -> str | None:
        """What undo would undo, e.g. 'record hand 12' (None: nothing to undo)."""
        return undo_log.describe(self._store, undo_log.last(self._store, self.id, False))

    def redo_text(self) -> str | None:
        return undo_log.describe(self._store, undo_log.last(self._store, self.id, True))

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
