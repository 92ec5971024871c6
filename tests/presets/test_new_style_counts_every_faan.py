"""`new-style-6-9-12` counts every faan (seed 003, 5.4): "a hand worth 20 faans or more pays
1,024 points" and "in this scoring system the Limit is not used as a point cutter but
simply as a scoring unit". A hand whose patterns add to 26 shows 26 faan, is priced
1,024 on the 6-9-12 settling table (Figure 3, "20 faans or more") and is not capped.
"""

from __future__ import annotations

from functools import partial

from mjscore_gui.outcome import FaanClaim, settle_entry
from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.rulebook import get_preset
from tests import builders

PRESET = "new-style-6-9-12"
hand = partial(builders.hand, flowers=None, discarder="W", ruleset=PRESET)

# 123s 123s 123s 123s 99s, out on 1s off West's discard. Seed 003, 5.2.1: All One Suit 9,
# Two Sister Chows 9, Chow Hand 1, Pure Outside Hand 3, Four-in-one (big) 1 for each of
# the three 1s/2s/3s held four times, Concealed Hand 1 = 9+9+1+3+1+1+1+1 = 26 faan.
TWENTY_SIX = hand("123s 123s 123s 123s 99s", "1s")


def test_a_26_faan_hand_shows_26_faan_and_pays_1024():
    out, _ = score_hand_json(TWENTY_SIX)
    assert out["valid"] is True
    assert sum(p["faan"] for p in out["patterns"]) == 26
    assert out["faan"] == 26
    assert out["capped_at"] is None
    assert out["points"] == 1024  # Figure 3: 20 faans or more
    assert out["points_lines"][0]["name"] == "26 faan on the 6-9-12 settling table"
    # Discarder pays all (the preset's responsibility = "all").
    assert out["payments"] == {"E": 0, "S": 1024, "W": -1024, "N": 0}


def test_a_26_faan_hand_self_drawn_pays_one_and_a_half_split():
    out, _ = score_hand_json(hand("123s 123s 123s 123s 99s", "1s", "self_drawn"))
    # Fully Concealed 3 in place of Concealed Hand 1 (seed 003, 5.2.1): 28 faan, still 1,024;
    # self-drawn x1.5 split three ways (the preset's self_drawn_multiplier): 512 each.
    assert out["faan"] == 28 and out["capped_at"] is None
    assert out["payments"] == {"E": -512, "S": 1536, "W": -512, "N": -512}


def test_faan_only_claims_past_20_settle_on_the_table():
    ruleset = get_preset(PRESET)
    assert ruleset.faan_cut is None
    outcome = settle_entry(FaanClaim(26, "S", "discard", "W"), ruleset)
    assert outcome.faan == 26
    assert outcome.payments == {"E": 0, "S": 1024, "W": -1024, "N": 0}


def test_rules_that_count_faan_still_cut_at_their_limit():
    # hk, seed 001 (Limit Hands): the total is min(13, sum). All in Triplets 3 + All One
    # Suit 7 + Own Season 1 + All Flowers 2 + Concealed Hand 1 = 14, counted 13 (384 on the
    # Half spicy table, discarder pays all).
    hk = get_preset("hk")
    assert hk.faan_cut == 13
    obj = builders.hand("111s 222s 333s 555s 99s", "5s", discarder="W", flowers="f1 f2 f3 f4 s2")
    out, _ = score_hand_json(obj)
    assert sum(p["faan"] for p in out["patterns"]) == 14
    assert out["faan"] == 13 and out["capped_at"] == 13
    assert out["payments"] == {"E": 0, "S": 384, "W": -384, "N": 0}
