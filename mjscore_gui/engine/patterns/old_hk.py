"""Patterns of the Old Hong Kong scoring (seed 004, Faan value and Limit hands) that the
modern `hk` list (seed 001) does not have. Values live in resources/rulesets/hk-old.toml."""

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.hand_patterns import common_hand
from mjscore_gui.engine.patterns.registry import pattern

# 2, 3, 4, 6 and 8 of bamboo and the green dragon: the tiles printed only in green.
GREEN_TILES = frozenset({19, 20, 21, 23, 25, T.GREEN})


@pattern("no_honours", "All Suited", "無字", "hand")
def no_honours(ctx: Context) -> bool:
    """No wind or dragon anywhere in the hand (seed 004, Basic: All suited)."""
    return not ctx.facts.has_honours


@pattern("common_hand_suited_pair", "Common Hand", "平糊", "hand")
def common_hand_suited_pair(ctx: Context) -> bool:
    """Four chows and a pair of suited tiles (seed 004, Basic: Common hand); an honour
    pair, which the modern Common Hand allows, does not count."""
    return common_hand(ctx) and ctx.pair is not None and not T.is_honour(ctx.pair)


@pattern("three_concealed_pongs", "Three Concealed Pongs", "三暗刻", "hand", needs=("triplets",))
def three_concealed_pongs(ctx: Context) -> bool:
    """At least three pongs or kongs concealed when the hand was won (a discard that
    completes a pong makes it exposed). Four are Self Triplets, which replaces this."""
    return sum(1 for g in ctx.triplets if g.concealed) >= 3


@pattern("three_kongs", "Three Kongs", "三槓子", "hand", needs=("triplets",))
def three_kongs(ctx: Context) -> bool:
    """At least three declared kongs, exposed or concealed. Four are All Kongs, which replaces this."""
    return sum(1 for g in ctx.sets if g.kind == "kong") >= 3


@pattern("all_green", "Pure Green", "綠一色", "limit", needs=("one_suit",))
def all_green(ctx: Context) -> bool:
    """Only green tiles: 2, 3, 4, 6 and 8 of bamboo and the green dragon, in any sets."""
    counts = ctx.facts.counts
    return all(not c or t in GREEN_TILES for t, c in enumerate(counts))


@pattern("all_eight_flowers", "All Eight Flowers in the Hand", "兩台花", "limit", needs=("bonus_set",))
def all_eight_flowers(ctx: Context) -> bool:
    """A complete hand with all four flowers and all four seasons (seed 004's "great
    flowers"; seed 002's All 8 Flowers and Seasons). Not the win on bonus tiles alone
    (八仙過海, engine/bonus_win.py): this one is a hand of four sets and a pair."""
    flowers = ctx.hand.flowers
    return ctx.flowers_in_play and all(f in flowers for f in T.FLOWERS + T.SEASONS)
