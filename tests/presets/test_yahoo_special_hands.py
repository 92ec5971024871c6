"""`yahoo` recognises no special hands (seed 002, Advanced Classic Limit Hands): "There are
many other sorts of "Special Hands" which players could create with tiles in real life,
but the Yahoo system does not recognize these. Yahoo only permits players to be Going Out
with four chows/pongs/kongs and a pair." The setting special_hands accepts them at 13
("in real life these would earn 13F+"). The hand cases with the setting on are in
test_yahoo.py (CASES)."""

from __future__ import annotations

from mjscore_gui.outcome.jsonform import score_hand_json, waits_json
from mjscore_gui.rulebook import get_preset
from tests.builders import hand as builders_hand
from tests.presets.cases import hand

YAHOO = get_preset("yahoo")


def check_invalid(the_hand):
    out, _ = score_hand_json(the_hand, YAHOO)
    assert out["valid"] is False
    return out


def test_yahoo_refuses_thirteen_orphans_by_default():
    # seed 002, Advanced Classic Limit Hands: "Yahoo only permits players to be Going Out
    # with four chows/pongs/kongs and a pair" (before: a valid 2-faan hand).
    out = check_invalid(hand("19m 19p 19s ESWN CFP P", "P", discarder="W"))
    assert "special hands (thirteen orphans, seven pairs) do not go out" in out["error"]
    assert "payments" not in out


def test_yahoo_special_hands_pay_13_faan_when_turned_on():
    # "in real life these would earn 13F+": 13 faan on the half spicy table is 384, every
    # loser pays alike and East double (seed 002, Scoring: "The person in East chair always
    # receives and/or pays DOUBLE points").
    obj = hand("19m 19p 19s ESWN CFP P", "P", discarder="W", rules={"special_hands": True})
    out, _ = score_hand_json(obj, YAHOO)
    assert out["faan"] == 13 and out["limit"] is True
    assert out["payments"] == {"E": -768, "S": 1536, "W": -384, "N": -384}


def test_yahoo_waits_list_no_special_hand():
    thirteen_sided = builders_hand("19m 19p 19s ESWN CFP", None)
    assert waits_json(thirteen_sided, YAHOO)["waits"] == []
    with_special = waits_json(dict(thirteen_sided, rules={"special_hands": True}), YAHOO)
    assert len(with_special["waits"]) == 13
