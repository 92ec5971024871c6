"""The presets that ship with the app: resources/rulesets/<id>.toml, each read once a process."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.ruleset_file import read_ruleset_file
from mjscore_gui.resources import resource_path
from mjscore_gui.rulebook.checks import check_ruleset

DEFAULT_RULESET = "hk"


def preset_dir() -> Path:
    return resource_path("rulesets")


@cache
def _sorted_ids() -> tuple[str, ...]:
    return tuple(sorted(path.stem for path in preset_dir().glob("*.toml")))


def preset_ids() -> list[str]:
    return list(_sorted_ids())


def is_preset(ruleset_id: str) -> bool:
    return ruleset_id in _sorted_ids()


@cache
def get_preset(preset_id: str) -> Ruleset:
    """A preset by id, parsed once (presets are read-only data)."""
    if not is_preset(preset_id):
        raise RulesetError(f"unknown ruleset {shown(preset_id)}; presets: {', '.join(preset_ids())}")
    return check_ruleset(read_ruleset_file(preset_dir() / f"{preset_id}.toml"), f"{preset_id}.toml")
