"""Wins that cannot happen are refused with a line saying why, in every preset, through
the command line's path (`score_hand_json`, `settle_form`) and the window's record button.

Seed 001 (Limit Hands, Earthly Hand 地糊): "Non-East player wins on East's first discard".
Seed 004 (Limit hands, Earthly hand): "A player completes a winning hand with the
dealer's first discard". Seed 003 (5.2.2, Earthly Hand): "Non-dealer goes out on
dealer's first discard". Robbing a kong (seed 001, Robbing Kong 搶槓; seed 003, 5.2.1):
the declarer is adding the fourth copy to his pong, so he holds the other three.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mjscore_gui.engine.tiles import parse_tile
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.ledger import Ledger
from mjscore_gui.outcome.jsonform import score_hand_json, settle_form
from mjscore_gui.rulebook import get_preset, preset_ids
from tests.builders import BASE, hand
from tests.conftest import json_entry

PRESETS = sorted(preset_ids())


@pytest.mark.parametrize("ruleset", PRESETS)
@pytest.mark.parametrize("discarder", ["W", "N"])
def test_earthly_hand_off_a_discard_not_the_dealers_is_refused(ruleset, discarder):
    obj = hand(BASE, "9s", "discard", seat="S", conditions=["earthly"], discarder=discarder, ruleset=ruleset)
    out, _ = score_hand_json(obj)
    assert out["valid"] is False
    assert "dealer's (East's) first discard" in out["error"]
    assert {"W": "West", "N": "North"}[discarder] in out["error"]
    assert "payments" not in out


def test_earthly_hand_off_east_is_paid_by_east_alone():
    # hk: 13 faan (seed 001, Earthly Hand 13); seed 001's Half spicy table: 13 faan = 384,
    # discarder pays all (seed 001, Which player pays).
    out, _ = score_hand_json(hand(BASE, "9s", "discard", seat="S", conditions=["earthly"], discarder="E"))
    assert out["valid"] is True and out["faan"] == 13
    assert out["payments"] == {"E": -384, "S": 384, "W": 0, "N": 0}


@pytest.mark.parametrize("ruleset", PRESETS)
def test_earthly_hand_off_east_is_accepted_in_every_preset(ruleset):
    obj = hand(BASE, "9s", "discard", seat="W", conditions=["earthly"], discarder="E", ruleset=ruleset)
    out, _ = score_hand_json(obj)
    assert out["valid"] is True, out
    assert out["payments"]["W"] >= 0 and out["payments"]["E"] <= 0  # yahoo has no earthly faan


def test_a_faan_claim_of_an_earthly_hand_off_west_is_refused():
    with pytest.raises(ValueError, match="East is the discarder, not West"):
        settle_form({"faan": 13, "seat_wind": "S", "win": "discard", "discarder": "W", "conditions": ["earthly"]})
    settlement = settle_form(
        {"faan": 13, "seat_wind": "S", "win": "discard", "discarder": "E", "conditions": ["earthly"]}
    )
    assert settlement.payments == {"E": -384, "S": 384, "W": 0, "N": 0}


# Robbing the kong: the hand may hold the robbed tile only once.
ROBBED_ONTO_PAIR = hand("123m 456m 345p 999s 11m", "1m", seat="S", conditions=["robbing_kong"], discarder="W")
ROBBED_ONTO_PONG = hand("123m 456m 345p 111m 99s", "1m", seat="S", conditions=["robbing_kong"], discarder="W")


@pytest.mark.parametrize("ruleset", PRESETS)
@pytest.mark.parametrize("obj", [ROBBED_ONTO_PAIR, ROBBED_ONTO_PONG], ids=["onto-pair", "onto-pong"])
def test_a_robbed_kong_tile_won_onto_its_own_pair_or_pong_is_refused(ruleset, obj):
    out, _ = score_hand_json(dict(obj, ruleset=ruleset))
    assert out["valid"] is False
    assert "robbing the kong of 1m" in out["error"] and "copies of 1m" in out["error"]


def test_robbed_kong_copies_count_seen_once_with_the_declarers_pong():
    # Won on a robbed 9s into a 78s chow: the declarer's three 9s may be listed in `seen`
    # (they lie open on the table) without being counted twice.
    ok = hand("123s 456s 345s 789s 55s", "9s", seat="S", conditions=["robbing_kong"], discarder="W")
    out, _ = score_hand_json(dict(ok, seen="999s"))
    # seed 001, Hand Faan: Common Hand 1 + All One Suit 7 + Concealed Hand 1, No Flowers 1,
    # Robbing the Kong 1 = 11 faan; Half spicy table: 11 faan = 192, discarder pays all.
    assert out["valid"] is True and out["faan"] == 11
    assert out["payments"] == {"E": 0, "S": 192, "W": -192, "N": 0}
    # Won onto a pair of 9s: a fifth copy however `seen` is written.
    for seen in (None, "99s", "999s"):
        out, _ = score_hand_json(dict(ok, concealed="123s 456s 345s EEE 99s", seen=seen))
        assert out["valid"] is False and "5 copies of 9s" in out["error"], seen


def test_the_windows_record_button_refuses_a_robbed_kong_onto_a_pair():
    b = HandBuilder(get_preset("hk"))
    b.load_json(ROBBED_ONTO_PAIR)
    assert b.winning_tile == parse_tile("1m")
    ok, reason, short = b.record_check()
    assert not ok and short == "not a valid hand"
    assert "robbing the kong of 1m" in reason
    assert "robbing_kong" not in b.applicable_conditions()


def test_the_windows_record_button_refuses_an_earthly_hand_off_north():
    b = HandBuilder(get_preset("hk"))
    b.load_json(hand(BASE, "9s", "discard", seat="S", conditions=["earthly"], discarder="N"))
    ok, reason, _short = b.record_check()
    assert not ok and "East is the discarder, not North" in reason
    b.set_situation(discarder="E")
    assert b.record_check()[0]


# The other condition clashes, refused before this issue, kept refused in every preset.
CLASHES = [
    # seed 001, Win by Kong (槓上開花): won on a kong's replacement tile, so a kong is needed.
    ("kong-win-without-a-kong", hand(BASE, "9s", "self_drawn", conditions=["kong_replacement"]), "needs a kong"),
    # seed 001, Heavenly Hand: "East wins with the initial hand".
    ("heavenly-by-a-non-dealer", hand(BASE, "9s", "self_drawn", seat="S", conditions=["heavenly"]), "only East"),
    # seed 001, Earthly Hand: "Non-East player wins on East's first discard", never self-drawn.
    ("earthly-self-drawn", hand(BASE, "9s", "self_drawn", seat="S", conditions=["earthly"]), "discard win"),
    # seed 001, Robbing Kong: won on another player's kong tile, never self-drawn.
    ("robbing-a-kong-self-drawn", hand(BASE, "8s", "self_drawn", conditions=["robbing_kong"]), "not self-drawn"),
]


@pytest.mark.parametrize("ruleset", PRESETS)
@pytest.mark.parametrize(("obj", "words"), [pytest.param(o, w, id=i) for i, o, w in CLASHES])
def test_condition_clashes_are_refused_in_every_preset(ruleset, obj, words):
    out, _ = score_hand_json(dict(obj, ruleset=ruleset))
    assert out["valid"] is False and words in out["error"], out


def test_the_command_line_refuses_a_robbed_kong_onto_a_pair():
    run = subprocess.run(
        [sys.executable, "-m", "mjscore_gui", "score"],
        input=json.dumps(ROBBED_ONTO_PAIR),
        capture_output=True,
        text=True,
    )
    assert run.returncode != 0
    assert "robbing the kong of 1m" in run.stderr and "Traceback" not in run.stderr


def test_the_ledger_refuses_an_earthly_hand_off_west(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
        with pytest.raises(ValueError, match="East is the discarder, not West"):
            session.record(json_entry(hand(BASE, "9s", "discard", seat="S", conditions=["earthly"], discarder="W")))
        with pytest.raises(ValueError, match="robbing the kong of 1m"):
            session.record(json_entry(ROBBED_ONTO_PAIR))
        assert session.entries() == []
        # Off East it is recorded: 13 faan, 384 from East (seed 001's Half spicy table).
        session.record(json_entry(hand(BASE, "9s", "discard", seat="S", conditions=["earthly"], discarder="E")))
        assert session.totals() == {"Amy": -384, "Ben": 384, "Cat": 0, "Dan": 0}
