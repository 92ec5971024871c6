"""Every way to lay out a winning hand: four sets and a pair, seven pairs, thirteen orphans.

The concealed tiles are split suit by suit (each suit's splits are cached by its tile
counts, so a whole night's hands share the work), then combined with exactly one pair
overall and the declared melds. Each layout is listed once; then every distinct place the
winning tile can sit in it is a separate `Arrangement`, because where the winning tile
sits can change the score (a discard completing a pong is not concealed: seed 001,
Self Triplets; the player chooses the best reading: seed 003, 5.1).
"""

from __future__ import annotations

from functools import cache
from itertools import product
from operator import itemgetter
from typing import NamedTuple

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.hand import Hand, Situation

REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS = "regular", "seven_pairs", "thirteen_orphans"


class Group(NamedTuple):
    """One set or the pair in an arrangement.

    `concealed` is whether the set was concealed when the hand was won: a declared
    concealed kong is; a set completed by a discarded winning tile is not.
    """

    kind: str  # "chow", "pong", "kong", "pair"
    tile: int
    concealed: bool
    declared: bool = False

    @property
    def text(self) -> str:
        return _group_text(self.kind, self.tile)


class Arrangement(NamedTuple):
    shape: str
    sets: tuple[Group, ...]  # the four sets of a regular hand, else ()
    pairs: tuple[int, ...]  # the pair of a regular hand, the seven pairs, or the orphan paired
    winning_group: Group | None
    exposed_before_win: bool  # a meld was exposed before the winning tile came

    def texts(self) -> tuple[str, ...]:
        if self.shape == REGULAR:
            return (*map(_SET_TEXT.__getitem__, self.sets), _PAIR_TEXT[self.pairs[0]])
        if self.shape == SEVEN_PAIRS:
            return tuple(map(_PAIR_TEXT.__getitem__, self.pairs))
        return (T.format_tiles(T.ORPHANS + self.pairs),)


class _SetTexts(dict[Group, str]):
    """A set's text by the set, made when first asked (read in C after that: every result
    reads four of them)."""

    def __missing__(self, group: Group) -> str:
        text = self[group] = _group_text(group.kind, group.tile)
        return text


class _PairTexts(dict[int, str]):
    """A pair's text by its tile, made when first asked."""

    def __missing__(self, tile: int) -> str:
        text = self[tile] = _group_text("pair", tile)
        return text


_SET_TEXT = _SetTexts()
_PAIR_TEXT = _PairTexts()


@cache
def _group_text(kind: str, tile: int) -> str:
    if kind == "chow":
        return T.format_tiles((tile, tile + 1, tile + 2))
    return T.format_tiles((tile,) * {"pair": 2, "pong": 3, "kong": 4}[kind])


# One suit's tile counts packed into an int, a byte a tile (1m in the low byte:
# int.from_bytes of the counts), so that taking a set away is one subtraction: a batch
# meets hundreds of suits it has not split before.
_PONG_UNITS = 3
_CHOW_UNITS = 0x01_01_01  # one each of three tiles in a row
_PAIR_UNITS = 2
# A set within a suit as one int: a chow starting at the suit's i-th tile is i (0-6), a
# pong of it 7 + i (7-15), so sorted sets read chows first, each kind from the lowest tile.
_POSSIBLE_CHOWS = 7
Split = tuple[tuple[int, ...], int]  # the sets, and the pair's place in the suit or -1


@cache
def _splits(key: int, pair_used: bool) -> tuple[Split, ...]:
    """Every way to split one suit (`key`: its counts, packed) into pongs, chows and, unless
    `pair_used`, one pair. Tried at the lowest tile: pong, chow, pair."""
    if not key:
        return _NO_TILES
    # Sets take tiles three at a time, so the number held says whether the pair is here
    # before any is tried: it is the sum of the key's bytes, key % 255 (256 is one more than
    # 255, and a suit holds 36 tiles at most).
    left = key % 255 % 3
    if left != (0 if pair_used else 2):
        if left == 0:  # the pair is in another suit: every split here is of sets alone
            return _distinct(_splits(key, True))
        return ()
    i = ((key & -key).bit_length() - 1) >> 3  # the lowest tile held
    unit = 1 << 8 * i
    count = (key >> 8 * i) & 0xFF
    results: list[Split] = []
    if count >= 3:
        pong = (_POSSIBLE_CHOWS + i,)
        for sets, pair in _splits(key - _PONG_UNITS * unit, pair_used):
            results.append((pong + sets, pair))
    if i < _POSSIBLE_CHOWS and (key >> 8 * i + 8) & 0xFF and (key >> 8 * i + 16) & 0xFF:
        chow = (i,)
        for sets, pair in _splits(key - _CHOW_UNITS * unit, pair_used):
            results.append((chow + sets, pair))
    if count >= 2 and not pair_used:
        for sets, _ in _splits(key - _PAIR_UNITS * unit, True):
            results.append((sets, i))
    return tuple(results) if pair_used else _distinct(results)


