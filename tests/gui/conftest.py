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


@pytest.fixture
def window(qtbot, tmp_path):
    start_session(tmp_path)
    win = open_window(qtbot, tmp_path)
    yield win
    win.table.close()
