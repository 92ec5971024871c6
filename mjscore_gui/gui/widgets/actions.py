"""A widget named for automation (tests find it by that name, gui-contract.md lists them), a
menu item (the one way the window and its panels make a QAction), a dialog's buttons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox

OK_CANCEL = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
Q = TypeVar("Q", bound=QObject)


def named(thing: Q, name: str) -> Q:
    thing.setObjectName(name)
    return thing


def menu_action(
    owner: QObject,
    text: str,
    slot: Callable[[], Any],
    name: str,
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
) -> QAction:
    """An item named `name` (for automation) that calls `slot`, with its shortcut."""
    action = named(QAction(text, owner), name)
    if shortcut is not None:
        action.setShortcut(shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut))
    action.triggered.connect(lambda _=False: slot())
    return action


def dialog_buttons(
    dialog: QDialog, which: QDialogButtonBox.StandardButton = OK_CANCEL, name: str = ""
) -> QDialogButtonBox:
    """`which` buttons (OK and Cancel unless told), accepting or rejecting `dialog`."""
    buttons = named(QDialogButtonBox(which), name)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
