"""What the benchmarks share: a club night's hands, ledgers built from them, and fresh
processes timed as a player starts them (the window to its first idle paint, a command to
its exit). Plain functions, imported by the bench_*.py files beside this one."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

from tests.conftest import json_entry

REPO = Path(__file__).resolve().parents[2]
PLAYERS = ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
MIXED_HAND = {
    "concealed": "123m 456m 789m 11m",
    "winning_tile": "1m",
    "win": "discard",
    "melds": [{"kind": "pong", "tile": "C", "exposed": True}],
}
CPU: dict[str, list[float]] = {}  # CPU seconds of each window launch, by its second argument (-m or -c)


def night_hand(i: int) -> dict[str, object]:
    """Hand i of a night's mix: draws, tile hands and faan-only hands, each seat winning in turn."""
    seat, other = "ESWN"[i % 4], "ESWN"[(i + 1) % 4]
    if i % 10 == 0:
        return {"draw": True}
    if i % 5 == 1:
        return {**MIXED_HAND, "seat_wind": seat, "discarder": other}
    if i % 3 == 0:
        return {"faan": 3 + i % 7, "seat_wind": seat, "win": "self_drawn"}
    return {"faan": 3 + i % 8, "seat_wind": seat, "win": "discard", "discarder": other}


def build_nights(folder: Path, nights: int, hands: int) -> None:
    """`nights` weekly sessions of `hands` hands each, the last one tonight's."""
    from mjscore_gui.ledger import Ledger

    tonight = datetime.now().astimezone().replace(hour=19, minute=30, second=0, microsecond=0)
    night = [night_hand(i) for i in range(hands)]
    with Ledger.open(folder) as ledger:
        for n in range(nights):
            players = [PLAYERS[(n + k) % len(PLAYERS)] for k in (0, 2, 4, 6)]
            started = (tonight - timedelta(weeks=nights - 1 - n)).strftime("%Y-%m-%dT%H:%M:%S%z")
            ledger.new_session(players, name=f"Night {n + 1}", started=started).record_many(json_entry(night))


def command_seconds(folder: Path, args: list[str], stdin: str | None = None) -> float:
    """Wall-clock seconds of `mjscore --data-dir FOLDER ARGS` in a fresh process."""
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


# A bare PySide6 window with one label, the reference a window launch is set against.
BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication(sys.argv[:1])
label = QLabel("MJScore")

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, ready)
        return False

def ready():
    print(f"ready {time.perf_counter():.6f} {time.process_time():.6f}", flush=True)
    app.quit()

probe = FirstPaint()
label.installEventFilter(probe)
label.show()
app.exec()
"""


def launch(args: list[str], env: dict) -> float:
    """Wall-clock seconds to 'ready'; the CPU time the process took to get there is added
    to CPU[args[-1]] (it says so on its 'ready' line)."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in proc.stdout:
        if line.startswith("ready"):
            elapsed = time.perf_counter() - start
            CPU.setdefault(args[-1], []).append(float(line.split()[2]))
            break
    else:
        raise AssertionError(f"{args} exited without saying it was ready")
    proc.wait(timeout=60)
    return elapsed


def window_env(data_dir) -> dict:
    env = dict(
        os.environ, MJSCORE_DATA_DIR=str(data_dir), MJSCORE_STARTUP_PROBE="1", MJSCORE_CACHE_DIR=str(data_dir / "cache")
    )  # filled by the warm-up run, as by a first launch
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    else:
        env.pop("QT_QPA_PLATFORM", None)
    return env
