"""Elements of Yahoo faan counting (seed 002) that are not a sum of other patterns' names.

Seed 002 names some combined elements itself (Self-Pick on Last Tile +2, Supplementary
Tile with Self-Pick +2, both at once +3). Each is one pattern here that replaces the simple elements it contains (resources/rulesets/yahoo.toml),
so the breakdown reads as the source writes it and nothing is counted twice.
"""

from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.hand_patterns import mixed_orphans
from mjscore_gui.engine.patterns.registry import pattern


def _supplementary(ctx: Context) -> bool:
    # Seed 002, Definitions: only a kong's replacement tile counts (no flower pick).
    return ctx.hand.kongs > 0 and (ctx.has("kong_replacement") or ctx.has("double_kong_replacement"))


@pattern(
    "mixed_terminal_honour_pongs",
    "All Terminals and Honours Pongs",
    "混么九對對",
    "hand",
    needs=("honours", "four_triplets"),
)
def mixed_terminal_honour_pongs(ctx: Context) -> bool:
    """Four pongs or kongs and a pair of ones, nines and honours only, with both kinds
    present and at least two suits (one suit is Semi-Pure All Pongs instead)."""
    return mixed_orphans(ctx) and len(ctx.facts.suits) >= 2


@pattern("self_pick_last_tile", "Self-Pick on Last Tile", "海底撈月自摸", "condition")
def self_pick_last_tile(ctx: Context) -> bool:
    """The last tile of the wall drawn by the winner himself."""
    return ctx.situation.self_drawn and ctx.has("last_tile") and not _supplementary(ctx)


@pattern("supplementary_self_pick", "Supplementary Tile with Self-Pick", "槓上自摸", "condition")
def supplementary_self_pick(ctx: Context) -> bool:
    """Won on the replacement tile drawn after declaring a kong."""
    return ctx.situation.self_drawn and _supplementary(ctx) and not ctx.has("last_tile")


@pattern(
    "supplementary_self_pick_last_tile", "Supplementary Tile and Self-Pick on Last Tile", "槓上海底自摸", "condition"
)
def supplementary_self_pick_last_tile(ctx: Context) -> bool:
    """A kong's replacement tile, which was also the last tile of the wall, won the hand."""
    return ctx.situation.self_drawn and _supplementary(ctx) and ctx.has("last_tile")
