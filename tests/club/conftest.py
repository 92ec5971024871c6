from __future__ import annotations

import pytest

from mjscore_gui.cli import main
from mjscore_gui.ledger import Ledger


@pytest.fixture
def ledger(tmp_path):
    with Ledger.open(tmp_path / "data") as opened:
        yield opened


@pytest.fixture
def cli(tmp_path, monkeypatch, capsys):
    """`mjscore ...` against tmp_path/data; returns (exit code, stdout, stderr)."""
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "data"))

    def run(*args: str):
        code = main(list(args))
        out, err = capsys.readouterr()
        return code, out, err

    return run


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
