"""Flower win 花糊: a win on bonus tiles alone, seed 001's custom rule (七搶一 with seven,
八仙過海 with all eight). Winner, seven or eight, and with seven who drew the eighth (who
pays as a discarder; with eight everyone pays as for a self-drawn win). Stays open with
what was chosen when the ledger refuses it (the rule not played, ...)."""

from __future__ import annotations

from collections.abc import Callable

from mjscore_gui.gui.dialogs.entry_form import EntryDialog
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.choice_pair import choice_pair
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.seat_combo import SeatCombo


class FlowerWinDialog(EntryDialog):
    def __init__(
        self,
        names: dict[str, str],
        winner: str,
        submit: Callable[[dict], None],
        parent=None,
        initial: dict | None = None,
        banner: str | None = None,
    ) -> None:
        super().__init__("flower-win-dialog", self.tr("Flower win 花糊"), banner, submit, parent)
        form = self.form
        intro = PlainLabel(
            self.tr(
                "Seven bonus tiles (七搶一): the player who drew the eighth pays as a discarder. "
                "All eight (八仙過海): everyone pays as for a self-drawn win."
            )
        )
        intro.setWordWrap(True)
        form.addRow(intro)
        self.winner = named(SeatCombo(names), "flower-win-winner")
        self.winner.set_seat(winner)
        form.addRow(self.tr("&Winner 食糊:"), self.winner)
        how, self.seven, self.eight = choice_pair(
            self, (self.tr("&Seven 七搶一"), "flower-win-seven"), (self.tr("&Eight 八仙過海"), "flower-win-eight")
        )
        form.addRow(self.tr("Bonus tiles:"), how)
        self.drawer = named(SeatCombo(names), "flower-win-drawer")
        self.drawer.set_seat("S" if winner != "S" else "E")
        form.addRow(self.tr("Eighth &drawn by:"), self.drawer)
        if initial is not None:  # fixing a recorded flower win
            eight = initial.get("win") == "self_drawn"
            self.eight.setChecked(eight)
            if initial.get("discarder"):
                self.drawer.set_seat(initial["discarder"])
        self.drawer.setEnabled(not self.eight.isChecked())
        self.eight.toggled.connect(lambda on: self.drawer.setEnabled(not on))
        changes = (self.winner.currentIndexChanged, self.drawer.currentIndexChanged, self.eight.toggled)
        self.add_buttons(self.tr("Record"), "flower-win", clear_on=changes)

    def values(self) -> dict:
        count = 8 if self.eight.isChecked() else 7
        return {
            "winner": self.winner.seat(),
            "count": count,
            "drawer": self.drawer.seat() if count == 7 else None,
        }
