"""Digests of what the engine answers for ~1,500 varied hands under every preset: a net
under speed work on parsing, decomposition and scoring, where the answer must not move.

Each input (a seeded mix of random winning hands, with and without declared sets, winning
conditions, `seen` tiles and rule overrides; seven pairs, thirteen orphans, one-suit and
honour-heavy hands; random 14 tiles; and broken variants of them all) is read with
`parse_hand` and scored with `score` under each preset; the digest covers the whole
result JSON (faan, every pattern in order, the arrangement text, points) or the refusal's
exact words. A 13-tile hand's `find_waits` is digested the same way.

A change that is meant to move answers (a preset's value, a new pattern, a reworded
refusal, another hand generator) changes digests: check the differences it names, then
rewrite the file with `python -m tests.engine.score_digests`.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from mjscore_gui.engine import HandError, RulesetError, find_waits, hand_to_json, parse_hand, score
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.hand import CONDITIONS, Hand, Situation
from mjscore_gui.rulebook import get_preset
from tests.hand_gen import random_hand

PRESETS = ("hk", "hk-old", "new-style-6-9-12", "units", "yahoo")
DIGESTS = Path(__file__).with_name("score_digests.txt")
SEATS = "ESWN"
RULE_OVERRIDES = (
    {"seven_pairs": False},
    {"limit_hand_counted_plain": True},
    {"seven_pairs_limit": True},
    {"flowers": False},
    {"flowers": True},
    {"cap": 8},
    {"flowers_count_toward_minimum": False},
)


def _obj(tiles: list[int], rng: random.Random, **extra: Any) -> dict[str, Any]:
    return {
        "concealed": T.format_tiles(tiles),
        "winning_tile": T.token(rng.choice(tiles)),
        "win": rng.choice(["self_drawn", "discard"]),
        "seat_wind": rng.choice(SEATS),
        "prevailing_wind": rng.choice(SEATS),
        **extra,
    }


def _special(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    for _ in range(25):  # seven pairs, some holding four of a kind
        kinds = rng.sample(range(T.NUM_KINDS), 7)
        if rng.random() < 0.3:
            kinds[1] = kinds[0]
        out.append(_obj([k for k in kinds for _ in range(2)], rng))
    for _ in range(15):  # nine gates and its near misses
        base = 9 * rng.randrange(3)
        tiles = [base] * 3 + [base + i for i in range(1, 8)] + [base + 8] * 3 + [base + rng.randrange(9)]
        out.append(_obj(tiles, rng))
    for _ in range(15):  # thirteen orphans
        out.append(_obj(list(T.ORPHANS) + [rng.choice(T.ORPHANS)], rng))
    for _ in range(60):  # 14 tiles at random: mostly no arrangement
        out.append(_obj([rng.randrange(T.NUM_KINDS) for _ in range(14)], rng))
    for _ in range(60):  # one suit: many ways to split
        base = 9 * rng.randrange(3)
        out.append(_obj([base + rng.randrange(9) for _ in range(14)], rng))
    for _ in range(60):  # honour pongs: winds, dragons, all honours
        tiles = []
        for _ in range(4):
            kind = rng.randrange(T.NUM_KINDS) if rng.random() < 0.4 else rng.choice(T.HONOURS)
            tiles += [kind] * 3
        tiles += [rng.choice(T.HONOURS)] * 2
        out.append(_obj(tiles, rng))
    for _ in range(30):  # terminals and honours: orphans, outside hands
        tiles = []
        for _ in range(4):
            kind = rng.choice(T.ORPHANS) if rng.random() < 0.8 else rng.choice((0, 6, 9, 15, 18, 24))
            tiles += [kind] * 3 if kind in T.ORPHANS and rng.random() < 0.7 else [kind, kind + 1, kind + 2]
        tiles += [rng.choice(T.ORPHANS)] * 2
        out.append(_obj(tiles, rng))
    return out


def _decorate(obj: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    if rng.random() < 0.4:
        obj.pop("flowers", None)
    if rng.random() < 0.25:
        obj["conditions"] = rng.sample(CONDITIONS, rng.choice([1, 1, 1, 2]))
    if rng.random() < 0.2:
        obj["seen"] = T.format_tiles(rng.randrange(T.NUM_KINDS) for _ in range(rng.randrange(1, 6)))
    if rng.random() < 0.1:
        obj["rules"] = rng.choice(RULE_OVERRIDES)
    if rng.random() < 0.1:
        obj["concealed"] = [T.token(t) for t in T.parse_tiles(obj["concealed"])]
    elif rng.random() < 0.1:
        obj["concealed"] = " ".join(T.token(t) for t in T.parse_tiles(obj["concealed"]))
    for meld in obj.get("melds", []):
        if rng.random() < 0.1:  # the same meld written tile by tile
            first = T.parse_tile(meld.pop("tile"))
            size = 4 if meld["kind"] == "kong" else 3
            meld["tiles"] = T.format_tiles([first, first + 1, first + 2] if meld["kind"] == "chow" else [first] * size)
    return obj


# Broken variants: each replaces or adds one key (or None to remove it).
_BROKEN: tuple[tuple[str, Any], ...] = (
    ("concealed", "+ 1m"),
    ("concealed", "+ 0m"),
    ("concealed", "+ f1"),
    ("concealed", "+ 5555m"),
    ("concealed", "-"),
    ("concealed", None),
    ("concealed", "ee"),
    ("concealed", "1234567891m"),
    ("concealed", "EEEx"),
    ("concealed", "12q"),
    ("concealed", "m"),
    ("concealed", "E1"),
    ("concealed", "f12"),
    ("concealed", "5\u00b2m"),
    ("concealed", "a" * 50),
    ("concealed", 5),
    ("concealed", ["1m", "23m"]),
    ("concealed", ["1m", 2]),
    ("winning_tile", "9x"),
    ("winning_tile", ""),
    ("winning_tile", "f2"),
    ("winning_tile", "11m"),
    ("winning_tile", "C"),
    ("win", "tsumo"),
    ("win", None),
    ("seat_wind", "e"),
    ("prevailing_wind", 1),
    ("melds", "pong C"),
    ("melds", [{"kind": "pung", "tile": "C"}]),
    ("melds", [{"kind": "chow", "tile": "8m"}]),
    ("melds", [{"kind": "pong", "tile": "C", "exposd": False}]),
    ("melds", [{"kind": "pong", "tile": "C", "exposed": False}]),
    ("melds", [{"kind": "chow", "tiles": "124m"}]),
    ("melds", [{"kind": "kong", "tiles": "111m"}]),
    ("melds", [{"kind": "pong", "tile": "f1"}]),
    ("melds", [3]),
    ("melds", "+kong"),
    ("flowers", "f1 f1"),
    ("flowers", "1m"),
    ("flowers", "f5"),
    ("conditions", ["heavenly", "earthly"]),
    ("conditions", ["robbing_kong", "last_tile"]),
    ("conditions", "nope"),
    ("conditions", ["kong_replacement"]),
    ("conditions", ["double_kong_replacement"]),
    ("seen", "1111m 1111p"),
    ("seen", "f1"),
    ("bogus", 1),
    ("discarder", "X"),
    ("false_win", "no"),
    ("rules", "x"),
)


def _broken(obj: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(obj)
    concealed = out.get("concealed")
    text = " ".join(concealed) if isinstance(concealed, list) else str(concealed)
    if value is None:
        out.pop(key, None)
    elif key == "concealed" and value == "-":
        out[key] = text[:-1] if len(text) > 3 else text
    elif key == "concealed" and isinstance(value, str) and value.startswith("+ "):
        out[key] = text + value[1:]
    elif key == "melds" and value == "+kong":
        out[key] = [*out.get("melds", []), {"kind": "kong", "tile": "C", "exposed": False}]
    else:
        out[key] = value
    return out


def inputs() -> list[dict[str, Any]]:
    rng = random.Random(20261123)
    objs = []
    for i in range(1000):
        hand, situation = random_hand(rng, concealed_only=i % 2 == 0)
        objs.append(_decorate(hand_to_json(hand, situation), rng))
    objs += [_decorate(obj, rng) for obj in _special(rng)]
    whole = len(objs)
    for key, value in _BROKEN:
        for _ in range(4):
            objs.append(_broken(objs[rng.randrange(whole)], key, value))
    return objs


def waiting_hands() -> list[tuple[Hand, Situation]]:
    rng = random.Random(13)
    out = []
    for i in range(120):
        hand, situation = random_hand(rng, concealed_only=i % 2 == 0)
        rest = list(hand.concealed)
        rest.remove(hand.winning_tile)
        out.append((Hand(tuple(rest), hand.melds, None, hand.flowers), situation))
    return out


def results(obj: dict[str, Any]) -> dict[str, Any]:
    """The result JSON (or the refusal) of one hand under each preset."""
    out: dict[str, Any] = {}
    for preset in PRESETS:
        ruleset = get_preset(preset)
        try:
            if isinstance(obj.get("rules"), dict):
                ruleset = ruleset.with_settings(obj["rules"])
            hand, situation = parse_hand(obj)
        except (HandError, RulesetError) as exc:
            out[preset] = {"error": str(exc)}
            continue
        out[preset] = score(hand, situation, ruleset).to_json()
    return out


def waits(hand: Hand, situation: Situation) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for preset in ("hk", "new-style-6-9-12", "units"):
        try:
            out[preset] = [w.to_json() for w in find_waits(hand, situation, get_preset(preset))]
        except HandError as exc:
            out[preset] = {"error": str(exc)}
    return out


def digest(answer: dict[str, Any]) -> str:
    text = json.dumps(answer, ensure_ascii=False, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def current() -> list[str]:
    hands = [digest(results(obj)) for obj in inputs()]
    return hands + [digest(waits(hand, situation)) for hand, situation in waiting_hands()]


if __name__ == "__main__":
    lines = current()
    DIGESTS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} digests to {DIGESTS}")
