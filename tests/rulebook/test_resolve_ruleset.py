"""A ruleset named the ways a player or a file names it resolves to one Ruleset."""

from __future__ import annotations

import pytest

from mjscore_gui.engine import RulesetError
from mjscore_gui.rulebook import (
    DEFAULT_RULESET,
    RulesetLibrary,
    get_preset,
    house_rulesets,
    preset_dir,
    resolve_ruleset,
)


def test_nothing_is_the_default_preset():
    assert resolve_ruleset(None) is get_preset(DEFAULT_RULESET)
    assert resolve_ruleset().id == "hk"


def test_a_ruleset_is_taken_as_it_is():
    mine = get_preset("hk").with_settings({"min_faan": 1})
    assert resolve_ruleset(mine) is mine


def test_a_preset_id_is_read_once():
    assert resolve_ruleset("hk") is resolve_ruleset("hk")


def test_a_toml_path_is_read(tmp_path):
    copy = tmp_path / "club.toml"
    copy.write_text(
        (preset_dir() / "hk.toml").read_text(encoding="utf-8").replace("min_faan = 3", "min_faan = 1"), encoding="utf-8"
    )
    ruleset = resolve_ruleset(str(copy))
    assert ruleset.settings["min_faan"] == 1
    assert resolve_ruleset(copy).settings["min_faan"] == 1


def test_an_unknown_name_says_which_rulesets_there_are():
    with pytest.raises(RulesetError, match="unknown ruleset 'nope'; known: .*hk"):
        resolve_ruleset("nope")


def test_a_house_id_is_found_in_the_library_given(tmp_path):
    library = RulesetLibrary(tmp_path)
    library.copy("hk", "friday", "Friday club")
    assert resolve_ruleset("friday", library).id == "friday"
    assert resolve_ruleset("hk", library) is get_preset("hk")  # a preset still comes from the presets
    with pytest.raises(RulesetError, match="unknown ruleset 'friday'; known: "):
        resolve_ruleset("friday", RulesetLibrary(tmp_path / "elsewhere"))


def test_a_house_id_is_found_in_the_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MJSCORE_CONFIG_DIR", str(tmp_path))
    house_rulesets(create=True).copy("hk", "friday", "Friday club")
    assert resolve_ruleset("friday").name == "Friday club"
    assert resolve_ruleset("friday") is resolve_ruleset("friday")  # an unchanged file is read once
