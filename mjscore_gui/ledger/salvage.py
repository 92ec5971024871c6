"""What can still be read from a damaged ledger: each session's hands, read one by one
through a read-only connection, so the player knows what a backup would bring back and
what is still in the damaged file."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from mjscore_gui.ledger.file import connect_read_only
from mjscore_gui.ledger.table import HAND_KINDS


def readable(path: Path, limit: int = 20) -> list[str]:
    """One line per session still readable from the file at `path` ("session 3
    (Friday): 24 hands can still be read"), at most `limit`; a line saying so when none
    can."""
    try:
        conn = connect_read_only(path)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        return [f"nothing can be read from it ({exc})"]
    lines: list[str] = []
    with closing(conn):
        try:
            sessions = conn.execute("SELECT id, name FROM sessions ORDER BY id DESC").fetchall()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            return [f"its list of sessions cannot be read ({exc})"]
        for sid, name in sessions[:limit]:
            shown = f"session {sid}" + (f" ({name})" if name else "")
            try:
                (hands,) = conn.execute(
                    "SELECT count(*) FROM entries WHERE session_id = ? AND active = 1 AND kind IN (?, ?, ?, ?)",
                    (sid, *HAND_KINDS),
                ).fetchone()
                count = "1 hand" if hands == 1 else f"{hands} hands"
                lines.append(f"{shown}: {count} can still be read")
            except (sqlite3.DatabaseError, UnicodeDecodeError):
                lines.append(f"{shown}: its hands cannot be read")
    return lines or ["no session can be read from it"]
