"""An in-memory ledger with the same behaviour the window expects from the real one:
seats rotate with the dealer, a fixed past hand re-settles every later one, undo and
redo. Used when the SQLite ledger is not installed, and by model tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.models.settling import SEATS, settle_entry
from mjscore_gui.gui.models.table import HandRow, Position


@dataclass
class _Stored:
    entry: dict[str, Any]
    ruleset: Ruleset


class MemoryLedger:
    def __init__(self, players: list[str], ruleset: Ruleset) -> None:
        self.players = list(players)
        self.ruleset = ruleset
        self._hands: list[_Stored] = []
        self._redo: list[_Stored] = []
        # Undo of an edit restores the old entry: (number, old entry) pairs.
        self._undo_log: list[tuple[str, int, _Stored | None]] = []

    def set_seating(self, names: dict[str, str]) -> None:
        # Kept simple: the names replace the players in the seats they now hold.
        position = self.position()
        for seat, name in names.items():
            self.players[position.seats[seat]] = name

    def new_session(self, players: list[str]) -> None:
        self.__init__(players, self.ruleset)

    def set_ruleset(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset

    def record(self, entry: dict[str, Any], ruleset: Ruleset) -> int:
        settle_entry(entry, ruleset)  # refuse what cannot be settled
        self._hands.append(_Stored(dict(entry), ruleset))
        self._undo_log.append(("record", len(self._hands), None))
        self._redo.clear()
        return len(self._hands)

    def replace(self, number: int, entry: dict[str, Any]) -> None:
        old = self._hands[number - 1]
        settle_entry(entry, old.ruleset)
        self._hands[number - 1] = _Stored(dict(entry), old.ruleset)
        self._undo_log.append(("replace", number, old))
        self._redo.clear()

    def delete(self, number: int) -> None:
        # Later hands renumber and re-settle, as in the real ledger; undo puts it back.
        old = self._hands.pop(number - 1)
        self._undo_log.append(("delete", number, old))
        self._redo.clear()

    def can_undo(self) -> bool:
        return bool(self._undo_log)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        if not self._undo_log:
            return False
        action, number, old = self._undo_log.pop()
        if action == "delete":
            self._hands.insert(number - 1, old)
            self._redo.append(("delete", number, None))
        elif action == "record":
            self._redo.append(("record", number, self._hands.pop()))
        else:
            self._redo.append(("replace", number, self._hands[number - 1]))
            self._hands[number - 1] = old
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        action, number, stored = self._redo.pop()
        if action == "delete":
            self._undo_log.append(("delete", number, self._hands.pop(number - 1)))
        elif action == "record":
            self._hands.append(stored)
            self._undo_log.append(("record", number, None))
        else:
            self._undo_log.append(("replace", number, self._hands[number - 1]))
            self._hands[number - 1] = stored
        return True

    def rows(self) -> list[HandRow]:
        rows = []
        dealer, wind, repeat = 0, 0, 0
        for number, stored in enumerate(self._hands, start=1):
            seats = {s: (dealer + i) % 4 for i, s in enumerate(SEATS)}
            settled = settle_entry(stored.entry, stored.ruleset)
            deltas = [0] * 4
            for seat, amount in settled.payments.items():
                deltas[seats[seat]] = amount
            label = f"{SEATS[wind]}{dealer + 1}" + (f"+{repeat}" if repeat else "")
            rows.append(HandRow(
                number=number, label=label, kind=settled.kind, entry=stored.entry,
                winner=seats[settled.winner] if settled.winner and settled.kind in ("win", "quick") else None,
                faan=settled.faan, deltas=tuple(deltas), dealer=dealer, prevailing=SEATS[wind], seats=seats,
                key=number,
            ))
            if settled.kind in ("false_win", "penalty"):
                continue  # the deal is replayed / goes on: the dealer does not change
            if settled.kind == "draw" or settled.winner == "E":
                repeat += 1  # 連莊: the dealer stays
            else:
                repeat = 0
                dealer = (dealer + 1) % 4
                if dealer == 0:
                    wind = (wind + 1) % 4
        self._next = (dealer, wind, repeat)
        return rows

    def position(self) -> Position:
        self.rows()
        dealer, wind, repeat = self._next
        label = f"{SEATS[wind]}{dealer + 1}" + (f"+{repeat}" if repeat else "")
        return Position(dealer, SEATS[wind], label, {s: (dealer + i) % 4 for i, s in enumerate(SEATS)})
