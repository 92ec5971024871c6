"""club.toml: read on every laptop, written only by the secretary's, atomically; a bad
file is one line naming the key and its line, and is kept as it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjscore_gui.club.members.club_toml import dumps_club, read_back, write_club
from mjscore_gui.club.members.config import ClubConfig, ClubConfigError, RosterEntry, load_club, read_club
from mjscore_gui.club.members.roster import Roster, add, identify, join, set_guest, unjoin
from mjscore_gui.rulebook import CLUB, RulesetLibrary, house_rulesets, resolve_ruleset, use_club_rulesets

CLUB_TOML = """\
version = 1

[club]
name = "Friday Club"
name_zh = "星期五麻雀會"
ruleset = "club-friday"
table_points = [4, 2, 1, 0]
min_nights = 3
tie_break = ["table_points", "total", "hands_won"]

[season]
from = 2026-01-09
to = "2026-06-26"

[[player]]
id = "amy"
name = "Amy"
name_zh = "陳美"
aliases = ["amy w"]

[[player]]
id = "kit"
name = "Kit"
guest = true
"""


def _folder(tmp_path: Path, text: str = CLUB_TOML) -> Path:
    folder = tmp_path / "club"
    folder.mkdir(exist_ok=True)
    (folder / "club.toml").write_text(text, encoding="utf-8")
    return folder


def test_reads_the_roster_rules_and_ranking(tmp_path):
    config = read_club(_folder(tmp_path))
    assert (config.name, config.name_zh, config.ruleset) == ("Friday Club", "星期五麻雀會", "club-friday")
    assert config.table_points == (4, 2, 1, 0) and config.points_for_place(5) == 0
    assert (config.min_nights, config.tie_break) == (3, ("table_points", "total", "hands_won"))
    assert (config.season_from, config.season_to) == ("2026-01-09", "2026-06-26")
    assert config.roster == (
        RosterEntry("amy", "Amy", "陳美", False, ("amy w",)),
        RosterEntry("kit", "Kit", "", True, ()),
    )


def test_no_file_gives_the_defaults(tmp_path):
    config = read_club(tmp_path)
    assert config == ClubConfig() and config.table_points == (4, 2, 1, 0) and config.roster == ()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ("min_nights = 3", "min_nights = -1"),
            "club.toml: $.club.min_nights: expected a whole number from 0 to 1000, got -1 (line 8)",
        ),
        (
            ("min_nights = 3", "min_night = 3"),
            "club.toml: $.club.min_night: is not a key known here (it takes min_nights, name,",
        ),
        (
            ("[4, 2, 1, 0]", "[1, 2, 4]"),
            "club.toml: $.club.table_points: must not rise from one place to the next, got [1, 2, 4] (line 7)",
        ),
        (
            ('"hands_won"]', '"luck"]'),
            "club.toml: $.club.tie_break[2]: expected one of table_points, total, average, hands_won, biggest_hand, "
            'nights, got "luck" (line 9)',
        ),
        (
            ('to = "2026-06-26"', "to = 2025-06-26"),
            "club.toml: $.season.to: 2025-06-26 is before the season's start, 2026-01-09 (line 13)",
        ),
        (
            ('id = "kit"', 'id = "amy"'),
            'club.toml: $.player[1].id: "amy" is the id of an earlier [[player]] too (line 22)',
        ),
        (
            ('name = "Kit"', 'name = "AMY W"'),
            'club.toml: $.player[1].name: "AMY W" names both "amy" and "kit" (line 23)',
        ),
        (
            ("guest = true", 'guest = "yes"'),
            'club.toml: $.player[1].guest: expected true or false, got "yes" (line 24)',
        ),
        (
            ("version = 1", "version = 9"),
            "club.toml: $.version: is 9: the file was written by a newer MJScore; update this laptop (line 1)",
        ),
        (("[season]", "[season"), "club.toml: not a valid TOML file"),
    ],
)
def test_a_bad_file_is_one_line_naming_the_key_and_line_and_is_kept(tmp_path, change, message):
    text = CLUB_TOML.replace(*change)
    folder = _folder(tmp_path, text)
    with pytest.raises(ClubConfigError) as caught:
        read_club(folder)
    assert str(caught.value).startswith(message) and "\n" not in str(caught.value)
    config, notice = load_club(folder)  # the standings go on with the defaults
    assert config == ClubConfig() and notice is not None and notice.startswith(message)
    with pytest.raises(ClubConfigError, match="not overwritten"):
        write_club(folder, ClubConfig(), secretary=True)
    assert (folder / "club.toml").read_text(encoding="utf-8") == text  # kept as it was


def test_only_the_secretary_writes_and_it_reads_back_the_same(tmp_path):
    folder = _folder(tmp_path)
    config = read_club(folder)
    with pytest.raises(ClubConfigError, match="only the secretary's laptop"):
        write_club(folder, config, secretary=False)
    changed, entry = add(config, "Ben Chan", name_zh="陳斌")
    assert entry.id == "ben-chan"
    write_club(folder, changed, secretary=True)
    assert read_club(folder) == changed
    assert [p.name for p in folder.iterdir()] == ["club.toml"]  # the temp file was renamed into place
    assert read_back(dumps_club(changed)) == changed


def test_the_writer_escapes_names(tmp_path):
    config = ClubConfig(roster=(RosterEntry("q", 'Q "the \\ quote"', aliases=("O'Neil # 1",)),))
    write_club(tmp_path, config, secretary=True)
    assert read_club(tmp_path) == config


def test_identity_by_name_chinese_name_or_alias():
    roster = Roster((RosterEntry("amy", "Amy", "陳美", aliases=("amy w",)), RosterEntry("kit", "Kit", guest=True)))
    people = identify(["AMY ", "陳美", "Amy W", "Kit", "Zed", "zed"], roster)
    assert people.counted == {"AMY ": "Amy", "陳美": "Amy", "Amy W": "Amy", "Kit": "Kit", "Zed": "Zed", "zed": "Zed"}
    assert people.not_on_roster == ("Zed",)
    # This laptop's own merged names (players.json) are followed for a name the roster lacks.
    assert identify(["Aimee"], roster, {"Aimee": "amy w"}).counted == {"Aimee": "Amy"}


def test_the_secretarys_changes():
    config = ClubConfig(roster=(RosterEntry("amy", "Amy"), RosterEntry("kit", "Kit")))
    joined = join(config, "Amy W", "amy")
    assert joined.roster[0].aliases == ("Amy W",)
    with pytest.raises(ClubConfigError, match="already counts as Amy"):
        join(joined, "amy w", "kit")
    with pytest.raises(ClubConfigError, match="no player with the id 'bob'"):
        join(config, "Bob", "bob")
    assert unjoin(joined, "amy w") == config
    with pytest.raises(ClubConfigError, match="already counts as Kit"):
        add(config, "kit")
    assert set_guest(config, "kit", True).roster[1].guest
    _, chinese = add(config, "陳美")
    assert chinese.id == "p1"


def test_the_clubs_rulesets_resolve_by_id_on_every_laptop(tmp_path):
    house = tmp_path / "house"
    lib = RulesetLibrary(house)
    lib.copy("hk", "club-friday", "Friday rules", "星期五規則")
    club = tmp_path / "club" / "rulesets"
    club.mkdir(parents=True)
    (club / "club-friday.toml").write_bytes((house / "club-friday.toml").read_bytes())
    (club / "broken.toml").write_text("not toml [", encoding="utf-8")
    elsewhere = RulesetLibrary(tmp_path / "other-house", club)  # another laptop: no house copy
    assert elsewhere.get("club-friday").name == "Friday rules"
    assert [(e.id, e.kind) for e in elsewhere.entries() if e.kind == CLUB] == [("club-friday", CLUB)]
    assert [b.path.name for b in elsewhere.broken()] == ["broken.toml"]
    use_club_rulesets(club)
    try:
        assert house_rulesets().club == club
        assert resolve_ruleset("club-friday").name_zh == "星期五規則"
    finally:
        use_club_rulesets(None)


def test_a_roster_edit_keeps_the_secretarys_comments(tmp_path):
    text = (
        "# Friday club: kept by Wing, the secretary.\n"
        "version = 1\n\n"
        "# Points by place, agreed in March.\n"
        "[club]\n"
        'name = "Friday Club"\n'
        "table_points = [4, 2, 1, 0]   # by place\n"
        "min_nights = 3\n"
        'tie_break = ["table_points", "total", "hands_won"]\n\n'
        "[season]\n"
        'from = "2026-01-09"  # the first Friday\n\n'
        "# Founding members.\n"
        "[[player]]\n"
        'id = "amy"\n'
        'name = "Amy"   # Amy Wong\n\n'
        "[[player]]\n"
        'id = "kit"\n'
        'name = "Kit"\n'
        "guest = true  # until she joins\n"
    )
    (tmp_path / "club.toml").write_text(text, encoding="utf-8")
    config = read_club(tmp_path)
    write_club(tmp_path, config, secretary=True)
    assert (tmp_path / "club.toml").read_text(encoding="utf-8") == text  # unchanged: the same bytes
    changed = join(set_guest(config, "kit", False), "amy w", "amy")
    write_club(tmp_path, changed, secretary=True)
    written = (tmp_path / "club.toml").read_text(encoding="utf-8")
    assert read_club(tmp_path) == changed
    for line in text.splitlines():
        if "#" in line and "guest" not in line:
            assert line in written
    assert 'aliases = ["amy w"]' in written and "guest" not in written


TRICKY_CLUB = '''# min_nights = 3 and guest = "yes" were last season's
version = 1
club.name = "Friday Club"
club.name_zh = """\\
    min_nights = 5 \\
    """
club.min_nights = 3
season = { from = 2026-01-09, to = 2026-06-26 }

[[player]]
id = "amy"
name = "Amy"
guest = false

[[player]]
id = "kit"
name = "Kit"
guest = true
'''


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("club.min_nights = 3", "club.min_nights = -1"), "$.club.min_nights: expected a whole number from 0 to 1000"),
        (("to = 2026-06-26", "to = 2025-06-26"), "$.season.to: 2025-06-26 is before the season's start"),  # inline
        (("guest = true", 'guest = "yes"'), '$.player[1].guest: expected true or false, got "yes"'),  # in two tables
    ],
)
def test_a_refusal_names_the_line_the_parser_read_not_one_that_looks_like_it(tmp_path, change, message):
    old, new = change
    text = TRICKY_CLUB.replace(old, new)
    line = max(n for n, t in enumerate(text.splitlines(), start=1) if new in t)  # not the comment
    with pytest.raises(ClubConfigError) as caught:
        read_club(_folder(tmp_path, text))
    assert str(caught.value).startswith(f"club.toml: {message}") and str(caught.value).endswith(f"(line {line})")
