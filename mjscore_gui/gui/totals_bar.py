"""Each player's running total in large type, readable from across the table, with
their seat wind for the next hand and the dealer marked.

`total-E` … `total-N` name the players by the chair they started in (the first East,
South, West, North): a player's total stays under the same name as the deal moves."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from mjscore_gui.gui.models.table import TableSession
from mjscore_gui.payout.money import format_amount

SEATS = ("E", "S", "W", "N")
WIND_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}


class TotalsBar(QFrame):
    def __init__(self, table: TableSession, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("totals")
        self.table = table
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.round = QLabel()
        self.round.setObjectName("round-label")
        self.round.setWordWrap(True)
        self.round.setFixedWidth(190)
        layout.addWidget(self.round)
        self.cards: list[tuple[QFrame, QLabel, QLabel]] = []
        for chair, seat in enumerate(SEATS):
            card = QFrame()
            card.setObjectName(f"player-card-{seat}")
            card.setFrameShape(QFrame.Shape.StyledPanel)
            box = QVBoxLayout(card)
            box.setContentsMargins(10, 4, 10, 4)
            box.setSpacing(0)
            name = QLabel()
            name.setObjectName(f"player-{seat}")
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            total = QLabel("0")
            total.setObjectName(f"total-{seat}")
            total.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.addWidget(name)
            box.addWidget(total)
            layout.addWidget(card, 1)
            self.cards.append((card, name, total))
        table.subscribe(self.refresh)
        self.refresh()

    def wind_name(self, seat: str) -> str:
        return {"E": self.tr("East"), "S": self.tr("South"), "W": self.tr("West"), "N": self.tr("North")}[seat]

    def refresh(self) -> None:
        players = self.table.players
        totals = self.table.totals()
        position = self.table.position()
        self.round.setText(self.tr("Next hand: {0}").format(position.label))
        for chair, (card, name, total) in enumerate(self.cards):
            seat = position.seat_of(chair)
            dealer = chair == position.dealer
            marker = self.tr(" · Dealer 莊") if dealer else ""
            name.setText(f"{players[chair]}  ({WIND_ZH[seat]} {self.wind_name(seat)}){marker}")
            value = totals[chair]
            total.setText(("+" if value > 0 else "") + format_amount(value))
            total.setAccessibleName(self.tr("{0}'s total").format(players[chair]))
            for w, prop, val in ((card, "dealer", dealer),
                                 (total, "sign", "plus" if value > 0 else "minus" if value < 0 else "zero")):
                w.setProperty(prop, val)
                w.style().unpolish(w)
                w.style().polish(w)
