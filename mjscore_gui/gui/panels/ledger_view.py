"""The ledger: one row per entry (its own number, the deal, what happened in full, the
faan, each player's delta and running total, as on paper): hands, penalties and rules or seat changes. Double-click
an entry (or Enter) to fix it; right-click to fix or delete it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QTableView

from mjscore_gui.gui.state.entry_text import describe, number_text
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.scale import Scale
from mjscore_gui.ledger import HandRecord
from mjscore_gui.payout.money import format_amount
from mjscore_gui.pictures.hand_labels import short_label


class LedgerModel(QAbstractTableModel):
    FIXED = 4  # #, hand, result, faan; then one column per player

    def __init__(self, table: Table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self._rows: Sequence[HandRecord] = []
        self._players: list[str] = []
        self._shown: dict[int, tuple[str, ...]] = {}  # each row's texts, by row
        table.subscribe(self.reload)
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._rows = self.table.rows()
        self._players = self.table.players
        self._shown = {}
        self.endResetModel()

    def row(self, index: int) -> HandRecord:
        return self._rows[index]

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else self.FIXED + len(self._players)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return self.title(section)

    def title(self, section: int) -> str:
        """The column's title: #, Hand, Result, Faan, then each player's name."""
        fixed = [self.tr("#"), self.tr("Hand"), self.tr("Result"), self.tr("Faan")]
        return fixed[section] if section < self.FIXED else self._players[section - self.FIXED]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        # Asked for every role of every cell in view at each paint: answered from the
        # row's texts, worked out once per row, and colours made once.
        if not index.isValid():
            return None
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts(index.row())[col]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if col == 3 or col >= self.FIXED or col == 0 else None
        player = self._players[col - self.FIXED] if col >= self.FIXED else None
        if player is not None and role in (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.FontRole):
            row = self._rows[index.row()]
            if role == Qt.ItemDataRole.FontRole:
                if player == row.dealer and row.is_hand:
                    font = QFont()
                    font.setBold(True)  # the dealer of that hand
                    return font
                return None
            delta = row.deltas.get(player, 0)
            return None if delta == 0 else _colour(style.GREEN if delta > 0 else style.RED)
        if role == Qt.ItemDataRole.ToolTipRole:
            row = self._rows[index.row()]
            # The row's whole story, as its Result cell says it: the column may be cut at
            # the window's width, the tooltip has all of it.
            tip = self._texts(index.row())[2]
            if player == row.dealer and row.is_hand:
                tip += "\n" + self.tr("Dealer 莊 for this hand")
            if player is not None and player == row.sits_out:
                tip += "\n" + self.tr("Sat this one out (a table of five)")
            if player is not None and row.has_money:
                tip += "\n" + self.tr("This entry, then the running total")
            if row.has_money:
                tip += "\n" + self.tr("Double-click to fix it; right-click to delete it")
            return tip.strip()
        return None

    def _texts(self, index: int) -> tuple[str, ...]:
        texts = self._shown.get(index)
        if texts is None:
            row = self._rows[index]
            texts = self._shown[index] = (
                number_text(row),
                short_label(row.short_label) if row.is_hand else "",
                describe(row),
                "" if row.faan is None else str(row.faan),
                *(self._cell(row, player) if row.has_money else "" for player in self._players),
            )
        return texts

    def _cell(self, row: HandRecord, player: str) -> str:
        """As on paper: what the entry moved, then where the player stands after it, '+8 → 24'."""
        total = format_amount(row.totals.get(player, 0))
        if player == row.sits_out:  # a table of five: who sat this hand out, where their delta would be
            return f"{self.tr('sits out')} → {total}"
        delta = row.deltas.get(player, 0)
        moved = ("+" if delta > 0 else "") + format_amount(delta) if delta else "0"
        return f"{moved} → {total}"


_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@cache
def _colour(name: str) -> QColor:
    """A QColor (the view takes it as the text's brush) made once per colour."""
    return QColor(name)


class LedgerView(QTableView):
    edit_requested = Signal(object)  # HandRecord
    delete_requested = Signal(object)  # HandRecord

    def __init__(self, table: Table, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ledger-table")
        self.ledger_model = LedgerModel(table, self)
        self._font_scale = 1.0  # Larger text: set_scale
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        self.setModel(self.ledger_model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        # Widths from the font, not from reading rows: a 20,000-hand night opens at once.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self._size_columns()
        self.ledger_model.modelReset.connect(self._size_columns)
        self.doubleClicked.connect(self._double_clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        # After the rows are laid out, not during the reset: the new entry is in view.
        self.ledger_model.modelReset.connect(lambda: QTimer.singleShot(0, self.show_latest))
        # A view showing the latest entry keeps it whole when the view shrinks (the status
        # line that appears after a hand is recorded takes a row's height), as a chat does.
        bar = self.verticalScrollBar()
        self._at_latest = True
        bar.valueChanged.connect(lambda value: setattr(self, "_at_latest", value >= bar.maximum()))
        bar.rangeChanged.connect(lambda low, high: bar.setValue(high) if self._at_latest else None)

    def _size_columns(self) -> None:
        metrics = self.fontMetrics()
        model = self.ledger_model
        widths = {
            0: metrics.horizontalAdvance("P000") + 16,
            1: metrics.horizontalAdvance("E4+10") + 16,
            3: metrics.horizontalAdvance("Faan") + 20,
        }
        for col in range(model.columnCount()):
            if col in widths:
                self.setColumnWidth(col, widths[col])
            elif col >= model.FIXED:
                name = model.title(col)
                self.setColumnWidth(
                    col, max(metrics.horizontalAdvance(name), metrics.horizontalAdvance("+000.0 → -0000.0")) + 16
                )
        # The description column takes the spare width; the numbers stay compact.
        self.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    def _double_clicked(self, index) -> None:
        self.edit_requested.emit(self.ledger_model.row(index.row()))

    def _menu(self, pos) -> None:
        index = self.indexAt(pos)
        if not index.isValid():
            return
        row = self.ledger_model.row(index.row())
        menu = QMenu(self)
        if row.has_money:
            menu.addAction(self.tr("Edit this entry…")).triggered.connect(lambda: self.edit_requested.emit(row))
        menu.addAction(self.tr("Delete this entry…")).triggered.connect(lambda: self.delete_requested.emit(row))
        menu.exec(self.viewport().mapToGlobal(pos))

    def keyPressEvent(self, event) -> None:
        # Enter on a selected row edits it, as a double-click does (keyboard reach).
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._double_clicked(self.currentIndex())
            return
        super().keyPressEvent(event)

    def set_scale(self, scale: Scale) -> None:
        """Larger text reaches the ledger too: rows grow with the font."""
        self._font_scale = scale.font
        self.verticalHeader().setDefaultSectionSize(int(24 * scale.font))
        self._size_columns()

    def strip_height(self) -> int:
        """The ledger's own share of the window: the header and the latest six rows as on
        paper (three in larger text, whose rows are taller), whole."""
        rows = 6 if self._font_scale <= 1 else 3
        header = self.horizontalHeader().sizeHint().height()
        bar = self.horizontalScrollBar().sizeHint().height() if self.horizontalScrollBar().maximum() > 0 else 0
        return header + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth() + bar + 2

    def minimumSizeHint(self) -> QSize:
        # The least it gives a long hand: its header and the latest row.
        own = super().minimumSizeHint()
        header = self.horizontalHeader().sizeHint().height()
        return QSize(own.width(), header + self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth())

    def show_latest(self) -> None:
        """The latest entry in view, as the table left it (at launch, after each record)."""
        count = self.ledger_model.rowCount()
        if count:
            self.scrollTo(self.ledger_model.index(count - 1, 0))

    def current_row(self) -> HandRecord | None:
        index = self.currentIndex()
        return self.ledger_model.row(index.row()) if index.isValid() else None
