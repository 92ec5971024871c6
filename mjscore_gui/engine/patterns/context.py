"""What a pattern predicate may ask about one arrangement of a hand."""

from __future__ import annotations

from collections.abc import Callable

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import REGULAR, Arrangement
from mjscore_gui.engine.hand import Hand, Situation

_TERMINALS = frozenset(T.TERMINALS)
_ORPHANS = frozenset(T.ORPHANS)
_WIND_TILE = dict(zip(T.WINDS, T.WIND_TILES, strict=True))  # "E" -> the East tile
_SUIT_LETTER = tuple(T.SUITS[t // 9] if t < 27 else None for t in range(T.NUM_KINDS))  # "m", "p", "s" or None


class HandFacts:
    """Facts about the tiles that do not depend on how they are arranged (computed once)."""

    __slots__ = ("counts", "suits", "has_honours", "all_terminals_or_honours", "has_terminals")

    def __init__(self, hand: Hand, counts: list[int] | None = None):
        self.counts = counts if counts is not None else hand.tile_counts()
        present = set(hand.concealed)
        for meld in hand.melds:
            present.update(meld.tiles)
        suits = set(map(_SUIT_LETTER.__getitem__, present))  # None stands for the honours
        self.has_honours = None in suits
        suits.discard(None)
        self.suits: set[str] = suits  # type: ignore[assignment]  # None was discarded
        self.has_terminals = not _TERMINALS.isdisjoint(present)
        self.all_terminals_or_honours = _ORPHANS.issuperset(present)  # no simple (2 to 8)


class Context:
    __slots__ = (
        "hand",
        "situation",
        "arrangement",
        "facts",
        "flowers_in_play",
        "sets",
        "triplets",
        "pair",
        "seat",
        "prevailing",
        "regular",
        "has",
        "triplet_tiles",
    )
    # has("robbing_kong"): whether that winning condition was claimed. The frozenset's own
    # membership test, bound per hand: a dozen patterns ask it for every arrangement.
    has: Callable[[str], bool]

    def __init__(
        self, hand: Hand, situation: Situation, arrangement: Arrangement, facts: HandFacts, flowers_in_play: bool
    ):
        self.hand = hand
        self.situation = situation
        self.arrangement = arrangement
        self.facts = facts
        self.flowers_in_play = flowers_in_play
        self.sets = arrangement.sets
        self.triplets = [g for g in arrangement.sets if g.kind != "chow"]  # the sets are chows, pongs and kongs
        # The tiles of the pongs and kongs (a tile makes at most one of them).
        self.triplet_tiles = frozenset([g.tile for g in self.triplets])
        # Four sets and a pair (not seven pairs or thirteen orphans); read by most patterns.
        self.regular = arrangement.shape == REGULAR
        self.pair = arrangement.pairs[0] if self.regular else None
        self.seat = _WIND_TILE[situation.seat_wind]
        self.prevailing = _WIND_TILE[situation.prevailing_wind]
        self.has = situation.conditions.__contains__
