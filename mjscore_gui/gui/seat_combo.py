"""A combo box of the four seats, each shown with its wind and its player."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

SEATS = ("E", "S", "W", "N")
WIND_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}


class SeatCombo(QComboBox):
    def __init__(self, names: dict[str, str], with_nobody: bool = False, parent=None) -> None:
        super().__init__(parent)
        if with_nobody:
            self.addItem(self.tr("Nobody"), None)
        for seat in SEATS:
            wind = {"E": self.tr("East"), "S": self.tr("South"), "W": self.tr("West"), "N": self.tr("North")}[seat]
            self.addItem(f"{wind} {WIND_ZH[seat]} · {names.get(seat, '')}", seat)

    def seat(self) -> str | None:
        return self.currentData()

    def set_seat(self, seat: str | None) -> None:
        index = self.findData(seat) if seat is not None else 0
        if index >= 0:
            self.setCurrentIndex(index)
