"""Reading one session: its players, its entries as played, totals and running totals.

Everything shown is derived on read from the entries (replay.py), once per change:
played through when first asked and kept until the session changes (here, or in the
file by another program). Only the session's own entries are read, so a club's
thousand-night ledger opens tonight's session as quickly as a one-night ledger.
"""

from __future__ import annotations

import json
from datetime import datetime
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.ledger import events, plans, replay
from mjscore_gui.ledger.errors import LedgerError, UnknownPlayer
from mjscore_gui.ledger.export_line import json_text
from mjscore_gui.ledger.names import key, player_name
from mjscore_gui.ledger.plans import Plan
from mjscore_gui.ledger.records import HandRecord, NextHand
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import DRAW_SETTING, TableState, label, label_zh
from mjscore_gui.ledger.times import parse_time


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
    if e.sits_out is not None:
        item["sits_out"] = e.sits_out
    if e.has_money:
        seats = e.seats
        item["deltas"] = {seats[w]: amount for w, amount in e.payments.items()}
        if e.sits_out is not None:  # by person: who sat out moved nothing
            item["deltas"][e.sits_out] = 0
    return item


class Reads:
    """A session's reading side (the base of `Session`)."""

    def __init__(self, store: Store, listeners: events.Listeners, session_id: int) -> None:
        self._store = store
        self._listeners = listeners
        self.id = session_id
        self._cache: dict[str, Any] = {}
        store.on_rollback(self._cache.clear)

    @property
    def store(self) -> Store:
        """The ledger file's store this session reads and writes."""
        return self._store

    # ---- the session's own row ------------------------------------------------------

    def _row(self) -> tuple[Any, ...]:
        row = self._store.one(
            "SELECT name, notes, started, ended, initial, uuid, plan FROM sessions WHERE id = ?", (self.id,)
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
    def started(self) -> datetime | None:
        return parse_time(self._row()[2])

    @property
    def ended(self) -> datetime | None:
        return parse_time(self._row()[3])

    @property
    def uuid(self) -> str:
        """The session's id unique across machines (in its JSON export): importing the
        same night from another laptop twice adds it once."""
        return str(self._row()[5])

    @property
    def plan(self) -> Plan | None:
        """Where the session came from in a club night's seating plan (plans.py), or None."""
        return plans.read(self._row()[6])

    def initial(self) -> TableState:
        """The table before the first hand."""
        return TableState.from_json(json.loads(self._row()[4]))

    @property
    def first_ruleset(self) -> Ruleset:
        """The rules the session started under."""
        return self._store.ruleset(self.initial().ruleset_id)

    # ---- what is derived, kept until the session changes -----------------------------

    def _fresh(self) -> None:
        # Another process (the command line, a second window) may have changed the file.
        version = self._store.data_version()
        if self._cache.get("version") != version:
            self._cache.clear()
            self._cache["version"] = version

    def played(self) -> replay.Played:
        """The session's entries played through in order (replay.py)."""
        self._fresh()
        if "played" not in self._cache:
            self._store.verify(self.id)  # a stored fact changed since: nothing is read from it
            self._cache["played"] = replay.play(self._store, self.id, self.initial(), self.names())
        played: replay.Played = self._cache["played"]
        return played

    def _keep(self, played: replay.Played | None) -> None:
        """After a change (inside its write): the session as now played, or None to play
        it through again when next read."""
        version = self._cache.get("version")
        self._cache.clear()
        if version is not None and played is not None:
            self._cache.update(version=version, played=played)

    def names(self) -> dict[int, str]:
        """Every player the session has known, by id (substitutes included)."""
        self._fresh()
        if "names" not in self._cache:
            self._cache["names"] = self._store.player_names(self.id)
        return dict(self._cache["names"])

    @property
    def players(self) -> list[str]:
        """Everyone who played: the first four in their first seats (East first), at a
        table of five the fifth (who sat out the first hand), then substitutes in the
        order they joined."""
        names = self.names()
        return [names[pid] for pid in self.played().order]

    def tail(self) -> TableState:
        """The table after the last entry: what the next hand starts from."""
        return self.played().tail

    def entries(self) -> list[HandRecord]:
        """Every entry in order: hands, penalties, seat and rules changes, each with every
        player's running total after it (the one place the ledger adds them up)."""
        played = self.played()
        if "entries" not in self._cache:
            names = self.names()
            running: dict[int, Fraction | int] = dict.fromkeys(played.order, 0)
            records = []
            for entry in played.entries:
                if entry.amounts is not None:
                    for pid, amount in zip(entry.seated, entry.amounts):
                        if amount:
                            running[pid] = running.get(pid, 0) + amount
                totals = {names[pid]: total for pid, total in running.items()}
                records.append(HandRecord(entry, names, self._store.ruleset, totals))
            self._cache["entries"] = records
        return list(self._cache["entries"])

    def hands(self) -> list[HandRecord]:
        """The hands played (wins, draws, false wins), in order."""
        return [e for e in self.entries() if e.is_hand]

    def entry(self, entry_id: int) -> HandRecord:
        for e in self.entries():
            if e.id == entry_id:
                return e
        raise LedgerError(f"session {self.id} has no entry {entry_id}")

    def hand(self, number: int) -> HandRecord:
        """A hand by its number, as the ledger's table shows it."""
        for e in self.entries():
            if e.is_hand and e.number == number:
                return e
        raise LedgerError(f"session {self.id} has no hand {number} (it has {self.hand_count})")

    @property
    def hand_count(self) -> int:
        return self.tail().hands

    # ---- money ----------------------------------------------------------------------

    def running_totals(self) -> tuple[list[str], dict[str, list[Fraction | int]]]:
        """Each player's total after every hand and penalty, from 0 before the first,
        with the labels of those points ("", "E1", "E1+1", ..., "P3" for a penalty)."""
        entries = self.entries()
        if "running" not in self._cache:
            labels = [""]
            series: dict[str, list[Fraction | int]] = {name: [0] for name in self.players}
            for e in entries:
                if e.has_money:
                    labels.append(e.short_label)
                    for name, values in series.items():
                        values.append(e.totals[name])
            self._cache["running"] = labels, series
        labels, series = self._cache["running"]
        return list(labels), {name: list(values) for name, values in series.items()}

    def totals(self) -> dict[str, Fraction]:
        """Each player's total: the sum of their deltas over every recorded hand and penalty."""
        entries = self.entries()
        last = entries[-1].totals if entries else {}
        return {name: Fraction(last.get(name, 0)) for name in self.players}

    def shown_lines(self) -> list[str]:
        """Each entry as a line of `ledger show`: JSON of its id, kind, number, label,
        description, seats and (hands and penalties) each player's delta."""
        return [json_text(show_item(e)) for e in self.entries()]

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
            None if state.sits_out is None else names[state.sits_out],
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
            if key(known) == key(wanted):
                return pid
        raise UnknownPlayer(f"no player {wanted!r} in this session; the players are {', '.join(self.players)}")


__all__ = ["Reads", "show_item"]
