"""Hand faan (seed 001, Hand Faan): patterns of the whole hand, which stack."""

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import SEVEN_PAIRS
from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern


@pattern("common_hand", "Common Hand", "平糊", "hand", needs=("chows_only",))
def common_hand(ctx: Context) -> bool:
    """Every one of the four sets is a chow."""
    return ctx.regular and not ctx.triplets


@pattern("all_in_triplets", "All in Triplets", "對對糊", "hand", needs=("four_triplets",))
def all_in_triplets(ctx: Context) -> bool:
    """Every one of the four sets is a pong or a kong."""
    return ctx.regular and len(ctx.triplets) == 4


@pattern("mixed_one_suit", "Mixed One Suit", "混一色", "hand", needs=("honours", "one_suit"))
def mixed_one_suit(ctx: Context) -> bool:
    """Tiles of one suit only, and honours."""
    return len(ctx.facts.suits) == 1 and ctx.facts.has_honours


@pattern("all_one_suit", "All One Suit", "清一色", "hand", needs=("one_suit",))
def all_one_suit(ctx: Context) -> bool:
    """Every tile from one suit, no honours."""
    return len(ctx.facts.suits) == 1 and not ctx.facts.has_honours


@pattern("mixed_orphans", "Mixed Orphans", "混么九", "hand", needs=("honours", "four_triplets"))
def mixed_orphans(ctx: Context) -> bool:
    """Pongs or kongs and a pair of ones, nines and honours only, both kinds present
    (it is also All in Triplets, counted separately)."""
    f = ctx.facts
    return ctx.regular and len(ctx.triplets) == 4 and f.all_terminals_or_honours and f.has_honours and f.has_terminals


@pattern("small_dragons", "Small Dragons", "小三元", "hand", needs=("dragons", "triplets"))
def small_dragons(ctx: Context) -> bool:
    """Pongs or kongs of two dragons and a pair of the third (the two dragon pongs
    score their own faan as well)."""
    return ctx.pair in T.DRAGON_TILES and len(ctx.triplet_tiles.intersection(T.DRAGON_TILES)) == 2


@pattern("great_dragons", "Great Dragons", "大三元", "hand", needs=("dragons", "triplets"))
def great_dragons(ctx: Context) -> bool:
    """Pongs or kongs of all three dragons (each scores its own faan as well)."""
    return ctx.triplet_tiles.issuperset(T.DRAGON_TILES)


@pattern("small_winds", "Small Winds", "小四喜", "hand", needs=("winds", "triplets"))
def small_winds(ctx: Context) -> bool:
    """Pongs or kongs of three winds and a pair of the fourth."""
    return ctx.pair in T.WIND_TILES and len(ctx.triplet_tiles.intersection(T.WIND_TILES)) == 3


@pattern("seven_pairs", "Seven Pairs", "七對子", "hand", needs=("pairs_layout",))
def seven_pairs(ctx: Context) -> bool:
    """Seven different pairs, all concealed (four of a kind is not two pairs)."""
    return ctx.arrangement.shape == SEVEN_PAIRS
