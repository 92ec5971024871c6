"""The window's Qt-free models (issue 9: widgets stay thin): the payments and notes the
result panel shows, the rules dialog's checks, what a ledger row says, the edit flow,
the build state and its evaluation, exact JSON and where an export goes."""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction

import pytest

from mjscore_gui.engine.tiles import parse_tile, parse_tiles
from mjscore_gui.gui.state.build_state import BuildState, tile_count
from mjscore_gui.gui.state.entry_text import (
    describe,
    entry_name,
    number_text,
    rules_changes,
    rules_summary,
)
from mjscore_gui.gui.state.evaluation import evaluate, record_check
from mjscore_gui.gui.state.export import default_export_path
from mjscore_gui.gui.state.hand_edit import HandEdit
from mjscore_gui.gui.state.payments import payment_lines, result_notes, seat_amounts
from mjscore_gui.gui.state.rules_form import checked_ruleset
from mjscore_gui.gui.state.table import penalty_entry
from mjscore_gui.jsontext import dumps
from mjscore_gui.ledger import HandRecord, Ledger, Session
from mjscore_gui.rulebook import get_preset
from tests.builders import hand
from tests.conftest import json_entry

HK = get_preset("hk")
PLAYERS = ["Amy", "Ben", "Cat", "Dan"]
DRAW = {"draw": True}
# East wins 6 faan off North's discard: 32 (half spicy), the one payer named.
WIN = hand("123s 5s CCC 678s 999s 5s", "5s", seat="E", discarder="N")


def state(text: str, **situation) -> BuildState:
    return BuildState(concealed=tuple(parse_tiles(text)), **situation)


@pytest.fixture
def session(tmp_path):
    """A session of PLAYERS (Amy East) under the Hong Kong rules, in a ledger of its own."""
    with Ledger.open(tmp_path) as ledger:
        yield ledger.new_session(PLAYERS, HK)


def recorded(session: Session, *entries) -> list[HandRecord]:
    """Every entry of the session, as the window's rows read them, after recording `entries`."""
    for entry in entries:
        session.record(json_entry(entry))
    return session.entries()


# -- the build state and its evaluation ----------------------------------------------


def test_a_full_hand_scores_and_settles_and_one_short_lists_its_waits():
    full = state("123s 5s CCC 678s 999s 5s", winner="E", win="discard", discarder="S")
    ev = evaluate(full, HK)
    assert ev.result.faan == 6 and ev.settlement.payments["S"] == -32 and record_check(full, ev)[0]
    short = state("123s 5s CCC 678s 999s", winner="E", win="discard", discarder="S")
    assert tile_count(short) == 13
    waits = evaluate(short, HK).waits
    assert [w.tile for w in waits] == [parse_tile(t) for t in ("4s", "5s", "7s", "8s")]


def test_below_the_minimum_cannot_be_recorded_and_says_why():
    hand = state("123m 456p 789s CCC 55m", winner="E", win="discard", discarder="S")
    strict = HK.with_settings({"min_faan": 4})
    ok, reason, short = record_check(hand, evaluate(hand, strict))
    assert not ok and reason == "Below the minimum: 4 faan needed, 3 counted" and short == "below the minimum"
    assert record_check(hand, evaluate(hand, HK))[0]  # the same hand under the 3-faan rules


def test_an_earthly_hand_off_west_reads_as_a_refusal_first():
    # Seed 001: "Non-East player wins on East's first discard"; off West it cannot happen.
    hand = state("123m 456m 789m 234p 55s", winner="S", win="discard", discarder="W", conditions=("earthly",))
    ev = evaluate(hand, HK)
    notes, payable = result_notes(ev, HK)
    assert not payable and "East is the discarder, not West" in notes[0]
    assert not record_check(hand, ev)[0]
    off_east = replace(hand, discarder="E")
    ev = evaluate(off_east, HK)
    assert result_notes(ev, HK)[1] and ev.settlement.payments == {"E": -384, "S": 384, "W": 0, "N": 0}


# -- the result panel's words and numbers ----------------------------------------------


def test_the_payment_cap_is_noted_and_paid_at_the_cap():
    hand = state("123s 5s CCC 678s 999s 5s", winner="E", win="discard", discarder="S")
    capped = HK.with_settings({"cap": 5})
    ev = evaluate(hand, capped)
    notes, meets = result_notes(ev, capped)
    assert meets and "paid as 5 faan (the table's cap)" in notes
    assert [(p.seat, p.amount, p.sign) for p in payment_lines(ev)] == [
        ("E", "+24", "plus"),
        ("S", "-24", "minus"),
        ("W", "0", "zero"),
        ("N", "0", "zero"),
    ]  # 5 faan, not 6
    uncapped, _ = result_notes(evaluate(hand, HK), HK)
    assert not any("cap" in n for n in uncapped)


