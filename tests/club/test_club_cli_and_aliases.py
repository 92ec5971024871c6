"""`mjscore club stats|players|merge-players`, the alias file, and how nights are keyed."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

from mjscore_gui.club.members.aliases import Aliases
from mjscore_gui.club.results.nights import night_key
from tests.club.night import record_night


def test_stats_and_players_on_the_command_line(ledger, cli):
    record_night(ledger)
    code, out, _ = cli("club", "stats", "--format", "json")
    assert code == 0
    cat = next(p for p in json.loads(out)["players"] if p["name"] == "Cat")
    assert (cat["hands"], cat["hands_won"], cat["self_drawn"], cat["paid_as_discarder"]) == (7, 2, 1, 2)
    assert cat["average_faan"] == 6.5 and cat["total"] == 36
    assert cat["biggest_hand"]["faan"] == 8 and cat["biggest_hand"]["tiles"]["concealed"] == "111m 234m 678m 99m"
    code, out, _ = cli("club", "stats", "--session", "1")
    assert code == 0 and out.startswith("Amy: 2 won of 7")
    assert cli("club", "merge-players", "Dan", "Daniel")[0] == 0
    code, out, _ = cli("club", "players")
    assert json.loads(out) == {"Amy": "Amy", "Ben": "Ben", "Cat": "Cat", "Dan": "Daniel"}
    assert cli("club", "unmerge-players", "Dan")[0] == 0
    code, _, err = cli("club", "unmerge-players", "Dan")
    assert code != 0 and "not merged" in err


def test_a_damaged_alias_file_is_kept_aside(tmp_path):
    (tmp_path / "players.json").write_text("{not json", encoding="utf-8")
    aliases = Aliases.load(tmp_path)
    assert aliases.notice and "kept as players.json.corrupt-" in aliases.notice
    assert aliases.table == {}
    assert [p.name.startswith("players.json.corrupt-") for p in tmp_path.iterdir()] == [True]
    aliases.merge("amy", "Amy")
    assert Aliases.load(tmp_path).canonical("amy") == "Amy"


def test_merges_follow_chains():
    aliases = Aliases(Path("/nonexistent/players.json"), {"amy": "Amy W", "Amy W": "Amy"})
    assert aliases.table == {"amy": "Amy", "Amy W": "Amy"}


def test_a_night_is_keyed_by_its_uuid_when_the_ledger_has_one():
    with_uuid = SimpleNamespace(uuid="3f1c0f9e-0000-4000-8000-000000000001", started="x", players=[], entries=list)
    assert night_key(with_uuid) == "3f1c0f9e-0000-4000-8000-000000000001"
