"""Recording into a session and correcting it: hands as typed, seat and rules changes,
edits, insertions and deletions. Each change is one transaction; it plays the session
through again (replay.py) before it commits, so a change that would leave a later hand
impossible is refused and nothing is written."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger import events, ownership, replay, undo_log
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.names import player_name, text
from mjscore_gui.ledger.reads import Reads
from mjscore_gui.ledger.records import HandRecord
from mjscore_gui.ledger.rulesets import rules_with
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.stored_entry import Make, Reader, make_entry
from mjscore_gui.ledger.table import MONEY_KINDS, dump, now
from mjscore_gui.limits import MAX_TIME
from mjscore_gui.outcome import Entry

T = TypeVar("T")

_ADD = "INSERT INTO entries (session_id, pos, kind, data, recorded) VALUES (?, ?, ?, ?, ?)"
_WRITE_FACTS = f"UPDATE entries SET {', '.join(f'{c} = ?' for c in replay.FACTS)} WHERE id = ?"


class Recording(Reads):
    """A session's changes (a base of `Session`).

    Only the ledger that owns the session changes it (ReadOnlyCopy otherwise). Each
    change takes `since`: the revision the caller last read (a window), and is refused
    with ChangedElsewhere, nothing written, when the session has moved on meanwhile."""

    def __init__(self, store: Store, listeners: events.Listeners, session_id: int) -> None:
        super().__init__(store, listeners, session_id)
        # The changes made through this object (this program), as `undo_log.keys` gives
        # them, and the revision its last change brought the session to.
        self.own_changes: set[tuple[int, int]] = set()
        self.revision_written: int | None = None
        self._logged: list[tuple[int, int]] = []

    def _write(self, work: Callable[[], T], since: int | None = None) -> T:
        """`work` as one transaction of this session's owner (see the class)."""
        logged: list[tuple[int, int]] = []
        revision: list[int] = []

        def change() -> T:
            self._logged = logged
            revision.append(ownership.claim(self._store, self.id, since))
            return work()

        value = self._store.write(change)
        self.own_changes.update(logged)
        self.revision_written = revision[0]
        return value

    def _log(self, kind: str, entry_id: int, data: dict[str, Any] | None = None) -> None:
        op = undo_log.log(self._store, self.id, kind, entry_id, data)
        self._logged.append((op, entry_id))

    def record(self, entry: Entry | Reader, *, note: str | None = None, since: int | None = None) -> HandRecord:
        """Record one entry (a hand by its tiles or its faan, a win on bonus tiles, a draw, a
        false win or a penalty; seats are the winds at the table as it stands) with the
        table's `note`, and return it, committed. Raises LedgerError (nothing written) for
        anything the table refuses, LedgerFault when the disk or another program stops the write."""
        return self._change(lambda: self.append(make_entry(entry, note)), events.RECORDED, since)

    def record_many(self, entries: Sequence[Entry | Reader], *, since: int | None = None) -> list[HandRecord]:
        """Several entries in one transaction: all recorded, or none. A Reader reads its
        entry at the table as the ones before it leave it (a face's batch)."""

        def work() -> list[int]:
            ids = []
            for number, entry in enumerate(entries, start=1):
                try:
                    ids.append(self.append(make_entry(entry)))
                except LedgerError as exc:
                    raise type(exc)(f"item {number}: {exc}") from None
            return ids

        ids = self._write(work, since)
        self._changed(events.RECORDED, ids[-1] if ids else None)
        return [self.entry(i) for i in ids]

    def edit(
        self, entry_id: int, entry: Entry | Reader, *, note: str | None = None, since: int | None = None
    ) -> HandRecord:
        """Replace a hand or penalty with a corrected one (seats as at that hand's table,
        under the rules that hand was played under); every later hand is settled again
        and relabelled."""

        def work() -> int:
            old = self.entry(entry_id)
            if old.kind not in MONEY_KINDS:
                raise LedgerError("only hands and penalties can be edited; delete a seat or rules change instead")
            new_kind, new_data = make_entry(entry, note)(old.state, self._store.ruleset(old.state.ruleset_id))
            if new_kind not in MONEY_KINDS:
                raise LedgerError("a hand can only be replaced by a hand or a penalty")
            self._store.execute(
                "UPDATE entries SET kind = ?, data = ? WHERE id = ?", (new_kind, dump(new_data), entry_id)
            )
            self._play_again(entry_id)
            self._log(undo_log.EDIT, entry_id, {"old": [old.kind, old.data], "new": [new_kind, new_data]})
            return entry_id

        return self._change(work, events.EDITED, since)

    def insert(
        self, before_entry_id: int, entry: Entry | Reader, *, note: str | None = None, since: int | None = None
    ) -> HandRecord:
        """Record a forgotten hand (or penalty) in front of an entry, seats as at that
        entry's table; every later hand is settled again and relabelled."""

        def work() -> int:
            state = self.entry(before_entry_id).state
            pos = self._pos(before_entry_id)
            kind, data = make_entry(entry, note)(state, self._store.ruleset(state.ruleset_id))
            # Two steps, so that no two entries ever share a position (UNIQUE).
            self._store.execute("UPDATE entries SET pos = -pos - 1 WHERE session_id = ? AND pos >= ?", (self.id, pos))
            self._store.execute("UPDATE entries SET pos = -pos WHERE session_id = ? AND pos < 0", (self.id,))
            entry_id = self._store.execute(_ADD, (self.id, pos, kind, dump(data), now()))
            self._play_again(entry_id)
            self._log(undo_log.ADD, entry_id)
            return entry_id

        return self._change(work, events.RECORDED, since)

    def delete(self, entry_id: int, *, since: int | None = None) -> None:
        """Remove any entry; later hands are settled again and relabelled."""

        def work() -> None:
            self._pos(entry_id)
            self._store.execute("UPDATE entries SET active = 0 WHERE id = ?", (entry_id,))
            self._play_again(None)
            self._log(undo_log.DELETE, entry_id)

        self._write(work, since)
        self._changed(events.DELETED, entry_id)

    def change_seats(self, seats: Mapping[str, str], *, since: int | None = None) -> HandRecord:
        """From the next hand on, these players sit in these seats ({"E": "Amy", ...});
        the deal and the prevailing wind carry on."""
        if not isinstance(seats, Mapping) or set(seats) != set(SEATS):
            raise LedgerError("give a player for each seat: E, S, W and N")
        ids = {w: self.player_id(seats[w]) for w in SEATS}
        if len(set(ids.values())) != 4:
            raise LedgerError("each player can sit in one seat only")
        return self._add_event("seats", {"seats": ids}, events.SEATS_CHANGED, since)

    def swap_seats(self, a: str, b: str, *, since: int | None = None) -> HandRecord:
        """Two seated players change places from the next hand on."""
        pa, pb = self.player_id(a), self.player_id(b)
        if pa == pb:
            raise LedgerError("name two different players to swap")
        return self._add_event("swap", {"a": pa, "b": pb}, events.SEATS_CHANGED, since)

    def substitute(self, leaving: str, joining: str, *, since: int | None = None) -> HandRecord:
        """`joining` takes `leaving`'s seat from the next hand on. Both keep their own
        history and totals; `joining` may be new to the session or come back."""
        out = self.player_id(leaving)
        joining = player_name(joining)

        def work() -> int:
            pid = self.add_player(joining)
            return self.append(lambda state, rules: ("substitute", {"out": out, "in": pid}))

        return self._change(work, events.SEATS_CHANGED, since)

    def change_rules(
        self,
        ruleset: Ruleset | None = None,
        *,
        settings: Mapping[str, Any] | None = None,
        dealer_stays_on_draw: bool | None = None,
        since: int | None = None,
    ) -> HandRecord:
        """New rules from the next hand on: a whole ruleset, or some settings changed on
        the current one; the hands already played keep the rules they were played under.
        `dealer_stays_on_draw` is short for that setting in `settings`."""
        base = rules_with(ruleset or self.ruleset, settings, dealer_stays_on_draw)

        def work() -> int:
            rid = self._store.store_ruleset(base)
            return self.append(lambda state, rules: ("rules", {"ruleset": rid}))

        return self._change(work, events.RULES_CHANGED, since)

    def end(self, when: str | None = None) -> None:
        """Mark the night over; recording into it again resumes it."""
        ended = text(when, "the end time", MAX_TIME) if when is not None else now()
        self._write(lambda: self._store.execute("UPDATE sessions SET ended = ? WHERE id = ?", (ended, self.id)))
        self._changed(events.SESSION_CHANGED, None)

    # ---- inside a write -----------------------------------------------------------

    def append(self, make: Make, recorded: str | None = None, log: bool = True) -> int:
        """Add an entry at the end (inside `Store.write`); `make(state, ruleset)` gives its
        (kind, data). Entries imported as history pass log=False: nothing to undo."""
        played = self.played()
        kind, data = make(played.tail, self._store.ruleset(played.tail.ruleset_id))
        data_text, when = dump(data), recorded or now()
        entry_id = self._store.execute(_ADD, (self.id, self._next_pos(), kind, data_text, when))
        played = replay.play_on(self._store, played, [(entry_id, kind, data_text, when, None)], self.names())
        self._store.execute(_WRITE_FACTS, (*played.entries[-1].facts, entry_id))
        self._keep(played)
        self._store.execute("UPDATE sessions SET ended = NULL WHERE id = ? AND ended IS NOT NULL", (self.id,))
        if log:
            self._log(undo_log.ADD, entry_id)
        return entry_id

    def append_history(self, steps: Sequence[tuple[Make, str | None]]) -> None:
        """Add entries at the end as history (an import, inside `Store.write`): each
        `make(state, ruleset)` gives its (kind, data), played in order in memory and
        written in one batch; nothing to undo. Raises LedgerError naming the entry."""
        state = self.played().tail
        pos = self._next_pos()
        names = self.names()
        settled: dict[tuple[Any, ...], replay.Settled] = {}
        rows = []
        for index, (make, recorded) in enumerate(steps, start=1):
            try:
                kind, data = make(state, self._store.ruleset(state.ruleset_id))
                data_text, when = dump(data), recorded or now()
                state, entry = replay.derive(self._store, 0, kind, data_text, when, state, names, settled)
            except LedgerError as exc:
                raise type(exc)(f"entry {index}: {exc}") from None
            rows.append((self.id, pos, kind, data_text, when, *entry.facts))
            pos += 1
        self._store.execute_many(
            f"INSERT INTO entries (session_id, pos, kind, data, recorded, {', '.join(replay.FACTS)}) "
            f"VALUES (?, ?, ?, ?, ?{', ?' * len(replay.FACTS)})",
            rows,
        )
        self._keep(None)

    def add_player(self, name: str) -> int:
        """Inside `Store.write`: the id of a player joining the session (new or back)."""
        pid = self._store.add_player(self.id, player_name(name))
        self._keep(self._cache.get("played"))
        return pid

    def clear(self) -> None:
        """Inside `Store.write`, for an import replacing a copy whole: every entry, logged
        change and player of the session goes (the import then starts it again)."""
        for table in ("ops", "entries", "players"):
            self._store.execute(f"DELETE FROM {table} WHERE session_id = ?", (self.id,))
        self._keep(None)

    def mark_ended(self, when: str) -> None:
        """Inside `Store.write`: the night ended at `when` (an imported session's history)."""
        self._store.execute(
            "UPDATE sessions SET ended = ? WHERE id = ?", (text(when, "the end time", MAX_TIME), self.id)
        )

    def _play_again(self, changed: int | None) -> None:
        """Inside a write, after a change: play the session through again (raises, and the
        change is rolled back, when it would leave an entry impossible)."""
        self._keep(None)
        played = replay.play(self._store, self.id, self.initial(), self.names(), True, changed)
        self._store.execute_many(_WRITE_FACTS, replay.stale_facts(self._store, self.id, played))
        self._keep(played)

    def _add_event(self, kind: str, data: dict[str, Any], event: str, since: int | None) -> HandRecord:
        return self._change(lambda: self.append(lambda state, rules: (kind, data)), event, since)

    def _change(self, work: Callable[[], int], event: str, since: int | None) -> HandRecord:
        """`work`, which adds or changes one entry and gives its id, as one change heard
        by the listeners; the entry as it now reads."""
        entry_id = self._write(work, since)
        self._changed(event, entry_id)
        return self.entry(entry_id)

    def _pos(self, entry_id: int) -> int:
        row = self._store.one(
            "SELECT pos FROM entries WHERE id = ? AND session_id = ? AND active = 1", (entry_id, self.id)
        )
        if row is None:
            raise LedgerError(f"session {self.id} has no entry {entry_id}")
        return int(row[0])

    def _next_pos(self) -> int:
        last = self._store.one("SELECT max(pos) FROM entries WHERE session_id = ?", (self.id,))
        return (last[0] if last and last[0] is not None else 0) + 1

    def _changed(self, kind: str, entry_id: int | None) -> None:
        self._keep(self._cache.get("played"))
        self._listeners.emit(events.LedgerEvent(kind, self.id, entry_id))
