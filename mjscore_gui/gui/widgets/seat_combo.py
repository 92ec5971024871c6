"""A combo box of the four seats, each shown with its wind and its player."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QComboBox

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui.widgets.winds import wind_label


class SeatCombo(QComboBox):
    def __init__(self, names: Mapping[str, str], with_nobody: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.with_nobody = with_nobody
        self.fill(names)

    def fill(self, names: Mapping[str, str], nobody: str = "", leave_out: str | None = None) -> None:
        """The seats but `leave_out`, each with its player (the wind alone before anyone is
        named), after the item for no seat (`nobody`, else "Nobody") when the box has one."""
        self.clear()
        if self.with_nobody:
            self.addItem(nobody or self.tr("Nobody"), None)
        for seat in SEATS:
            if seat != leave_out:
                name = names.get(seat, "")
                self.addItem(f"{wind_label(seat)} · {name}" if name else wind_label(seat), seat)

    def seat(self) -> str | None:
        return self.currentData()

    def set_seat(self, seat: str | None) -> None:
        """Show `seat`; None shows Nobody where there is such an item, else no choice at
        all (a guessed default once had a hand recorded against the wrong discarder)."""
        if seat is None:
            self.setCurrentIndex(0 if self.with_nobody else -1)
            return
        index = self.findData(seat)
        if index >= 0:
            self.setCurrentIndex(index)
