"""The one hand builder of the tests: hand-format JSON (`hand`) or the engine's `Hand`
(`hand_of`), from short strings.

    hand("123m 456m 345p 678s 99s", "9s")                 # South wins 9s off a discard
    hand(BASE, "5m", "self_drawn", melds=["pong C"], seat="E", flowers="f1")

Each test module states its table's defaults once, for every case it writes:

    hand = functools.partial(builders.hand, flowers=NOT_OWN, discarder="W", ruleset="units")

`melds` are short strings: "pong C", "chow 6s", "kong 9s" (exposed), "ckong 9s" (a
concealed kong).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from mjscore_gui.engine import parse_hand
from mjscore_gui.engine.hand import Hand
from tests.examples import melds_json

BASE = "123m 456m 345p 678s 99s"  # a good 14-tile hand: Common Hand, won on 9s

# flowers=NOT_OWN: one flower that is never the seat's own (f1 East .. f4 North), so the
# hand scores no flower faan at all: neither "no flowers" nor "own flower".
NOT_OWN = "not own"
NOT_OWN_FLOWER = {"E": "f2", "S": "f3", "W": "f4", "N": "f1"}


def hand(
    concealed: str = BASE,
    winning_tile: str | None = "9s",
    win: str | None = "discard",
    *,
    melds: Iterable[str] = (),
    seat: str = "S",
    prevailing: str = "E",
    flowers: str | None = "",
    conditions: Iterable[str] = (),
    discarder: str | None = None,
    ruleset: str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """Hand-format JSON. Unless given: seat South, prevailing East, a discard, no flowers.

    `flowers=None` leaves the key out; `flowers=NOT_OWN` gives the seat a flower not its own.
    `discarder` is written for a discard win only. `extra` keys ("seen", "rules", "losers")
    are written when not None.
    """
    obj: dict[str, Any] = {
        "concealed": concealed,
        "melds": melds_json(melds),
        "winning_tile": winning_tile,
        "win": win,
        "seat_wind": seat,
        "prevailing_wind": prevailing,
    }
    if flowers is not None:
        obj["flowers"] = NOT_OWN_FLOWER[seat] if flowers == NOT_OWN else flowers
    obj["conditions"] = list(conditions)
    if discarder is not None and win == "discard":
        obj["discarder"] = discarder
    if ruleset is not None:
        obj["ruleset"] = ruleset
    obj.update({key: value for key, value in extra.items() if value is not None})
    return obj


def hand_of(concealed: str = BASE, winning_tile: str = "9s", **kw: Any) -> Hand:
    """The engine's `Hand` for `hand(concealed, winning_tile, **kw)` (its situation dropped)."""
    return parse_hand(hand(concealed, winning_tile, **kw))[0]


@pytest.fixture
def build_hand() -> Any:
    """`hand` as a fixture (tests/conftest.py offers it to every test), for a test that
    builds its hands inside its body."""
    return hand
