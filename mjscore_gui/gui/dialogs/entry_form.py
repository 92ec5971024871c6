"""How every dialog that records or fixes an entry starts (Faan only…, False win, Flower
win, Penalty): its size, names and form, and the banner that says which entry is fixed."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel

from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.plain import wrapped_label


def entry_form(dialog: QDialog, name: str, title: str, banner: str | None) -> QFormLayout:
    """The dialog's form, with the edit banner (when fixing an entry) as its first row."""
    dialog.setMinimumWidth(460)  # room for a one-line reason why not
    dialog.setObjectName(name)
    dialog.setWindowTitle(title)
    form = QFormLayout(dialog)
    if banner:
        form.addRow(wrapped_label(banner, "edit-banner"))
    return form


def error_row(form: QFormLayout, name: str) -> QLabel:
    """The form's row that says why the entry cannot be recorded (empty while it can)."""
    error = wrapped_label("", name)
    error.setStyleSheet(style.ERROR_TEXT)
    form.addRow(error)
    return error


def record_buttons(dialog: QDialog, ok_text: str, ok_name: str) -> QDialogButtonBox:
    """The dialog's OK (named `ok_name`, saying `ok_text`) and Cancel buttons."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setObjectName(ok_name)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
