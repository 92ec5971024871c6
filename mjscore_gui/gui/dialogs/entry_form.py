"""How every dialog that records or fixes an entry starts (Faan only…, False win, Flower
win, Penalty): its size, names and form, and the banner that says which entry is fixed."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout

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
