"""Deriving a session's entries in order: each entry's number, table, payments and
result follow from its own data and the table before it alone.

A change to an entry, or to the entries' order, derives that entry and every later
one again in the same transaction, so the stored figures never disagree with the
entries.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger import amounts
from mjscore_gui.ledger.errors import LedgerError, UnknownPlayer
from mjscore_gui.ledger.export_line import entry_item, entry_line
from mjscore_gui.ledger.forms import HAND_KINDS, MONEY_KINDS, Outcome, settle_stored
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import DRAW_SETTING, TableState, dump

_UPDATE = (
    "UPDATE entries SET number = ?, before = ?, after = ?, p_e = ?, p_s = ?, p_w = ?, p_n = ?, "
    "d_e = ?, d_s = ?, d_w = ?, d_n = ?, winner = ?, discarder = ?, win = ?, faan = ?, result = ?, line = ? "
    "WHERE id = ?"
)
LINES_IN_REPLAY = 500
# The derived columns as stored, in _UPDATE's order: what `ledger check` compares.
STORED = (
    "SELECT number, before, after, p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n, winner, discarder, win, faan, "
    "result, line, id FROM entries WHERE session_id = ? AND active = 1 ORDER BY pos"
)


def replay(
    store: Store,
    session_id: int,
    initial: TableState,
    names: Mapping[int, str],
    from_pos: int,
    state: TableState | None = None,
    changed: int | None = None,
    full: bool = False,
) -> None:
    """Derive every active entry from `from_pos` on, in order, from the table before it,
    and store what it derives (inside `Store.write`).

    Once an unchanged entry finds the table as it was last derived, it and everything
    after it are already right and the replay stops (unless `full`).
    """
    store.execute_many(_UPDATE, derived(store, session_id, initial, names, from_pos, state, changed, full))


def derived(
    store: Store,
    session_id: int,
    initial: TableState,
    names: Mapping[int, str],
    from_pos: int = 1,
    state: TableState | None = None,
    changed: int | None = None,
    full: bool = True,
) -> list[tuple[Any, ...]]:
    """The derived columns (as STORED has them) of the entries `replay` would derive;
    reads only, so a read-only ledger can be checked too."""
    if state is None:
        row = store.one(
            "SELECT after FROM entries WHERE session_id = ? AND active = 1 AND pos < ? ORDER BY pos DESC LIMIT 1",
            (session_id, from_pos),
        )
        state = TableState.from_json(json.loads(row[0])) if row else initial
    rows = store.query(
        "SELECT id, kind, data, before, after IS NOT NULL, recorded FROM entries "
        "WHERE session_id = ? AND active = 1 AND pos >= ? ORDER BY pos",
        (session_id, from_pos),
    )
    updates: list[tuple[Any, ...]] = []
    # A long replay (an early hand deleted or edited) leaves the export lines to the next
    # export, which writes them all in one go: the change itself stays quick.
    lines = full or len(rows) <= LINES_IN_REPLAY
    # The same hand at the same table settles the same way: a long replay meets the
    # same few settings and hands again and again.
    settled: dict[tuple[Any, ...], Settled] = {}
    before_text = state.text()
    for entry_id, kind, data, stored_before, derived_before, recorded in rows:
        if not full and derived_before and entry_id != changed and stored_before == before_text:
            break
        try:
            state, update = derive(store, entry_id, kind, data, state, before_text, names, settled, recorded, lines)
        except LedgerError as exc:
            if entry_id == changed:
                raise
            shown = f"hand {state.hands + 1}" if kind in HAND_KINDS else f"a later {kind.replace('_', ' ')}"
            raise type(exc)(f"this change would leave {shown} impossible: {exc}") from None
        updates.append(update)
        before_text = update[2]
    return updates


# An entry's settlement as stored: (outcome, the four amounts as text, result JSON,
# winner, discarder, win, faan).
Settled = tuple[Outcome, list[str], str, tuple[Any, ...]]
_NOTHING: tuple[Any, ...] = (None, None, None, None)


def derive(
    store: Store,
    entry_id: int,
    kind: str,
    data_text: str,
    state: TableState,
    before_text: str,
    names: Mapping[int, str],
    settled: dict[tuple[Any, ...], Settled],
    recorded: str,
    with_line: bool = True,
) -> tuple[TableState, tuple[Any, ...]]:
    """The table after this entry, and the entry's derived columns (for _UPDATE)."""
    before = state
    seats = before.seats()
    number = None
    data: dict[str, Any] = json.loads(data_text)
    new_rules = None
    if kind in MONEY_KINDS:
        rules = store.ruleset(state.ruleset_id)
        key = (kind, data_text, tuple(seats.values()), state.round % 4, state.ruleset_id)
        hit = settled.get(key)
        if hit is None:
            outcome = settle_stored(kind, data, state, rules, names)
            shown = [amounts.to_text(outcome.payments[w]) for w in SEATS]
            result = dump({**outcome.result, "payments": dict(zip(SEATS, shown))})
            hit = (outcome, shown, result, (outcome.winner, outcome.discarder, outcome.win, outcome.faan))
            settled[key] = hit
        outcome, shown, result, fields = hit
        if kind in HAND_KINDS:
            number = state.hands + 1
            state = state.after_hand(outcome.deal or "", bool(rules.settings[DRAW_SETTING]))
        else:
            number = state.penalties + 1
            state = replace(state, penalties=number)
        money: tuple[Any, ...] = (*shown, *fields, result)
        line = (
            entry_line(
                entry_item(kind, recorded, number, data, before, names),
                result,
                dict(zip(SEATS, map(amounts.from_text, shown))),
            )
            if with_line
            else None
        )
    else:
        if kind == "rules":
            state = replace(state, ruleset_id=int(data["ruleset"]))
            new_rules = store.ruleset(state.ruleset_id).to_dict()
        else:
            state = replace(state, chairs=seat_change(kind, data, state, names))
        money = (None, None, None, None, *_NOTHING, None)
        line = (
            entry_line(entry_item(kind, recorded, number, data, before, names, new_rules), None, {})
            if with_line
            else None
        )
    update = (number, before_text, state.text(), seats["E"], seats["S"], seats["W"], seats["N"], *money, line, entry_id)
    return state, update


def seat_change(
    kind: str, data: Mapping[str, Any], state: TableState, names: Mapping[int, str]
) -> tuple[int, int, int, int]:
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
    return chairs[0], chairs[1], chairs[2], chairs[3]
