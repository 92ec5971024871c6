"""Damaged copies of a real ledger (tests/ledger/data/v6_ledger.sqlite3, two nights of a
club): truncated to 60%, one bit flipped in one page, one page zeroed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

REAL = Path(__file__).parent / "data" / "v6_ledger.sqlite3"
PAGE = 4096
# Hand 2 of session 1 as stored: a 3-faan self-draw by South. A flipped low bit makes it
# 2 faan, below the minimum: SQLite's own check cannot see it.
HAND_2 = b'{"faan":3,"win":"self_drawn","winner":2}'


def real_copy(folder: Path) -> Path:
    """A copy of the real ledger in `folder`, brought up to date by opening it."""
    from mjscore_gui.ledger import Ledger

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "ledger.sqlite3"
    shutil.copyfile(REAL, path)
    with Ledger(path):
        pass
    (folder / "ledger.sqlite3-checked").unlink(missing_ok=True)
    return path


def truncate(path: Path, share: float = 0.6) -> None:
    os.truncate(path, int(path.stat().st_size * share))


def flip_bit(path: Path) -> None:
    data = bytearray(path.read_bytes())
    at = data.index(HAND_2) + len(b'{"faan":')
    data[at] ^= 0x01
    path.write_bytes(bytes(data))


def zero_page(path: Path, page: int = 8) -> None:
    data = bytearray(path.read_bytes())
    data[PAGE * page : PAGE * (page + 1)] = bytes(PAGE)
    path.write_bytes(bytes(data))


def reseal(path: Path) -> None:
    """Every digest computed again as the file now stands: a change made as an older
    MJScore made it (its migration seals it), not damage."""
    import sqlite3

    from mjscore_gui.ledger import digests

    conn = sqlite3.connect(path)
    try:
        with conn:
            digests.seal(conn)
    finally:
        conn.close()
