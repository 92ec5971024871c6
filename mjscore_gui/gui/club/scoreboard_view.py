"""Club ▸ Scoreboard: tonight's standings and every table's progress, full screen on the
club's TV or projector (a second screen when there is one), in English and Chinese
together, large enough to read across the room.

It reads the board (club/results/scoreboard.py) every few seconds and whenever the ledger
says something changed, and updates its texts in place: no widget is rebuilt while the
players are watching, and it never takes the keyboard from the scorekeeper's window.
Esc or F11 leaves full screen (F11 again goes back); Close closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from fractions import Fraction

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QKeySequence, QResizeEvent, QScreen, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.club.results.scoreboard import Scoreboard, TableProgress, both, points_text
from mjscore_gui.club.results.settle_up import money_text
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.ledger import LedgerError

REFRESH_MS = 3000  # a hand recorded at another table shows within a sync plus this

# A dark board reads from across a lit room; totals keep the window's green and red,
# brightened for the dark ground.
GROUND = "#13201a"
CARD = "#1f3329"
TEXT = "#f4f0e4"
DIM = "#b9c3b6"
GOLD = "#f2c14e"
PLUS = "#6fdc94"
MINUS = "#ff8a7a"
WHY = "#ffcf70"

COLUMNS = ("rank", "player", "total", "table_points", "hands", "won", "biggest")


def _px(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(10, int(size)))
    font.setBold(bold)
    return font


class StandingsTable(QTableWidget):
    """The ranked rows; sized so every player fits the height without scrolling."""

    def __init__(self) -> None:
        super().__init__(0, len(COLUMNS))
        self.setObjectName("scoreboard-standings")
        self.setHorizontalHeaderLabels([both(c, sep="\n") for c in COLUMNS])
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        for column in range(len(COLUMNS)):
            mode = QHeaderView.ResizeMode.Stretch if column == 1 else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        self.scale = 1.0

    def fit(self) -> None:
        """Rows as tall as the height allows for everyone (at least eight rows' worth,
        at most a comfortable size), the type in proportion."""
        header = self.horizontalHeader()
        # The window's style sheet styles the sections, so their size is said there too.
        style = f"QHeaderView::section {{ font-size: {max(10, int(22 * self.scale))}px; font-weight: bold; }}"
        if header.styleSheet() != style:
            header.setStyleSheet(style)
        rows = max(self.rowCount(), 8)
        room = self.height() - header.sizeHint().height() - 4
        row_height = int(max(22, min(78 * self.scale, room / rows)))
        self.verticalHeader().setDefaultSectionSize(row_height)
        self.verticalHeader().setMinimumSectionSize(row_height)
        size = row_height * 0.64
        for r in range(self.rowCount()):
            for c in range(self.columnCount()):
                item = self.item(r, c)
                if item is not None:
                    item.setFont(_px(size, c in (1, 2)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802  (Qt's name)
        super().resizeEvent(event)
        self.fit()


class TableCard(QFrame):
    """One table's progress: its round and dealer, hands played, who sits there."""

    def __init__(self, number: str) -> None:
        super().__init__()
        self.setObjectName(f"scoreboard-table-{number}")
        parts = ("title", "round", "dealer", "hands", "players", "last")
        labels = [named(QLabel(), f"scoreboard-table-{number}-{part}") for part in parts]
        self.title, self.round, self.dealer, self.hands, self.players, self.last = labels
        self.title.setText(both("table", number))
        self.round.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.players.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.round)
        layout = self.box = QVBoxLayout(self)
        layout.addLayout(top)
        for label in (self.dealer, self.hands, self.players, self.last):
            layout.addWidget(label)
        layout.addStretch(1)

    def show_progress(self, t: TableProgress) -> None:
        _set(self.round, both("finished") if t.finished else f"{t.round_label}  {t.round_label_zh}".strip())
        _set(self.dealer, f"{both('dealer')}: {t.dealer}")
        # The plan's round (players move tables between rounds), then the hands played here.
        planned = f"{both('round', t.plan_round)} · " if t.plan_round else ""
        _set(self.hands, planned + both("played", t.hands_played, sep=" · "))
        resting = f"  ({both('sits_out')}: {t.sits_out})" if t.sits_out else ""
        _set(self.players, " · ".join(t.players) + resting)
        _set(self.last, f"{both('last_hand')} {t.updated}" if t.updated else "")

    def scale_to(self, s: float) -> None:
        self.title.setFont(_px(34 * s, True))
        self.round.setFont(_px(40 * s, True))
        for label in (self.dealer, self.hands):
            label.setFont(_px(30 * s))
        self.players.setFont(_px(28 * s))
        self.last.setFont(_px(22 * s))
        self.box.setContentsMargins(int(20 * s), int(14 * s), int(20 * s), int(14 * s))
        self.box.setSpacing(int(6 * s))


