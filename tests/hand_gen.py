"""Random legal winning hands, for property tests and benchmarks.

A hand is built the way a player builds one: four sets and a pair drawn without taking
a fifth copy of any tile, some of the sets declared as melds.
"""

from __future__ import annotations

import random

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.hand import Hand, Meld, Situation


def _set_tiles(kind: str, tile: int) -> list[int]:
    if kind == "chow":
        return [tile, tile + 1, tile + 2]
    return [tile] * (4 if kind == "kong" else 3)


def random_hand(
    rng: random.Random, *, meld_chance: float = 0.3, kong_chance: float = 0.15, concealed_only: bool = False
) -> tuple[Hand, Situation]:
    while True:
        used = [0] * T.NUM_KINDS
        concealed: list[int] = []
        melds: list[Meld] = []
        ok = True
        for _ in range(4):
            for _attempt in range(20):
                if rng.random() < 0.5:
                    t = rng.choice([s * 9 + n for s in range(3) for n in range(7)])
                    kind = "chow"
                else:
                    t = rng.randrange(T.NUM_KINDS)
                    kind = "kong" if (rng.random() < kong_chance and not concealed_only) else "pong"
                tiles = _set_tiles(kind, t)
                if all(used[x] + tiles.count(x) <= 4 for x in set(tiles)):
                    break
            else:
                ok = False
                break
            for x in tiles:
                used[x] += 1
            if kind == "kong":
                melds.append(Meld("kong", t, exposed=rng.random() < 0.5))
            elif not concealed_only and rng.random() < meld_chance:
                melds.append(Meld(kind, t, exposed=True))
            else:
                concealed.extend(tiles)
        candidates = [t for t in range(T.NUM_KINDS) if used[t] <= 2]
        if not ok or not candidates:
            continue
        pair = rng.choice(candidates)
        concealed.extend([pair, pair])
        win = rng.choice(concealed)
        situation = Situation(
            win=rng.choice(("self_drawn", "discard")),
            seat_wind=rng.choice(T.WINDS),
            prevailing_wind=rng.choice(T.WINDS),
        )
        flowers = tuple(sorted(rng.sample(range(34, 42), rng.randrange(0, 4))))
        return Hand(tuple(sorted(concealed)), tuple(melds), win, flowers), situation
