"""Two radio buttons side by side in one form row: self-drawn or discard, seven or eight."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QRadioButton, QWidget

from mjscore_gui.gui.widgets.actions import named


def choice_pair(
    parent: QWidget, first: tuple[str, str], second: tuple[str, str]
) -> tuple[QWidget, QRadioButton, QRadioButton]:
    """(the row, the first button, the second) for (text, object name) pairs; the first is
    checked. The group belongs to `parent`, so the choice stays exclusive while it lives."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    buttons = []
    group = QButtonGroup(parent)
    for text, name in (first, second):
        button = named(QRadioButton(text), name)
        group.addButton(button)
        layout.addWidget(button)
        buttons.append(button)
    buttons[0].setChecked(True)
    return row, buttons[0], buttons[1]
