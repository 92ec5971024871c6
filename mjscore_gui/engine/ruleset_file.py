"""A ruleset as a TOML file a club keeps and passes around: writing one, and reading one
back with messages that name the file, the line and the key.

A house ruleset is an ordinary ruleset (same keys as the presets under
resources/rulesets/), so a file written here is also a valid `"ruleset": "file.toml"`
for `mjscore score`, and both are read by the one reader, `read_ruleset_text`, whose
checks tell a player "club.toml: cap: must be a whole number from 1 to 20, got 'ten'
(line 12)" rather than a generic refusal.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mjscore_gui.engine.errors import RulesetError, shown
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.ruleset import PATTERN_KEYS, Ruleset, read_ruleset_text
from mjscore_gui.engine.ruleset_toml import KeyPlace, decode_toml
from mjscore_gui.engine.settings import all_settings
from mjscore_gui.files import FileRefused, read_regular_file
from mjscore_gui.limits import MAX_RULESET_BYTES

# A ruleset id is also its file name: letters, digits, - and _, starting with a letter or
# digit (matched whole: `fullmatch`, so "club\n" is no id).
RULESET_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")
# Names Windows keeps for devices, with or without an extension: a file "con.toml" made on
# Linux could not be opened there.
WINDOWS_RESERVED = frozenset(
    ["con", "prn", "aux", "nul"] + [f"com{n}" for n in range(1, 10)] + [f"lpt{n}" for n in range(1, 10)]
)


def check_ruleset_id(ruleset_id: object) -> str:
    if not isinstance(ruleset_id, str) or not RULESET_ID.fullmatch(ruleset_id):
        raise RulesetError(
            f"id: must be 1-40 lower-case letters, digits, - or _ (it names the file), got {shown(ruleset_id)}"
        )
    if ruleset_id.casefold() in WINDOWS_RESERVED:
        raise RulesetError(f"id: {ruleset_id!r} is a name Windows keeps for a device; choose another id")
    return ruleset_id


# -- writing ------------------------------------------------------------------------


def dumps_ruleset(ruleset: Ruleset, comment: str = "") -> str:
    """The ruleset as TOML that `loads_ruleset` reads back to an equal ruleset: each
    setting's label and each pattern's names as comments, for the person who opens it."""
    import tomlkit  # imported here: only a file written needs it (reading is tomllib)

    data = ruleset.to_dict()
    labels = {spec.key: spec.label for spec in all_settings()}
    document = tomlkit.document()
    for line in comment.splitlines():
        document.add(tomlkit.comment(line.rstrip()))
    document.update({key: value for key, value in data.items() if not isinstance(value, dict)})
    if data.get("units"):
        document["units"] = data["units"]
    settings = tomlkit.table()
    for key, value in data["settings"].items():
        settings.add(key, _commented(tomlkit.item(value), labels.get(key, "")))
    document["settings"] = settings
    patterns = tomlkit.table(is_super_table=True)
    for pid, rule in data["patterns"].items():
        table = tomlkit.table()
        table.update({key: rule[key] for key in PATTERN_KEYS if key in rule})
        pattern = PATTERNS.get(pid)
        patterns[pid] = _commented(table, f"{pattern.name} {pattern.name_zh}" if pattern else "")
    document["patterns"] = patterns
    return document.as_string()


def _commented(item: Any, comment: str) -> Any:
    if comment:
        item.comment(comment)
        item.trivia.comment_ws = "  "
    return item


# -- reading ------------------------------------------------------------------------


def loads_ruleset(text: str, filename: str) -> Ruleset:
    """A house ruleset file's text, checked key by key as every ruleset is
    (`ruleset_from_dict`); its id must also suit a file name, since it names its file."""
    ruleset = read_ruleset_text(text, filename)
    try:
        check_ruleset_id(ruleset.id)
    except RulesetError as exc:
        KeyPlace(filename, text).fail("", "id", str(exc).removeprefix("id: "))
    return ruleset


def read_ruleset_bytes(path: Path) -> bytes:
    """The bytes of a ruleset file, read only when it is a regular file of at most
    MAX_RULESET_BYTES (a FIFO, a device or a 2 GB file is refused at once)."""
    try:
        return read_regular_file(path, MAX_RULESET_BYTES, "ruleset", path.name)
    except FileRefused as exc:
        raise RulesetError(str(exc)) from None


def read_ruleset_file(path: Path) -> Ruleset:
    """The ruleset in the TOML file at `path` (a preset, or a file a hand or a player names);
    RulesetError names the file when it is missing, unreadable or wrong."""
    return read_ruleset_text(decode_toml(read_ruleset_bytes(path), path.name), path.name)
