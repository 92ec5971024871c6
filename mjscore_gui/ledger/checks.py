"""`ledger check`: is the file sound, and does every session still play through?"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from fractions import Fraction

from mjscore_gui.ledger import replay
from mjscore_gui.ledger.errors import LedgerError, LedgerFault
from mjscore_gui.ledger.reads import Reads
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import HAND_KINDS

# What a damaged file's contents raise when read: a rule they now break (LedgerError),
# text no longer JSON (a ValueError), a field or a player gone.
UNREADABLE = (ValueError, KeyError, TypeError, IndexError)


def check(store: Store, sessions: Iterable[Reads]) -> list[str]:
    """One line per problem found (empty: the ledger is sound): SQLite's integrity
    check, the stored facts against their digests (digests.py), then each session's
    entries settled again and its totals (check_session)."""
    problems = [f"SQLite reports: {line}" for line in store.integrity()[:5]]
    if problems:
        return problems
    problems = [f"the ledger is damaged: {line}" for line in store.changed()]
    for session in sessions:
        try:
            problems += check_session(session)
        except (sqlite3.DatabaseError, ValueError, KeyError, TypeError, IndexError) as exc:
            # A page damaged where SQLite's check does not look, or text no longer JSON.
            problems.append(f"session {session.id} cannot be read through ({type(exc).__name__}: {exc})")
    return problems


def check_session(session: Reads, fresh: bool = True) -> list[str]:
    """What is wrong with one session (empty: nothing): every entry played through again
    from the file (not from what this program holds; `fresh` off: the session's own
    playing through, just read from the file by the window that shows it) and compared
    with the facts stored with it (its rules, seats and payments), each entry's payments
    and the totals adding up to zero. Reads only."""
    try:
        if fresh:
            played = replay.play(session.store, session.id, session.initial(), session.names())
        else:
            played = session.played()
    except UNREADABLE as exc:
        return [unplayable_line(session, exc)]
    problems = [] if fresh else [f"the ledger is damaged: {line}" for line in session.store.changed(session.id)]
    differ = [row[-1] for row in replay.stale_facts(session.store, session.id, played)]
    if differ:
        numbers = {entry.id: entry.number for entry in played.entries}
        shown = ", ".join(str(numbers[i] or f"entry {i}") for i in differ[:5])
        problems.append(
            f"session {session.id}: {len(differ)} entries' stored rules, seats or payments differ from "
            f"a fresh settlement (hands {shown})"
        )
    kept = [e for e in played.entries if e.result is not None and replay.KEPT in e.result]
    if kept:
        first = kept[0]
        why = json.loads(first.result or "{}")[replay.KEPT]
        shown = ", ".join(str(e.number) for e in kept[:5]) + (" …" if len(kept) > 5 else "")
        problems.append(
            f"session {session.id}: {'hand' if len(kept) == 1 else 'hands'} {shown} "
            f"{'no longer settles' if len(kept) == 1 else 'no longer settle'} as stored "
            f"(hand {first.number}: {why}); the payments recorded with them are kept: fix each with "
            f"`mjscore ledger edit {first.number}` or delete it"
        )
    unbalanced = [e.number or f"entry {e.id}" for e in played.entries if e.amounts is not None and _sum(e) != 0]
    if unbalanced:
        shown = ", ".join(str(n) for n in unbalanced[:5])
        problems.append(f"session {session.id}: {len(unbalanced)} entries' payments do not add up to 0 ({shown})")
    total = sum((_sum(e) for e in played.entries if e.amounts is not None), Fraction(0))
    if total != 0:
        problems.append(f"session {session.id}: the totals add up to {total}, not 0")
    return problems


def unplayable(session: Reads) -> str | None:
    """Why the session cannot be played through (and so not shown), naming the hand; None
    when it can. A passing fault (a lock, a full disk) is raised, not reported."""
    try:
        replay.play(session.store, session.id, session.initial(), session.names())
    except LedgerFault:
        raise
    except UNREADABLE as exc:
        return unplayable_line(session, exc)
    return None


def unplayable_line(session: Reads, exc: Exception) -> str:
    if not isinstance(exc, LedgerError):  # stored text no longer JSON, a field gone
        exc = LedgerError(f"its stored text no longer reads ({type(exc).__name__}: {exc})")
    try:
        where = _first_unsettled(session)
    except UNREADABLE:
        where = "an entry"
    return f"session {session.id}: {where} no longer settles as stored: {exc}"


def _first_unsettled(session: Reads) -> str:
    """The first entry of the session that does not play through ("hand 7")."""
    store, names = session.store, session.names()
    initial = session.initial()
    played = replay.Played((), initial, initial.at_table)
    for row in replay.entry_rows(store, session.id):
        try:
            played = replay.play_on(store, played, [row], names)
        except UNREADABLE:
            kind = str(row[1])
            return f"hand {played.tail.hands + 1}" if kind in HAND_KINDS else f"entry {row[0]} ({kind})"
    return "an entry"


def _sum(entry: replay.PlayedEntry) -> Fraction:
    return sum((Fraction(a) for a in entry.amounts or ()), Fraction(0))
