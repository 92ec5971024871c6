"""The table: players, the hands recorded so far, running totals, the current ruleset.

The window talks to this one object; it hides the ledger that stores the hands (the
SQLite ledger of issue 4, through `sqlite_ledger.SqliteLedger`) and turns its rows
into what the ledger view shows. Plain Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Protocol

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.models.observable import Observable

SEATS = ("E", "S", "W", "N")


@dataclass(frozen=True)
class HandRow:
    """One recorded hand as the ledger table shows it."""

    number: int  # 1-based, stable: what undo, redo and edit refer to
    label: str  # the round and deal, e.g. "E1", "E1+1"
    kind: str  # "win", "quick", "draw", "false_win", "penalty"
    entry: dict[str, Any]  # what was recorded (hand-format JSON, or the settle form)
    winner: int | None  # player index
    faan: int | None
    deltas: tuple[Fraction, ...]  # per player, in the session's player order
    dealer: int  # player index of East for this hand
    prevailing: str
    seats: dict[str, int] = field(default_factory=dict)  # seat wind -> player index
    note: str = ""  # the ledger's full label or description, for the tooltip
    key: Any = None  # what the backend calls this entry (for edits)


@dataclass(frozen=True)
class Position:
    """Who sits where for the next hand (the ledger's dealer tracking)."""

    dealer: int
    prevailing: str
    label: str
    seats: dict[str, int]  # seat wind -> player index
    label_zh: str = ""

    def player_at(self, seat: str) -> int:
        return self.seats[seat]

    def seat_of(self, player: int) -> str:
        return next(s for s, p in self.seats.items() if p == player)


class LedgerBackend(Protocol):
    """What the table needs from a ledger; `SqliteLedger` is the one that fits."""

    players: list[str]
    ruleset: Ruleset

    def rows(self) -> list[HandRow]: ...
    def position(self) -> Position: ...
    def record(self, entry: dict[str, Any], ruleset: Ruleset) -> int: ...
    def replace(self, key: Any, entry: dict[str, Any]) -> None: ...
    def delete(self, key: Any) -> None: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def can_undo(self) -> bool: ...
    def can_redo(self) -> bool: ...
    def undo_text(self) -> str | None: ...
    def redo_text(self) -> str | None: ...
    def set_ruleset(self, ruleset: Ruleset) -> None: ...
    def set_seating(self, names: dict[str, str]) -> None: ...
    def totals(self) -> dict[str, Any]: ...
    def sessions(self) -> list[dict[str, Any]]: ...
    def new_session(self, players: list[str]) -> None: ...
    def resume(self, session_id: Any) -> None: ...
    def export_csv(self, path: str) -> None: ...
    def subscribe(self, callback: Callable[[], None]) -> None: ...
    def close(self) -> None: ...


class TableSession(Observable):
    def __init__(self, backend: LedgerBackend) -> None:
        super().__init__()
        self._backend = backend
        self._rows_cache: list[HandRow] | None = None
        backend.subscribe(self._backend_changed)  # the ledger announces its own changes

    @property
    def backend(self) -> LedgerBackend:
        return self._backend

    def replace_backend(self, backend: LedgerBackend) -> None:
        self._backend = backend
        backend.subscribe(self._backend_changed)
        self._backend_changed()

    # -- reading ---------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        return list(self._backend.players)

    @property
    def ruleset(self) -> Ruleset:
        return self._backend.ruleset

    def rows(self) -> list[HandRow]:
        if self._rows_cache is None:
            self._rows_cache = list(self._backend.rows())
        return self._rows_cache

    def totals(self) -> list[Fraction]:
        named = self._backend.totals()  # the ledger sums its stored amounts
        return [Fraction(named.get(p, 0)) for p in self.players]

    def position(self) -> Position:
        return self._backend.position()

    def can_undo(self) -> bool:
        return self._backend.can_undo()

    def can_redo(self) -> bool:
        return self._backend.can_redo()

    def undo_text(self) -> str | None:
        """What undo would undo, e.g. 'record hand 12'."""
        return self._backend.undo_text()

    def redo_text(self) -> str | None:
        return self._backend.redo_text()

    # -- recording ---------------------------------------------------------------

    def record_win(self, entry: dict[str, Any]) -> int:
        return self._record(entry)

    def record_quick(self, faan: int, winner: str, win: str, discarder: str | None,
                     responsible: str | None = None) -> int:
        entry = {"faan": faan, "seat_wind": winner, "win": win,
                 "discarder": discarder if win == "discard" else None, "responsible": responsible}
        return self._record(entry)

    def record_draw(self) -> int:
        return self._record({"draw": True})

    def record_false_win(self, offender: str) -> int:
        return self._record({"false_win": True, "seat_wind": offender})

    def record_penalty(self, payer: str, amount: Fraction, payee: str | None, reason: str) -> int:
        """`payee` None: the payer pays `amount` to each other player."""
        payments = {s: Fraction(0) for s in SEATS}
        for seat in [payee] if payee else [s for s in SEATS if s != payer]:
            payments[seat] += amount
            payments[payer] -= amount
        return self._record({"penalty": True, "payments": {s: a for s, a in payments.items() if a},
                             "reason": reason})

    def replace(self, key: Any, entry: dict[str, Any]) -> None:
        """Fix a recorded hand (`HandRow.key`); the later hands re-settle."""
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

    def new_session(self, players: list[str]) -> None:
        self._backend.new_session(players)
        self._backend_changed()

    def resume(self, session_id: Any) -> None:
        self._backend.resume(session_id)
        self._backend_changed()

    def export_csv(self, path: str) -> None:
        self._backend.export_csv(path)

    def _record(self, entry: dict[str, Any]) -> int:
        return self._backend.record(entry, self._backend.ruleset)

    def _backend_changed(self, *_args) -> None:
        self._rows_cache = None
        self._changed()
