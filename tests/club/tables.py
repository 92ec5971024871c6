"""A club evening of three tables on three laptops, recorded through the ledger's public
API and brought together as the club folder would: each other laptop's session imported
into the first laptop's ledger as a read-only copy (`import_json` of its export).

Every table plays the hk preset (half spicy, discarder pays all): a 3-faan win off a
discard moves 8, a 4-faan one 16, a 3-faan self-drawn win 4 from each of the three.

Table 1 (Amy, Ben, Cat, Dan): Ben wins 3 off Dan; Amy self-draws 3.
    Amy +12, Ben +4, Cat -4, Dan -12: places 1-4, table points 4, 2, 1, 0.
Table 2 (Eve, Fay, Gus, Hal): Eve wins 3 off Gus; Fay wins 3 off Hal.
    Eve +8, Fay +8 tied first: (4 + 2) / 2 = 3 each; Gus -8, Hal -8 tied third: 1/2 each.
Table 3 (Ivy, Jay, Kim, Lee; Mo comes in for Lee): Ivy wins 4 off Lee; Mo wins 3 off Kim.
    Ivy +16, Mo +8, Jay 0, Kim -8, Lee -16: five placed, the fifth (Lee) scores 0.
"""

from __future__ import annotations

from pathlib import Path

from mjscore_gui.ledger import Ledger
from tests.conftest import json_entry

EVENING = "2026-11-20"
T1 = ["Amy", "Ben", "Cat", "Dan"]
T2 = ["Eve", "Fay", "Gus", "Hal"]
T3 = ["Ivy", "Jay", "Kim", "Lee"]


def win(seat: str, faan: int = 3, off: str | None = None) -> dict:
    """A faan-only win by the player in `seat`, off the discard of `off` (else self-drawn)."""
    if off is None:
        return {"faan": faan, "seat_wind": seat, "win": "self_drawn"}
    return {"faan": faan, "seat_wind": seat, "win": "discard", "discarder": off}


def table_one(ledger: Ledger, started: str | None = f"{EVENING}T19:30:00+0800", players=T1):
    session = ledger.new_session(players, "hk", started=started)
    session.record(json_entry(win("S", off="N")))  # Ben off Dan; Ben deals next: Ben E, Cat S, Dan W, Amy N
    session.record(json_entry(win("N")))  # Amy self-draws
    return session


def table_two(ledger: Ledger, started: str | None = f"{EVENING}T19:35:00+0800", players=T2):
    session = ledger.new_session(players, "hk", started=started)
    session.record(json_entry(win("E", off="W")))  # Eve (dealer, stays) off Gus
    session.record(json_entry(win("S", off="N")))  # Fay off Hal
    return session


def table_three(ledger: Ledger, started: str | None = f"{EVENING}T19:40:00+0800", rules: str = "hk"):
    session = ledger.new_session(T3, rules, started=started)
    session.record(json_entry(win("E", 4, off="N")))  # Ivy (dealer, stays) off Lee
    session.substitute("Lee", "Mo")  # Mo takes Lee's seat, North
    session.record(json_entry(win("N", off="W")))  # Mo off Kim
    return session


def three_tables(root: Path, started: dict[int, str | None] | None = None, table3_rules: str = "hk") -> Ledger:
    """The three laptops' data folders under `root` (data, laptop2, laptop3); returns the
    first laptop's ledger (open) holding its own table and the other two as copies."""
    started = started or {}
    kwargs = {n: ({"started": started[n]} if n in started else {}) for n in (1, 2, 3)}
    first = Ledger.open(root / "data")
    table_one(first, **kwargs[1])
    for folder, play, extra in (("laptop2", table_two, {}), ("laptop3", table_three, {"rules": table3_rules})):
        with Ledger.open(root / folder) as other:
            session = play(other, **kwargs[2 if folder == "laptop2" else 3], **extra)
            first.import_json(session.export_json())
    return first
