"""A ledger written by MJScore at commit 25b5247 (schema 6: derived figures stored beside
the entries, a running-totals table) opens with this version, migrated in place, loses
nothing and checks clean. data/v6_ledger.sqlite3 was written by data/make_v6_ledger.py
with that version's code; the totals and labels below are what that version printed."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from mjscore_gui.ledger import Ledger, schema
from mjscore_gui.ledger.times import time_text
from tests.conftest import json_entry

DATA = Path(__file__).parent / "data"

FRIDAY_TOTALS = {
    "Amy": Fraction(428),
    "Ben": Fraction(-1228),
    "Cat": Fraction(1798, 5),
    "Dan": Fraction(2242, 5),
    "Eve": Fraction(-8),
}
SATURDAY_TOTALS = {"Amy": Fraction(-40), "Ben": Fraction(-24), "Fay": Fraction(96), "Gus": Fraction(-32)}
FRIDAY_LABELS = [
    "East round, hand 1, dealer: Amy",
    "East round, hand 2, dealer: Ben",
    "East round, hand 2, dealer: Ben, repeat 1",
    "East round, hand 2, dealer: Ben, repeat 2",
    "East round, hand 3, dealer: Cat",
    "East round, hand 3, dealer: Cat, repeat 1",
    "East round, hand 3, dealer: Cat, repeat 1",
    "East round, hand 4, dealer: Dan",
    "East round, hand 4, dealer: Dan",
    "East round, hand 4, dealer: Dan, repeat 1",
    "East round, hand 4, dealer: Dan, repeat 1",
    "South round, hand 1, dealer: Cat",
    "South round, hand 1, dealer: Cat",
    "South round, hand 2, dealer: Ben",
]


@pytest.fixture
def old_file(tmp_path):
    shutil.copy(DATA / "v6_ledger.sqlite3", tmp_path / "ledger.sqlite3")
    return tmp_path


def test_a_schema_6_ledger_opens_migrated_and_checks_clean(old_file):
    with Ledger.open(old_file) as ledger:
        assert ledger.notice is None
        assert ledger.store.one("PRAGMA user_version")[0] == schema.SCHEMA_VERSION
        assert ledger.check() == []
        friday, saturday = ledger.session(1), ledger.session(2)
        assert friday.totals() == FRIDAY_TOTALS
        assert saturday.totals() == SATURDAY_TOTALS
        assert [e.label for e in friday.entries()] == FRIDAY_LABELS
        assert friday.hand_count == 10 and saturday.hand_count == 3
        assert friday.players == ["Amy", "Ben", "Cat", "Dan", "Eve"]
        assert time_text(friday.ended) == "2026-11-20T23:30:00+0800" and friday.name == "Friday"
        # The running totals end on the totals; a penalty is labelled by its number.
        labels, series = friday.running_totals()
        assert {name: values[-1] for name, values in series.items()} == FRIDAY_TOTALS
        assert "P1" in labels
        # The edit holds (6 faan off West, not 4), the undone hand stays undone.
        faans = [e.faan for e in friday.entries() if e.kind == "faan"]
        assert faans == [3, 5, 6, 3, 10, 4]
        assert saturday.dealer_stays_on_draw is False
        assert saturday.next_hand().label == "East round, hand 3, dealer: Fay, repeat 1"


def test_the_migrated_ledger_keeps_its_undo_and_takes_new_hands(old_file):
    with Ledger.open(old_file) as ledger:
        friday = ledger.session(1)
        assert friday.undo_text() is not None
        friday.undo()  # the last hand (Ben's 4 faan self-drawn) goes
        assert friday.hand_count == 9
        friday.redo()
        assert friday.totals() == FRIDAY_TOTALS
        friday.record(json_entry({"faan": 3, "seat_wind": "S", "win": "self_drawn"}))
        assert sum(friday.totals().values()) == 0
        assert ledger.check() == []


SINCE_V6 = {"special_hands": True, "bonus_win": False, "bonus_win_seven_faan": 3, "bonus_win_eight_faan": 13}


def test_the_migrated_night_exports_as_the_old_version_exported_it(old_file):
    # Written by 25b5247 from the same file: every label, seat, result and amount derived
    # on read now is what that version stored.
    with Ledger.open(old_file) as ledger:
        friday = ledger.session(1)
        exported = json.loads(friday.export_json_text())
        # Schema 8 gave every stored ruleset the settings added since, at the values its
        # hands were settled with; the rest is exactly what that version exported.
        for settings in (
            exported["session"]["ruleset"]["settings"],
            exported["entries"][9]["record"]["rules"]["settings"],
        ):
            added = {key: settings.pop(key) for key in SINCE_V6}
            assert added == SINCE_V6
        # Schema 9 adds who owns the session and its revision; the rest is as it was.
        assert (exported["session"].pop("owner"), exported["session"].pop("adopted")) == (ledger.id, [])
        assert exported["session"].pop("revision") > 0
        # Schema 10 adds the seating plan a session came from: none for a night of old.
        assert exported["session"].pop("plan") is None
        assert exported == json.loads((DATA / "v6_friday_export_by_25b5247.json").read_text(encoding="utf-8"))
        csv_text = (DATA / "v6_friday_export_by_25b5247.csv").read_bytes().decode("utf-8")
        assert friday.export_csv() == csv_text
