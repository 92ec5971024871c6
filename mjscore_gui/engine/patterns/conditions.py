"""Winning-condition faan (seed 001, Winning Condition Faan): how the hand was won.
These are added even to a limit hand."""

from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern


@pattern("self_drawn", "Self-drawn", "自摸", "condition", needs=("self_drawn",))
def self_drawn(ctx: Context) -> bool:
    """The winning tile came from the wall."""
    return ctx.situation.self_drawn


@pattern("concealed_hand", "Concealed Hand", "門前清", "condition")
def concealed_hand(ctx: Context) -> bool:
    """No meld exposed before the winning tile (concealed kongs allowed). Hands concealed
    by definition (seven pairs, thirteen orphans, self triplets, nine gates) replace it;
    a seven-pairs or thirteen-orphans layout never earns it, even when it is counted as
    another hand such as all honours (seed 001, Winning Condition Faan: Win from Wall)."""
    return ctx.regular and not ctx.arrangement.exposed_before_win


@pattern("robbing_kong", "Robbing the Kong", "搶槓", "condition", claimed=("robbing_kong",))
def robbing_kong(ctx: Context) -> bool:
    """Won on the tile another player added to make a kong."""
    return ctx.has("robbing_kong")


@pattern("last_tile", "Last Tile", "海底撈月", "condition", claimed=("last_tile",))
def last_tile(ctx: Context) -> bool:
    """Won on the last tile of the wall or the last discard."""
    return ctx.has("last_tile")


@pattern(
    "kong_replacement", "Win by Kong", "槓上開花", "condition", claimed=("kong_replacement", "double_kong_replacement")
)
def kong_replacement(ctx: Context) -> bool:
    """Won on the replacement tile for a kong or a bonus tile (also self-drawn)."""
    return ctx.has("kong_replacement") or ctx.has("double_kong_replacement")


@pattern("double_kong_replacement", "Win by Double Kong", "槓上槓", "condition", claimed=("double_kong_replacement",))
def double_kong_replacement(ctx: Context) -> bool:
    """Won on the replacement for a kong that was itself made with a replacement tile."""
    return ctx.has("double_kong_replacement")


@pattern("heavenly", "Heavenly Hand", "天糊", "condition", claimed=("heavenly",))
def heavenly(ctx: Context) -> bool:
    """East wins with the dealt hand."""
    return ctx.has("heavenly")


@pattern("earthly", "Earthly Hand", "地糊", "condition", claimed=("earthly",))
def earthly(ctx: Context) -> bool:
    """A player other than East wins on East's first discard."""
    return ctx.has("earthly")