def _distinct(results: list[Split] | tuple[Split, ...]) -> tuple[Split, ...]:
    """Each split once, its sets sorted, in the order first reached (several paths can reach
    the same sets: 1111 23 is a pong and a chow taken either way round)."""
    if len(results) == 1:  # one way (most suits): nothing to deduplicate
        sets, pair = results[0]
        return ((tuple(sorted(sets)), pair),)
    seen: dict[Split, None] = {}
    for sets, pair in results:
        seen.setdefault((tuple(sorted(sets)), pair), None)
    return tuple(seen)


_NO_TILES: tuple[Split, ...] = (((), -1),)
_EMPTY_SUIT = bytes(9)
# Each suit's concealed sets by their number in a split, built once.
_SUIT_GROUPS = {
    base: tuple(Group._make(("chow", base + i, True, False)) for i in range(_POSSIBLE_CHOWS))
    + tuple(Group._make(("pong", base + i, True, False)) for i in range(9))
    for base in (0, 9, 18)
}
# The same counted from each tile of a suit, for a suit split from its lowest tile held: set
# number s there is Group low + s of its suit (a chow from that tile is 0, a pong of it 7).
_SUIT_GROUPS_FROM = {base + low: _SUIT_GROUPS[base][low:] for base in (0, 9, 18) for low in range(9)}


def _suit_layouts(counts: bytes, base: int) -> tuple[tuple[tuple[Group, ...], int], ...]:
    """One suit's splits (`counts`: a byte a tile) as concealed Groups with absolute tiles,
    and the pair or -1."""
    key = int.from_bytes(counts, "little")
    # Split from the lowest tile held, so that 345p and 567s share their splits: set
    # numbers and the pair's place are then counted from `low`.
    low = ((key & -key).bit_length() - 1) >> 3
    group = _SUIT_GROUPS_FROM[base + low].__getitem__  # set number -> Group, counted from `low`
    return tuple(
        (tuple(map(group, sets)), base + low + pair if pair >= 0 else -1)
        for sets, pair in _splits(key >> 8 * low, False)
    )


@cache
def _honour_layout(honour_counts: bytes) -> tuple[tuple[Group, ...], int] | None:
    """The concealed honours' pongs and pair (or -1), or None if they cannot form sets."""
    sets: list[Group] = []
    pairs: list[int] = []
    for t, n in zip(T.HONOURS, honour_counts, strict=True):
        if n == 3:
            sets.append(Group("pong", t, True))
        elif n == 2:
            pairs.append(t)
        elif n:
            return None  # a lone honour or four of one concealed can't be in sets
    if len(pairs) > 1:
        return None
    return tuple(sets), (pairs[0] if pairs else -1)


# Each suit's layouts by its counts, one table a suit (kept for the process, as the
# night's hands keep meeting the same suits).
_SUITS: tuple[tuple[int, int, dict[bytes, tuple[tuple[tuple[Group, ...], int], ...]]], ...] = (
    (0, 9, {}),
    (9, 18, {}),
    (18, 27, {}),
)


def concealed_layouts(concealed_counts: list[int], sets_needed: int) -> list[tuple[tuple[Group, ...], int]]:
    """Each distinct (sets, pair) the concealed tiles split into: the honours' sets, then
    each suit with one way to split in suit order, then the suits with several."""
    counts = bytes(concealed_counts)  # slices of bytes are hashable keys, one copy each
    honours = _honour_layout(counts[T.EAST :])
    if honours is None:
        return []
    sets, pair = honours
    pairs = 1 if pair >= 0 else 0
    choices = []
    for base, end, known in _SUITS:
        suit = counts[base:end]
        if suit == _EMPTY_SUIT:
            continue
        options = known.get(suit)
        if options is None:
            options = known[suit] = _suit_layouts(suit, base)
        if not options:
            return []
        if len(options) == 1:
            part_sets, part_pair = options[0]
            sets += part_sets
            if part_pair >= 0:
                pair = part_pair
                pairs += 1
        else:
            choices.append(options)
    if not choices:  # most hands split one way only
        return [(sets, pair)] if pairs == 1 and len(sets) == sets_needed else []
    layouts = []
    for combo in product(*choices):
        combo_sets, combo_pair, combo_pairs = sets, pair, pairs
        for part_sets, part_pair in combo:
            combo_sets += part_sets
            if part_pair >= 0:
                combo_pair, combo_pairs = part_pair, combo_pairs + 1
        if combo_pairs == 1 and len(combo_sets) == sets_needed:
            layouts.append((combo_sets, combo_pair))
    return layouts


