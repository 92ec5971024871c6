"""The rulebook: every ruleset a player can name, and where each lives.

The presets ship with the app (resources/rulesets/, presets.py); the club's house
rulesets are TOML files in the user's config folder (library.py; `MJSCORE_CONFIG_DIR`,
else the data folder, see paths.py). `resolve_ruleset` turns what a player or a hand
names into a `Ruleset`: every command and the window resolve ids here, so an id that
`mjscore rules list` shows works everywhere and an unknown one gets the same refusal.
The engine only reads a ruleset's data; it knows no folder.

A club folder's rulesets (club/members/config.py: `rulesets/` beside club.toml) join them once a
face says where they are (`use_club_rulesets`, when it learns the club folder): every
later resolution sees `club-friday`, read-only, on every laptop of the club.
"""

from __future__ import annotations

from pathlib import Path

from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.ruleset_file import read_ruleset_file
from mjscore_gui.paths import rulesets_dir
from mjscore_gui.rulebook.checks import check_ruleset, ruleset_problem
from mjscore_gui.rulebook.library import CLUB, HOUSE, PRESET, LibraryEntry, RulesetLibrary
from mjscore_gui.rulebook.presets import DEFAULT_RULESET, get_preset, is_preset, preset_dir, preset_ids

__all__ = [
    "CLUB",
    "DEFAULT_RULESET",
    "HOUSE",
    "PRESET",
    "check_ruleset",
    "LibraryEntry",
    "RulesetLibrary",
    "get_preset",
    "house_rulesets",
    "is_preset",
    "names_a_file",
    "preset_dir",
    "preset_ids",
    "resolve_ruleset",
    "ruleset_problem",
    "use_club_rulesets",
]

# The club folder's rulesets this process sees (None: no club folder); set by a face.
_club_rulesets: Path | None = None


def use_club_rulesets(folder: Path | None) -> None:
    """From now on `house_rulesets()` (and so every id resolved by default) also sees the
    rulesets in `folder` (the club folder's `rulesets/`); None: no club's."""
    global _club_rulesets
    _club_rulesets = folder


def house_rulesets(create: bool = False) -> RulesetLibrary:
    """The presets, the club folder's rulesets (`use_club_rulesets`) and the house
    rulesets in the config folder (made only when `create`: by what writes there)."""
    return RulesetLibrary(rulesets_dir(create), _club_rulesets)


def names_a_file(ref: str) -> bool:
    """Whether a ruleset reference is the path of a TOML file rather than an id (ids have
    no dots or slashes, see `ruleset_file.check_ruleset_id`)."""
    return ref.endswith(".toml") or "/" in ref or "\\" in ref


def resolve_ruleset(ref: Ruleset | str | Path | None = None, library: RulesetLibrary | None = None) -> Ruleset:
    """A ruleset as a player or a file names it: a Ruleset as it is, nothing for the
    default preset, an id (a preset, or a house ruleset of `library`, by default the
    config folder's), or the path of a ruleset TOML file."""
    if isinstance(ref, Ruleset):
        return ref
    if ref is None:
        return get_preset(DEFAULT_RULESET)
    if isinstance(ref, str) and not names_a_file(ref):
        if is_preset(ref):  # most hands: no folder to look at
            return get_preset(ref)
        return (library or house_rulesets()).get(ref)
    path = Path(ref)
    if path.suffix != ".toml":
        raise RulesetError(f"unknown ruleset {shown(str(ref))}: a ruleset file's name ends in .toml")
    return check_ruleset(read_ruleset_file(path), path.name)
