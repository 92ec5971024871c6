"""A club night through the window (issue 12): every fix checked by clicking the
widgets by objectName, with the numbers a table would check."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
)

from mjscore_gui.gui.state.table import faan_entry, penalty_entry
from mjscore_gui.outcome import FalseWin
from tests.conftest import json_entry
from tests.gui.conftest import pick
from tests.gui.test_window import (
    WINNING_HAND,
    answer_dialog,
    button,
    choose,
    click,
    number,
    rows,
    tiles,
    totals,
)

THREE_FAAN = "1m 2m 3m 4p 5p 6p 7s 8s 9s C C C 5m 5m".split()  # red, no flowers, concealed: 3 faan


def record(qtbot, window, hand=WINNING_HAND, winner="E", discarder="S") -> None:
    tiles(qtbot, window, *hand)
    choose(window.findChild(QComboBox, "winner"), winner)
    choose(window.findChild(QComboBox, "discarder"), discarder)
    assert button(window, "record-hand").isEnabled(), button(window, "record-hand").toolTip()
    click(qtbot, window, "record-hand")


def row_text(window, row: int, col: int) -> str:
    model = window.ledger.ledger_model
    return model.data(model.index(row, col))


def change_rules(qtbot, window, **settings) -> None:
    def set_them(dialog):
        for key, value in settings.items():
            control = dialog.findChild(QSpinBox, f"setting-{key}") or dialog.findChild(QComboBox, f"setting-{key}")
            if isinstance(control, QSpinBox):
                control.setValue(value)
            else:
                control.setCurrentIndex(control.findData(value))
        dialog.accept()

    answer_dialog(qtbot, set_them)
    window.rules_dialog()


def yes_to_questions(monkeypatch) -> list[str]:
    asked: list[str] = []

    def question(_parent, title, text, *args, **kwargs):
        asked.append(f"{title}\n{text}")
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


# -- it must not mislead ----------------------------------------------------------------


ROOT = Path(__file__).resolve().parents[2]


def test_a_past_hand_is_edited_under_the_rules_it_was_played_with(qtbot, window):
    record(qtbot, window, THREE_FAAN)
    assert totals(window) == ["+8", "-8", "0", "0"]  # half spicy, 3 faan off South
    change_rules(qtbot, window, min_faan=4, payout="6_9_12")
    assert window.table.ruleset.settings["min_faan"] == 4

    window.ledger.edit_requested.emit(window.table.rows()[0])
    banner = window.findChild(QLabel, "edit-banner")
    assert banner.isVisible() and "3-faan minimum" in banner.text() and "Half spicy" in banner.text()
    assert number(window, "result-faan") == "3"
    assert button(window, "record-hand").isEnabled()  # not "below the minimum: 4 needed"
    assert window.findChild(QLabel, "payment-S").text() == "-8"  # half spicy, not 6-9-12
    click(qtbot, window, "record-hand")  # saved as it was played
    assert not banner.isVisible() and rows(window) == 2 and totals(window) == ["+8", "-8", "0", "0"]

    # A new hand is judged by today's rules: 3 faan no longer reaches the minimum.
    tiles(qtbot, window, *THREE_FAAN)
    choose(window.findChild(QComboBox, "winner"), "E")  # nobody is picked after a hand is recorded
    choose(window.findChild(QComboBox, "discarder"), "S")
    assert not button(window, "record-hand").isEnabled()
    assert "4 faan needed" in button(window, "record-hand").toolTip()


def test_the_dealer_highlight_follows_the_dealer(qtbot, window):
    card = {s: window.findChild(QLabel, f"player-{s}").parentWidget() for s in "ESWN"}
    assert card["E"].property("dealer") is True and card["S"].property("dealer") is False
    record(qtbot, window, winner="S", discarder="E")  # a non-dealer wins: the deal passes to Ben
    assert card["E"].property("dealer") is False and card["S"].property("dealer") is True
    assert "Dealer" in window.findChild(QLabel, "player-S").text()
    assert "Dealer" not in window.findChild(QLabel, "player-E").text()
    # What the table sees: the orange frame drawn round Ben's card, no longer round Amy's.
    from mjscore_gui.gui.widgets import style

    def frame_colour(seat):  # as painted on screen, not freshly rendered for the test
        shot = window.screen().grabWindow(window.winId()).toImage()
        where = card[seat].mapTo(window, card[seat].rect().topLeft())
        return shot.pixelColor(where.x() + 1, where.y() + card[seat].height() // 2).name()

    qtbot.waitUntil(lambda: frame_colour("S") == style.ACCENT and frame_colour("E") != style.ACCENT)


def test_undo_puts_the_hand_back_in_the_editor_and_redo_still_works(qtbot, window):
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E")  # East's box, then Self-drawn
    click(qtbot, window, "record-hand")
    assert rows(window) == 1 and window.builder.is_empty
    window.undo_action.trigger()
    assert rows(window) == 0 and totals(window) == ["0", "0", "0", "0"]
    assert window.builder.tile_count() == 14
    assert window.builder.state.win == "self_drawn"
    assert number(window, "result-faan") == "7" and button(window, "record-hand").isEnabled()
    assert window.findChild(QPushButton, "hand-5s") is not None
    window.redo_action.trigger()
    assert rows(window) == 1 and totals(window)[0] == "+72"
    assert window.builder.is_empty  # the hand is in the ledger again, not twice on the way


def test_every_kind_of_entry_is_edited_and_deleted_and_later_hands_resettle(qtbot, window, monkeypatch):
    record(qtbot, window)  # 1: Amy 6 faan off Ben: +32
    window.table.record(faan_entry(3, "E", "discard", "W"))  # 2: Amy 3 faan off Cat: +8 (Amy still dealer)
    window.table.record(json_entry({"draw": True}))  # 3
    window.table.record(FalseWin("N"))  # 4
    window.table.record(penalty_entry("S", Fraction(5), "E", "exposed a tile"))  # P1
    assert [row_text(window, r, 0) for r in range(5)] == ["1", "2", "3", "4", "P1"]

    # The faan-only hand: 3 faan becomes 4 through its own dialog.
    def four_faan(dialog):
        assert "hand 2" in dialog.findChild(QLabel, "edit-banner").text()
        dialog.findChild(QSpinBox, "quick-faan").setValue(4)
        dialog.accept()

    answer_dialog(qtbot, four_faan)
    window.editor.edit_hand(window.table.rows()[1])
    assert window.table.rows()[1].faan == 4

    # The false win was Cat's, not Dan's.
    def cat(dialog):
        choose(dialog.findChild(QComboBox, "false-win-offender"), "W")
        dialog.accept()

    answer_dialog(qtbot, cat)
    window.editor.edit_hand(window.table.rows()[3])
    assert window.table.rows()[3].typed["seat_wind"] == "W"

    # The penalty was 6, not 5.
    def six(dialog):
        dialog.findChild(QLineEdit, "penalty-amount").setText("6")
        dialog.accept()

    answer_dialog(qtbot, six)
    window.editor.edit_hand(window.table.rows()[4])
    assert "Ben pays Amy 6" in row_text(window, 4, 2)

    # The draw was really a win by Dan: edited in the tile editor. While it is fixed, the
    # other ways to end a hand would record a new one: they wait, and come back after.
    window.editor.edit_hand(window.table.rows()[2])
    assert "hand 3" in window.findChild(QLabel, "edit-banner").text()
    assert not window.more.draw.isEnabled() and not window.more.penalty.isEnabled()
    record(qtbot, window, winner="N", discarder="W")
    assert window.table.rows()[2].kind == "hand" and "Dan wins" in row_text(window, 2, 2)
    assert window.more.draw.isEnabled() and window.more.penalty.isEnabled()

    # Deleting the first hand: named in the question; everything after re-settles.
    asked = yes_to_questions(monkeypatch)
    window.editor.delete_entry(window.table.rows()[0])
    assert "hand 1" in asked[-1] and "Amy wins 6 faan off Ben" in asked[-1]
    assert rows(window) == 4 and row_text(window, 0, 0) == "1" and window.table.rows()[0].faan == 4
    assert window.table.rows()[0].short_label == "E1"  # Amy's repeat (E1+1) is now the first hand
    for kind_index, named in ((3, "penalty 1"), (2, "hand 3 (false win)")):
        window.editor.delete_entry(window.table.rows()[kind_index])
        assert named in asked[-1]
    assert sum(Fraction(t) for t in totals(window)) == 0
    window.table.record(json_entry({"draw": True}))
    window.editor.delete_entry(window.table.rows()[-1])
    assert "(drawn)" in asked[-1] and rows(window) == 2


def test_a_draw_shows_in_the_ledger_at_once_with_undo_in_the_status_line(qtbot, window):
    click(qtbot, window, "record-draw")
    assert rows(window) == 1 and "Drawn hand" in row_text(window, 0, 2)
    undo = button(window, "status-undo")
    assert undo.isVisible() and "Drawn hand 1 recorded" in window.statusBar().currentMessage()
    click(qtbot, window, "status-undo")
    assert rows(window) == 0 and not undo.isVisible()
    for _ in range(8):  # more than the strip shows: the newest is scrolled into view
        click(qtbot, window, "record-draw")
    view = window.ledger
    qtbot.waitUntil(lambda: view.viewport().rect().contains(view.visualRect(view.model().index(7, 2))))


def test_the_false_win_dialog_shows_each_amount_before_it_is_confirmed(qtbot, window):
    seen = {}

    def look(dialog):
        choose(dialog.findChild(QComboBox, "false-win-offender"), "W")
        for s in "ESWN":
            seen[s] = dialog.findChild(QLabel, f"false-win-amount-{s}").text()
        dialog.accept()

    answer_dialog(qtbot, look)
    click(qtbot, window, "false-win")
    each = Fraction(seen["E"])
    assert (
        each > 0
        and seen["E"].startswith("+")
        and seen["S"] == seen["N"] == seen["E"]
        and Fraction(seen["W"]) == -3 * each
    )
    assert totals(window) == [seen[s] for s in "ESWN"]


def test_the_penalty_to_list_leaves_out_the_payer_and_its_error_clears(qtbot, window):
    def check(dialog):
        payer = dialog.findChild(QComboBox, "penalty-payer")
        payee = dialog.findChild(QComboBox, "penalty-payee")
        choose(payer, "S")
        assert payee.findData("S") == -1 and payee.findData("E") >= 0
        error = dialog.findChild(QLabel, "penalty-error")
        dialog.accept()  # no reason given
        assert "Say why" in error.text() and dialog.isVisible()
        dialog.findChild(QLineEdit, "penalty-reason").setText("late")
        dialog.findChild(QLineEdit, "penalty-reason").textEdited.emit("late")
        assert error.text() == ""
        choose(payee, "N")
        dialog.accept()

    answer_dialog(qtbot, check)
    click(qtbot, window, "penalty")
    assert totals(window) == ["0", "-8", "0", "+8"]
    assert row_text(window, 0, 0) == "P1" and row_text(window, 0, 2) == "Penalty 罰: Ben pays Dan 8 — late"


def test_faan_only_keeps_what_was_typed_when_it_refuses(qtbot, window):
    def two_faan(dialog):
        choose(dialog.findChild(QComboBox, "quick-winner"), "W")
        choose(dialog.findChild(QComboBox, "quick-discarder"), "S")
        dialog.findChild(QSpinBox, "quick-faan").setValue(2)
        dialog.accept()
        assert dialog.isVisible()  # refused, still open
        assert "minimum" in dialog.findChild(QLabel, "quick-error").text()
        assert dialog.findChild(QSpinBox, "quick-faan").value() == 2
        assert dialog.findChild(QComboBox, "quick-winner").currentData() == "W"
        dialog.findChild(QSpinBox, "quick-faan").setValue(3)
        assert dialog.findChild(QLabel, "quick-error").text() == ""
        dialog.accept()

    answer_dialog(qtbot, two_faan)
    click(qtbot, window, "quick-entry")
    assert rows(window) == 1 and totals(window)[2] == "+8"


def test_ledger_rows_say_what_happened_with_their_own_numbers(qtbot, window):
    record(qtbot, window)
    change_rules(qtbot, window, min_faan=4)
    window.table.record(penalty_entry("N", Fraction(2), None, "slow play"))
    assert [row_text(window, r, 0) for r in range(3)] == ["1", "", "P1"]
    assert row_text(window, 0, 2) == "Amy wins 6 faan off Ben"
    assert "Minimum faan to win: 4" in row_text(window, 1, 2)
    assert row_text(window, 2, 2) == "Penalty 罰: Dan pays each other player 2 — slow play"
    assert row_text(window, 2, 1) == ""  # a penalty is not labelled like a hand


def test_the_first_launch_asks_for_the_four_names(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    window = create_main_window(tmp_path)
    qtbot.addWidget(window)
    assert not window.table.started and window.windowTitle() == "MJScore"
    window.show()
    qtbot.waitUntil(
        lambda: (
            window.findChild(QLineEdit, "player-name-E") is not None
            and window.findChild(QLineEdit, "player-name-E").isVisible()
        )
    )
    for seat, name in zip("ESWN", ["Amy", "Ben", "Cat", "Dan"]):
        window.findChild(QLineEdit, f"player-name-{seat}").setText(name)
    window.findChild(QLineEdit, "session-name").setText("Friday club, 22 Nov")
    window.findChild(QLineEdit, "player-name-E").window().accept()
    assert window.table.players == ["Amy", "Ben", "Cat", "Dan"]
    assert [s.players for s in window.table.sessions()] == [("Amy", "Ben", "Cat", "Dan")]  # no phantom
    assert window.windowTitle() == "MJScore — Friday club, 22 Nov"
    window.table.close()


def test_recording_before_any_names_asks_for_them_first(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window

    window = create_main_window(tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.findChild(QLineEdit, "player-name-E") is not None)
    window.findChild(QLineEdit, "player-name-E").window().reject()  # the first question dismissed
    assert not window.table.started

    def name_them(dialog):
        for seat, name in zip("ESWN", ["Ann", "Bo", "Cy", "Di"]):
            dialog.findChild(QLineEdit, f"player-name-{seat}").setText(name)
        dialog.accept()

    answer_dialog(qtbot, name_them)
    click(qtbot, window, "record-draw")  # the question does not block; the draw waits for it
    qtbot.waitUntil(lambda: rows(window) == 1)
    assert window.table.players == ["Ann", "Bo", "Cy", "Di"]
    assert [s.players for s in window.table.sessions()] == [("Ann", "Bo", "Cy", "Di")]
    window.table.close()


@pytest.mark.parametrize("kind", ["csv", "json"])
def test_export_goes_to_the_documents_folder_by_default(qtbot, window, tmp_path, monkeypatch, kind):
    import platformdirs
    from PySide6.QtWidgets import QFileDialog

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(documents))
    suggested = []

    def save_as(_parent, _title, path, _filter):
        suggested.append(path)
        return path, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    record(qtbot, window)
    window.findChild(type(window.undo_action), f"export-{kind}").trigger()
    path = documents / f"Friday club 22 Nov.{kind}"
    assert suggested == [str(path)] and path.is_file()
    text = path.read_text(encoding="utf-8")
    if kind == "json":
        data = json.loads(text)
        assert data["totals"] == {"Amy": 32, "Ben": -32, "Cat": 0, "Dan": 0}
    else:
        assert "Amy wins 6 faan" in text and ",32," in text


def test_the_window_title_names_the_session_once(window):
    assert window.windowTitle() == "MJScore — Friday club, 22 Nov"
    assert window.windowTitle().count("MJScore") == 1


def test_the_desktop_shows_the_title_as_it_is(tmp_path):
    """On X11 and Windows Qt adds the application's display name, when one is set, to the
    title the desktop shows ("MJScore — Friday club, 22 Nov — MJScore"). The app as
    launched sets none: its display name still follows its name."""
    code = (
        "import sys\n"
        "from mjscore_gui.app import create_main_window\n"
        "from PySide6.QtWidgets import QApplication\n"
        f"window = create_main_window({str(tmp_path)!r})\n"
        "app = QApplication.instance()\n"
        "app.setApplicationName('probe')\n"
        "print(app.applicationDisplayName())\n"
        "window.table.close()\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.split() == ["probe"]


def test_keyboard_enter_on_the_ledger_edits_the_entry(qtbot, window):
    record(qtbot, window)
    window.ledger.setFocus()
    window.ledger.selectRow(0)
    qtbot.keyClick(window.ledger, Qt.Key.Key_Return)
    assert window.editor.editing is not None and window.editor.editing.number == 1
    click(qtbot, window, "cancel-edit")
    assert window.editor.editing is None


# -- it must fit --------------------------------------------------------------------------


def _relaunched_after_60_hands(qtbot, tmp_path, size: tuple[int, int] | None = None):
    """The window opened on a night of 60 hands already recorded (at `size`, if given)."""
    from mjscore_gui.app import create_main_window
    from mjscore_gui.ledger import Ledger
    from tests.gui.conftest import start_session

    start_session(tmp_path)
    with Ledger.open(tmp_path) as ledger:
        ledger.session().record_many(
            json_entry([{"faan": 3, "seat_wind": "ESWN"[i % 4], "win": "self_drawn"} for i in range(60)])
        )
    window = create_main_window(tmp_path)
    qtbot.addWidget(window)
    if size:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_on_relaunch_the_ledger_shows_the_latest_hand(qtbot, tmp_path):
    window = _relaunched_after_60_hands(qtbot, tmp_path)
    view = window.ledger
    last = view.model().index(59, 0)
    qtbot.waitUntil(lambda: view.viewport().rect().intersects(view.visualRect(last)))
    assert view.rowAt(view.viewport().height() - 2) in (58, 59, -1)
    assert not view.viewport().rect().intersects(view.visualRect(view.model().index(0, 0)))
    window.close()  # the window first: it reads the ledger as long as it is shown
    window.table.close()


def test_ctrl_z_after_typing_a_hand_undoes_the_hand(qtbot, window):
    typed = window.findChild(QLineEdit, "typed-tiles")
    typed.setFocus()
    qtbot.keyClicks(typed, "123m 456p 789s CCC 55m")
    qtbot.keyClick(typed, Qt.Key.Key_Return)
    pick(qtbot, window, "E", "S")
    qtbot.keyClick(typed, Qt.Key.Key_Return)
    assert rows(window) == 1
    qtbot.keyClick(typed, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert rows(window) == 0 and window.builder.tile_count() == 14 and typed.text() == ""


def test_the_newest_row_stays_whole_when_the_status_line_appears(qtbot, tmp_path):
    # A small laptop's screen: the ledger is a strip of three rows.
    window = _relaunched_after_60_hands(qtbot, tmp_path, (1366, 740))
    view = window.ledger
    qtbot.waitUntil(lambda: view.viewport().rect().contains(view.visualRect(view.model().index(59, 2))))
    assert not window.statusBar().currentMessage()
    click(qtbot, window, "record-draw")  # the first message of the night: the status line appears
    assert "recorded" in window.statusBar().currentMessage()
    newest = view.model().index(60, 2)
    qtbot.wait(300)  # the status line is laid out, the view has shrunk
    assert view.viewport().rect().contains(view.visualRect(newest))
    window.close()  # the window first: it reads the ledger as long as it is shown
    window.table.close()
