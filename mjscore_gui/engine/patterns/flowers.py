"""Flower faan (seed 001, Flower Faan). Only when flowers are in play."""

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern

# The winner's own flower and season by the seat wind's tile (f1 and s1 for East ...).
_OWN_FLOWER = dict(zip(T.WIND_TILES, T.FLOWERS, strict=True))
_OWN_SEASON = dict(zip(T.WIND_TILES, T.SEASONS, strict=True))


@pattern("no_flowers", "No Flowers", "無花", "flower", needs=("no_flowers",))
def no_flowers(ctx: Context) -> bool:
    """No flower or season tiles at all."""
    return ctx.flowers_in_play and not ctx.hand.flowers


@pattern("own_flower", "Own Flower", "正花", "flower", needs=("flowers",))
def own_flower(ctx: Context) -> bool:
    """The flower of the winner's seat (f1 East .. f4 North)."""
    return ctx.flowers_in_play and _OWN_FLOWER[ctx.seat] in ctx.hand.flowers


@pattern("own_season", "Own Season", "正花", "flower", needs=("flowers",))
def own_season(ctx: Context) -> bool:
    """The season of the winner's seat (s1 East .. s4 North)."""
    return ctx.flowers_in_play and _OWN_SEASON[ctx.seat] in ctx.hand.flowers


@pattern("all_flowers", "All Four Flowers", "一台花", "flower", needs=("bonus_set",))
def all_flowers(ctx: Context) -> bool:
    """All four flowers (counted instead of the own flower)."""
    return ctx.flowers_in_play and len(ctx.hand.flowers) >= 4 and all(f in ctx.hand.flowers for f in T.FLOWERS)


@pattern("all_seasons", "All Four Seasons", "一台花", "flower", needs=("bonus_set",))
def all_seasons(ctx: Context) -> bool:
    """All four seasons (counted instead of the own season)."""
    return ctx.flowers_in_play and len(ctx.hand.flowers) >= 4 and all(s in ctx.hand.flowers for s in T.SEASONS)
