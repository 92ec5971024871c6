from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MJSCORE_LANG", "en")

import pytest  # noqa: E402


@pytest.fixture
def window(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    win = create_main_window(tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.table.backend.close()
