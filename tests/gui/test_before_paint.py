"""The window builds its first frame without PySide6's Qt namespace (gui/before_paint.py):
the plain numbers it sets are Qt's, the parts set so behave as before, and what waits
for the first paint (the ledger's own column titles) arrives."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

from mjscore_gui.gui import before_paint as B
from tests.gui.conftest import start_session


def test_the_numbers_are_qts():
    assert B.ALIGN_LEFT == Qt.AlignmentFlag.AlignLeft.value
    assert B.ALIGN_RIGHT == Qt.AlignmentFlag.AlignRight.value
    assert B.ALIGN_BOTTOM == Qt.AlignmentFlag.AlignBottom.value
    assert B.ALIGN_VCENTER == Qt.AlignmentFlag.AlignVCenter.value
    assert B.VERTICAL == Qt.Orientation.Vertical.value
    assert B.STRONG_FOCUS == Qt.FocusPolicy.StrongFocus.value
    assert B.CUSTOM_CONTEXT_MENU == Qt.ContextMenuPolicy.CustomContextMenu.value
    assert B.DISPLAY_ROLE == Qt.ItemDataRole.DisplayRole.value
    assert B.TOOLTIP_ROLE == Qt.ItemDataRole.ToolTipRole.value
    assert B.FONT_ROLE == Qt.ItemDataRole.FontRole.value
    assert B.TEXT_ALIGNMENT_ROLE == Qt.ItemDataRole.TextAlignmentRole.value
    assert B.FOREGROUND_ROLE == Qt.ItemDataRole.ForegroundRole.value


def test_keys_named_by_text_are_the_keys():
    for text, key in (
        ("Return", Qt.Key.Key_Return),
        ("Enter", Qt.Key.Key_Enter),
        ("Backspace", Qt.Key.Key_Backspace),
        ("Esc", Qt.Key.Key_Escape),
    ):
        assert QKeySequence(text) == QKeySequence(key)


def test_parts_set_through_properties_are_set(window):
    assert window.splitter.orientation() == Qt.Orientation.Vertical
    assert window.body.orientation() == Qt.Orientation.Horizontal
    assert window.club.beside.orientation() == Qt.Orientation.Horizontal
    tile = window.findChild(QPushButton, "palette-5p")
    assert tile.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert tile.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    assert window.ledger.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    assert window.hand_area.undo_button.shortcut() == QKeySequence(Qt.Key.Key_Backspace)
    assert window.hand_area.clear_button.shortcut() == QKeySequence(Qt.Key.Key_Escape)
    assert window.findChild(QAction, "undo").shortcut() == QKeySequence("Ctrl+Z")
    assert window.findChild(QAction, "new-session").shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.findChild(QAction, "settle-up").shortcut() == QKeySequence("Ctrl+U")
    assert window.result.faan.alignment() == Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    name, total = window.totals.cards[0][1:]
    assert name.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    assert total.alignment() == Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    assert window.losers.rows["E"][2].alignment() == Qt.AlignmentFlag.AlignRight


def test_the_unit_sits_at_the_foot_of_the_row_and_record_in_its_middle(window):
    faan, unit, box = window.result.faan, window.result.unit, window.record_box
    assert unit.height() == unit.sizeHint().height()
    assert unit.geometry().bottom() == faan.geometry().bottom()  # the tallest sets the row
    assert box.height() == box.sizeHint().height()
    assert abs(box.geometry().center().y() - faan.geometry().center().y()) <= 1


def test_flow_and_foot_layouts_never_expand(window):
    from mjscore_gui.gui.widgets.flow_layout import FlowLayout
    from mjscore_gui.gui.widgets.foot_layout import FootLayout

    assert window.hand_area.tiles_row.expandingDirections() == Qt.Orientation(0)
    assert isinstance(window.hand_area.tiles_row, FlowLayout)
    feet = [lay for lay in window.result.findChildren(FootLayout)]
    assert feet and all(lay.expandingDirections() == Qt.Orientation(0) for lay in feet)


def test_ledger_reads_its_own_titles_once_painted(window, qtbot):
    ledger = window.ledger
    header = ledger.horizontalHeader()
    qtbot.waitUntil(lambda: header.model() is ledger.ledger_model)
    titles = [header.model().headerData(i, Qt.Orientation.Horizontal) for i in range(header.count())]
    assert titles == ["#", "Hand", "Result", "Faan", "Amy", "Ben", "Cat", "Dan"]
    # A selected row shows in the titles, as the view's own header does it.
    assert header.selectionModel() is ledger.selectionModel()


def test_the_first_titles_are_the_ledgers_and_change_with_it(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    start_session(tmp_path)
    window = create_main_window(tmp_path)  # never shown: nothing painted
    qtbot.addWidget(window)
    header = window.ledger.horizontalHeader()
    first = [header.model().headerData(i, Qt.Orientation.Horizontal) for i in range(header.count())]
    assert header.model() is not window.ledger.ledger_model
    assert first == ["#", "Hand", "Result", "Faan", "Amy", "Ben", "Cat", "Dan"]
    window.record_draw()  # the ledger changes: its own titles from then on
    assert header.model() is window.ledger.ledger_model
    assert header.count() == window.ledger.ledger_model.columnCount()
    window.table.backend.close()


PROBE = """
import os, sys
import PySide6.QtCore
if "Qt" in vars(PySide6.QtCore):
    print("eager", flush=True)
    sys.exit(0)
