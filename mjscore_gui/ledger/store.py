"""The SQLite file: opening it safely, setting it aside when it is not ours, migrating it.

Every change is one transaction committed with synchronous=FULL in WAL mode, so a
hand acknowledged as recorded survives a crash or a flat battery. A file that is not
an SQLite database, belongs to another program or fails SQLite's own check is never
written to: it is renamed aside (kept for the user or support) and a fresh ledger
is started, with a message saying so.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable

from mjscore_gui.ledger.errors import NewerLedger

log = logging.getLogger(__name__)

SQLITE_MAGIC = b"SQLite format 3\x00"
APP_ID = 0x4D4A5343  # "MJSC": tells our ledger apart from any other SQLite file

_V1 = """
CREATE TABLE rulesets (
    id INTEGER PRIMARY KEY,
    digest TEXT NOT NULL UNIQUE,
    data TEXT NOT NULL
);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    started TEXT NOT NULL,
    ended TEXT,
    initial TEXT NOT NULL
);
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    name TEXT NOT NULL,
    UNIQUE (session_id, name)
);
CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    pos INTEGER NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    recorded TEXT NOT NULL,
    number INTEGER,
    before TEXT,
    after TEXT,
    p_e INTEGER, p_s INTEGER, p_w INTEGER, p_n INTEGER,
    d_e TEXT, d_s TEXT, d_w TEXT, d_n TEXT,
    winner TEXT, discarder TEXT, win TEXT, faan INTEGER,
    result TEXT,
    UNIQUE (session_id, pos)
);
CREATE INDEX entries_order ON entries (session_id, active, pos);
CREATE TABLE ops (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    kind TEXT NOT NULL,
    entry_id INTEGER NOT NULL REFERENCES entries(id),
    data TEXT,
    undone INTEGER NOT NULL DEFAULT 0,
    at TEXT NOT NULL
);
CREATE INDEX ops_order ON ops (session_id, undone, id);
"""


def dump(value: Any) -> str:
    """JSON as the ledger stores it (table states are compared as this text)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def store_ruleset(conn: sqlite3.Connection, data: dict[str, Any]) -> int:
    """The id of this exact ruleset (its `to_dict()`) in the file; each distinct one is
    stored once."""
    text, digest = _ruleset_text(data)
    conn.execute("INSERT OR IGNORE INTO rulesets (digest, data) VALUES (?, ?)", (digest, text))
    return conn.execute("SELECT id FROM rulesets WHERE digest = ?", (digest,)).fetchone()[0]


