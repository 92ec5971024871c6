"""Writing club.toml (config.py reads it): only on the secretary's laptop, whole and
atomically, so every other laptop syncing the club folder sees the old file or the new,
never half of one.

tomllib only reads, so the file is written here for its one shape: a few keys under
[club] and [season] and a [[player]] table per player. Strings are TOML basic strings
(JSON's escapes are TOML's). Comments in a file written by hand are not kept.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from mjscore_gui.club.members.config import (
    FILE_NAME,
    VERSION,
    ClubConfig,
    ClubConfigError,
    club_file,
    parse_club,
    read_club,
)
from mjscore_gui.files import write_atomically


def toml_string(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def dumps_club(config: ClubConfig) -> str:
    """club.toml's text for `config` (read back by config.read_club as the same config)."""
    lines = [
        "# The club's roster, rules and ranking, read by every laptop (MJScore, club.toml).",
        "# Written by the secretary's laptop; comments here are not kept.",
        f"version = {VERSION}",
        "",
        "[club]",
    ]
    if config.name:
        lines.append(f"name = {toml_string(config.name)}")
    if config.name_zh:
        lines.append(f"name_zh = {toml_string(config.name_zh)}")
    if config.ruleset:
        lines.append(f"ruleset = {toml_string(config.ruleset)}")
    lines.append(f"table_points = [{', '.join(str(p) for p in config.table_points)}]")
    lines.append(f"min_nights = {config.min_nights}")
    lines.append(f"tie_break = [{', '.join(toml_string(k) for k in config.tie_break)}]")
    if config.season_from or config.season_to:
        lines += ["", "[season]"]
        if config.season_from:
            lines.append(f"from = {config.season_from}")
        if config.season_to:
            lines.append(f"to = {config.season_to}")
    for entry in config.roster:
        lines += ["", "[[player]]", f"id = {toml_string(entry.id)}", f"name = {toml_string(entry.name)}"]
        if entry.name_zh:
            lines.append(f"name_zh = {toml_string(entry.name_zh)}")
        if entry.guest:
            lines.append("guest = true")
        if entry.aliases:
            lines.append(f"aliases = [{', '.join(toml_string(a) for a in entry.aliases)}]")
    return "\n".join(lines) + "\n"


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
    text = dumps_club(config)
    if read_back(text) != config:  # a writer's mistake must not reach every laptop
        raise ClubConfigError(f"{FILE_NAME} would not read back as written; nothing was changed")
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, text)
    return path


def read_back(text: str) -> ClubConfig:
    """`text` read as club.toml is read (for the check before writing, and tests)."""
    return parse_club(tomllib.loads(text), text)
