"""The window driven as a player drives it: real clicks on the contract's widgets."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QWidget,
)

from mjscore_gui.gui.state.table import faan_entry
from tests.gui.conftest import pick

WINNING_HAND = "1s 2s 3s 5s C C C 6s 7s 8s 9s 9s 9s 5s".split()  # 6 faan: mixed one suit, red, no flowers, concealed


def button(window, name: str) -> QPushButton:
    found = window.findChild(QPushButton, name)
    assert found is not None, f"no button {name}"
    return found


def click(qtbot, window, *names: str) -> None:
    for name in names:
        qtbot.mouseClick(button(window, name), Qt.MouseButton.LeftButton)


def tiles(qtbot, window, *tokens: str) -> None:
    click(qtbot, window, *(f"palette-{t}" for t in tokens))


def number(window, name: str) -> str:
    text = window.findChild(QLabel, name).text()
    found = re.search(r"[-+]?\d+(?:\.\d+)?", text)
    return found.group(0) if found else text


def totals(window) -> list[str]:
    return [number(window, f"total-{s}") for s in "ESWN"]


def choose(combo: QComboBox, seat: str) -> None:
    combo.setCurrentIndex(combo.findData(seat))
    combo.activated.emit(combo.currentIndex())


def rows(window) -> int:
    return window.findChild(QTableView, "ledger-table").model().rowCount()


def answer_dialog(qtbot, handler) -> None:
    """Act on the next modal dialog once it is open (exec() blocks the test)."""

    def act():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, act)
            return
        try:
            handler(dialog)
        finally:
            if dialog.isVisible():  # a failed check must not leave exec() waiting forever
                dialog.reject()

    QTimer.singleShot(0, act)


def test_build_a_hand_from_the_palette_see_the_faan_record_it_see_the_totals(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")  # East's box, then South's: East wins off South
    assert number(window, "result-faan") == "6"
    lines = window.findChild(QLabel, "result-line-mixed_one_suit")
    assert lines is not None and lines.text() == "3"
    assert button(window, "record-hand").isEnabled()
    assert window.findChild(QLabel, "payment-S").text() == "-32"
    click(qtbot, window, "record-hand")
    assert rows(window) == 1
    assert totals(window) == ["+32", "-32", "0", "0"]
    assert number(window, "result-faan") != "6"  # the builder is empty for the next hand


def test_self_drawn_pays_from_everyone(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E")  # East's box, then Self-drawn
    assert number(window, "result-faan") == "7"
    assert not window.findChild(QComboBox, "discarder").isEnabled()
    click(qtbot, window, "record-hand")
    assert totals(window) == ["+72", "-24", "-24", "-24"]


def test_enter_records_the_hand(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    window.findChild(QPushButton, "palette-1m").setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert rows(window) == 1


def test_typed_hand_then_enter_twice_records_it(qtbot, window):
    typed = window.findChild(QLineEdit, "typed-tiles")
    typed.setFocus()
    qtbot.keyClicks(typed, "123m 456m 789p 234s 55s")
    qtbot.keyClick(typed, Qt.Key.Key_Return)  # adds the tiles
    assert window.builder.tile_count() == 14 and rows(window) == 0
    pick(qtbot, window, "E", "S")
    assert typed.hasFocus()  # a click on a player's box leaves the typing where it was
    qtbot.keyClick(typed, Qt.Key.Key_Return)  # the box is empty: records the hand
    assert rows(window) == 1
    assert totals(window) == ["+8", "-8", "0", "0"]  # seed 001: 3 faan off a discard pays 8


def test_a_misclick_is_undone(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND[:-1], "9p")  # meant 5s, hit 9p
    assert window.builder.tile_count() == 14
    click(qtbot, window, "undo-tile")
    tiles(qtbot, window, "5s")
    assert number(window, "result-faan") == "6"
    # A tile in the hand can also be taken out with its menu; Clear empties it all.
    click(qtbot, window, "clear-hand")
    assert window.builder.is_empty


def test_a_used_up_tile_is_disabled(qtbot, window):
    tiles(qtbot, window, "C", "C", "C")
    assert button(window, "palette-C").isEnabled()
    tiles(qtbot, window, "C")
    assert not button(window, "palette-C").isEnabled()


def test_an_invalid_hand_is_refused_and_the_button_says_why(qtbot, window):
    tiles(qtbot, window, *"1m 3m 5m 7m 9m 1p 3p 5p 7p 9p 1s 3s 5s 7s".split())
    record = button(window, "record-hand")
    assert not record.isEnabled()
    assert "arrangement" in record.toolTip()
    assert "not a valid hand" in record.text()
    click(qtbot, window, "record-hand")
    assert rows(window) == 0


def test_a_hand_below_the_minimum_is_refused(qtbot, window):
    click(qtbot, window, "mode-chow")
    tiles(qtbot, window, "1m")  # chow 123m, exposed: no concealed-hand faan
    tiles(qtbot, window, *"4p 5p 6p 7s 8s 9s 2s 3s 4s 5m 5m".split())
    pick(qtbot, window, "E", "S")
    assert number(window, "result-faan") == "2"
    record = button(window, "record-hand")
    assert not record.isEnabled()
    assert "minimum" in record.toolTip().lower()


def test_waits_are_shown_and_clicking_one_completes_the_hand(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND[:-1])
    wait = window.findChild(QPushButton, "wait-5s")
    assert wait is not None
    qtbot.waitUntil(lambda: wait.isVisible() and not wait.visibleRegion().isEmpty())  # shown and laid out
    text = window.findChild(QLabel, "wait-text-5s").text()
    assert "6 faan" in text
    qtbot.mouseClick(wait, Qt.MouseButton.LeftButton)
    assert number(window, "result-faan") == "6"


def test_typed_tiles(qtbot, window):
    window.hand_area.typed.setText("123s 5s CCC 678s 999s 5s")
    click(qtbot, window, "typed-add")
    assert number(window, "result-faan") == "6"


def test_a_rules_change_changes_the_payment(qtbot, window):
    def full_spicy(dialog):
        payout = dialog.findChild(QComboBox, "setting-payout")
        payout.setCurrentIndex(payout.findData("full_spicy"))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    answer_dialog(qtbot, full_spicy)
    window.rules_dialog()
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    assert window.findChild(QLabel, "payment-S").text() == "-64"
    click(qtbot, window, "record-hand")
    assert totals(window) == ["+64", "-64", "0", "0"]


def test_cancel_in_the_rules_dialog_changes_nothing(qtbot, window):
    def cancel(dialog):
        dialog.findChild(QSpinBox, "setting-min_faan").setValue(8)
        dialog.reject()

    answer_dialog(qtbot, cancel)
    window.rules_dialog()
    assert window.table.ruleset.settings["min_faan"] == 3


def test_rules_dialog_is_generated_from_the_declarations(qtbot, window):
    from mjscore_gui.engine.settings import all_settings
    from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog

    dialog = RulesDialog(window.table.ruleset, window)
    qtbot.addWidget(dialog)
    for spec in all_settings():
        assert dialog.findChild(QWidget, f"setting-{spec.key}") is not None, spec.key
    for pid in window.table.ruleset.patterns:
        assert dialog.findChild(QSpinBox, f"pattern-{pid}") is not None


def test_a_past_hand_edited_and_the_totals_resettled(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")  # East wins off South: East stays dealer
    click(qtbot, window, "record-draw")
    assert totals(window) == ["+32", "-32", "0", "0"]
    table = window.findChild(QTableView, "ledger-table")
    first = table.model().index(0, 1)
    rect = table.visualRect(first)
    # A real double-click starts with a press: Qt edits the row the press was on.
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.editor.editing is not None
    assert number(window, "result-faan") == "6"
    assert "Save hand 1" in button(window, "record-hand").text()
    choose(window.findChild(QComboBox, "discarder"), "W")  # it was West who discarded
    click(qtbot, window, "record-hand")
    assert window.editor.editing is None
    assert rows(window) == 2
    assert totals(window) == ["+32", "0", "-32", "0"]


def test_undo_and_redo_with_the_keyboard(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert rows(window) == 0 and totals(window) == ["0", "0", "0", "0"]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert rows(window) == 1 and totals(window)[0] == "+32"


def test_quick_entry_records_by_faan(qtbot, window):
    def five_faan_off_west(dialog):
        dialog.findChild(QSpinBox, "quick-faan").setValue(5)
        combo = dialog.findChild(QComboBox, "quick-winner")
        combo.setCurrentIndex(combo.findData("S"))
        combo = dialog.findChild(QComboBox, "quick-discarder")
        combo.setCurrentIndex(combo.findData("W"))
        dialog.accept()

    answer_dialog(qtbot, five_faan_off_west)
    click(qtbot, window, "quick-entry")
    assert rows(window) == 1
    assert totals(window) == ["0", "+24", "-24", "0"]


def test_false_win_and_penalty(qtbot, window):
    def west_false_win(dialog):
        combo = dialog.findChild(QComboBox, "false-win-offender")
        combo.setCurrentIndex(combo.findData("W"))
        dialog.accept()

    answer_dialog(qtbot, west_false_win)
    click(qtbot, window, "false-win")
    assert totals(window) == ["+384", "+384", "-1152", "+384"]

    def north_pays_east(dialog):
        combo = dialog.findChild(QComboBox, "penalty-payer")
        combo.setCurrentIndex(combo.findData("N"))
        combo = dialog.findChild(QComboBox, "penalty-payee")
        combo.setCurrentIndex(combo.findData("E"))
        dialog.findChild(QLineEdit, "penalty-amount").setText("16")
        dialog.findChild(QLineEdit, "penalty-reason").setText("exposed a tile")
        dialog.accept()

    answer_dialog(qtbot, north_pays_east)
    click(qtbot, window, "penalty")
    assert totals(window) == ["+400", "+384", "-1152", "+368"]


def test_larger_text_enlarges_the_numbers_and_the_ledger(qtbot, window):
    faan = window.findChild(QLabel, "result-faan")
    ledger = window.findChild(QTableView, "ledger-table")
    before = (faan.fontInfo().pixelSize(), ledger.fontInfo().pixelSize(), ledger.verticalHeader().defaultSectionSize())
    window.large_action.trigger()
    after = (faan.fontInfo().pixelSize(), ledger.fontInfo().pixelSize(), ledger.verticalHeader().defaultSectionSize())
    assert all(a > b for a, b in zip(after, before)), (before, after)
    assert window.large_action.isChecked()


def test_the_ledger_survives_a_restart(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window
    from tests.gui.conftest import start_session

    start_session(tmp_path)
    first = create_main_window(tmp_path)
    qtbot.addWidget(first)
    tiles(qtbot, first, *WINNING_HAND)
    pick(qtbot, first, "E", "S")
    click(qtbot, first, "record-hand")
    first.table.close()
    again = create_main_window(tmp_path)
    qtbot.addWidget(again)
    assert rows(again) == 1 and totals(again)[0] == "+32"
    again.table.close()


def test_an_unexpected_error_shows_a_dialog_and_the_session_goes_on(qtbot, window, monkeypatch):
    import sys

    from PySide6.QtWidgets import QMessageBox

    from mjscore_gui.gui.window import errors

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.informativeText()))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    errors.install_error_dialog(window)
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert shown and "boom" in shown[0]
    assert rows(window) == 1
    tiles(qtbot, window, *WINNING_HAND)
    choose(window.findChild(QComboBox, "winner"), "E")  # the keyboard's way: the boxes
    choose(window.findChild(QComboBox, "discarder"), "S")
    click(qtbot, window, "record-hand")
    assert rows(window) == 2


def test_keyboard_reaches_the_palette(qtbot, window):
    first = button(window, "palette-1m")
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Space)
    assert window.builder.tile_count() == 1
    assert first.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_right_click_menu_is_offered_on_palette_tiles(qtbot, window):
    palette_tile = button(window, "palette-C")
    assert palette_tile.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu


def test_a_faan_only_hand_is_fixed_through_its_dialog(qtbot, window):
    window.table.record(faan_entry(4, "S", "discard", "E"))
    assert totals(window) == ["-16", "+16", "0", "0"]

    def make_it_five(dialog):
        dialog.findChild(QSpinBox, "quick-faan").setValue(5)
        dialog.accept()

    answer_dialog(qtbot, make_it_five)
    window.editor.edit_hand(window.ledger.ledger_model.row(0))
    assert totals(window) == ["-24", "+24", "0", "0"]


def test_deleting_an_entry_resettles_and_undo_brings_it_back(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")
    click(qtbot, window, "record-draw")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.editor.delete_entry(window.ledger.ledger_model.row(0))
    assert rows(window) == 1 and totals(window) == ["0", "0", "0", "0"]
    window.editor.undo()
    assert rows(window) == 2 and totals(window)[0] == "+32"


def test_backspace_in_the_typing_field_does_not_undo_the_hand(qtbot, window):
    tiles(qtbot, window, "1m", "2m")
    typed = window.hand_area.typed
    typed.setFocus()
    qtbot.keyClicks(typed, "3m")
    qtbot.keyClick(typed, Qt.Key.Key_Backspace)
    assert typed.text() == "3"
    assert window.builder.tile_count() == 2


def test_chinese_translation_loads(tmp_path):
    import subprocess
    import sys

    code = (
        "import os, tempfile\n"
        "os.environ['QT_QPA_PLATFORM']='offscreen'; os.environ['MJSCORE_LANG']='zh_HK'\n"
        "from mjscore_gui.app import create_main_window\n"
        "from PySide6.QtWidgets import QPushButton\n"
        "w = create_main_window(tempfile.mkdtemp())\n"
        "print(w.findChild(QPushButton, 'record-draw').text())\n"
        "w.table.close()\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "流局"


def test_chinese_uses_qt_own_translation_for_standard_buttons(tmp_path):
    import subprocess
    import sys

    code = (
        "import os, tempfile\n"
        "os.environ['QT_QPA_PLATFORM']='offscreen'; os.environ['MJSCORE_LANG']='zh_HK'\n"
        "from mjscore_gui.app import create_main_window\n"
        "from PySide6.QtWidgets import QDialogButtonBox as B\n"
        "w = create_main_window(tempfile.mkdtemp())\n"
        "box = B(B.StandardButton.Ok | B.StandardButton.Cancel)\n"
        "print(box.button(B.StandardButton.Ok).text(), box.button(B.StandardButton.Cancel).text())\n"
        "w.table.close()\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["確定", "取消"]


def test_the_desktop_file_name_is_set_for_wayland(window):
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.desktopFileName() == "mjscore"


def test_new_session_and_a_substitute(qtbot, window):
    def name_them(dialog):
        for seat, name in zip("ESWN", ["Amy", "Ben", "Cat", "Dan"]):
            dialog.findChild(QLineEdit, f"player-name-{seat}").setText(name)
        dialog.accept()

    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")
    answer_dialog(qtbot, name_them)
    window.new_session()
    assert rows(window) == 0 and totals(window) == ["0", "0", "0", "0"]
    assert window.findChild(QLabel, "player-E").text().startswith("Amy")
    winner = window.findChild(QComboBox, "winner")
    assert "Amy" in winner.itemText(winner.findData("E"))

    def eve_for_dan(dialog):
        dialog.findChild(QLineEdit, "player-name-N").setText("Eve")
        dialog.accept()

    answer_dialog(qtbot, eve_for_dan)
    window.players_dialog()
    assert "Eve" in winner.itemText(winner.findData("N"))
    assert window.findChild(QLabel, "player-5").text().startswith("Eve")
    assert "not seated" in window.findChild(QLabel, "player-N").text()


def test_resume_the_earlier_session(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")
    first = window.table.session.id
    window.table.new_session(["Amy", "Ben", "Cat", "Dan"])
    assert rows(window) == 0

    def pick_first(dialog):
        from PySide6.QtWidgets import QListWidget

        sessions = dialog.findChild(QListWidget, "sessions-list")
        for i in range(sessions.count()):
            if sessions.item(i).data(256) == first:
                sessions.setCurrentRow(i)
        dialog.accept()

    answer_dialog(qtbot, pick_first)
    window.resume_session()
    assert rows(window) == 1 and totals(window)[0] == "+32"


def test_export_csv(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")
    click(qtbot, window, "record-hand")
    target = tmp_path / "night.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.recorder.export("csv")
    text = target.read_text(encoding="utf-8")
    assert "Amy" in text and "32" in text


def test_the_window_is_built_whole_with_its_menus_shortcuts_and_icon(qtbot, tmp_path):
    """Menus, their items and shortcuts and the window's icon come with the window, before
    it is ever shown; the undo item follows the ledger at once."""
    from PySide6.QtGui import QAction, QKeySequence

    from mjscore_gui.app import create_main_window
    from tests.gui.conftest import start_session

    start_session(tmp_path)
    window = create_main_window(tmp_path)
    qtbot.addWidget(window)
    try:
        shortcuts = {a.objectName(): a.shortcut() for a in window.findChildren(QAction) if a.objectName()}
        assert shortcuts["undo"] == QKeySequence("Ctrl+Z") and shortcuts["redo"] == QKeySequence("Ctrl+Shift+Z")
        assert shortcuts["menu-record-draw"] == QKeySequence("Ctrl+D") and shortcuts["settle-up"] == QKeySequence(
            "Ctrl+U"
        )
        assert {"manage-rulesets", "scoring-rules", "standings", "show-chart"} <= set(shortcuts)
        assert not window.windowIcon().isNull()
        assert not window.undo_action.isEnabled()
        window.recorder.record_draw()
        assert window.undo_action.isEnabled() and window.undo_action.text() != "&Undo"
    finally:
        window.table.close()
