"""What a palette click costs, on demand: `python3 tasks.py bench -k clicks` (never in CI).

Measured side by side in one process against one full repaint of the same window (its
every widget painted once, `QWidget.repaint()`), both in time and in widgets painted:

- a tile click while the hand is being built (tiles 1 to 12 and the 14th),
- the 13th tile, which lists the waits with their faan.

Targets (issue 12): a click at most about one full repaint, the waits click at most two.
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MJSCORE_LANG", "en")

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

HAND = "1s 2s 3s 5s C C C 6s 7s 8s 9s 9s 9s 5s".split()
ROUNDS = 15


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def settle(app) -> None:
    for _ in range(3):
        app.processEvents()


def test_click_costs_against_one_full_repaint(tmp_path):
    from mjscore_gui.app import create_main_window
    from mjscore_gui.ledger import Ledger

    with Ledger.open(tmp_path) as ledger:
        ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
    window = create_main_window(tmp_path)
    window.resize(1366, 768)
    window.show()
    app = QApplication.instance()
    counter = PaintCounter()
    app.installEventFilter(counter)
    settle(app)

    full_time, full_paints, tile_time, tile_paints, waits_time, waits_paints = [], [], [], [], [], []
    for _ in range(ROUNDS):
        window.builder.reset_for_next_hand("E")
        settle(app)
        counter.count = 0
        start = time.perf_counter()
        window.repaint()
        settle(app)
        full_time.append(time.perf_counter() - start)
        full_paints.append(counter.count)
        for i, token in enumerate(HAND):
            button = window.tile_palette.buttons[token]
            counter.count = 0
            start = time.perf_counter()
            button.click()
            settle(app)
            elapsed, paints = time.perf_counter() - start, counter.count
            (waits_time if i == 12 else tile_time).append(elapsed)
            (waits_paints if i == 12 else tile_paints).append(paints)

    full_t, full_p = statistics.median(full_time), statistics.median(full_paints)
    tile_t, tile_p = statistics.median(tile_time), statistics.median(tile_paints)
    waits_t, waits_p = statistics.median(waits_time), statistics.median(waits_paints)
    print(f"\n  one full repaint: {full_t * 1000:.1f} ms, {full_p:.0f} widgets painted")
    print(
        f"  tile click:   {tile_t * 1000:.1f} ms = {tile_t / full_t:.2f}x a full repaint in time, "
        f"{tile_p / full_p:.2f}x in widgets painted (target <= ~1)"
    )
    print(
        f"  13th (waits): {waits_t * 1000:.1f} ms = {waits_t / full_t:.2f}x a full repaint in time, "
        f"{waits_p / full_p:.2f}x in widgets painted (target <= 2)"
    )
    app.removeEventFilter(counter)
    window.table.close()
    assert tile_t / full_t <= 1.3 and waits_t / full_t <= 2.3
