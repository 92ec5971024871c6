"""`ledger check`: is the file sound, and does every session still play through?"""

from __future__ import annotations

import json
from collections.abc import Iterable
from fractions import Fraction

from mjscore_gui.ledger import replay
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.reads import Reads
from mjscore_gui.ledger.store import Store


def check(store: Store, sessions: Iterable[Reads]) -> list[str]:
    """One line per problem found (empty: the ledger is sound): SQLite's integrity
    check, then each session's entries settled again and its totals (check_session)."""
    problems = [f"SQLite reports: {line}" for line in store.integrity()[:5]]
    if problems:
        return problems
    for session in sessions:
        problems += check_session(session)
    return problems


def check_session(session: Reads) -> list[str]:
    """What is wrong with one session (empty: nothing): every entry played through again
    from the file (not from what this program holds) and compared with the facts stored
    with it (its rules, seats and payments), each entry's payments and the totals adding
    up to zero. Reads only."""
    try:
        played = replay.play(session.store, session.id, session.initial(), session.names())
    except LedgerError as exc:
        return [f"session {session.id}: an entry no longer settles: {exc}"]
    problems = []
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
    total = sum(session.totals().values(), Fraction(0))
    if total != 0:
        problems.append(f"session {session.id}: the totals add up to {total}, not 0")
    return problems


def _sum(entry: replay.PlayedEntry) -> Fraction:
    return sum((Fraction(a) for a in entry.amounts or ()), Fraction(0))
