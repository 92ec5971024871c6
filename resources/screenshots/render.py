"""Render the README screenshots of the main window into this folder.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python resources/screenshots/render.py

(or on any desktop without xvfb-run). Each picture is made in its own process, so each
gets a fresh window, language and palette: a session of four players with a few
hands recorded and a winning hand being entered, as a table sees it mid-evening. The
window is 1366×768, the commonest small laptop screen (tests/gui/test_fit.py checks it
and 1280×800): what fits in the pictures fits there, in normal and larger text.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHOTS = {
    # name: (language, dark palette, what is on screen, larger text)
    "main-light": ("en", False, "hand", False),
    "main-large": ("en", False, "hand", True),
    "main-dark": ("en", True, "hand", False),
    "waits": ("en", False, "waits", False),
    "rules": ("en", False, "rules", False),
    "main-zh_HK": ("zh_HK", False, "hand", False),
    "main-zh_HK-large": ("zh_HK", False, "hand", True),
}
WIDTH, HEIGHT = 1366, 768
PLAYERS = ["Amy", "Ben", "Cat", "Dan"]
RECORDED = [
    {
        "concealed": "123m 456m 789m 234p 55s",
        "winning_tile": "5s",
        "win": "discard",
        "seat_wind": "E",
        "discarder": "W",
    },
    {"concealed": "111p 999p EEE 789s 33m", "winning_tile": "9p", "win": "self_drawn", "seat_wind": "S"},
]


def main() -> int:
    if len(sys.argv) > 1:
        return render(sys.argv[1])
    failed = 0
    for name, (lang, _dark, _what, _large) in SHOTS.items():
        env = dict(os.environ, MJSCORE_LANG=lang)
        failed |= subprocess.call([sys.executable, __file__, name], env=env)
    return failed


def render(name: str) -> int:
    lang, dark, what, large = SHOTS[name]
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")  # the same look on every machine the pictures are made on
    if dark:
        app.setPalette(dark_palette())
    from mjscore_gui.app import create_main_window
    from mjscore_gui.gui.state.table import penalty_entry

    with tempfile.TemporaryDirectory() as data_dir:
        window = create_main_window(data_dir)
        table = window.table
        table.new_session(PLAYERS, "Friday club, 22 Nov")
        for hand in RECORDED:
            table.record(hand)
        table.record({"draw": True})
        table.record(penalty_entry("N", Fraction(8), None, "exposed a tile"))
        window._next_hand()
        if large:
            window.toggle_large()
        window.statusBar().clearMessage()
        window.resize(WIDTH, HEIGHT)
        window.show()
        enter_hand(window, complete=what != "waits")
        settle(app)
        target = window
        if what == "rules":
            from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog

            target = RulesDialog(table.ruleset, window)
            target.show()
            settle(app)
        path = HERE / f"{name}.png"
        target.grab().save(str(path))
        print(f"wrote {path.relative_to(HERE.parent.parent)}")
        window.table.close()
    return 0


def enter_hand(window, complete: bool) -> None:
    """Clicks as a player would: a pong of red dragons and a chow declared, the rest
    concealed, self-drawn by West, with a flower."""
    from PySide6.QtWidgets import QPushButton, QRadioButton

    def press(*names: str) -> None:
        for n in names:
            window.findChild(QPushButton, n).click()

    press("mode-pong", "palette-C", "mode-chow", "palette-6s")
    press(*(f"palette-{t}" for t in "1s 2s 3s 7s 8s 9s 5s".split()))
    press("palette-f3", "palette-f1", "palette-s2")
    if complete:
        press("palette-5s")
    combo = window.situation.winner
    combo.setCurrentIndex(combo.findData("W"))
    combo.activated.emit(combo.currentIndex())
    window.findChild(QRadioButton, "win-self-drawn").click()


def settle(app) -> None:
    for _ in range(10):
        app.processEvents()


def dark_palette():
    from PySide6.QtGui import QColor, QPalette

    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#25272b",
        QPalette.ColorRole.WindowText: "#e8e6e3",
        QPalette.ColorRole.Base: "#1d1f22",
        QPalette.ColorRole.AlternateBase: "#2a2d31",
        QPalette.ColorRole.Text: "#e8e6e3",
        QPalette.ColorRole.Button: "#33363b",
        QPalette.ColorRole.ButtonText: "#e8e6e3",
        QPalette.ColorRole.Highlight: "#3d6fb6",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#33363b",
        QPalette.ColorRole.ToolTipText: "#e8e6e3",
        QPalette.ColorRole.PlaceholderText: "#8a8d91",
    }
    for role, colour in roles.items():
        p.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7d82"))
    return p


if __name__ == "__main__":
    sys.exit(main())
