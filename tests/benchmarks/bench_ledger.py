"""Ledger speed at a club's whole history, run on demand:

    python -m pytest tests/benchmarks/bench_ledger.py -s -o addopts=
    python tests/benchmarks/bench_ledger.py [NIGHTS]       # the same, as a script

A club's decade in one file (1,000 nights of 80 hands, each night its own session)
against a one-night ledger, each `mjscore` command side by side in the same run and
reported as a ratio (issue 20's goals: tonight's session opened, its totals read, within
1.3x; recording a hand within 1.2x; exporting one night within 1.5x; standings across
all nights within 3x). The process start is part of both sides, as it is for a player.
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
NIGHTS = 1000
HANDS = 80  # a night
MIXED_HAND = {
    "concealed": "123m 456m 789m 11m",
    "winning_tile": "1m",
    "win": "discard",
    "melds": [{"kind": "pong", "tile": "C", "exposed": True}],
}
GOALS = {
    "totals": 1.3,
    "record": 1.2,
    "export json": 1.5,
    "export csv": 1.5,
    "delete hand 1": None,
    "edit hand 1": None,
    "show": None,
    "standings": 3.0,
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


def build(folder: Path, nights: int) -> None:
    from mjscore_gui.ledger import Ledger

    with Ledger.open(folder) as ledger:
        for night in range(nights):
            players = ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay"]
            seated = [players[(night + i) % len(players)] for i in range(4)]
            session = ledger.new_session(seated, started=f"{2016 + night // 100}-01-01T19:00:00+0800")
            session.record_many([_hand(i) for i in range(HANDS)])
            session.end(f"{2016 + night // 100}-01-01T23:00:00+0800")


def _command(folder: Path, args: list[str], stdin: str | None) -> float:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "mjscore_gui", "--data-dir", str(folder), *args],
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
        "totals": (["ledger", "totals"], None, False),
        "record": (["ledger", "record"], FAAN_HAND, True),
        "export json": (["ledger", "export", "--format", "json"], None, False),
        "export csv": (["ledger", "export", "--format", "csv"], None, False),
        "delete hand 1": (["ledger", "delete", "1"], None, True),
        "edit hand 1": (
            ["ledger", "edit", "1"],
            '{"faan": 5, "seat_wind": "S", "win": "discard", "discarder": "E"}',
            True,
        ),
        "show": (["ledger", "show"], None, False),
        "standings": (["club", "standings"], None, False),
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


def report(results: dict[str, tuple[float, float]], nights: int) -> str:
    lines = [f"  {'command':14} {'1 night':>9} {f'{nights} nights':>12} {'ratio':>7}  goal"]
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
    build(large, NIGHTS)
    print(f"\n  building {NIGHTS} nights of {HANDS} hands: {time.perf_counter() - start:.1f} s")
    return small, large


def test_commands_on_a_decade_of_nights_against_a_one_night_ledger(folders: tuple[Path, Path]) -> None:
    results = measure(*folders)
    print(report(results, NIGHTS))
    print("  " + json.dumps({name: round(many / one, 2) for name, (one, many) in results.items()}))


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else NIGHTS
    base = Path(tempfile.mkdtemp(prefix="bench-ledger-build-"))
    try:
        build(base / "one", 1)
        t0 = time.perf_counter()
        build(base / "many", count)
        print(f"  building {count} nights of {HANDS} hands: {time.perf_counter() - t0:.1f} s")
        print(report(measure(base / "one", base / "many"), count))
    finally:
        shutil.rmtree(base, ignore_errors=True)
