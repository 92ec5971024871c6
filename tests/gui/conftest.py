from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MJSCORE_LANG", "en")
# The tile pictures' cache goes to a folder of the test run, never the user's own.
os.environ.setdefault("MJSCORE_CACHE_DIR", __import__("tempfile").mkdtemp(prefix="mjscore-cache-"))

import pytest

PLAYERS = ["Amy", "Ben", "Cat", "Dan"]


def start_session(data_dir, players=PLAYERS, name="Friday club, 22 Nov") -> None:
    """A session already named, as after the first launch's question."""
    from mjscore_gui.ledger import Ledger

    with Ledger.open(data_dir) as ledger:
        ledger.new_session(players, name=name)


@pytest.fixture
def window(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    start_session(tmp_path)
    win = create_main_window(tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.table.close()
