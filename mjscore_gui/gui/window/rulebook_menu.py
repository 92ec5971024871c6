"""The menu items for the club's rulesets and the readable rules: Rules > Manage
rulesets… and Help > Scoring rules, added to a main window's menus with one call. Each dialog's
module is imported when the item is first used, not to open the window
(tests/benchmarks/bench_startup.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mjscore_gui.gui.state.ruleset_manager import RulesetManager
from mjscore_gui.gui.window.main_window import MainWindow
from mjscore_gui.gui.window.menus import add_action, tr
from mjscore_gui.rulebook import RulesetLibrary

if TYPE_CHECKING:  # imported when first used: see the module's docstring
    from mjscore_gui.gui.dialogs.rules_page_dialog import ScoringRulesDialog
    from mjscore_gui.gui.dialogs.rulesets_dialog import ManageRulesetsDialog


def install_rulebook_menu(window: MainWindow, library: RulesetLibrary) -> None:
    """Add the items to `window`, whose `table` is the table being played."""
    window.rulesets = library  # the rules dialog lists these too
    menus = window.menus
    manage, scoring = tr("MainWindow", "&Manage rulesets…"), tr("MainWindow", "&Scoring rules")
    add_action(window, menus.rules, manage, lambda: open_manage_rulesets(window, library), None, "manage-rulesets")
    add_action(window, menus.help, scoring, lambda: open_scoring_rules(window), None, "scoring-rules")
    problems = RulesetManager(library).problems()
    if problems:
        window.statusBar().showMessage(problems[0], 20000)


def open_manage_rulesets(window: MainWindow, library: RulesetLibrary) -> ManageRulesetsDialog:
    from mjscore_gui.gui.dialogs.rulesets_dialog import ManageRulesetsDialog  # on first use: see the docstring

    dialog = ManageRulesetsDialog(RulesetManager(library), window.table.ruleset.id, window)
    dialog.use_requested.connect(window.apply_ruleset)
    dialog.show()
    return dialog


def open_scoring_rules(window: MainWindow) -> ScoringRulesDialog:
    from mjscore_gui.gui.dialogs.rules_page_dialog import ScoringRulesDialog  # on first use: see the docstring

    dialog = ScoringRulesDialog(window.table.ruleset, window)
    dialog.show()
    return dialog
