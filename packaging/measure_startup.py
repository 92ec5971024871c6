#!/usr/bin/env python3
"""Time MJScore's start-up to its first painted window: the bundle against the same app in a venv.

    .venv/bin/python packaging/measure_startup.py dist/mjscore/mjscore [--runs 7] [--xvfb]

Both start through packaging/mjscore_entry.py with MJSCORE_STARTUP_PROBE=1, which prints a
line when the main window first paints and then quits; the time is from starting the
process to that line. The venv side runs `python packaging/mjscore_entry.py` with this
script's Python (give another with --python). One warm-up run each, then --runs
alternating runs; prints the median and best of each and the ratio bundle/venv (the
budget is 1.5). With --self-test, also times `--self-test` end to end both ways.

Platform: QT_QPA_PLATFORM if set, else offscreen; --xvfb starts an Xvfb server and uses
xcb, so the window really goes through X11. A figure, never a test assertion: timings
vary with the machine and its load.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ENTRY = Path(__file__).resolve().parent / "mjscore_entry.py"
MARK = "MJSCORE-WINDOW-SHOWN"
BUDGET = 1.5


def time_to_window(cmd: list[str], env: dict[str, str], timeout: float = 60) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in proc.stdout:
            if line.strip() == MARK:
                shown = time.perf_counter() - start
                proc.wait(timeout=timeout)
                return shown
            if time.perf_counter() - start > timeout:
                break
        raise RuntimeError(f"{cmd[0]} exited {proc.wait()} without showing its window")
    finally:
        if proc.poll() is None:
            proc.kill()


def time_whole(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    return time.perf_counter() - start


def series(measure, bundle_cmd, venv_cmd, env, runs):
    measure(bundle_cmd, env)  # warm the file cache for both
    measure(venv_cmd, env)
    b, v = [], []
    for _ in range(runs):
        b.append(measure(bundle_cmd, env))
        v.append(measure(venv_cmd, env))
    return b, v


def report(title, b, v) -> float:
    ratio = statistics.median(b) / statistics.median(v)
    print(f"{title}")
    print(f"  bundle  median {statistics.median(b):.3f} s  best {min(b):.3f} s  ({len(b)} runs)")
    print(f"  venv    median {statistics.median(v):.3f} s  best {min(v):.3f} s  ({len(v)} runs)")
    print(f"  ratio bundle/venv {ratio:.2f}  (budget {BUDGET}: {'within' if ratio <= BUDGET else 'OVER'})")
    return ratio


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle_exe", type=Path, help="the bundled executable (dist/mjscore/mjscore)")
    parser.add_argument("--python", default=sys.executable, help="the venv's Python (default: this one)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--xvfb", action="store_true", help="run under a fresh Xvfb with the xcb platform")
    parser.add_argument("--self-test", action="store_true", help="also time `--self-test` end to end")
    args = parser.parse_args(argv)

    xvfb = None
    with tempfile.TemporaryDirectory(prefix="mjscore-startup-") as data:
        env = dict(os.environ, MJSCORE_DATA_DIR=data, MJSCORE_STARTUP_PROBE="1")
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        if args.xvfb:
            if not shutil.which("Xvfb"):
                parser.error("--xvfb needs Xvfb (apt-get install xvfb)")
            display = ":97"
            xvfb = subprocess.Popen(
                ["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            time.sleep(1.0)
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        try:
            bundle_cmd = [str(args.bundle_exe.resolve())]
            venv_cmd = [args.python, str(ENTRY)]
            print(f"platform {env['QT_QPA_PLATFORM']}; bundle {bundle_cmd[0]}; venv {args.python}")
            b, v = series(time_to_window, bundle_cmd, venv_cmd, env, args.runs)
            ratio = report("time to first painted window", b, v)
            if args.self_test:
                env.pop("MJSCORE_STARTUP_PROBE")
                b, v = series(time_whole, bundle_cmd + ["--self-test"], venv_cmd + ["--self-test"], env, args.runs)
                report("`--self-test`, start to exit", b, v)
        finally:
            if xvfb is not None:
                xvfb.terminate()
                xvfb.wait()
    return 0 if ratio <= BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
