"""Issue 23: the mouse wheel never changes a combo box or spin box that lacks the focus."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QSpinBox, QWidget


def wheel(widget: QWidget, notches: int) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def value(box: QWidget):
    return box.currentIndex() if isinstance(box, QComboBox) else box.value()


def unmoved(box: QWidget) -> bool:
    before = value(box)
    box.clearFocus()
    # a spin box's line edit is where the wheel lands under the pointer
    inner = box.findChild(QWidget, "qt_spinbox_lineedit")
    for notches in (-1, 1, -3, 3):
        for target in (box, inner) if inner is not None else (box,):
            wheel(target, notches)
            if value(box) != before:
                return False
    return True


def test_the_winner_and_discarder_boxes_ignore_the_wheel(window):
    for name in ("winner", "discarder"):
        box = window.findChild(QComboBox, name)
        box.setEnabled(True)
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
        assert unmoved(box), name
    boxes = window.findChildren(QComboBox) + window.findChildren(QAbstractSpinBox)
    assert boxes and all(b.focusPolicy() == Qt.FocusPolicy.StrongFocus for b in boxes if b.isVisible())


def test_the_rules_dialog_ignores_the_wheel(qtbot, window):
    from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog

    dialog = RulesDialog(window.table.ruleset, window)
    qtbot.addWidget(dialog)
    dialog.show()
    names = ["setting-payout", "setting-responsibility", "rules-preset"]
    for name in names:
        box = dialog.findChild(QComboBox, name)
        box.setCurrentIndex(1)  # a middle item, so either way the wheel turns would move it
        assert unmoved(box), name
    for name in ("setting-min_faan", "setting-cap", "pattern-mixed_one_suit"):
        spin = dialog.findChild(QSpinBox, name)
        spin.setValue(5)
        assert unmoved(spin), name


def test_the_box_a_dialog_opens_on_ignores_the_wheel_until_clicked(qtbot, window):
    """The replay: the Rules dialog opens with the focus on its preset box, nobody having
    clicked it; one notch of the wheel over it turned hk into 6-9-12 and OK saved it. A
    box takes the wheel only once the player gave it the focus (a click, Tab, a shortcut)."""
    from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog

    dialog = RulesDialog(window.table.ruleset, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.windowHandle().requestActivate()
    preset = dialog.findChild(QComboBox, "rules-preset")
    qtbot.waitUntil(preset.hasFocus)  # the dialog opens with the focus on it
    before = preset.currentIndex()
    for notches in (-1, 1, -1):
        wheel(preset, notches)
    assert preset.currentIndex() == before
    assert dialog.ruleset().id == window.table.ruleset.id == "hk"
    preset.clearFocus()
    preset.setFocus(Qt.FocusReason.MouseFocusReason)  # the player clicked it: now it scrolls
    wheel(preset, -1)
    assert preset.currentIndex() != before
    minimum = dialog.findChild(QSpinBox, "setting-min_faan")
    minimum.setFocus(Qt.FocusReason.TabFocusReason)  # Tab to the minimum: the wheel moves it
    start = minimum.value()
    wheel(minimum, 1)
    assert minimum.value() == start + 1
