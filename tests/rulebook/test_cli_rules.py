"""`mjscore rules …` for house rulesets: copy, export, import on a fresh folder, diff,
show as a page, and a broken file that is reported while everything else works."""

from __future__ import annotations

import json

from mjscore_gui.rulebook import house_rulesets, preset_ids


def test_copy_export_import_elsewhere_and_record_with_it(tmp_path, mjscore):
    assert mjscore("rules", "copy", "hk", "club", "--name", "Friday club", "--name-zh", "星期五會")[0] == 0
    file = tmp_path / "club.toml"
    assert mjscore("rules", "export", "club", "-o", str(file))[0] == 0
    # The club's cap: pay 8 faan at most.
    file.write_text(file.read_text(encoding="utf-8").replace("cap = 13", "cap = 8"), encoding="utf-8")

    mjscore.use(tmp_path / "other-data", tmp_path / "other-laptop")
    code, out, _ = mjscore("rules", "import", str(file))
    assert (code, out.strip()) == (0, "added house ruleset club (Friday club)")
    listed = json.loads(mjscore("rules", "list")[1])
    assert [r["id"] for r in listed] == [*preset_ids(), "club"]
    assert listed[-1]["kind"] == "house"

    assert mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan", "--ruleset", "club")[0] == 0
    hand = {"faan": 10, "seat_wind": "S", "win": "discard", "discarder": "E"}
    assert mjscore("ledger", "record", stdin=hand)[0] == 0
    totals = json.loads(mjscore("ledger", "totals")[1])
    # Seed 001 half spicy, capped at 8 faan by the house rule: 64, not the 10-faan 128.
    assert totals["totals"] == {"Amy": -64, "Ben": 64, "Cat": 0, "Dan": 0}


def test_diff_lists_each_difference_on_its_own_line(mjscore):
    mjscore("rules", "copy", "hk", "club", "--name", "Friday club")
    code, out, _ = mjscore("rules", "diff", "hk", "club")
    assert (code, out.strip()) == (0, "no differences between hk and club")
    library = house_rulesets()
    library.save(
        library.get("club")
        .with_settings({"min_faan": 1, "payout": "full_spicy"})
        .with_pattern_faan({"seven_pairs": 0, "all_one_suit": 8})
    )
    lines = mjscore("rules", "diff", "hk", "club")[1].splitlines()
    assert lines == [
        "settings.min_faan: 3 -> 1  (Minimum faan to win 起糊番數)",
        "settings.payout: half_spicy -> full_spicy  (Payout table 計分表)",
        "patterns.all_one_suit: 7 faan -> 8 faan  (All One Suit 清一色)",
        "patterns.seven_pairs: 4 faan -> not played  (Seven Pairs 七對子)",
    ]
    as_json = json.loads(mjscore("rules", "diff", "hk", "club", "--format", "json")[1])
    assert as_json[0] == {"key": "settings.min_faan", "label": "Minimum faan to win 起糊番數", "a": "3", "b": "1"}


def test_a_broken_house_file_is_reported_and_the_rest_works(tmp_path, mjscore):
    folder = tmp_path / "config" / "rulesets"
    folder.mkdir(parents=True)
    broken = folder / "club.toml"
    broken.write_text('id = "club"\nname = "Club"\n\n[settings]\ncap = "ten"\n', encoding="utf-8")
    code, out, err = mjscore("rules", "list")
    assert code == 0
    assert [r["id"] for r in json.loads(out)] == preset_ids()
    assert "club.toml: cap: must be a whole number from 1 to 20, got 'ten' (line 5)" in err
    assert broken.exists()
    code, _, err = mjscore("rules", "import", str(broken))
    assert code != 0 and err.count("\n") == 1
    assert "cap: must be a whole number from 1 to 20, got 'ten' (line 5)" in err


def test_show_as_a_page(tmp_path, mjscore):
    code, md, _ = mjscore("rules", "show", "hk", "--format", "md")
    assert code == 0 and md.startswith("# Hong Kong (New Style)")
    assert "### 清一色 All One Suit — 7 faan" in md
    target = tmp_path / "hk.html"
    assert mjscore("rules", "show", "hk", "--format", "html", "-o", str(target))[0] == 0
    assert "<h2>Limit hands 爆棚</h2>" in target.read_text(encoding="utf-8")


def test_presets_cannot_be_deleted_or_overwritten(mjscore):
    code, _, err = mjscore("rules", "delete", "hk")
    assert code != 0 and "preset" in err
    code, _, err = mjscore("rules", "copy", "hk", "hk", "--name", "Mine")
    assert code != 0 and "preset's id" in err


def test_a_commented_house_file_survives_import_and_export_byte_for_byte(tmp_path, mjscore):
    assert mjscore("rules", "copy", "hk", "club", "--name", "Friday club")[0] == 0
    plain = tmp_path / "plain.toml"
    assert mjscore("rules", "export", "club", "-o", str(plain))[0] == 0
    text = plain.read_text(encoding="utf-8")
    text = "# Friday club's rules, kept by the secretary.\n\n" + text
    text = text.replace("[settings]", "# Agreed at the AGM, March.\n\n[settings]", 1)
    text = text.replace("cap = 13", "cap = 8   # we pay 8 faan at most", 1)
    commented = tmp_path / "commented.toml"
    commented.write_bytes(text.encode("utf-8"))

    exported = []
    for n in (1, 2):
        mjscore.use(tmp_path / f"data-{n}", tmp_path / f"laptop-{n}")
        assert mjscore("rules", "import", str(commented))[0] == 0
        out = tmp_path / f"out-{n}.toml"
        assert mjscore("rules", "export", "club", "-o", str(out))[0] == 0
        exported.append(out.read_bytes())
        commented = out
    assert exported == [text.encode("utf-8")] * 2
