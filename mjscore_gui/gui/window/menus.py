"""The main window's menu bar: Session, Edit, Hand, Club, Rules, View, Help, built with the
window and kept as `window.menus`; the club's parts (gui/club/club_panel.py...) and the rulebook
items (window/rulebook_menu.py) are handed the menus they add to."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu

from mjscore_gui.gui.widgets.actions import menu_action, named


def tr(context: str, text: str) -> str:
    """Written `tr("MainWindow", …)`: the window's own words, where the translations
    (resources/translations/update.py) find them."""
    return QCoreApplication.translate(context, text)


def add_action(
    owner: QObject,
    menu: QMenu,
    text: str,
    slot: Callable[[], Any],
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
    name: str,
) -> QAction:
    """A menu item named `name` that calls `slot`, with its shortcut, added to `menu`."""
    action = menu_action(owner, text, slot, name, shortcut)
    menu.addAction(action)
    return action


@dataclass(frozen=True)
class Menus:
    """The menu bar's menus, in their order."""

    session: QMenu
    edit: QMenu
    hand: QMenu
    club: QMenu
    rules: QMenu
    view: QMenu
    help: QMenu


def new_menu(window: QMainWindow, name: str, title: str) -> QMenu:
    """A menu called `name` added at the end of the menu bar."""
    return named(window.menuBar().addMenu(title), name)


def build_menus(w: Any) -> Menus:
    """The menus of MainWindow `w`, with their items and shortcuts, in their order."""
    session = new_menu(w, "session-menu", tr("MainWindow", "&Session"))
    edit = new_menu(w, "edit-menu", tr("MainWindow", "&Edit"))
    hand = new_menu(w, "hand-menu", tr("MainWindow", "&Hand"))
    club = new_menu(w, "club-menu", tr("ClubFeatures", "&Club"))  # filled by club_panel
    rules = new_menu(w, "rules-menu", tr("MainWindow", "&Rules"))
    view = new_menu(w, "view-menu", tr("MainWindow", "&View"))
    help_menu = new_menu(w, "help-menu", tr("MainWindow", "&Help"))  # filled by rulebook_menu

    new = QKeySequence.StandardKey
    add_action(w, session, tr("MainWindow", "&New session…"), w.new_session, new.New, "new-session")
    add_action(w, session, tr("MainWindow", "&Resume session…"), w.resume_session, new.Open, "resume-session")
    add_action(w, session, tr("MainWindow", "&Players and seats…"), w.players_dialog, None, "players")
    session.addSeparator()
    add_action(w, session, tr("MainWindow", "&Export CSV…"), lambda: w.recorder.export("csv"), None, "export-csv")
    add_action(w, session, tr("MainWindow", "Export &JSON…"), lambda: w.recorder.export("json"), None, "export-json")
    session.addSeparator()
    add_action(w, session, tr("MainWindow", "&Quit"), w.close, new.Quit, "quit")

    w.undo_action = add_action(w, edit, tr("MainWindow", "&Undo"), w.editor.undo, "Ctrl+Z", "undo")
    w.redo_action = add_action(w, edit, tr("MainWindow", "&Redo"), w.editor.redo, "Ctrl+Shift+Z", "redo")
    edit.addSeparator()
    add_action(w, edit, tr("MainWindow", "Edit selected &entry…"), w.editor.edit_selected, None, "edit-hand")
    add_action(w, edit, tr("MainWindow", "&Delete selected entry…"), w.editor.delete_selected, None, "delete-entry")

    add_action(w, hand, tr("MainWindow", "&Record hand\tEnter"), w.recorder.record_hand, None, "menu-record-hand")
    add_action(w, hand, tr("MainWindow", "Record &draw"), w.recorder.record_draw, "Ctrl+D", "menu-record-draw")
    add_action(w, hand, tr("MainWindow", "&Faan only…"), w.recorder.quick_entry, "Ctrl+F", "menu-quick")
    add_action(w, hand, tr("MainWindow", "F&alse win…"), w.recorder.false_win, None, "menu-false-win")
    add_action(w, hand, tr("MainWindow", "&Penalty…"), w.recorder.penalty, None, "menu-penalty")
    hand.addSeparator()
    add_action(w, hand, tr("MainWindow", "&Type tiles"), lambda: w.hand_area.typed.setFocus(), "Ctrl+T", "menu-type")

    add_action(w, rules, tr("MainWindow", "&Rules and payouts…"), w.rules_dialog, "Ctrl+R", "rules")

    w.large_action = add_action(
        w, view, tr("MainWindow", "&Larger text for the far side"), w.toggle_large, "Ctrl++", "large-text"
    )
    w.large_action.setCheckable(True)
    w.large_action.setChecked(w.large)

    # Enter records from anywhere in the window, except where Enter already means
    # something (typing tiles, a focused button or list).
    for key in ("Return", "Enter"):
        QShortcut(QKeySequence(key), w).activated.connect(w.enter_pressed)
    return Menus(session, edit, hand, club, rules, view, help_menu)
