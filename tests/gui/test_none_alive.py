"""The one workaround kept because it is a crash fix: `gui/__init__.py` `_keep_none_alive`.

PySide6 6.12 on Python 3.11 drops a reference to None on every Qt call that returns
nothing; without the workaround 1,000 `QLabel.setText` calls abort the process with
"Fatal Python error: none_dealloc". Importing `mjscore_gui.gui` applies it, so any module
of the window does; this test makes sure no later split of gui/ loses it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import mjscore_gui.gui  # applies _keep_none_alive
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication([])
label = QLabel()
for i in range(10_000):
    label.setText(str(i))  # a void Qt call
    label.setEnabled(i % 2 == 0)
print("done", label.text())
"""


def test_ten_thousand_void_qt_calls_do_not_abort():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "done 9999"
