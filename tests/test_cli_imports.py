"""The commands never load Qt: `mjscore score` runs on a server or a phone's terminal with
no display libraries, so the window's imports stay behind the `gui` face. Checked by the
modules a fresh process has loaded, not by a clock."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.examples import EXAMPLE_HAND

REPO = Path(__file__).resolve().parents[1]
QT = ("PySide6", "shiboken6", "mjscore_gui.gui")


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
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, input=stdin, capture_output=True, text=True, check=True
    ).stdout
    return set(json.loads(out))


@pytest.mark.parametrize("argv", [["--version"], ["score"], ["score", "--help"], ["rules", "list"]])
def test_commands_load_no_qt(argv):
    loaded = _modules_after(argv, json.dumps(EXAMPLE_HAND))
    assert "mjscore_gui.cli" in loaded
    assert not {m for m in loaded if m.startswith(QT)}


def test_the_window_loads_no_command_parser_and_no_command(tmp_path):
    """`mjscore` alone, the desktop's way, pays for the window only: neither argparse's
    parser of the commands nor any command's module is on its path."""
    code = "import json, sys\nfrom mjscore_gui.cli import main\nmain([])\nprint(json.dumps(sorted(sys.modules)))\n"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "MJSCORE_DATA_DIR": str(tmp_path / "data"),
        "MJSCORE_STARTUP_PROBE": "1",  # the window quits once it has painted (app.py)
        "XDG_RUNTIME_DIR": str(tmp_path),
    }
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, check=True, timeout=120
    ).stdout
    loaded = set(json.loads(out.splitlines()[-1]))
    assert "mjscore_gui.gui.window.main_window" in loaded  # the window did open
    # (argparse itself comes with PySide6's own start-up, so it is not what is checked.)
    assert not {m for m in loaded if m.startswith("mjscore_gui.cli.")}


def test_the_summary_picture_loads_nothing_of_the_window(tmp_path):
    """`mjscore ledger summary --png` draws with Qt (pictures/) but never reaches into the
    window's modules (gui/): the pictures are the faces' common ground."""
    from mjscore_gui.ledger import Ledger
    from tests.club.night import record_night

    with Ledger.open(tmp_path / "data") as ledger:
        record_night(ledger)
    png = tmp_path / "night.png"
    code = (
        "import json, sys\nfrom mjscore_gui.cli import main\n"
        f"code = main(['ledger', 'summary', '--png', {str(png)!r}])\n"
        "print(json.dumps([code, sorted(sys.modules)]))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MJSCORE_DATA_DIR": str(tmp_path / "data")}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, check=True, timeout=120
    ).stdout
    returned, loaded = json.loads(out.splitlines()[-1])
    assert returned == 0 and png.is_file()
    assert "mjscore_gui.pictures.summary_image" in loaded and "PySide6.QtGui" in loaded
    assert not {m for m in loaded if m == "mjscore_gui.gui" or m.startswith("mjscore_gui.gui.")}
