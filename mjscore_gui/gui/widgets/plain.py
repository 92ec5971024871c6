"""Text a player typed, shown as typed: a player called "Amy<b>X</b>" is not drawn in
bold and `<img src=…>` loads nothing.

Qt guesses whether a label's, a tooltip's or a message box's text is rich text (HTML)
from the text itself. `PlainLabel` never guesses; `shown(text)` makes text for the
widgets that must guess (tooltips, the message boxes' static functions) show every
character as typed.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from mjscore_gui.gui.widgets.actions import named


class PlainLabel(QLabel):
    """A QLabel whose text is always plain text: names, notes, messages."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)


def shown(text: str) -> str:
    """`text` for a widget that guesses rich text: unchanged when it holds nothing markup
    could start with, else escaped inside a rich-text element that keeps its line breaks.
    (Asking Qt's `mightBeRichText` instead builds PySide6's whole QtGui `Qt` namespace at
    import: 14 ms of the window's start-up, measured with -X importtime.)"""
    if "<" not in text and "&" not in text:
        return text
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def wrapped_label(text: str, name: str) -> PlainLabel:
    """A plain-text label that wraps, named for automation: a dialog's banner, its error line."""
    label = named(PlainLabel(text), name)
    label.setWordWrap(True)
    return label
