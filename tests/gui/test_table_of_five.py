"""Issue 24: a table of five in the window. New session takes a fifth name (optional); the
totals bar shows the fifth, and whoever sits the next hand out says so; the ledger's rows
say who sat each hand out."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QLineEdit, QTableView

from mjscore_gui.gui.dialogs.session_dialogs import PlayersDialog
from tests.conftest import json_entry
from tests.gui.conftest import open_window, start_session

FIVE = ["Amy", "Ben", "Cat", "Dan", "Eve"]


def _fill(dialog: PlayersDialog, names: list[str]) -> None:
    for seat, name in zip("ESWN", names):
        dialog.edits[seat].setText(name)
    fifth = dialog.findChild(QLineEdit, "player-name-5")
    assert fifth is not None
    fifth.setText(names[4] if len(names) > 4 else "")


def test_the_players_dialog_takes_four_or_five_names(qtbot):
    dialog = PlayersDialog({}, new=True)
    qtbot.addWidget(dialog)
    _fill(dialog, [*FIVE[:4], "amy"])
    dialog.accept()
    assert dialog.result() == 0
    assert dialog.findChild(QLabel, "players-error").text() == "The five players need five different names"
    _fill(dialog, FIVE)
    dialog.accept()
    assert dialog.result() == 1 and dialog.players() == FIVE
    _fill(dialog, FIVE[:4])  # the fifth left empty: a table of four
    assert dialog.players() == FIVE[:4]
    # Changing seats mid-session names the four seats only.
    seats = PlayersDialog({"E": "Amy"}, new=False)
    qtbot.addWidget(seats)
    assert seats.findChild(QLineEdit, "player-name-5") is None


def _label(window, name: str) -> str:
    found = window.findChild(QLabel, name)
    assert found is not None, name
    return found.text()


def test_new_session_of_five_and_the_totals_bar_shows_who_sits_out(qtbot, tmp_path, monkeypatch):
    start_session(tmp_path)
    window = open_window(qtbot, tmp_path)

    def exec_(dialog):
        _fill(dialog, FIVE)
        return 1

    monkeypatch.setattr(PlayersDialog, "exec", exec_)
    window.new_session()
    assert window.table.players == FIVE and window.table.session.next_hand().sits_out == "Eve"
    assert _label(window, "player-5") == "Eve  (sits out)"
    dealer = _label(window, "player-E")  # five boxes: "· Dealer" gives way to room, 莊 stays
    assert dealer.startswith("Amy  (East 東)") and dealer.endswith("莊")
    # Hand 1: Cat (W) 3 faan off Dan (N). Eve then takes Amy's chair; Amy sits out.
    window.table.record(json_entry({"faan": 3, "seat_wind": "W", "win": "discard", "discarder": "N"}))
    assert _label(window, "player-E") == "Amy  (sits out)"
    assert _label(window, "player-5") == "Eve  (North 北)"
    assert [_label(window, f"total-{s}") for s in ("E", "S", "W", "N", "5")] == ["0", "0", "+8", "-8", "0"]
    model = window.findChild(QTableView, "ledger-table").model()
    assert model.columnCount() == 4 + 5
    assert [model.index(0, c).data() for c in range(4, 9)] == ["0 → 0", "0 → 0", "+8 → 8", "-8 → -8", "sits out → 0"]
    window.table.close()


def test_a_night_of_five_at_1366_by_768(qtbot, tmp_path):
    from mjscore_gui.ledger import Ledger

    with Ledger.open(tmp_path) as ledger:
        night = ledger.new_session(FIVE, name="Friday, table 2")
        night.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}))
        night.record(json_entry({"faan": 4, "seat_wind": "E", "win": "self_drawn"}))
    window = open_window(qtbot, tmp_path)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() == 1366)
    # Five boxes side by side in the window's width: none pushed off the right edge.
    cards = [window.findChild(QFrame, f"player-card-{s}") for s in ("E", "S", "W", "N", "5")]
    assert all(card.isVisible() for card in cards)
    right = max(card.mapTo(window, card.rect().topRight()).x() for card in cards)
    assert right < 1366
    assert window.minimumSizeHint().width() <= 1366
    # Hand 3 is next: Ben (who won hand 2 as East) sits it out, Cat sits out the one after.
    assert _label(window, "player-S") == "Ben  (sits out)"
    picture = window.grab()
    assert (picture.width(), picture.height()) == (1366, 768)
    assert picture.save(str(tmp_path / "table-of-five.png"))
    window.table.close()
