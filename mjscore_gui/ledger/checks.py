"""`ledger check`: is the file sound, and do its stored figures follow from its entries?"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mjscore_gui.ledger.store import Store

if TYPE_CHECKING:
    from mjscore_gui.ledger.ledger import Ledger


def check(ledger: Ledger, store: Store) -> list[str]:
    """One line per problem found (empty: the ledger is sound): SQLite's integrity
    check, then each session's entries settled again and its totals (Session.check)."""
    problems = [f"SQLite reports: {line}" for line in store.integrity()[:5]]
    if problems:
        return problems
    for info in ledger.sessions():
        problems += ledger.session(info.id).check()
    return problems
