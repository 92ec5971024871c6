"""The table over the SQLite ledger (mjscore_gui.ledger): one session at a time.

The ledger stores hands by player and re-settles later hands when one is edited; this
adapter only translates between its records and the rows the window shows. Before the
first session exists (a first launch) it has no session and the window asks for the
four players' names; nothing is stored until then.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, overload

from mjscore_gui.engine import Ruleset, get_preset
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui.models.rows import HandRow, Position
from mjscore_gui.payout.exact_json import dumps

KINDS = {
    "hand": "win",
    "faan": "quick",
    "draw": "draw",
    "false_win": "false_win",
    "penalty": "penalty",
    "rules": "rules",
    "seats": "seats",
    "swap": "seats",
    "substitute": "seats",
}
DEFAULT_RULESET = "hk"


class NoSession(ValueError):
    """Nothing can be recorded before the four players are named."""


class SqliteLedger:
    def __init__(self, ledger, session) -> None:
        self._ledger = ledger
        self.session = session
        self.notice = ledger.notice
        self._listeners: list[Callable[[], None]] = []
        self._rows: _Rows | None = None
        self.closed = False  # after close(): nothing more is read (a window may still be drawing)
        ledger.subscribe(self._event)

    @classmethod
    def open(cls, data_dir: Path, deep_check: bool = True) -> SqliteLedger:
        """The ledger in `data_dir` at its latest session; none yet on a first launch.
        `deep_check`: as Ledger.open's (the window checks every page after its first paint)."""
        from mjscore_gui.ledger import Ledger, UnknownSession

        ledger = Ledger.open(data_dir, deep_check)
        try:
            session = ledger.session()
        except UnknownSession:
            session = None
        return cls(ledger, session)

    def close(self) -> None:
        self._ledger.close()
        self.closed = True

    @property
    def ledger(self):
        """The whole ledger (every session), for views that look across nights."""
        return self._ledger

    # -- reading ---------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        return self.session.players if self.session is not None else []

    def session_name(self) -> str:
        return self.session.name if self.session is not None else ""

    @property
    def ruleset(self) -> Ruleset:
        return self.session.ruleset if self.session is not None else get_preset(DEFAULT_RULESET)

    def rows(self) -> Sequence[HandRow]:
        if self.session is None:
            return []
        self._rows = _Rows(self.session, self.players, self.session.ruleset, self._rules_under)
        return self._rows

    def entry_keys(self) -> list[Any]:
        """The entries' ids in order, without building their rows."""
        return [e.id for e in self.session.entries()] if self.session is not None else []

    def _rules_under(self, record) -> Ruleset:
        """The rules `record` was played under."""
        return record.ruleset

    def totals(self) -> dict[str, Any]:
        return self.session.totals() if self.session is not None else {}

    def position(self) -> Position:
        if self.session is None:
            return Position(0, "E", "East round, hand 1", {s: i for i, s in enumerate(SEATS)}, "東圈 第1局")
        nh = self.session.next_hand()
        index = {name: i for i, name in enumerate(self.players)}
        seats = {w: index[name] for w, name in nh.seats.items()}
        return Position(seats["E"], nh.prevailing_wind, nh.label, seats, nh.label_zh)

    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo()

    def undo_text(self) -> str | None:
        return self.session.undo_text() if self.session is not None else None

    def redo_text(self) -> str | None:
        return self.session.redo_text() if self.session is not None else None

    def sessions(self) -> list[dict[str, Any]]:
        current = self.session.id if self.session is not None else None
        return [
            {
                "id": s.id,
                "name": s.name,
                "players": list(s.players),
                "hands": s.hands,
                "started": s.started,
                "ended": s.ended,
                "current": s.id == current,
            }
            for s in self._ledger.sessions()
        ]

    def preview(self, entry: dict[str, Any]) -> dict[str, Fraction]:
        """Each seat's payment for a false win under the rules of the next hand."""
        from mjscore_gui.outcome.jsonform import false_win_json

        if not entry.get("false_win"):
            raise ValueError("only a false win is previewed here")
        out = false_win_json(entry, self.ruleset)
        if not out.get("valid"):
            raise ValueError(out.get("error", "cannot settle this false win"))
        return {s: Fraction(out["payments"][s]) for s in SEATS}

    # -- changing --------------------------------------------------------------

    def _session(self):
        if self.session is None:
            raise NoSession("Name the four players first (Session ▸ New session)")
        return self.session

    def record(self, entry: dict[str, Any]) -> int:
        # The ledger knows the prevailing wind from its own dealer tracking.
        entry = {k: v for k, v in entry.items() if k != "prevailing_wind"}
        record = self._session().record(entry)
        return record.number

    def replace(self, key: Any, entry: dict[str, Any]) -> None:
        entry = {k: v for k, v in entry.items() if k != "prevailing_wind"}
        self._session().edit(key, entry)

    def delete(self, key: Any) -> None:
        self._session().delete(key)

    def undo(self) -> bool:
        if self._rows is not None:
            # The window restores the undone hand from the rows it read before the undo.
            self._rows.read_all()
        return self.session is not None and self.session.undo() is not None

    def redo(self) -> bool:
        return self.session is not None and self.session.redo() is not None

    def set_ruleset(self, ruleset: Ruleset) -> None:
        self._session().change_rules(ruleset)

    def set_seating(self, names: dict[str, str]) -> None:
        session = self._session()
        seated = session.next_hand().seats
        for seat in SEATS:
            if names[seat] not in self.players:
                session.substitute(seated[seat], names[seat])
        seated = session.next_hand().seats
        if any(seated[w] != names[w] for w in SEATS):
            session.change_seats(names)

    def new_session(self, players: list[str], name: str = "") -> None:
        ruleset = self.session.ruleset if self.session is not None else None
        self.session = self._ledger.new_session(players, ruleset, name=name)

    def resume(self, session_id: int) -> None:
        self.session = self._ledger.session(session_id)

    def export(self, path: str, kind: str) -> None:
        session = self._session()
        text = session.export_csv() if kind == "csv" else dumps(session.export_json()) + "\n"
        Path(path).write_text(text, encoding="utf-8", newline="")

    # -- notifications -----------------------------------------------------------

    def subscribe(self, callback: Callable[[], None]) -> None:
        self._listeners.append(callback)

    def _event(self, event) -> None:
        if self.session is not None and event.session_id == self.session.id:
            for callback in list(self._listeners):
                callback()


