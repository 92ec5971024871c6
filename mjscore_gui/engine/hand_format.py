"""Reading and writing the hand interchange format (a hand as JSON).

Only the shape of the input is checked here (known keys, readable tokens); whether the
tiles make a legal winning hand is `validate`'s job, so both CLI and GUI give the same
messages for the same mistakes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.errors import HandError, shown
from mjscore_gui.engine.hand import CONDITIONS, MELD_KINDS, WIN_KINDS, Hand, Meld, Situation
from mjscore_gui.engine.seats import SEATS

R = TypeVar("R")

TILE_KEYS = {"concealed", "melds", "winning_tile", "flowers"}  # a hand's tiles: the rest is how it was won
HAND_KEYS = TILE_KEYS | {"win", "seat_wind", "prevailing_wind", "conditions", "ruleset", "seen"}
SETTLEMENT_KEYS = {"discarder", "responsible", "rules", "false_win", "losers"}
# Keys other tools may add (a ledger's note, an id); they are carried but not read.
PASSIVE_KEYS = {"note", "id", "comment"}
_KNOWN_KEYS = frozenset(HAND_KEYS | SETTLEMENT_KEYS | PASSIVE_KEYS)
MELD_KEYS = ("kind", "tile", "tiles", "exposed")


def parse_meld(obj: Any, index: int) -> Meld:
    where = f"meld {index + 1}"
    if not isinstance(obj, dict):
        raise HandError(f'{where} must be an object like {{"kind": "pong", "tile": "C"}}')
    unknown = sorted(set(obj) - set(MELD_KEYS))
    if unknown:
        # A mistyped "exposd": false would otherwise score a concealed kong as exposed.
        raise HandError(f"{where}: unknown key {shown(unknown[0])}; a meld has {', '.join(MELD_KEYS)}")
    kind = obj.get("kind")
    if kind not in MELD_KINDS:
        raise HandError(f"{where}: kind must be chow, pong or kong, not {shown(kind)}")
    exposed = obj.get("exposed", True)
    if not isinstance(exposed, bool):
        raise HandError(f"{where}: exposed must be true or false, not {shown(exposed)}")
    if kind != "kong" and exposed is False:
        # A concealed pong or chow is simply part of the concealed tiles.
        raise HandError(f"{where}: only a kong can be declared concealed; put a concealed {kind} in 'concealed'")
    if "tiles" in obj and "tile" not in obj:
        return _meld_from_tiles(kind, sorted(_read(where, T.parse_tiles, obj["tiles"])), exposed, where)
    if "tile" not in obj:
        raise HandError(f"{where}: needs its tile (a chow names its lowest tile)")
    tile = _read(where, T.parse_tile, obj["tile"])
    if T.is_bonus(tile):
        raise HandError(f"{where}: {T.token(tile)} is a bonus tile and cannot be in a set")
    if kind == "chow":
        _check_chow_start(tile, where)
    return Meld(kind, tile, exposed)


def _check_chow_start(tile: int, where: str) -> None:
    if T.is_honour(tile):
        raise HandError(f"{where}: a chow of {T.token(tile)} is not a run; chows are three suited tiles in a row")
    if tile % 9 > 6:  # a suited tile numbered 8 or 9
        raise HandError(
            f"{where}: a chow starting at {T.token(tile)} is not a run; a chow names its lowest tile (1 to 7)"
        )


def _meld_from_tiles(kind: str, tiles: list[int], exposed: bool, where: str) -> Meld:
    size = 4 if kind == "kong" else 3
    text = T.format_tiles(tiles)
    if len(tiles) != size:
        raise HandError(f"{where}: a {kind} has {size} tiles, {text} has {len(tiles)}")
    if kind == "chow":
        _check_chow_start(tiles[0], where)
        if tiles != [tiles[0], tiles[0] + 1, tiles[0] + 2]:
            raise HandError(f"{where}: {text} is not a chow; a chow is three tiles of one suit in a row")
    elif len(set(tiles)) != 1:
        raise HandError(f"{where}: {text} is not a {kind}; a {kind} is {size} identical tiles")
    return Meld(kind, tiles[0], exposed)


def parse_hand(obj: Any, *, waiting: bool = False) -> tuple[Hand, Situation]:
    """A Hand and its Situation from hand-format JSON (already decoded).

    `waiting`: a hand one tile short, which has no winning tile yet.
    """
    if not isinstance(obj, dict):
        raise HandError("a hand must be a JSON object with at least 'concealed' and 'winning_tile'")
    if not _KNOWN_KEYS.issuperset(obj):
        raise HandError(f"unknown key {shown(min(obj.keys() - _KNOWN_KEYS))} in the hand")
    check_settlement_keys(obj)
    if "concealed" not in obj:
        raise HandError("the hand has no 'concealed' tiles")
    concealed = _read("concealed", T.parse_tiles, obj["concealed"])
    # The bonus tiles are numbered after every playing tile: the highest tile held clears
    # most hands (the refusal names the first written).
    ordered = sorted(concealed)
    bonus = [t for t in concealed if T.is_bonus(t)] if ordered and ordered[-1] >= _FIRST_BONUS else None
    if bonus:
        raise HandError(f"{T.token(bonus[0])} is a bonus tile: list it under 'flowers', not in the hand")
    melds_obj = obj.get("melds")
    if melds_obj is not None and not isinstance(melds_obj, list):
        raise HandError(
            f'\'melds\' must be a list of sets like {{"kind": "pong", "tile": "C"}}, not {shown(melds_obj)}'
        )
    melds = tuple(parse_meld(m, i) for i, m in enumerate(melds_obj)) if melds_obj else ()
    if waiting:
        winning = None
    elif obj.get("winning_tile") in (None, ""):
        raise HandError("say which tile won the hand ('winning_tile')")
    else:
        winning = _read("winning_tile", T.parse_tile, obj["winning_tile"])
    written = obj.get("flowers")
    flowers = () if written is None else parse_flowers(written)
    return Hand(tuple(ordered), melds, winning, flowers), parse_situation(obj)


_FIRST_BONUS = T.FLOWERS[0]  # every tile numbered from here on is a flower or season


def parse_flowers(written: Any) -> tuple[int, ...]:
    """The `flowers` key's tiles, sorted; each a flower or season."""
    flowers = _read("flowers", T.parse_tiles, written)
    # The playing tiles are numbered below every bonus tile: one min() clears most hands.
    not_bonus = [t for t in flowers if not T.is_bonus(t)] if flowers and min(flowers) < _FIRST_BONUS else None
    if not_bonus:
        raise HandError(f"{T.token(not_bonus[0])} is not a flower or season; 'flowers' holds f1-f4 and s1-s4 only")
    return tuple(sorted(flowers))


