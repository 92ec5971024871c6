"""What the club's window builds alike: type set larger or bold, the Close button, a line
placed in the window's column."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QBoxLayout, QDialog, QDialogButtonBox, QMainWindow, QWidget

from mjscore_gui.gui.widgets.actions import dialog_buttons

W = TypeVar("W", bound=QWidget)


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


def add_under(window: QMainWindow, widget: QWidget, above: QWidget | None = None) -> None:
    """`widget` in the window's column under `above`, else just under the totals bar."""
    central = window.centralWidget()
    layout = central.layout() if central is not None else None
    if isinstance(layout, QBoxLayout):
        index = layout.indexOf(above) if above is not None else 0
        layout.insertWidget(index + 1 if index >= 0 else 1, widget)
