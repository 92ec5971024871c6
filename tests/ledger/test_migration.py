"""A ledger file written by an earlier MJScore opens, migrated in place, as it was played.

data/v1_ledger.sql holds the rows of a schema-1 file (the first ledger), whose tables are
schema.MIGRATIONS[0]. There the draw rule was a flag of the table state, set by the
session and by each rules change. In session 1 the deal passed on a draw, then it stayed
(also across a rules change that left the flag alone), then it passed again; a last
rules change was deleted. Session 2 played the default.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from mjscore_gui.ledger import Ledger, schema
from mjscore_gui.ledger.times import time_text
from tests.conftest import json_entry
from tests.ledger.conftest import win

DATA = Path(__file__).parent / "data"

LABELS = [
    "East round, hand 1, dealer: Amy",  # draw, passes
    "East round, hand 2, dealer: Ben",  # Cat wins off Ben
    "East round, hand 3, dealer: Cat",  # rules: the dealer stays on a draw
    "East round, hand 3, dealer: Cat",  # draw, stays
    "East round, hand 3, dealer: Cat, repeat 1",  # rules: cap 10 (the draw rule carried)
    "East round, hand 3, dealer: Cat, repeat 1",  # draw, stays
    "East round, hand 3, dealer: Cat, repeat 2",  # Cat wins
    "East round, hand 3, dealer: Cat, repeat 3",  # rules: full spicy, the deal passes on a draw
    "East round, hand 3, dealer: Cat, repeat 3",  # draw, passes
    "East round, hand 4, dealer: Dan",
]


@pytest.fixture
def old_file(tmp_path):
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.executescript(schema.MIGRATIONS[0])
    conn.executescript((DATA / "v1_ledger.sql").read_text(encoding="utf-8"))
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    return tmp_path


def _stored(ledger):
    return ledger.store.query("SELECT * FROM entries ORDER BY id")


def _figures_as_stored_by_schema_1(folder):
    """Each active entry's number and payments as the schema-1 file stored them."""
    conn = sqlite3.connect(folder / "ledger.sqlite3")
    rows = conn.execute("SELECT id, number, d_e, d_s, d_w, d_n, before FROM entries WHERE active = 1").fetchall()
    conn.close()
    return {row[0]: (row[1], row[2:6], json.loads(row[6])[1:7]) for row in rows}


def _draw_rule(ledger, ruleset_id):
    return ledger.store.ruleset(ruleset_id).settings["dealer_stays_on_draw"]


def test_an_old_ledger_opens_with_the_same_hands_labels_and_totals(old_file):
    with Ledger.open(old_file) as ledger:
        assert ledger.notice is None
        assert ledger.store.one("PRAGMA user_version")[0] == schema.SCHEMA_VERSION
        night = ledger.session(1)
        assert [e.label for e in night.entries()] == LABELS
        assert night.totals() == {"Amy": -8, "Ben": -8, "Cat": 16, "Dan": 0}
        assert night.next_hand().label == "South round, hand 1, dealer: Amy"
        assert time_text(night.ended) == "2026-01-01T23:00:00+0800"
        # The flag became each ruleset's setting, the other settings kept.
        assert _draw_rule(ledger, night.initial().ruleset_id) is False
        rules = [e for e in night.entries() if e.kind == "rules"]
        assert [_draw_rule(ledger, e.data["ruleset"]) for e in rules] == [True, True, False]
        assert [set(e.data) for e in rules] == [{"ruleset"}] * 3
        assert night.ruleset.settings["payout"] == "full_spicy" and night.ruleset.settings["cap"] == 10
        assert night.dealer_stays_on_draw is False
        other = ledger.session(2)
        assert other.dealer_stays_on_draw is True
        assert other.next_hand().label == "East round, hand 2, dealer: Fay"


def test_the_figures_derived_now_are_those_the_old_file_stored(old_file):
    stored = _figures_as_stored_by_schema_1(old_file)
    with Ledger.open(old_file) as ledger:
        derived = {}
        for info in ledger.sessions():
            session = ledger.session(info.id)
            ledger.store.write(session.replay_all)
            for e in session.entries():
                amounts = tuple(None if not e.has_money else str(e.payments[w]) for w in "ESWN")
                # The table each entry found: round, deal, repeat, hands, penalties, ... as stored.
                derived[e.id] = (e.number, amounts, e.state.to_json()[1:7])
        assert derived == stored
        assert ledger.check() == []


def test_an_old_ledger_goes_on_being_played_edited_and_undone(old_file):
    with Ledger.open(old_file) as ledger:
        night = ledger.session(1)
        # Undo the deletion of the last rules change: the dealer stays on a draw again.
        assert night.undo() == "delete rules"
        assert night.dealer_stays_on_draw is True
        night.record(json_entry({"draw": True}))
        assert night.next_hand().label == "South round, hand 1, dealer: Amy, repeat 1"
        # Hand 1, a draw when the deal passed on one, was really Amy's win: she keeps the
        # deal, so she deals hand 2 (Cat's win off Ben), which passes it to Ben.
        first = night.hands()[0]
        night.edit(first.id, json_entry(win("E")))
        assert [h.label for h in night.hands()][:3] == [
            "East round, hand 1, dealer: Amy",
            "East round, hand 1, dealer: Amy, repeat 1",
            "East round, hand 2, dealer: Ben",
        ]
        night.undo()
        assert [e.label for e in night.entries()][:10] == LABELS


def test_reopening_a_migrated_ledger_migrates_nothing(old_file):
    with Ledger.open(old_file) as ledger:
        stored = _stored(ledger)
        rulesets = ledger.store.query("SELECT id, digest, data FROM rulesets ORDER BY id")
    with Ledger.open(old_file) as ledger:
        assert _stored(ledger) == stored
        assert ledger.store.query("SELECT id, digest, data FROM rulesets ORDER BY id") == rulesets
        # A migrated ruleset is the one the ledger would store for it now (one row each).
        night = ledger.session(1)
        assert ledger.store.store_ruleset(night.ruleset) == night.tail().ruleset_id
