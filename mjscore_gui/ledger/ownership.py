"""Who may change a session, and how far it has come (schema 9).

The ledger file has an id of its own, made once. Each session names the ledger that
owns it: only the owner records, edits, deletes or undoes; a copy imported from another
ledger is read-only until `adopt` makes this ledger its owner (the hand-over is kept in
the session). Each change raises the session's revision, so a newer export of a copy
replaces it whole and an older or equal one is skipped; and a program that read a
session at one revision can have its change refused when the session has moved on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from mjscore_gui.ledger import undo_log
from mjscore_gui.ledger.errors import ChangedElsewhere, LedgerError, ReadOnlyCopy, UnknownSession
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import dump, now


@dataclass(frozen=True, slots=True)
class Ownership:
    owner: str | None  # the owning ledger's id
    revision: int
    adopted: list[dict[str, Any]]  # each hand-over: {"from", "to", "at", "revision"}
    own: bool  # owned by the ledger reading it


def ledger_id(store: Store) -> str:
    """This ledger file's id (a uuid, made once with the file)."""
    row = store.one("SELECT id FROM ledger LIMIT 1")
    if row is None:
        raise LedgerError("the ledger has lost its id: it was changed outside MJScore; restore a backup")
    return str(row[0])


def of(store: Store, session_id: int) -> Ownership:
    row = store.one("SELECT owner, revision, adopted FROM sessions WHERE id = ?", (session_id,))
    if row is None:
        raise UnknownSession(f"there is no session {session_id}")
    owner = None if row[0] is None else str(row[0])
    return Ownership(owner, int(row[1]), list(json.loads(row[2] or "[]")), owner == ledger_id(store))


def claim(store: Store, session_id: int, since: int | None) -> int:
    """Inside the write of a change: refuse it unless this ledger owns the session and
    (with `since`) the session is still at revision `since`; then raise the revision.
    Returns the revision the change brings the session to."""
    held = require_own(store, session_id)
    if since is not None and held.revision != since:
        what = last_change(store, session_id)
        raise ChangedElsewhere(
            f"session {session_id} was changed by another program meanwhile ({what}); nothing changed here: "
            "look at it again and retry",
            what,
        )
    store.execute("UPDATE sessions SET revision = revision + 1 WHERE id = ?", (session_id,))
    return held.revision + 1


def require_own(store: Store, session_id: int) -> Ownership:
    """The session's ownership; ReadOnlyCopy unless this ledger owns it."""
    held = of(store, session_id)
    if not held.own:
        raise ReadOnlyCopy(
            f"session {session_id} is a read-only copy from another ledger; only its owner records, edits or "
            f"deletes (to take it over: mjscore ledger adopt {session_id})"
        )
    return held


def last_change(store: Store, session_id: int) -> str:
    """The session's latest change in a few words ("record hand 5", "undo edit hand 2")."""
    row = store.one(
        "SELECT id, kind, entry_id, data, undone FROM ops WHERE session_id = ? ORDER BY id DESC LIMIT 1", (session_id,)
    )
    if row is None:
        return "its details"
    op = undo_log.Op(int(row[0]), str(row[1]), int(row[2]), row[3])
    shown = undo_log.describe(store, op) or "a change"
    return f"undo {shown}" if row[4] else shown


def set_copy(store: Store, session_id: int, owner: str, revision: int, adopted: list[dict[str, Any]]) -> None:
    """Inside a write (an import's, an adoption's): the session is `owner`'s, at `revision`."""
    store.execute(
        "UPDATE sessions SET owner = ?, revision = ?, adopted = ? WHERE id = ?",
        (owner, revision, dump(adopted), session_id),
    )


def adopt(store: Store, session_id: int) -> Ownership:
    """Inside a write: this ledger becomes the session's owner; the hand-over is kept
    in the session and raises its revision."""
    held = of(store, session_id)
    if held.own:
        raise LedgerError(f"session {session_id} is already this ledger's own; nothing to adopt")
    me = ledger_id(store)
    revision = held.revision + 1
    adopted = [*held.adopted, {"from": held.owner, "to": me, "at": now(), "revision": revision}]
    set_copy(store, session_id, me, revision, adopted)
    return Ownership(me, revision, adopted, True)
