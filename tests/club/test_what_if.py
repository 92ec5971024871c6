"""What-if: a finished night re-settled under other rules, without changing it."""

from __future__ import annotations

import json

from mjscore_gui.club.results.nights import night_of
from mjscore_gui.club.results.what_if import other_rules, what_if
from tests.club.night import record_night


def test_the_real_night_under_full_spicy(ledger):
    session = record_night(ledger)
    night = night_of(session)
    result = what_if(night, other_rules(session.ruleset, {"payout": "full_spicy"}), {"payout": "full_spicy"})
    # Full spicy pays 2^faan: 3 = 8, 4 = 16, 5 = 32, 6 = 64, 8 = 256; self-drawn each
    # loser pays half.
    #   E1 Ben +8 Dan -8; E2 Cat +256 Ben -256; E3+1 Cat +48, others -16;
    #   E3+2 Amy +16 Cat -16; E4 Ben +96, others -32; S1 Amy +64 Cat -64.
    # Amy -16+16-32+64 = 32; Ben 8-256-16+96 = -168; Cat 256+48-16-32-64 = 192; Dan -8-16-32 = -56.
    assert result.as_played == {"Amy": 20, "Ben": -20, "Cat": 36, "Dan": -36}
    assert result.what_if == {"Amy": 32, "Ben": -168, "Cat": 192, "Dan": -56}
    assert result.difference == {"Amy": 12, "Ben": -148, "Cat": 156, "Dan": -20}
    assert result.not_counted == []
    assert session.totals() == {"Amy": 20, "Ben": -20, "Cat": 36, "Dan": -36}  # nothing written


def test_a_higher_minimum_drops_the_small_wins(ledger):
    session = record_night(ledger)
    result = what_if(night_of(session), other_rules(session.ruleset, {"min_faan": 5}), {"min_faan": 5})
    # E1 (3 faan, Ben off Dan: 8) and E3+2 (4 faan, Amy off Cat: 16) would not have counted.
    assert [h.label for h in result.not_counted] == ["E1", "E3+2"]
    assert result.what_if == {"Amy": 4, "Ben": -28, "Cat": 52, "Dan": -28}


def test_what_if_on_the_command_line(ledger, cli):
    record_night(ledger)
    code, out, _ = cli("ledger", "what-if", "--payout", "full_spicy", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["what_if"] == {"Amy": 32, "Ben": -168, "Cat": 192, "Dan": -56}
    assert data["as_played"]["Cat"] == 36 and data["settings"] == {"payout": "full_spicy"}
    code, out, _ = cli("ledger", "what-if", "--set", "min_faan=5")
    assert code == 0 and "hand 1 (E1)" in out and "$52" in out
    code, _, err = cli("ledger", "what-if", "--payout", "double_spicy")
    assert code != 0 and "double_spicy" in err and "\n" == err[-1] and err.count("\n") == 1
    code, _, err = cli("ledger", "what-if")
    assert code != 0 and "--payout" in err
