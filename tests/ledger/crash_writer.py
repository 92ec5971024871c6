"""Run by test_crash.py: records hands into the ledger in DIR as fast as it can, printing
"<hand number> <token>" for each one only after `record` has returned (committed)."""

from __future__ import annotations

import os
import sys

from mjscore_gui.ledger import Ledger, UnknownSession
from mjscore_gui.ledger.stored_entry import from_json as json_entry

HANDS = [
    {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"},
    {"faan": 5, "seat_wind": "E", "win": "self_drawn", "rules": {"stake": "0.1", "divisor": 3}},
    {"draw": True},
    {
        "concealed": "123m 456m 789m 11m",
        "winning_tile": "1m",
        "win": "discard",
        "seat_wind": "W",
        "discarder": "N",
        "melds": [{"kind": "pong", "tile": "C", "exposed": True}],
    },
    {"penalty": True, "payments": {"N": -1, "W": 1}, "reason": "penalty"},
]


def main(folder: str) -> None:
    ledger = Ledger.open(folder)
    if ledger.notice:
        print("NOTICE", ledger.notice, flush=True)
    try:
        session = ledger.session()
    except UnknownSession:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
    print("ready", flush=True)
    i = 0
    while True:
        token = f"{os.getpid()}-{i}"
        record = session.record(json_entry({**HANDS[i % len(HANDS)], "note": token}))
        sys.stdout.write(f"{record.kind} {record.number} {token}\n")
        sys.stdout.flush()
        i += 1


if __name__ == "__main__":
    main(sys.argv[1])
