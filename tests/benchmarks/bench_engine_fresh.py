"""The engine as `mjscore score` pays it on a batch, on demand: `python3 tasks.py bench -k fresh`.

In a batch every hand is new to the engine's caches (suit splits, tile words), so the
engine's share of `mjscore score batch.json` is `parse_hand` + `score` on hands it has not
seen, in a fresh process. Each round starts a new Python process that builds the 2,000
fully concealed hands of bench_engine.py, times parsing and scoring them once (cold),
then the riichi `mahjong` package's `estimate_hand_value` on the same hands and the same
parsing and scoring again (warm), all in CPU time, and prints the ratios to riichi's time
per hand. The median of the rounds is reported: one cold pass per process is all there is.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ROUNDS = 5

_CHILD = r"""
import gc, json, random, time
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mjscore_gui.engine import parse_hand, score
from mjscore_gui.rulebook import get_preset
from tests.benchmarks.bench_engine import N_HANDS, RIICHI_HONOURS, _batch_json, _to_136
from tests.hand_gen import random_hand

rng = random.Random(20261122)
hands = [random_hand(rng, concealed_only=True) for _ in range(N_HANDS)]
[random_hand(rng) for _ in range(N_HANDS)]  # as bench_engine.py draws them, so the batch is the same
batch = json.loads(json.dumps(_batch_json(hands, rng)))
hk = get_preset("hk")
calculator = HandCalculator()
riichi = []
for hand, situation in hands:
    tiles = _to_136(hand.concealed)
    win = RIICHI_HONOURS.get(hand.winning_tile, hand.winning_tile)
    riichi.append((tiles, next(t for t in tiles if t // 4 == win), HandConfig(is_tsumo=situation.self_drawn)))


def cpu(fn):
    gc.collect()
    t0 = time.process_time()
    fn()
    return time.process_time() - t0


def ours():
    for obj in batch:
        hand, situation = parse_hand(obj)
        score(hand, situation, hk)


def parse_only():
    for obj in batch:
        parse_hand(obj)


def theirs():
    for tiles, win, config in riichi:
        calculator.estimate_hand_value(tiles, win, config=config)


cold = cpu(ours)
best = {"riichi": float("inf"), "warm": float("inf"), "parse": float("inf")}
for _ in range(5):
    best["riichi"] = min(best["riichi"], cpu(theirs))
    best["warm"] = min(best["warm"], cpu(ours))
    best["parse"] = min(best["parse"], cpu(parse_only))
print(cold / best["riichi"], best["warm"] / best["riichi"], best["parse"] / best["riichi"], best["riichi"] / N_HANDS * 1e6)
"""


def test_parse_and_score_on_fresh_hands_against_riichi():
    pytest.importorskip("mahjong.hand_calculating.hand")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    rows = []
    for _ in range(ROUNDS):
        out = subprocess.run(
            [sys.executable, "-c", _CHILD], env=env, cwd=REPO, capture_output=True, text=True, check=True
        ).stdout
        rows.append([float(x) for x in out.split()])
    cold, warm, parse, riichi_us = (statistics.median(r[i] for r in rows) for i in range(4))
    print(
        f"\nparse_hand + score() per hand, 2000 fully concealed hands as `mjscore score` reads them, "
        f"against riichi estimate_hand_value ({riichi_us:.1f} us) in the same process (median of {ROUNDS}):"
        f"\n  first sight (a fresh process, cold caches)  {cold:.2f}x = {cold * riichi_us:.1f} us"
        f"\n  seen before (warm)                          {warm:.2f}x = {warm * riichi_us:.1f} us"
        f"\n    of which parse_hand                       {parse:.2f}x = {parse * riichi_us:.1f} us"
    )
