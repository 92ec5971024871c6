"""The club's table: nights from two laptops' exports merged into one ledger, each
night counted once, a player's two spellings merged, date filters."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from mjscore_gui.club.members.aliases import AliasError, Aliases
from mjscore_gui.club.results.nights import all_nights
from mjscore_gui.club.results.standings import in_range, standings
from mjscore_gui.ledger import Ledger
from tests.club.night import record_night

NIGHT_2 = [  # 2026-11-27 on laptop A; Amy was typed "amy" that night
    {"faan": 3, "seat_wind": "E", "win": "discard", "discarder": "S"},  # amy +8, Ben -8
    {"faan": 5, "seat_wind": "W", "win": "self_drawn"},  # Eve +36, amy Ben Dan -12
]
NIGHT_3 = [  # 2026-11-21 on laptop B
    {"faan": 4, "seat_wind": "E", "win": "discard", "discarder": "W"},  # Amy +16, Cat -16
]


@pytest.fixture
def club(tmp_path, mjscore):
    """Laptop A (two nights) and laptop B (one) export; the secretary's laptop imports
    everything, laptop A's first night twice. Returns the secretary's data folder."""
    a, b, secretary = tmp_path / "a", tmp_path / "b", tmp_path / "secretary"
    with Ledger.open(a) as ledger:
        record_night(ledger, "2026-11-20T19:30:00+0800")
        record_night(ledger, "2026-11-27T19:30:00+0800", NIGHT_2, ["amy", "Ben", "Eve", "Dan"])
    with Ledger.open(b) as ledger:
        record_night(ledger, "2026-11-21T20:00:00+0800", NIGHT_3, ["Amy", "Fay", "Cat", "Gus"])
    files = []
    for folder, session in ((a, 1), (a, 2), (b, 1)):
        out = tmp_path / f"{folder.name}-{session}.json"
        exported = mjscore(
            "--data-dir", folder, "ledger", "export", "--session", session, "--format", "json", "-o", out
        )
        assert exported.code == 0
        files.append(out)
    for path in files + [files[0]]:
        mjscore("--data-dir", str(secretary), "ledger", "import", str(path))  # the last one: a second time
    return secretary


def test_two_laptops_nights_merge_and_each_counts_once(club):
    with Ledger.open(club) as ledger:
        ledger.new_session(["Amy", "Ben", "Cat", "Dan"])  # started, never played: no night
        nights = all_nights(ledger)
    assert [n.date for n in nights] == ["2026-11-20", "2026-11-21", "2026-11-27"]
    table = {s.name: s for s in standings(nights)}
    amy = table["Amy"]
    assert (amy.nights, amy.hands, amy.total) == (2, 8, 36)  # 7 hands and $20 on the 20th, 1 and $16 on the 21st
    assert amy.average == 18
    assert (amy.best.total, amy.best.date, amy.worst.total, amy.worst.date) == (20, "2026-11-20", 16, "2026-11-21")
    assert (table["amy"].nights, table["amy"].total) == (1, -4)
    assert (table["Cat"].nights, table["Cat"].total) == (2, 20)  # 36 - 16
    assert (table["Ben"].nights, table["Ben"].hands, table["Ben"].total) == (2, 9, -40)  # -20, then 8 + 12
    assert (table["Dan"].total, table["Eve"].total, table["Fay"].total) == (-48, 36, 0)
    assert [s.name for s in standings(nights)] == ["Amy", "Eve", "Cat", "Fay", "Gus", "amy", "Ben", "Dan"]
    assert sum((s.total for s in standings(nights)), Fraction(0)) == 0


def test_two_spellings_merged_and_unmerged(club):
    aliases = Aliases.load(club)
    aliases.merge("amy", "Amy")
    with Ledger.open(club) as ledger:
        nights = all_nights(ledger)
    amy = {s.name: s for s in standings(nights, Aliases.load(club).table)}["Amy"]
    assert (amy.nights, amy.hands, amy.total, amy.spellings) == (3, 10, 32, ("amy",))
    assert amy.average == Fraction(32, 3)
    assert (amy.worst.total, amy.worst.date) == (-4, "2026-11-27")
    with pytest.raises(AliasError):
        aliases.merge("Amy", "amy")  # would go round in a circle
    aliases.unmerge("amy")
    assert "amy" in {s.name for s in standings(nights, Aliases.load(club).table)}


def test_date_filters(club):
    with Ledger.open(club) as ledger:
        nights = in_range(all_nights(ledger), "2026-11-21", "2026-11-27")
    table = {s.name: s for s in standings(nights)}
    assert len(nights) == 2 and "Eve" in table
    assert (table["Amy"].nights, table["Amy"].total) == (1, 16)


def test_standings_on_the_command_line(club, mjscore):
    mjscore.use(club)
    run = mjscore
    code, out, _ = run("club", "standings", "--format", "json")
    players = {p["name"]: p for p in json.loads(out)["players"]}
    assert code == 0
    assert {k: players["Amy"][k] for k in ("nights", "hands", "total")} == {"nights": 2, "hands": 8, "total": 36}
    assert run("club", "merge-players", "amy", "Amy")[0] == 0
    players = {p["name"]: p for p in json.loads(run("club", "standings", "--format", "json")[1])["players"]}
    assert (players["Amy"]["nights"], players["Amy"]["total"], players["Amy"]["average"]) == (3, 32, 10.67)
    assert "amy" not in players
    code, out, _ = run("club", "standings", "--format", "csv", "--from", "2026-11-21", "--to", "2026-11-21")
    assert out.splitlines()[0] == "name,nights,hands,total,average,best,best_date,worst,worst_date"
    assert "Amy,1,1,16,16,16,2026-11-21,16,2026-11-21" in out.splitlines()
    code, out, _ = run("club", "standings")
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == [
        "Player",
        "Nights",
        "Hands",
        "Total",
        "Avg/night",
        "Best",
        "night",
        "Worst",
        "night",
    ]
    assert lines[1].split()[:5] == ["Eve", "1", "2", "36", "36"]
    assert lines[2].split()[:5] == ["Amy", "3", "10", "32", "10.67"]  # amy merged in
    code, _, err = run("club", "standings", "--from", "21/11/2026")
    assert code != 0 and "--from must be a date such as" in err
    code, _, err = run("club", "merge-players", "Zed", "Amy")
    assert code != 0 and "no player 'Zed'" in err
