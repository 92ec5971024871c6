"""The settlement module must import no Qt: the CLI and ledger settle without a window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_payout_imports_no_qt():
    code = (
        "import sys, mjscore_gui.payout, mjscore_gui.cli.settle\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide', 'PyQt', 'shiboken')) or 'Qt' in m)\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
