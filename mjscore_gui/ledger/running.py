"""Each session's running totals kept beside its entries, so that a long night opens
(its chart, its totals) without adding up every hand again.

A derived copy, never the record: the entries are. The `running` table holds one row
per session, written after the night was added up from the entries; triggers in the
file (schema 6) drop the row in the same transaction as any change to the session's
entries or seating, by this program or any other, and the next read adds the night up
again. Only whole-amount nights are kept (a night with a fraction is added up exactly
from its entries each time). The amounts are stored as 64-bit integers, little-endian.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Sequence

from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.store import Store

# The columns are read in their order: the small ones (players, finals) first, so that the
# totals are read without going through the series stored after them.

_SEP = "\n"  # between labels: a label is "E1", "E1+1", "P3" ...


def read(store: Store, session_id: int, order: Sequence[int]) -> tuple[list[str], list[list[int]]] | None:
    """The labels ("" first) and, for each player id in `order`, their running totals
    (0 first), as last kept; None when not kept (or kept for another seating)."""
    row = store.one("SELECT players, labels, totals FROM running WHERE session_id = ?", (session_id,))
    if row is None or row[0] != _players_text(order):
        return None
    values = array("q")
    values.frombytes(row[2])
    if sys.byteorder != "little":
        values.byteswap()
    labels = [""] + row[1].split(_SEP) if row[1] else [""]
    count = len(labels)
    if len(values) != count * len(order):
        return None  # not as this program writes it: add the night up again
    return labels, [values[i * count : (i + 1) * count].tolist() for i in range(len(order))]


def finals(store: Store, session_id: int, order: Sequence[int]) -> list[int] | None:
    """Each player's last running total (their total), as last kept, without reading the
    series; None when not kept (or kept for another seating)."""
    row = store.one("SELECT players, finals FROM running WHERE session_id = ?", (session_id,))
    if row is None or row[0] != _players_text(order):
        return None
    values = [int(v) for v in row[1].split(",")] if row[1] else []
    return values if len(values) == len(order) else None


def keep(
    store: Store,
    session_id: int,
    order: Sequence[int],
    labels: Sequence[str],
    columns: Sequence[Sequence[int]],
    version: int,
) -> None:
    """Store what was added up from the entries as they stood at `version` (the store's
    data_version before reading them); skipped when another connection has changed the
    file since, the file is read-only, or the amounts do not fit."""
    if store.read_only:
        return
    values = array("q")
    try:
        for column in columns:
            values.extend(column)
    except (OverflowError, TypeError):
        return  # beyond 64 bits, or not whole: added up from the entries each time
    last = ",".join(str(int(column[-1])) for column in columns)
    if sys.byteorder != "little":
        values.byteswap()

    def write() -> None:
        if store.data_version() != version:
            return  # changed by another program meanwhile: what was read may be stale
        store.execute(
            "INSERT OR REPLACE INTO running (session_id, players, finals, labels, totals) VALUES (?, ?, ?, ?, ?)",
            (session_id, _players_text(order), last, _SEP.join(labels[1:]), values.tobytes()),
        )

    try:
        store.write(write)
    except LedgerError:
        pass  # a busy or full disk: the night is added up again next time, nothing is lost


def _players_text(order: Sequence[int]) -> str:
    return ",".join(str(int(pid)) for pid in order)
