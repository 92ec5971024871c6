"""`mjscore` loads only what the command given uses: `--version` no engine, `score` no
ledger and no Qt. Checked by the modules a fresh process has loaded, not by a clock."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.examples import EXAMPLE_HAND

REPO = Path(__file__).resolve().parents[1]
QT = ("PySide6", "shiboken6")


def _modules_after(argv: list[str], stdin: str = "") -> set[str]:
    code = (
        "import contextlib, io, json, sys\n"
        "from mjscore_gui.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n"
        f"        main({argv!r})\n"
        "    except SystemExit:\n"
        "        pass\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, input=stdin, capture_output=True, text=True, check=True
    )
    return set(json.loads(done.stdout))


def test_version_loads_no_engine():
    loaded = _modules_after(["--version"])
    assert "mjscore_gui.cli" in loaded
    assert not {
        m
        for m in loaded
        if m.startswith(("mjscore_gui.engine", "mjscore_gui.payout", "mjscore_gui.ledger", "mjscore_gui.gui", *QT))
    }


def test_score_loads_no_ledger_and_no_qt():
    loaded = _modules_after(["score"], json.dumps(EXAMPLE_HAND))
    assert "mjscore_gui.engine.scoring" in loaded and "mjscore_gui.payout.settle" in loaded  # it did score
    assert not {m for m in loaded if m.startswith(("mjscore_gui.ledger", "mjscore_gui.gui", "sqlite3", *QT))}


def test_score_starts_without_the_heavy_standard_modules():
    """What `mjscore score` was measured to spend its start-up on and no longer needs:
    dataclasses (with inspect, ast, dis), tomllib (the presets' compiled twins), pathlib
    (with urllib and ipaddress), shutil (argparse's help width), the waits and losers."""
    loaded = _modules_after(["score"], json.dumps(EXAMPLE_HAND))
    avoided = {"dataclasses", "inspect", "tomllib", "pathlib", "shutil", "mjscore_gui.engine.waits"}
    assert "mjscore_gui.engine.scoring" in loaded
    assert not avoided & loaded
