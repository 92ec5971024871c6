"""Rules > Manage rulesets and Help > Scoring rules, driven through the window: a house
ruleset made, changed, exported, imported on a fresh data folder and played."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QListWidget, QPushButton, QSpinBox, QTextBrowser

from mjscore_gui.gui.window.rulebook_menu import open_manage_rulesets, open_scoring_rules
from tests.gui.conftest import pick, start_session
from tests.gui.test_window import WINNING_HAND, answer_dialog, button, click, number, tiles, totals


def _select(dialog, ruleset_id: str) -> None:
    listing = dialog.findChild(QListWidget, "rulesets-list")
    for row in range(listing.count()):
        if listing.item(row).data(Qt.ItemDataRole.UserRole) == ruleset_id:
            listing.setCurrentRow(row)
            return
    raise AssertionError(f"{ruleset_id} is not listed")


def test_make_change_export_import_and_play_a_house_ruleset(qtbot, window, tmp_path):
    from mjscore_gui.app import create_main_window

    dialog = open_manage_rulesets(window, window.rulesets)
    qtbot.addWidget(dialog)
    _select(dialog, "hk")
    assert not button(dialog, "ruleset-edit").isEnabled()  # a preset is not changed in place
    dialog.copy("Friday club", "星期五會")
    assert dialog.selected_id() == "friday-club"
    assert button(dialog, "ruleset-edit").isEnabled()

    def five_for_mixed_one_suit(rules):
        rules.findChild(QSpinBox, "pattern-mixed_one_suit").setValue(5)
        ok = rules.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    answer_dialog(qtbot, five_for_mixed_one_suit)
    qtbot.mouseClick(button(dialog, "ruleset-edit"), Qt.MouseButton.LeftButton)
    assert window.rulesets.get("friday-club").patterns["mixed_one_suit"].faan == 5
    file = tmp_path / "mail" / "friday-club.toml"
    file.parent.mkdir()
    dialog.export_to(file)
    assert file.is_file()
    assert str(file) in dialog.findChild(QLabel, "rulesets-message").text()

    start_session(tmp_path / "other-laptop")
    other = create_main_window(tmp_path / "other-laptop")
    qtbot.addWidget(other)
    try:
        manage = open_manage_rulesets(other, other.rulesets)
        qtbot.addWidget(manage)
        manage.import_from(file)
        assert manage.selected_id() == "friday-club"
        qtbot.mouseClick(button(manage, "ruleset-use"), Qt.MouseButton.LeftButton)
        assert other.table.ruleset.id == "friday-club"
        # The example hand is 6 faan under hk (mixed one suit 3, red dragon 1, concealed 1,
        # no flowers 1); the club's mixed one suit is 5, so 8 faan: half spicy 64 (seed 001).
        tiles(qtbot, other, *WINNING_HAND)
        pick(qtbot, other, "E", "S")
        assert number(other, "result-faan") == "8"
        assert other.findChild(QLabel, "payment-S").text() == "-64"
        click(qtbot, other, "record-hand")
        assert totals(other) == ["+64", "-64", "0", "0"]
    finally:
        other.table.close()


def test_delete_asks_and_names_the_ruleset(qtbot, window):
    dialog = open_manage_rulesets(window, window.rulesets)
    qtbot.addWidget(dialog)
    _select(dialog, "hk")
    dialog.copy("Old rules")
    seen = []

    def confirm(box):
        seen.append(box.text())
        qtbot.mouseClick(box.button(box.StandardButton.Yes), Qt.MouseButton.LeftButton)

    answer_dialog(qtbot, confirm)
    qtbot.mouseClick(button(dialog, "ruleset-delete"), Qt.MouseButton.LeftButton)
    assert "Old rules" in seen[0]
    assert "old-rules" not in window.rulesets.ids()


def test_a_broken_house_file_is_shown_and_the_window_still_opens(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    start_session(tmp_path)
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "club.toml").write_text('id = "club"\nname = "Club"\n\n[settings]\ncap = "ten"\n', encoding="utf-8")
    win = create_main_window(tmp_path)
    qtbot.addWidget(win)
    try:
        assert (
            "club.toml: cap: must be a whole number from 1 to 20, got 'ten' (line 5)"
            in win.statusBar().currentMessage()
        )
        dialog = open_manage_rulesets(win, win.rulesets)
        qtbot.addWidget(dialog)
        assert "got 'ten' (line 5)" in dialog.findChild(QLabel, "rulesets-message").text()
        assert (folder / "club.toml").exists()
    finally:
        win.table.close()


def test_scoring_rules_page_shows_the_tables_own_rules(qtbot, window):
    window.table.session.change_rules(window.table.ruleset.with_pattern_faan({"seven_pairs": 0, "all_one_suit": 8}))
    page = open_scoring_rules(window)
    qtbot.addWidget(page)
    text = page.findChild(QTextBrowser, "rules-page").toPlainText()
    assert "清一色 All One Suit — 8 faan" in text
    assert "Seven Pairs" not in text
    assert page.findChild(QPushButton, "rules-page-save") is not None


def test_the_rulesets_list_describes_a_house_copy_by_its_settings(qtbot, window):
    """The replay: hk copied into "Club cap 10" with the cap at 10 still said "13 faan
    limit" in Manage rulesets (the preset's words were copied with it). The list says what
    the settings play unless the club typed its own description."""
    dialog = open_manage_rulesets(window, window.rulesets)
    qtbot.addWidget(dialog)
    _select(dialog, "hk")
    dialog.copy("Club cap 10", "會所十番")
    house = window.rulesets.get("club-cap-10")
    window.rulesets.save(house.with_settings({"cap": 10}))
    dialog.refresh("club-cap-10")
    listing = dialog.findChild(QListWidget, "rulesets-list")
    tip = listing.currentItem().toolTip()
    assert "paid up to 10 faan" in tip and "13 faan" not in tip, tip
    _select(dialog, "hk")
    assert "13 faan limit" in listing.currentItem().toolTip()  # a preset keeps its own words
