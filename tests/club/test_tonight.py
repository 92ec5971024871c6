"""Tonight's standings across three tables (tables.py has the night, worked out by hand)
and the season across nights: the numbers a player checks on the board."""

from __future__ import annotations

from fractions import Fraction

import pytest

from mjscore_gui.club.members.config import ClubConfig, RosterEntry
from mjscore_gui.club.members.roster import join
from mjscore_gui.club.results.club_evenings import club_evenings, evening_named
from mjscore_gui.club.results.season import season
from mjscore_gui.club.results.tonight import board, round_points
from mjscore_gui.ledger import Ledger
from tests.club.tables import EVENING, table_one, table_two, three_tables, win
from tests.conftest import json_entry


@pytest.fixture
def night(tmp_path):
    with three_tables(tmp_path) as ledger:
        yield ledger


def _rows(result):
    return {r.name: r for r in result.rows}


def test_three_tables_each_players_numbers(night):
    evenings = club_evenings(night)
    assert [(e.key, e.date, e.tables) for e in evenings] == [(EVENING, EVENING, [1, 2, 3])]
    # Two of the three sessions are copies from the other laptops, counted as tables 2 and 3.
    assert [(r.table, r.round, r.own) for r in evenings[0].rounds] == [(1, 1, True), (2, 1, False), (3, 1, False)]
    result = board(evenings[0], ClubConfig())
    rows = _rows(result)
    assert result.why is None and result.ranked_by == ("total", "table_points", "hands_won")
    got = {n: (r.total, r.hands, r.hands_won, r.biggest_hand, r.table_points) for n, r in rows.items()}
    assert got == {
        "Amy": (12, 2, 1, 3, 4),
        "Ben": (4, 2, 1, 3, 2),
        "Cat": (-4, 2, 0, None, 1),
        "Dan": (-12, 2, 0, None, 0),
        "Eve": (8, 2, 1, 3, 3),  # tied first with Fay: (4 + 2) / 2
        "Fay": (8, 2, 1, 3, 3),
        "Gus": (-8, 2, 0, None, Fraction(1, 2)),  # tied third with Hal: (1 + 0) / 2
        "Hal": (-8, 2, 0, None, Fraction(1, 2)),
        "Ivy": (16, 2, 1, 4, 4),
        "Jay": (0, 2, 0, None, 1),
        "Kim": (-8, 2, 0, None, 0),
        "Lee": (-16, 1, 0, None, 0),  # fifth at a table of five: 0
        "Mo": (8, 1, 1, 3, 2),
    }
    assert sum(r.total for r in result.rows) == 0
    # Money adds up (hk everywhere at stake 1): the biggest winner first; Eve, Fay and Mo
    # all won 8, so table points decide (3, 3, 2), then the name.
    assert [r.name for r in result.rows][:6] == ["Ivy", "Amy", "Eve", "Fay", "Mo", "Ben"]
    eve = rows["Eve"].rounds[0]
    assert (eve.table, eve.round, eve.place, eve.tied, eve.points) == (2, 1, 1, 2, 3)
    assert [(p.place, p.points) for p in rows["Lee"].rounds] == [(5, 0)]


def test_ties_share_the_points_of_the_places_they_span():
    config = ClubConfig()
    points = round_points({"A": Fraction(8), "B": Fraction(8), "C": Fraction(-8), "D": Fraction(-8)}, config, 1, 1)
    assert {n: p.points for n, p in points.items()} == {"A": 3, "B": 3, "C": Fraction(1, 2), "D": Fraction(1, 2)}
    three = round_points({"A": Fraction(12), "B": Fraction(-4), "C": Fraction(-4), "D": Fraction(-4)}, config, 1, 1)
    assert {n: p.points for n, p in three.items()} == {"A": 4, "B": 1, "C": 1, "D": 1}  # (2 + 1 + 0) / 3
    five = round_points({"A": 5, "B": 4, "C": 3, "D": -4, "E": -8}, ClubConfig(table_points=(4, 2, 1, 0)), 1, 1)
    assert [five[n].points for n in "ABCDE"] == [4, 2, 1, 0, 0]
    level = round_points({"A": 0, "B": 0, "C": 0, "D": 0, "E": 0}, config, 1, 1)
    assert {p.points for p in level.values()} == {Fraction(7, 5)}  # (4 + 2 + 1 + 0 + 0) / 5


def test_different_rules_rank_by_table_points_and_say_why(tmp_path):
    with three_tables(tmp_path, table3_rules="hk-old") as ledger:
        result = board(club_evenings(ledger)[0], ClubConfig())
    assert result.why == "tables played different rules (hk at tables 1, 2; hk-old at table 3): ranked by table points"
    assert not result.money_adds_up
    assert result.ranked_by == ("table_points", "hands_won")  # money breaks no tie either
    # Amy and Ivy both won their table (4 points, one hand won): by name. Ivy won more
    # money, but at another table's rules.
    assert [(r.name, r.table_points) for r in result.rows[:4]] == [("Amy", 4), ("Ivy", 4), ("Eve", 3), ("Fay", 3)]


def test_a_different_stake_is_different_rules(tmp_path):
    with Ledger.open(tmp_path / "data") as ledger, Ledger.open(tmp_path / "laptop2") as laptop2:
        table_one(ledger)
        other = table_two(laptop2)
        other.change_rules(settings={"stake": 2})  # table 2 doubles the stake after two hands
        other.record(json_entry(win("S", off="N")))
        ledger.import_json(other.export_json())
        result = board(club_evenings(ledger)[0], ClubConfig())
    assert result.why == (
        "tables played different rules (hk at stake 1 at tables 1, 2; hk at stake 2 at table 2): ranked by table points"
    )


