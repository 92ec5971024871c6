"""A club's decade in one ledger file, on demand: `python3 tasks.py bench -k decade`.

A club that scores every night on one laptop gathers about 1,000 nights of 80 hands in
ten years, each night its own session. Against a ledger holding one such night, measured
side by side in alternating runs (fresh processes, as a player starts them):

- the window opening on tonight's session (painted, event loop idle): at most 1.3x;
- `mjscore ledger record` of one hand: at most 1.2x;
- `mjscore club standings` across every night: at most 3x;
- `mjscore ledger export --format json` of tonight: at most 1.5x.

Figures, never CI assertions: the machines are shared. The goals are printed beside them.
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
from datetime import datetime, timedelta
from pathlib import Path

from tests.benchmarks.bench_startup import _env, _launch

REPO = Path(__file__).resolve().parents[2]
NIGHTS = int(os.environ.get("MJSCORE_BENCH_NIGHTS", "1000"))
HANDS = 80
RUNS = 7
GOALS = {"window": 1.3, "record": 1.2, "standings": 3.0, "export": 1.5}
PLAYERS = ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
FAAN_HAND = '{"faan": 4, "seat_wind": "S", "win": "discard", "discarder": "E"}'
MIXED_HAND = {
    "concealed": "123m 456m 789m 11m",
    "winning_tile": "1m",
    "win": "discard",
    "melds": [{"kind": "pong", "tile": "C", "exposed": True}],
}


def _hand(i: int) -> dict[str, object]:
    """A night's mix: draws, tile hands and faan-only hands, each seat winning in turn."""
    seat, other = "ESWN"[i % 4], "ESWN"[(i + 1) % 4]
    if i % 10 == 0:
        return {"draw": True}
    if i % 5 == 1:
        return {**MIXED_HAND, "seat_wind": seat, "discarder": other}
    if i % 3 == 0:
        return {"faan": 3 + i % 7, "seat_wind": seat, "win": "self_drawn"}
    return {"faan": 3 + i % 8, "seat_wind": seat, "win": "discard", "discarder": other}


def build(folder: Path, nights: int) -> None:
    """`nights` weekly sessions of HANDS hands, the last one tonight's."""
    from mjscore_gui.ledger import Ledger

    tonight = datetime.now().astimezone().replace(hour=19, minute=30, second=0, microsecond=0)
    night = [_hand(i) for i in range(HANDS)]
    with Ledger.open(folder) as ledger:
        for n in range(nights):
            players = [PLAYERS[(n + k) % len(PLAYERS)] for k in (0, 2, 4, 6)]
            started = (tonight - timedelta(weeks=nights - 1 - n)).strftime("%Y-%m-%dT%H:%M:%S%z")
            ledger.new_session(players, name=f"Night {n + 1}", started=started).record_many(night)


def _command(folder: Path, args: list[str], stdin: str | None = None) -> float:
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


def measure(one: Path, decade: Path, scratch: Path) -> dict[str, tuple[float, float]]:
    """Median seconds of each measure on the one-night and the decade ledger."""
    out: dict[str, tuple[float, float]] = {}
    app = [sys.executable, "-m", "mjscore_gui"]
    for folder in (one, decade):  # warm-up: bytecode written, file cache warm
        _launch(app, _env(folder))
    times: dict[Path, list[float]] = {one: [], decade: []}
    for _ in range(RUNS):
        for folder in (one, decade):
            times[folder].append(_launch(app, _env(folder)))
    out["window"] = (statistics.median(times[one]), statistics.median(times[decade]))

    def series(args: list[str], stdin: str | None = None, writes: bool = False) -> tuple[float, float]:
        runs: dict[Path, list[float]] = {one: [], decade: []}
        for _ in range(RUNS):
            for folder in (one, decade):  # side by side, interleaved
                target = folder
                if writes:  # a change is measured on a fresh copy each time
                    target = scratch / folder.name
                    shutil.rmtree(target, ignore_errors=True)
                    shutil.copytree(folder, target)
                runs[folder].append(_command(target, args, stdin))
        return statistics.median(runs[one]), statistics.median(runs[decade])

    out["record"] = series(["ledger", "record"], FAAN_HAND, writes=True)
    out["standings"] = series(["club", "standings"])
    out["export"] = series(["ledger", "export", "--format", "json"])
    return out


def report(results: dict[str, tuple[float, float]]) -> str:
    lines = [f"  {'measure':10} {'one night':>10} {f'{NIGHTS} nights':>12} {'ratio':>7}  goal"]
    for name, (one, many) in results.items():
        goal = GOALS[name]
        ratio = many / one
        verdict = ("ok" if ratio <= goal else "MISSED") + f" (<= {goal}x)"
        lines.append(f"  {name:10} {one * 1000:8.0f}ms {many * 1000:10.0f}ms {ratio:6.2f}x  {verdict}")
    return "\n".join(lines)


def run(base: Path) -> dict[str, tuple[float, float]]:
    one, decade, scratch = base / "one", base / "decade", base / "scratch"
    for folder in (one, decade, scratch):
        folder.mkdir(parents=True, exist_ok=True)
    build(one, 1)
    start = time.perf_counter()
    build(decade, NIGHTS)
    size = (decade / "ledger.sqlite3").stat().st_size / 1e6
    print(f"\n  built {NIGHTS} nights of {HANDS} hands in {time.perf_counter() - start:.0f} s ({size:.0f} MB)")
    results = measure(one, decade, scratch)
    print(report(results))
    print("  " + json.dumps({name: round(many / one, 2) for name, (one, many) in results.items()}))
    return results


def test_a_decade_of_nights_against_one_night(tmp_path: Path) -> None:
    results = run(tmp_path)
    assert set(results) == set(GOALS)


if __name__ == "__main__":
    base = Path(tempfile.mkdtemp(prefix="bench-decade-"))
    try:
        run(base)
    finally:
        shutil.rmtree(base, ignore_errors=True)
