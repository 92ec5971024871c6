"""The main window's menu bar: Session, Edit, Hand, Club, Rules, View, Help, built with the
window. The club panel (panels/club_panel.py) and the rulebook items
(window/rulebook_menu.py) add theirs to these menus by object name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu

from mjscore_gui.gui.widgets.actions import menu_action


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


def menu_named(window: QMainWindow, name: str, title: str) -> QMenu:
    """The menu bar's menu called `name`, added at its end when it is not there yet."""
    menu = window.menuBar().findChild(QMenu, name)
    if menu is None:
        menu = window.menuBar().addMenu(title)
        menu.setObjectName(name)
    return menu


def build_menus(w: Any) -> None:
    """The menus of MainWindow `w`, with their items and shortcuts, in their order."""
    session = menu_named(w, "session-menu", tr("MainWindow", "&Session"))
    edit = menu_named(w, "edit-menu", tr("MainWindow", "&Edit"))
    hand = menu_named(w, "hand-menu", tr("MainWindow", "&Hand"))
    menu_named(w, "club-menu", tr("ClubFeatures", "&Club"))  # filled by club_panel
    rules = menu_named(w, "rules-menu", tr("MainWindow", "&Rules"))
    view = menu_named(w, "view-menu", tr("MainWindow", "&View"))
    menu_named(w, "help-menu", tr("MainWindow", "&Help"))  # filled by rulebook_menu

    new = QKeySequence.StandardKey
    add_action(w, session, tr("MainWindow", "&New session…"), w.new_session, new.New, "new-session")
    add_action(w, session, tr("MainWindow", "&Resume session…"), w.resume_session, new.Open, "resume-session")
    add_action(w, session, tr("MainWindow", "&Players and seats…"), w.players_dialog, None, "players")
    session.addSeparator()
    add_action(w, session, tr("MainWindow", "&Export CSV…"), lambda: w.export("csv"), None, "export-csv")
    add_action(w, session, tr("MainWindow", "Export &JSON…"), lambda: w.export("json"), None, "export-json")
    session.addSeparator()
    add_action(w, session, tr("MainWindow", "&Quit"), w.close, new.Quit, "quit")
    w.session_menu = session

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
    w.view_menu = view

    # Enter records from anywhere in the window, except where Enter already means
    # something (typing tiles, a focused button or list).
    for key in ("Return", "Enter"):
        QShortcut(QKeySequence(key), w).activated.connect(w.enter_pressed)
