"""Faan-only entry, for tables that count faan themselves: winner, how, from whom and
the faan; recorded and settled exactly as a hand entered tile by tile. When the ledger
refuses it (below the minimum, ...) the dialog stays open with what was typed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialogButtonBox, QSpinBox

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.dialogs.entry_form import EntryDialog
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.choice_pair import choice_pair
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.seat_combo import SeatCombo
from mjscore_gui.limits import MAX_FAAN
from mjscore_gui.outcome import FaanClaim, settle_entry


class QuickEntryDialog(EntryDialog):
    def __init__(
        self,
        ruleset: Ruleset,
        names: dict[str, str],
        state,
        submit: Callable[[dict], None],
        parent=None,
        initial: dict | None = None,
        banner: str | None = None,
    ) -> None:
        super().__init__("quick-entry-dialog", self.tr("Record a win by its faan"), banner, submit, parent)
        form = self.form
        self.ruleset = ruleset
        if initial is not None:  # fixing a recorded faan-only hand
            winner, win = initial.get("seat_wind", "E"), initial.get("win", "discard")
            discarder = initial.get("discarder")
        else:
            winner, win, discarder = state.winner, state.win, state.discarder
        self.winner = named(SeatCombo(names), "quick-winner")
        self.winner.set_seat(winner)
        form.addRow(self.tr("&Winner 食糊:"), self.winner)
        how, self.self_drawn, self.discard = choice_pair(
            self, (self.tr("&Self-drawn 自摸"), "quick-self-drawn"), (self.tr("&Discard 出銃"), "quick-discard")
        )
        (self.self_drawn if win == "self_drawn" else self.discard).setChecked(True)
        form.addRow(self.tr("How:"), how)
        self.discarder = named(SeatCombo(names), "quick-discarder")
        self.discarder.set_seat(discarder)  # nobody guessed: the player picks (issue 23)
        form.addRow(self.tr("D&iscarded by:"), self.discarder)
        self.faan = named(QSpinBox(), "quick-faan")
        # A ruleset settled on a points table counts every faan (seed 003, 5.4: the Limit
        # is "not used as a point cutter"; Figure 3 pays "20 faans or more"); others stop at 20.
        self.faan.setRange(0, MAX_FAAN if ruleset.faan_cut is None else 20)
        minimum = ruleset.settings.get("min_faan", 3)
        self.faan.setValue(initial["faan"] if initial is not None else minimum)
        form.addRow(self.tr("&Faan 番:"), self.faan)
        self.note = PlainLabel(self.tr("The table's minimum is {0} faan.").format(minimum))
        form.addRow(self.note)
        # Who pays what, before it is recorded: the one outcome path the ledger settles with.
        self.add_amounts(self.tr("Each pays or receives:"), names, "quick")
        self.preview = wrapped_label("", "quick-preview")
        form.addRow(self.preview)
        changes = (
            self.faan.valueChanged,
            self.winner.currentIndexChanged,
            self.discarder.currentIndexChanged,
            self.self_drawn.toggled,
        )
        buttons = self.add_buttons(self.tr("Record"), "quick", clear_on=changes)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.self_drawn.toggled.connect(lambda on: self.discarder.setEnabled(not on))
        self.discarder.setEnabled(not self.self_drawn.isChecked())
        for signal in changes:
            signal.connect(lambda *_: self._show_amounts())
        self._show_amounts()

    def problem(self) -> str | None:
        """What the player still has to pick before this can be recorded, if anything."""
        v = self.values()
        if v["winner"] is None:
            return self.tr("Pick the winner")
        if v["win"] == "discard" and v["discarder"] is None:
            return self.tr("Pick who discarded the winning tile")
        return None

    def _show_amounts(self) -> None:
        v = self.values()
        missing = self.problem()
        self.ok.setEnabled(missing is None)
        if missing is not None:
            self.preview.setText(missing)
            self.show_amounts(None)
            return
        claim = FaanClaim(v["faan"], v["winner"], v["win"], v["discarder"])
        try:
            payments = settle_entry(claim, self.ruleset).payments
        except ValueError as exc:  # e.g. a discarder who is the winner
            self.preview.setText(str(exc))
            self.show_amounts(None)
            return
        self.preview.clear()
        self.show_amounts(payments)

    def values(self) -> dict:
        win = "self_drawn" if self.self_drawn.isChecked() else "discard"
        return {
            "faan": self.faan.value(),
            "winner": self.winner.seat(),
            "win": win,
            "discarder": self.discarder.seat() if win == "discard" else None,
        }
