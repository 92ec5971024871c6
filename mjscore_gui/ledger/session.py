"""One club night: its players, its hands in order, and every change to them.

The entries are the record of truth; everything else (hand numbers, labels, seat
winds, payments, totals) is derived from them in order and stored beside each entry
only so that opening a long session needs no re-scoring. A change to an entry, or
to the entries' order, re-derives that entry and every later one in the same
transaction, so the stored figures never disagree with the entries.

Undo and redo walk an operation log kept in the file (so they survive a restart):
each operation names the entry it added, deleted or edited, with the old form.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable

from mjscore_gui.engine import Ruleset
from mjscore_gui.ledger import events, money
from mjscore_gui.ledger.errors import LedgerError, UnknownPlayer
from mjscore_gui.ledger.forms import HAND_KINDS, MONEY_KINDS, from_typed, settle_stored
from mjscore_gui.ledger.records import HandRecord, NextHand, PlayerStats
from mjscore_gui.ledger.store import dump as _dump
from mjscore_gui.ledger.table import DRAW_SETTING, SEATS, TableState, label, label_zh

if TYPE_CHECKING:
    from mjscore_gui.ledger.ledger import Ledger

_ROW = ("id, kind, number, before, data, result, recorded, winner, discarder, win, faan, "
        "d_e, d_s, d_w, d_n")


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


class Session:
    """Get one from `Ledger.new_session` or `Ledger.session`; all changes go through it."""

    def __init__(self, ledger: Ledger, session_id: int):
        self._ledger = ledger
        self._db = ledger._db
        self.id = session_id
        self._cache: dict[str, Any] = {}

    # ---- reading ------------------------------------------------------------------

    def _row(self) -> tuple:
        row = self._db.execute(
            "SELECT name, notes, started, ended, initial FROM sessions WHERE id = ?", (self.id,)).fetchone()
        return row

    @property
    def name(self) -> str:
        return self._row()[0]

    @property
    def notes(self) -> str:
        return self._row()[1]

    @property
    def started(self) -> str:
        return self._row()[2]

    @property
    def ended(self) -> str | None:
        return self._row()[3]

    def _fresh(self) -> None:
        # Another process (the command line, a second window) may have changed the file.
        version = self._db.execute("PRAGMA data_version").fetchone()[0]
        if self._cache.get("version") != version:
            self._cache.clear()
            self._cache["version"] = version

    def _names(self) -> dict[int, str]:
        """Every player the session has known, by id (substitutes included)."""
        self._fresh()
        if "names" not in self._cache:
            rows = self._db.execute("SELECT id, name FROM players WHERE session_id = ? ORDER BY id", (self.id,))
            self._cache["names"] = dict(rows.fetchall())
        return self._cache["names"]

    @property
    def players(self) -> list[str]:
        """Everyone who played: the first four in their first seats (East first), then
        substitutes in the order they joined."""
        names = self._names()
        return [names[pid] for pid in self._order()]

    def _order(self) -> list[int]:
        """Player ids: the first four by chair, then the others in the order they first
        sat down. Someone added by a substitution that was then undone never sat down
        and is left out."""
        if "order" not in self._cache:
            order = list(self._initial().chairs)
            seated = self._db.execute(
                "SELECT pid FROM (" + " UNION ALL ".join(
                    f"SELECT {c} AS pid, pos FROM entries WHERE session_id = ? AND active = 1 AND {c} IS NOT NULL"
                    for c in ("p_e", "p_s", "p_w", "p_n")) + ") GROUP BY pid ORDER BY min(pos)",
                (self.id,) * 4).fetchall()
            for (pid,) in seated:
                if pid not in order:
                    order.append(pid)
            order += [pid for pid in self._tail().chairs if pid not in order]
            self._cache["order"] = order
        return list(self._cache["order"])

    def _initial(self) -> TableState:
        return TableState.from_json(json.loads(self._row()[4]))

    def _tail(self) -> TableState:
        """The table after the last entry: what the next hand starts from."""
        row = self._db.execute(
            "SELECT after FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos DESC LIMIT 1",
            (self.id,)).fetchone()
        return TableState.from_json(json.loads(row[0])) if row else self._initial()

    def entries(self) -> list[HandRecord]:
        """Every entry in order: hands, penalties, seat and rules changes."""
        names = self._names()
        if "entries" not in self._cache:
            rows = self._db.execute(
                f"SELECT {_ROW} FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos", (self.id,))
            self._cache["entries"] = [HandRecord(row, names) for row in rows]
        return list(self._cache["entries"])

    def hands(self) -> list[HandRecord]:
        """The hands played (wins, draws, false wins), in order."""
        return [e for e in self.entries() if e.is_hand]

    def entry(self, entry_id: int) -> HandRecord:
        row = self._db.execute(f"SELECT {_ROW} FROM entries WHERE id = ? AND session_id = ? AND active = 1",
                               (entry_id, self.id)).fetchone()
        if row is None:
            raise LedgerError(f"session {self.id} has no entry {entry_id}")
        return HandRecord(row, self._names())

    def hand(self, number: int) -> HandRecord:
        """A hand by its number, as the ledger's table shows it."""
        for e in self.entries():
            if e.is_hand and e.number == number:
                return e
        raise LedgerError(f"session {self.id} has no hand {number} (it has {self.hand_count})")

    @property
    def hand_count(self) -> int:
        return self._tail().hands

    def totals(self) -> dict[str, Fraction]:
        """Each player's total: the sum of their deltas over every recorded hand and penalty."""
        names = self._names()
        sums: dict[int, Fraction | int] = {pid: 0 for pid in self._order()}
        rows = self._db.execute(
            "SELECT p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n FROM entries "
            "WHERE session_id = ? AND active = 1 AND d_e IS NOT NULL", (self.id,))
        parse = money.from_text
        for pe, ps, pw, pn, de, ds, dw, dn in rows:
            sums[pe] += parse(de)
            sums[ps] += parse(ds)
            sums[pw] += parse(dw)
            sums[pn] += parse(dn)
        return {names[pid]: Fraction(total) for pid, total in sums.items()}

    def next_hand(self) -> NextHand:
        state = self._tail()
        names = self._names()
        seats = {w: names[pid] for w, pid in state.seats().items()}
        return NextHand(state.hands + 1, state.prevailing_wind, seats, seats["E"], state.repeat,
                        label(state, seats["E"]), label_zh(state, seats["E"]))

    @property
    def ruleset(self) -> Ruleset:
        """The rules the next hand is played under."""
        return self._ledger._ruleset(self._tail().ruleset_id)

    @property
    def dealer_stays_on_draw(self) -> bool:
        """Whether East keeps the deal after a draw in the next hand: its ruleset's setting."""
        return self.ruleset.settings[DRAW_SETTING]

    def statistics(self) -> dict[str, PlayerStats]:
        stats = {name: PlayerStats(name) for name in self.players}
        for e in self.entries():
            if not e.is_hand:
                continue
            seats = e.seats
            for name in seats.values():
                stats[name].hands_played += 1
            if e.kind == "false_win":
                stats[seats[e.winner]].false_wins += 1
            elif e.winner:
                winner = stats[seats[e.winner]]
                winner.hands_won += 1
                if e.win == "self_drawn":
                    winner.self_draws += 1
                if winner.largest_hand is None or e.faan > winner.largest_hand:
                    winner.largest_hand = e.faan
                if e.discarder:
                    stats[seats[e.discarder]].deal_ins += 1
        for name, total in self.totals().items():
            stats[name].net = total
        return stats

    # ---- undo/redo state ----------------------------------------------------------

    def _last_op(self, undone: bool) -> tuple | None:
        order = "ASC" if undone else "DESC"
        return self._db.execute(
            f"SELECT id, kind, entry_id, data FROM ops WHERE session_id = ? AND undone = ? ORDER BY id {order} LIMIT 1",
            (self.id, int(undone))).fetchone()

    def can_undo(self) -> bool:
        return self._last_op(False) is not None

    def can_redo(self) -> bool:
        return self._last_op(True) is not None

    def undo_text(self) -> str | None:
        """What undo would undo, e.g. 'record hand 12' (None: nothing to undo)."""
        return self._op_text(self._last_op(False))

    def redo_text(self) -> str | None:
        return self._op_text(self._last_op(True))

    def _op_text(self, op: tuple | None) -> str | None:
        if op is None:
            return None
        kind, entry_id = op[1], op[2]
        row = self._db.execute("SELECT kind, number FROM entries WHERE id = ?", (entry_id,)).fetchone()
        what = f"hand {row[1]}" if row[0] in HAND_KINDS and row[1] else row[0].replace("_", " ")
        return {"add": "record", "delete": "delete", "edit": "edit"}[kind] + " " + what

    # ---- changes ------------------------------------------------------------------

    def subscribe(self, callback: events.Listener) -> Callable[[], None]:
        """Call `callback(LedgerEvent)` after every committed change to this session."""
        return self._ledger._listeners.add(callback, self.id)

    def record(self, obj: Mapping[str, Any]) -> HandRecord:
        """Record one hand as typed (hand-format with settlement keys, the faan-only form,
        {"draw": true}, {"false_win": true, "seat_wind": ...} or a penalty) and return it,
        committed. Raises LedgerError (nothing written) for anything the table refuses."""
        entry_id = self._ledger._write(lambda: self._append(lambda state, rules: from_typed(obj, state, rules)))
        self._changed(events.RECORDED, entry_id)
        return self.entry(entry_id)

    def record_many(self, objs: list[Mapping[str, Any]]) -> list[HandRecord]:
        """Several hands in one transaction: all recorded, or none."""
        def work():
            ids = []
            for number, obj in enumerate(objs, start=1):
                try:
                    ids.append(self._append(lambda state, rules, obj=obj: from_typed(obj, state, rules)))
                except LedgerError as exc:
                    raise type(exc)(f"item {number}: {exc}") from None
            return ids
        ids = self._ledger._write(work)
        self._changed(events.RECORDED, ids[-1] if ids else None)
        return [self.entry(i) for i in ids]

    def record_hand(self, hand: Mapping[str, Any]) -> HandRecord:
        """A full hand in hand-format; the winner is its `seat_wind` seat."""
        if "concealed" not in hand:
            raise LedgerError("the hand has no 'concealed' tiles")
        return self.record(hand)

    def record_faan(self, faan: int, winner: str, win: str, discarder: str | None = None,
                    responsible: str | None = None, rules: Mapping | None = None, **extra: Any) -> HandRecord:
        """A win given by its faan alone (the table counted it); seats by wind."""
        obj = {"faan": faan, "seat_wind": winner, "win": win, "discarder": discarder,
               "responsible": responsible, **extra}
        if rules:
            obj["rules"] = dict(rules)
        return self.record(obj)

    def record_draw(self) -> HandRecord:
        return self.record({"draw": True})

    def record_false_win(self, seat: str) -> HandRecord:
        return self.record({"false_win": True, "seat_wind": seat})

    def record_penalty(self, payments: Mapping[str, Any], reason: str) -> HandRecord:
        """A manual penalty or transfer between seated players, by seat wind, summing to 0."""
        return self.record({"penalty": True, "payments": dict(payments), "reason": reason})

    def edit(self, entry_id: int, obj: Mapping[str, Any]) -> HandRecord:
        """Replace a hand or penalty with a corrected one (typed as at that hand's table);
        every later hand is settled again and relabelled."""
        def work():
            pos, kind, data, before = self._entry_row(entry_id)
            if kind not in MONEY_KINDS:
                raise LedgerError("only hands and penalties can be edited; delete a seat or rules change instead")
            state = TableState.from_json(json.loads(before))
            new_kind, new_data = from_typed(obj, state, self._ledger._ruleset(state.ruleset_id))
            if new_kind not in MONEY_KINDS:
                raise LedgerError("a hand can only be replaced by a hand or a penalty")
            self._db.execute("UPDATE entries SET kind = ?, data = ? WHERE id = ?",
                             (new_kind, _dump(new_data), entry_id))
            self._replay(pos, changed=entry_id)
            self._log("edit", entry_id, {"old": [kind, json.loads(data)], "new": [new_kind, new_data]})
        self._ledger._write(work)
        self._changed(events.EDITED, entry_id)
        return self.entry(entry_id)

    def insert(self, before_entry_id: int, obj: Mapping[str, Any]) -> HandRecord:
        """Record a forgotten hand (or penalty) in front of an entry, typed as at that
        entry's table; every later hand is settled again and relabelled."""
        def work():
            pos, _, _, before = self._entry_row(before_entry_id)
            state = TableState.from_json(json.loads(before))
            kind, data = from_typed(obj, state, self._ledger._ruleset(state.ruleset_id))
            # Two steps, so that no two entries ever share a position (UNIQUE).
            self._db.execute("UPDATE entries SET pos = -pos - 1 WHERE session_id = ? AND pos >= ?", (self.id, pos))
            self._db.execute("UPDATE entries SET pos = -pos WHERE session_id = ? AND pos < 0", (self.id,))
            entry_id = self._db.execute(
                "INSERT INTO entries (session_id, pos, kind, data, recorded) VALUES (?, ?, ?, ?, ?)",
                (self.id, pos, kind, _dump(data), now())).lastrowid
            self._replay(pos, state, changed=entry_id)
            self._log("add", entry_id)
            return entry_id
        entry_id = self._ledger._write(work)
        self._changed(events.RECORDED, entry_id)
        return self.entry(entry_id)

    def delete(self, entry_id: int) -> None:
        """Remove any entry; later hands are settled again and relabelled."""
        def work():
            pos = self._entry_row(entry_id)[0]
            self._db.execute("UPDATE entries SET active = 0 WHERE id = ?", (entry_id,))
            self._replay(pos)
            self._log("delete", entry_id)
        self._ledger._write(work)
        self._changed(events.DELETED, entry_id)

    def undo(self) -> str | None:
        """Undo the last change (record, edit, delete, seat or rules change); returns what
        was undone, or None when there was nothing."""
        op = self._last_op(False)
        if op is None:
            return None
        text = self._op_text(op)
        self._ledger._write(lambda: self._run_op(op, backwards=True))
        self._changed(events.UNDONE, op[2])
        return text

    def redo(self) -> str | None:
        op = self._last_op(True)
        if op is None:
            return None
        self._ledger._write(lambda: self._run_op(op, backwards=False))
        self._changed(events.REDONE, op[2])
        return self._op_text(op)

    def change_seats(self, seats: Mapping[str, str]) -> HandRecord:
        """From the next hand on, these players sit in these seats ({"E": "Amy", ...});
        the deal and the prevailing wind carry on."""
        if set(seats) != set(SEATS):
            raise LedgerError("give a player for each seat: E, S, W and N")
        ids = {w: self._player_id(seats[w]) for w in SEATS}
        if len(set(ids.values())) != 4:
            raise LedgerError("each player can sit in one seat only")
        return self._add_event("seats", {"seats": ids}, events.SEATS_CHANGED)

    def swap_seats(self, a: str, b: str) -> HandRecord:
        """Two seated players change places from the next hand on."""
        pa, pb = self._player_id(a), self._player_id(b)
        if pa == pb:
            raise LedgerError("name two different players to swap")
        return self._add_event("swap", {"a": pa, "b": pb}, events.SEATS_CHANGED)

    def substitute(self, leaving: str, joining: str) -> HandRecord:
        """`joining` takes `leaving`'s seat from the next hand on. Both keep their own
        history and totals; `joining` may be new to the session or come back."""
        out = self._player_id(leaving)
        joining = _player_name(joining)

        def work():
            row = self._db.execute("SELECT id FROM players WHERE session_id = ? AND name = ?",
                                   (self.id, joining)).fetchone()
            pid = row[0] if row else self._db.execute(
                "INSERT INTO players (session_id, name) VALUES (?, ?)", (self.id, joining)).lastrowid
            self._cache.clear()
            return self._append(lambda state, rules: ("substitute", {"out": out, "in": pid}))
        entry_id = self._ledger._write(work)
        self._changed(events.SEATS_CHANGED, entry_id)
        return self.entry(entry_id)

    def change_rules(self, ruleset: Ruleset | None = None, *, settings: Mapping[str, Any] | None = None,
                     dealer_stays_on_draw: bool | None = None) -> HandRecord:
        """New rules from the next hand on: a whole ruleset, or some settings changed on
        the current one; the hands already played keep the rules they were played under.
        `dealer_stays_on_draw` is short for that setting in `settings`."""
        base = rules_with(ruleset or self.ruleset, settings, dealer_stays_on_draw)

        def work():
            rid = self._ledger._store_ruleset(base)
            return self._append(lambda state, rules: ("rules", {"ruleset": rid}))
        entry_id = self._ledger._write(work)
        self._changed(events.RULES_CHANGED, entry_id)
        return self.entry(entry_id)

    def set_notes(self, notes: str) -> None:
        self._ledger._write(lambda: self._db.execute(
            "UPDATE sessions SET notes = ? WHERE id = ?", (str(notes), self.id)))
        self._changed(events.SESSION_CHANGED, None)

    def rename(self, name: str) -> None:
        self._ledger._write(lambda: self._db.execute(
            "UPDATE sessions SET name = ? WHERE id = ?", (str(name), self.id)))
        self._changed(events.SESSION_CHANGED, None)

    def end(self, when: str | None = None) -> None:
        """Mark the night over; recording into it again resumes it."""
        self._ledger._write(lambda: self._db.execute(
            "UPDATE sessions SET ended = ? WHERE id = ?", (when or now(), self.id)))
        self._changed(events.SESSION_CHANGED, None)

    def export_csv(self) -> str:
        from mjscore_gui.ledger.exchange import export_csv

        return export_csv(self)

    def export_json(self) -> dict[str, Any]:
        from mjscore_gui.ledger.exchange import export_json

        return export_json(self)

    # ---- inside a transaction -----------------------------------------------------

    def _player_id(self, name: str) -> int:
        for pid, known in self._names().items():
            if known == name:
                return pid
        raise UnknownPlayer(f"no player {name!r} in this session; the players are {', '.join(self.players)}")

    def _add_event(self, kind: str, data: dict, event: str) -> HandRecord:
        entry_id = self._ledger._write(lambda: self._append(lambda state, rules: (kind, data)))
        self._changed(event, entry_id)
        return self.entry(entry_id)

    def _append(self, make, recorded: str | None = None, log: bool = True) -> int:
        """Add an entry at the end; `make(state, ruleset)` gives its (kind, data)."""
        state = self._tail()
        kind, data = make(state, self._ledger._ruleset(state.ruleset_id))
        last = self._db.execute("SELECT max(pos) FROM entries WHERE session_id = ?", (self.id,)).fetchone()[0]
        pos = (last or 0) + 1
        entry_id = self._db.execute(
            "INSERT INTO entries (session_id, pos, kind, data, recorded) VALUES (?, ?, ?, ?, ?)",
            (self.id, pos, kind, _dump(data), recorded or now())).lastrowid
        self._replay(pos, state, changed=entry_id)
        if self.ended:
            self._db.execute("UPDATE sessions SET ended = NULL WHERE id = ?", (self.id,))
        if log:
            self._log("add", entry_id)
        return entry_id

    def _entry_row(self, entry_id: int) -> tuple:
        row = self._db.execute(
            "SELECT pos, kind, data, before FROM entries WHERE id = ? AND session_id = ? AND active = 1",
            (entry_id, self.id)).fetchone()
        if row is None:
            raise LedgerError(f"session {self.id} has no entry {entry_id}")
        return row

    def _replay(self, from_pos: int, state: TableState | None = None, changed: int | None = None,
                full: bool = False) -> None:
        """Derive every active entry from `from_pos` on, in order, from the table before it.

        An entry is derived from its own data and the table before it alone, so once an
        unchanged entry finds the table as it was last derived, it and everything after
        it are already right and the replay stops (unless `full`).
        """
        if state is None:
            row = self._db.execute(
                "SELECT after FROM entries WHERE session_id = ? AND active = 1 AND pos < ? "
                "ORDER BY pos DESC LIMIT 1", (self.id, from_pos)).fetchone()
            state = TableState.from_json(json.loads(row[0])) if row else self._initial()
        names = self._names()
        rows = self._db.execute(
            "SELECT id, kind, data, before, after IS NOT NULL FROM entries "
            "WHERE session_id = ? AND active = 1 AND pos >= ? ORDER BY pos",
            (self.id, from_pos)).fetchall()
        for entry_id, kind, data, stored_before, derived in rows:
            if not full and derived and entry_id != changed and stored_before == _dump(state.to_json()):
                break
            try:
                state = self._derive(entry_id, kind, json.loads(data), state, names)
            except LedgerError as exc:
                if entry_id == changed:
                    raise
                shown = f"hand {state.hands + 1}" if kind in HAND_KINDS else f"a later {kind.replace('_', ' ')}"
                raise type(exc)(f"this change would leave {shown} impossible: {exc}") from None
        self._cache.clear()

    def _derive(self, entry_id: int, kind: str, data: dict, state: TableState, names: dict[int, str]) -> TableState:
        before = state
        number = None
        outcome = None
        if kind in MONEY_KINDS:
            rules = self._ledger._ruleset(state.ruleset_id)
            outcome = settle_stored(kind, data, state, rules, names)
            if kind in HAND_KINDS:
                number = state.hands + 1
                state = state.after_hand(outcome.deal, rules.settings[DRAW_SETTING])
            else:
                number = state.penalties + 1
                state = replace(state, penalties=number)
        elif kind == "rules":
            state = replace(state, ruleset_id=data["ruleset"])
        else:
            state = replace(state, chairs=_seat_change(kind, data, state, names))
        seats = before.seats()
        amounts = [None] * 4
        result = None
        fields: tuple = (None, None, None, None)
        if outcome is not None:
            amounts = [money.to_text(outcome.payments[w]) for w in SEATS]
            result = _dump({**outcome.result, "payments": {w: amounts[i] for i, w in enumerate(SEATS)}})
            fields = (outcome.winner, outcome.discarder, outcome.win, outcome.faan)
        self._db.execute(
            "UPDATE entries SET number = ?, before = ?, after = ?, p_e = ?, p_s = ?, p_w = ?, p_n = ?, "
            "d_e = ?, d_s = ?, d_w = ?, d_n = ?, winner = ?, discarder = ?, win = ?, faan = ?, result = ? "
            "WHERE id = ?",
            (number, _dump(before.to_json()), _dump(state.to_json()), *[seats[w] for w in SEATS],
             *amounts, *fields, result, entry_id))
        return state

    def _log(self, kind: str, entry_id: int, data: dict | None = None) -> None:
        # A new change ends the redo history; entries only an undone record held are dropped.
        dropped = self._db.execute(
            "SELECT entry_id FROM ops WHERE session_id = ? AND undone = 1 AND kind = 'add'", (self.id,)).fetchall()
        self._db.execute("DELETE FROM ops WHERE session_id = ? AND undone = 1", (self.id,))
        for (old,) in dropped:
            if not self._db.execute("SELECT 1 FROM ops WHERE entry_id = ? LIMIT 1", (old,)).fetchone():
                self._db.execute("DELETE FROM entries WHERE id = ? AND active = 0", (old,))
        self._db.execute("INSERT INTO ops (session_id, kind, entry_id, data, at) VALUES (?, ?, ?, ?, ?)",
                         (self.id, kind, entry_id, _dump(data) if data else None, now()))

    def _run_op(self, op: tuple, backwards: bool) -> None:
        op_id, kind, entry_id, data = op
        pos = self._db.execute("SELECT pos FROM entries WHERE id = ?", (entry_id,)).fetchone()[0]
        if kind in ("add", "delete"):
            active = (kind == "delete") == backwards
            self._db.execute("UPDATE entries SET active = ? WHERE id = ?", (int(active), entry_id))
        else:
            entry_kind, entry_data = json.loads(data)["old" if backwards else "new"]
            self._db.execute("UPDATE entries SET kind = ?, data = ? WHERE id = ?",
                             (entry_kind, _dump(entry_data), entry_id))
        self._replay(pos, changed=entry_id)
        self._db.execute("UPDATE ops SET undone = ? WHERE id = ?", (int(backwards), op_id))

    def _changed(self, kind: str, entry_id: int | None) -> None:
        self._cache.clear()
        self._ledger._listeners.emit(events.LedgerEvent(kind, self.id, entry_id))


