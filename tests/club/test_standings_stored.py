"""The standings across nights read from each entry's stored seats and payments
(nights.night_totals) are those from playing every night through (nights.all_nights), to
the fraction: over plain nights, a night with a substitute, one reseated, a penalty of a
third, a night imported twice, an empty session, merged spellings and a date range; and
a night whose stored totals do not add up to zero is reported."""

from __future__ import annotations

import sqlite3
from fractions import Fraction

import pytest

from mjscore_gui.cli import main
from mjscore_gui.club.results.nights import all_nights, night_totals, unbalanced
from mjscore_gui.club.results.standings import in_range, standings
from mjscore_gui.ledger import Ledger
from tests.conftest import json_entry

ABCD = ["Amy", "Ben", "Cat", "Dan"]


def win(seat, faan=3, off=None):
    obj = {"faan": faan, "seat_wind": seat, "win": "discard" if off else "self_drawn"}
    if off:
        obj["discarder"] = off
    return obj


@pytest.fixture
def folder(tmp_path):
    """Four nights and an empty session; the second night imported a second time."""
    with Ledger.open(tmp_path) as ledger:
        one = ledger.new_session(ABCD, name="one", started="2026-10-02T19:30:00+0800")
        one.record_many(json_entry([win("S", off="E"), win("E", 5), {"draw": True}, win("W", 4, off="N")]))
        two = ledger.new_session(["Amy", "Ben", "Eve", "Fay"], name="two", started="2026-10-09T19:30:00+0800")
        two.record_many(
            json_entry([win("N", 6, off="W"), {"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "x"}])
        )
        two.record(json_entry(win("S", 3)))
        three = ledger.new_session(ABCD, name="three", started="2026-10-16T19:30:00+0800")
        three.record_many(json_entry([win("E", 3), win("S", 4, off="W")]))
        three.substitute("Dan", "Eve")  # Eve plays the rest of the night in Dan's seat
        three.record_many(json_entry([win("N", 5, off="E"), {"draw": True}, win("W", 3)]))
        four = ledger.new_session(["amy", "Ben", "Cat", "Gus"], name="four", started="2026-10-23T19:30:00+0800")
        four.record_many(json_entry([win("E", 7, off="S"), win("N", 3)]))
        ledger.new_session(ABCD, name="never played", started="2026-10-30T19:30:00+0800")
        exported = two.export_json()
    with Ledger.open(tmp_path / "laptop") as other:
        other.import_json(exported)
        again = other.sessions()[0].id
        copy = other.session(again).export_json()
    with Ledger.open(tmp_path) as ledger:
        assert ledger.import_json(copy).added == []  # the same night once
    return tmp_path


def test_stored_standings_are_the_replayed_ones(folder):
    with Ledger.open(folder) as ledger:
        played, stored = all_nights(ledger), night_totals(ledger)
        assert [n.session_id for n in stored] == [n.session_id for n in played] == [1, 2, 3, 4]
        for alias in ({}, {"amy": "Amy"}):
            assert standings(stored, alias) == standings(played, alias)
        window = ("2026-10-09", "2026-10-16")
        assert standings(in_range(stored, *window)) == standings(in_range(played, *window))
        table = {s.name: s for s in standings(stored, {"amy": "Amy"})}
    # The figures themselves, worked out by hand (3 faan: 8 off a discarder, 4 from each
    # on a self-draw; 4: 16; 5: 24 or 12 each; 6: 32; 7: 48). Nights one to four:
    # Amy -36, -4, 48, 44 (as "amy"); Ben 44, -13/3 (the penalty's third), -16, -52;
    # Cat -12, -24, -4; Dan 4, -4 (two hands before Eve took his seat); Eve -59/3, -4;
    # Fay 28; Gus 12. A penalty is no hand: night two has two.
    assert {name: (s.nights, s.hands, s.total) for name, s in table.items()} == {
        "Amy": (4, 13, Fraction(52)),
        "Ben": (4, 13, Fraction(-85, 3)),
        "Cat": (3, 11, Fraction(-40)),
        "Dan": (2, 6, Fraction(0)),
        "Eve": (2, 5, Fraction(-71, 3)),
        "Fay": (1, 2, Fraction(28)),
        "Gus": (1, 2, Fraction(12)),
    }
    assert sum((s.total for s in table.values()), Fraction(0)) == 0
    assert table["Amy"].spellings == ("amy",)


def test_a_reseated_night_counts_each_players_hands(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        night = ledger.new_session(ABCD, started="2026-10-02T19:30:00+0800")
        night.record_many(json_entry([win("S", off="E"), {"draw": True}]))
        night.swap_seats("Amy", "Cat")
        night.record_many(json_entry([win("W", 4, off="N"), win("E", 5)]))
        night.change_seats({"E": "Dan", "S": "Cat", "W": "Ben", "N": "Amy"})
        night.record(json_entry({"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "x"}))
        night.record(json_entry(win("N", 3)))
        played, stored = all_nights(ledger), night_totals(ledger)
        assert standings(stored) == standings(played)
        assert stored[0].seatings == played[0].seatings and len(stored[0].seatings) >= 3
        assert {s.name: s.hands for s in standings(stored)} == dict.fromkeys(ABCD, 5)


def test_a_night_whose_stored_totals_do_not_add_up_is_reported(folder, monkeypatch, capsys):
    conn = sqlite3.connect(folder / "ledger.sqlite3")  # another program changes one figure
    (entry_id,) = conn.execute(
        "SELECT id FROM entries WHERE session_id = 1 AND active = 1 AND d_n = '0' ORDER BY pos LIMIT 1"
    ).fetchone()
    conn.execute("UPDATE entries SET d_n = '1/2' WHERE id = ?", (entry_id,))
    assert conn.total_changes == 1
    conn.commit()
    conn.close()
    with Ledger.open(folder) as ledger:
        lines = unbalanced(night_totals(ledger))
    assert lines == ["session 1 (one, 2026-10-02): its stored totals add up to 1/2, not 0; run `mjscore ledger check`"]
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(folder))
    assert main(["club", "standings"]) == 0
    _, err = capsys.readouterr()
    assert "session 1 (one, 2026-10-02): its stored totals add up to 1/2" in err


def test_the_standings_dialog_names_a_night_whose_totals_do_not_add_up(folder, qtbot):
    from mjscore_gui.club.members.aliases import Aliases
    from mjscore_gui.gui.club.standings_dialog import StandingsDialog

    with sqlite3.connect(folder / "ledger.sqlite3") as conn:
        conn.execute("UPDATE entries SET d_n = '1/2' WHERE id = (SELECT min(id) FROM entries WHERE d_n = '0')")
    with Ledger.open(folder) as ledger:
        dialog = StandingsDialog(night_totals(ledger), Aliases.load(folder))
    qtbot.addWidget(dialog)
    assert "its stored totals add up to 1/2, not 0" in dialog.message.text()
