"""Writing club.toml (config.py reads it): only on the secretary's laptop, whole and
atomically, so every other laptop syncing the club folder sees the old file or the new,
never half of one. The file is written back through tomlkit (engine/toml_layout.py): the
secretary's comments, blank lines and order stay, and only the values a change touches
are rewritten.
"""

from __future__ import annotations

import tomllib
from datetime import date
from pathlib import Path
from typing import Any

from mjscore_gui.club.members.config import (
    FILE_NAME,
    VERSION,
    ClubConfig,
    ClubConfigError,
    club_file,
    parse_club,
    read_club,
)
from mjscore_gui.engine.toml_layout import rewrite
from mjscore_gui.files import write_atomically

HEADER = "The club's roster, rules and ranking, read by every laptop (MJScore, club.toml).\nWritten by the secretary's laptop."


def dumps_club(config: ClubConfig, layout: str = "") -> str:
    """club.toml's text for `config` (read back by config.read_club as the same config),
    in the layout of `layout` (the file it replaces) when there is one."""
    return rewrite(layout, _as_data(config), HEADER)


def _as_data(config: ClubConfig) -> dict[str, Any]:
    named = (("name", config.name), ("name_zh", config.name_zh), ("ruleset", config.ruleset))
    club: dict[str, Any] = {k: v for k, v in named if v}
    club |= {
        "table_points": list(config.table_points),
        "min_nights": config.min_nights,
        "tie_break": list(config.tie_break),
    }
    season = {k: date.fromisoformat(v) for k, v in (("from", config.season_from), ("to", config.season_to)) if v}
    players = []
    for entry in config.roster:
        player: dict[str, Any] = {"id": entry.id, "name": entry.name}
        if entry.name_zh:
            player["name_zh"] = entry.name_zh
        if entry.guest:
            player["guest"] = True
        if entry.aliases:
            player["aliases"] = list(entry.aliases)
        players.append(player)
    return (
        {"version": VERSION, "club": club}
        | ({"season": season} if season else {})
        | ({"player": players} if players else {})
    )


def write_club(folder: str | Path, config: ClubConfig, *, secretary: bool) -> Path:
    """Write `config` as the club folder's club.toml. Only the secretary's laptop writes
    it (`secretary`, this laptop's setting); a club.toml there that cannot be read is
    never overwritten (it may be a newer MJScore's, or a hand edit to fix). ClubConfigError
    says why in one line; OSError when the folder cannot be written."""
    if not secretary:
        raise ClubConfigError(
            f"only the secretary's laptop changes {FILE_NAME}; ask the secretary, "
            "or mark this laptop as the secretary's first"
        )
    path = club_file(folder)
    try:
        read_club(folder)
    except ClubConfigError as exc:
        raise ClubConfigError(f"{exc}; it is not overwritten: fix or move it first") from None
    text = dumps_club(config, path.read_text(encoding="utf-8") if path.exists() else "")
    if read_back(text) != config:  # a writer's mistake must not reach every laptop
        raise ClubConfigError(f"{FILE_NAME} would not read back as written; nothing was changed")
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, text)
    return path


def read_back(text: str) -> ClubConfig:
    """`text` read as club.toml is read (for the check before writing, and tests)."""
    return parse_club(tomllib.loads(text), text)
