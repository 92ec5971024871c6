"""`mjscore --self-test`: is this installed or packaged build whole?

Opens the real main window off-screen over a temporary ledger, clicks a sample hand
together on the palette, checks its faan, records it and checks the totals. Exit 0
when all of that worked; otherwise one line saying what failed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from typing import TypeVar

from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QPushButton, QTableView, QWidget

from mjscore_gui.app import create_main_window
from mjscore_gui.engine.seats import SEATS

SAMPLE = "1s 2s 3s 5s C C C 6s 7s 8s 9s 9s 9s 5s".split()  # East wins off South: 6 faan
EXPECTED_FAAN = "6"
EXPECTED_TOTALS = ["+32", "-32", "0", "0"]
W = TypeVar("W", bound=QWidget)


def run_self_test() -> int:
    # Off-screen unless the caller chose a platform: the check must run on a headless box.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        return _check()
    except Exception as exc:  # any failure is the answer, said in one line
        print(f"mjscore self-test: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


def _quiet_offscreen(mode, context, message) -> None:
    # The offscreen platform warns that it cannot pass size hints to a window manager
    # (it has none); anything else Qt says still reaches stderr.
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def _find(window: QWidget, kind: type[W], name: str) -> W:
    found = window.findChild(kind, name)
    if found is None:
        raise RuntimeError(f"the window has no {name}")
    return found


def _check() -> int:
    qInstallMessageHandler(_quiet_offscreen)
    with tempfile.TemporaryDirectory(prefix="mjscore-selftest-") as data_dir:
        window = create_main_window(data_dir)
        window.table.new_session(["East", "South", "West", "North"], "self-test")  # as the first launch asks
        try:
            window.show()
            QApplication.processEvents()
            for token in SAMPLE:
                _find(window, QPushButton, f"palette-{token}").click()
            # Nobody is picked at launch: choose the winner and the discarder as the
            # keyboard path does (the automation names of gui-contract: winner, discarder).
            for name, seat in (("winner", "E"), ("discarder", "S")):
                combo = _find(window, QComboBox, name)
                combo.setCurrentIndex(combo.findData(seat))
                combo.activated.emit(combo.currentIndex())  # what a choice by key or mouse sends
            faan = _find(window, QLabel, "result-faan").text()
            if faan != EXPECTED_FAAN:
                raise RuntimeError(f"the sample hand scored {faan} faan, expected {EXPECTED_FAAN}")
            record = _find(window, QPushButton, "record-hand")
            if not record.isEnabled():
                raise RuntimeError(f"the sample hand cannot be recorded: {record.toolTip()}")
            record.click()
            rows = _find(window, QTableView, "ledger-table").model().rowCount()
            totals = [_find(window, QLabel, f"total-{s}").text() for s in SEATS]
            if rows != 1 or totals != EXPECTED_TOTALS:
                raise RuntimeError(f"after recording: {rows} hands, totals {totals}; expected 1, {EXPECTED_TOTALS}")
        finally:
            window.close()
            window.table.close()
    print(
        f"mjscore self-test: OK (window opened, sample hand scored {EXPECTED_FAAN} faan, "
        f"recorded into a temporary ledger, totals {' '.join(EXPECTED_TOTALS)})"
    )
    return 0
