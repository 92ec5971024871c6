from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MJSCORE_LANG", "en")
# The tile pictures' cache goes to a folder of the test run, never the user's own.
os.environ.setdefault("MJSCORE_CACHE_DIR", __import__("tempfile").mkdtemp(prefix="mjscore-cache-"))

import json
import subprocess
import sys
from pathlib import Path

import pytest

PLAYERS = ["Amy", "Ben", "Cat", "Dan"]
ROOT = Path(__file__).resolve().parents[2]


def run_on_screen(folder: Path, script: Path, args: list[str], width: int, height: int, lang: str = "en") -> str:
    """Run `script` in its own process with an offscreen screen of exactly width x height
    (the window sizes itself from the screen it opens on); returns its last output line."""
    screen = {
        "screens": [
            {
                "name": "laptop",
                "x": 0,
                "y": 0,
                "width": width,
                "height": height,
                "logicalDpi": 96,
                "logicalBaseDpi": 96,
                "dpr": 1,
            }
        ]
    }
    config = Path(folder) / "screen.json"
    config.write_text(json.dumps(screen), encoding="utf-8")
    env = dict(os.environ, MJSCORE_LANG=lang, QT_QPA_PLATFORM=f"offscreen:configfile={config}", PYTHONPATH=str(ROOT))
    run = subprocess.run(
        [sys.executable, str(script), *args], capture_output=True, text=True, env=env, check=True, cwd=ROOT
    )
    return run.stdout.strip().splitlines()[-1]


def start_session(data_dir, players=PLAYERS, name="Friday club, 22 Nov") -> None:
    """A session already named, as after the first launch's question."""
    from mjscore_gui.ledger import Ledger

    with Ledger.open(data_dir) as ledger:
        ledger.new_session(players, name=name)


def open_window(qtbot, folder, checked: bool = False):
    """The main window on the ledger in `folder`, shown as at a table; with `checked`,
    once its check of every page of the file (on another thread) has finished."""
    from mjscore_gui.app import create_main_window

    win = create_main_window(folder)
    qtbot.addWidget(win)
    win.show()
    if checked:
        qtbot.waitUntil(lambda: win.ledger_check.done, timeout=10000)
    else:
        qtbot.waitExposed(win)
    return win


def player_box(window, seat: str):
    """The box of the player sitting at `seat` for the hand being entered."""
    from PySide6.QtWidgets import QFrame

    chair = next(chair for chair, now in window.totals.seat_of.items() if now == seat)
    card = window.totals.cards[chair][0]
    assert isinstance(card, QFrame)
    return card


def pick(qtbot, window, winner: str, discarder: str | None = None) -> None:
    """Pick the winner and who discarded (None: self-drawn) as a player does: a click on
    each one's box, and on Self-drawn. Nobody is picked at launch nor after a record."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QRadioButton

    left = Qt.MouseButton.LeftButton
    if window.builder.state.winner is not None:  # picked already: a click on the winner clears
        qtbot.mouseClick(player_box(window, window.builder.state.winner), left)
    qtbot.mouseClick(player_box(window, winner), left)
    if discarder is not None:
        qtbot.mouseClick(player_box(window, discarder), left)
    else:
        qtbot.mouseClick(window.findChild(QRadioButton, "win-self-drawn"), left)
    state = window.builder.state
    assert (state.winner, state.discarder) == (winner, discarder), (state.winner, state.discarder)


@pytest.fixture
def window(qtbot, tmp_path):
    start_session(tmp_path)
    win = open_window(qtbot, tmp_path)
    yield win
    win.table.close()