def test_a_false_win_preview_reads_per_seat():
    lines = seat_amounts({"E": Fraction(384), "S": Fraction(-1152), "W": Fraction(384), "N": Fraction(384)})
    assert [(p.seat, p.amount) for p in lines] == [("E", "+384"), ("S", "-1152"), ("W", "+384"), ("N", "+384")]


# -- the rules dialog's answer ----------------------------------------------------------


def test_the_rules_form_checks_every_value():
    ruleset = checked_ruleset(HK, {"min_faan": 4, "payout": "6_9_12"}, {"mixed_one_suit": 2})
    assert ruleset.settings["min_faan"] == 4 and ruleset.patterns["mixed_one_suit"].faan == 2
    with pytest.raises(ValueError, match="custom"):
        checked_ruleset(HK, {"payout": "custom", "custom_table": "nonsense"}, {})
    with pytest.raises(ValueError):
        checked_ruleset(HK, {"min_faan": -1}, {})


# -- what a ledger row says ---------------------------------------------------------------


def test_rows_have_their_own_numbers_and_say_what_happened(session):
    *_, win, penalty, false_win, draw = recorded(
        session,
        DRAW,
        DRAW,
        dict(WIN, responsible="W"),
        penalty_entry("S", Fraction(5), "E", "exposed a tile"),
        {"false_win": True, "seat_wind": "W"},
        DRAW,
    )
    assert number_text(win) == "3" and entry_name(win) == "hand 3"
    assert describe(win) == "Amy wins 6 faan off Dan; Cat pays all 包"
    assert number_text(penalty) == "P1" and entry_name(penalty) == "penalty 1"
    assert describe(penalty) == "Penalty 罰: Ben pays Amy 5 — exposed a tile"
    assert false_win.deltas == {"Amy": 384, "Ben": 384, "Cat": -1152, "Dan": 384}
    assert describe(false_win) == "False win 詐糊 by Cat: pays each other player 384"
    assert entry_name(draw) == "hand 5 (drawn)"


def test_a_rules_change_row_lists_what_changed(session):
    session.change_rules(HK.with_settings({"min_faan": 4, "payout": "6_9_12"}))
    change = session.entries()[-1]
    assert number_text(change) == ""
    text = describe(change)
    assert text.startswith("Rules changed from the next hand: ")
    assert "Minimum faan to win: 4" in text and "Payout table: 6-9-12 settling table" in text
    assert rules_changes(HK, HK) == []


# -- the edit flow ------------------------------------------------------------------------


def test_an_edit_is_judged_by_the_rules_its_hand_was_played_under(session):
    recorded(session, *[DRAW] * 6, WIN, penalty_entry("S", Fraction(5), "E", "exposed a tile"))
    session.change_rules(HK.with_settings({"min_faan": 4}))  # today's rules, not the hand's
    draw, *_, win, penalty, change = session.entries()
    edit = HandEdit.of(table=None, row=win)
    assert edit.ruleset == HK and edit.editor == "tiles" and edit.number == 7
    assert edit.banner() == f"Editing hand 7 · played under: {rules_summary(HK)}"
    assert "3-faan minimum" in rules_summary(edit.ruleset) and "Half spicy" in rules_summary(edit.ruleset)
    assert (
        HandEdit.of(None, draw)
        .banner()
        .startswith("Editing hand 1 (drawn): enter the winning hand to replace the draw")
    )
    assert HandEdit.of(None, penalty).editor == "penalty"
    with pytest.raises(ValueError, match="cannot be edited"):
        HandEdit.of(None, change)
    assert edit.seat_names() == {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}


# -- exact JSON and the export folder ------------------------------------------------------


def test_exact_json_never_rounds():
    text = dumps({"a": Fraction(5, 2), "b": Fraction(1, 3), "c": Fraction(-32), "d": [Fraction(1, 8)]})
    assert json.loads(text) == {"a": 2.5, "b": "1/3", "c": -32, "d": [0.125]}
    assert '"a": 2.5' in text and '"d": [\n    0.125' in text


def test_an_export_goes_to_the_documents_folder_named_for_the_session(monkeypatch, tmp_path):
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(tmp_path))
    assert default_export_path("Friday club, 22 Nov", "csv") == tmp_path / "Friday club 22 Nov.csv"
    assert default_export_path("", "json") == tmp_path / "mjscore-session.json"


def test_the_build_state_is_a_value():
    s = state("123m")
    assert replace(s, winner="S") != s and s.is_empty is False and BuildState().is_empty