def test_a_joined_spelling_counts_as_one_player(tmp_path):
    config = ClubConfig(roster=(RosterEntry("amy", "Amy", "陳美"), RosterEntry("eve", "Eve")))
    with Ledger.open(tmp_path / "data") as ledger:
        table_one(ledger)  # Amy +12 at table 1
        with Ledger.open(tmp_path / "laptop2") as other:  # round 2 at table 2: typed as "amy w"
            session = table_two(other, started=f"{EVENING}T21:00:00+0800", players=["amy w", "Eve", "Gus", "Hal"])
            ledger.import_json(session.export_json())
        evening = club_evenings(ledger)[0]
    before = board(evening, config)
    assert before.not_on_roster == ("amy w", "Ben", "Cat", "Dan", "Gus", "Hal")
    assert (_rows(before)["Amy"].total, _rows(before)["amy w"].total) == (12, 8)

    after = board(evening, join(config, "amy w", "amy"))
    amy = _rows(after)["Amy"]
    assert "amy w" not in _rows(after) and "amy w" not in after.not_on_roster
    assert (amy.total, amy.hands, amy.hands_won, amy.table_points) == (20, 4, 2, 7)  # 12 + 8; 4 + 3 (tied first)
    assert amy.spellings == ("amy w",) and amy.entry is not None and amy.entry.id == "amy"
    assert [(p.table, p.points) for p in amy.rounds] == [(1, 4), (2, 3)]


def _season_ledger(path):
    """Two nights in January and one in February: Kit is a guest, Dan plays one night."""
    ledger = Ledger.open(path)
    # 9 January: Amy wins 3 off Ben (+8 / -8); Cat and Kit level at 0 share 2nd-3rd.
    s = ledger.new_session(["Amy", "Ben", "Cat", "Kit"], "hk", started="2026-01-09T19:30:00+0800")
    s.record(json_entry(win("E", off="S")))
    # 16 January: Ben self-draws 5 faan: +36, the others -12 each (tied 2nd-4th).
    s = ledger.new_session(["Ben", "Amy", "Cat", "Dan"], "hk", started="2026-01-16T19:30:00+0800")
    s.record(json_entry(win("E", 5)))
    # 20 February, past the season's end: Dan wins big.
    s = ledger.new_session(["Dan", "Amy", "Ben", "Cat"], "hk", started="2026-02-20T19:30:00+0800")
    s.record(json_entry(win("E", 6)))
    return ledger


ROSTER = tuple(RosterEntry(i, i.title()) for i in ("amy", "ben", "cat", "dan")) + (
    RosterEntry("kit", "Kit", guest=True),
)


def test_season_ranks_members_with_the_minimum_nights_and_lists_guests_apart(tmp_path):
    config = ClubConfig(roster=ROSTER, min_nights=2, season_from="2026-01-01", season_to="2026-01-31")
    with _season_ledger(tmp_path / "data") as ledger:
        result = season(club_evenings(ledger), config)
    assert result.nights == 2
    ranked = [(r.name, r.nights, r.table_points, r.total) for r in result.ranked]
    # Amy 4 + 1, Ben 0 + 4, Cat 3/2 + 1 table points: the default tie-break leads with them.
    assert ranked == [("Amy", 2, 5, -4), ("Ben", 2, 4, 28), ("Cat", 2, Fraction(5, 2), -12)]
    assert [(r.name, r.nights, r.total) for r in result.not_yet_ranked] == [("Dan", 1, -12)]
    assert [(r.name, r.table_points, r.total) for r in result.guests] == [("Kit", Fraction(3, 2), 0)]
    amy = result.ranked[0]
    assert (amy.best, amy.worst) == (("2026-01-09", 8), ("2026-01-16", -12))


def test_season_tie_break_order_and_dates(tmp_path):
    by_money = ClubConfig(roster=ROSTER, season_to="2026-01-31", tie_break=("total", "table_points"))
    with _season_ledger(tmp_path / "data") as ledger:
        evenings = club_evenings(ledger)
    assert [r.name for r in season(evenings, by_money).ranked] == ["Ben", "Amy", "Cat", "Dan"]  # min_nights 0
    # --from/--to over club.toml's dates: February alone.
    feb = season(evenings, by_money, start="2026-02-01", end="2026-02-28")
    assert feb.nights == 1 and [(r.name, r.total) for r in feb.ranked] == [
        ("Dan", 48),
        ("Amy", -16),
        ("Ben", -16),
        ("Cat", -16),
    ]


def test_without_a_roster_everyone_is_ranked(tmp_path):
    with _season_ledger(tmp_path / "data") as ledger:
        result = season(club_evenings(ledger), ClubConfig(season_to="2026-01-31"))
    assert [r.name for r in result.ranked] == ["Amy", "Ben", "Cat", "Kit", "Dan"]
    assert result.guests == () and result.not_on_roster == ()


def test_a_session_is_counted_once_however_often_it_is_imported(tmp_path):
    with three_tables(tmp_path) as ledger:
        with Ledger.open(tmp_path / "laptop2") as other:
            again = other.import_json(other.session(1).export_json())
            assert not again.added
            ledger.import_json(other.session(1).export_json())
        evening = evening_named(club_evenings(ledger), EVENING)
    assert evening is not None and len(evening.rounds) == 3