def _ruleset_text(data: dict[str, Any]) -> tuple[str, str]:
    """A ruleset's stored text and the digest that tells it apart."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False)
    return text, hashlib.sha256(text.encode()).hexdigest()


def _draw_setting_into_rulesets(conn: sqlite3.Connection) -> None:
    """Schema 2: whether the dealer stays on a draw was a flag of the table state (set by
    the session and each rules change); it is now the ruleset setting
    `dealer_stays_on_draw`. Every (ruleset, flag) pair in use becomes the ruleset with
    that setting, and the states and rules changes name it instead of the pair."""
    key = "dealer_stays_on_draw"
    for rid, text in conn.execute("SELECT id, data FROM rulesets").fetchall():
        data = json.loads(text)
        data.setdefault("settings", {}).setdefault(key, True)  # schema 1 knew only the default
        conn.execute("UPDATE rulesets SET data = ?, digest = ? WHERE id = ?", (*_ruleset_text(data), rid))
    variants: dict[tuple[int, bool], int] = {}

    def variant(rid: int, stay: bool) -> int:
        if (rid, stay) not in variants:
            data = json.loads(conn.execute("SELECT data FROM rulesets WHERE id = ?", (rid,)).fetchone()[0])
            data["settings"][key] = bool(stay)
            variants[rid, stay] = store_ruleset(conn, data)
        return variants[rid, stay]

    def state(text: str | None) -> str | None:
        if text is None:
            return None
        *head, rid, stay = json.loads(text)
        return dump([*head, variant(rid, stay)])

    for sid, initial in conn.execute("SELECT id, initial FROM sessions").fetchall():
        conn.execute("UPDATE sessions SET initial = ? WHERE id = ?", (state(initial), sid))
    rows = conn.execute("SELECT id, kind, data, before, after FROM entries").fetchall()
    for entry_id, kind, data, before, after in rows:
        if kind == "rules":
            change = json.loads(data)
            data = dump({"ruleset": variant(change["ruleset"], change.get("stay_on_draw", True))})
        conn.execute("UPDATE entries SET data = ?, before = ?, after = ? WHERE id = ?",
                     (data, state(before), state(after), entry_id))


def _limit_reading_into_rulesets(conn: sqlite3.Connection) -> None:
    """Schema 3: a limit hand used to be counted as a plain hand whenever that paid more;
    `hk` now counts it as seed 001 writes it, and the old reading is the setting
    `limit_hand_counted_plain`. Rulesets stored before keep the reading their hands were
    scored with, so re-settling an old night changes nothing."""
    for rid, text in conn.execute("SELECT id, data FROM rulesets").fetchall():
        data = json.loads(text)
        settings = data.setdefault("settings", {})
        settings.setdefault("limit_hand_counted_plain", True)
        settings.setdefault("seven_pairs_limit", False)
        settings.setdefault("old_hk_half_limit_on_discard", False)
        conn.execute("UPDATE rulesets SET data = ?, digest = ? WHERE id = ?", (*_ruleset_text(data), rid))


# MIGRATIONS[i] takes a file from schema version i to i + 1: SQL, or a function for what
# SQL cannot do. Append, never edit.
MIGRATIONS: list[str | Callable[[sqlite3.Connection], None]] = [
    _V1 + f"PRAGMA application_id = {APP_ID};",
    _draw_setting_into_rulesets,
    _limit_reading_into_rulesets,
]
SCHEMA_VERSION = len(MIGRATIONS)


def open_database(path: Path) -> tuple[sqlite3.Connection, str | None]:
    """A connection to an up-to-date ledger at `path`, and a message when the file that
    was there had to be set aside (None when all was well)."""
    notice = None
    if path.exists() and path.stat().st_size > 0:
        problem = _problem(path)
        if problem:
            aside = _set_aside(path)
            notice = (f"The ledger file {path} {problem}. It was kept as {aside.name} "
                      "and a fresh ledger was started.")
            log.warning(notice)
    conn = connect(path)
    try:
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn, notice


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=10)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _problem(path: Path) -> str | None:
    """Why the file cannot be used as our ledger, or None. Raises NewerLedger for a
    ledger from a newer MJScore: that one is ours and must not be set aside."""
    with path.open("rb") as handle:
        header = handle.read(len(SQLITE_MAGIC))
    if header != SQLITE_MAGIC:
        return "is not an MJScore ledger (it is not an SQLite database)"
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, isolation_level=None)
    except sqlite3.Error as exc:
        return f"cannot be opened ({exc})"
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            return f"is damaged (SQLite reports: {rows[0][0]})"
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app_id != APP_ID and tables:
            return "belongs to another program (it is an SQLite database but not an MJScore ledger)"
        version = conn.execute("PRAGMA user_version").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        return f"is damaged or not a database ({exc})"
    finally:
        conn.close()
    if version > SCHEMA_VERSION:
        raise NewerLedger(
            f"the ledger {path} was written by a newer MJScore (schema {version}; this version "
            f"reads up to {SCHEMA_VERSION}); update MJScore or choose another data folder"
        )
    return None


def _set_aside(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    path.rename(aside)
    # The journal files belong to the file set aside; left behind they would be
    # replayed into the fresh ledger.
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(aside.with_name(aside.name + suffix))
    return aside


def migrate(conn: sqlite3.Connection) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise NewerLedger(f"the ledger was written by a newer MJScore (schema {version})")
    for target in range(version + 1, SCHEMA_VERSION + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Re-read under the lock: another process may have migrated meanwhile.
            if conn.execute("PRAGMA user_version").fetchone()[0] >= target:
                conn.execute("ROLLBACK")
                continue
            step = MIGRATIONS[target - 1]
            if callable(step):
                step(conn)
            else:
                for statement in step.split(";"):
                    if statement.strip():
                        conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {target}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
