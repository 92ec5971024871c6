"""Export as CSV and JSON; the JSON re-imports to an identical session."""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from mjscore_gui.cli.jsonio import dumps
from mjscore_gui.club.results.statistics import session_statistics
from mjscore_gui.engine import parse_hand
from mjscore_gui.ledger import Ledger, LedgerError
from mjscore_gui.ledger.times import time_text
from tests.conftest import json_entry
from tests.ledger.conftest import WIND_HAND, win


def _busy_night(session):
    session.record(json_entry(win("S", off="E")))
    session.record(json_entry({**WIND_HAND, "seat_wind": "E", "discarder": "W", "note": "Ben's East pong"}))
    session.record(json_entry({"draw": True}))
    session.substitute("Cat", "Zoe")
    session.record(json_entry(win("N", 4, rules={"stake": Decimal("0.5")})))
    session.record(json_entry({"penalty": True, "payments": {"E": "-1/3", "W": "1/3"}, "reason": "dropped a tile"}))
    session.change_rules(settings={"responsibility": "half"}, dealer_stays_on_draw=False)
    session.record(json_entry({"false_win": True, "seat_wind": "S"}))
    session.swap_seats("Amy", "Ben")
    session.record(json_entry(win("W", off="N")))
    session.end("2026-11-22T23:30:00+0800")


def test_csv_has_a_row_per_hand_with_deltas_and_running_totals_then_totals(session):
    session.record(json_entry(win("S", off="E")))
    session.record(json_entry(win("W")))
    rows = list(csv.reader(io.StringIO(session.export_csv())))
    assert rows[0] == [
        "hand",
        "label",
        "entry",
        "Amy",
        "Amy total",
        "Ben",
        "Ben total",
        "Cat",
        "Cat total",
        "Dan",
        "Dan total",
    ]
    assert rows[1][:3] == ["1", "East round, hand 1, dealer: Amy", "Ben wins 3 faan, off Amy"]
    assert rows[1][3:] == ["-8", "-8", "8", "8", "0", "0", "0", "0"]
    assert rows[2][3:] == ["-4", "-12", "-4", "4", "-4", "-4", "12", "12"]
    assert rows[3] == ["", "Totals", "2 hands", "", "-12", "", "4", "", "-4", "", "12"]


def test_csv_writes_exact_amounts(session):
    session.record(json_entry({"penalty": True, "payments": {"E": "-1/3", "S": "1/3"}, "reason": "rounding"}))
    assert "-1/3" in session.export_csv()


def _other_laptop(ledger):
    return Ledger.open(ledger.path.parent / "other laptop")


def test_json_export_reimports_to_an_identical_session(ledger, session):
    _busy_night(session)
    text = dumps(session.export_json())
    with _other_laptop(ledger) as other:
        again = other.import_json(json.loads(text, parse_float=Decimal)).session
        assert again.uuid == session.uuid
        assert dumps(again.export_json()) == text
        assert again.totals() == session.totals()
        assert [h.label for h in again.entries()] == [h.label for h in session.entries()]
        assert time_text(again.ended) == "2026-11-22T23:30:00+0800"
    # Without its uuid (an export from before uuids) it is a new session here.
    exported = json.loads(text, parse_float=Decimal)
    del exported["session"]["uuid"]
    again = ledger.import_json(exported).session
    assert again.id != session.id and again.uuid != session.uuid
    assert again.totals() == session.totals()
    assert [h.label for h in again.entries()] == [h.label for h in session.entries()]
    assert time_text(again.ended) == "2026-11-22T23:30:00+0800"


def test_every_exported_hand_is_hand_format(session):
    _busy_night(session)
    exported = session.export_json()
    hands = [e["record"] for e in exported["entries"] if e["kind"] == "hand"]
    assert hands and all(parse_hand(h) for h in hands)
    assert hands[0]["seat_wind"] == "E" and hands[0]["discarder"] == "W" and hands[0]["prevailing_wind"] == "E"


def test_import_into_another_ledger_file(tmp_path, session):
    _busy_night(session)
    exported = json.loads(dumps(session.export_json()), parse_float=Decimal)
    with Ledger.open(tmp_path / "elsewhere") as other:
        copy = other.import_json(exported).session
        assert copy.totals() == session.totals()
        assert session_statistics(copy) == session_statistics(session)


def test_a_bad_import_writes_nothing(ledger, session):
    session.record(json_entry(win("S", off="E")))
    exported = json.loads(dumps(session.export_json()), parse_float=Decimal)
    exported["entries"][0]["record"]["faan"] = 1  # below the minimum
    del exported["session"]["uuid"]
    with pytest.raises(LedgerError, match="entry 1: below the minimum"):
        ledger.import_json(exported)
    assert len(ledger.sessions()) == 1
    with pytest.raises(LedgerError, match="not an MJScore session export"):
        ledger.import_json({"hands": []})


