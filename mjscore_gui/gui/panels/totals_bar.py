"""Each player's running total in large type, readable from across the table, with
their seat wind for the next hand and the dealer marked.

`total-E` … `total-N` name the players by the chair they started in (the first East,
South, West, North): a player's total stays under the same name as the deal moves. A
fifth (a table of five: `total-5`, shown "sits out" for the hand they sit out) or a
substitute gets the next number."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui import i18n
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.state.text import keep_words
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.winds import wind_label
from mjscore_gui.payout.money import format_amount

CARD_MARGIN = 2  # above and below a card's name and total


class PlayerCard(QFrame):
    """A player's box: a click picks them as the winner or the discarder."""

    clicked = Signal()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)


class NameLabel(QLabel):
    """A player's name, seat and dealer's mark on one line that never widens the bar.
    Short of room it drops the words before the name: the seat, then "Dealer" down to
    the one character 莊 (a cut "Deale" or 莊 without 家 told nobody who deals), and only
    then shortens the name ("Benjam…"). The whole line is the tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is drawn as typed
        self._parts = ("", "", "")

    def show_name(self, name: str, seat: str, mark: str) -> None:
        self._parts = (name, seat, mark)
        self.setToolTip(keep_words(" ".join(p for p in self._parts if p)))
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        name, seat, mark = self._parts
        short = "莊" if mark else ""
        metrics, room = self.fontMetrics(), self.contentsRect().width()
        tries = [f"{name}  {seat} {mark}", f"{name}  {seat} {short}", f"{name} {short}"]
        shown = next((t for t in tries if metrics.horizontalAdvance(t.strip()) <= room), None)
        if shown is None:
            keep = metrics.horizontalAdvance(f" {short}") if short else 0
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0, room - keep)) + f" {short}"
        shown = keep_words(shown.strip())
        if shown != self.text():
            self.setText(shown)


class TotalsBar(QFrame):
    picked = Signal(str)  # the seat wind of the player whose box was clicked

    def __init__(self, table: Table, seat_names: Callable[[], dict[str, str]], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("totals")
        self.table = table
        # The seats of the hand being entered: the next hand's, or while a past hand is
        # fixed its own, so a click on Amy's box picks Amy as she sat then (East in hand 1).
        self.seat_names = seat_names
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.round = wrapped_label("", "round-label")  # at most two lines: the bar's height is fixed (fit_height)
        self.round.setFixedWidth(150)
        self.round.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.round)
        self.cards: list[tuple[QFrame, NameLabel, QLabel]] = []
        self.row = layout
        self.seat_of: dict[int, str] = {}  # chair -> seat wind in the hand being entered
        table.subscribe(self.refresh)
        self.refresh()
        self.fit_height()

    def fit_height(self) -> None:
        """One height whatever the labels say ("repeat 1", four-digit totals, a long
        name): two lines of the round label or one of the totals, whichever is taller, so
        nothing below the bar moves between hands. Called again when the text size changes."""
        self.round.ensurePolished()
        metrics = self.round.fontMetrics()
        lines = 2 * metrics.lineSpacing()
        # As wide as the longest first line, so the label never needs a third.
        self.round.setFixedWidth(max(150, metrics.horizontalAdvance(self.tr("Next hand: North round, hand 4,")) + 8))
        tallest = lines
        for card, name, total in self.cards:
            for w in (card, name, total):
                w.ensurePolished()
            margins = card.contentsMargins().top() + card.contentsMargins().bottom() + 2 * CARD_MARGIN
            tallest = max(tallest, total.fontMetrics().height() + margins, name.fontMetrics().height() + margins)
        outer = self.row.contentsMargins()
        self.setFixedHeight(tallest + outer.top() + outer.bottom() + 2 * self.frameWidth())

    def _card(self, index: int) -> tuple[QFrame, NameLabel, QLabel]:
        # The first four players are named by the chair they started in; a substitute
        # who joins later gets the next number.
        suffix = SEATS[index] if index < 4 else str(index + 1)
        card = named(PlayerCard(), f"player-card-{suffix}")
        card.setCursor(Qt.CursorShape.PointingHandCursor)
        card.setToolTip(self.tr("Click: the winner, then the discarder; again to clear"))
        card.clicked.connect(lambda: self._clicked(index))
        card.setFrameShape(QFrame.Shape.StyledPanel)
        # Name and total on one line: the bar stays one line high on a short screen.
        box = QHBoxLayout(card)
        box.setContentsMargins(10, CARD_MARGIN, 10, CARD_MARGIN)
        box.setSpacing(8)
        name = named(NameLabel(), f"player-{suffix}")
        name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # One line that never widens the bar: a long name is cut, shown whole in the tooltip.
        name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        total = named(PlainLabel("0"), f"total-{suffix}")
        total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        box.addWidget(name, 1)
        box.addWidget(total)
        self.row.addWidget(card, 1)
        return card, name, total

    def _clicked(self, chair: int) -> None:
        seat = self.seat_of.get(chair)
        if seat is not None:
            self.picked.emit(seat)

    def refresh(self) -> None:
        players = self.table.players
        while len(self.cards) < len(players):
            self.cards.append(self._card(len(self.cards)))
        totals = self.table.totals()
        next_hand = self.table.next_hand()
        label = next_hand.label_zh if i18n.current().startswith("zh") and next_hand.label_zh else next_hand.label
        # The dealer is marked on their own box: the label keeps to the round and deal.
        who = next_hand.dealer
        deal = label.replace(f", dealer: {who}", "").replace(f" 莊家: {who}", "") if who else label
        self.round.setText(keep_words(self.tr("Next hand: {0}").format(deal)))  # 莊家 on one line
        self.round.setToolTip(self.tr("Next hand: {0}").format(label))
        seat_of = {player: seat for seat, player in next_hand.seats.items()}
        picked = {player: seat for seat, player in self.seat_names().items()}
        self.seat_of = {chair: picked[player] for chair, player in enumerate(players) if player in picked}
        for chair, (card, name, total) in enumerate(self.cards):
            card.setVisible(chair < len(players))
            if chair >= len(players):
                continue
            player = players[chair]
            seat = seat_of.get(player)
            dealer = player == next_hand.dealer
            marker = self.tr(" · Dealer 莊") if dealer else ""
            # At a table of five one sits each hand out in turn: not a player who left.
            where = (
                wind_label(seat)
                if seat
                else self.tr("sits out")
                if player == next_hand.sits_out
                else self.tr("not seated")
            )
            name.show_name(player, f"({where})", marker.strip())
            value = totals[chair]
            total.setText(("+" if value > 0 else "") + format_amount(value))
            total.setAccessibleName(self.tr("{0}'s total").format(player))
            self._restyle(card, "dealer", dealer)
            self._restyle(total, "sign", "plus" if value > 0 else "minus" if value < 0 else "zero")

    def show_picks(self, winner: str | None, discarder: str | None) -> None:
        """Mark the boxes of the winner and the discarder picked for the hand being built."""
        for chair, (card, _name, _total) in enumerate(self.cards):
            seat = self.seat_of.get(chair)
            pick = "winner" if seat is not None and seat == winner else ""
            pick = "discarder" if seat is not None and seat == discarder else pick
            self._restyle(card, "pick", pick)

    def _restyle(self, w: QWidget, prop: str, val: object) -> None:
        if w.property(prop) == val:
            return
        w.setProperty(prop, val)
        # A style rule keyed on a property is re-read only on a re-polish, and the
        # frame is only redrawn when asked: without update() the old dealer's
        # frame stayed until the next relaunch.
        if self.styleSheet():
            w.style().unpolish(w)
            w.style().polish(w)
            w.update()
