"""The SQLite file's schema: its tables, and the migrations that bring an older file up
to date (see file.py for opening it and store.py for the object that owns it)."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import uuid
from collections.abc import Callable
from typing import Any

from mjscore_gui.ledger import digests
from mjscore_gui.ledger.table import dump

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


def store_ruleset(conn: sqlite3.Connection, data: dict[str, Any]) -> int:
    """The id of this exact ruleset (its `to_dict()`) in the file; each distinct one is
    stored once."""
    text, digest = ruleset_text(data)
    conn.execute("INSERT OR IGNORE INTO rulesets (digest, data) VALUES (?, ?)", (digest, text))
    row = conn.execute("SELECT id FROM rulesets WHERE digest = ?", (digest,)).fetchone()
    return int(row[0])


def ruleset_text(data: dict[str, Any]) -> tuple[str, str]:
    """A ruleset's stored text and the digest that tells it apart."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False)
    return text, ruleset_digest(text)


def ruleset_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _draw_setting_into_rulesets(conn: sqlite3.Connection) -> None:
    """Schema 2: whether the dealer stays on a draw was a flag of the table state (set by
    the session and each rules change); it is now the ruleset setting
    `dealer_stays_on_draw`. Every (ruleset, flag) pair in use becomes the ruleset with
    that setting, and the states and rules changes name it instead of the pair."""
    key = "dealer_stays_on_draw"
    _settings_default(conn, {key: True})  # schema 1 knew only the default
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
        conn.execute(
            "UPDATE entries SET data = ?, before = ?, after = ? WHERE id = ?",
            (data, state(before), state(after), entry_id),
        )


def _settings_default(conn: sqlite3.Connection, defaults: dict[str, Any]) -> None:
    """Every stored ruleset given these settings where it has none of its own."""
    for rid, text in conn.execute("SELECT id, data FROM rulesets").fetchall():
        data = json.loads(text)
        settings = data.setdefault("settings", {})
        for key, value in defaults.items():
            settings.setdefault(key, value)
        conn.execute("UPDATE rulesets SET data = ?, digest = ? WHERE id = ?", (*ruleset_text(data), rid))


def _session_uuids(conn: sqlite3.Connection) -> None:
    """Schema 3: every session gets an id unique across machines, so that a club merging
    several laptops' exports adds each night once."""
    conn.execute("ALTER TABLE sessions ADD COLUMN uuid TEXT")
    for (sid,) in conn.execute("SELECT id FROM sessions").fetchall():
        conn.execute("UPDATE sessions SET uuid = ? WHERE id = ?", (str(uuid.uuid4()), sid))
    conn.execute("CREATE UNIQUE INDEX sessions_uuid ON sessions (uuid)")


def _limit_reading_into_rulesets(conn: sqlite3.Connection) -> None:
    """Schema 5: a limit hand used to be counted as a plain hand whenever that paid more;
    `hk` now counts it as seed 001 writes it, and the old reading is the setting
    `limit_hand_counted_plain`. Rulesets stored before keep the reading their hands were
    scored with, so re-settling an old night changes nothing."""
    defaults = {"limit_hand_counted_plain": True, "seven_pairs_limit": False, "old_hk_half_limit_on_discard": False}
    _settings_default(conn, defaults)


def _running_totals_kept(conn: sqlite3.Connection) -> None:
    """Schema 6: each session's running totals kept beside its entries (running.py), so a
    long night opens without adding up every hand. The triggers drop a session's row in
    the same transaction as any change to its entries or seating, whoever makes it."""
    conn.execute(
        "CREATE TABLE running (session_id INTEGER PRIMARY KEY REFERENCES sessions(id), "
        "players TEXT NOT NULL, finals TEXT NOT NULL, labels TEXT NOT NULL, totals BLOB NOT NULL)"
    )
    for event, row in (("INSERT", "NEW"), ("DELETE", "OLD"), ("UPDATE", "OLD")):
        also = " OR session_id = NEW.session_id" if event == "UPDATE" else ""
        conn.execute(
            f"CREATE TRIGGER running_stale_{event.lower()} AFTER {event} ON entries "
            f"BEGIN DELETE FROM running WHERE session_id = {row}.session_id{also}; END"
        )
    conn.execute(
        "CREATE TRIGGER running_stale_seating AFTER UPDATE OF initial ON sessions "
        "BEGIN DELETE FROM running WHERE session_id = OLD.id; END"
    )


