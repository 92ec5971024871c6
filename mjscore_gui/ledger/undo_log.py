"""Undo and redo: an operation log kept in the file (so it survives a restart). Each
operation names the entry it added, deleted or edited, with the old and new forms."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import HAND_KINDS, dump, now

ADD, DELETE, EDIT = "add", "delete", "edit"
_VERBS = {ADD: "record", DELETE: "delete", EDIT: "edit"}


@dataclass(frozen=True, slots=True)
class Op:
    id: int
    kind: str  # ADD, DELETE or EDIT
    entry_id: int
    data: str | None  # EDIT: {"old": [kind, data], "new": [kind, data]}


def last(store: Store, session_id: int, undone: bool) -> Op | None:
    """The change undo would undo (`undone` False) or redo would redo (True)."""
    order = "ASC" if undone else "DESC"
    row = store.one(
        f"SELECT id, kind, entry_id, data FROM ops WHERE session_id = ? AND undone = ? ORDER BY id {order} LIMIT 1",
        (session_id, int(undone)),
    )
    return Op(*row) if row else None


def describe(store: Store, op: Op | None) -> str | None:
    """'record hand 12', 'delete penalty', ... (None: no operation)."""
    if op is None:
        return None
    row = store.one("SELECT kind, session_id, pos FROM entries WHERE id = ?", (op.entry_id,))
    if row is None:
        return None
    kinds = ", ".join(f"'{k}'" for k in HAND_KINDS)
    # The hand's number where it stands (or stood): one more than the hands played before it.
    before = store.one(
        f"SELECT count(*) FROM entries WHERE session_id = ? AND active = 1 AND pos < ? AND kind IN ({kinds})",
        (row[1], row[2]),
    )
    number = int(before[0]) + 1 if before else None
    what = f"hand {number}" if row[0] in HAND_KINDS else str(row[0]).replace("_", " ")
    return f"{_VERBS[op.kind]} {what}"


def keys(store: Store, session_id: int) -> set[tuple[int, int]]:
    """Each logged change of the session as (its id, its entry's id): what a reader has
    seen (an id freed by a dropped redo may be given again, to another entry)."""
    return {
        (int(i), int(e)) for i, e in store.query("SELECT id, entry_id FROM ops WHERE session_id = ?", (session_id,))
    }


def log(store: Store, session_id: int, kind: str, entry_id: int, data: dict[str, Any] | None = None) -> int:
    """Log a change (inside its write); returns its id. A new change ends the redo
    history; entries only an undone record held are dropped."""
    dropped = store.query(
        "SELECT entry_id FROM ops WHERE session_id = ? AND undone = 1 AND kind = 'add'", (session_id,)
    )
    store.execute("DELETE FROM ops WHERE session_id = ? AND undone = 1", (session_id,))
    for (old,) in dropped:
        if not store.one("SELECT 1 FROM ops WHERE entry_id = ? LIMIT 1", (old,)):
            store.execute("DELETE FROM entries WHERE id = ? AND active = 0", (old,))
    return store.execute(
        "INSERT INTO ops (session_id, kind, entry_id, data, at) VALUES (?, ?, ?, ?, ?)",
        (session_id, kind, entry_id, dump(data) if data else None, now()),
    )


def run(store: Store, op: Op, backwards: bool, replay: Callable[[int], None]) -> None:
    """Undo (`backwards`) or redo `op` inside a write; `replay(entry_id)` derives the
    entries from the changed one on."""
    if store.one("SELECT 1 FROM entries WHERE id = ?", (op.entry_id,)) is None:
        return
    if op.kind in (ADD, DELETE):
        active = (op.kind == DELETE) == backwards
        store.execute("UPDATE entries SET active = ? WHERE id = ?", (int(active), op.entry_id))
    else:
        entry_kind, entry_data = json.loads(op.data or "{}")["old" if backwards else "new"]
        store.execute("UPDATE entries SET kind = ?, data = ? WHERE id = ?", (entry_kind, dump(entry_data), op.entry_id))
    replay(op.entry_id)
    store.execute("UPDATE ops SET undone = ? WHERE id = ?", (int(backwards), op.id))
