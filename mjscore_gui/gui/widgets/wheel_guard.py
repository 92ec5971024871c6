"""The mouse wheel never changes a combo box or spin box that does not have the focus.

Each box in the main window and in every dialog takes the focus only by a click or Tab
(`StrongFocus`), and a wheel turned over it without the focus is passed on to what holds
it (a scroll area scrolls), never to the box. The focus must be the player's doing (a
click, Tab, a shortcut): a dialog opens with the focus on its first box, and a notch over
that box (the Rules dialog's preset) would change rules nobody touched. The guard sits on the boxes themselves,
put there when the main window is built and when a dialog is shown (`GuardedDialog`):
a filter on the whole application would see every event of the night, and cost the
window's start-up about 20 ms of its 265 (measured: 283 ms against 262 ms).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QDialog, QWidget

_BOXES = (QComboBox, QAbstractSpinBox)


# How a player gives a box the focus; a window opening or coming back, or the program, does not.
_CHOSEN = (
    Qt.FocusReason.MouseFocusReason,
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
)
# The focus leaves for a moment and comes back to the same box: what it had, it keeps.
_PASSING = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)


class WheelGuard(QObject):
    """Installed on a box and on its parts (a spin box's line edit)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        box = watched if isinstance(watched, _BOXES) else watched.parent()
        if not isinstance(box, QWidget):
            return False
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):  # on the box or its line edit
            reason = event.reason() if isinstance(event, QFocusEvent) else None
            if reason not in _PASSING:
                box.setProperty("wheel_chosen", kind == QEvent.Type.FocusIn and reason in _CHOSEN)
        elif kind == QEvent.Type.Wheel:
            if not (box.hasFocus() and box.property("wheel_chosen")):
                event.ignore()  # the parent (a scroll area) may take it
                return True
        return False


_GUARD: WheelGuard | None = None


def guard_boxes(root: QWidget) -> None:
    """Guard every combo box and spin box under `root` (again: nothing changes)."""
    global _GUARD
    if _GUARD is None:
        _GUARD = WheelGuard()
    for box in root.findChildren(QComboBox) + root.findChildren(QAbstractSpinBox):
        if box.property("wheel_guarded"):
            continue
        box.setProperty("wheel_guarded", True)
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.installEventFilter(_GUARD)
        for part in box.findChildren(QWidget):  # where the wheel lands under the pointer
            part.installEventFilter(_GUARD)


class GuardedDialog(QDialog):
    """A dialog whose boxes ignore the wheel until they have the focus."""

    def showEvent(self, event) -> None:
        guard_boxes(self)
        super().showEvent(event)
