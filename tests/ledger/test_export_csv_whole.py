"""The CSV export of a whole-amount night (read in one query) says what the entries say,
and what the exact row-by-row export of a night with a fraction says."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction

from tests.conftest import json_entry
from tests.ledger.conftest import win


def _night(session, then_a_third: bool = False):
    session.record(json_entry(win("S", off="E")))
    session.record(json_entry({"draw": True}))
    session.record(json_entry({"penalty": True, "payments": {"E": -10, "S": 10}, "reason": "=late"}))
    session.substitute("Cat", "=Zoe")
    session.record(json_entry(win("N", 4)))
    session.record(json_entry({"false_win": True, "seat_wind": "S"}))
    session.swap_seats("Amy", "Ben")
    session.record(json_entry(win("W", off="N")))
    session.change_seats({"E": "Dan", "S": "=Zoe", "W": "Amy", "N": "Ben"})
    session.record(json_entry(win("E", 5)))
    if then_a_third:
        session.record(json_entry({"penalty": True, "payments": {"E": "-1/3", "W": "1/3"}, "reason": "a third"}))


def test_whole_night_rows_carry_each_entrys_deltas_and_running_totals(session):
    _night(session)
    rows = list(csv.reader(io.StringIO(session.export_csv())))
    players = session.players
    assert rows[0][3::2] == ["Amy", "Ben", "Cat", "Dan", "'=Zoe"]
    running = dict.fromkeys(players, 0)
    entries = session.entries()
    assert len(rows) == len(entries) + 2
    for entry, row in zip(entries, rows[1:]):
        assert row[0] == (str(entry.number) if entry.is_hand else "")
        assert row[1] == entry.label
        assert row[2] == ("'" if entry.description.startswith("=") else "") + entry.description
        for i, player in enumerate(players):
            delta = entry.deltas.get(player)
            if delta is not None:
                running[player] += delta
            assert row[3 + 2 * i] == ("" if delta is None else str(delta))
            assert row[4 + 2 * i] == str(running[player])
    assert rows[-1][4::2] == [str(session.totals()[p]) for p in players]
    assert rows[3][2:7] == ["Penalty: =late", "0", "-8", "-10", "-2"]
    assert rows[4][2:] == ["'=Zoe takes over from Cat", "", "-8", "", "-2", "", "10", "", "0", "", "0"]
    assert rows[6][1:] == [
        "East round, hand 3, dealer: =Zoe",
        "False win by Dan",
    ] + "384 400 384 374  10 -1152 -1160 384 376".split(" ")
    assert rows[-1] == ["", "Totals", "6 hands", "", "380", "", "370", "", "10", "", "-1124", "", "364"]


def test_whole_night_reads_as_the_exact_path_does(session, ledger):
    _night(session)
    other = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
    _night(other, then_a_third=True)
    whole = session.export_csv().splitlines()
    exact = other.export_csv().splitlines()
    assert exact[-2].startswith(",") and "-1/3" in exact[-2]
    assert whole[:-1] == exact[:-2]


def test_show_lines_word_every_entry_as_the_entry_does(ledger):
    session = ledger.new_session(['陳"大\\文', "Ben", "=Cat", "Dan é"])
    _night_named(session)
    lines = session.shown_lines()
    entries = session.entries()
    assert len(lines) == len(entries)
    for line, entry in zip(lines, entries):
        item = json.loads(line)
        assert item["id"] == entry.id and item["number"] == entry.number
        assert item["label"] == entry.label and item["description"] == entry.description
        assert item["seats"] == entry.seats
        if entry.has_money:
            assert {p: Fraction(a) for p, a in item["deltas"].items()} == entry.deltas
        else:
            assert "deltas" not in item
    first = json.loads(lines[0])
    assert first["description"] == 'Ben wins 3 faan, off 陳"大\\文'
    assert first["deltas"] == {'陳"大\\文': -8, "Ben": 8, "=Cat": 0, "Dan é": 0}
    assert sorted(map(str, json.loads(lines[-1])["deltas"].values())) == ["-1/3", "0", "0", "1/3"]  # exactly


def _night_named(session):
    east, south, west, north = session.players
    session.record(json_entry(win("S", off="E")))
    session.substitute(west, "=Zoe")
    session.record(json_entry(win("N", 4)))
    session.swap_seats(east, south)
    session.record(json_entry({"penalty": True, "payments": {"E": "-1/3", "N": "1/3"}, "reason": "a third"}))
