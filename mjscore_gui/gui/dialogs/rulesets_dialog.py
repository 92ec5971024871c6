"""Rules > Manage rulesets: the presets and the club's own house rulesets. A preset is
copied to make a house ruleset, which can then be renamed, changed (the rules dialog,
generated from the settings), deleted, exported to a file and imported on another
laptop. The work is done by `RulesetManager`; this dialog only asks and shows."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.engine import RulesetError
from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog
from mjscore_gui.gui.state.ruleset_manager import RulesetManager
from mjscore_gui.gui.state.text import is_chinese
from mjscore_gui.gui.widgets.actions import dialog_buttons, named
from mjscore_gui.gui.widgets.plain import PlainLabel, shown, wrapped_label
from mjscore_gui.gui.widgets.style import RED
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.paths import documents_dir
from mjscore_gui.rulebook import PRESET
from mjscore_gui.rules_page import description_line


class ManageRulesetsDialog(GuardedDialog):
    use_requested = Signal(object)  # the Ruleset to play from the next hand

    def __init__(self, manager: RulesetManager, current_id: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("manage-rulesets")
        self.setWindowTitle(self.tr("Manage rulesets 規則集"))
        self.manager = manager
        layout = QVBoxLayout(self)
        layout.addWidget(
            PlainLabel(
                self.tr(
                    "Presets come with the app. Copy one to make your club's own house rules; "
                    "recorded sessions always keep the rules they were played under."
                )
            )
        )
        body = QHBoxLayout()
        self.list = named(QListWidget(), "rulesets-list")
        self.list.currentItemChanged.connect(lambda *_: self._sync_buttons())
        self.list.itemDoubleClicked.connect(lambda *_: self.change())
        body.addWidget(self.list, 1)
        buttons = QVBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, text, slot in (
            ("copy", self.tr("&Copy…"), self.copy),
            ("edit", self.tr("C&hange rules…"), self.change),
            ("rename", self.tr("Re&name…"), self.rename),
            ("delete", self.tr("&Delete…"), self.delete),
            ("import", self.tr("&Import…"), self.import_dialog),
            ("export", self.tr("E&xport…"), self.export_dialog),
            ("use", self.tr("&Use at this table"), self.use),
        ):
            button = named(QPushButton(text), f"ruleset-{name}")
            button.clicked.connect(lambda _=False, slot=slot: slot())
            buttons.addWidget(button)
            self.buttons[name] = button
        buttons.addStretch(1)
        body.addLayout(buttons)
        layout.addLayout(body, 1)
        self.message = wrapped_label("", "rulesets-message")
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        layout.addWidget(dialog_buttons(self, QDialogButtonBox.StandardButton.Close))
        self.refresh(current_id)
        self.resize(720, 460)

    # -- list ----------------------------------------------------------------------

    def refresh(self, select: str = "") -> None:
        self.list.clear()
        for entry in self.manager.entries():
            kind = self.tr("preset") if entry.kind == PRESET else self.tr("house rules")
            item = QListWidgetItem(f"{entry.name}  {entry.name_zh}  —  {kind}".replace("    ", "  "))
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            item.setToolTip(shown(self._described(entry.id, entry.description)))
            self.list.addItem(item)
            if entry.id == select:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        problems = self.manager.problems()
        self._show("\n".join(problems), error=bool(problems))
        self._sync_buttons()

    def _described(self, ruleset_id: str, fallback: str) -> str:
        try:
            return description_line(self.manager.get(ruleset_id), is_chinese())
        except (RulesetError, OSError):
            return fallback  # listed, but not readable now: its file's own words

    def selected_id(self) -> str:
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def _sync_buttons(self) -> None:
        house = self.manager.is_house(self.selected_id())
        for name in ("edit", "rename", "delete"):
            self.buttons[name].setEnabled(house)
        for name in ("copy", "export", "use"):
            self.buttons[name].setEnabled(bool(self.selected_id()))

    def _show(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet(f"color: {RED};" if error else "")
        self.message.setText(text)

    def _attempt(self, work: Callable[[], Any]) -> Any:
        """What `work` returns (True for nothing); False when the library refuses it, said here."""
        try:
            result = work()
        except RulesetError as exc:
            self._show(str(exc), error=True)
            return False
        self._show("")
        return True if result is None else result

    # -- actions -------------------------------------------------------------------

    def copy(self, name: str | None = None, name_zh: str = "") -> None:
        source = self.selected_id()
        if name is None:
            name, name_zh = NameDialog.ask(self.tr("Copy as a house ruleset"), "", "", self)
        if name is not None and (made := self._attempt(lambda: self.manager.copy(source, name, name_zh))):
            self.refresh(made.id)
            self._show(self.tr("Made house ruleset “{0}”. Change its rules with Change rules….").format(made.name))

    def rename(self, name: str | None = None, name_zh: str = "") -> None:
        rid = self.selected_id()
        if name is None:
            current = self.manager.get(rid)
            name, name_zh = NameDialog.ask(self.tr("Rename ruleset"), current.name, current.name_zh, self)
        if name is not None and self._attempt(lambda: self.manager.rename(rid, name, name_zh)):
            self.refresh(rid)

    def change(self) -> None:
        rid = self.selected_id()
        if not self.manager.is_house(rid):
            self._show(self.tr("Presets cannot be changed; copy it to make a house ruleset of your own."), error=True)
            return
        house = self.manager.get(rid)
        dialog = RulesDialog(house, self, library=self.manager.library)
        dialog.setWindowTitle(self.tr("Change house rules: {0}").format(house.name))
        if dialog.exec() and self._attempt(lambda: self.manager.update(rid, dialog.ruleset())):
            self.refresh(rid)
            self._show(self.tr("Saved."))

    def delete(self, confirm: bool = True) -> None:
        rid = self.selected_id()
        if not self.manager.is_house(rid):
            return
        name = self.manager.get(rid).name
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Delete ruleset"),
                shown(
                    self.tr("Delete the house ruleset “{0}”? Sessions played under it keep their own copy.").format(
                        name
                    )
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        if self._attempt(lambda: self.manager.delete(rid)):
            self.refresh()
            self._show(self.tr("Deleted “{0}”.").format(name))

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a ruleset"), str(documents_dir()), self.tr("Rulesets (*.toml)")
        )
        if path:
            self.import_from(Path(path))

    def import_from(self, path: Path) -> None:
        if made := self._attempt(lambda: self.manager.import_file(path)):
            self.refresh(made.id)
            self._show(self.tr("Added “{0}” from {1}.").format(made.name, path.name))

    def export_dialog(self) -> None:
        rid = self.selected_id()
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the ruleset"), str(documents_dir() / f"{rid}.toml"), self.tr("Rulesets (*.toml)")
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        rid = self.selected_id()
        if self._attempt(lambda: self.manager.export(rid, path)):
            self._show(self.tr("Saved to {0}; pass the file on and import it on the other laptop.").format(path))

    def use(self) -> None:
        rid = self.selected_id()
        if chosen := self._attempt(lambda: self.manager.get(rid)):
            self.use_requested.emit(chosen)
            self._show(self.tr("“{0}” applies from the next hand.").format(chosen.name))


class NameDialog(GuardedDialog):
    def __init__(self, title: str, name: str, name_zh: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleset-names")
        self.setWindowTitle(title)
        form = QFormLayout(self)
        self.name = named(QLineEdit(name), "ruleset-name")
        self.name_zh = named(QLineEdit(name_zh), "ruleset-name-zh")
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Chinese name:"), self.name_zh)
        form.addRow(dialog_buttons(self))

    def names(self) -> tuple[str, str]:
        return self.name.text(), self.name_zh.text()

    @classmethod
    def ask(cls, title: str, name: str, name_zh: str, parent: QWidget) -> tuple[str | None, str]:
        """The names typed (None, "" when cancelled)."""
        dialog = cls(title, name, name_zh, parent)
        return dialog.names() if dialog.exec() else (None, "")
