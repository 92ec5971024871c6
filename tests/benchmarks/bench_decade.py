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
import sys
import tempfile
import time
from pathlib import Path

from tests.benchmarks.helpers import build_nights, command_seconds, launch, window_env

NIGHTS = int(os.environ.get("MJSCORE_BENCH_NIGHTS", "1000"))
HANDS = 80
RUNS = 7
GOALS = {"window": 1.3, "record": 1.2, "standings": 3.0, "export": 1.5}
FAAN_HAND = '{"faan": 4, "seat_wind": "S", "win": "discard", "discarder": "E"}'


def measure(one: Path, decade: Path, scratch: Path) -> dict[str, tuple[float, float]]:
    """Median seconds of each measure on the one-night and the decade ledger."""
    out: dict[str, tuple[float, float]] = {}
    app = [sys.executable, "-m", "mjscore_gui"]
    for folder in (one, decade):  # warm-up: bytecode written, file cache warm
        launch(app, window_env(folder))
    times: dict[Path, list[float]] = {one: [], decade: []}
    for _ in range(RUNS):
        for folder in (one, decade):
            times[folder].append(launch(app, window_env(folder)))
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
                    # A copy is a file MJScore has not seen: its first command of the day
                    # checks every page (ledger/file.py). A table's laptop pays that once a
                    # night, not on every hand, so the copy is checked before it is timed.
                    command_seconds(target, ["ledger", "check"])
                runs[folder].append(command_seconds(target, args, stdin))
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
    build_nights(one, 1, HANDS)
    start = time.perf_counter()
    build_nights(decade, NIGHTS, HANDS)
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
