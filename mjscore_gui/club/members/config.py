"""The club's own file, `club.toml` in the club folder: one roster, one set of rules and
one way of ranking for every laptop at the club.

    version = 1

    [club]
    name = "Friday Club"
    name_zh = "麻雀會"
    ruleset = "club-friday"            # optional: the club's ruleset for a new table
    table_points = [4, 2, 1, 0]        # by place at a table; a place beyond the list scores 0
    min_nights = 3                     # nights a member plays before the season ranks them
    tie_break = ["table_points", "total", "hands_won"]

    [season]
    from = 2026-01-09                  # a TOML date, or "2026-01-09"
    to = 2026-06-26

    [[player]]
    id = "amy"                         # stable: the standings follow it, not the spelling
    name = "Amy"
    name_zh = "陳美"
    aliases = ["amy w", "Amy Wong"]    # other spellings typed at a table (`club join`)

    [[player]]
    id = "kit"
    name = "Kit"
    guest = true                       # listed apart from the members in the season

The club's house rulesets are files beside it, `rulesets/<id>.toml`, each exactly as
Rules ▸ Manage rulesets ▸ Export writes one (checked as the config folder's are:
rulebook/library.py), so "Start table 3" finds `club-friday` on every laptop
(folder_files.py's `club_rulesets_folder`).

Every laptop reads this file; only the secretary's writes it (club_toml.py). A file that
cannot be used is refused in one line naming the key and its line, and left as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, NoReturn

from mjscore_gui.club.members.tie_break import TIE_BREAK_KEYS
from mjscore_gui.engine.errors import RulesetError, shown
from mjscore_gui.engine.ruleset_toml import decode_toml, parse_toml_text
from mjscore_gui.engine.toml_layout import key_line
from mjscore_gui.files import FileRefused, read_regular_file
from mjscore_gui.ledger import LedgerError
from mjscore_gui.ledger.names import key, player_name, text
from mjscore_gui.limits import MAX_LINE

FILE_NAME = "club.toml"
VERSION = 1
MAX_BYTES = 1_000_000  # a roster of thousands of players is far below this

DEFAULT_TABLE_POINTS = (4, 2, 1, 0)
DEFAULT_TIE_BREAK = ("table_points", "total", "hands_won")
MAX_PLACES = 10
MAX_POINTS = 1000

_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")
_TOP_KEYS = {"version", "club", "season", "player"}
_CLUB_KEYS = {"name", "name_zh", "ruleset", "table_points", "min_nights", "tie_break"}
_SEASON_KEYS = {"from", "to"}
_PLAYER_KEYS = {"id", "name", "name_zh", "guest", "aliases"}


class ClubConfigError(ValueError):
    """club.toml cannot be used; `str()` is one line naming the file, the key and its line."""


@dataclass(frozen=True, slots=True)
class RosterEntry:
    id: str
    name: str
    name_zh: str = ""
    guest: bool = False
    aliases: tuple[str, ...] = ()

    @property
    def member(self) -> bool:
        return not self.guest

    @property
    def spellings(self) -> tuple[str, ...]:
        """Every name this entry answers to: its name, Chinese name and aliases."""
        return tuple(s for s in (self.name, self.name_zh, *self.aliases) if s)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "name_zh": self.name_zh,
            "guest": self.guest,
            "aliases": list(self.aliases),
        }


@dataclass(frozen=True, slots=True)
class ClubConfig:
    name: str = ""
    name_zh: str = ""
    ruleset: str | None = None
    table_points: tuple[int, ...] = DEFAULT_TABLE_POINTS
    min_nights: int = 0
    tie_break: tuple[str, ...] = DEFAULT_TIE_BREAK
    season_from: str | None = None  # YYYY-MM-DD
    season_to: str | None = None
    roster: tuple[RosterEntry, ...] = field(default=())

    def points_for_place(self, place: int) -> int:
        """Table points for a place (1 is first); a place beyond the list scores 0."""
        return self.table_points[place - 1] if 1 <= place <= len(self.table_points) else 0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "name_zh": self.name_zh,
            "ruleset": self.ruleset,
            "table_points": list(self.table_points),
            "min_nights": self.min_nights,
            "tie_break": list(self.tie_break),
            "season": {"from": self.season_from, "to": self.season_to},
            "roster": [entry.to_json() for entry in self.roster],
        }


def club_file(folder: str | Path) -> Path:
    return Path(folder) / FILE_NAME


def read_club(folder: str | Path) -> ClubConfig:
    """The club folder's club.toml; the defaults (no roster, 4/2/1/0) when it has none.
    ClubConfigError for a file that cannot be used; the file is left as it is."""
    path = club_file(folder)
    if not path.exists() and not path.is_symlink():
        return ClubConfig()
    try:
        raw = read_regular_file(path, MAX_BYTES, "club", FILE_NAME)
        source = decode_toml(raw, FILE_NAME)
        data = parse_toml_text(source, FILE_NAME)
    except (FileRefused, RulesetError) as exc:
        raise ClubConfigError(str(exc)) from None
    return parse_club(data, source)


def load_club(folder: str | Path | None) -> tuple[ClubConfig, str | None]:
    """What the standings use: club.toml's settings, or the defaults with the one line
    saying why the file was not used (it is kept as it is)."""
    if folder is None:
        return ClubConfig(), None
    try:
        return read_club(folder), None
    except ClubConfigError as exc:
        return ClubConfig(), f"{exc}; the standings use the defaults until it is fixed (the file is kept)"


def parse_club(data: dict[str, Any], source: str = "") -> ClubConfig:
    """club.toml's data (as tomllib reads it) checked; `source` is its text, for lines."""
    place = _Place(source)
    _only(data, _TOP_KEYS, "", place)
    version = data.get("version", VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        place.fail("", "version", f"must be a whole number from 1, got {shown(version)}")
    if version > VERSION:
        place.fail("", "version", f"is {version}: the file was written by a newer MJScore; update this laptop")
    club = _table(data, "club", place)
    season = _table(data, "season", place)
    _only(club, _CLUB_KEYS, "club", place)
    _only(season, _SEASON_KEYS, "season", place)
    start = _date(season, "from", place)
    end = _date(season, "to", place)
    if start and end and start > end:
        place.fail("season", "to", f"{end} is before the season's start, {start}")
    ruleset = club.get("ruleset")
    if ruleset is not None and (not isinstance(ruleset, str) or not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", ruleset)):
        place.fail("club", "ruleset", f"must be a ruleset's id such as club-friday, got {shown(ruleset)}")
    return ClubConfig(
        name=_text(club, "name", place, "club"),
        name_zh=_text(club, "name_zh", place, "club"),
        ruleset=ruleset,
        table_points=_points(club, place),
        min_nights=_count(club, "min_nights", place),
        tie_break=_tie_break(club, place),
        season_from=start,
        season_to=end,
        roster=_roster(data, place),
    )


class _Place:
    """Where a key of club.toml is written, for its refusals: tomlkit places it only when a
    refusal needs it (engine/toml_layout.py); the n-th [[player]] is `index`."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, table: str, name: str, problem: str, index: int | None = None) -> NoReturn:
        where = ".".join(p for p in (f"{table}[{index + 1}]" if index is not None else table, name) if p)
        path = tuple(part for part in (table, index, name) if part != "" and part is not None)
        line = key_line(self.source, path) if self.source and path else None
        if line is None and index is not None and self.source:  # a key it lacks: its [[player]]
            line = key_line(self.source, (table, index))
        raise ClubConfigError(f"{FILE_NAME}: {where}: {problem}" + (f" (line {line})" if line else ""))


def _only(data: dict[str, Any], allowed: set[str], table: str, place: _Place, index: int | None = None) -> None:
    for name in data:
        if name not in allowed:
            known = ", ".join(sorted(allowed))
            place.fail(table, str(name), f"is not a key club.toml knows here (it takes {known})", index)


def _table(data: dict[str, Any], name: str, place: _Place) -> dict[str, Any]:
    value = data.get(name, {})
    if not isinstance(value, dict):
        place.fail("", name, f"must be a table [{name}], got {shown(value)}")
    return value


def _text(data: dict[str, Any], name: str, place: _Place, table: str, index: int | None = None) -> str:
    value = data.get(name, "")
    try:
        return text(value, name, MAX_LINE, single_line=True)
    except LedgerError as exc:
        place.fail(table, name, f"{exc}, got {shown(value)}", index)


def _count(data: dict[str, Any], name: str, place: _Place) -> int:
    value = data.get(name, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1000:
        place.fail("club", name, f"must be a whole number from 0 to 1000, got {shown(value)}")
    return value


def _points(data: dict[str, Any], place: _Place) -> tuple[int, ...]:
    value = data.get("table_points", list(DEFAULT_TABLE_POINTS))
    ok = isinstance(value, list) and 1 <= len(value) <= MAX_PLACES
    ok = ok and all(not isinstance(p, bool) and isinstance(p, int) and 0 <= p <= MAX_POINTS for p in value)
    if not ok:
        place.fail(
            "club",
            "table_points",
            f"must be a list of 1 to {MAX_PLACES} whole numbers from 0 to {MAX_POINTS}, such as [4, 2, 1, 0], "
            f"got {shown(value)}",
        )
    if any(a < b for a, b in zip(value, value[1:])):
        place.fail("club", "table_points", f"must not rise from one place to the next, got {shown(value)}")
    return tuple(value)


def _tie_break(data: dict[str, Any], place: _Place) -> tuple[str, ...]:
    value = data.get("tie_break", list(DEFAULT_TIE_BREAK))
    if not isinstance(value, list) or not value or not all(isinstance(k, str) for k in value):
        place.fail("club", "tie_break", f'must be a list such as ["table_points", "total"], got {shown(value)}')
    for name in value:
        if name not in TIE_BREAK_KEYS:
            place.fail("club", "tie_break", f"{shown(name)} is not one of {', '.join(TIE_BREAK_KEYS)}")
    if len(set(value)) != len(value):
        place.fail("club", "tie_break", f"names a key twice: {shown(value)}")
    return tuple(value)


def _date(data: dict[str, Any], name: str, place: _Place) -> str | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, date) and not hasattr(value, "hour"):
        return value.isoformat()
    if isinstance(value, str):
        try:
            return date.fromisoformat(value.strip()).isoformat()
        except ValueError:
            pass
    place.fail("season", name, f"must be a date such as 2026-01-09, got {shown(value)}")


def _roster(data: dict[str, Any], place: _Place) -> tuple[RosterEntry, ...]:
    players = data.get("player", [])
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        place.fail("", "player", "must be [[player]] tables, one per player")
    entries: list[RosterEntry] = []
    ids: dict[str, int] = {}
    spellings: dict[str, str] = {}  # a name's key -> the id it names
    for index, item in enumerate(players):
        _only(item, _PLAYER_KEYS, "player", place, index)
        entry_id = item.get("id")
        if not isinstance(entry_id, str) or not _ID.fullmatch(entry_id):
            place.fail(
                "player",
                "id",
                f"must be a short id of small letters, digits, - and _ (such as amy or amy-w), got {shown(entry_id)}",
                index,
            )
        if entry_id in ids:
            place.fail("player", "id", f"{entry_id!r} is the id of player {ids[entry_id] + 1} too", index)
        ids[entry_id] = index
        if "name" not in item:
            place.fail("player", "name", f"player {entry_id!r} needs a name", index)
        name = _name(item.get("name"), "name", place, index)
        name_zh = _name(item["name_zh"], "name_zh", place, index) if item.get("name_zh") else ""
        aliases = item.get("aliases", [])
        if not isinstance(aliases, list):
            place.fail("player", "aliases", f'must be a list of names such as ["amy w"], got {shown(aliases)}', index)
        joined = tuple(_name(a, "aliases", place, index) for a in aliases)
        guest = item.get("guest", False)
        if not isinstance(guest, bool):
            place.fail("player", "guest", f"must be true or false, got {shown(guest)}", index)
        entry = RosterEntry(entry_id, name, name_zh, guest, joined)
        for spelling in entry.spellings:
            other = spellings.get(key(spelling))
            if other is not None and other != entry_id:
                place.fail("player", "name", f"{spelling!r} names both {other!r} and {entry_id!r}", index)
            spellings[key(spelling)] = entry_id
        entries.append(entry)
    return tuple(entries)


def _name(value: Any, name: str, place: _Place, index: int) -> str:
    try:
        return player_name(value)
    except LedgerError as exc:
        place.fail("player", name, f"{exc}, got {shown(value)}", index)
