"""Issue 21: ruleset ids that suit every system's file names, and one validation of a
ruleset's data for every way a ruleset comes in (`rules import`, a house file in the
folder, `--ruleset FILE`, a hand's `"ruleset": "x.toml"`, and the rulesets inside a
`ledger import`)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from mjscore_gui.engine import RulesetError
from mjscore_gui.engine.ruleset_file import check_ruleset_id, dumps_ruleset
from mjscore_gui.rulebook import RulesetLibrary, check_ruleset, get_preset, ruleset_problem
from tests.examples import EXAMPLE_HAND

# -- ids ----------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["club\n", "club\r\n", "Club", "-club", "", "a" * 41, "club.toml", "c/d"])
def test_an_id_is_matched_whole(bad):
    with pytest.raises(RulesetError, match="must be 1-40 lower-case letters"):
        check_ruleset_id(bad)


@pytest.mark.parametrize("reserved", ["con", "nul", "aux", "prn", "com1", "com9", "lpt1", "lpt9"])
def test_windows_device_names_are_no_ids(reserved):
    with pytest.raises(RulesetError) as caught:
        check_ruleset_id(reserved)
    assert str(caught.value) == f"id: {reserved!r} is a name Windows keeps for a device; choose another id"


def test_ids_near_the_reserved_names_are_fine():
    for fine in ("con1", "com10", "lpt0", "console", "nul-club", "a", "a" * 40):
        assert check_ruleset_id(fine) == fine


def test_a_reserved_id_cannot_be_copied_to_or_imported(mjscore, tmp_path):
    code, _, err = mjscore("rules", "copy", "hk", "aux", "--name", "Aux")
    assert code != 0 and "Windows keeps for a device" in err
    path = tmp_path / "nul.toml"
    path.write_text(dumps_ruleset(replace(get_preset("hk"), id="nul", name="Nul")), encoding="utf-8")
    code, _, err = mjscore("rules", "import", path)
    assert code != 0
    assert (
        err == "mjscore rules: nul.toml: id: 'nul' is a name Windows keeps for a device; choose another id (line 1)\n"
    )
    assert not (mjscore.config_dir / "rulesets").exists() or not list((mjscore.config_dir / "rulesets").iterdir())


def test_an_id_with_a_newline_is_unknown(mjscore):
    code, _, err = mjscore("rules", "show", "hk\n")
    assert code != 0 and "unknown ruleset" in err


# -- one check of a ruleset's data ----------------------------------------------------------

HK = get_preset("hk")
BAD = {
    "custom table '1 -5'": (
        HK.with_settings({"payout": "custom", "custom_table": "1 -5"}),
        "custom payout table: the points for 1 faan cannot be negative (-5)",
    ),
    "a half-typed table not in use": (
        HK.with_settings({"custom_table": "1 -5"}),
        "custom payout table: the points for 1 faan cannot be negative (-5)",
    ),
    "a limit below the minimum": (
        replace(HK, faan_limit=1),
        "faan_limit: 1 is below the minimum of 3 faan (min_faan); raise the limit or lower the minimum",
    ),
    "a 200,000-character name": (replace(HK, name="x" * 200_000), "name: 200,000 characters; at most 200"),
    "a control character in a name": (
        replace(HK, name="Friday\x07club"),
        "name: holds a control character (U+0007); remove it",
    ),
    "a new line in the Chinese name": (
        replace(HK, name_zh="港\n式"),
        "name_zh: holds a control character (U+000A); remove it",
    ),
    "a minimum out of range": (
        replace(HK, settings={**HK.settings, "min_faan": -1}),
        "min_faan: must be a whole number from 0 to 13, got -1",
    ),
    "a description of 3,000 characters": (
        replace(HK, description="x" * 3000),
        "description: 3,000 characters; at most 2000",
    ),
}


@pytest.mark.parametrize("case", list(BAD))
def test_the_one_check_refuses(case):
    ruleset, problem = BAD[case]
    assert ruleset_problem(ruleset) == problem
    with pytest.raises(RulesetError) as caught:
        check_ruleset(ruleset, "club.toml")
    assert str(caught.value) == f"club.toml: {problem}"


def test_every_preset_passes_the_check():
    from mjscore_gui.rulebook import preset_ids

    for pid in preset_ids():
        assert ruleset_problem(get_preset(pid)) is None
    assert ruleset_problem(replace(HK, description="two lines\nand a\ttab")) is None


def bad_file(tmp_path, case: str, rid: str = "club"):
    ruleset, problem = BAD[case]
    path = tmp_path / f"{rid}.toml"
    path.write_text(dumps_ruleset(replace(ruleset, id=rid)), encoding="utf-8")
    return path, problem


@pytest.mark.parametrize("case", list(BAD))
def test_rules_import_refuses_and_adds_nothing(mjscore, tmp_path, case):
    path, problem = bad_file(tmp_path, case)
    code, _, err = mjscore("rules", "import", path)
    assert code != 0
    # A key the file's reader refuses on its own also names its line: "... (line 9)".
    assert err.removesuffix("\n").split(" (line ")[0] == f"mjscore rules: club.toml: {problem}"
    assert err.count("\n") == 1
    assert not (mjscore.config_dir / "rulesets" / "club.toml").exists()


@pytest.mark.parametrize("case", ["custom table '1 -5'", "a limit below the minimum", "a control character in a name"])
def test_a_ruleset_file_named_anywhere_gets_the_same_refusal(mjscore, tmp_path, case):
    path, problem = bad_file(tmp_path, case)
    line = f"club.toml: {problem}\n"
    assert mjscore("rules", "show", path).err == f"mjscore rules: {line}"
    assert mjscore("score", stdin=dict(EXAMPLE_HAND, ruleset=str(path))).err == f"mjscore score: {line}"
    ran = mjscore("ledger", "new", "--players", "A", "B", "C", "D", "--ruleset", path)
    assert ran.code != 0 and ran.err.endswith(line)


def test_a_bad_house_file_in_the_folder_is_skipped_with_why(tmp_path):
    path, problem = bad_file(tmp_path, "a limit below the minimum")
    library = RulesetLibrary(tmp_path)
    assert "club" not in library.ids()
    assert [(b.path, b.message) for b in library.broken()] == [(path, f"club.toml: {problem}")]
    assert path.exists()  # kept as it is


def test_the_window_cannot_save_a_bad_ruleset(tmp_path):
    library = RulesetLibrary(tmp_path)
    with pytest.raises(RulesetError, match="name: holds a control character"):
        library.save(replace(HK, id="club", name="Friday\x1bclub"))
    assert not list(tmp_path.iterdir())


# -- rulesets inside a ledger import --------------------------------------------------------


def export_with(mjscore, tamper) -> dict:
    assert mjscore("ledger", "new", "--players", "A", "B", "C", "D", "--name", "Friday").code == 0
    export = json.loads(mjscore("ledger", "export", "--format", "json").out)
    export["session"]["uuid"] = "0b0d3a4e-7c0a-4d37-8e33-2c4f5b8a9d10"  # a night this ledger has not seen
    tamper(export["session"]["ruleset"])
    return export


@pytest.mark.parametrize(
    ("tamper", "problem"),
    [
        (lambda r: r["settings"].update(payout="custom", custom_table="1 -5"), BAD["custom table '1 -5'"][1]),
        (lambda r: r.update(faan_limit=1), BAD["a limit below the minimum"][1]),
        (lambda r: r.update(name="x" * 5000), "name: 5,000 characters; at most 200"),
        (lambda r: r.update(name="Friday\x00club"), "name: holds a control character (U+0000); remove it"),
    ],
)
def test_ledger_import_refuses_a_bad_embedded_ruleset(mjscore, tmp_path, tamper, problem):
    export = export_with(mjscore, tamper)
    good = json.loads(json.dumps(export))
    good["session"]["ruleset"] = get_preset("hk").to_dict()
    good["session"]["uuid"] = "5a3f1e0c-1111-4c2b-9f00-aa0000000001"
    path = tmp_path / "nights.json"
    path.write_text(json.dumps([good, export]), encoding="utf-8")
    before = mjscore("ledger", "list").out
    code, out, err = mjscore("ledger", "import", path)
    assert (code != 0, out) == (True, "")
    assert err == f"mjscore ledger: session 2: the ruleset of session 'Friday': {problem}\n"
    assert mjscore("ledger", "list").out == before  # nothing of the file, not even session 1


def test_ledger_import_refuses_a_bad_rules_change(mjscore, tmp_path):
    export = export_with(mjscore, lambda r: None)
    bad = get_preset("hk").to_dict()
    bad["faan_limit"] = 1
    export["entries"].append({"kind": "rules", "record": {"rules": bad}})
    path = tmp_path / "night.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    code, _, err = mjscore("ledger", "import", path)
    assert code != 0
    assert err == (
        "mjscore ledger: entry 1: the rules change of session 'Friday': faan_limit: 1 is below the minimum of 3 faan "
        "(min_faan); raise the limit or lower the minimum\n"
    )


def test_ledger_import_refuses_a_200000_character_name_before_looking_further(mjscore, tmp_path):
    export = export_with(mjscore, lambda r: r.update(name="x" * 200_000))
    path = tmp_path / "night.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    before = mjscore("ledger", "list").out
    code, _, err = mjscore("ledger", "import", path)
    assert code != 0
    assert err == "mjscore ledger: the export holds text too long to be meant (200000 characters)\n"
    assert mjscore("ledger", "list").out == before
