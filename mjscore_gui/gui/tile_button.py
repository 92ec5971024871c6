"""A push button showing one tile picture: the palette's and the hand area's building block."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QSizePolicy

from mjscore_gui.engine import tiles as T
from mjscore_gui.gui.tile_art import tile_icon, tile_size


def tile_label(tile: int) -> str:
    """'5 Dots 五筒' ('五筒' in Chinese): read out by screen readers, shown as the tooltip."""
    from mjscore_gui.gui import i18n

    if i18n.current().startswith("zh"):
        return T.name_zh(tile)
    return f"{T.name_en(tile)} {T.name_zh(tile)}"


class TileButton(QPushButton):
    def __init__(self, token: str, height: int, parent=None) -> None:
        super().__init__(parent)
        self.token = token
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if token != "back":
            label = tile_label(T.parse_tile(token))
            self.setToolTip(label)
            self.setAccessibleName(label)
        self.set_tile_height(height)

    def set_tile_height(self, height: int) -> None:
        width, height = tile_size(height)
        self.setIcon(tile_icon(self.token, height, self.devicePixelRatioF()))
        self.setIconSize(QSize(width, height))
        self.setFixedSize(width + 8, height + 8)
