"""A push button showing one tile picture: the palette's and the hand area's building block."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QSizePolicy

from mjscore_gui.engine import tiles as T
from mjscore_gui.gui import i18n
from mjscore_gui.pictures.tile_art import tile_icon, tile_size


def tile_label(tile: int) -> str:
    """'5 Dots 五筒' ('五筒' in Chinese): read out by screen readers, shown as the tooltip."""
    if i18n.current().startswith("zh"):
        return T.name_zh(tile)
    return f"{T.name_en(tile)} {T.name_zh(tile)}"


class TileButton(QPushButton):
    tile: int  # the tile it stands for, set where the button is placed

    def __init__(self, token: str, height: int, parent=None) -> None:
        super().__init__(parent)
        self.token = token
        self._height = 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.label()
        self.set_tile_height(height)

    def label(self) -> None:
        """Its tooltip and the name a screen reader says: the tile's names."""
        if self.token != "back":
            label = tile_label(T.parse_tile(self.token))
            self.setToolTip(label)
            self.setAccessibleName(label)

    def set_token(self, token: str) -> None:
        """Show another tile in this button (kept, not rebuilt, as the hand changes)."""
        if token != self.token:
            self.token = token
            self.label()
            self.setIcon(tile_icon(token, self._height, self.devicePixelRatioF()))

    def set_tile_height(self, height: int) -> None:
        width, height = tile_size(height)
        if height == self._height:
            return
        self._height = height
        self.setIcon(tile_icon(self.token, height, self.devicePixelRatioF()))
        self.setIconSize(QSize(width, height))
        self.setFixedSize(width + 8, height + 8)
