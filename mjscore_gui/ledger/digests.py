"""Each stored fact carries its own check: every entry, every session (its players'
names included) and the ledger's id keep a digest (SHA-256 of the row's columns as SQL
quotes them) written in the same transaction as the row, by triggers each MJScore
connection makes for itself (TEMP: another program changing the file leaves the digest
as it was, and the change is found). SQLite's check of its pages does not read the
rows' contents: a flipped bit in a name, a time or a payment is found here."""

from __future__ import annotations

import hashlib
import sqlite3

from mjscore_gui.ledger.table import HAND_KINDS

FUNCTION = "mj_digest"
ENTRY = (
    *("id", "session_id", "pos", "active", "kind", "data", "recorded", "ruleset_id"),
    *("p_e", "p_s", "p_w", "p_n", "d_e", "d_s", "d_w", "d_n"),
)
SESSION = ("id", "name", "notes", "started", "ended", "initial", "uuid", "owner", "revision", "adopted", "plan")
PLAYERS = (
    "(SELECT group_concat(quote(id) || ':' || quote(name), ',') "
    "FROM (SELECT id, name FROM players p WHERE p.session_id = sessions.id ORDER BY id))"
)


def _of(table: str, columns: tuple[str, ...], extra: str = "") -> str:
    """The SQL of a row's digest: its columns quoted as SQL literals (the text's bytes as
    they are, even no longer UTF-8), joined, hashed by FUNCTION."""
    parts = [f"quote({table}.{c})" for c in columns] + ([f"quote({extra})"] if extra else [])
    joined = " || ',' || ".join(parts)
    return f"{FUNCTION}(CAST({joined} AS BLOB))"


DIGEST = {
    "entries": _of("entries", ENTRY),
    "sessions": _of("sessions", SESSION, PLAYERS),
    "ledger": _of("ledger", ("id",)),
}


def _digest(data: bytes | None) -> str | None:
    return None if data is None else hashlib.sha256(data).hexdigest()[:32]


def register(conn: sqlite3.Connection) -> None:
    """FUNCTION on `conn` (every connection to a ledger reading or writing digests)."""
    conn.create_function(FUNCTION, 1, _digest, deterministic=True)


def add_triggers(conn: sqlite3.Connection) -> None:
    """Digests written with every change this connection makes (after migrating)."""
    watched = {"entries": ENTRY[1:], "sessions": SESSION[1:], "ledger": ("id",)}
    for table, columns in watched.items():
        seal = f"UPDATE {table} SET digest = {DIGEST[table]} WHERE rowid = NEW.rowid;"
        conn.execute(f"CREATE TEMP TRIGGER IF NOT EXISTS {table}_sealed AFTER INSERT ON main.{table} BEGIN {seal} END")
        conn.execute(
            f"CREATE TEMP TRIGGER IF NOT EXISTS {table}_resealed AFTER UPDATE OF {', '.join(columns)} "
            f"ON main.{table} BEGIN {seal} END"
        )
    for event, row in (("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")):
        conn.execute(
            f"CREATE TEMP TRIGGER IF NOT EXISTS players_{event.lower()}_sealed AFTER {event} ON main.players "
            f"BEGIN UPDATE sessions SET digest = {DIGEST['sessions']} WHERE id = {row}.session_id; END"
        )


def seal_all(conn: sqlite3.Connection) -> None:
    """Schema 11: the digest columns, each row's digest computed from it as it stands."""
    for table in DIGEST:
        conn.execute(f"ALTER TABLE {table} ADD COLUMN digest TEXT")
    seal(conn)


def seal(conn: sqlite3.Connection) -> None:
    """Every row's digest computed again from the row as it stands (a migration; a test
    standing in for an older MJScore)."""
    register(conn)
    for table in DIGEST:
        conn.execute(f"UPDATE {table} SET digest = {DIGEST[table]}")


def id_kept(conn: sqlite3.Connection) -> bool:
    """Whether the ledger's own id is there, once, as stored."""
    rows = conn.execute(f"SELECT digest IS {DIGEST['ledger']} FROM ledger").fetchall()
    return rows == [(1,)]


def changed(conn: sqlite3.Connection, session_id: int | None = None, entries: bool = True) -> list[str]:
    """One line per session (or the ledger's id) whose stored facts no longer match their
    digest, naming the first changed hand ("session 3: hand 7 ..."); empty when none.
    `entries` off: the sessions' own rows only (a list of the sessions)."""
    lines = [] if session_id is not None or id_kept(conn) else ["its own id was changed or lost"]
    which = "IS NOT NULL" if session_id is None else f"= {int(session_id)}"  # every session, or one
    bad = conn.execute(f"SELECT id FROM sessions WHERE digest IS NOT {DIGEST['sessions']} AND id {which}")
    lines += [f"session {sid}: its name, times, players or seating changed since they were stored" for (sid,) in bad]
    if not entries:
        return lines
    rows = conn.execute(
        f"SELECT session_id, min(pos), count(*) FROM entries WHERE digest IS NOT {DIGEST['entries']} "
        f"AND session_id {which} GROUP BY session_id"
    ).fetchall()
    for sid, pos, count in rows:
        (number,) = conn.execute(
            "SELECT count(*) FROM entries WHERE session_id = ? AND active = 1 AND pos <= ? AND kind IN (?, ?, ?, ?)",
            (sid, pos, *HAND_KINDS),
        ).fetchone()
        more = f" and {count - 1} more entries" if count > 1 else ""
        lines.append(f"session {sid}: hand {max(number, 1)}{more} changed since it was recorded")
    return lines
