from __future__ import annotations

import pytest

from mjscore_gui.ledger import Ledger

PLAYERS = ["Amy", "Ben", "Cat", "Dan"]  # Amy starts East, Ben South, Cat West, Dan North


def win(seat: str, faan: int = 3, off: str | None = None, **extra) -> dict:
    """A win in the faan-only (settle) form; `off` is the discarder's seat."""
    obj = {"faan": faan, "seat_wind": seat, "win": "discard" if off else "self_drawn", **extra}
    if off:
        obj["discarder"] = off
    return obj


# Worth 3 faan to a South winner in the East round (East pong, red dragon, no flowers)
# and 4 when the winner is East (the East pong is then also the seat wind).
WIND_HAND = {
    "concealed": "234p 567p 11m",
    "melds": [{"kind": "pong", "tile": "E", "exposed": True}, {"kind": "pong", "tile": "C", "exposed": True}],
    "winning_tile": "1m",
    "win": "discard",
}


@pytest.fixture
def ledger(tmp_path):
    with Ledger.open(tmp_path) as opened:
        yield opened


@pytest.fixture
def session(ledger):
    return ledger.new_session(PLAYERS)