def _read(key: str, parse: Callable[[Any], R], value: Any) -> R:
    """`parse(value)`, a refusal naming the key (or the meld) it was read from."""
    try:
        return parse(value)
    except HandError as exc:
        raise HandError(f"{key}: {exc}") from None


def parse_situation(obj: dict[str, Any]) -> Situation:
    win, seat, prevailing = obj.get("win"), obj.get("seat_wind", "E"), obj.get("prevailing_wind", "E")
    if win is not None and win not in WIN_KINDS:
        raise HandError(f"'win' must be self_drawn or discard, not {shown(win)}")
    if seat not in SEATS or prevailing not in SEATS:
        T.parse_wind(seat, "seat_wind")  # the refusal, worded once in tiles.parse_wind
        T.parse_wind(prevailing, "prevailing_wind")
    seen = _read("seen", T.parse_tiles, obj["seen"]) if obj.get("seen") else []
    bonus = [t for t in seen if T.is_bonus(t)] if seen and max(seen) >= _FIRST_BONUS else None
    if bonus:
        raise HandError(f"{T.token(bonus[0])} is a bonus tile; 'seen' lists the playing tiles visible on the table")
    conditions = parse_conditions(obj.get("conditions"))
    return Situation(win, seat, prevailing, conditions, tuple(sorted(seen)) if seen else ())


