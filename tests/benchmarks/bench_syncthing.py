"""How long a hand takes to reach another laptop over real Syncthing, on demand:
`python3 tasks.py bench -k syncthing` (never in CI; needs `syncthing` on PATH).

Two Syncthing 1.19 instances on 127.0.0.1 (tests/club/syncthing.py: discovery and relays
off, fsWatcherDelayS=1, the least there is). Printed, never asserted:

- set-up: fresh homes to both sides connected and idle, over a few pairs;
- a small JSON file renamed into one folder until identical bytes are in the other, each
  way in turn, against a fresh `mjscore ledger totals` process timed side by side (a
  command a player waits for anyway);
- a club night (once `mjscore club folder` exists): from `mjscore ledger record` starting
  at laptop A to the hand showing in laptop B's `club standings --tonight` (B polling
  `club sync` then `club standings --tonight`, fresh processes, as a script would),
  against one local `mjscore club sync` at B timed side by side after each hand.

Each as the median and range over several hands; the ratios are of medians.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.benchmarks.helpers import REPO
from tests.club.syncthing import syncthing_binary, syncthing_pair, wait_for_file, write_atomically
from tests.club.two_tables import TABLES

PAIRS = 3  # set-ups measured
FILES = 10  # files sent, alternating a->b and b->a
HANDS = 7  # hands recorded at A and awaited at B
DEADLINE = 120.0

pytestmark = pytest.mark.skipif(syncthing_binary() is None, reason="syncthing is not installed")


def mjscore(data: Path, *args: object, stdin: object = None) -> tuple[float, str]:
    """Seconds of `mjscore --data-dir DATA ARGS` in a fresh process, and what it printed."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "mjscore_gui", "--data-dir", str(data), *map(str, args)],
        input=None if stdin is None else json.dumps(stdin),
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
        env={**os.environ, "PYTHONPATH": str(REPO), "MJSCORE_CONFIG_DIR": str(data / "config")},
    )
    elapsed = time.perf_counter() - start
    assert done.returncode == 0, f"mjscore {args}: {done.stderr}"
    return elapsed, done.stdout


def spread(times: list[float]) -> str:
    return f"median {statistics.median(times):.2f} s (range {min(times):.2f}-{max(times):.2f} s, n={len(times)})"


def test_setup_and_file_propagation(tmp_path):
    setups = []
    for n in range(PAIRS - 1):
        with syncthing_pair(tmp_path / f"pair-{n}") as pair:
            setups.append(pair.setup_seconds)
    reference = tmp_path / "reference"
    mjscore(reference, "ledger", "new", "--players", *TABLES["a"][0])
    sends, commands = [], []
    with syncthing_pair(tmp_path / "measured") as pair:
        setups.append(pair.setup_seconds)
        for i in range(FILES):
            src, dst = (pair.a, pair.b) if i % 2 == 0 else (pair.b, pair.a)
            data = json.dumps({"hand": i, "faan": 3 + i % 8}).encode()
            start = time.monotonic()
            write_atomically(src.folder / f"hand-{i}.json", data)
            wait_for_file(dst.folder / f"hand-{i}.json", data, timeout=DEADLINE)
            sends.append(time.monotonic() - start)
            commands.append(mjscore(reference, "ledger", "totals")[0])
    print(
        f"\n  Syncthing set-up (fresh homes to connected and idle): {spread(setups)}"
        f"\n  a small JSON file to the other side: {spread(sends)}"
        f"\n  against `mjscore ledger totals` (fresh process): {spread(commands)}"
        f" -> {statistics.median(sends) / statistics.median(commands):.1f}x"
    )


def test_a_hand_from_laptop_a_to_laptop_b_standings(tmp_path):
    (players_a, hands_a), (players_b, hands_b) = TABLES["a"], TABLES["b"]
    data = {"a": tmp_path / "a-data", "b": tmp_path / "b-data"}
    with syncthing_pair(tmp_path / "syncthing") as pair:
        mjscore(data["a"], "club", "folder", pair.a.folder)
        mjscore(data["b"], "club", "folder", pair.b.folder)
        mjscore(data["a"], "ledger", "new", "--players", *players_a)
        mjscore(data["b"], "ledger", "new", "--players", *players_b)
        mjscore(data["b"], "ledger", "record", stdin=hands_b[0])
        arrivals, records, syncs = [], [], []
        for k in range(1, HANDS + 1):
            start = time.perf_counter()
            records.append(mjscore(data["a"], "ledger", "record", stdin=hands_a[k % len(hands_a)])[0])
            while True:  # B as a script polling for the night's standings
                mjscore(data["b"], "club", "sync", "--format", "json")
                standings = json.loads(mjscore(data["b"], "club", "standings", "--tonight", "--format", "json")[1])
                hands = {p["name"]: p["hands"] for p in standings["players"]}
                if all(hands.get(name) == k for name in players_a):
                    arrivals.append(time.perf_counter() - start)
                    break
                assert time.perf_counter() - start < DEADLINE, f"hand {k} not at B after {DEADLINE:.0f} s: {hands}"
            syncs.append(mjscore(data["b"], "club", "sync", "--format", "json")[0])
    print(
        f"\n  a hand recorded at A until B's `club standings --tonight` shows it: {spread(arrivals)}"
        f"\n  (A's `ledger record` itself: {spread(records)})"
        f"\n  against one local `mjscore club sync` at B: {spread(syncs)}"
        f" -> {statistics.median(arrivals) / statistics.median(syncs):.1f}x"
    )
