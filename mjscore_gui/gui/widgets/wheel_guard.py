"""The mouse wheel never changes a combo box or spin box that does not have the focus.

One filter on the application covers the main window and every dialog: a box takes the
focus only by a click or Tab (`StrongFocus`), and a wheel turned over a box without the
focus is passed on to what holds it (a scroll area scrolls), never to the box itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

_BOXES = (QComboBox, QAbstractSpinBox)


def _box(obj: QObject | None) -> QWidget | None:
    """The combo box or spin box `obj` is, or is part of (a spin box's line edit)."""
    while isinstance(obj, QWidget):
        if isinstance(obj, _BOXES):
            return obj
        if obj.isWindow():
            return None
        obj = obj.parentWidget()
    return None


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            box = _box(watched)
            if box is not None and not box.hasFocus():
                event.ignore()  # the parent (a scroll area) may take it
                return True
        elif kind == QEvent.Type.Polish and isinstance(watched, _BOXES):
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return False


def install_wheel_guard(app: QApplication) -> None:
    """Once per application; calling again does nothing."""
    if app.findChild(WheelGuard) is None:
        app.installEventFilter(WheelGuard(app))
