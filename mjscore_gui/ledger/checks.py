"""`ledger check`: is the file sound, and do its stored figures follow from its entries?"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mjscore_gui.ledger.errors import LedgerError, LedgerFault
from mjscore_gui.ledger.store import Store

if TYPE_CHECKING:
    from mjscore_gui.ledger.ledger import Ledger

_FIGURES = "SELECT id, number, before, after, d_e, d_s, d_w, d_n, result FROM entries WHERE session_id = ? ORDER BY pos"


class _Differs(Exception):
    """Rolls back a check's replay: a check never changes the file."""


def check(ledger: Ledger, store: Store) -> list[str]:
    """One line per problem found (empty: the ledger is sound): SQLite's integrity
    check, each session's entries settled again from the first and compared with the
    stored figures, and each session's totals summing to zero."""
    problems = [f"SQLite reports: {line}" for line in store.integrity()[:5]]
    if problems:
        return problems
    for info in ledger.sessions():
        session = ledger.session(info.id)
        stored = store.query(_FIGURES, (info.id,))
        rederived: list[tuple[object, ...]] = []

        def replay_and_read(session_id: int = info.id) -> None:
            ledger.session(session_id).replay_all()
            rederived.extend(store.query(_FIGURES, (session_id,)))
            raise _Differs

        try:
            store.write(replay_and_read)
        except _Differs:
            pass
        except LedgerFault:
            raise
        except LedgerError as exc:
            problems.append(f"session {info.id}: an entry no longer settles: {exc}")
            continue
        changed = [row[1] or row[0] for row, again in zip(stored, rederived) if row != again]
        if changed:
            shown = ", ".join(str(n) for n in changed[:5])
            problems.append(f"session {info.id}: {len(changed)} entries' stored figures differ from a fresh "
                            f"settlement (first: {shown})")
        total = sum(session.totals().values())
        if total != 0:
            problems.append(f"session {info.id}: the totals add up to {total}, not 0")
    return problems
