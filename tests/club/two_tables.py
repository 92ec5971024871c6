"""Two tables of one club night, each on its own laptop, for the tests and benchmarks
that run them over a real sync tool (test_syncthing.py, benchmarks/bench_syncthing.py)."""

from __future__ import annotations

# Table 1 (laptop A) and table 2 (laptop B), the hk preset, half spicy: a 3-faan discard
# win moves 8, 5 faan self-drawn 12 from each loser, 4 faan off a discard 16.
TABLES = {
    "a": (
        ["Amy", "Ben", "Cat", "Dan"],
        [
            {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"},  # Ben wins 8 off Dan
            {"faan": 5, "seat_wind": "E", "win": "self_drawn"},  # Ben, now dealer, self-draws: 12 from each
        ],
    ),
    "b": (
        ["Eve", "Fay", "Gus", "Hal"],
        [
            {"faan": 4, "seat_wind": "W", "win": "discard", "discarder": "E"},  # Gus wins 16 off Eve
            {"draw": True},
        ],
    ),
}
TONIGHT = {"Amy": -12, "Ben": 44, "Cat": -12, "Dan": -20, "Eve": -16, "Fay": 0, "Gus": 16, "Hal": 0}
