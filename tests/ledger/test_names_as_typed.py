"""Names are names: kept as typed (zero-width joiners too), compared by a normalised key,
and a look-alike spelling of a known player is warned about, not silently a new one."""

from __future__ import annotations

import json

import pytest

from mjscore_gui.ledger import Ledger, LedgerError
from mjscore_gui.ledger.names import key, look_alike, skeleton

TECHNOLOGIST = "\U0001f469\u200d\U0001f4bb"  # woman + ZWJ + laptop: one emoji
PERSIAN = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # with a zero-width non-joiner
CYRILLIC_AMY = "\u0410my"  # Cyrillic capital A


def test_joiners_are_kept_as_typed(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session([TECHNOLOGIST, PERSIAN, "Cat", "Dan"])
        assert session.players == [TECHNOLOGIST, PERSIAN, "Cat", "Dan"]
    with Ledger.open(tmp_path) as ledger:
        assert ledger.session().players[:2] == [TECHNOLOGIST, PERSIAN]


def test_one_player_however_the_name_is_cased_or_spaced(tmp_path):
    assert key("Amy") == key("amy ") == key("ＡＭＹ")
    with Ledger.open(tmp_path) as ledger:
        with pytest.raises(LedgerError, match="four different names"):
            ledger.new_session(["Amy", "amy ", "Cat", "Dan"])
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
        assert session.player_id("amy ") == session.player_id("AMY") == session.player_id("Amy")
        with pytest.raises(LedgerError, match="already at the table"):
            session.substitute("Ben", "amy")
        session.substitute("Ben", "Eve")
        session.substitute("Eve", "ben ")  # Ben comes back: the same player, first spelling kept
        assert session.players == ["Amy", "Ben", "Cat", "Dan", "Eve"]


def test_a_look_alike_is_warned_about(tmp_path, mjscore):
    assert skeleton(CYRILLIC_AMY) == skeleton("Amy") and key(CYRILLIC_AMY) != key("Amy")
    assert look_alike(CYRILLIC_AMY, ["Amy", "Ben"]) == "Amy"
    assert look_alike("amy", ["Amy"]) is None  # the same name, not a look-alike
    assert mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan").code == 0
    ran = mjscore("ledger", "new", "--players", CYRILLIC_AMY, "Ben", "Cat", "Dan")
    assert ran.code == 0 and ran.out == "2\n"
    assert ran.err.count("\n") == 1 and "warning:" in ran.err and "looks like the known player 'Amy'" in ran.err


def test_check_lists_spellings_that_now_share_a_key_and_merge_joins_them(mjscore):
    mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan")
    mjscore("ledger", "record", stdin={"faan": 3, "seat_wind": "E", "win": "self_drawn"})
    mjscore("ledger", "new", "--players", "amy", "Ben", "Cat", "Dan")
    mjscore("ledger", "record", stdin={"faan": 3, "seat_wind": "E", "win": "self_drawn"})
    ran = mjscore("ledger", "check")
    assert ran.code == 0 and "note: players 'Amy', 'amy' are one name now" in ran.err
    assert "mjscore club merge-players 'amy' 'Amy'" in ran.err
    assert mjscore("club", "merge-players", "amy", "Amy").code == 0
    rows = json.loads(mjscore("club", "standings", "--format", "json").out)["players"]
    amy = [row for row in rows if "my" in str(row)]
    # One player; both sessions were played this evening, which the standings count once.
    assert len(amy) == 1 and amy[0]["nights"] == 1 and amy[0]["hands"] == 2
