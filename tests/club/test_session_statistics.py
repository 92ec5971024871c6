from __future__ import annotations

from mjscore_gui.club.results.statistics import session_statistics
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, win


def test_per_player_statistics(ledger):
    session = ledger.new_session(PLAYERS)
    session.record(json_entry(win("S", off="E")))  # Ben wins 3 off Amy; Ben deals next
    session.record(json_entry(win("E", 6)))  # Ben self-draws 6 as dealer
    session.record(json_entry({"draw": True}))
    session.record(json_entry(win("W", 4, off="N")))  # Dan wins 4 off Amy
    session.record(json_entry({"false_win": True, "seat_wind": "S"}))  # Ben's seat... after the pass
    stats = session_statistics(session)
    assert stats["Ben"].hands_won == 2 and stats["Ben"].self_draws == 1
    assert stats["Ben"].largest_hand == 6
    assert stats["Amy"].deal_ins == 2 and stats["Amy"].hands_won == 0
    assert stats["Amy"].largest_hand is None
    assert stats["Dan"].largest_hand == 4
    assert all(s.hands_played == 5 for s in stats.values())
    assert sum(s.false_wins for s in stats.values()) == 1
    assert {n: s.net for n, s in stats.items()} == session.totals()
