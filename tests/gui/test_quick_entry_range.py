"""Faan only…: a ruleset settled on a points table takes more than 20 faan (seed 003, 5.4:
"a hand worth 20 faans or more pays 1,024 points"; the Limit is "not used as a point
cutter"); a ruleset that counts faan keeps the 0-20 range."""

from __future__ import annotations

from types import SimpleNamespace

from mjscore_gui.gui.dialogs.quick_entry import QuickEntryDialog
from mjscore_gui.limits import MAX_FAAN
from mjscore_gui.rulebook import get_preset

NAMES = {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}
STATE = SimpleNamespace(winner="S", win="discard", discarder="W")


def test_new_style_faan_only_takes_26_faan(qtbot):
    got = []
    dialog = QuickEntryDialog(get_preset("new-style-6-9-12"), NAMES, STATE, got.append)
    qtbot.addWidget(dialog)
    assert dialog.faan.maximum() == MAX_FAAN
    dialog.faan.setValue(26)
    dialog.accept()
    assert got == [{"faan": 26, "winner": "S", "win": "discard", "discarder": "W"}]


def test_hk_faan_only_stops_at_20(qtbot):
    dialog = QuickEntryDialog(get_preset("hk"), NAMES, STATE, lambda values: None)
    qtbot.addWidget(dialog)
    assert dialog.faan.maximum() == 20
