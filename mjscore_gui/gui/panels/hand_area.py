"""The hand being built: concealed tiles, declared melds and flowers, the winning tile
marked. Click a tile to make it the winning tile; right-click to take it out.
Tiles can also be typed (`123m 55p =CCC 5555p`, the typed line of docs/hand-format.md)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.engine import tiles as T
from mjscore_gui.gui.state import HandBuilder
from mjscore_gui.gui.state.build_state import winning_ref
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.flow_layout import FlowLayout
from mjscore_gui.gui.widgets.giving_scroll import GivingScroll
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.tile_button import TileButton, tile_label


class HandArea(QFrame):
    def __init__(self, builder: HandBuilder, tile_height: int, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("hand-area")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.builder = builder
        self.tile_height = tile_height
        self._groups: dict[tuple, QWidget] = {}
        layout = QVBoxLayout(self)

        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(3)
        # One header line: the count, the typing box, and the buttons that take tiles out.
        header = QHBoxLayout()
        self.title = named(PlainLabel(), "hand-title")
        header.addWidget(self.title)
        typed_label = PlainLabel(self.tr("T&ype tiles:"))
        self.typed = named(_TilesEdit(), "typed-tiles")
        self.typed.setPlaceholderText(self.tr("e.g. 123m 55p =CCC 5555p f1, then Enter"))
        self.typed.setToolTip(
            self.tr(
                "m characters, p dots, s bamboo; E S W N winds; C F P dragons; f1-f4, s1-s4. "
                "=CCC an exposed pong, =123m an exposed chow, =5555p an exposed kong; "
                "5555p a concealed kong; other tiles are concealed"
            )
        )
        typed_label.setBuddy(self.typed)
        self.typed.returnPressed.connect(self.add_typed)
        add = named(QPushButton(self.tr("Add")), "typed-add")
        add.clicked.connect(self.add_typed)
        header.addSpacing(12)
        header.addWidget(typed_label)
        header.addWidget(self.typed, 1)
        header.addWidget(add)
        header.addSpacing(12)
        self.undo_button = named(QPushButton(self.tr("Undo tile")), "undo-tile")
        self.undo_button.setShortcut(QKeySequence(Qt.Key.Key_Backspace))
        self.undo_button.setToolTip(self.tr("Take back the last click in the hand (Backspace)"))
        self.undo_button.clicked.connect(builder.undo)
        header.addWidget(self.undo_button)
        self.clear_button = named(QPushButton(self.tr("Clear hand")), "clear-hand")
        self.clear_button.setToolTip(self.tr("Empty the hand being built (Esc)"))
        self.clear_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.clear_button.clicked.connect(lambda: builder.clear())
        header.addWidget(self.clear_button)
        layout.addLayout(header)

        # The sets wrap onto a second line rather than widen the window.
        self.tiles_holder = tiles_holder = QWidget()
        self.tiles_row = FlowLayout(tiles_holder, spacing=8, line_spacing=2)
        tiles_holder.setMinimumHeight(tile_height + 22)
        # A second line of sets when the window has the room; when it has not (larger
        # text, a units session, four kongs and the flowers) the sets scroll under the
        # first line instead of pushing the window past the screen.
        self.tiles_scroll = GivingScroll(tiles_holder, tiles_holder.minimumHeight, "hand-tiles")
        layout.addWidget(self.tiles_scroll)

        self.hint = wrapped_label("", "hand-hint")
        layout.addWidget(self.hint)

        self._concealed_group = TileGroup(self.tr("Concealed 手牌"))
        self._concealed_buttons: list[TileButton] = []
        builder.subscribe(self.refresh)
        self.refresh()

    def add_typed(self) -> None:
        if self.builder.add_text(self.typed.text()):
            # Not clear(): that keeps an undo step, and Ctrl+Z there would bring the tiles
            # back instead of undoing the hand.
            self.typed.setText("")

    def set_tile_height(self, height: int) -> None:
        self.tile_height = height
        self.tiles_holder.setMinimumHeight(height + 22)
        self.refresh()
        self.tiles_scroll.contents_changed()

    def hasHeightForWidth(self) -> bool:
        # The hint's wrapped line must not make the column treat the area's height as
        # fixed: the sets' box gives way when the window is short (GivingScroll).
        return False

    def refresh(self) -> None:
        b = self.builder
        # Only a complete hand has a winning tile; a waiting one shows its waits instead.
        ref = winning_ref(b.state) if b.tile_count() == 14 else None
        self._show_tiles(ref)
        self._show_words(ref)

    def _show_tiles(self, ref) -> None:
        """Update only the groups that changed: a click re-labels the concealed tiles in
        place; the sets and the flowers are rebuilt only when they change."""
        s = self.builder.state
        wanted: list[tuple] = []
        if s.concealed:
            wanted.append(("concealed",))
        for index, meld in enumerate(s.melds):
            marked = ref[2] if ref is not None and ref[0] == "m" and ref[1] == index else None
            wanted.append(("meld", index, meld, marked, self.tile_height))
        if s.flowers:
            wanted.append(("flowers", tuple(sorted(s.flowers)), self.tile_height))
        if not s.concealed and not s.melds and not s.flowers:
            wanted.append(("empty",))
        resized = self._fill_concealed(sorted(s.concealed), ref)
        groups = {key: self._groups.get(key) or self._make(key) for key in wanted}
        for key, widget in self._groups.items():
            if key not in groups and key not in (("concealed",), ("empty",)):
                _discard(widget)
        self._groups = {**{k: v for k, v in self._groups.items() if k in (("concealed",), ("empty",))}, **groups}
        order = [groups[k] for k in wanted]
        current = [item.widget() for i in range(self.tiles_row.count()) if (item := self.tiles_row.itemAt(i))]
        if current != order:
            while self.tiles_row.count():
                self.tiles_row.takeAt(0)
            for widget in self._groups.values():
                if widget not in order and not widget.isHidden():
                    widget.hide()
            for widget in order:
                self.tiles_row.addWidget(widget)
                widget.show()
            self.tiles_row.invalidate()
            resized = True
        if resized:
            # More or fewer concealed tiles: lay the group out again now, or a new tile
            # sits in its corner over another and the group keeps its old width.
            self._concealed_group.relayout()
            self.tiles_row.invalidate()
            self.tiles_scroll.contents_changed()

    def _make(self, key: tuple) -> QWidget:
        kind = key[0]
        if kind == "concealed":
            return self._concealed_group
        if kind == "empty":
            empty = named(PlainLabel(self.tr("Click tiles in the palette, or type them above.")), "hand-empty")
            return empty
        if kind == "meld":
            _, index, meld, marked, _height = key
            return self._meld(index, meld, None if marked is None else ("m", index, marked))
        group = TileGroup(self.tr("Flowers 花"))
        for tile in key[1]:
            button = self._tile(tile, small=True)
            button.clicked.connect(lambda _=False, t=tile: self.builder.remove_flower(t))
            button.setToolTip(self.tr("{0}: click to remove").format(tile_label(tile)))
            group.add(button)
        return group

    def _fill_concealed(self, tiles: list[int], ref) -> bool:
        """The concealed tiles in their kept buttons: more are made only as the hand grows."""
        group = self._concealed_group
        pool = self._concealed_buttons
        while len(pool) < len(tiles):
            button = self._tile(tiles[len(pool)])
            button.clicked.connect(lambda _=False, btn=button: self.builder.set_winning(("c", btn.tile)))
            self._menu(
                button,
                [
                    (self.tr("Remove this tile"), lambda btn=button: self.builder.remove_concealed(btn.tile)),
                    (self.tr("Winning tile"), lambda btn=button: self.builder.set_winning(("c", btn.tile))),
                ],
            )
            group.add(button)
            pool.append(button)
        shown_before = sum(1 for button in pool if not button.isHidden())
        marked = False
        for i, button in enumerate(pool):
            shown = i < len(tiles)
            if button.isHidden() == shown or (shown and not _shown_explicitly(button)):
                button.setVisible(shown)  # explicitly: a new button is otherwise shown a turn later
            if not shown:
                button.setObjectName("")
                continue
            tile = tiles[i]
            button.tile = tile
            button.set_tile_height(self.tile_height)
            button.set_token(T.token(tile))
            name = f"hand-{T.token(tile)}"
            if button.objectName() != name:
                button.setObjectName(name)
            winning = ref is not None and ref[0] == "c" and ref[1] == tile and not marked
            marked = marked or winning
            if winning != bool(button.property("winning")):
                if winning:
                    self._mark(button)
                else:
                    button.setStyleSheet("")
                    button.setProperty("winning", False)
                    button.setAccessibleDescription("")
                    button.setToolTip(tile_label(tile))
        return shown_before != len(tiles)

    def _show_words(self, ref) -> None:
        b = self.builder
        count = b.tile_count()
        self.title.setText(self.tr("Hand: {0} of 14 tiles").format(count))
        winning = b.winning_tile if ref is not None else None
        if b.notice:
            self.hint.setText(b.notice)
            if not self.hint.styleSheet():
                self.hint.setStyleSheet(style.NOTICE_TEXT)
        else:
            if self.hint.styleSheet():
                self.hint.setStyleSheet("")
            self.hint.setText(
                self.tr("Winning tile: {0}. Click a tile to change it; right-click to remove it.").format(
                    tile_label(winning)
                )
                if winning is not None
                else self.tr("Right-click a tile to remove it; Backspace takes back the last click.")
                if not b.is_empty
                else ""
            )
        self.undo_button.setEnabled(b.can_undo)
        self.clear_button.setEnabled(not b.is_empty)

    def _meld(self, index: int, meld, ref) -> QWidget:
        kind = {"chow": self.tr("Chow 上"), "pong": self.tr("Pong 碰"), "kong": self.tr("Kong 槓")}[meld.kind]
        if meld.kind == "kong" and not meld.exposed:
            kind = self.tr("Concealed kong 暗槓")
        group = TileGroup(kind)
        for position, tile in enumerate(meld.tiles):
            # A concealed kong is shown as players lay it: the two end tiles face down.
            face_down = meld.kind == "kong" and not meld.exposed and position in (0, 3)
            button = self._tile(tile, back=face_down)
            if ref is not None and ref[0] == "m" and ref[1] == index and ref[2] == tile:
                self._mark(button)
                ref = None
            if meld.kind != "kong":
                button.clicked.connect(lambda _=False, t=tile: self.builder.set_winning(("m", index, t)))
            self._menu(button, [(self.tr("Remove this set"), lambda: self.builder.remove_meld(index))])
            group.add(button)
        return group

    def _tile(self, tile: int, small: bool = False, back: bool = False) -> TileButton:
        height = int(self.tile_height * (0.62 if small else 1))
        button = named(TileButton("back" if back else T.token(tile), height), f"hand-{T.token(tile)}")
        if back:
            button.setToolTip(tile_label(tile))
            button.setAccessibleName(tile_label(tile))
        button.setFlat(True)
        return button

    def _mark(self, button: TileButton) -> None:
        button.setStyleSheet(style.WINNING_TILE)
        button.setProperty("winning", True)
        button.setAccessibleDescription(self.tr("winning tile"))
        button.setToolTip(self.tr("{0} (winning tile)").format(button.toolTip()))

    def _menu(self, button: TileButton, entries) -> None:
        button.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

        def show(_pos, button=button):
            menu = QMenu(button)
            for text, action in entries:
                menu.addAction(text).triggered.connect(lambda _=False, a=action: a())
            menu.exec(button.mapToGlobal(button.rect().center()))

        button.customContextMenuRequested.connect(show)


class _TilesEdit(QLineEdit):
    """The typing box. With nothing of its own to undo, Ctrl+Z (and Ctrl+Shift+Z) go to
    the window: after "tiles, Enter, Enter" the hand just recorded is undone, as anywhere."""

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            if (event.matches(QKeySequence.StandardKey.Undo) and not self.isUndoAvailable()) or (
                event.matches(QKeySequence.StandardKey.Redo) and not self.isRedoAvailable()
            ):
                event.ignore()
                return True
        return super().event(event)


class TileGroup(QWidget):
    """A caption over a row of tiles: one meld, or the concealed tiles."""

    def __init__(self, caption: str) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        label = named(PlainLabel(caption), "hand-group-caption")
        outer.addWidget(label)
        self._row = FlowLayout(spacing=1, line_spacing=2)  # 14 concealed tiles may wrap too
        outer.addLayout(self._row)

    def add(self, button: QWidget) -> None:
        self._row.addWidget(button)

    def relayout(self) -> None:
        self._row.invalidate()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
        self.updateGeometry()
        if layout is not None:
            layout.activate()


def _shown_explicitly(button: QWidget) -> bool:
    return button.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)


def _discard(widget: QWidget) -> None:
    """Take a widget out now (hidden, its name gone from findChild) and delete it once
    the event that may be running in it has returned."""
    widget.hide()
    widget.setObjectName("")
    for child in widget.findChildren(QWidget):
        child.setObjectName("")
    widget.deleteLater()
