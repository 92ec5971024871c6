"""Tiles and their text tokens (hand-format: `5p`, `E`, `C`, `f1`, `s4`).

A playing tile is an int 0..33 so the hot paths (decomposition, counting) work on
plain lists: characters 0-8, dots 9-17, bamboo 18-26, winds E S W N 27-30,
dragons red C, green F, white P 31-33. Bonus tiles (flowers f1-f4, seasons s1-s4)
are 34..41 and never take part in sets.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from mjscore_gui.engine.errors import HandError, shown
from mjscore_gui.engine.seats import SEATS, WIND_NAMES, WIND_NAMES_ZH

SUITS = "mps"
SUIT_NAMES = {"m": ("Characters", "萬子"), "p": ("Dots", "筒子"), "s": ("Bamboo", "索子")}
WINDS = "".join(SEATS)
DRAGONS = "CFP"
NUM_KINDS = 34  # distinct playing tiles
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
RED, GREEN, WHITE = 31, 32, 33
WIND_TILES = (EAST, SOUTH, WEST, NORTH)
DRAGON_TILES = (RED, GREEN, WHITE)
HONOURS = WIND_TILES + DRAGON_TILES
TERMINALS = (0, 8, 9, 17, 18, 26)
ORPHANS = TERMINALS + HONOURS  # the thirteen kinds of thirteen orphans
FLOWERS = (34, 35, 36, 37)
SEASONS = (38, 39, 40, 41)

_NAMES_EN = {**WIND_NAMES, "C": "Red Dragon", "F": "Green Dragon", "P": "White Dragon"}
_NAMES_ZH = {**WIND_NAMES_ZH, "C": "紅中", "F": "發財", "P": "白板"}
_BONUS_EN = ["Plum", "Orchid", "Chrysanthemum", "Bamboo", "Spring", "Summer", "Autumn", "Winter"]
_BONUS_ZH = "梅蘭菊竹春夏秋冬"
_NUMERALS_ZH = "一二三四五六七八九"


def token(tile: int) -> str:
    return _TOKENS[tile]


def number_of(tile: int) -> int | None:
    return tile % 9 + 1 if tile < 27 else None


def is_honour(tile: int) -> bool:
    return 27 <= tile < 34


def is_terminal(tile: int) -> bool:
    return tile < 27 and tile % 9 in (0, 8)


def is_bonus(tile: int) -> bool:
    return tile >= 34


def name_en(tile: int) -> str:
    t = _TOKENS[tile]
    if tile < 27:
        return f"{number_of(tile)} {SUIT_NAMES[t[1]][0]}"
    if tile < 34:
        return _NAMES_EN[t]
    return _BONUS_EN[tile - 34]


def name_zh(tile: int) -> str:
    t = _TOKENS[tile]
    if tile < 27:
        return _NUMERALS_ZH[tile % 9] + SUIT_NAMES[t[1]][1][0]
    if tile < 34:
        return _NAMES_ZH[t]
    return _BONUS_ZH[tile - 34]


_TOKENS = (
    [f"{n}{s}" for s in SUITS for n in range(1, 10)]
    + list(WINDS)
    + list(DRAGONS)
    + [f"f{n}" for n in range(1, 5)]
    + [f"s{n}" for n in range(1, 5)]
)
_BY_TOKEN = {t: i for i, t in enumerate(_TOKENS)}

_HONOUR_RUN = re.compile(r"^[ESWNCFP]+$")
_BONUS = re.compile(r"^([fs])([1-4]+)$")


def parse_tile(text: str) -> int:
    if type(text) is str and text in _BY_TOKEN:  # a single token, as nearly every hand writes it
        return _BY_TOKEN[text]
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise HandError(f"expected one tile, got {shown(text)}")
    return tiles[0]


def parse_tiles(text: str | list[str]) -> list[int]:
    """Tiles from hand-format text: `123m 55p EEE f1`; packed runs of one suit allowed.
    A JSON array of single tokens (`["1m", "2m", "3m"]`), as other mahjong tools write
    tiles, is read the same way.

    Raises HandError naming the first token it cannot read.
    """
    if isinstance(text, list):
        return _parse_token_list(text)
    if not isinstance(text, str):
        raise HandError(
            f'tiles must be written as text like \'123m 55p EEE\' or a list like ["1m", "2m"], not {shown(text)}'
        )
    tiles: list[int] = []
    read = _WORDS_READ
    for word in text.split():
        found = read.get(word)
        if found is None:
            found = _word_tiles(word)
            if len(read) >= _WORDS_READ_MAX:
                read.clear()
            read[word] = found
        tiles.extend(found)
    return tiles


def _parse_token_list(items: Sequence[object]) -> list[int]:
    tiles: list[int] = []
    for number, item in enumerate(items, start=1):
        if isinstance(item, str) and item in _BY_TOKEN:
            tiles.append(_BY_TOKEN[item])
            continue
        where = f"bad tile {shown(item)} (item {number} of the list)"
        if not isinstance(item, str):
            raise HandError(f'{where}: each item is one tile token such as "5p"')
        try:
            several = len(parse_tiles(item))
        except HandError:
            several = 0
        if several > 1:
            raise HandError(f"{where}: in a list each item is one tile, so write {several} items")
        raise HandError(f"{where}: {_hint(item)}")
    return tiles


# Digit -> tile for each suit letter, and each honour letter -> tile: a word such as
# "1123m" or "EEE" is read by lookups alone (most words of a batch are new to the cache).
_SUIT_DIGITS = {s: {str(n): base + n - 1 for n in range(1, 10)} for s, base in zip(SUITS, (0, 9, 18), strict=True)}
_HONOUR_LETTERS = {c: _BY_TOKEN[c] for c in WINDS + DRAGONS}


# The words read already ("123m", "55p", "EEE": the same few hundred make up every hand of
# a night). A plain dict, emptied when full: a batch meets a new word in every other hand,
# and an LRU cache's bookkeeping made each one dearer.
_WORDS_READ: dict[str, tuple[int, ...]] = {}
_WORDS_READ_MAX = 4096


def _word_tiles(word: str) -> tuple[int, ...]:
    if word in _BY_TOKEN:
        return (_BY_TOKEN[word],)
    digits = _SUIT_DIGITS.get(word[-1])
    try:
        if digits is not None and len(word) > 1:
            return tuple(map(digits.__getitem__, word[:-1]))
        return tuple(map(_HONOUR_LETTERS.__getitem__, word))
    except KeyError:
        pass  # not a packed suit or honour run: a bonus run, or a mistake to name
    m = _BONUS.match(word)
    if m:
        return tuple(_BY_TOKEN[m.group(1) + d] for d in m.group(2))
    raise HandError(f"bad tile {shown(word)}: {_hint(word)}")


def _hint(word: str) -> str:
    if len(word) > 40:  # no tile word is this long; and the patterns below backtrack on long runs
        return "write tiles like 123m 55p 9s EEE C f1"
    if re.match(r"^[0-9]*0[0-9]*[mps]$", word):
        return "suited tiles are numbered 1 to 9"
    if re.match(r"^[1-9]+[a-z]$", word):
        return "suits are m (characters), p (dots) and s (bamboo)"
    if re.match(r"^[fs][0-9]*$", word):
        return "flowers are f1-f4 and seasons s1-s4"
    if word.upper() != word and _HONOUR_RUN.match(word.upper()):
        return "winds and dragons are capital letters: E S W N, C F P"
    return "write tiles like 123m 55p 9s EEE C f1"


def format_tiles(tiles: Iterable[int]) -> str:
    """Canonical text: sorted; one packed word per suit, one for honours, bonus tiles apart."""
    words: dict[str, str] = {}
    bonus: list[str] = []
    for t in sorted(tiles):
        if t < 27:
            suit = SUITS[t // 9]
            words[suit] = words.get(suit, "") + str(t % 9 + 1)
        elif t < 34:
            words["z"] = words.get("z", "") + _TOKENS[t]
        else:
            bonus.append(_TOKENS[t])
    out = [digits + suit for suit, digits in words.items() if suit != "z"]
    if "z" in words:
        out.append(words["z"])
    return " ".join(out + bonus)


def parse_wind(value: object, what: str) -> int:
    if value not in SEATS:
        raise HandError(f"{what} must be one of E, S, W, N, not {shown(value)}")
    return _BY_TOKEN[value]
