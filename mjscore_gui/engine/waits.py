"""Waits: for a hand one tile short, every tile that completes it and what it would score."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import arrangements
from mjscore_gui.engine.hand import Hand, Situation
from mjscore_gui.engine.ruleset import Ruleset
from mjscore_gui.engine.scoring import ScoreResult, score
from mjscore_gui.engine.validate import check_copies, check_flowers, check_tile_count


@dataclass(frozen=True)
class Wait:
    tile: int
    self_drawn: ScoreResult
    discard: ScoreResult

    def to_json(self) -> dict[str, Any]:
        def brief(r: ScoreResult) -> dict[str, Any]:
            return {
                "faan": r.faan,
                "meets_minimum": r.meets_minimum,
                "limit": r.limit,
                "patterns": [p.to_json() for p in r.patterns],
            }

        return {"tile": T.token(self.tile), "self_drawn": brief(self.self_drawn), "discard": brief(self.discard)}


def find_waits(hand: Hand, situation: Situation, ruleset: Ruleset) -> list[Wait]:
    """Each tile that completes `hand` (13 tiles, kongs counting 3), scored both ways.

    The winning conditions of `situation` are dropped: they describe a particular win,
    not the wait. Raises HandError if the hand is not one tile short.
    """
    check_tile_count(hand, short_by=1)
    check_copies(hand)
    check_flowers(hand, ruleset.settings["flowers"])
    counts = hand.tile_counts()
    base = Situation(None, situation.seat_wind, situation.prevailing_wind, frozenset(), situation.seen)
    self_drawn = replace(base, win="self_drawn")
    discard = replace(base, win="discard")
    special = ruleset.settings["special_hands"]
    seven_pairs = special and ruleset.settings["seven_pairs"]
    found = []
    for tile in range(T.NUM_KINDS):
        if counts[tile] >= 4:
            continue  # all four are already in this hand
        complete = replace(hand, concealed=tuple(sorted(hand.concealed + (tile,))), winning_tile=tile)
        if not arrangements(complete, discard, seven_pairs=seven_pairs, thirteen_orphans=special):
            continue
        found.append(Wait(tile, score(complete, self_drawn, ruleset), score(complete, discard, ruleset)))
    return found
