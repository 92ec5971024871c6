"""Fixing the ledger from the main window: undo and redo, editing a recorded entry under
the rules it was played with, deleting one. `HandEditor` is held by MainWindow
(window/main_window.py) as `window.editor`, given what it works with; its words are the
window's: each is written `tr("MainWindow", …)`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QStatusBar, QWidget

from mjscore_gui.gui.dialogs.entry_form import EntryDialog
from mjscore_gui.gui.dialogs.flower_win_dialog import FlowerWinDialog
from mjscore_gui.gui.dialogs.penalty_dialog import FalseWinDialog, PenaltyDialog
from mjscore_gui.gui.dialogs.quick_entry import QuickEntryDialog
from mjscore_gui.gui.panels.ledger_view import LedgerView
from mjscore_gui.gui.panels.result_panel import ResultPanel
from mjscore_gui.gui.panels.situation_panel import SituationPanel
from mjscore_gui.gui.panels.totals_bar import TotalsBar
from mjscore_gui.gui.state.entry_text import describe, entry_name
from mjscore_gui.gui.state.hand_builder import HandBuilder
from mjscore_gui.gui.state.hand_edit import HandEdit
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets.plain import shown
from mjscore_gui.gui.window.menus import tr
from mjscore_gui.gui.window.recording import ENTRY_OF, STATUS_MS
from mjscore_gui.ledger import ChangedElsewhere, HandRecord


@dataclass(frozen=True)
class EditViews:
    """The window's parts an edit shows itself in."""

    edit_banner: QLabel
    status_undo: QPushButton
    ledger: LedgerView
    situation: SituationPanel
    result: ResultPanel
    totals: TotalsBar


