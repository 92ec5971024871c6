"""A real club night, recorded through the ledger's public API, shared by the club tests.

Amy, Ben, Cat and Dan play the hk preset (half spicy, discarder pays all, self-drawn
1.5x the table amount shared by the three losers, dealer stays on a draw). The amounts
each hand moves are worked out by hand in test_settle_up.py.
"""

from __future__ import annotations

from tests.conftest import json_entry

PLAYERS = ["Amy", "Ben", "Cat", "Dan"]

# All one suit (清一色 7) + no flowers (無花 1) = 8 faan.
FLUSH = {"concealed": "111m 234m 678m 99m", "melds": [{"kind": "pong", "tile": "5m"}], "winning_tile": "9m"}
# Mixed one suit (混一色 3) + prevailing wind East pong (1) + red dragon pong (1) + self-drawn (1).
HONOURS = {
    "concealed": "234p 567p 55p EEE",
    "melds": [{"kind": "pong", "tile": "C"}],
    "winning_tile": "E",
    "flowers": "f4",
}

HANDS = [
    {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"},  # E1  Ben wins off Dan
    {**FLUSH, "seat_wind": "S", "win": "discard", "discarder": "E"},  # E2   Cat wins 8 faan off Ben
    {"draw": True},  # E3   drawn: Cat keeps the deal
    {"faan": 5, "seat_wind": "E", "win": "self_drawn"},  # E3+1 Cat (dealer) self-draws 5
    {"faan": 4, "seat_wind": "W", "win": "discard", "discarder": "E"},  # E3+2 Amy wins 4 off Cat
    {**HONOURS, "seat_wind": "W", "win": "self_drawn"},  # E4   Ben self-draws the honours hand
    {"faan": 6, "seat_wind": "E", "win": "discard", "discarder": "W"},  # S1   Amy (dealer) wins 6 off Cat
]


def record_night(ledger, started: str = "2026-11-20T19:30:00+0800", hands=HANDS, players=PLAYERS):
    session = ledger.new_session(players, "hk", started=started)
    for hand in hands:
        session.record(json_entry(hand))
    return session