def _derived_figures_dropped(conn: sqlite3.Connection) -> None:
    """Schema 7: the ledger stores facts. Each entry keeps its kind, its data as typed
    (players by id), when it was recorded and its place, and how it was settled: the
    ruleset it was played under (new column `ruleset_id`, from the table state stored
    before it), who sat where (p_*) and what each seat paid (d_*). What was only derived
    (the table before and after each entry, its number, winner, faan, result and export
    line, the running-totals table and its triggers, the index over the amounts) is
    dropped: it is derived on read again, from the same entries, to the same figures."""
    for event in ("insert", "delete", "update", "seating"):
        conn.execute(f"DROP TRIGGER IF EXISTS running_stale_{event}")
    conn.execute("DROP TABLE IF EXISTS running")
    conn.execute("DROP INDEX IF EXISTS entries_money")
    conn.execute("ALTER TABLE entries ADD COLUMN ruleset_id INTEGER REFERENCES rulesets(id)")
    conn.execute("UPDATE entries SET ruleset_id = json_extract(before, '$[7]') WHERE before IS NOT NULL")
    for column in DERIVED_COLUMNS:
        conn.execute(f"ALTER TABLE entries DROP COLUMN {column}")


def _special_hands_and_bonus_win_into_rulesets(conn: sqlite3.Connection) -> None:
    """Schema 8: two rules of the sources became settings. `special_hands` (seed 002:
    Yahoo lets only four sets and a pair go out) and `bonus_win` with its values (seed
    001's seven or eight bonus tiles won on the spot). Rulesets stored before keep what
    their hands were settled with: special hands went out under every ruleset, and no
    win on bonus tiles alone was played."""
    defaults = {"special_hands": True, "bonus_win": False, "bonus_win_seven_faan": 3, "bonus_win_eight_faan": 13}
    _settings_default(conn, defaults)


def _owners_and_revisions(conn: sqlite3.Connection) -> None:
    """Schema 9: each session has one owner and a revision. The file gets an id of its
    own (table `ledger`, one row, made once); each session names the ledger that owns it
    (`owner`: only the owner records, edits or deletes; a copy imported from another
    ledger is read-only until adopted), a `revision` raised by every change (a newer
    export of a copy replaces it whole) and its `adopted` history (JSON: who handed it
    over to whom, when). Sessions already in the file count as this ledger's own: before
    schema 9 nothing told an imported night apart; their revision starts at the number
    of entries they hold."""
    conn.execute("CREATE TABLE ledger (id TEXT NOT NULL)")
    ledger_id = str(uuid.uuid4())
    conn.execute("INSERT INTO ledger (id) VALUES (?)", (ledger_id,))
    conn.execute("ALTER TABLE sessions ADD COLUMN owner TEXT")
    conn.execute("ALTER TABLE sessions ADD COLUMN revision INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE sessions ADD COLUMN adopted TEXT NOT NULL DEFAULT '[]'")
    conn.execute(
        "UPDATE sessions SET owner = ?, revision = (SELECT count(*) FROM entries e WHERE e.session_id = sessions.id)",
        (ledger_id,),
    )


def _tables_of_five_and_plans(conn: sqlite3.Connection) -> None:
    """Schema 10: a session may be a table of five (one sits out each hand in turn; its
    table state carries the rotation, table.py), and may carry where it came from in a
    club night's seating plan: `plan`, JSON {"evening", "table", "round"} or NULL. Every
    session already in the file is a table of four started by hand: nothing to change
    but the column. The number moves so that an older MJScore, which would misread a
    table of five, says the file is newer instead."""
    conn.execute("ALTER TABLE sessions ADD COLUMN plan TEXT")


# The columns of `entries` before schema 7 that held figures only derived.
DERIVED_COLUMNS = ("number", "before", "after", "winner", "discarder", "win", "faan", "result", "line")

# MIGRATIONS[i] takes a file from schema version i to i + 1: SQL, or a function for what
# SQL cannot do. Append, never edit; one after 11 that changes rows ends with
# `digests.seal` (migrations run before the connection's digest triggers exist).
MIGRATIONS: list[str | Callable[[sqlite3.Connection], None]] = [
    _V1 + f"PRAGMA application_id = {APP_ID};",
    _draw_setting_into_rulesets,
    _session_uuids,
    # Schema 4: each entry's line of the JSON export, derived with its other figures; and
    # indexes that let totals and the seating be read without the entries' text.
    "ALTER TABLE entries ADD COLUMN line TEXT;"
    "CREATE INDEX entries_money ON entries (session_id, active, p_e, p_s, p_w, p_n, d_e, d_s, d_w, d_n);"
    "CREATE INDEX entries_kind ON entries (session_id, kind, active, pos)",
    _limit_reading_into_rulesets,
    _running_totals_kept,
    _derived_figures_dropped,
    _special_hands_and_bonus_win_into_rulesets,
    _owners_and_revisions,
    _tables_of_five_and_plans,
    # Schema 11: each entry, session and the ledger's id carry a digest (digests.py).
    digests.seal_all,
]
SCHEMA_VERSION = len(MIGRATIONS)

# The tables (and the columns added since schema 1) a current ledger has.
TABLES = {
    "rulesets": ("digest", "data"),
    "sessions": ("initial", "uuid", "owner", "revision", "adopted", "plan", "digest"),
    "ledger": ("id", "digest"),
    "players": ("name",),
    "entries": ("kind", "data", "recorded", "pos", "active", "ruleset_id", "p_e", "d_e", "digest"),
    "ops": ("kind", "entry_id"),
}
