"""One club night: its players, its hands in order, and every change to them.

The entries are the record of truth; everything else (hand numbers, labels, seat
winds, payments, totals) is derived from them in order (replay.py) and stored beside
each entry only so that opening a long session needs no re-scoring. Undo and redo
walk the operation log in the file (undo_log.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from itertools import accumulate
from json.encoder import encode_basestring
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger import amounts, events, exchange, replay, running, undo_log
from mjscore_gui.ledger.errors import LedgerError, LedgerFault, UnknownPlayer
from mjscore_gui.ledger.export_line import json_text
from mjscore_gui.ledger.forms import HAND_KINDS, MONEY_KINDS, Make, from_typed
from mjscore_gui.ledger.names import player_name, text
from mjscore_gui.ledger.records import HandRecord, NextHand
from mjscore_gui.ledger.rulesets import rules_with
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import (
    DRAW_SETTING,
    TableState,
    dump,
    label,
    label_of,
    label_zh,
    now,
    short_label_of_text,
)

_ROW = (
    "id, kind, number, before, data, result, recorded, winner, discarder, win, faan, "
    "d_e, d_s, d_w, d_n, p_e, p_s, p_w, p_n"
)

_WIDTH = _ROW.count(",") + 1
# _ROW for wording entries in bulk: the entry's text only where the wording needs it, never
# the long result; then the round, deal and repeat of the stored state (`label_of`).
_WORDED = (
    _ROW.replace("data, result", f"CASE WHEN kind IN {HAND_KINDS!r} THEN NULL ELSE data END, NULL")
    + ", json_extract(before, '$[2]'), json_extract(before, '$[3]'), json_extract(before, '$[4]')"
)


def _hand_words(row: tuple[Any, ...], names: Mapping[int, str]) -> tuple[str, str] | None:
    """The label and description of a hand read with `_WORDED`, as HandRecord words them;
    None for other entries (and hands whose seats were not stored), worded by HandRecord."""
    kind, winner, seated = row[1], row[7], row[15:19]
    if kind not in HAND_KINDS or None in seated:
        return None
    seats = dict(zip(SEATS, seated))
    label = label_of(row[_WIDTH], row[_WIDTH + 1], row[_WIDTH + 2], names[seated[0]])
    if kind == "draw":
        return label, "Drawn hand"
    if kind == "false_win":
        return label, f"False win by {names[seats[winner]]}"
    how = "self-drawn" if row[9] == "self_drawn" else f"off {names[seats[row[8]]]}"
    return label, f"{names[seats[winner]]} wins {row[10]} faan, {how}"


def show_item(e: HandRecord) -> dict[str, Any]:
    """An entry as `ledger show` lists it."""
    item: dict[str, Any] = {
        "id": e.id,
        "kind": e.kind,
        "number": e.number,
        "label": e.label,
        "description": e.description,
        "seats": e.seats,
    }
    if e.has_money:
        seats = e.seats
        item["deltas"] = {seats[w]: amount for w, amount in e.amounts.items()}
    return item


class Session:
    """Get one from `Ledger.new_session` or `Ledger.session`; all changes go through it."""

    def __init__(self, store: Store, listeners: events.Listeners, session_id: int) -> None:
        self._store = store
        self._listeners = listeners
        self.id = session_id
        self._cache: dict[str, Any] = {}
        store.on_rollback(self._cache.clear)

    # ---- reading ------------------------------------------------------------------

    def _row(self) -> tuple[Any, ...]:
        row = self._store.one(
            "SELECT name, notes, started, ended, initial, uuid FROM sessions WHERE id = ?", (self.id,)
        )
        if row is None:
            raise LedgerError(f"session {self.id} is no longer in the ledger")
        return row

    @property
    def name(self) -> str:
        return str(self._row()[0])

    @property
    def notes(self) -> str:
        return str(self._row()[1])

    @property
    def started(self) -> str:
        return str(self._row()[2])

    @property
    def ended(self) -> str | None:
        ended = self._row()[3]
        return None if ended is None else str(ended)

    @property
    def uuid(self) -> str:
        """The session's id unique across machines (in its JSON export): importing the
        same night from another laptop twice adds it once."""
        return str(self._row()[5])

    def _fresh(self) -> None:
        # Another process (the command line, a second window) may have changed the file.
        version = self._store.data_version()
        if self._cache.get("version") != version:
            self._cache.clear()
            self._cache["version"] = version

    def names(self) -> dict[int, str]:
        """Every player the session has known, by id (substitutes included)."""
        self._fresh()
        if "names" not in self._cache:
            self._cache["names"] = self._store.player_names(self.id)
        return dict(self._cache["names"])

    @property
    def players(self) -> list[str]:
        """Everyone who played: the first four in their first seats (East first), then
        substitutes in the order they joined."""
        names = self.names()
        return [names[pid] for pid in self._order()]

    def _order(self) -> list[int]:
        """Player ids: the first four by chair, then the others in the order they first
        sat down. Someone added by a substitution that was then undone never sat down
        and is left out."""
        self._fresh()
        if "order" not in self._cache:
            order = list(self.initial().chairs)
            # Only seat changes bring someone new to the table. `+pos`: the few seat changes
            # are found by kind (entries_kind) and sorted, not every entry read in order.
            for (after,) in self._store.query(
                "SELECT after FROM entries WHERE session_id = ? AND active = 1 "
                "AND kind IN ('seats', 'swap', 'substitute') ORDER BY +pos",
                (self.id,),
            ):
                for pid in TableState.from_json(json.loads(after)).chairs:
                    if pid not in order:
                        order.append(pid)
            self._cache["order"] = order
        return list(self._cache["order"])

    @property
    def first_ruleset(self) -> Ruleset:
        """The rules the session started under."""
        return self._store.ruleset(self.initial().ruleset_id)

    def initial(self) -> TableState:
        """The table before the first hand."""
        return TableState.from_json(json.loads(self._row()[4]))

    def tail(self) -> TableState:
        """The table after the last entry: what the next hand starts from."""
        row = self._store.one(
            "SELECT after FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos DESC LIMIT 1", (self.id,)
        )
        return TableState.from_json(json.loads(row[0])) if row else self.initial()

    def entries(self) -> list[HandRecord]:
        """Every entry in order: hands, penalties, seat and rules changes."""
        names = self.names()
        if "entries" not in self._cache:
            rows = self._store.query(
                f"SELECT {_ROW} FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos", (self.id,)
            )
            self._cache["entries"] = [HandRecord(row, names, self._store.ruleset) for row in rows]
        return list(self._cache["entries"])

    def entry_count(self) -> int:
        """How many entries `entries()` holds, counted by SQLite without reading them."""
        self._fresh()
        if "entries" in self._cache:
            return len(self._cache["entries"])
        if "count" not in self._cache:  # asked by the table's length and by each page it reads
            row = self._store.one("SELECT count(*) FROM entries WHERE session_id = ? AND active = 1", (self.id,))
            self._cache["count"] = int(row[0]) if row else 0
        return int(self._cache["count"])

    def entries_page(self, offset: int, limit: int) -> list[HandRecord]:
        """`entries()[offset:offset + limit]`, reading only those rows: a long night's
        table shows a screenful at a time."""
        self._fresh()
        if "entries" in self._cache:
            return self._cache["entries"][offset : offset + limit]  # type: ignore[no-any-return]
        offset, limit = max(0, offset), max(0, limit)
        count = self.entry_count()
        if offset > count // 2:
            # Near the end (the latest rows, shown at launch): counted back from the last,
            # SQLite need not step over the whole night first.
            from_end = max(0, count - offset - limit)
            rows = self._store.query(
                f"SELECT {_ROW} FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos DESC LIMIT ? OFFSET ?",
                (self.id, max(0, min(limit, count - offset)), from_end),
            )
            rows.reverse()
        else:
            rows = self._store.query(
                f"SELECT {_ROW} FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos LIMIT ? OFFSET ?",
                (self.id, limit, offset),
            )
        names = self.names()
        return [HandRecord(row, names, self._store.ruleset) for row in rows]

    def running_totals(self) -> tuple[list[str], dict[str, list[Fraction | int]]]:
        """Each player's total after every hand and penalty, from 0 before the first,
        with the labels of those points ("", "E1", "E1+1", ..., "P3" for a penalty),
        read from the stored deltas alone (the chart of a 20,000-hand night)."""
        names = self.names()
        labels, columns = self._running()
        return list(labels), {names[pid]: list(values) for pid, values in zip(self._order(), columns)}

    def _running(self) -> tuple[list[str], list[list[Fraction | int]]]:
        """`running_totals` by player id (in `_order()`): as kept beside the entries when
        it is (running.py), else added up from them (and kept for the next time)."""
        self._fresh()
        if "running" not in self._cache:
            order = self._order()
            kept = running.read(self._store, self.id, order)
            if kept is None:
                version = self._store.data_version()
                labels, columns = self._add_up_running(order)
                if self._cache.get("fractions") is False:
                    running.keep(self._store, self.id, order, labels, columns, version)  # type: ignore[arg-type]
            else:
                labels, columns = kept  # type: ignore[assignment]
                self._cache["fractions"] = False  # only whole-amount nights are kept
            self._cache["running"] = labels, columns
        result: tuple[list[str], list[list[Fraction | int]]] = self._cache["running"]
        return result

    def _add_up_running(self, order: list[int]) -> tuple[list[str], list[list[Fraction | int]]]:
        kinds = ", ".join(f"'{k}'" for k in MONEY_KINDS)
        scope = f"session_id = ? AND active = 1 AND kind IN ({kinds})"
        # Nearly every night is in whole amounts: SQLite picks each player's delta out of
        # the seat they sat in, exactly, and Python only adds them up in order; a night
        # with a fraction anywhere (the flag column) is added up exactly below instead.
        picks = "".join(
            ", CASE " + " ".join(f"WHEN p_{w} = {int(pid)} THEN CAST(d_{w} AS INTEGER)" for w in "eswn") + " ELSE 0 END"
            for pid in order
        )
        fraction = "instr(coalesce(d_e, '') || coalesce(d_s, '') || coalesce(d_w, '') || coalesce(d_n, ''), '/')"
        if self._cache.get("fractions") is False:  # the totals just found none: no need to look again per row
            fraction = "0"
        whole = self._store.query(
            f"SELECT kind, number, before, {fraction}{picks} FROM entries WHERE {scope} ORDER BY pos", (self.id,)
        )
        if not any(row[3] for row in whole):
            self._cache["fractions"] = False
            labels = [""] + [f"P{n}" if k == "penalty" else short_label_of_text(b) for k, n, b, *_ in whole]
            columns = list(zip(*whole))[4:] if whole else [() for _ in order]
            return labels, [[0, *accumulate(column)] for column in columns]
        self._cache["fractions"] = True
        running_: dict[int, Fraction | int] = {pid: 0 for pid in order}
        points: dict[int, list[Fraction | int]] = {pid: [0] for pid in order}
        labels = [""]
        rows = self._store.query(
            "SELECT kind, number, before, p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n FROM entries "
            f"WHERE {scope} ORDER BY pos",
            (self.id,),
        )
        parse = amounts.from_text
        columns_ = list(points.items())
        for kind, number, before, pe, ps, pw, pn, de, ds, dw, dn in rows:
            labels.append(f"P{number}" if kind == "penalty" else short_label_of_text(before))
            for pid, amount in ((pe, de), (ps, ds), (pw, dw), (pn, dn)):
                if amount is not None and amount != "0":
                    running_[pid] = running_.get(pid, 0) + parse(amount)
            for pid, values in columns_:
                values.append(running_[pid])
        return labels, [points[pid] for pid in order]

    def whole_table(self) -> list[list[Any]] | None:
        """The CSV export's columns, read from the stored columns in one query: hand numbers
        ("" for other entries), labels, descriptions, then for each of `players` their
        deltas (int; None where they were not at the table or no money moved) and running
        totals. None when any amount is a fraction: those are added up exactly by the caller."""
        names = self.names()
        order = self._order()
        scope = "session_id = ? AND active = 1"
        fraction = "instr(coalesce(d_e, '') || coalesce(d_s, '') || coalesce(d_w, '') || coalesce(d_n, ''), '/')"
        if self._store.one(f"SELECT 1 FROM entries WHERE {scope} AND {fraction} LIMIT 1", (self.id,)):
            return None
        # SQLite picks each player's delta out of the seat they sat in, as an exact int;
        # Python adds them up in order and words the labels and descriptions.
        kinds = ", ".join(f"'{k}'" for k in MONEY_KINDS)
        picks = "".join(
            f", CASE WHEN kind IN ({kinds}) THEN CASE "
            + " ".join(f"WHEN p_{w} = {int(pid)} THEN CAST(coalesce(d_{w}, '0') AS INTEGER)" for w in "eswn")
            + " END END"
            for pid in order
        )
        rows = self._store.query(f"SELECT {_WORDED}{picks} FROM entries WHERE {scope} ORDER BY pos", (self.id,))
        numbers: list[int | str | None] = []
        labels: list[str] = []
        said: list[str] = []
        for row in rows:
            words = _hand_words(row, names)
            if words is not None:
                numbers.append(row[2])
            else:  # penalties, seat and rules changes: few, worded as the ledger's table words them
                entry = HandRecord(row[:_WIDTH], names, self._store.ruleset)
                numbers.append(row[2] if entry.is_hand else "")
                words = entry.label, entry.description
            labels.append(words[0])
            said.append(words[1])
        table: list[list[Any]] = [numbers, labels, said]
        for deltas in list(zip(*rows))[_WIDTH + 3 :]:
            table += [list(deltas), list(accumulate(0 if d is None else d for d in deltas))]
        return table

    def shown_lines(self) -> list[str]:
        """Each entry as a line of `ledger show`: JSON of its id, kind, number, label,
        description, seats and (hands and penalties) each player's delta. Whole-amount hands
        are written straight from the stored columns; the rest as `show_item` words them."""
        names = self.names()
        quoted = {pid: encode_basestring(name) for pid, name in names.items()}
        rows = self._store.query(
            f"SELECT {_WORDED} FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos", (self.id,)
        )
        lines = []
        for row in rows:
            words = _hand_words(row, names)
            stored = row[11:15]
            if words is None or any(a is None or "/" in a for a in stored):
                lines.append(json_text(show_item(HandRecord(row[:_WIDTH], names, self._store.ruleset))))
                continue
            seated = [quoted[pid] for pid in row[15:19]]
            seats = ", ".join(f'"{w}": {q}' for w, q in zip(SEATS, seated))
            deltas = ", ".join(f"{q}: {int(a)}" for q, a in zip(seated, stored))
            number = "null" if row[2] is None else row[2]
            lines.append(
                f'{{"id": {row[0]}, "kind": "{row[1]}", "number": {number}, "label": {encode_basestring(words[0])}, '
                f'"description": {encode_basestring(words[1])}, "seats": {{{seats}}}, "deltas": {{{deltas}}}}}'
            )
        return lines

    def hands(self) -> list[HandRecord]:
        """The hands played (wins, draws, false wins), in order."""
        return [e for e in self.entries() if e.is_hand]

    def entry(self, entry_id: int) -> HandRecord:
        row = self._store.one(
            f"SELECT {_ROW} FROM entries WHERE id = ? AND session_id = ? AND active = 1", (entry_id, self.id)
        )
        if row is None:
            raise LedgerError(f"session {self.id} has no entry {entry_id}")
        return HandRecord(row, self.names(), self._store.ruleset)

    def hand(self, number: int) -> HandRecord:
        """A hand by its number, as the ledger's table shows it."""
        row = self._store.one(
            f"SELECT {_ROW} FROM entries WHERE session_id = ? AND active = 1 AND number = ? "
            "AND kind IN ('hand', 'faan', 'draw', 'false_win')",
            (self.id, number),
        )
        if row is None:
            raise LedgerError(f"session {self.id} has no hand {number} (it has {self.hand_count})")
        return HandRecord(row, self.names(), self._store.ruleset)

    @property
    def hand_count(self) -> int:
        return self.tail().hands

    def totals(self) -> dict[str, Fraction]:
        """Each player's total: the sum of their deltas over every recorded hand and penalty."""
        names = self.names()
        if "totals" not in self._cache:  # the totals bar and the chart both ask, after every change
            # The last point of each running total is the player's total (only money entries
            # carry deltas): no need to add up the night a second time.
            order = self._order()
            if "running" in self._cache:
                finals: list[Fraction | int] | None = [values[-1] for values in self._running()[1]]
            else:
                finals = running.finals(self._store, self.id, order)  # type: ignore[assignment]
            if finals is not None:
                self._cache["totals"] = {names[pid]: Fraction(value) for pid, value in zip(order, finals)}
            else:
                self._cache["totals"] = self._sum_totals(names)
        return dict(self._cache["totals"])

    def _sum_totals(self, names: dict[int, str]) -> dict[str, Fraction]:
        sums: dict[int, Fraction | int] = {pid: 0 for pid in self._order()}
        # Whole amounts (nearly all) are added up by SQLite, exactly, in one pass grouped
        # by who sat where; the few fractions are added here.
        whole = " AND ".join(f"instr({c}, '/') = 0" for c in ("d_e", "d_s", "d_w", "d_n"))
        scope = "session_id = ? AND active = 1 AND d_e IS NOT NULL"
        added = self._store.query(
            "SELECT p_e, p_s, p_w, p_n, sum(CAST(d_e AS INTEGER)), sum(CAST(d_s AS INTEGER)), "
            f"sum(CAST(d_w AS INTEGER)), sum(CAST(d_n AS INTEGER)) FROM entries WHERE {scope} AND {whole} "
            "GROUP BY p_e, p_s, p_w, p_n",
            (self.id,),
        )
        for row in added:
            for pid, total in zip(row[:4], row[4:]):
                sums[pid] = sums.get(pid, 0) + int(total)
        rows = self._store.query(
            f"SELECT p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n FROM entries WHERE {scope} AND NOT ({whole})", (self.id,)
        )
        self._cache["fractions"] = bool(rows)  # lets running_totals skip its own look for fractions
        parse = amounts.from_text
        for pe, ps, pw, pn, de, ds, dw, dn in rows:
            sums[pe] += parse(de)
            sums[ps] += parse(ds)
            sums[pw] += parse(dw)
            sums[pn] += parse(dn)
        return {names[pid]: Fraction(total) for pid, total in sums.items()}

    def next_hand(self) -> NextHand:
        state = self.tail()
        names = self.names()
        seats = {w: names[pid] for w, pid in state.seats().items()}
        return NextHand(
            state.hands + 1,
            state.prevailing_wind,
            seats,
            seats["E"],
            state.repeat,
            label(state, seats["E"]),
            label_zh(state, seats["E"]),
        )

    @property
    def ruleset(self) -> Ruleset:
        """The rules the next hand is played under."""
        return self._store.ruleset(self.tail().ruleset_id)

    @property
    def dealer_stays_on_draw(self) -> bool:
        """Whether East keeps the deal after a draw in the next hand: its ruleset's setting."""
        return bool(self.ruleset.settings[DRAW_SETTING])

    def player_id(self, name: str) -> int:
        """A player of this session by name (spelt any way that looks the same)."""
        wanted = player_name(name)
        for pid, known in self.names().items():
            if known == wanted:
                return pid
        raise UnknownPlayer(f"no player {wanted!r} in this session; the players are {', '.join(self.players)}")

    # ---- undo/redo state ----------------------------------------------------------

    def can_undo(self) -> bool:
        return undo_log.last(self._store, self.id, False) is not None

    def can_redo(self) -> bool:
        return undo_log.last(self._store, self.id, True) is not None

    def undo_text(self) -> str | None:
        """What undo would undo, e.g. 'record hand 12' (None: nothing to undo)."""
        return undo_log.describe(self._store, undo_log.last(self._store, self.id, False))

    def redo_text(self) -> str | None:
        return undo_log.describe(self._store, undo_log.last(self._store, self.id, True))

    # ---- changes ------------------------------------------------------------------

    def subscribe(self, callback: events.Listener) -> Callable[[], None]:
        """Call `callback(LedgerEvent)` after every committed change to this session."""
        return self._listeners.add(callback, self.id)

    def record(self, obj: Mapping[str, Any]) -> HandRecord:
        """Record one hand as typed (hand-format with settlement keys, the faan-only form,
        {"draw": true}, {"false_win": true, "seat_wind": ...} or a penalty) and return it,
        committed. Raises LedgerError (nothing written) for anything the table refuses,
        LedgerFault when the disk or another program stops the write."""
        entry_id = self._store.write(lambda: self.append(lambda state, rules: from_typed(obj, state, rules)))
        self._changed(events.RECORDED, entry_id)
        return self.entry(entry_id)

    def record_many(self, objs: Sequence[Any]) -> list[HandRecord]:
        """Several hands in one transaction: all recorded, or none."""

        def work() -> list[int]:
            ids = []
            for number, obj in enumerate(objs, start=1):
                try:
                    ids.append(self.append(_typed(obj)))
                except LedgerError as exc:
                    raise type(exc)(f"item {number}: {exc}") from None
            return ids

        ids = self._store.write(work)
        self._changed(events.RECORDED, ids[-1] if ids else None)
        return [self.entry(i) for i in ids]

    def edit(self, entry_id: int, obj: Mapping[str, Any]) -> HandRecord:
        """Replace a hand or penalty with a corrected one (typed as at that hand's table,
        under the rules that hand was played under); every later hand is settled again
        and relabelled."""

        def work() -> None:
            pos, kind, data, before = self._entry_row(entry_id)
            state = TableState.from_json(json.loads(before))
            if kind not in MONEY_KINDS:
                raise LedgerError("only hands and penalties can be edited; delete a seat or rules change instead")
            new_kind, new_data = from_typed(obj, state, self._store.ruleset(state.ruleset_id))
            if new_kind not in MONEY_KINDS:
                raise LedgerError("a hand can only be replaced by a hand or a penalty")
            self._store.execute(
                "UPDATE entries SET kind = ?, data = ? WHERE id = ?", (new_kind, dump(new_data), entry_id)
            )
            self._replay(pos, changed=entry_id)
            undo_log.log(
                self._store,
                self.id,
                undo_log.EDIT,
                entry_id,
                {"old": [kind, json.loads(data)], "new": [new_kind, new_data]},
            )

        self._store.write(work)
        self._changed(events.EDITED, entry_id)
        return self.entry(entry_id)

    def insert(self, before_entry_id: int, obj: Mapping[str, Any]) -> HandRecord:
        """Record a forgotten hand (or penalty) in front of an entry, typed as at that
        entry's table; every later hand is settled again and relabelled."""

        def work() -> int:
            pos, _, _, before = self._entry_row(before_entry_id)
            state = TableState.from_json(json.loads(before))
            kind, data = from_typed(obj, state, self._store.ruleset(state.ruleset_id))
            # Two steps, so that no two entries ever share a position (UNIQUE).
            self._store.execute("UPDATE entries SET pos = -pos - 1 WHERE session_id = ? AND pos >= ?", (self.id, pos))
            self._store.execute("UPDATE entries SET pos = -pos WHERE session_id = ? AND pos < 0", (self.id,))
            entry_id = self._store.execute(
                "INSERT INTO entries (session_id, pos, kind, data, recorded) VALUES (?, ?, ?, ?, ?)",
                (self.id, pos, kind, dump(data), now()),
            )
            self._replay(pos, state, changed=entry_id)
            undo_log.log(self._store, self.id, undo_log.ADD, entry_id)
            return entry_id

        entry_id = self._store.write(work)
        self._changed(events.RECORDED, entry_id)
        return self.entry(entry_id)

    def delete(self, entry_id: int) -> None:
        """Remove any entry; later hands are settled again and relabelled."""

        def work() -> None:
            pos = self._entry_row(entry_id)[0]
            self._store.execute("UPDATE entries SET active = 0 WHERE id = ?", (entry_id,))
            self._replay(pos)
            undo_log.log(self._store, self.id, undo_log.DELETE, entry_id)

        self._store.write(work)
        self._changed(events.DELETED, entry_id)

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

    def change_seats(self, seats: Mapping[str, str]) -> HandRecord:
        """From the next hand on, these players sit in these seats ({"E": "Amy", ...});
        the deal and the prevailing wind carry on."""
        if not isinstance(seats, Mapping) or set(seats) != set(SEATS):
            raise LedgerError("give a player for each seat: E, S, W and N")
        ids = {w: self.player_id(seats[w]) for w in SEATS}
        if len(set(ids.values())) != 4:
            raise LedgerError("each player can sit in one seat only")
        return self._add_event("seats", {"seats": ids}, events.SEATS_CHANGED)

    def swap_seats(self, a: str, b: str) -> HandRecord:
        """Two seated players change places from the next hand on."""
        pa, pb = self.player_id(a), self.player_id(b)
        if pa == pb:
            raise LedgerError("name two different players to swap")
        return self._add_event("swap", {"a": pa, "b": pb}, events.SEATS_CHANGED)

    def substitute(self, leaving: str, joining: str) -> HandRecord:
        """`joining` takes `leaving`'s seat from the next hand on. Both keep their own
        history and totals; `joining` may be new to the session or come back."""
        out = self.player_id(leaving)
        joining = player_name(joining)

        def work() -> int:
            pid = self.add_player(joining)
            return self.append(lambda state, rules: ("substitute", {"out": out, "in": pid}))

        entry_id = self._store.write(work)
        self._changed(events.SEATS_CHANGED, entry_id)
        return self.entry(entry_id)

    def change_rules(
        self,
        ruleset: Ruleset | None = None,
        *,
        settings: Mapping[str, Any] | None = None,
        dealer_stays_on_draw: bool | None = None,
    ) -> HandRecord:
        """New rules from the next hand on: a whole ruleset, or some settings changed on
        the current one; the hands already played keep the rules they were played under.
        `dealer_stays_on_draw` is short for that setting in `settings`."""
        base = rules_with(ruleset or self.ruleset, settings, dealer_stays_on_draw)

        def work() -> int:
            rid = self._store.store_ruleset(base)
            return self.append(lambda state, rules: ("rules", {"ruleset": rid}))

        entry_id = self._store.write(work)
        self._changed(events.RULES_CHANGED, entry_id)
        return self.entry(entry_id)

    def end(self, when: str | None = None) -> None:
        """Mark the night over; recording into it again resumes it."""
        ended = text(when, "the end time", 40) if when is not None else now()
        self._store.write(lambda: self._store.execute("UPDATE sessions SET ended = ? WHERE id = ?", (ended, self.id)))
        self._changed(events.SESSION_CHANGED, None)

    def export_csv(self) -> str:
        return exchange.export_csv(self)

    def export_json(self) -> dict[str, Any]:
        return exchange.export_json(self)

    def export_lines(self) -> list[str | None]:
        """Each entry's line of the JSON export as derived with it (None: not yet derived
        since the file was migrated)."""
        rows = self._store.query(
            "SELECT line FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos", (self.id,)
        )
        return [row[0] for row in rows]

    def keep_export_lines(self, lines: Mapping[int, str]) -> None:
        """Keep export lines worked out after a long replay left them out. They only save
        the next export time, so a ledger that cannot be written just now goes without."""
        try:
            self._store.write(
                lambda: self._store.execute_many(
                    "UPDATE entries SET line = ? WHERE id = ? AND line IS NULL",
                    [(line, entry_id) for entry_id, line in lines.items()],
                )
            )
        except LedgerFault:
            pass

    def export_json_text(self) -> str:
        """The JSON export as text (exact amounts), what `ledger export --format json` writes."""
        return exchange.export_json_text(self)

    # ---- inside a write -----------------------------------------------------------

    def append(self, make: Make, recorded: str | None = None, log: bool = True) -> int:
        """Add an entry at the end (inside `Store.write`); `make(state, ruleset)` gives its
        (kind, data). Entries imported as history pass log=False: nothing to undo."""
        state = self.tail()
        kind, data = make(state, self._store.ruleset(state.ruleset_id))
        last = self._store.one("SELECT max(pos) FROM entries WHERE session_id = ?", (self.id,))
        pos = (last[0] if last and last[0] is not None else 0) + 1
        entry_id = self._store.execute(
            "INSERT INTO entries (session_id, pos, kind, data, recorded) VALUES (?, ?, ?, ?, ?)",
            (self.id, pos, kind, dump(data), recorded or now()),
        )
        self._replay(pos, state, changed=entry_id)
        self._store.execute("UPDATE sessions SET ended = NULL WHERE id = ? AND ended IS NOT NULL", (self.id,))
        if log:
            undo_log.log(self._store, self.id, undo_log.ADD, entry_id)
        return entry_id

    def append_history(self, steps: Sequence[tuple[Make, str | None]]) -> None:
        """Add entries at the end as history (an import, inside `Store.write`): each
        `make(state, ruleset)` gives its (kind, data), derived in order in memory and
        written in one batch; nothing to undo. Raises LedgerError naming the entry."""
        state = self.tail()
        last = self._store.one("SELECT max(pos) FROM entries WHERE session_id = ?", (self.id,))
        pos = (last[0] if last and last[0] is not None else 0) + 1
        names = self.names()
        settled: dict[tuple[Any, ...], replay.Settled] = {}
        rows = []
        for index, (make, recorded) in enumerate(steps, start=1):
            try:
                kind, data = make(state, self._store.ruleset(state.ruleset_id))
                data_text = dump(data)
                when = recorded or now()
                state, update = replay.derive(
                    self._store, 0, kind, data_text, state, state.text(), names, settled, when
                )
            except LedgerError as exc:
                raise type(exc)(f"entry {index}: {exc}") from None
            rows.append((self.id, pos, kind, data_text, when, *update[:-1]))
            pos += 1
        self._store.execute_many(
            "INSERT INTO entries (session_id, pos, kind, data, recorded, number, before, after, p_e, p_s, p_w, p_n, "
            "d_e, d_s, d_w, d_n, winner, discarder, win, faan, result, line) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        self._cache.clear()

    def add_player(self, name: str) -> int:
        """Inside `Store.write`: the id of a player joining the session (new or back)."""
        pid = self._store.add_player(self.id, player_name(name))
        self._cache.clear()
        return pid

    def mark_ended(self, when: str) -> None:
        """Inside `Store.write`: the night ended at `when` (an imported session's history)."""
        self._store.execute("UPDATE sessions SET ended = ? WHERE id = ?", (text(when, "the end time", 40), self.id))

    def replay_all(self) -> None:
        """Derive every entry again from the first and store it (inside `Store.write`)."""
        self._replay(1, full=True)

    def check(self) -> list[str]:
        """What is wrong with the session's stored figures (empty: nothing): each entry
        settled again from the first and compared with what is stored, and the totals
        summing to zero. Reads only."""
        problems = []
        try:
            fresh = replay.derived(self._store, self.id, self.initial(), self.names())
        except LedgerError as exc:
            return [f"session {self.id}: an entry no longer settles: {exc}"]
        stored = self._store.query(replay.STORED, (self.id,))
        # An export line left out by a long replay (None) is worked out at the next export.
        differ = [
            row[0] or f"entry {row[-1]}"
            for row, again in zip(stored, fresh)
            if tuple(row) != again and (row[-2] is not None or tuple(row[:-2]) != again[:-2])
        ]
        if differ:
            shown = ", ".join(str(n) for n in differ[:5])
            problems.append(
                f"session {self.id}: {len(differ)} entries' stored figures differ from a fresh "
                f"settlement (hands {shown})"
            )
        added = self._sum_totals(self.names())  # from the entries, whatever is kept beside them
        if self.totals() != added:
            problems.append(f"session {self.id}: the running totals kept beside the entries differ from them")
        total = sum(added.values())
        if total != 0:
            problems.append(f"session {self.id}: the totals add up to {total}, not 0")
        return problems

    def _add_event(self, kind: str, data: dict[str, Any], event: str) -> HandRecord:
        entry_id = self._store.write(lambda: self.append(lambda state, rules: (kind, data)))
        self._changed(event, entry_id)
        return self.entry(entry_id)

    def _entry_row(self, entry_id: int) -> tuple[int, str, str, str]:
        row = self._store.one(
            "SELECT pos, kind, data, before FROM entries WHERE id = ? AND session_id = ? AND active = 1",
            (entry_id, self.id),
        )
        if row is None:
            raise LedgerError(f"session {self.id} has no entry {entry_id}")
        return int(row[0]), str(row[1]), str(row[2]), str(row[3])

    def _replay(
        self, from_pos: int, state: TableState | None = None, changed: int | None = None, full: bool = False
    ) -> None:
        replay.replay(self._store, self.id, self.initial(), self.names(), from_pos, state, changed, full)
        self._cache.clear()

    def _replay_changed(self, pos: int, entry_id: int) -> None:
        self._replay(pos, changed=entry_id)

    def _changed(self, kind: str, entry_id: int | None) -> None:
        self._cache.clear()
        self._listeners.emit(events.LedgerEvent(kind, self.id, entry_id))


def _typed(obj: Any) -> Make:
    def make(state: TableState, rules: Ruleset) -> tuple[str, dict[str, Any]]:
        return from_typed(obj, state, rules)

    return make


__all__ = ["Session"]
