"""Engine speed, on demand: `python3 tasks.py bench -k engine` (never in CI).

Scores the same random winning hands with MJScore and with the riichi `mahjong` package
(HandCalculator.estimate_hand_value), side by side in one run, and times `waits` on
13-tile hands. Both sides get already-parsed tiles: we time the scoring, not the parsing.
The side-by-side set is fully concealed because that is the input both engines take the
same way; MJScore is also timed on hands with declared melds and kongs.
"""

from __future__ import annotations

import random
import statistics
import time

import pytest

from mjscore_gui.engine import get_preset, score
from mjscore_gui.engine.hand import Hand
from mjscore_gui.engine.waits import find_waits
from tests.hand_gen import random_hand

N_HANDS = 2000
RIICHI_HONOURS = {31: 33, 33: 31}  # our red C / white P are riichi's chun / haku


def _median_us(fn, items, repeat: int = 3) -> float:
    times = []
    for item in items:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            fn(item)
            best = min(best, time.perf_counter() - t0)
        times.append(best)
    return statistics.median(times) * 1e6


def _to_136(tiles: tuple[int, ...]) -> list[int]:
    seen: dict[int, int] = {}
    out = []
    for t in tiles:
        t34 = RIICHI_HONOURS.get(t, t)
        copy = seen.get(t34, 0)
        seen[t34] = copy + 1
        out.append(t34 * 4 + copy)
    return out


def test_engine_speed_against_riichi():
    riichi = pytest.importorskip("mahjong.hand_calculating.hand")
    from mahjong.hand_calculating.hand_config import HandConfig

    hk = get_preset("hk")
    rng = random.Random(20261122)
    concealed = [random_hand(rng, concealed_only=True) for _ in range(N_HANDS)]
    with_melds = [random_hand(rng) for _ in range(N_HANDS)]

    for hand, situation in concealed[:50]:  # warm caches on both sides alike
        score(hand, situation, hk)

    ours = _median_us(lambda hs: score(hs[0], hs[1], hk), concealed)
    ours_melds = _median_us(lambda hs: score(hs[0], hs[1], hk), with_melds)

    calculator = riichi.HandCalculator()
    riichi_inputs = []
    for hand, situation in concealed:
        tiles136 = _to_136(hand.concealed)
        win_t34 = RIICHI_HONOURS.get(hand.winning_tile, hand.winning_tile)
        win136 = next(t for t in tiles136 if t // 4 == win_t34)
        riichi_inputs.append((tiles136, win136, HandConfig(is_tsumo=situation.self_drawn)))
    for item in riichi_inputs[:50]:
        calculator.estimate_hand_value(item[0], item[1], config=item[2])
    theirs = _median_us(lambda it: calculator.estimate_hand_value(it[0], it[1], config=it[2]), riichi_inputs)

    waiting = []
    for hand, situation in with_melds[:500]:
        rest = list(hand.concealed)
        rest.remove(hand.winning_tile)
        waiting.append((Hand(tuple(rest), hand.melds, None, hand.flowers), situation))
    waits_us = _median_us(lambda hs: find_waits(hs[0], hs[1], hk), waiting, repeat=1)

    print(
        f"\nscore, concealed hands: MJScore median {ours:.1f} us, riichi mahjong {theirs:.1f} us "
        f"({N_HANDS} hands, same hands both sides)"
        f"\nscore, hands with melds/kongs: MJScore median {ours_melds:.1f} us"
        f"\nwaits, 13-tile hands: median {waits_us / 1000:.2f} ms (target < 5 ms)"
    )
