"""Start-up time, on demand: `python3 tasks.py bench -k startup` (never in CI).

Launches the app as a user does (`python -m mjscore_gui`, a fresh process each run,
over a data folder that already holds a session) and times from just before the
process starts to the main window painted with the event loop idle, i.e. ready for
clicks (the app prints 'ready' then when MJSCORE_STARTUP_PROBE is set). Uses the real
display when there is one, else the offscreen platform. Reports the median of runs.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

RUNS = 7
TARGET_S = 1.5


def _launch(env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "mjscore_gui"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    for line in proc.stdout:
        if line.startswith("ready"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise AssertionError("the app exited without saying it was ready")
    proc.wait(timeout=30)
    return elapsed


def test_startup_time(tmp_path):
    env = dict(os.environ, MJSCORE_DATA_DIR=str(tmp_path), MJSCORE_STARTUP_PROBE="1")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    else:
        env.pop("QT_QPA_PLATFORM", None)
    _launch(env)  # the first run creates the ledger and warms the disk cache
    times = [_launch(env) for _ in range(RUNS)]
    median = statistics.median(times)
    platform = env.get("QT_QPA_PLATFORM", "display")
    print(f"\nstart-up to a usable window ({platform}): median {median * 1000:.0f} ms over {RUNS} runs "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}); target {TARGET_S * 1000:.0f} ms")
    assert median < TARGET_S
