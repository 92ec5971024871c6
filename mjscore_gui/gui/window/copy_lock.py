"""Another laptop's session, shown read-only (a copy from the club folder, Session ▸ Resume):
every control that records or changes it is disabled, one line says whose it is, and
Session ▸ Take over… makes this ledger its owner after a yes naming the owner, the
hand-over `mjscore ledger adopt` makes (Ledger.adopt). Session ▸ Withdraw this session…
undoes a session of this laptop's started by mistake: an empty one is deleted, one with
hands withdrawn from the club folder after a yes (a tombstone: the others drop their copy)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.folder.publish import publish
from mjscore_gui.club.folder.setting import ClubFolderError
from mjscore_gui.club.results.club_evenings import laptop_in
from mjscore_gui.gui.club.parts import add_under, set_type
from mjscore_gui.gui.widgets.actions import menu_action
from mjscore_gui.gui.widgets.plain import shown, wrapped_label


class CopyLock(QObject):
    """Made last by the window (`window.copy_lock`): it follows the table and the hand being
    built after the window has, so what it disables stays disabled."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window, self.table = window, window.table
        self.line = set_type(wrapped_label("", "copy-owner"))
        add_under(window, self.line)
        session = window.menus.session
        self.take = menu_action(window, self.tr("&Take over…"), self.take_over, "take-over")
        self.withdraw_action = menu_action(
            window, self.tr("&Withdraw this session…"), self.withdraw, "withdraw-session"
        )
        session.insertActions(session.actions()[-1], [self.take, self.withdraw_action])  # Quit stays last
        self.controls = [window.tile_palette, window.hand_area, window.situation, window.record_box, window.more]
        self.actions = [*window.menus.hand.actions(), *window.menus.edit.actions()]
        self.table.subscribe(self.refresh)
        window.builder.subscribe(self.refresh)
        self.refresh()

    def owner(self) -> str:
        """Who records the session shown: the laptop it was started on, else its ledger."""
        session = self.table.session
        if session is None:
            return ""
        return laptop_in(session.notes) or self.tr("the laptop of ledger {0}").format(session.ownership.owner)

    def refresh(self) -> None:
        copy = not self.table.closed and self.table.is_copy
        # While a past hand is being fixed, the other ways of ending a hand would record a
        # new one and drop the fix: they wait until it is saved or cancelled.
        editing = self.window.editor.editing is not None
        for control in self.controls:
            control.setEnabled(not copy and not (editing and control is self.window.more))
        for action in self.actions:  # undo and redo as the window set them, unless a copy
            if copy or action not in (self.window.undo_action, self.window.redo_action):
                action.setEnabled(not copy)
        self.take.setEnabled(copy)
        self.withdraw_action.setEnabled(not copy and self.table.started)
        self.line.setVisible(copy)
        if copy:
            self.line.setText(
                self.tr("Read-only: {0} is recorded on {1}; this window shows its copy (Session ▸ Take over…)").format(
                    self.table.name or self.tr("this session"), self.owner()
                )
            )

    def take_over(self) -> None:
        session = self.table.session
        if session is None or not self.table.is_copy:
            return
        owner = self.owner()
        question = self.tr(
            "Take over {0} from {1}? This laptop records it from now on; {1}'s later changes no longer replace it here."
        ).format(self.table.name or self.tr("this session"), owner)
        if self.confirm(question) and self.window.recorder.guard(lambda: self.table.ledger.adopt(session.id)):
            self._say(self.tr("Taken over from {0}: record here now").format(owner))

    def withdraw(self) -> None:
        session, ledger, data = self.table.session, self.table.ledger, self.table.data_dir
        if session is None or self.table.is_copy:
            return
        name = self.table.name or self.tr("this session")
        try:
            if not self.table.rows():  # nothing recorded: gone, the table shows another session
                others = [i for i in ledger.sessions() if i.id != session.id]
                if others:
                    self.table.resume(next((i for i in others if i.own), others[0]).id)
                if self.window.recorder.guard(lambda: ledger.delete_empty(session.id)):
                    publish(ledger, data)  # a copy already in the club folder leaves its tombstone
                    self._say(self.tr("{0} deleted: nothing was recorded in it").format(name))
                return
            question = self.tr(
                "Withdraw {0} ({1} entries) from the club folder? The other laptops drop their copy; "
                "this laptop keeps it."
            ).format(name, len(self.table.rows()))
            if self.confirm(question, self.tr("Withdraw this session?")):
                publish(ledger, data, club_folder.pick(data, session.uuid, publish=False))
                self._say(self.tr("{0} withdrawn from the club folder").format(name))
        except ClubFolderError as exc:
            self._say(str(exc))

    def _say(self, line: str) -> None:
        self.window.statusBar().showMessage(line, 15000)

    def confirm(self, question: str, title: str = "") -> bool:
        answer = QMessageBox.question(self.window, title or self.tr("Take over this session?"), shown(question))
        return answer == QMessageBox.StandardButton.Yes
