"""Chinese New Style patterns (seed 003, 5.2.1 and 5.2.2) that the hk preset has no use for.

Chow patterns, the four-in-one family, the ways of going out (waits) and the hidden
treasure. A wait is read from the arrangement: where the winning tile sits in it (the
engine tries every place it can sit and keeps the reading best for the player, seed 003,
5.1). Only "out on the 4th of its kind" needs what the hand cannot say: the tiles visible
on the table, from the hand's optional `seen` key.
"""

from __future__ import annotations

from collections import Counter

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import Group
from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern


def _chow_starts(ctx: Context) -> Counter[int]:
    return Counter(g.tile for g in ctx.sets if g.kind == "chow")


def _group_tiles(g: Group) -> tuple[int, ...]:
    return (g.tile, g.tile + 1, g.tile + 2) if g.kind == "chow" else (g.tile,)


# -- chows ---------------------------------------------------------------------------


@pattern("three_sisters", "Three Sisters", "三色同順", "hand")
def three_sisters(ctx: Context) -> bool:
    """The same chow in all three suits, e.g. 234m 234p 234s."""
    starts = _chow_starts(ctx)
    return any(n in starts and n + 9 in starts and n + 18 in starts for n in range(7))


def _identical_chow_pairs(ctx: Context) -> int:
    return sum(n // 2 for n in _chow_starts(ctx).values())


@pattern("sister_chows", "Sister Chows", "一般高", "hand")
def sister_chows(ctx: Context) -> bool:
    """Two identical chows (same suit, same numbers)."""
    return _identical_chow_pairs(ctx) >= 1


@pattern("two_sister_chows", "Two Sister Chows", "兩般高", "hand")
def two_sister_chows(ctx: Context) -> bool:
    """Two identical chows twice, e.g. 234s 234s 567p 567p (big seven pairs, 2 lions hug)."""
    return _identical_chow_pairs(ctx) >= 2


@pattern("old_young_chows", "Old and Young Chows", "老少配", "hand")
def old_young_chows(ctx: Context) -> int:
    """123 and 789 chows of the same suit; once for each such couple."""
    starts = _chow_starts(ctx)
    return sum(min(starts[base], starts[base + 6]) for base in (0, 9, 18))


@pattern("clear_dragon", "Clear Dragon", "一條龍", "hand")
def clear_dragon(ctx: Context) -> bool:
    """Chows 123, 456 and 789 of one suit."""
    starts = _chow_starts(ctx)
    return any(starts[b] and starts[b + 3] and starts[b + 6] for b in (0, 9, 18))


@pattern("old_young_pongs", "Old and Young Pongs", "老少刻", "hand", needs=("triplets",))
def old_young_pongs(ctx: Context) -> int:
    """Pongs or kongs of 1 and 9 of the same suit; once per suit."""
    tiles = ctx.triplet_tiles
    return sum(1 for base in (0, 9, 18) if base in tiles and base + 8 in tiles)


@pattern("chow_hand", "Chow Hand", "平糊", "hand")
def chow_hand(ctx: Context) -> bool:
    """Four chows and a pair that is neither the seat wind nor the prevailing wind (seed
    003: 'no traditional scoring pairs (i.e., ... own Wind or Wind of the Round)')."""
    return ctx.regular and all(g.kind == "chow" for g in ctx.sets) and ctx.pair not in (ctx.seat, ctx.prevailing)


# -- the whole hand ------------------------------------------------------------------


@pattern("all_simples", "All Simples", "斷么九", "hand")
def all_simples(ctx: Context) -> bool:
    """No terminal and no honour anywhere in the hand."""
    f = ctx.facts
    return not f.has_honours and not f.has_terminals


def _every_group_has(ctx: Context, wanted: tuple[int, ...]) -> bool:
    if ctx.pair is None:
        return False
    groups = list(ctx.sets) + [Group("pair", ctx.pair, True)]
    return all(any(t in wanted for t in _group_tiles(g)) for g in groups)


@pattern("outside_hand", "Terminal or Honour in Each Set", "混全帶么", "hand")
def outside_hand(ctx: Context) -> bool:
    """Every set and the pair hold a terminal (1 or 9) or an honour."""
    return ctx.regular and _every_group_has(ctx, T.ORPHANS)


@pattern("pure_outside_hand", "Terminal in Each Set", "純全帶么", "hand")
def pure_outside_hand(ctx: Context) -> bool:
    """Every set and the pair hold a 1 or a 9; no honours."""
    return ctx.regular and not ctx.facts.has_honours and _every_group_has(ctx, T.TERMINALS)


def _door(tile: int) -> str:
    if tile in T.WIND_TILES:
        return "wind"
    if tile in T.DRAGON_TILES:
        return "dragon"
    return "msp"[tile // 9]


@pattern("five_doors", "Five Doors", "五門齊", "hand", needs=("winds", "dragons"))
def five_doors(ctx: Context) -> bool:
    """One set or the pair from each of characters, dots, bamboo, winds and dragons."""
    if ctx.pair is None:
        return False
    doors = {_door(g.tile) for g in ctx.sets} | {_door(ctx.pair)}
    return len(doors) == 5


@pattern("two_suits_only", "Two Suits Only", "缺一門", "hand")
def two_suits_only(ctx: Context) -> bool:
    """Tiles of exactly two of the three suits (one suit less); honours may be present."""
    return len(ctx.facts.suits) == 2


# -- four-in-one: all four copies of a tile spread over sets -----------------------------


@pattern("four_in_one_small", "Four-in-One Small", "小四歸一", "hand", needs=("triplets",))
def four_in_one_small(ctx: Context) -> int:
    """The same tile in a pong and a chow (e.g. 111s 123s); once per such tile."""
    pongs = {g.tile for g in ctx.sets if g.kind == "pong"}
    in_chows = {t for g in ctx.sets if g.kind == "chow" for t in _group_tiles(g)}
    return len(pongs & in_chows)


@pattern("four_in_one_medium", "Four-in-One Medium", "中四歸一", "hand")
def four_in_one_medium(ctx: Context) -> bool:
    """The same tile in two chows and the pair (e.g. 11s 123s 123s)."""
    return ctx.regular and sum(1 for g in ctx.sets if g.kind == "chow" and ctx.pair in _group_tiles(g)) == 2


@pattern("four_in_one_big", "Four-in-One Big", "大四歸一", "hand")
def four_in_one_big(ctx: Context) -> int:
    """The same tile in four chows (e.g. 123s 234s 234s 345s)."""
    chows = [g for g in ctx.sets if g.kind == "chow"]
    if len(chows) < 4:
        return 0
    counts = Counter(t for g in chows for t in _group_tiles(g))
    return sum(1 for n in counts.values() if n == 4)


@pattern("exposed_hand", "Exposed Hand", "全求人", "hand")
def exposed_hand(ctx: Context) -> bool:
    """All four sets melded in the open, going out with a single tile on the pair."""
    melds, won = ctx.hand.melds, ctx.arrangement.winning_group
    return len(melds) == 4 and all(m.exposed for m in melds) and won is not None and won.kind == "pair"


# -- ways of going out ---------------------------------------------------------------


@pattern("fully_concealed", "Fully Concealed Hand", "門前清自摸", "condition")
def fully_concealed(ctx: Context) -> bool:
    """No meld at all (not even a concealed kong), and the winning tile self-drawn."""
    return ctx.regular and not ctx.hand.melds and ctx.situation.self_drawn


def _winning_place(ctx: Context) -> tuple[Group, int] | None:
    """The group the winning tile sits in and its place in it (0, 1, 2 in a chow)."""
    g = ctx.arrangement.winning_group
    w = ctx.hand.winning_tile
    if g is None or w is None:
        return None
    return g, w - g.tile


@pattern("one_chance_chow", "Out on a One-chance Chow", "邊嵌張", "condition")
def one_chance_chow(ctx: Context) -> bool:
    """The winning tile completes a chow that could only be completed by that tile: its
    middle (4-?-6), 3 to 1-2, 7 to 8-9; or either end when every copy of the other end is
    already visible (the hand's own tiles and the `seen` tiles)."""
    place = _winning_place(ctx)
    if place is None or place[0].kind != "chow":
        return False
    g, pos = place
    number = T.number_of(g.tile) or 0
    if pos == 1 or (pos == 2 and number == 1) or (pos == 0 and number == 7):
        return True
    if not ctx.situation.seen:
        return False
    other = g.tile - 1 if pos == 2 else g.tile + 3  # the tile that would complete the other side
    return ctx.facts.counts[other] + ctx.situation.seen.count(other) >= 4


@pattern("out_on_pair", "Out on a Pair", "單吊", "condition")
def out_on_pair(ctx: Context) -> bool:
    """The winning tile completes the pair."""
    place = _winning_place(ctx)
    return place is not None and place[0].kind == "pair" and ctx.regular


@pattern("out_on_fourth", "Out on the 4th of its Kind", "絕張", "condition")
def out_on_fourth(ctx: Context) -> bool:
    """The other three copies of the winning tile were visible when the hand was won: in
    the discards and other players' melds (the hand's `seen` key) or the winner's own
    exposed sets."""
    w = ctx.hand.winning_tile
    if w is None:
        return False
    own = sum(m.tiles.count(w) for m in ctx.hand.melds if m.exposed)
    if w not in ctx.hand.concealed:
        own -= 1  # the winning tile itself completed an exposed meld
    return own + ctx.situation.seen.count(w) >= 3


@pattern("last_wall_tile", "Out on the Last Tile of the Wall", "海底撈月", "condition")
def last_wall_tile(ctx: Context) -> bool:
    """Self-drawn on the last tile of the wall."""
    return ctx.has("last_tile") and ctx.situation.self_drawn


@pattern("last_discard", "Out on the Last Discard", "河底撈魚", "condition")
def last_discard(ctx: Context) -> bool:
    """Won on the last discard, with no tiles left in the wall."""
    return ctx.has("last_tile") and not ctx.situation.self_drawn


# -- limit hands and flowers -----------------------------------------------------------


@pattern("hidden_treasure", "Hidden Treasure", "四暗刻", "limit", needs=("four_triplets",))
def hidden_treasure(ctx: Context) -> bool:
    """Four concealed pongs and a pair; kongs of any kind count (seed 003, 5.2.2). A
    discard may complete the pair, not a pong."""
    return ctx.regular and len(ctx.triplets) == 4 and all(g.concealed for g in ctx.triplets if g.kind == "pong")


@pattern("all_flowers_and_seasons", "All Flowers and Seasons", "兩台花", "flower", needs=("bonus_set",))
def all_flowers_and_seasons(ctx: Context) -> bool:
    """All four flowers and all four seasons in a complete hand (two 一台花); not the win
    on bonus tiles alone (八仙過海, engine/bonus_win.py)."""
    return ctx.flowers_in_play and len(set(ctx.hand.flowers)) == 8
