"""A whole night of clicks does not abort the app: PySide6 6.12 on Python 3.11 drops a
reference to None on every Qt call that returns nothing, and without the window's guard
(mjscore_gui/gui/__init__.py) None is freed after some thousands of them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NIGHT = """
import mjscore_gui.gui
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel()
for _ in range(200_000):  # a long night's worth of label updates
    label.setText("+32")
print("still here")
"""


def test_two_hundred_thousand_qt_calls_do_not_abort():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run(
        [sys.executable, "-c", NIGHT], capture_output=True, text=True, env=env, cwd=ROOT, check=False
    )  # an abort is the failure to report
    assert run.returncode == 0 and "still here" in run.stdout, run.stderr[-400:]
