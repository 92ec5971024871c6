"""What a pattern predicate may ask about one arrangement of a hand."""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, Arrangement
from mjscore_gui.engine.hand import Hand, Situation

_TERMINALS = frozenset(T.TERMINALS)
_WIND_TILE = dict(zip(T.WINDS, T.WIND_TILES, strict=True))  # "E" -> the East tile
_GROUP_TILE = itemgetter(1)  # a Group's tile

# What a predicate may need of a hand before it can answer yes (`pattern(needs=...)`),
# each one bit: scoring reads the bits a hand and arrangement hold (`Context.held`) once
# and does not ask a predicate whose needs they lack (a test holds every mark true of its
# predicate).
HONOURS = 1  # "honours": a wind or dragon tile anywhere in the hand
FLOWERS = 2  # "flowers": flowers in play and a flower or season held
TRIPLETS = 4  # "triplets": a pong or kong among the arrangement's sets
ONE_SUIT = 8  # "one_suit": tiles of one suit at most (honours aside)
FOUR_TRIPLETS = 16  # "four_triplets": four sets, every one a pong or kong
WINDS = 32  # "winds": a wind tile anywhere in the hand
DRAGONS = 64  # "dragons": a dragon tile anywhere in the hand
BONUS_SET = 128  # "bonus_set": flowers in play and four or more flowers and seasons held
PAIRS_LAYOUT = 256  # "pairs_layout": the arrangement is seven pairs
ORPHANS_LAYOUT = 512  # "orphans_layout": the arrangement is thirteen orphans
CHOWS_ONLY = 1024  # "chows_only": four sets and a pair, every set a chow
SELF_DRAWN = 2048  # "self_drawn": the winning tile came from the wall
NO_FLOWERS = 4096  # "no_flowers": flowers in play and none held
NEEDS = {
    "honours": HONOURS,
    "flowers": FLOWERS,
    "triplets": TRIPLETS,
    "one_suit": ONE_SUIT,
    "four_triplets": FOUR_TRIPLETS,
    "winds": WINDS,
    "dragons": DRAGONS,
    "bonus_set": BONUS_SET,
    "pairs_layout": PAIRS_LAYOUT,
    "orphans_layout": ORPHANS_LAYOUT,
    "chows_only": CHOWS_ONLY,
    "self_drawn": SELF_DRAWN,
    "no_flowers": NO_FLOWERS,
}
_LAYOUT_NEEDS = {SEVEN_PAIRS: PAIRS_LAYOUT, THIRTEEN_ORPHANS: ORPHANS_LAYOUT}
# A playing tile's kind as bits: an honour as the NEEDS bits it gives a hand; a suited
# tile as its suit (one bit each for m, p, s, from bit 8) and terminal or simple.
_SUIT_SHIFT, _TERMINAL_BIT, _SIMPLE_BIT = 8, 1 << 11, 1 << 12
_KIND_BITS = tuple(
    HONOURS | (WINDS if t in T.WIND_TILES else DRAGONS)
    if t >= 27
    else (1 << _SUIT_SHIFT + t // 9) | (_TERMINAL_BIT if t in _TERMINALS else _SIMPLE_BIT)
    for t in range(T.NUM_KINDS)
)
# The suits held, by their bits: {"m", "p"} for 0b011.
_SUITS_HELD = tuple(frozenset(s for i, s in enumerate(T.SUITS) if bits >> i & 1) for bits in range(8))


class HandFacts:
    """Facts about the tiles that do not depend on how they are arranged (computed once)."""

    __slots__ = ("counts", "suits", "has_honours", "all_terminals_or_honours", "has_terminals", "held")

    def __init__(self, hand: Hand, counts: list[int] | None = None):
        self.counts = counts if counts is not None else hand.tile_counts()
        # What kinds of tile the hand holds, as bits (see _KIND_BITS), OR-ed over its tiles.
        kinds = 0
        for t in hand.concealed:
            kinds |= _KIND_BITS[t]
        for meld in hand.melds:
            for t in meld.tiles:
                kinds |= _KIND_BITS[t]
        self.suits = _SUITS_HELD[kinds >> _SUIT_SHIFT & 0b111]
        self.has_honours = bool(kinds & HONOURS)
        self.has_terminals = bool(kinds & _TERMINAL_BIT)
        self.all_terminals_or_honours = not kinds & _SIMPLE_BIT  # no simple (2 to 8)
        # The NEEDS bits the tiles hold, whatever their arrangement.
        self.held = kinds & (HONOURS | WINDS | DRAGONS) | (ONE_SUIT if len(self.suits) <= 1 else 0)


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
        "held",
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
        self.triplets = triplets = [g for g in arrangement.sets if g.kind != "chow"]  # the rest are pongs and kongs
        # The tiles of the pongs and kongs (a tile makes at most one of them).
        self.triplet_tiles = frozenset(map(_GROUP_TILE, triplets))
        # Four sets and a pair (not seven pairs or thirteen orphans); read by most patterns.
        self.regular = arrangement.shape == REGULAR
        self.pair = arrangement.pairs[0] if self.regular else None
        self.seat = _WIND_TILE[situation.seat_wind]
        self.prevailing = _WIND_TILE[situation.prevailing_wind]
        self.has = situation.conditions.__contains__
        # What the hand and this arrangement hold of the needs patterns declare (NEEDS).
        held = facts.held
        if triplets:
            held |= TRIPLETS | FOUR_TRIPLETS if len(triplets) == 4 else TRIPLETS
        elif self.regular:
            held |= CHOWS_ONLY
        if flowers_in_play:
            if hand.flowers:
                held |= FLOWERS | BONUS_SET if len(hand.flowers) >= 4 else FLOWERS
            else:
                held |= NO_FLOWERS
        if not self.regular:
            held |= _LAYOUT_NEEDS.get(arrangement.shape, 0)
        if situation.win == "self_drawn":
            held |= SELF_DRAWN
        self.held = held
