"""The hand builder and the table model, without Qt."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

import pytest

from mjscore_gui.engine.tiles import parse_tile, parse_tiles
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.state.table import Table
from mjscore_gui.rulebook import get_preset
from tests.conftest import json_entry

HK = get_preset("hk")


def build(text: str, **situation) -> HandBuilder:
    b = HandBuilder(HK)
    for t in parse_tiles(text):
        b.add_tile(t)
    if situation:
        b.set_situation(**situation)
    return b


def test_models_import_no_qt():
    code = (
        "import sys, mjscore_gui.gui.state, mjscore_gui.gui.state.table\n"
        "import mjscore_gui.ledger\n"
        "import mjscore_gui.gui.state.entry_text, mjscore_gui.gui.state.evaluation, mjscore_gui.gui.state.export\n"
        "import mjscore_gui.gui.state.hand_edit, mjscore_gui.gui.state.payments, mjscore_gui.gui.state.rules_form\n"
        "import mjscore_gui.gui.state.build_state\n"
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_last_tile_added_is_the_winning_tile_and_a_click_changes_it():
    b = build("123s 55s CCC 678s 999s")
    assert b.winning_tile == parse_tile("9s")
    b.set_winning(("c", parse_tile("5s")))
    assert b.winning_tile == parse_tile("5s")
    assert b.to_json()["winning_tile"] == "5s"


def test_scores_live_and_settles():
    b = build("123s 5s CCC 678s 999s 5s", winner="E", win="discard", discarder="S")
    ev = b.evaluation()
    assert ev.valid and ev.result.faan == 6
    assert ev.settlement.payments == {"E": 32, "S": -32, "W": 0, "N": 0}
    assert b.can_record() == (True, "")


def test_a_fifth_copy_is_refused_and_the_tile_shows_unavailable():
    b = build("CCCC")
    assert not b.available(parse_tile("C"))
    assert b.add_tile(parse_tile("C")) is False
    assert "four" in b.notice


def test_meld_modes_declare_in_one_click():
    b = HandBuilder(HK)
    b.set_mode("pong")
    assert b.press(parse_tile("C"))
    assert b.mode == "tile"  # back to single tiles after one meld
    b.set_mode("chow")
    b.press(parse_tile("9s"))  # a chow ending at 9 starts at 7
    b.set_mode("concealed_kong")
    b.press(parse_tile("E"))
    melds = b.state.melds
    assert [(m.kind, m.tile, m.exposed) for m in melds] == [
        ("pong", parse_tile("C"), True),
        ("chow", parse_tile("7s"), True),
        ("kong", parse_tile("E"), False),
    ]
    assert b.tile_count() == 9


def test_undo_takes_back_a_misclick():
    b = build("123s")
    b.add_tile(parse_tile("9p"))
    assert b.undo()
    assert b.to_json()["concealed"] == "123s"


def test_typed_tiles_all_or_nothing():
    b = HandBuilder(HK)
    assert not b.add_text("123m 5x")
    assert b.is_empty and "5x" in b.notice
    assert b.add_text("123m 55p EEE f1")
    assert b.tile_count() == 8 and b.state.flowers == (parse_tile("f1"),)


def test_invalid_and_below_minimum_cannot_be_recorded():
    b = build("13579m 13579p 1357s")
    ok, reason = b.can_record()
    assert not ok and "arrangement" in reason
    b = HandBuilder(HK)
    b.declare("chow", parse_tile("1m"))
    for t in parse_tiles("456p 789s 234s 55m"):
        b.add_tile(t)
    b.set_situation(winner="E", discarder="S")
    ok, reason = b.can_record()
    assert not ok and "minimum" in reason.lower()


def test_waits_with_one_tile_missing():
    b = build("1235s CCC 678s 999s")
    ev = b.evaluation()
    assert [w.tile for w in ev.waits] == parse_tiles("4578s")


def test_only_applicable_conditions_are_offered():
    b = build("123s", winner="E", win="self_drawn")
    assert "heavenly" in b.applicable_conditions() and "robbing_kong" not in b.applicable_conditions()
    b.toggle_condition("heavenly", True)
    b.set_situation(winner="S")  # only East can win a heavenly hand: the tick goes
    assert "heavenly" not in b.state.conditions


@pytest.fixture
def table(tmp_path):
    table = Table.open(tmp_path)
    assert not table.started and table.players == []  # a first launch: nobody named yet
    table.new_session(["Amy", "Ben", "Cat", "Dan"])
    yield table
    table.close()


def test_table_records_undoes_and_resettles_an_edit(table):
    assert table.players == ["Amy", "Ben", "Cat", "Dan"] and table.ruleset.id == HK.id
    hand = build("123s 5s CCC 678s 999s 5s", win="discard", discarder="S").to_json()
    table.record(json_entry(hand))
    assert table.totals() == [32, -32, 0, 0]
    table.record(json_entry({"draw": True}))
    assert len(table.rows()) == 2
    fixed = dict(hand, win="self_drawn", discarder=None)
    table.edit(table.rows()[0].id, json_entry(fixed))
    assert table.totals() == [Fraction(72), -24, -24, -24]  # 7 faan self-drawn: 48 x 1.5
    assert table.session.undo()
    assert table.totals() == [32, -32, 0, 0]