class HandEditor:
    """Undoes, edits and deletes what `table` holds; a hand being fixed is `editing`, in
    `builder` under the rules it was played with. Dialogs are parented to `parent`; a ledger
    change goes through `guard` (Recorder.guard), which says a refusal."""

    def __init__(
        self,
        table: Table,
        builder: HandBuilder,
        parent: QWidget,
        status: QStatusBar,
        views: EditViews,
        *,
        guard: Callable[[Callable[[], Any]], Any],
        copy_line: Callable[[], str],
        next_hand: Callable[[], None],
        announce: Callable[..., None],
        builder_changed: Callable[[], None],
    ) -> None:
        self.table = table
        self.builder = builder
        self.parent = parent
        self.status = status
        self.views = views
        self.editing: HandEdit | None = None
        self._restored: dict[str, Any] | None = None  # the hand undo put back in the editor
        self._guard = guard
        self._copy_line = copy_line
        self._next_hand = next_hand
        self._announce = announce
        self._builder_changed = builder_changed

    def undo(self) -> None:
        if not self.table.can_undo():
            return
        rows = self.table.rows()  # as they were: the undone hand comes back from these
        try:
            done = self.table.undo()
        except ChangedElsewhere as exc:  # never another program's change: say what it was
            self.status.showMessage(
                tr(
                    "MainWindow",
                    "Nothing undone: the session's last change ({0}) was made by another program; "
                    "the window shows it now",
                ).format(exc.what),
                STATUS_MS,
            )
            return
        except ValueError as exc:
            QMessageBox.warning(self.parent, tr("MainWindow", "Not undone"), str(exc))
            return
        if done is None:
            return
        self.views.status_undo.setVisible(False)  # it offered this undo; another would surprise
        remaining = {e.id for e in self.table.rows()}
        gone = [row for row in rows if row.id not in remaining]
        row = gone[-1] if gone else None
        if row is not None and row.kind == "hand" and self.editing is None:
            # A table undoes to fix one tile: the hand comes back into the editor.
            self.builder.reset_for_next_hand(self.table.next_hand().prevailing_wind)
            try:
                self.builder.load_json(row.typed)
            except ValueError:
                self.builder.reset_for_next_hand(self.table.next_hand().prevailing_wind)
            self._restored = self.builder.to_json()
            self.status.showMessage(
                tr("MainWindow", "Undone: hand {0} is back in the editor; fix it and record it again").format(
                    row.number
                ),
                STATUS_MS,
            )
            return
        self.status.showMessage(tr("MainWindow", "Undone"), 5000)

    def redo(self) -> None:
        if self.table.can_redo() and self._guard(self.table.redo) is not None:
            # The hand undo put back in the editor is in the ledger again: clear it.
            if self._restored is not None and self.builder.to_json() == self._restored:
                self.builder.reset_for_next_hand(self.table.next_hand().prevailing_wind)
            self._restored = None
            self.status.showMessage(tr("MainWindow", "Redone"), 5000)

    def edit_selected(self) -> None:
        row = self.views.ledger.current_row()
        if row is not None:
            self.edit_hand(row)

    def delete_selected(self) -> None:
        row = self.views.ledger.current_row()
        if row is not None:
            self.delete_entry(row)

    def edit_hand(self, row: HandRecord) -> None:
        if self.table.is_copy:  # only its owner changes it: say so before any editing starts
            self.status.showMessage(self._copy_line(), STATUS_MS)
            return
        try:
            edit = HandEdit.of(self.table, row)
        except ValueError as exc:
            QMessageBox.information(self.parent, tr("MainWindow", "Edit"), shown(str(exc)))
            return
        if edit.editor == "tiles":
            self._edit_tiles(edit)
        else:
            self._edit_in_dialog(edit)

    def _edit_tiles(self, edit: HandEdit) -> None:
        try:
            self.editing = edit
            self.builder.set_ruleset(edit.ruleset)  # judged by the rules it was played under
            self.builder.reset_for_next_hand(edit.row.prevailing_wind)
            if edit.row.kind == "hand":
                self.builder.load_json(edit.row.typed)
        except ValueError as exc:
            self.stop_editing()
            QMessageBox.warning(self.parent, tr("MainWindow", "Edit hand"), shown(str(exc)))
            return
        self.status.clearMessage()
        self.views.edit_banner.setText(edit.banner())
        self.views.edit_banner.setToolTip(
            shown(
                edit.banner() + "\n" + tr("MainWindow", "Fix it, then Save (later hands re-settle) or Cancel editing")
            )
        )
        self.views.edit_banner.setVisible(True)
        self.views.totals.refresh()  # a box picks its player as seated in that hand
        self.views.situation.refresh_names()
        self.views.result.refresh()
        self._builder_changed()

    def _edit_in_dialog(self, edit: HandEdit) -> None:
        """A faan-only hand, a false win, a flower win or a penalty: its own dialog, filled
        with what was recorded; OK replaces it (a refusal keeps the dialog open)."""
        names, entry, banner = edit.seat_names(), edit.row.typed, edit.banner()

        def submit(values: Any) -> None:
            self.table.edit(edit.key, ENTRY_OF[edit.editor](values), edit.since)
            self._announce(
                tr("MainWindow", "{0} changed; later hands re-settled").format(entry_name(edit.row).capitalize())
            )

        dialog: EntryDialog
        if edit.editor == "faan":
            dialog = QuickEntryDialog(edit.ruleset, names, None, submit, self.parent, entry, banner)
        elif edit.editor == "false_win":
            dialog = FalseWinDialog(names, edit.ruleset, submit, self.parent, entry.get("seat_wind"), banner)
        elif edit.editor == "flower_win":
            dialog = FlowerWinDialog(names, entry.get("seat_wind", "E"), submit, self.parent, entry, banner)
        else:
            dialog = PenaltyDialog(names, submit, self.parent, entry, banner)
        dialog.exec()

    def delete_entry(self, row: HandRecord) -> None:
        what = entry_name(row)
        answer = QMessageBox.question(
            self.parent,
            tr("MainWindow", "Delete {0}").format(what),
            shown(
                tr(
                    "MainWindow", "Delete {0}: {1}?\nLater hands are settled again. Undo (Ctrl+Z) brings it back."
                ).format(what, describe(row))
            ),
        )
        if answer == QMessageBox.StandardButton.Yes and self._guard(lambda: self.table.delete(row.id)):
            self._announce(tr("MainWindow", "Deleted {0}; later hands re-settled").format(what))

    def cancel_edit(self) -> None:
        self._next_hand()
        self.status.clearMessage()

    def stop_editing(self) -> None:
        if self.editing is None:
            return
        self.editing = None
        self.views.edit_banner.setVisible(False)
        self.views.totals.refresh()  # the next hand's seats again
        self.builder.set_ruleset(self.table.ruleset)
        self.builder.reset_for_next_hand(self.table.next_hand().prevailing_wind)
