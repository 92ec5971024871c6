"""The table: players, the hands recorded so far, running totals, the current ruleset.

The window talks to this one object; it hides which ledger stores the hands (the
SQLite ledger of issue 4, or the in-memory stand-in while that is not installed) and
turns its rows into what the ledger view shows. Plain Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol

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
    note: str = ""


@dataclass(frozen=True)
class Position:
    """Who sits where for the next hand (the ledger's dealer tracking)."""

    dealer: int
    prevailing: str
    label: str
    seats: dict[str, int]  # seat wind -> player index

    def player_at(self, seat: str) -> int:
        return self.seats[seat]

    def seat_of(self, player: int) -> str:
        return next(s for s, p in self.seats.items() if p == player)


class LedgerBackend(Protocol):
    """What the table needs from a ledger. `MemoryLedger` and the SQLite adapter both fit."""

    players: list[str]
    ruleset: Ruleset

    def rows(self) -> list[HandRow]: ...
    def position(self) -> Position: ...
    def record(self, entry: dict[str, Any], ruleset: Ruleset) -> int: ...
    def replace(self, number: int, entry: dict[str, Any]) -> None: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def can_undo(self) -> bool: ...
    def can_redo(self) -> bool: ...
    def set_ruleset(self, ruleset: Ruleset) -> None: ...
    def set_players(self, players: list[str]) -> None: ...


class TableSession(Observable):
    def __init__(self, backend: LedgerBackend) -> None:
        super().__init__()
        self._backend = backend
        self._rows_cache: list[HandRow] | None = None
        # When a ledger can tell us about changes made elsewhere (another window, the CLI),
        # we re-read; otherwise every change passes through here anyway.
        subscribe = getattr(backend, "subscribe", None)
        if callable(subscribe):
            subscribe(self._backend_changed)

    @property
    def backend(self) -> LedgerBackend:
        return self._backend

    def replace_backend(self, backend: LedgerBackend) -> None:
        self._backend = backend
        subscribe = getattr(backend, "subscribe", None)
        if callable(subscribe):
            subscribe(self._backend_changed)
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
        totals = [Fraction(0)] * len(self.players)
        for row in self.rows():
            totals = [t + d for t, d in zip(totals, row.deltas)]
        return totals

    def position(self) -> Position:
        return self._backend.position()

    def can_undo(self) -> bool:
        return self._backend.can_undo()

    def can_redo(self) -> bool:
        return self._backend.can_redo()

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

    def record_penalty(self, payer: str, amount: Fraction, payee: str | None) -> int:
        """`payee` None: the payer pays `amount` to each other player."""
        return self._record({"penalty": {"payer": payer, "payee": payee, "amount": str(amount)}})

    def replace(self, number: int, entry: dict[str, Any]) -> None:
        self._backend.replace(number, entry)
        self._backend_changed()

    def undo(self) -> bool:
        done = self._backend.undo()
        self._backend_changed()
        return done

    def redo(self) -> bool:
        done = self._backend.redo()
        self._backend_changed()
        return done

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """The rules for the hands recorded from now on; recorded hands keep theirs."""
        self._backend.set_ruleset(ruleset)
        self._backend_changed()

    def set_players(self, players: list[str]) -> None:
        self._backend.set_players(players)
        self._backend_changed()

    def _record(self, entry: dict[str, Any]) -> int:
        number = self._backend.record(entry, self._backend.ruleset)
        self._backend_changed()
        return number

    def _backend_changed(self, *_args) -> None:
        self._rows_cache = None
        self._changed()
