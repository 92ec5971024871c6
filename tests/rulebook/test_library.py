"""House rulesets kept in the player's folder: copy, change, delete, import, export,
and a broken file reported and kept while the app carries on with the rest."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mjscore_gui.engine import RulesetError
from mjscore_gui.rulebook import HOUSE, PRESET, RulesetLibrary, get_preset, preset_ids
from tests.conftest import json_entry


@pytest.fixture
def library(tmp_path) -> RulesetLibrary:
    return RulesetLibrary(tmp_path / "rulesets")


def test_presets_are_listed_first_and_cannot_be_changed(library):
    entries = library.entries()
    assert [e.id for e in entries] == preset_ids()
    assert {e.kind for e in entries} == {PRESET}
    with pytest.raises(RulesetError, match="preset"):
        library.save(get_preset("hk"))
    with pytest.raises(RulesetError, match="cannot be deleted"):
        library.delete("hk")


def test_a_copy_is_kept_with_its_changes(library):
    club = library.copy("hk", "club", "Friday club", "星期五會")
    assert club.settings == get_preset("hk").settings
    assert club.patterns == get_preset("hk").patterns
    changed = club.with_settings({"cap": 10}).with_pattern_faan({"seven_pairs": 0})
    library.save(changed)
    again = RulesetLibrary(library.folder).get("club")
    assert again.settings["cap"] == 10
    assert again.patterns["seven_pairs"].faan == 0
    assert (again.name, again.name_zh) == ("Friday club", "星期五會")
    assert [e.id for e in library.entries() if e.kind == HOUSE] == ["club"]
    with pytest.raises(RulesetError, match="exists already"):
        library.copy("hk", "club", "Another")


def test_export_then_import_on_another_laptop(library, tmp_path):
    library.save(replace(library.copy("hk", "club", "Friday club"), name="Friday club").with_settings({"cap": 8}))
    file = library.export("club", tmp_path / "mail" / "club.toml")
    other = RulesetLibrary(tmp_path / "other-laptop")
    imported = other.import_file(file)
    assert imported == library.get("club")
    assert other.get("club").settings["cap"] == 8
    with pytest.raises(RulesetError, match="exists already"):
        other.import_file(file)
    assert other.import_file(file, replace_existing=True) == imported


def test_a_bad_import_changes_nothing(library, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(library.folder.name and 'id = "club"\nname = "Club"\n[settings]\ncap = "ten"\n', encoding="utf-8")
    with pytest.raises(RulesetError, match=r"bad.toml: cap: must be a whole number from 1 to 20, got 'ten' \(line 4\)"):
        library.import_file(bad)
    assert not library.folder.exists() or not list(library.folder.glob("*.toml"))
    exported_preset = tmp_path / "hk.toml"
    RulesetLibrary(None).export("hk", exported_preset)
    with pytest.raises(RulesetError, match="preset's id"):
        library.import_file(exported_preset)


def test_a_broken_file_is_reported_kept_and_the_rest_still_work(library):
    library.copy("hk", "club", "Friday club")
    broken = library.folder / "old.toml"
    original = 'id = "old"\nname = "Old"\n\n[settings]\ncap = "ten"\n'
    broken.write_text(original, encoding="utf-8")
    (library.folder / "notes.toml").write_bytes(b"\xff\xfe not text")
    ids = [e.id for e in library.entries()]
    assert ids == [*preset_ids(), "club"]
    problems = {b.path.name: b.message for b in library.broken()}
    assert problems["old.toml"] == "old.toml: cap: must be a whole number from 1 to 20, got 'ten' (line 5)"
    assert "not UTF-8" in problems["notes.toml"]
    assert broken.read_text(encoding="utf-8") == original  # kept exactly as it was


def test_a_file_whose_id_differs_from_its_name_is_reported(library):
    library.copy("hk", "club", "Friday club")
    (library.folder / "club.toml").rename(library.folder / "renamed.toml")
    assert [b.path.name for b in library.broken()] == ["renamed.toml"]
    assert "differs from the file name" in library.broken()[0].message


def test_delete_removes_only_the_house_file(library):
    library.copy("hk", "club", "Friday club")
    library.delete("club")
    assert [e.id for e in library.entries()] == preset_ids()
    with pytest.raises(RulesetError):
        library.get("club")


def test_unique_ids(library):
    library.copy("hk", "hk-house", "House")
    assert library.free_id("hk-house") == "hk-house-2"


def test_a_session_keeps_its_frozen_rules_after_the_house_file_changes(library, tmp_path):
    """Seed 001 half spicy: 10 faan pays 128 (2^7); with the club's cap of 8 it pays the
    8-faan amount, 64. Changing the house file later must not touch the recorded night."""
    from mjscore_gui.ledger import Ledger

    club = library.copy("hk", "club", "Friday club").with_settings({"cap": 8})
    library.save(club)
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], library.get("club"))
        session.record(json_entry({"faan": 10, "seat_wind": "S", "win": "discard", "discarder": "E"}))
        assert session.totals()["Ben"] == 64
    library.save(library.get("club").with_settings({"cap": 13}))
    with Ledger.open(tmp_path) as ledger:
        session = ledger.session(None)
        assert session.totals() == {"Amy": -64, "Ben": 64, "Cat": 0, "Dan": 0}
        assert session.ruleset.settings["cap"] == 8


def test_an_edit_of_one_setting_keeps_every_comment(library, tmp_path):
    library.copy("hk", "club", "Friday club")
    path = library.folder / "club.toml"
    text = "# top of the file\n\n" + path.read_text(encoding="utf-8")
    text = text.replace("[settings]", "# between tables\n[settings]", 1).replace("cap = 13", "cap = 13  # trailing", 1)
    path.write_text(text, encoding="utf-8")
    library.save(RulesetLibrary(library.folder).get("club").with_settings({"cap": 10}))
    assert path.read_text(encoding="utf-8") == text.replace("cap = 13  # trailing", "cap = 10  # trailing")
