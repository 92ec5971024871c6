"""Ledger speed at a club's whole history, run on demand:

    python -m pytest tests/benchmarks/bench_ledger.py -s -o addopts=
    python tests/benchmarks/bench_ledger.py [HANDS]        # the same, as a script

Each `mjscore ledger` command is timed on a 20,000-hand session and on a one-hand
ledger, side by side in the same run, and reported as a ratio (issue 10's goals:
totals and record at most 1.5x, export at most 4x, delete or edit hand 1 at most 5x;
`show` reasonable). The process start is part of both sides, as it is for a player.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
HANDS = 20_000
MIXED_HAND = {
    "concealed": "123m 456m 789m 11m",
    "winning_tile": "1m",
    "win": "discard",
    "melds": [{"kind": "pong", "tile": "C", "exposed": True}],
}
GOALS = {
    "totals": 1.5,
    "record": 1.5,
    "export json": 4.0,
    "export csv": 4.0,
    "delete hand 1": 5.0,
    "edit hand 1": 5.0,
    "show": None,
    "check": None,
}
FAAN_HAND = '{"faan": 4, "seat_wind": "S", "win": "discard", "discarder": "E"}'


def _hand(i: int) -> dict[str, object]:
    seat = "ESWN"[i % 4]
    other = "ESWN"[(i + 1) % 4]
    if i % 10 == 0:
        return {"draw": True}
    if i % 5 == 1:
        return {**MIXED_HAND, "seat_wind": seat, "discarder": other}
    if i % 3 == 0:
        return {"faan": 3 + i % 7, "seat_wind": seat, "win": "self_drawn"}
    return {"faan": 3 + i % 8, "seat_wind": seat, "win": "discard", "discarder": other}


def build(folder: Path, hands: int) -> None:
    from mjscore_gui.ledger import Ledger

    with Ledger.open(folder) as ledger:
        ledger.new_session(["Amy", "Ben", "Cat", "Dan"]).record_many([_hand(i) for i in range(hands)])


def _command(folder: Path, args: list[str], stdin: str | None) -> float:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "mjscore_gui", "--data-dir", str(folder), "ledger", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    elapsed = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    return elapsed


def measure(small: Path, large: Path, runs: int = 5) -> dict[str, tuple[float, float]]:
    """Median seconds of each command on the one-hand and the large ledger."""
    commands: dict[str, tuple[list[str], str | None, bool]] = {
        "totals": (["totals"], None, False),
        "record": (["record"], FAAN_HAND, True),
        "export json": (["export", "--format", "json"], None, False),
        "export csv": (["export", "--format", "csv"], None, False),
        "delete hand 1": (["delete", "1"], None, True),
        "edit hand 1": (["edit", "1"], '{"faan": 5, "seat_wind": "S", "win": "discard", "discarder": "E"}', True),
        "show": (["show"], None, False),
        "check": (["check"], None, False),
    }
    out = {}
    scratch = Path(tempfile.mkdtemp(prefix="bench-ledger-"))
    try:
        for name, (args, stdin, writes) in commands.items():
            times: dict[Path, list[float]] = {small: [], large: []}
            for _ in range(runs):
                for folder in (small, large):  # side by side, interleaved
                    target = folder
                    if writes:  # a change is measured on a fresh copy each time
                        target = scratch / folder.name
                        shutil.rmtree(target, ignore_errors=True)
                        shutil.copytree(folder, target)
                    times[folder].append(_command(target, args, stdin))
            out[name] = (statistics.median(times[small]), statistics.median(times[large]))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return out


def report(results: dict[str, tuple[float, float]], hands: int) -> str:
    lines = [f"  {'command':14} {'1 hand':>9} {f'{hands} hands':>12} {'ratio':>7}  goal"]
    for name, (one, many) in results.items():
        goal = GOALS.get(name)
        ratio = many / one
        verdict = "" if goal is None else ("ok" if ratio <= goal else "MISSED") + f" (<= {goal}x)"
        lines.append(f"  {name:14} {one * 1000:8.0f}ms {many * 1000:10.0f}ms {ratio:6.2f}x  {verdict}")
    return "\n".join(lines)


@pytest.fixture(scope="module")
def folders(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    small, large = tmp_path_factory.mktemp("one"), tmp_path_factory.mktemp("many")
    build(small, 1)
    start = time.perf_counter()
    build(large, HANDS)
    print(f"\n  building a {HANDS}-hand session (one transaction): {time.perf_counter() - start:.1f} s")
    return small, large


def test_commands_on_a_20000_hand_session_against_a_one_hand_ledger(folders: tuple[Path, Path]) -> None:
    results = measure(*folders)
    print(report(results, HANDS))
    print("  " + json.dumps({name: round(many / one, 2) for name, (one, many) in results.items()}))


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else HANDS
    base = Path(tempfile.mkdtemp(prefix="bench-ledger-build-"))
    try:
        build(base / "one", 1)
        t0 = time.perf_counter()
        build(base / "many", count)
        print(f"  building a {count}-hand session: {time.perf_counter() - t0:.1f} s")
        print(report(measure(base / "one", base / "many"), count))
    finally:
        shutil.rmtree(base, ignore_errors=True)
