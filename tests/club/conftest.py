from __future__ import annotations

import pytest

from mjscore_gui.ledger import Ledger


@pytest.fixture
def ledger(tmp_path):
    with Ledger.open(tmp_path / "data") as opened:
        yield opened


@pytest.fixture
def cli(mjscore):
    """`mjscore ...` against tmp_path/data, where `ledger` is (the shared runner, conftest.py)."""
    return mjscore


@pytest.fixture
def window(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    with Ledger.open(tmp_path / "window-data") as opened:  # a night already named, as after the first launch
        opened.new_session(["Amy", "Ben", "Cat", "Dan"])
    win = create_main_window(tmp_path / "window-data")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.table.close()