def test_a_failed_import_leaves_no_trace_in_later_sessions(ledger, session):
    session.change_rules(settings={"payout": "full_spicy"})
    session.record(json_entry(win("S", off="E")))
    exported = json.loads(dumps(session.export_json()), parse_float=Decimal)
    exported["entries"][1]["record"]["faan"] = 1
    del exported["session"]["uuid"]
    heard = []
    ledger.subscribe(heard.append)
    with pytest.raises(LedgerError):
        ledger.import_json(exported)
    assert heard == []
    # A later session gets fresh ids; the rolled-back ruleset must not be served for them.
    other = ledger.new_session(["A", "B", "C", "D"])
    other.change_rules(settings={"cap": 8})
    assert other.ruleset.settings["cap"] == 8 and other.ruleset.settings["payout"] == "half_spicy"


# ---- the draw rule travels in the rulesets (version 2); version 1 still imports --------

DATA = Path(__file__).parent / "data"


def _v1_export() -> dict:
    # Written by the first ledger (export version 1): the draw rule beside the rulesets.
    return json.loads((DATA / "v1_export.json").read_text(encoding="utf-8"), parse_float=Decimal)


def test_the_draw_rule_is_exported_in_each_ruleset(session):
    session.record(json_entry({"draw": True}))
    session.change_rules(settings={"dealer_stays_on_draw": False})
    session.record(json_entry({"draw": True}))
    exported = session.export_json()
    assert exported["version"] == 2
    assert exported["session"]["ruleset"]["settings"]["dealer_stays_on_draw"] is True
    assert "dealer_stays_on_draw" not in exported["session"]
    change = exported["entries"][1]["record"]
    assert change["rules"]["settings"]["dealer_stays_on_draw"] is False and set(change) == {"rules"}


def test_a_draw_rule_switched_off_mid_session_reimports_identically(ledger, session):
    session.record(json_entry({"draw": True}))
    session.change_rules(session.ruleset.with_settings({"dealer_stays_on_draw": False}))
    session.record(json_entry({"draw": True}))
    session.record(json_entry(win("E")))
    text = dumps(session.export_json())
    again = _other_laptop(ledger).import_json(json.loads(text, parse_float=Decimal)).session
    assert dumps(again.export_json()) == text
    assert (
        [h.label for h in again.hands()]
        == [h.label for h in session.hands()]
        == [
            "East round, hand 1, dealer: Amy",
            "East round, hand 1, dealer: Amy, repeat 1",
            "East round, hand 2, dealer: Ben",
        ]
    )
    assert again.next_hand().label == session.next_hand().label


def test_a_version_1_export_still_imports_as_it_was_played(ledger):
    old = _v1_export()
    assert old["version"] == 1 and old["session"]["dealer_stays_on_draw"] is False
    session = ledger.import_json(old).session
    entries = session.entries()
    assert [e.kind for e in entries] == [item["kind"] for item in old["entries"]]
    money = [(e.label, e.payments) for e in entries if e.has_money]
    assert money == [
        (item["label"], {seat: Fraction(a) for seat, a in item["result"]["payments"].items()})
        for item in old["entries"]
        if "label" in item
    ]
    assert session.totals() == old["totals"]
    assert session.next_hand().label == "South round, hand 1, dealer: Amy"
    assert time_text(session.ended) == old["session"]["ended"]
    # The draw rule is now each ruleset's setting: off, on, on (carried), off.
    rules = [e for e in entries if e.kind == "rules"]
    assert [ledger.store.ruleset(e.data["ruleset"]).settings["dealer_stays_on_draw"] for e in rules] == [
        True,
        True,
        False,
    ]
    assert ledger.store.ruleset(session.initial().ruleset_id).settings["dealer_stays_on_draw"] is False
    # What it exports now (version 2) imports to the same session again.
    text = dumps(session.export_json())
    with _other_laptop(ledger) as other:
        assert dumps(other.import_json(json.loads(text, parse_float=Decimal)).session.export_json()) == text


def test_a_version_1_export_without_the_draw_rule_keeps_the_dealer(ledger):
    old = _v1_export()
    del old["session"]["dealer_stays_on_draw"]  # as the first version read it: default true
    old["entries"] = old["entries"][:1]
    session = ledger.import_json(old).session
    assert session.hands()[0].label == "East round, hand 1, dealer: Amy"
    assert session.next_hand().label == "East round, hand 1, dealer: Amy, repeat 1"


def test_an_export_from_a_newer_version_or_a_bad_draw_rule_is_refused(ledger):
    old = _v1_export()
    with pytest.raises(LedgerError, match="version 3 is not one"):
        ledger.import_json({**old, "version": 3})
    old["session"]["dealer_stays_on_draw"] = "no"
    with pytest.raises(LedgerError, match="dealer_stays_on_draw must be true or false"):
        ledger.import_json(old)
    assert ledger.sessions() == []
