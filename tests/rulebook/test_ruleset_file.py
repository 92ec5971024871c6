"""House ruleset files: written so they read back the same, and a bad one refused with
a message naming the file, the key and the line (issue: house rules)."""

from __future__ import annotations

import pytest

from mjscore_gui.engine import RulesetError
from mjscore_gui.engine.ruleset_file import dumps_ruleset, loads_ruleset
from mjscore_gui.rulebook import get_preset, preset_ids


@pytest.mark.parametrize("preset", preset_ids())
def test_every_preset_round_trips_through_its_file(preset):
    ruleset = get_preset(preset)
    again = loads_ruleset(dumps_ruleset(ruleset), f"{preset}.toml")
    assert again == ruleset
    assert again.to_dict() == ruleset.to_dict()


def _club_text(**changes: str) -> str:
    text = dumps_ruleset(get_preset("hk")).replace('id = "hk"', 'id = "club"', 1)
    for old, new in changes.items():
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def _line_of(text: str, start: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def test_a_bad_setting_names_file_key_expectation_and_line():
    text = _club_text(**{"cap = 13": 'cap = "ten"'})
    with pytest.raises(RulesetError) as err:
        loads_ruleset(text, "club.toml")
    line = _line_of(text, "cap =")
    assert str(err.value) == f"club.toml: cap: must be a whole number from 1 to 20, got 'ten' (line {line})"


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("min_faan = 3", "min_faan = 99", ["min_faan: must be a whole number from 0 to 13, got 99"]),
        ("seven_pairs = true", 'seven_pairs = "no"', ["seven_pairs: must be true or false, got 'no'"]),
        ('payout = "half_spicy"', 'payout = "spicy"', ["payout: must be one of 'full_spicy'", "got 'spicy'"]),
        ('stake = "1"', 'stake = "lots"', ["stake: must be a number from 0.0001 to 1000000, got 'lots'"]),
        ("min_faan = 3", "minimum = 3", ["minimum: unknown setting"]),
        ("faan_limit = 13", 'faan_limit = 13\ncolour = "red"', ["colour: unknown key"]),
        ('id = "club"', 'id = "Club Rules!"', ["id: must be 1-40 lower-case letters"]),
    ],
)
def test_bad_values_are_refused_with_their_key_and_line(old, new, words):
    text = _club_text(**{old: new})
    with pytest.raises(RulesetError) as err:
        loads_ruleset(text, "club.toml")
    message = str(err.value)
    assert message.startswith("club.toml: ")
    for word in words:
        assert word in message
    assert "\n" not in message and len(message) < 300
    if "unknown key" not in message and "must be a table" not in message:
        assert "(line " in message


@pytest.mark.parametrize(
    ("new", "words"),
    [
        ("faan = -1", ["patterns.common_hand.faan: must be a whole number from 0", "got -1"]),
        ('faan = "ten"', ["patterns.common_hand.faan", "got 'ten'"]),
        ('faan = 10\nlimit = "yes"', ["patterns.common_hand.limit: must be true or false"]),
        ('faan = 10\nreplaces = "concealed_hand"', ["patterns.common_hand.replaces: must be a list"]),
        ('faan = 10\nreplaces = ["nothing_like_it"]', ["patterns.common_hand.replaces: unknown pattern"]),
        ("faan = 10\nbonus = 1", ["patterns.common_hand.bonus: unknown key"]),
    ],
)
def test_bad_pattern_values_name_the_pattern(new, words):
    text = _club_text(**{"[patterns.common_hand]  # Common Hand 平糊\nfaan = 1": f"[patterns.common_hand]\n{new}"})
    with pytest.raises(RulesetError) as err:
        loads_ruleset(text, "club.toml")
    for word in words:
        assert word in str(err.value)
    header = _line_of(text, "[patterns.common_hand]")
    assert f"(line {header + len(new.splitlines())})" in str(err.value)  # the last line written


def test_an_unknown_pattern_table_points_at_its_header():
    text = _club_text() + "\n[patterns.lucky_dip]\nfaan = 2\n"
    with pytest.raises(RulesetError) as err:
        loads_ruleset(text, "club.toml")
    assert (
        f"patterns.lucky_dip: unknown pattern; see `mjscore rules show hk` for them all (line {_line_of(text, '[patterns.lucky_dip]')})"
        in str(err.value)
    )


def test_broken_toml_says_where():
    with pytest.raises(RulesetError) as err:
        loads_ruleset('id = "club"\nname = "Club\n', "club.toml")
    assert str(err.value).startswith("club.toml: not a valid TOML file:")
    assert "line 2" in str(err.value)


def test_names_with_quotes_and_chinese_survive_the_file():
    from dataclasses import replace

    ruleset = replace(get_preset("hk"), id="club", name='Amy\'s "Friday" club\\', name_zh="星期五會\x7f")
    assert loads_ruleset(dumps_ruleset(ruleset), "club.toml") == ruleset


def test_settings_must_be_a_table():
    with pytest.raises(RulesetError) as err:
        loads_ruleset('id = "club"\nname = "Club"\nsettings = 5\n', "club.toml")
    assert str(err.value) == "club.toml: settings: must be a table ([settings]), got 5 (line 3)"
