"""Winning-condition faan (seed 001, Winning Condition Faan): how the hand was won.
These are added even to a limit hand."""

from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern


def _when_claimed(condition: str, name: str, name_zh: str, rule: str) -> None:
    """Register the pattern that applies exactly when its own winning condition is claimed;
    `rule` is its rule text."""

    def detect(ctx: Context) -> bool:
        return ctx.has(condition)

    detect.__doc__ = rule
    pattern(condition, name, name_zh, "condition", claimed=(condition,))(detect)


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


_when_claimed("robbing_kong", "Robbing the Kong", "搶槓", "Won on the tile another player added to make a kong.")
_when_claimed("last_tile", "Last Tile", "海底撈月", "Won on the last tile of the wall or the last discard.")


@pattern(
    "kong_replacement", "Win by Kong", "槓上開花", "condition", claimed=("kong_replacement", "double_kong_replacement")
)
def kong_replacement(ctx: Context) -> bool:
    """Won on the replacement tile for a kong or a bonus tile (also self-drawn)."""
    return ctx.has("kong_replacement") or ctx.has("double_kong_replacement")


_when_claimed(
    "double_kong_replacement",
    "Win by Double Kong",
    "槓上槓",
    "Won on the replacement for a kong that was itself made with a replacement tile.",
)
_when_claimed("heavenly", "Heavenly Hand", "天糊", "East wins with the dealt hand.")
_when_claimed("earthly", "Earthly Hand", "地糊", "A player other than East wins on East's first discard.")