def _seat_change(kind: str, data: dict, state: TableState, names: dict[int, str]) -> tuple[int, int, int, int]:
    chairs = list(state.chairs)
    seated = set(chairs)
    if kind == "seats":
        wanted = data["seats"]
        if set(wanted.values()) - set(names):
            raise UnknownPlayer("a seat names a player who is not in this session")
        for i, wind in enumerate(SEATS):
            chairs[(state.dealer + i) % 4] = wanted[wind]
    elif kind == "swap":
        a, b = data["a"], data["b"]
        for pid in (a, b):
            if pid not in seated:
                raise LedgerError(f"{names[pid]} is not at the table")
        i, j = chairs.index(a), chairs.index(b)
        chairs[i], chairs[j] = b, a
    elif kind == "substitute":
        out, joining = data["out"], data["in"]
        if out not in seated:
            raise LedgerError(f"{names[out]} is not at the table")
        if joining in seated:
            raise LedgerError(f"{names[joining]} is already at the table")
        chairs[chairs.index(out)] = joining
    else:
        raise LedgerError(f"unknown entry kind {kind!r}")
    return tuple(chairs)


def rules_with(ruleset: Ruleset, settings: Mapping[str, Any] | None = None,
               dealer_stays_on_draw: bool | None = None) -> Ruleset:
    """`ruleset` with some settings changed; `dealer_stays_on_draw` (None: unchanged) is
    short for that setting."""
    settings = dict(settings or {})
    if dealer_stays_on_draw is not None:
        settings[DRAW_SETTING] = bool(dealer_stays_on_draw)
    if not settings:
        return ruleset
    try:
        return ruleset.with_settings(settings)
    except ValueError as exc:
        raise LedgerError(str(exc)) from None


def _player_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise LedgerError("a player needs a name")
    return name.strip()
