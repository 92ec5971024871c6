"""What the club's dialogs build alike: a widget named for automation (tests find it by
that name, gui-contract.md lists them), type set larger or bold, the Close button."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from mjscore_gui.gui.widgets.actions import dialog_buttons

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    widget.setObjectName(name)
    return widget


def set_type(widget: W, scale: float = 1.0, bold: bool = True) -> W:
    """`widget`'s type `scale` times its size, bold unless told."""
    font = widget.font()
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    widget.setFont(font)
    return widget


def close_button(dialog: QDialog) -> QDialogButtonBox:
    return dialog_buttons(dialog, QDialogButtonBox.StandardButton.Close)
