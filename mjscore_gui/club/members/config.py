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

from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from mjscore_gui.club.members.tie_break import TIE_BREAK_KEYS
from mjscore_gui.engine.errors import RulesetError
from mjscore_gui.engine.ruleset_toml import decode_toml, parse_toml_text
from mjscore_gui.engine.toml_layout import key_line
from mjscore_gui.files import FileRefused, read_regular_file
from mjscore_gui.ledger.names import key, player_name, text
from mjscore_gui.limits import MAX_LINE
from mjscore_gui.schema import SchemaError, decode, rule, shown

FILE_NAME = "club.toml"
VERSION = 1
MAX_BYTES = 1_000_000  # a roster of thousands of players is far below this

DEFAULT_TABLE_POINTS = (4, 2, 1, 0)
DEFAULT_TIE_BREAK = ("table_points", "total", "hands_won")
MAX_PLACES = 10
MAX_POINTS = 1000

_NAME = "a player's name (text)"


def _line_text(value: str) -> str:
    return text(value, "the name", MAX_LINE, single_line=True)


class ClubConfigError(ValueError):
    """club.toml cannot be used; `str()` is one line naming the file, the key and its line."""


@dataclass(frozen=True, slots=True)
class RosterEntry:
    id: str = rule(
        pattern=r"[a-z0-9][a-z0-9_-]{0,39}", expected="a short id of small letters, digits, - and _ (such as amy)"
    )
    name: str = rule(parse=player_name, expected=_NAME)
    name_zh: str = rule("", parse=lambda name: player_name(name) if name else "", expected=_NAME)
    guest: bool = False
    aliases: tuple[str, ...] = rule((), parse=player_name, expected=_NAME)  # other spellings typed at a table

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
    """The settings; read from club.toml's [club] (the season and the roster from their tables)."""

    name: str = rule("", parse=_line_text)
    name_zh: str = rule("", parse=_line_text)
    ruleset: str | None = rule(None, pattern=r"[A-Za-z0-9_-]{1,64}", expected="a ruleset's id such as club-friday")
    table_points: tuple[int, ...] = rule(DEFAULT_TABLE_POINTS, between=(0, MAX_POINTS), count=(1, MAX_PLACES))
    min_nights: int = rule(0, between=(0, 1000))
    tie_break: tuple[str, ...] = rule(
        DEFAULT_TIE_BREAK,
        pattern="|".join(TIE_BREAK_KEYS),
        expected=f"one of {', '.join(TIE_BREAK_KEYS)}",
        count=(1, 9),
    )
    season_from: str | None = rule(None, read=False)  # YYYY-MM-DD
    season_to: str | None = rule(None, read=False)
    roster: tuple[RosterEntry, ...] = rule((), read=False)

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


@dataclass(frozen=True)
class _Season:
    start: date | None = rule(None, key="from")
    end: date | None = rule(None, key="to")


@dataclass(frozen=True)
class _ClubFile:
    """club.toml as written: every key checked, an unknown one refused (a typing slip)."""

    version: int = rule(VERSION, between=(1, 10**9), expected="a version number (a whole number from 1)")
    club: ClubConfig = ClubConfig()
    season: _Season = _Season()
    player: tuple[RosterEntry, ...] = ()


def parse_club(data: dict[str, Any], source: str = "") -> ClubConfig:
    """club.toml's data (as tomllib reads it) checked; `source` is its text, for lines."""
    try:
        read = decode(_ClubFile, data, strict=True)
        if read.version > VERSION:
            raise SchemaError(
                ("version",), f"is {read.version}: the file was written by a newer MJScore; update this laptop"
            )
        start, end, points, tie_break = read.season.start, read.season.end, read.club.table_points, read.club.tie_break
        if start and end and start > end:
            raise SchemaError(("season", "to"), f"{end} is before the season's start, {start}")
        if any(a < b for a, b in zip(points, points[1:])):
            raise SchemaError(("club", "table_points"), f"must not rise from one place to the next, got {list(points)}")
        if len(set(tie_break)) != len(tie_break):
            raise SchemaError(("club", "tie_break"), f"names a key twice: {list(tie_break)}")
        _check_roster(read.player)
    except SchemaError as exc:
        lines = (key_line(source, exc.path[:depth]) for depth in range(len(exc.path), 0, -1)) if source else ()
        line = next((n for n in lines if n), None)  # the key's, else the nearest table's holding it
        raise ClubConfigError(f"{FILE_NAME}: {exc}" + (f" (line {line})" if line else "")) from None
    return replace(
        read.club,
        season_from=start.isoformat() if start else None,
        season_to=end.isoformat() if end else None,
        roster=read.player,
    )


def _check_roster(players: tuple[RosterEntry, ...]) -> None:
    """Each id once, and each spelling (as the ledger compares names) naming one player."""
    ids: set[str] = set()
    spellings: dict[str, str] = {}  # a name's key -> the id it names
    for index, entry in enumerate(players):
        if entry.id in ids:
            raise SchemaError(("player", index, "id"), f"{shown(entry.id)} is the id of an earlier [[player]] too")
        ids.add(entry.id)
        for spelling in entry.spellings:
            other = spellings.setdefault(key(spelling), entry.id)
            if other != entry.id:
                raise SchemaError(
                    ("player", index, "name"), f"{shown(spelling)} names both {shown(other)} and {shown(entry.id)}"
                )