PAGE = 256  # entries read from the ledger at a time: a few screenfuls of the table


class _Rows(Sequence[HandRow]):
    """The session's entries as rows, read from the ledger a page at a time and each
    built the first time it is shown: a 20,000-hand night opens reading only the rows
    in view (the latest), and its length is counted by SQLite."""

    def __init__(self, session, players: list[str], current: Ruleset, rules_under: Callable[[Any], Ruleset]) -> None:
        self._session = session
        self._count = session.entry_count()
        self._pages: dict[int, list] = {}
        self._players = players
        self._index = {name: i for i, name in enumerate(players)}
        self._current = current
        self._rules_under = rules_under
        self._built: dict[int, HandRow] = {}

    def __len__(self) -> int:
        return self._count

    def _record(self, i: int):
        page = self._pages.get(i // PAGE)
        if page is None:
            page = self._pages[i // PAGE] = self._session.entries_page(i // PAGE * PAGE, PAGE)
        return page[i % PAGE]

    def read_all(self) -> None:
        """Every entry read now, as the ledger holds it before a change."""
        records = self._session.entries()
        for start in range(0, len(records), PAGE):
            self._pages.setdefault(start // PAGE, records[start : start + PAGE])

    @overload
    def __getitem__(self, i: int) -> HandRow: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[HandRow]: ...

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        row = self._built.get(i)
        if row is None:
            row = self._built[i] = self._build(i)
        return row

    def _build(self, i: int) -> HandRow:
        e = self._record(i)
        index = self._index
        kind = KINDS.get(e.kind, "seats")
        seats = {w: index[name] for w, name in e.seats.items()}
        deltas = [Fraction(0)] * len(self._players)
        for name, amount in e.deltas.items():
            deltas[index[name]] = amount
        state = e.state
        is_hand = kind in ("win", "quick", "draw", "false_win")
        label = f"{state.prevailing_wind}{state.deal}" + (f"+{state.repeat}" if state.repeat else "")
        winner = None
        if kind in ("win", "quick", "false_win") and e.winner_name:
            winner = index[e.winner_name]
        ruleset = self._rules_under(e)
        previous = None
        if kind == "rules":
            previous = ruleset
            ruleset = self._rules_under(self._record(i + 1)) if i + 1 < self._count else self._current
        return HandRow(
            number=e.number,
            label=label if is_hand else "",
            kind=kind,
            entry=e.typed if e.has_money else {},
            winner=winner,
            faan=e.faan if kind in ("win", "quick") else None,
            deltas=tuple(deltas),
            dealer=index[e.dealer],
            prevailing=e.prevailing_wind,
            seats=seats,
            note=e.description,
            key=e.id,
            ruleset=ruleset,
            previous_ruleset=previous,
        )
