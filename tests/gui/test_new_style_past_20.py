"""New Style past 20 faan in the window (seed 003, 5.4: "a hand worth 20 faans or more pays
1,024 points"; the Limit is "not used as a point cutter"): Faan only… takes more than 20
faan where the ruleset is settled on a points table (a ruleset that counts faan keeps the
0-20 range), and the result panel shows the hand's own faan with no cap note."""

from __future__ import annotations

from types import SimpleNamespace

from mjscore_gui.gui.dialogs.quick_entry import QuickEntryDialog
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.state.payments import payment_lines, result_notes
from mjscore_gui.limits import MAX_FAAN
from mjscore_gui.rulebook import get_preset
from tests import builders

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


def test_the_result_panel_shows_26_faan_and_1024_points_without_a_cap_note():
    # seed 003, 5.4: the Limit is "not used as a point cutter"; "20 faans or more" pays 1,024.
    ruleset = get_preset("new-style-6-9-12")
    b = HandBuilder(ruleset)
    b.load_json(builders.hand("123s 123s 123s 123s 99s", "1s", discarder="W", flowers=None))
    ev = b.evaluation()
    assert ev.result.faan == 26 and ev.result.capped_at is None
    notes, meets = result_notes(ev, ruleset)
    assert meets and "1024 points 分" in notes
    assert not any("cap" in n for n in notes)
    assert [(p.seat, p.amount) for p in payment_lines(ev)] == [("E", "0"), ("S", "+1024"), ("W", "-1024"), ("N", "0")]
