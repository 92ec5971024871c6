"""Writes data/v6_ledger.sqlite3: a realistic night recorded by MJScore at commit 25b5247
(schema 6, the last schema that stored derived figures beside the entries). Kept for the
record; run it only with that version's code:

    git worktree add /tmp/old 25b5247 && cd /tmp/old && python tests/ledger/data/make_v6_ledger.py OUT

Its totals, printed at the end, are asserted by tests/ledger/test_migration_v6.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mjscore_gui.ledger import Ledger
from mjscore_gui.ledger.stored_entry import from_json as json_entry

WIND_HAND = {
    "concealed": "234p 567p 11m",
    "melds": [{"kind": "pong", "tile": "E", "exposed": True}, {"kind": "pong", "tile": "C", "exposed": True}],
    "winning_tile": "1m",
    "win": "discard",
}


def main(folder: Path) -> None:
    with Ledger.open(folder) as ledger:
        night = ledger.new_session(
            ["Amy", "Ben", "Cat", "Dan"], "hk", name="Friday", started="2026-11-20T19:00:00+0800"
        )
        night.record(json_entry({**WIND_HAND, "seat_wind": "S", "discarder": "E"}))  # hand with tiles
        night.record(json_entry({"faan": 3, "seat_wind": "E", "win": "self_drawn"}))
        night.record(json_entry({"draw": True}))
        night.record(json_entry({"faan": 5, "seat_wind": "W", "win": "discard", "discarder": "N", "note": "late call"}))
        night.record(json_entry({"false_win": True, "seat_wind": "N"}))
        night.record(json_entry({"penalty": True, "payments": {"E": -10, "S": 10}, "reason": "late arrival"}))
        mistyped = night.record(json_entry({"faan": 4, "seat_wind": "S", "win": "discard", "discarder": "W"}))
        night.edit(mistyped.id, json_entry({"faan": 6, "seat_wind": "S", "win": "discard", "discarder": "W"}))
        night.record(json_entry({"faan": 7, "seat_wind": "N", "win": "self_drawn"}))
        night.undo()  # the 7-faan hand was never played
        night.swap_seats("Amy", "Cat")
        night.record(
            json_entry({"faan": 3, "seat_wind": "E", "win": "discard", "discarder": "S", "rules": {"stake": "0.3"}})
        )
        night.change_rules(settings={"cap": 8})
        night.record(json_entry({"faan": 10, "seat_wind": "N", "win": "discard", "discarder": "W", "limit": True}))
        night.substitute("Dan", "Eve")
        night.record(json_entry({**WIND_HAND, "concealed": "222p 555p 11m", "seat_wind": "W", "discarder": "S"}))
        night.record(json_entry({"faan": 4, "seat_wind": "S", "win": "self_drawn"}))
        night.end("2026-11-20T23:30:00+0800")
        second = ledger.new_session(["Amy", "Ben", "Fay", "Gus"], "hk", name="Saturday", dealer_stays_on_draw=False)
        second.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}))
        second.record(json_entry({"draw": True}))
        second.record(json_entry({"faan": 8, "seat_wind": "E", "win": "self_drawn"}))
        for session in (night, second):
            print(session.id, {k: str(v) for k, v in session.totals().items()})
            print([e.label for e in session.entries()])
            session.running_totals()  # kept in the running table by this version
        print(ledger.check())


if __name__ == "__main__":
    main(Path(sys.argv[1]))