def arrangements(
    hand: Hand,
    situation: Situation,
    *,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    concealed_counts: list[int] | None = None,
) -> list[Arrangement]:
    """Every arrangement of a hand that has passed `validate`, with the winning tile placed.
    `seven_pairs` / `thirteen_orphans`: whether those special layouts are played.

    `concealed_counts` (copies of each tile among the concealed ones, read only) may be
    passed in by a caller that has counted them already.
    """
    counts = concealed_counts
    if counts is None:
        counts = [0] * T.NUM_KINDS
        for t in hand.concealed:
            counts[t] += 1
    win = hand.winning_tile
    if win is None:
        raise ValueError("a hand to arrange needs its winning tile (a waiting hand goes to find_waits)")
    by_discard = situation.win != "self_drawn"
    result: list[Arrangement] = []
    melds = hand.melds
    if melds:
        declared = [Group(m.kind, m.tile, not m.exposed, True) for m in melds]
        exposed_melds = [(g, m) for g, m in zip(declared, melds) if m.exposed]
    else:
        declared, exposed_melds = [], []

    # Arrangements are built by tuple.__new__ itself (no Python-level __new__ or _make
    # call) and an opened set is looked up: this loop runs for every hand scored and
    # every wait tried.
    new = tuple.__new__
    exposed_before = bool(exposed_melds)
    win_concealed = counts[win] > 0
    for sets, pair in concealed_layouts(counts, 4 - len(melds)):
        if win_concealed:
            all_sets = (*sets, *declared) if declared else sets
            the_pair = (pair,)
            if pair == win:
                result.append(new(Arrangement, (REGULAR, all_sets, the_pair, _winning_pair(pair), exposed_before)))
            placed: set[Group] | None = None  # two identical sets hold the winning tile the same way
            for idx, g in enumerate(sets):
                tile = g.tile
                if tile == win or (tile < win <= tile + 2 and g.kind == "chow"):
                    if placed is None:
                        placed = {g}
                    elif g in placed:
                        continue
                    else:
                        placed.add(g)
                    if by_discard:
                        # The discard completed this set in the open: not a concealed set any more.
                        winning_group = _OPENED.get(g) or _opened(g)
                        group_list = list(sets)
                        group_list[idx] = winning_group
                        opened = (REGULAR, (*group_list, *declared), the_pair, winning_group, exposed_before)
                        result.append(new(Arrangement, opened))
                    else:
                        result.append(new(Arrangement, (REGULAR, all_sets, the_pair, g, exposed_before)))
        else:
            # The winning tile completed a declared meld (validate made sure one holds it).
            seen = set()
            for g, m in exposed_melds + [(g, m) for g, m in zip(declared, melds) if not m.exposed]:
                if m.kind != "kong" and win in m.tiles and (g.kind, g.tile) not in seen:
                    seen.add((g.kind, g.tile))
                    others_exposed = any(o is not g for o, _ in exposed_melds)
                    result.append(Arrangement(REGULAR, tuple(list(sets) + declared), (pair,), g, others_exposed))

    if not melds and len(hand.concealed) == 14:
        # Fourteen concealed tiles are seven pairs when seven kinds are held twice (the
        # winning tile's kind among them: most hands are ruled out by that alone).
        if seven_pairs and counts[win] == 2 and counts.count(2) == 7:
            pairs = tuple(t for t, c in enumerate(counts) if c == 2)
            result.append(Arrangement(SEVEN_PAIRS, (), pairs, Group("pair", win, True), False))
        # Most hands lack 1m or 9m.
        orphans = _orphan_counts(counts) if thirteen_orphans and counts[0] and counts[8] else (0,)
        if 0 not in orphans and sum(orphans) == 14:
            extra = next(t for t in T.ORPHANS if counts[t] == 2)
            result.append(Arrangement(THIRTEEN_ORPHANS, (), (extra,), None, False))
    return result


_orphan_counts = itemgetter(*T.ORPHANS)


@cache
def _winning_pair(tile: int) -> Group:
    return Group._make(("pair", tile, True, False))


# A concealed set as it stands once a discard completed it (concealed=False), by the set.
_OPENED: dict[Group, Group] = {}


def _opened(g: Group) -> Group:
    opened = _OPENED[g] = Group._make((g.kind, g.tile, False, False))
    return opened
