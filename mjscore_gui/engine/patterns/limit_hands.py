"""Limit hands (seed 001, Limit Hands). A counted limit hand replaces every other
hand, wind, dragon and flower faan; only winning-condition faan are added to it."""

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import THIRTEEN_ORPHANS
from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern


@pattern("all_honours", "All Honours", "字一色", "limit", needs=("one_suit",))
def all_honours(ctx: Context) -> bool:
    """Every tile is a wind or a dragon."""
    return not ctx.facts.suits


@pattern("self_triplets", "Self Triplets", "坎坎糊", "limit", needs=("four_triplets",))
def self_triplets(ctx: Context) -> bool:
    """Four concealed pongs or kongs. Won by self-draw, or on a discard that completes the
    pair: a discard that completes a pong makes that pong exposed."""
    return ctx.regular and len(ctx.triplets) == 4 and all(g.concealed for g in ctx.triplets)


@pattern("orphans", "Orphans", "清么九", "limit", needs=("four_triplets",))
def orphans(ctx: Context) -> bool:
    """Pongs or kongs of ones and nines only, with a pair of ones or nines."""
    return ctx.regular and len(ctx.triplets) == 4 and not ctx.facts.has_honours and ctx.facts.all_terminals_or_honours


@pattern("nine_gates", "Nine Gates", "九子連環", "limit", needs=("one_suit",))
def nine_gates(ctx: Context) -> bool:
    """1112345678999 of one suit held before the win, fully concealed, and any tile of that
    suit completing it (seed 001: "1112345678999 + any tile in the set"; seed 003: the hand
    "can go out on any of the nine suit tiles"; seed 004: "any one extra piece of the same
    suit suffices"). The same fourteen tiles held otherwise before the win are not Nine
    Gates: 1112345677899 won on 9 is a waiting hand of its own, scored as what it is."""
    hand = ctx.hand
    if hand.melds or len(ctx.facts.suits) != 1 or ctx.facts.has_honours or hand.winning_tile is None:
        return False
    base = 9 * T.SUITS.index(next(iter(ctx.facts.suits)))
    held = list(ctx.facts.counts[base : base + 9])
    if not base <= hand.winning_tile < base + 9:
        return False
    held[hand.winning_tile - base] -= 1  # the thirteen held before the winning tile
    return held == [3, 1, 1, 1, 1, 1, 1, 1, 3]


@pattern("great_winds", "Great Winds", "大四喜", "limit", needs=("winds", "four_triplets"))
def great_winds(ctx: Context) -> bool:
    """Pongs or kongs of all four winds."""
    return ctx.triplet_tiles.issuperset(T.WIND_TILES)


@pattern("all_kongs", "All Kongs", "十八羅漢", "limit", needs=("four_triplets",))
def all_kongs(ctx: Context) -> bool:
    """Four declared kongs and a pair."""
    return len(ctx.hand.melds) == 4 and all(m.kind == "kong" for m in ctx.hand.melds)


@pattern("thirteen_orphans", "Thirteen Orphans", "十三么", "limit", needs=("orphans_layout",))
def thirteen_orphans(ctx: Context) -> bool:
    """One of each one, nine, wind and dragon, and a fourteenth tile pairing any of them."""
    return ctx.arrangement.shape == THIRTEEN_ORPHANS
