"""The table: players, the entries recorded so far, running totals, the current ruleset.

The window talks to this one object; it hides the SQLite ledger that stores the hands
(through `sqlite_ledger.SqliteLedger`, the only ledger there is: no protocol stands
between them) and hands the window rows it can show. Plain Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mjscore_gui.gui.state.observable import Observable
from mjscore_gui.gui.state.rows import HandRow, Position

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.seats import SEATS

if TYPE_CHECKING:
    from mjscore_gui.gui.state.sqlite_ledger import SqliteLedger


class TableSession(Observable):
    def __init__(self, backend: SqliteLedger) -> None:
        super().__init__()
        self._backend = backend
        self._rows_cache: Sequence[HandRow] | None = None
        self._position: Position | None = None
        backend.subscribe(self._backend_changed)  # the ledger announces its own changes

    @property
    def backend(self) -> SqliteLedger:
        return self._backend

    # -- reading ---------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Whether a session exists; on the first launch the table waits for four names."""
        return self._backend.session is not None

    @property
    def players(self) -> list[str]:
        return list(self._backend.players)

    @property
    def name(self) -> str:
        return self._backend.session_name()

    @property
    def ruleset(self) -> Ruleset:
        return self._backend.ruleset

    def rows(self) -> Sequence[HandRow]:
        """Every entry in order; built lazily, so a 20,000-hand night opens at once."""
        if self._rows_cache is None:
            self._rows_cache = self._backend.rows()
        return self._rows_cache

    def entry_keys(self) -> list[Any]:
        """The entries' ids in order, without building their rows."""
        return self._backend.entry_keys()

    def totals(self) -> list[Fraction]:
        named = self._backend.totals()  # the ledger sums its stored amounts
        return [Fraction(named.get(p, 0)) for p in self.players]

    def position(self) -> Position:
        """Who sits where for the next hand; asked on every click, read once per change."""
        if self._position is None:
            self._position = self._backend.position()
        return self._position

    def can_undo(self) -> bool:
        return self._backend.can_undo()

    def can_redo(self) -> bool:
        return self._backend.can_redo()

    def undo_text(self) -> str | None:
        """What undo would undo, e.g. 'record hand 12'."""
        return self._backend.undo_text()

    def redo_text(self) -> str | None:
        return self._backend.redo_text()

    def preview(self, entry: dict[str, Any]) -> dict[str, Fraction]:
        """Each seat's payment if `entry` (a false win, ...) were recorded now."""
        return self._backend.preview(entry)

    # -- recording ---------------------------------------------------------------

    def record_win(self, entry: dict[str, Any]) -> int:
        return self._record(entry)

    def record_quick(
        self, faan: int, winner: str, win: str, discarder: str | None, responsible: str | None = None
    ) -> int:
        return self._record(quick_entry(faan, winner, win, discarder, responsible))

    def record_draw(self) -> int:
        return self._record({"draw": True})

    def record_false_win(self, offender: str) -> int:
        return self._record({"false_win": True, "seat_wind": offender})

    def record_penalty(self, payer: str, amount: Fraction, payee: str | None, reason: str) -> int:
        """`payee` None: the payer pays `amount` to each other player."""
        return self._record(penalty_entry(payer, amount, payee, reason))

    def replace(self, key: Any, entry: dict[str, Any]) -> None:
        """Fix a recorded entry (`HandRow.key`); the later hands re-settle."""
        self._backend.replace(key, entry)

    def delete(self, key: Any) -> None:
        """Remove a recorded entry; the later hands re-settle."""
        self._backend.delete(key)

    def undo(self) -> bool:
        return self._backend.undo()

    def redo(self) -> bool:
        return self._backend.redo()

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """The rules for the hands recorded from now on; recorded hands keep theirs."""
        self._backend.set_ruleset(ruleset)

    def set_seating(self, names: dict[str, str]) -> None:
        """Who sits where from the next hand: {"E": "Amy", ...}. A name not yet at the
        table takes over that seat (a substitute); known names change seats."""
        self._backend.set_seating(names)

    # -- sessions ------------------------------------------------------------------

    def sessions(self) -> list[dict[str, Any]]:
        """[{"id", "name", "players", "hands", "started"}], newest first."""
        return list(self._backend.sessions())

    def new_session(self, players: list[str], name: str = "") -> None:
        self._backend.new_session(players, name)
        self._backend_changed()

    def resume(self, session_id: Any) -> None:
        self._backend.resume(session_id)
        self._backend_changed()

    def export(self, path: str, kind: str) -> None:
        """The session as "csv" (a spreadsheet) or "json" (re-importable)."""
        self._backend.export(path, kind)

    def _record(self, entry: dict[str, Any]) -> int:
        return self._backend.record(entry)

    def use(self, backend: SqliteLedger) -> None:
        """Carry on with another ledger (a fresh one, when the file in use turned out to
        be damaged); everything shown is read from it again."""
        self._backend = backend
        backend.subscribe(self._backend_changed)
        self._backend_changed()

    def _backend_changed(self, *_args: Any) -> None:
        self._rows_cache = None
        self._position = None
        self._changed()


def quick_entry(faan: int, winner: str, win: str, discarder: str | None, responsible: str | None = None) -> dict:
    """A win by its faan, typed as the ledger takes it."""
    return {
        "faan": faan,
        "seat_wind": winner,
        "win": win,
        "discarder": discarder if win == "discard" else None,
        "responsible": responsible,
    }


def penalty_entry(payer: str, amount: Fraction, payee: str | None, reason: str) -> dict:
    """`payee` None: the payer pays `amount` to each other player."""
    payments = {s: Fraction(0) for s in SEATS}
    for seat in [payee] if payee else [s for s in SEATS if s != payer]:
        payments[seat] += amount
        payments[payer] -= amount
    return {"penalty": True, "payments": {s: a for s, a in payments.items() if a}, "reason": reason}
