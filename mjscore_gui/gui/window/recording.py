"""What the main window does to record: a hand from the editor, a draw, a flower win, a
faan-only hand, a false win, a penalty. `Recorder` is held by MainWindow (window/main_window.py)
as `window.recorder`, given what it works with; its words are the window's: each is written
`tr("MainWindow", …)`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QMessageBox, QStatusBar, QWidget

from mjscore_gui.gui.dialogs.entry_form import EntryDialog
from mjscore_gui.gui.dialogs.flower_win_dialog import FlowerWinDialog
from mjscore_gui.gui.dialogs.penalty_dialog import FalseWinDialog, PenaltyDialog
from mjscore_gui.gui.dialogs.quick_entry import QuickEntryDialog
from mjscore_gui.gui.state.entry_text import entry_name
from mjscore_gui.gui.state.export import default_export_path
from mjscore_gui.gui.state.hand_builder import HandBuilder
from mjscore_gui.gui.state.hand_edit import HandEdit
from mjscore_gui.gui.state.table import Table, bonus_win_entry, faan_entry, penalty_entry
from mjscore_gui.gui.widgets.plain import shown
from mjscore_gui.gui.window.menus import tr
from mjscore_gui.ledger import ChangedElsewhere, ReadOnlyCopy, readback
from mjscore_gui.outcome import Draw, Entry, FalseWin

STATUS_MS = 15000
# The entry each dialog records, made of the values it is answered with (by HandEdit.editor).
ENTRY_OF: dict[str, Callable[[Any], Entry]] = {
    "faan": lambda v: faan_entry(**v),
    "false_win": FalseWin,
    "flower_win": lambda v: bonus_win_entry(**v),
    "penalty": lambda v: penalty_entry(**v),
}


class Recorder:
    """Records into `table` what `builder` holds or a dialog (parented to `parent`) asks;
    says so with `announce`, a refusal on `status`; `next_hand` clears the editor after
    (and ends the fix of a past hand)."""

    def __init__(
        self,
        table: Table,
        builder: HandBuilder,
        parent: QWidget,
        status: QStatusBar,
        *,
        editing: Callable[[], HandEdit | None],
        next_hand: Callable[[], None],
        announce: Callable[..., None],
        ensure_session: Callable[[Callable[[], None]], bool],
        seat_names: Callable[[], dict[str, str]],
        table_changed: Callable[[], None],
    ) -> None:
        self.table = table
        self.builder = builder
        self.parent = parent
        self.status = status
        self._editing = editing
        self._next_hand = next_hand
        self._announce = announce
        self._ensure_session = ensure_session
        self._seat_names = seat_names
        self._table_changed = table_changed

    def record_hand(self) -> None:
        ok, reason = self.builder.can_record()
        if not ok:
            self.status.showMessage(reason, 8000)
            return
        entry = self.builder.evaluation().entry  # the very entry the preview settled
        assert entry is not None  # can_record says it settled
        edit = self._editing()
        if edit is not None:
            if not self.guard(lambda: self.table.edit(edit.key, entry, edit.since)):
                return
            self._announce(
                tr("MainWindow", "{0} changed; later hands re-settled").format(entry_name(edit.row).capitalize())
            )
            self._next_hand()  # the fix is over
            return
        if not self._ensure_session(self.record_hand):
            return
        record = self.guard(lambda: self.table.record(entry))
        if record is None:
            return
        self._next_hand()
        self._announce(tr("MainWindow", "Hand {0} recorded").format(record.number))

    def record_draw(self) -> None:
        if not self._ensure_session(self.record_draw):
            return
        record = self.guard(lambda: self.table.record(Draw()))
        if record is not None:
            self._next_hand()
            self._announce(tr("MainWindow", "Drawn hand {0} recorded: nobody pays").format(record.number))

    def quick_entry(self) -> None:
        """Faan only…: a hand the table counted itself (the ledger's kind "faan")."""
        self._by_dialog(
            self.quick_entry,
            lambda submit: QuickEntryDialog(
                self.table.ruleset, self._seat_names(), self.builder.state, submit, self.parent
            ),
            ENTRY_OF["faan"],
            tr("MainWindow", "Hand {0} recorded"),
        )

    def flower_win(self) -> None:
        """Flower win 花糊…: seven or eight bonus tiles won on the spot (seed 001's custom rule)."""
        self._by_dialog(
            self.flower_win,
            lambda submit: FlowerWinDialog(self._seat_names(), self.builder.state.winner or "E", submit, self.parent),
            ENTRY_OF["flower_win"],
            tr("MainWindow", "Hand {0} recorded"),
        )

    def false_win(self) -> None:
        self._by_dialog(
            self.false_win,
            lambda submit: FalseWinDialog(  # on the winner picked: the hand just refused is theirs
                self._seat_names(), self.table.ruleset, submit, self.parent, initial=self.builder.state.winner
            ),
            ENTRY_OF["false_win"],
            tr("MainWindow", "False win recorded as hand {0}"),
        )

    def penalty(self) -> None:
        self._by_dialog(
            self.penalty,
            lambda submit: PenaltyDialog(self._seat_names(), submit, self.parent),
            ENTRY_OF["penalty"],
            tr("MainWindow", "Penalty {0} recorded"),
            then=self._table_changed,  # a penalty leaves the hand being entered as it is
        )

    def _by_dialog(
        self,
        again: Callable[[], None],
        dialog: Callable[[Callable[[Any], None]], EntryDialog],
        entry: Callable[[Any], Entry],
        said: str,
        then: Callable[[], None] | None = None,
    ) -> None:
        """Record what `dialog` (given its submit) is answered with, as `entry` of it,
        against the session as it was when the dialog opened; `said` names the number."""
        if not self._ensure_session(again):
            return
        recorded: list[int | None] = []
        since = self.table.revision  # what the dialog was opened against
        if dialog(lambda v: recorded.append(self.table.record(entry(v), since).number)).exec() and recorded:
            (then or self._next_hand)()
            self._announce(said.format(recorded[0]))

    def export(self, kind: str) -> None:
        """The session as CSV or JSON, into the documents folder unless the user picks another."""
        if not self.table.started:
            self.status.showMessage(tr("MainWindow", "Nothing to export yet"), 8000)
            return
        suggested = str(default_export_path(self.table.name, kind))
        filters = tr("MainWindow", "CSV files (*.csv)") if kind == "csv" else tr("MainWindow", "JSON files (*.json)")
        path, _ = QFileDialog.getSaveFileName(
            self.parent, tr("MainWindow", "Export {0}").format(kind.upper()), suggested, filters
        )
        if path:
            self.write_export(path, kind)

    def write_export(self, path: str, kind: str) -> bool:
        """Write the session's export to `path` ("csv" or "json") and read the file back
        before saying it is written; a refusal or a file that cannot be written is said in
        one line. Session ▸ Export and Club ▸ Export this night both write through here."""
        if self.guard(lambda: self.table.export(path, kind)) is None:
            return False
        try:
            wrong = readback.problem(Path(path).read_text(encoding="utf-8"), kind)
        except (OSError, UnicodeDecodeError) as exc:
            wrong = str(exc)
        if wrong:
            QMessageBox.warning(
                self.parent,
                tr("MainWindow", "Export"),
                shown(tr("MainWindow", "{0} does not read back: {1}").format(path, wrong)),
            )
            return False
        self.status.showMessage(tr("MainWindow", "Exported to {0}").format(path), STATUS_MS)
        return True

    def poll_ledger(self) -> None:
        """On the timer: show what another program committed (Table.poll)."""
        what = self.table.poll()
        if what is not None:
            self.status.showMessage(
                tr("MainWindow", "Another program changed this session ({0}); the window shows it now").format(what),
                STATUS_MS,
            )

    def copy_line(self) -> str:
        session_id = self.table.session.id if self.table.session is not None else 0
        return tr(
            "MainWindow",
            "Read-only: this session is a copy from another ledger; only its owner records, edits or deletes "
            "(mjscore ledger adopt {0} takes it over)",
        ).format(session_id)

    def guard(self, work: Callable[[], Any]) -> Any:
        """Run a ledger change; a refusal is shown and the session goes on."""
        try:
            result = work()
        except ChangedElsewhere as exc:  # the table now shows the session as it stands
            self.status.showMessage(
                tr(
                    "MainWindow",
                    "Not done: another program changed this session ({0}). The window now shows it; check and try again.",
                ).format(exc.what),
                STATUS_MS,
            )
            return None
        except ReadOnlyCopy:
            self.status.showMessage(self.copy_line(), STATUS_MS)
            return None
        except ValueError as exc:  # the ledger's and the payout's refusals say why
            QMessageBox.warning(self.parent, tr("MainWindow", "Not recorded"), shown(str(exc)))
            return None
        except OSError as exc:  # a file the window writes (an export): a full disk, a folder gone
            QMessageBox.warning(self.parent, tr("MainWindow", "Not written"), shown(str(exc)))
            return None
        return True if result is None else result
