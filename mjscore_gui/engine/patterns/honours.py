"""Wind and dragon faan (seed 001, Wind and Dragon Faan): a pong or kong each."""

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern


@pattern("seat_wind", "Seat Wind", "門風", "honour", needs=("winds", "triplets"))
def seat_wind(ctx: Context) -> bool:
    """A pong or kong of the winner's seat wind."""
    return ctx.seat in ctx.triplet_tiles


@pattern("prevailing_wind", "Prevailing Wind", "圈風", "honour", needs=("winds", "triplets"))
def prevailing_wind(ctx: Context) -> bool:
    """A pong or kong of the prevailing wind; with the seat wind the same wind is a
    double wind and scores both."""
    return ctx.prevailing in ctx.triplet_tiles


@pattern(
    "dragon_pong",
    "Dragon Pong",
    "三元牌",
    "honour",
    variants={"C": ("Red Dragon", "紅中"), "F": ("Green Dragon", "發財"), "P": ("White Dragon", "白板")},
    needs=("dragons", "triplets"),
)
def dragon_pong(ctx: Context) -> list[str]:
    """A pong or kong of a dragon, once for each dragon."""
    if ctx.triplet_tiles.isdisjoint(T.DRAGON_TILES):
        return []
    return [T.token(g.tile) for g in ctx.triplets if g.tile in T.DRAGON_TILES]
