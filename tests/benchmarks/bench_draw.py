"""The seating draw's speed, run on demand:

    python -m pytest tests/benchmarks/bench_draw.py -s -o addopts=

Measured as a ratio against a reference run side by side in the same process: 1000 plain
random plans (each round a shuffle of the names cut into tables), what a draw with no
care for who met would cost a thousand times over. The hardest draw a club asks for is
24 players over 8 rounds: no plan meets its lower bound (each player meets 24 people
among 23), so the search spends its whole budget. Measured here: 24 x 8 in ~130 ms,
3.3x the reference (~40 ms); 16 x 5 and 13 x 4 stop at their lower bound in a few ms.
Target: at most 10x, i.e. well under the 2 s a slow club laptop may take.
"""

from __future__ import annotations

import random
import statistics
import time

from mjscore_gui.club.seating.draw import draw, table_sizes

PLAYERS = [f"P{i:02d}" for i in range(24)]
TARGET = 10.0  # the worst draw against 1000 shuffle plans


def _median(work, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def shuffle_plans(players: list[str], rounds: int, plans: int = 1000) -> None:
    rng = random.Random(1)
    sizes = table_sizes(len(players))
    for _ in range(plans):
        for _ in range(rounds):
            order = players[:]
            rng.shuffle(order)
            start = 0
            for size in sizes:
                order[start : start + size]
                start += size


def test_draw_against_plain_shuffles():
    base = _median(lambda: shuffle_plans(PLAYERS, 8))
    lines = []
    worst = 0.0
    for count, rounds in ((24, 8), (24, 7), (16, 5), (13, 4), (21, 6)):
        seeds = iter(range(1000))
        took = _median(lambda: draw(PLAYERS[:count], rounds, seed=str(next(seeds))))  # noqa: B023  # run at once
        result = draw(PLAYERS[:count], rounds, seed="0")
        m = result.meetings
        proved = "proved least" if result.proved_best else f"bound {result.bound.repeated_pairs}"
        lines.append(
            f"  {count} x {rounds}: {took * 1000:.0f} ms ({took / base:.1f}x); most {m.most}, "
            f"repeated pairs {m.repeated_pairs} ({proved})"
        )
        worst = max(worst, took / base)
    print(f"\n  1000 shuffle plans of 24 x 8: {base * 1000:.1f} ms")
    print("\n".join(lines))
    assert worst <= TARGET
