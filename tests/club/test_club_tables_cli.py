"""`mjscore club standings --tonight / --season`, `club settle-up --tonight` and the
secretary's roster commands, against three laptops' data folders (tables.py)."""

from __future__ import annotations

import json

import pytest

from mjscore_gui.ledger import Ledger
from tests.club.tables import EVENING, table_one, table_two, three_tables

STANDINGS_KEYS = {
    "name",
    "nights",
    "hands",
    "total",
    "average",
    "best",
    "best_date",
    "worst",
    "worst_date",
    "also_spelled",
}


@pytest.fixture
def club(tmp_path):
    """The club folder with a roster; this laptop (tmp_path/data) is the secretary's."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "club.toml").write_text(
        '[club]\nmin_nights = 1\n\n[[player]]\nid = "amy"\nname = "Amy"\nname_zh = "陳美"\n', encoding="utf-8"
    )
    return folder


def _secretary(tmp_path, folder, yes=True):
    (tmp_path / "data").mkdir(exist_ok=True)
    (tmp_path / "data" / "club.json").write_text(json.dumps({"version": 1, "folder": str(folder), "secretary": yes}))


def test_standings_tonight_across_three_tables(tmp_path, cli):
    three_tables(tmp_path, started={1: None, 2: None, 3: None}).close()  # started now: tonight
    code, out, err = cli("club", "standings", "--tonight", "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    players = {p["name"]: p for p in data["players"]}
    assert STANDINGS_KEYS <= set(data["players"][0]) and {"players", "nights", "from", "to"} <= set(data)
    assert [p["name"] for p in data["players"][:3]] == ["Ivy", "Amy", "Eve"]
    assert (players["Eve"]["total"], players["Eve"]["table_points"], players["Eve"]["hands_won"]) == (8, 3, 1)
    assert players["Gus"]["table_points"] == 0.5  # shared third and fourth place: (1 + 0) / 2
    assert players["Lee"]["rounds"] == [{"table": 3, "round": 1, "place": 5, "tied": 1, "points": 0}]
    assert (players["Ivy"]["biggest_hand"], players["Ivy"]["place"]) == (4, 1)
    assert data["why"] is None and data["money_adds_up"] is True and data["tables"] == [1, 2, 3]

    code, out, _ = cli("club", "standings", "--tonight")
    assert out.splitlines()[1] == "ranked by total, table points, hands won"
    assert "Ivy" in out.splitlines()[3]

    # All nights as before: the same three sessions are three nights there.
    code, out, _ = cli("club", "standings", "--format", "json")
    assert code == 0 and json.loads(out)["nights"] == 3


def test_standings_of_another_evening_with_mixed_rules(tmp_path, cli):
    three_tables(tmp_path, table3_rules="hk-old").close()
    code, out, _ = cli("club", "standings", "--evening", EVENING)
    assert code == 0
    assert out.splitlines()[1] == (
        "tables played different rules (hk at tables 1, 2; hk-old at table 3): ranked by table points"
    )
    code, out, _ = cli("club", "standings", "--tonight", "--format", "json")  # nothing played today
    assert code == 0 and json.loads(out)["players"] == []
    code, _, err = cli("club", "standings", "--evening", "2020-01-01")
    assert code != 0 and "no evening '2020-01-01'" in err


def test_settle_up_tonight_squares_the_evening(tmp_path, cli):
    three_tables(tmp_path, started={1: None, 2: None, 3: None}).close()
    code, out, _ = cli("club", "settle-up", "--tonight", "--format", "json")
    assert code == 0
    data = json.loads(out)
    paid: dict[str, int] = {}
    for t in data["transfers"]:
        paid[t["from"]] = paid.get(t["from"], 0) - t["amount"]
        paid[t["to"]] = paid.get(t["to"], 0) + t["amount"]
    totals = {"Amy": 12, "Ben": 4, "Cat": -4, "Dan": -12, "Eve": 8, "Fay": 8, "Gus": -8, "Hal": -8}
    totals |= {"Ivy": 16, "Kim": -8, "Lee": -16, "Mo": 8}  # Jay is square
    assert paid == totals
    # Everyone pairs with someone owing exactly as much (Amy/Dan, Ben/Cat, Ivy/Lee and the
    # four 8s with the four -8s): twelve players square in six transfers.
    assert data["count"] == data["fewest_possible"] == 6 and data["exact"] is True
    assert cli("club", "settle-up", "--tonight")[1].splitlines() == [  # payers by name
        "Cat pays Ben $4",
        "Dan pays Amy $12",
        "Gus pays Eve $8",
        "Hal pays Fay $8",
        "Kim pays Mo $8",
        "Lee pays Ivy $16",
    ]


def test_join_merges_two_spellings_in_tonights_standings(tmp_path, cli, club):
    with Ledger.open(tmp_path / "data") as ledger:
        table_one(ledger, started=None)
        with Ledger.open(tmp_path / "laptop2") as other:
            session = table_two(other, started=None, players=["amy w", "Eve", "Gus", "Hal"])
            ledger.import_json(session.export_json())
    code, out, _ = cli("club", "roster", "--club", club, "--format", "json")
    assert code == 0 and "amy w" in json.loads(out)["not_on_roster"]

    _secretary(tmp_path, club, yes=False)
    code, _, err = cli("club", "join", "amy w", "amy")
    assert code != 0 and "only the secretary's laptop" in err
    _secretary(tmp_path, club)
    code, _, err = cli("club", "join", "amy w", "amy")
    assert code == 0 and "amy w now counts as amy" in err
    assert 'aliases = ["amy w"]' in (club / "club.toml").read_text(encoding="utf-8")

    data = json.loads(cli("club", "standings", "--tonight", "--format", "json")[1])
    amy = next(p for p in data["players"] if p["name"] == "Amy")
    assert (amy["id"], amy["total"], amy["table_points"], amy["also_spelled"]) == ("amy", 20, 7, ["amy w"])
    assert "amy w" not in data["not_on_roster"]

    code, _, err = cli("club", "add", "Kit", "--guest")
    assert code == 0 and "Kit is on the roster as kit (a guest)" in err
    out = cli("club", "roster")[1]
    assert out.splitlines()[:2] == ["amy: Amy (陳美; also amy w)", "kit: Kit (guest)"]

    code, _, err = cli("club", "member", "kit")
    assert code == 0 and "kit is now a member" in err
    code, _, err = cli("club", "unjoin", "amy w")
    assert code == 0 and "amy w counts as itself again" in err
    assert cli("club", "roster")[1].splitlines()[:2] == ["amy: Amy (陳美)", "kit: Kit"]


def test_season_on_the_command_line(tmp_path, cli, club):
    _secretary(tmp_path, club)
    three_tables(tmp_path).close()
    assert cli("club", "add", "Ivy", "--guest")[0] == 0
    code, out, _ = cli("club", "standings", "--season", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["nights"] == 1 and [p["name"] for p in data["players"]] == ["Amy"]  # the one member
    assert [g["name"] for g in data["guests"]][:2] == ["Ivy", "Eve"]  # guests and names not on the roster
    assert "Ben" in data["not_on_roster"] and data["ranked_by"] == ["table_points", "total", "hands_won"]
    code, out, _ = cli("club", "standings", "--season", "--from", "2027-01-01")
    assert code == 0 and "0 nights" in out.splitlines()[0]


def test_a_bad_club_toml_is_one_line_and_kept(tmp_path, cli, club):
    bad = "[club]\nmin_nights = 'three'\n"
    (club / "club.toml").write_text(bad, encoding="utf-8")
    three_tables(tmp_path, started={1: None, 2: None, 3: None}).close()
    code, _, err = cli("club", "roster", "--club", club)
    assert code != 0
    assert err.strip() == (
        'mjscore club: club.toml: $.club.min_nights: expected a whole number from 0 to 1000, got "three" (line 2)'
    )
    code, out, err = cli("club", "standings", "--tonight", "--club", club, "--format", "json")
    assert code == 0 and "the standings use the defaults" in err and json.loads(out)["players"]
    _secretary(tmp_path, club)
    code, _, err = cli("club", "add", "Zed")
    assert code != 0 and "club.min_nights" in err and "it is not changed" in err
    assert (club / "club.toml").read_text(encoding="utf-8") == bad
