"""Issue 23: New session chooses the ruleset, showing the current one first."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from mjscore_gui.gui.dialogs.session_dialogs import PlayersDialog


def start_new(window, monkeypatch, pick: str | None) -> list[str]:
    shown: list[str] = []

    def exec_(dialog):
        for seat, name in zip("ESWN", ["Eve", "Fay", "Gus", "Hal"]):
            dialog.edits[seat].setText(name)
        rules = dialog.findChild(QComboBox, "session-rules")
        shown.extend(rules.itemText(i) for i in range(rules.count()))
        if pick is not None:
            rules.setCurrentIndex(rules.findData(pick))
        return 1

    monkeypatch.setattr(PlayersDialog, "exec", exec_)
    window.new_session()
    return shown


def test_new_session_is_played_under_the_ruleset_chosen(window, monkeypatch):
    assert window.table.ruleset.id == "hk"
    window_rules = f"{window.table.ruleset.name} {window.table.ruleset.name_zh}"
    shown = start_new(window, monkeypatch, "units")
    assert shown[0] == f"Keep the current rules: {window_rules}"
    assert window.table.players == ["Eve", "Fay", "Gus", "Hal"]
    assert window.table.ruleset.id == "units"
    assert len(shown) > 3  # the presets (and any house rulesets) follow
    assert window.builder.ruleset.id == "units"


def test_new_session_keeps_the_current_rules_by_default(window, monkeypatch):
    start_new(window, monkeypatch, None)
    assert window.table.players == ["Eve", "Fay", "Gus", "Hal"] and window.table.ruleset.id == "hk"


def test_the_first_launch_chooses_the_ruleset_too(qtbot, tmp_path):
    """The replay: the first launch's "Who is playing?" started the night under hk with no
    word of the rules; a units club had to start, then change them. It offers the same
    choice as Session > New session, the default rules first."""
    from tests.gui.conftest import open_window

    window = open_window(qtbot, tmp_path)
    try:
        qtbot.waitUntil(lambda: window._names_dialog is not None)
        dialog = window._names_dialog
        rules = dialog.findChild(QComboBox, "session-rules")
        assert rules is not None and rules.currentData() == "hk"
        assert not rules.itemText(0).startswith("Keep")  # no session yet: nothing to keep
        rules.setCurrentIndex(rules.findData("units"))
        for seat, name in zip("ESWN", ["Eve", "Fay", "Gus", "Hal"]):
            dialog.edits[seat].setText(name)
        dialog.accept()
        qtbot.waitUntil(lambda: window.table.started)
        assert window.table.ruleset.id == "units" and window.builder.ruleset.id == "units"
    finally:
        window.table.close()