def _set(label: QLabel, text: str) -> None:
    # Only a text that changed is set: nothing repaints (or flickers) when nothing did.
    if label.text() != text:
        label.setText(text)


class ScoreboardView(QWidget):
    """The board. `build` reads it afresh (scoreboard_of bound to the window's ledger;
    None when there is nothing to read just now: the board stays as shown); `watch` hooks
    it to a change notice (Table.subscribe, Ledger.subscribe). `stamp`, when given, says
    cheaply whether the file may have changed since (another program's commit): a timer
    tick with the same stamp and no notice reads nothing and only moves the time on."""

    def __init__(
        self,
        build: Callable[[], Scoreboard | None],
        parent: QWidget | None = None,
        stamp: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("scoreboard")
        self.setWindowTitle(both("title", sep=" · "))
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)  # the scorekeeper keeps typing
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(_STYLE)
        self.build = build
        self.stamp = stamp
        self._stamped: object = None
        self.board: Scoreboard | None = None
        self._unwatch: list[Callable[[], None]] = []
        self._pending = False
        self._scale = self._card_scale = 1.0

        self.title = named(QLabel(both("title")), "scoreboard-title")
        self.evening = named(QLabel(), "scoreboard-evening")
        self.updated = named(QLabel(), "scoreboard-updated")
        self.close_button = named(QPushButton(both("close")), "scoreboard-close")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close)
        self.why = named(QLabel(), "scoreboard-why")
        self.why.setWordWrap(True)
        self.why.hide()
        self.empty = named(QLabel(both("no_hands", sep="  ")), "scoreboard-empty")
        self.standings = StandingsTable()
        self.cards: dict[str, TableCard] = {}
        self._placed: dict[str, tuple[int, int]] = {}  # each card's row and column
        self.tables_title = QLabel(both("tables"))
        self.tables_grid = QGridLayout()

        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addWidget(self.evening)
        top.addStretch(1)
        top.addWidget(self.updated)
        top.addWidget(self.close_button)
        right = QVBoxLayout()
        right.addWidget(self.tables_title)
        right.addLayout(self.tables_grid)
        right.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.empty)
        left.addWidget(self.standings, 1)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.why)
        layout.addLayout(body, 1)
        # The type follows the height (scale_to), so the window never insists on the size
        # the type had on the last screen: a 1366×768 screen gets the whole board smaller.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._body = body
        self._layout = layout

        for key in ("Esc", "F11"):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(self.toggle_full_screen if key == "F11" else self.leave_full_screen)
        self.timer = QTimer(self, interval=REFRESH_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.scale_to(1080)
        self.refresh()

    # -- keeping up with the ledger --------------------------------------------------------

    def watch(self, subscribe: Callable[[Callable[..., None]], Callable[[], None]]) -> None:
        """Refresh after each change `subscribe` reports (coalesced: many at once read once)."""
        self._unwatch.append(subscribe(lambda *_: self.refresh_soon()))

    def refresh_soon(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self.refresh)

    def tick(self) -> None:
        if self.stamp is not None and self.board is not None and self.stamp() == self._stamped:
            # Nothing committed elsewhere and no notice here: the board stands; say when it was checked.
            _set(self.updated, f"{both('updated')} {datetime.now():%H:%M:%S}")
            return
        self.refresh()

    def refresh(self) -> None:
        self._pending = False
        self._stamped = self.stamp() if self.stamp is not None else None
        try:
            board = self.build()
        except LedgerError:
            board = None  # the file cannot be read just now (the window says why): keep showing the last
        if board is not None:
            self.show_board(board)

    def show_board(self, board: Scoreboard) -> None:
        """Every text of `board` into the widgets already there; rows and cards are added
        or taken away only when players or tables come or go."""
        self.board = board
        _set(self.evening, board.evening)
        _set(self.updated, f"{both('updated')} {board.read_at}")
        _set(self.why, board.why or "")
        self.why.setVisible(bool(board.why))
        self.empty.setVisible(not board.rows)
        self._show_rows(board)
        self._show_tables(board.tables)

    def _show_rows(self, board: Scoreboard) -> None:
        table = self.standings
        resized = table.rowCount() != len(board.rows)
        if resized:
            table.setRowCount(len(board.rows))
        for r, row in enumerate(board.rows):
            name = f"{row.name}  {row.name_zh}".strip()
            biggest = str(row.biggest_faan) if row.biggest_faan is not None else "—"
            texts = (str(row.rank), name, money_text(row.total), points_text(row.table_points))
            for c, text in enumerate((*texts, str(row.hands), str(row.won), biggest)):
                item = table.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    align = Qt.AlignmentFlag.AlignLeft if c == 1 else Qt.AlignmentFlag.AlignRight
                    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                    table.setItem(r, c, item)
                    resized = True
                if item.text() != text:
                    item.setText(text)
                if c == 2 and item.foreground().color() != _money_colour(row.total):
                    item.setForeground(QBrush(_money_colour(row.total)))
        if resized:
            table.fit()

    def _show_tables(self, tables: tuple[TableProgress, ...]) -> None:
        wanted = [t.table for t in tables]
        for number in list(self.cards):
            if number not in wanted:
                gone = self.cards.pop(number)
                self.tables_grid.removeWidget(gone)
                self._placed.pop(number, None)
                gone.deleteLater()
        columns = 1 if len(tables) <= 3 else 2
        # Four tables and more go two abreast, in smaller type.
        card_scale = self._scale * (1.0 if columns == 1 else 0.78)
        if card_scale != self._card_scale:
            self._card_scale = card_scale
            for shown_card in self.cards.values():
                shown_card.scale_to(card_scale)
        for n, t in enumerate(tables):
            if t.table not in self.cards:
                self.cards[t.table] = TableCard(t.table)
                self.cards[t.table].scale_to(card_scale)
            card = self.cards[t.table]
            place = (n // columns, n % columns)
            if self._placed.get(t.table) != place:  # moved only when tables come, go or reorder
                self.tables_grid.removeWidget(card)
                self.tables_grid.addWidget(card, *place)
                self._placed[t.table] = place
            card.show_progress(t)
        self.tables_title.setVisible(bool(tables))

    # -- size ------------------------------------------------------------------------------

    def scale_to(self, height: int) -> None:
        """Type in proportion to the screen's height: 1 on a 1080-line screen."""
        s = max(0.5, height / 1080)
        self._scale = s
        self.title.setFont(_px(54 * s, True))
        self.evening.setFont(_px(32 * s))
        self.updated.setFont(_px(26 * s))
        self.close_button.setFont(_px(24 * s))
        self.why.setFont(_px(28 * s, True))
        self.empty.setFont(_px(36 * s))
        self.tables_title.setFont(_px(36 * s, True))
        self.standings.scale = s
        self._card_scale = 0.0  # the cards follow at the next _show_tables
        if self.board is not None:
            self._show_tables(self.board.tables)
        margin = int(28 * s)
        self._layout.setContentsMargins(margin, int(18 * s), margin, margin)
        self._layout.setSpacing(int(14 * s))
        self._body.setSpacing(int(28 * s))
        self.tables_grid.setSpacing(int(16 * s))
        self.standings.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802  (Qt's name)
        super().resizeEvent(event)
        if abs(event.size().height() / 1080 - self._scale) > 0.01:
            self.scale_to(event.size().height())

    # -- the screen ------------------------------------------------------------------------

    def show_on(self, screen: QScreen, give_back: QWidget | None = None) -> None:
        """Full screen on `screen`; then the keyboard back to `give_back` (the scorekeeper's
        window, when the board is on another screen: hands are still being entered)."""
        self.scale_to(screen.geometry().height())
        self.setGeometry(screen.geometry())
        window = self.windowHandle()
        if window is not None:
            window.setScreen(screen)
        self.showFullScreen()
        if give_back is not None:
            give_back.activateWindow()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.leave_full_screen()
        else:
            self.showFullScreen()

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def closeEvent(self, event) -> None:  # noqa: N802  (Qt's name)
        self.timer.stop()
        for unwatch in self._unwatch:
            unwatch()
        self._unwatch.clear()
        super().closeEvent(event)


def board_screen(beside: QWidget) -> QScreen:
    """A second screen when there is one (the TV beside the scorekeeper's laptop), else
    the screen `beside` is on."""
    current = beside.screen()
    others = [s for s in QGuiApplication.screens() if s is not current]
    return others[0] if others else current


def _money_colour(total: Fraction | None) -> QColor:
    if total is None or total == 0:
        return QColor(TEXT)
    return QColor(PLUS if total > 0 else MINUS)


_STYLE = f"""
ScoreboardView {{ background: {GROUND}; }}
QLabel {{ color: {TEXT}; background: transparent; }}
QLabel#scoreboard-title {{ color: {GOLD}; }}
QLabel#scoreboard-evening, QLabel#scoreboard-updated {{ color: {DIM}; }}
QLabel#scoreboard-why {{ color: {WHY}; }}
TableCard {{ background: {CARD}; border-radius: 14px; }}
TableCard QLabel[objectName$="-title"] {{ color: {GOLD}; }}
TableCard QLabel[objectName$="-last"] {{ color: {DIM}; }}
QTableWidget {{ background: {GROUND}; alternate-background-color: {CARD}; color: {TEXT}; border: none; }}
QTableWidget::item {{ padding: 0px 8px; }}
QHeaderView::section {{ background: {GROUND}; color: {GOLD}; border: none; padding: 4px 10px; }}
QPushButton {{ color: {TEXT}; background: {CARD}; border: 1px solid {DIM}; border-radius: 8px; padding: 6px 18px; }}
"""
