"""Fixing a recorded entry, as plain Python: which entry is open, under which rules it
was played (the edit is previewed, checked and re-recorded under those, never today's),
and who sat where at that hand."""

from __future__ import annotations

from dataclasses import dataclass

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.state.entry_text import entry_name, rules_summary
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.state.text import tr
from mjscore_gui.ledger import HandRecord

# What each kind of entry opens in: the tile editor, or its own dialog.
EDITOR = {"hand": "tiles", "draw": "tiles", "faan": "faan", "false_win": "false_win", "penalty": "penalty"}


@dataclass(frozen=True)
class HandEdit:
    row: HandRecord
    ruleset: Ruleset
    since: int | None = None  # the session's revision when the edit began (Table.revision)

    @classmethod
    def of(cls, table: Table | None, row: HandRecord) -> HandEdit:
        if not row.has_money:
            raise ValueError(tr("HandEdit", "A rules or seat change cannot be edited; delete it and make it again"))
        return cls(row, row.ruleset, table.revision if table is not None else None)

    @property
    def editor(self) -> str:
        if self.row.kind == "hand" and self.row.typed.get("bonus_win"):
            return "flower_win"  # a win on bonus tiles alone has no tiles to edit
        return EDITOR[self.row.kind]

    @property
    def key(self) -> int:
        return self.row.id

    @property
    def number(self) -> int | None:
        return self.row.number

    def seat_names(self) -> dict[str, str]:
        """Who sat where at that hand, player name by seat wind."""
        return dict(self.row.seats)

    def banner(self) -> str:
        """What the edit view says: which entry, and the rules it is judged by."""
        what = entry_name(self.row)
        if self.row.kind == "draw":
            lead = tr("HandEdit", "Editing {0}: enter the winning hand to replace the draw").format(what)
        else:
            lead = tr("HandEdit", "Editing {0}").format(what)
        return tr("HandEdit", "{0} · played under: {1}").format(lead, rules_summary(self.ruleset))

    def still_there(self, table: Table) -> bool:
        return any(e.id == self.row.id for e in table.rows())
