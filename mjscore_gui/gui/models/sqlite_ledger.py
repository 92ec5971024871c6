"""The table over the SQLite ledger (mjscore_gui.ledger): one session at a time.

The ledger stores hands by player and re-settles later hands when one is edited; this
adapter only translates between its records and the rows the window shows.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.models.table import HandRow, Position

SEATS = ("E", "S", "W", "N")
KINDS = {"hand": "win", "faan": "quick", "draw": "draw", "false_win": "false_win", "penalty": "penalty"}


class SqliteLedger:
    def __init__(self, ledger, session) -> None:
        self._ledger = ledger
        self.session = session
        self.notice = ledger.notice
        self._listeners: list[Callable[[], None]] = []
        ledger.subscribe(self._event)

    @classmethod
    def open(cls, data_dir: Path, default_players: list[str]) -> "SqliteLedger":
        from mjscore_gui.ledger import Ledger, UnknownSession

        ledger = Ledger.open(data_dir)
        try:
            session = ledger.session()
        except UnknownSession:
            session = ledger.new_session(default_players)
        return cls(ledger, session)

    def close(self) -> None:
        self._ledger.close()

    @property
    def ledger(self):
        """The whole ledger (every session), for views that look across nights."""
        return self._ledger

    # -- reading ---------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        return self.session.players

    @property
    def ruleset(self) -> Ruleset:
        return self.session.ruleset

    def rows(self) -> list[HandRow]:
        players = self.players
        index = {name: i for i, name in enumerate(players)}
        rows = []
        for e in self.session.entries():
            if not e.has_money:
                continue  # seat and rules changes are not hands
            seats = {w: index[name] for w, name in e.seats.items()}
            deltas = [0] * len(players)
            for name, amount in e.deltas.items():
                deltas[index[name]] = amount
            kind = KINDS[e.kind]
            winner = index[e.winner_name] if kind in ("win", "quick") and e.winner_name else None
            state = e.state
            label = f"{state.prevailing_wind}{state.deal}" + (f"+{state.repeat}" if state.repeat else "")
            rows.append(HandRow(
                number=e.number, label=label, kind=kind, entry=e.typed,
                winner=winner, faan=e.faan if kind in ("win", "quick") else None, deltas=tuple(deltas),
                dealer=index[e.dealer], prevailing=e.prevailing_wind, seats=seats,
                note=f"{e.label} · {e.description}", key=e.id,
            ))
        return rows

    def totals(self) -> dict[str, Any]:
        return self.session.totals()

    def position(self) -> Position:
        nh = self.session.next_hand()
        index = {name: i for i, name in enumerate(self.players)}
        seats = {w: index[name] for w, name in nh.seats.items()}
        return Position(seats["E"], nh.prevailing_wind, nh.label, seats, nh.label_zh)

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo_text(self) -> str | None:
        return self.session.undo_text()

    def redo_text(self) -> str | None:
        return self.session.redo_text()

    def sessions(self) -> list[dict[str, Any]]:
        return [{"id": s.id, "name": s.name, "players": list(s.players), "hands": s.hands,
                 "started": s.started, "ended": s.ended, "current": s.id == self.session.id}
                for s in self._ledger.sessions()]

    # -- changing --------------------------------------------------------------

    def record(self, entry: dict[str, Any], ruleset: Ruleset) -> int:
        # The ledger knows the prevailing wind from its own dealer tracking.
        entry = {k: v for k, v in entry.items() if k != "prevailing_wind"}
        return self.session.record(entry).number

    def replace(self, key: Any, entry: dict[str, Any]) -> None:
        entry = {k: v for k, v in entry.items() if k != "prevailing_wind"}
        self.session.edit(key, entry)

    def delete(self, key: Any) -> None:
        self.session.delete(key)

    def undo(self) -> bool:
        return self.session.undo() is not None

    def redo(self) -> bool:
        return self.session.redo() is not None

    def set_ruleset(self, ruleset: Ruleset) -> None:
        self.session.change_rules(ruleset)

    def set_seating(self, names: dict[str, str]) -> None:
        seated = self.session.next_hand().seats
        for seat in SEATS:
            if names[seat] not in self.players:
                self.session.substitute(seated[seat], names[seat])
        seated = self.session.next_hand().seats
        if any(seated[w] != names[w] for w in SEATS):
            self.session.change_seats(names)

    def new_session(self, players: list[str]) -> None:
        self.session = self._ledger.new_session(players, self.session.ruleset)

    def resume(self, session_id: int) -> None:
        self.session = self._ledger.session(session_id)

    def export_csv(self, path: str) -> None:
        Path(path).write_text(self.session.export_csv(), encoding="utf-8", newline="")

    # -- notifications -----------------------------------------------------------

    def subscribe(self, callback: Callable[[], None]) -> None:
        self._listeners.append(callback)

    def _event(self, event) -> None:
        if event.session_id == self.session.id:
            for callback in list(self._listeners):
                callback()