def parse_conditions(value: Any) -> frozenset[str]:
    """The `conditions` key: a list of known condition names (one name alone is also read)."""
    if value is None:
        return frozenset()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise HandError(f"'conditions' must be a list of names such as [\"last_tile\"], not {shown(value)}")
    for c in value:
        if c not in CONDITIONS:
            raise HandError(f"unknown condition {shown(c, 30)}; known: {', '.join(CONDITIONS)}")
    return frozenset(value)


def check_settlement_keys(obj: dict[str, Any]) -> None:
    """The settlement keys' types (hand-format, Settlement), strictly: `"false_win": "no"`
    must not be read as a false win, nor a misspelt seat pass unnoticed."""
    false_win = obj.get("false_win")
    if false_win is not None and not isinstance(false_win, bool):
        raise HandError(f"false_win must be true or false, not {shown(false_win)}")
    for key in ("discarder", "responsible"):
        seat = obj.get(key)
        if seat is not None and seat not in SEATS:
            raise HandError(f"{key} must be a seat wind (E, S, W or N) or null, not {shown(seat)}")
    rules = obj.get("rules")
    if rules is not None and not isinstance(rules, dict):
        raise HandError(f"'rules' must be an object of settings, e.g. {{\"min_faan\": 3}}, not {shown(rules)}")


def hand_to_json(hand: Hand, situation: Situation) -> dict[str, Any]:
    out: dict[str, Any] = {"concealed": T.format_tiles(hand.concealed)}
    if hand.melds:
        out["melds"] = [m.to_json() for m in hand.melds]
    if hand.winning_tile is not None:
        out["winning_tile"] = T.token(hand.winning_tile)
    out.update(win=situation.win, seat_wind=situation.seat_wind, prevailing_wind=situation.prevailing_wind)
    if hand.flowers:
        out["flowers"] = T.format_tiles(hand.flowers)
    if situation.conditions:
        out["conditions"] = [c for c in CONDITIONS if c in situation.conditions]
    if situation.seen:
        out["seen"] = T.format_tiles(situation.seen)
    return out


def parse_typed_line(text: str) -> tuple[list[int], list[Meld], list[int]]:
    """The typed line (the window's type box): concealed tiles in the order typed, the
    sets declared, the flowers.

    Written as in the losers' box: a word starting with '=' is a set shown in the open
    (`=CCC` pong, `=123m` chow, `=5555p` kong); a word of four identical tiles is a
    concealed kong (`5555p`); any other word is loose tiles (`123m 55p EEE`, `f1`).
    """
    concealed: list[int] = []
    melds: list[Meld] = []
    flowers: list[int] = []
    for word in text.split():
        exposed = word.startswith("=")
        tiles = T.parse_tiles(word[1:] if exposed else word)
        if exposed:
            melds.append(_typed_set(sorted(tiles), word))
        elif len(tiles) == 4 and len(set(tiles)) == 1 and not T.is_bonus(tiles[0]):
            melds.append(Meld("kong", tiles[0], False))
        else:
            for t in tiles:
                (flowers if T.is_bonus(t) else concealed).append(t)
    return concealed, melds, flowers


def _typed_set(tiles: list[int], word: str) -> Meld:
    if not tiles:
        raise HandError("'=' must be followed by a set, e.g. =CCC")
    if any(T.is_bonus(t) for t in tiles):
        raise HandError(f"{word}: a flower cannot be part of a set")
    if len(set(tiles)) == 1 and len(tiles) in (3, 4):
        return Meld("pong" if len(tiles) == 3 else "kong", tiles[0], True)
    if (
        len(tiles) == 3
        and not T.is_honour(tiles[0])
        and tiles[0] % 9 <= 6
        and tiles == [tiles[0], tiles[0] + 1, tiles[0] + 2]
    ):
        return Meld("chow", tiles[0], True)
    raise HandError(f"{word} is not a set; a set shown is a pong (=CCC), a kong (=5555p) or a chow (=123m)")
