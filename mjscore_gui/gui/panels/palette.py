"""The tile palettes: one large button per tile, plus the meld modes.

A click adds the tile to the hand; in a meld mode (Chow, Pong, Kong, Concealed kong)
the next click declares that meld of the tile, so any meld is two clicks. Shift+click
adds a whole concealed chow from its first tile (a pong, for a wind or dragon) and
Ctrl+click a whole concealed pong, each one click. Right-click
(or the menu key) on a tile declares a meld straight away. A tile whose four copies
are all in the hand is disabled.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.engine import tiles as T
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import wrapped_label
from mjscore_gui.gui.widgets.tile_button import TileButton

ROWS = (
    ("m", [f"{n}m" for n in range(1, 10)]),
    ("p", [f"{n}p" for n in range(1, 10)]),
    ("s", [f"{n}s" for n in range(1, 10)]),
    ("z", ["E", "S", "W", "N", "C", "F", "P"]),
)
# The flowers share the honours' row (after a gap), so the palette is four rows high
# and the whole window fits a 768-pixel laptop screen.
BONUS = ("b", ["f1", "f2", "f3", "f4", "s1", "s2", "s3", "s4"])


class Palette(QWidget):
    def __init__(self, builder: HandBuilder, tile_height: int, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("palette")
        self.builder = builder
        self.buttons: dict[str, TileButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addLayout(self._mode_bar())
        names = {
            "m": self.tr("Characters 萬"),
            "p": self.tr("Dots 筒"),
            "s": self.tr("Bamboo 索"),
            "z": self.tr("Winds 風 · Dragons 三元"),
            "b": self.tr("Flowers 花 · Seasons 季"),
        }
        lines = [[(group, tokens)] for group, tokens in ROWS]
        lines[-1].append(BONUS)
        for groups in lines:
            line = QHBoxLayout()
            line.setSpacing(2)
            for group, tokens in groups:
                caption = wrapped_label(names[group], f"palette-caption-{group}")
                caption.setFixedWidth(86)
                line.addWidget(caption)
                for token in tokens:
                    button = named(TileButton(token, tile_height), f"palette-{token}")
                    button.clicked.connect(lambda _=False, t=token: self._press(t))
                    button.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
                    button.customContextMenuRequested.connect(lambda _pos, t=token: self._meld_menu(t))
                    line.addWidget(button)
                    self.buttons[token] = button
                line.addSpacing(12)
            line.addStretch(1)
            layout.addLayout(line)
        self._tiles = {token: T.parse_tile(token) for token in self.buttons}
        builder.subscribe(self.refresh)
        self.refresh()

    def _mode_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.modes = QButtonGroup(self)
        labels = (
            (
                "tile",
                self.tr("&Tile"),
                self.tr(
                    "Each click adds one tile; Shift+click adds a concealed chow from that tile, "
                    "Ctrl+click a concealed pong"
                ),
            ),
            ("chow", self.tr("&Chow 上"), self.tr("Next click declares a chow starting at that tile")),
            ("pong", self.tr("&Pong 碰"), self.tr("Next click declares a pong of that tile")),
            ("kong", self.tr("&Kong 槓"), self.tr("Next click declares an exposed kong of that tile")),
            (
                "concealed_kong",
                self.tr("C&oncealed kong 暗槓"),
                self.tr("Next click declares a concealed kong of that tile"),
            ),
        )
        self.mode_buttons: dict[str, QPushButton] = {}
        for mode, text, tip in labels:
            button = named(QPushButton(text), f"mode-{mode.replace('_', '-')}")
            button.setCheckable(True)
            button.setToolTip(tip)
            button.clicked.connect(lambda _=False, m=mode: self.builder.set_mode(m))
            self.modes.addButton(button)
            self.mode_buttons[mode] = button
            bar.addWidget(button)
        bar.addStretch(1)
        return bar

    def _press(self, token: str) -> None:
        modifiers = QApplication.keyboardModifiers()
        tile = T.parse_tile(token)
        if self.builder.mode == "tile" and modifiers & Qt.KeyboardModifier.ControlModifier:
            self.builder.press_set(tile, "pong")
        elif self.builder.mode == "tile" and modifiers & Qt.KeyboardModifier.ShiftModifier:
            self.builder.press_set(tile, "chow")
        else:
            self.builder.press(tile)

    def _meld_menu(self, token: str) -> None:
        tile = T.parse_tile(token)
        if T.is_bonus(tile):
            return
        menu = QMenu(self)
        entries = [
            ("pong", self.tr("Pong 碰"), True),
            ("kong", self.tr("Kong 槓"), True),
            ("kong", self.tr("Concealed kong 暗槓"), False),
        ]
        if not T.is_honour(tile):
            entries.insert(0, ("chow", self.tr("Chow 上 from this tile"), True))
        for kind, text, exposed in entries:
            action = menu.addAction(text)
            action.triggered.connect(lambda _=False, k=kind, e=exposed: self.builder.declare(k, tile, e))
        menu.exec(self.buttons[token].mapToGlobal(self.buttons[token].rect().center()))

    def set_tile_height(self, height: int) -> None:
        for button in self.buttons.values():
            button.set_tile_height(height)

    def refresh(self) -> None:
        # Only a tile whose state changes is touched: an unchanged button is not repainted.
        counts = self.builder.hand().tile_counts()
        state = self.builder.state
        flowers = self.builder.ruleset.settings["flowers"]
        for token, button in self.buttons.items():
            tile = self._tiles[token]
            available = (tile not in state.flowers and flowers) if T.is_bonus(tile) else counts[tile] < 4
            if button.isEnabled() != available:
                button.setEnabled(available)
        mode = self.mode_buttons[self.builder.mode]
        if not mode.isChecked():
            mode.setChecked(True)
