"""The one outcome path: each kind of entry settled by `settle_entry`, with the numbers a
player checks; and the JSON face gives the same answer as the typed entry."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.jsonio import check_document
from mjscore_gui.engine import parse_hand
from mjscore_gui.outcome import (
    MAX_DEPTH,
    Draw,
    FaanClaim,
    FalseWin,
    Penalty,
    ScoredHand,
    check_size,
    settle_entry,
)
from mjscore_gui.outcome.jsonform import read_claim, score_hand_json, settle_form
from mjscore_gui.rulebook import resolve_ruleset

HK = resolve_ruleset("hk")
# East pong (the prevailing wind), red dragon pong: 3 faan for a South winner, 4 for East.
WIND_HAND = {
    "concealed": "234p 567p 11m",
    "melds": [{"kind": "pong", "tile": "E", "exposed": True}, {"kind": "pong", "tile": "C", "exposed": True}],
    "winning_tile": "1m",
    "win": "discard",
}


def _pays(payments):
    return {seat: int(amount) for seat, amount in payments.items()}


def test_a_hand_by_its_tiles_is_scored_and_settled():
    hand, situation = parse_hand({**WIND_HAND, "seat_wind": "S"})
    outcome = settle_entry(ScoredHand(hand, situation, discarder="E"), HK)
    assert outcome.valid and outcome.faan == 3 and outcome.meets_minimum
    assert _pays(outcome.payments) == {"E": -8, "S": 8, "W": 0, "N": 0}  # half spicy: 3 faan is 8


def test_a_discard_win_naming_no_discarder_is_scored_but_not_settled():
    hand, situation = parse_hand({**WIND_HAND, "seat_wind": "S"})
    outcome = settle_entry(ScoredHand(hand, situation), HK)
    assert outcome.faan == 3 and outcome.settlement is None and outcome.payments == {}


def test_an_invalid_hand_says_why():
    hand, situation = parse_hand({**WIND_HAND, "concealed": "234p 567p 12m", "winning_tile": "2m"})
    outcome = settle_entry(ScoredHand(hand, situation, discarder="N"), HK)
    assert not outcome.valid and outcome.error and outcome.settlement is None


def test_a_claim_by_its_faan():
    assert _pays(settle_entry(FaanClaim(3, "S", "discard", "E"), HK).payments) == {"E": -8, "S": 8, "W": 0, "N": 0}
    selfdrawn = settle_entry(FaanClaim(5, "E", "self_drawn"), HK)
    assert _pays(selfdrawn.payments) == {
        "E": 36,
        "S": -12,
        "W": -12,
        "N": -12,
    }  # 5 faan is 24; self-drawn, each pays half
    assert not settle_entry(FaanClaim(2, "S", "self_drawn"), HK).meets_minimum


def test_a_claims_own_overrides_apply_to_it_alone():
    half = settle_entry(FaanClaim(3, "S", "discard", "E", rules={"stake": "0.5"}), HK)
    assert half.payments["S"] == 4
    assert settle_entry(FaanClaim(3, "S", "discard", "E"), HK).payments["S"] == 8


def test_a_false_win_a_draw_and_a_penalty():
    false_win = settle_entry(FalseWin("N"), HK)
    assert _pays(false_win.payments) == {"E": 384, "S": 384, "W": 384, "N": -1152}
    assert "false win" in false_win.notes[0]
    assert set(settle_entry(Draw(), HK).payments.values()) == {0}
    penalty = settle_entry(Penalty({"E": Fraction(-10), "S": Fraction(10)}, "late"), HK)
    assert penalty.payments == {"E": -10, "S": 10, "W": 0, "N": 0} and penalty.notes == ("late",)
    with pytest.raises(ValueError, match="add up to 0"):
        settle_entry(Penalty({"E": Fraction(-10), "S": Fraction(9)}, "late"), HK)


def test_the_json_face_gives_the_typed_entrys_answer():
    out, result = score_hand_json({**WIND_HAND, "seat_wind": "S", "discarder": "E"})
    assert out["faan"] == 3 and out["payments"] == {"E": -8, "S": 8, "W": 0, "N": 0} and result is not None
    claim = read_claim({"faan": 5, "seat_wind": "E", "win": "self_drawn"})
    assert claim == FaanClaim(5, "E", "self_drawn")
    assert settle_form({"faan": 5, "seat_wind": "E", "win": "self_drawn"}).payments["E"] == 36
    with pytest.raises(ValueError, match="at most 1000"):
        read_claim({"faan": 1001, "seat_wind": "E", "win": "self_drawn"})


def _nested(levels: int) -> object:
    value: object = 1
    for _ in range(levels):
        value = [value]
    return value


def test_one_nesting_limit_for_every_reader():
    check_size(_nested(MAX_DEPTH))
    check_document(_nested(MAX_DEPTH), "the input")
    with pytest.raises(ValueError, match=f"more than {MAX_DEPTH} levels"):
        check_size(_nested(MAX_DEPTH + 1))
    with pytest.raises(CliError, match=f"more than {MAX_DEPTH} levels"):
        check_document(_nested(MAX_DEPTH + 1), "the input")


def test_each_rulesets_settlement_rules_are_its_own():
    # Built once per distinct settings: a ruleset differing in one setting gets its own.
    claim = FaanClaim(3, "S", "discard", "E")
    for stake, paid in (("0.5", 4), ("1", 8), ("0.5", 4), ("2", 16)):
        assert settle_entry(claim, HK.with_settings({"stake": Decimal(stake)})).payments["S"] == paid
    custom = HK.with_settings({"payout": "custom", "custom_table": "1 2 4 8"})
    assert settle_entry(FaanClaim(3, "S", "discard", "E"), custom).payments["S"] == 8


@pytest.mark.parametrize("evening", ["2026-11-29-1e1234", "2026-11-29-e12345", "2026-11-29-790269"])
def test_an_evening_id_is_a_name_not_a_huge_number(evening):
    # A plan's evening id is a date and six hex digits of its seed: about one night in a
    # hundred they read "1e1234", and every laptop skipped that night's session files.
    check_size({"plan": {"evening": evening}})


@pytest.mark.parametrize("text", ["1e999999999", "-1e999999999", "3:8, 4:.5e999", "1.e999", "12345678901234567"])
def test_a_huge_number_in_text_is_still_refused(text):
    with pytest.raises(ValueError, match="out of range"):
        check_size({"custom_table": text})