from mjscore_gui import app

def probe(qapp, window):
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
                self.seen = True
                print("made" if "Qt" in vars(PySide6.QtCore) else "not made", flush=True)
                QTimer.singleShot(0, qapp.quit)
            return False

    window._probe = FirstPaint(window)
    window.installEventFilter(window._probe)

app._probe_startup = probe
sys.argv = sys.argv[:1]
sys.exit(app.run_app())
"""


def test_a_launch_paints_before_the_qt_namespace_is_made(tmp_path):
    start_session(tmp_path)
    from mjscore_gui.ledger import Ledger

    with Ledger.open(tmp_path) as ledger:
        ledger.session().record_many(
            [{"faan": 3, "seat_wind": "E", "win": "discard", "discarder": "S"}, {"draw": True}]
        )
    env = dict(os.environ, MJSCORE_DATA_DIR=str(tmp_path), MJSCORE_STARTUP_PROBE="1", QT_QPA_PLATFORM="offscreen")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    said = out.stdout.split()
    if said[:1] == ["eager"]:
        pytest.skip("this PySide6 makes its types when it is imported")
    assert "not made" in out.stdout, out.stdout + out.stderr


def test_the_icon_set_after_the_first_paint_arrives(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    start_session(tmp_path)
    window = create_main_window(tmp_path, after_paint=True)
    qtbot.addWidget(window)
    assert window.windowIcon().isNull()  # nothing to convert for the window manager as it opens
    window.show()
    qtbot.waitUntil(lambda: not window.windowIcon().isNull())
    assert 16 in [size.width() for size in window.windowIcon().availableSizes()]
    window.table.backend.close()


def test_the_palette_tiles_are_named_once_the_window_has_painted(window, qtbot):
    tile = window.findChild(QPushButton, "palette-5p")
    qtbot.waitUntil(lambda: tile.toolTip() == "5 Dots 五筒")
    assert tile.accessibleName() == "5 Dots 五筒"
    assert window.findChild(QPushButton, "palette-E").toolTip() == "East 東"
    qtbot.mouseMove(tile)  # and the tooltip shows as ever
    from PySide6.QtWidgets import QToolTip

    tip = tile.mapToGlobal(tile.rect().center())
    QToolTip.showText(tip, tile.toolTip(), tile)
    assert QToolTip.isVisible() and QToolTip.text() == "5 Dots 五筒"


def _menus(window) -> list[tuple[str, list[str]]]:
    return [
        (action.text(), [a.objectName() or a.text() or "-" for a in action.menu().actions()])
        for action in window.menuBar().actions()
    ]


def test_a_launchs_menus_are_filled_once_it_has_painted_and_are_the_same(qtbot, tmp_path):
    from PySide6.QtGui import QShortcut

    from mjscore_gui.app import create_main_window

    windows = []
    for name, after_paint in (("plain", False), ("launch", True)):
        start_session(tmp_path / name)
        window = create_main_window(tmp_path / name, after_paint=after_paint)
        qtbot.addWidget(window)
        windows.append(window)
    plain, launch = windows
    titles = [a.text() for a in plain.menuBar().actions()]
    assert titles == ["&Session", "&Edit", "&Hand", "&Club", "&Rules", "&View", "&Help"]
    assert [a.text() for a in launch.menuBar().actions()] == titles  # the titles are there to paint
    assert launch.undo_action is None and not launch.findChildren(QShortcut)
    launch.show()
    qtbot.waitUntil(lambda: launch.undo_action is not None)
    assert _menus(launch) == _menus(plain)
    assert "new-session" in _menus(launch)[0][1] and "settle-up" in _menus(launch)[0][1]
    assert launch.findChild(QAction, "undo").shortcut() == QKeySequence("Ctrl+Z")
    assert launch.findChild(QAction, "scoring-rules") is not None
    assert launch.findChild(QAction, "manage-rulesets") is not None
    assert sorted(s.key().toString() for s in launch.findChildren(QShortcut)) == ["Enter", "Return"]
    # They work: Enter records the hand typed in; the Edit menu's Undo takes it back.
    launch.hand_area.typed.setText("123m 456m 789m 234p 55s")
    launch.hand_area.add_typed()
    next(s for s in launch.findChildren(QShortcut) if s.key().toString() == "Return").activated.emit()
    assert launch.table.can_undo() and launch.undo_action.isEnabled()
    assert launch.undo_action.text().startswith("&Undo ")
    launch.undo_action.trigger()
    assert not launch.table.can_undo()
    for window in windows:
        window.table.backend.close()
