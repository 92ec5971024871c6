"""The evening is the unit (issue 23): settle-up, the summary and the statistics cover
every session started at this table between 06:00 and 06:00; the standings count an
evening once; an imported session is another table's."""

from __future__ import annotations

from fractions import Fraction

import pytest

from mjscore_gui.club.results.evening import evening_date, evening_of, evening_session_ids, evenings
from mjscore_gui.club.results.nights import all_nights, night_totals
from mjscore_gui.club.results.settle_up import settle_up
from mjscore_gui.club.results.standings import standings
from mjscore_gui.ledger import Ledger
from mjscore_gui.ledger.times import parse_time
from tests.conftest import json_entry


def win(seat, faan=3, off=None):
    obj = {"faan": faan, "seat_wind": seat, "win": "discard" if off else "self_drawn"}
    if off:
        obj["discarder"] = off
    return obj


@pytest.mark.parametrize(
    "started,evening",
    [
        ("2026-11-20T19:30:00+0800", "2026-11-20"),
        ("2026-11-21T01:30:00+0800", "2026-11-20"),
        ("2026-11-21T05:59:59+0800", "2026-11-20"),
        ("2026-11-21T06:00:00+0800", "2026-11-21"),
        ("", None),
    ],
)
def test_an_evening_runs_from_six_to_six(started, evening):
    assert evening_date(parse_time(started)) == evening


@pytest.fixture
def folder(tmp_path):
    """Three sessions one evening (a new player at 23:00, New session after 01:00), one
    the next evening, and a session imported from another laptop on the same evening."""
    with Ledger.open(tmp_path / "laptop") as other:
        theirs = other.new_session(["Amy", "Hal", "Ivy", "Jo"], name="theirs", started="2026-11-20T20:00:00+0800")
        theirs.record(json_entry(win("E", 4, off="S")))
        exported = theirs.export_json()
    with Ledger.open(tmp_path / "data") as ledger:
        one = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="one", started="2026-11-20T19:30:00+0800")
        one.record_many(json_entry([win("S", off="E"), win("E", 5)]))
        two = ledger.new_session(["Amy", "Ben", "Cat", "Eve"], name="two", started="2026-11-20T23:00:00+0800")
        two.record_many(json_entry([win("N", 6, off="W")]))
        three = ledger.new_session(["Amy", "Ben", "Cat", "Eve"], name="three", started="2026-11-21T01:10:00+0800")
        three.record_many(json_entry([win("W", 4, off="N")]))
        ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="next", started="2026-11-21T19:30:00+0800").record(
            json_entry(win("E", 3))
        )
        ledger.import_json(exported)
        yield ledger, (one.id, two.id, three.id)


def test_the_evening_is_every_own_session_started_between_six_and_six(folder):
    ledger, ids = folder
    for session_id in ids:
        assert evening_session_ids(ledger, session_id) == list(ids)
    night = evening_of(ledger, ids[1])
    assert night.session_id == ids[1] and night.players == ("Amy", "Ben", "Cat", "Dan", "Eve")
    assert len(night.hands) == 4 and night.sessions == 3
    expected: dict[str, Fraction] = {}
    for session_id in ids:
        for name, amount in ledger.session(session_id).totals().items():
            expected[name] = expected.get(name, Fraction(0)) + Fraction(amount)
    assert night.totals == expected and sum(night.totals.values()) == 0
    # One settle-up for the evening: it squares every session's totals at once.
    moved: dict[str, Fraction] = {}
    for t in settle_up(night.totals, night.players):
        moved[t.payer] = moved.get(t.payer, Fraction(0)) - t.amount
        moved[t.payee] = moved.get(t.payee, Fraction(0)) + t.amount
    assert {n: a for n, a in moved.items() if a} == {n: a for n, a in expected.items() if a}


def test_an_imported_session_is_its_own_evening(folder):
    ledger, ids = folder
    imported = next(info.id for info in ledger.sessions() if not info.own)
    assert evening_session_ids(ledger, imported) == [imported]
    assert imported not in evening_session_ids(ledger, ids[0])


def test_the_standings_count_an_evening_once(folder):
    ledger, _ids = folder
    for nights in (night_totals(ledger), all_nights(ledger)):
        rows = {s.name: s for s in standings(evenings(ledger, nights))}
        assert rows["Ben"].nights == 2  # this evening (three sessions) and the next
        assert rows["Amy"].nights == 3  # and the imported night at another table
        assert rows["Eve"].nights == 1


def test_the_window_settles_the_evening_unless_one_session_is_picked(qtbot, tmp_path):
    from PySide6.QtGui import QAction

    from mjscore_gui.app import create_main_window

    with Ledger.open(tmp_path / "data") as ledger:
        first = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], started="2026-11-20T19:30:00+0800")
        first.record(json_entry(win("S", off="E")))
        second = ledger.new_session(["Amy", "Ben", "Cat", "Eve"], started="2026-11-20T22:00:00+0800")
        second.record(json_entry(win("N", 6, off="W")))
        both = {n: Fraction(a) for n, a in first.totals().items()}
        for n, a in second.totals().items():
            both[n] = both.get(n, Fraction(0)) + Fraction(a)
        alone = {n: Fraction(a) for n, a in second.totals().items()}
    window = create_main_window(tmp_path / "data")
    qtbot.addWidget(window)
    try:
        club = window.club
        assert window.table.session.id == second.id
        assert club.night().totals == both and len(club.night().hands) == 2
        only = window.findChild(QAction, "session-only")
        from PySide6.QtWidgets import QLabel

        from mjscore_gui.gui.club.settle_up_dialog import SettleUpDialog

        dialog = SettleUpDialog(club.night())
        assert any("2 sessions" in label.text() for label in dialog.findChildren(QLabel))
        dialog.deleteLater()
        only.setChecked(True)
        assert club.night().totals == alone and club.night().sessions == 1
    finally:
        window.table.close()
