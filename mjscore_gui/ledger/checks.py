"""`ledger check`: is the file sound, and do its stored figures follow from its entries?"""

from __future__ import annotations

from collections.abc import Iterable

from mjscore_gui.ledger.session import Session
from mjscore_gui.ledger.store import Store


def check(store: Store, sessions: Iterable[Session]) -> list[str]:
    """One line per problem found (empty: the ledger is sound): SQLite's integrity
    check, then each session's entries settled again and its totals (Session.check)."""
    problems = [f"SQLite reports: {line}" for line in store.integrity()[:5]]
    if problems:
        return problems
    for session in sessions:
        problems += session.check()
    return problems
