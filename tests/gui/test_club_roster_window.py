"""Club ▸ Roster… in the window (issue 24): the secretary joins "amy w", typed at another
table, to the roster's Amy, and tonight's standings count one person with both tables'
money; adds the other new names as a member and a guest, makes a member a guest. On a
laptop that is not the secretary's the roster is shown read-only, one line saying why,
and a club.toml that cannot be read is one line and kept byte for byte. A new name at the
tables (a session started with it, or read from another laptop) is offered once in a
notice line with a Roster… button.

Tables (tests/club/tables.py, hk preset): table 1 Amy +12, Ben +4, Cat -4, Dan -12;
table 2 as seated here "amy w" +8 (Eve's seat), Fay +8, Gus -8, Hal -8."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from mjscore_gui.club.members.config import read_club
from mjscore_gui.club.results.club_evenings import club_evenings, evening_at
from mjscore_gui.club.results.tonight import board
from mjscore_gui.ledger import Ledger
from tests.club.tables import table_one, table_two
from tests.conftest import json_entry
from tests.gui.conftest import open_window

ROSTER = '[club]\nname = "Friday Club"\nmin_nights = 1\n\n' + "".join(
    f'[[player]]\nid = "{n.lower()}"\nname = "{n}"\nname_zh = "{zh}"\n\n'
    for n, zh in (("Amy", "陳美"), ("Ben", "李斌"), ("Cat", "張嘉"), ("Dan", "黃丹"))
)
LEFT = Qt.MouseButton.LeftButton


def shot(widget, name: str) -> None:
    """A picture for a person to look at, into $MJSCORE_SHOTS when set."""
    folder = os.environ.get("MJSCORE_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert widget.grab().save(str(Path(folder) / name))


def two_tables_tonight(tmp_path: Path, secretary: bool = True, toml: str = ROSTER) -> tuple[Path, Path]:
    """This laptop's table 1 and laptop 2's table 2 (with "amy w") read as a copy,
    both started now (tonight); the club folder holds `toml`."""
    data, club = tmp_path / "data", tmp_path / "club"
    club.mkdir()
    (club / "club.toml").write_text(toml, encoding="utf-8")
    with Ledger.open(data) as ledger:
        table_one(ledger, started=None)
        with Ledger.open(tmp_path / "laptop2") as other:
            copy = table_two(other, started=None, players=["amy w", "Fay", "Gus", "Hal"])
            ledger.import_json(copy.export_json())
    settings = {"version": 1, "folder": str(club), "secretary": secretary}
    (data / "club.json").write_text(json.dumps(settings), encoding="utf-8")
    return data, club


def tonight(win, club: Path):
    evening = evening_at(club_evenings(win.table.ledger))
    assert evening is not None
    return board(evening, read_club(club), {})


def test_the_secretary_joins_amy_w_to_amy_and_tonight_counts_one_person(qtbot, tmp_path, mjscore):
    data, club = two_tables_tonight(tmp_path)
    win = open_window(qtbot, data)
    before = {r.name: r.total for r in tonight(win, club).rows}
    assert (before["Amy"], before["amy w"]) == (12, 8)  # two people until joined

    dialog = win.club_roster.roster_dialog()
    assert dialog.read_only.isHidden() and dialog.book.writable
    assert dialog.title.text() == "Friday Club: 4 members, 0 guests"
    assert [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())] == ["Amy", "Ben", "Cat", "Dan"]
    assert [dialog.table.item(0, c).text() for c in range(4)] == ["Amy", "陳美", "amy", "member"]
    assert [dialog.unknown.item(i).text() for i in range(dialog.unknown.count())] == ["amy w", "Fay", "Gus", "Hal"]
    shot(dialog, "roster-secretary-before.png")

    assert dialog.pick_unknown("amy w")
    dialog.pick_entry("amy")
    assert dialog.join_to.currentText() == "Amy 陳美 (amy)"
    qtbot.mouseClick(dialog.join_button, LEFT)
    assert dialog.error.text() == ""
    assert dialog.message.text() == "amy w now counts as Amy at every table"
    assert read_club(club).roster[0].aliases == ("amy w",)
    assert dialog.table.item(0, 4).text() == "amy w"
    assert [dialog.unknown.item(i).text() for i in range(dialog.unknown.count())] == ["Fay", "Gus", "Hal"]

    rows = {r.name: r for r in tonight(win, club).rows}
    assert "amy w" not in rows and len(rows) == 7
    amy = rows["Amy"]
    assert (amy.total, amy.hands, amy.hands_won, amy.spellings) == (20, 4, 2, ("amy w",))
    assert amy.table_points == 4 + 3  # first at table 1; tied first with Fay at table 2: (4 + 2) / 2

    # The command line reads the same club.toml: one Amy, 12 + 8.
    mjscore.use(data)
    ran = mjscore("club", "standings", "--tonight", "--format", "json")
    assert ran.code == 0, ran.err
    players = {p["name"]: p for p in json.loads(ran.out)["players"]}
    assert players["Amy"]["total"] == 20 and players["Amy"]["also_spelled"] == ["amy w"] and "amy w" not in players

    # Fay joins as a member (with her Chinese name), Gus as a guest; then Gus becomes a member.
    dialog.pick_unknown("Fay")
    dialog.name_zh.setText("林菲")
    qtbot.mouseClick(dialog.add_member_button, LEFT)
    dialog.pick_unknown("Gus")
    qtbot.mouseClick(dialog.add_guest_button, LEFT)
    assert dialog.message.text() == "Gus is on the roster as a guest"
    roster = {e.id: e for e in read_club(club).roster}
    assert (roster["fay"].name, roster["fay"].name_zh, roster["fay"].guest) == ("Fay", "林菲", False)
    assert (roster["gus"].name, roster["gus"].guest) == ("Gus", True)
    assert dialog.title.text() == "Friday Club: 5 members, 1 guests"
    dialog.table.selectRow(5)
    assert dialog.guest_button.text() == "Make a &member"
    qtbot.mouseClick(dialog.guest_button, LEFT)
    assert not {e.id: e for e in read_club(club).roster}["gus"].guest
    assert [dialog.unknown.item(i).text() for i in range(dialog.unknown.count())] == ["Hal"]
    shot(dialog, "roster-secretary-after.png")
    dialog.close()
    win.table.close()


def test_another_laptop_shows_the_roster_read_only(qtbot, tmp_path):
    data, club = two_tables_tonight(tmp_path, secretary=False)
    before = (club / "club.toml").read_bytes()
    win = open_window(qtbot, data)
    dialog = win.club_roster.roster_dialog("amy w")
    assert not dialog.read_only.isHidden()
    assert dialog.read_only.text().startswith("Read only: the secretary's laptop changes the roster")
    assert dialog.table.rowCount() == 4 and dialog.unknown.currentItem().text() == "amy w"
    buttons = (dialog.join_button, dialog.add_member_button, dialog.add_guest_button, dialog.guest_button)
    assert not any(b.isEnabled() for b in buttons)
    assert not dialog.join()  # even asked directly: one line, nothing written
    assert dialog.error.text().startswith("Read only")
    assert (club / "club.toml").read_bytes() == before
    shot(dialog, "roster-read-only.png")
    dialog.close()
    win.table.close()


def test_a_broken_club_toml_is_one_line_and_kept(qtbot, tmp_path):
    broken = ROSTER + '[[player]]\nid = "Amy Wong"\nname = "Amy W"\n'
    data, club = two_tables_tonight(tmp_path, toml=broken)
    win = open_window(qtbot, data)
    dialog = win.club_roster.roster_dialog()
    line = dialog.read_only.text()
    assert (
        "\n" not in line
        and "club.toml: $.player[4].id: expected a short id" in line
        and "the file is kept as it is" in line
    )
    assert not dialog.add_member_button.isEnabled() and dialog.table.rowCount() == 0
    assert (club / "club.toml").read_text(encoding="utf-8") == broken
    dialog.close()
    win.table.close()


def _offer_lines(win) -> list[str]:
    return list(win.club_roster.strip.lines)


def test_a_new_name_is_offered_to_the_secretary_once(qtbot, tmp_path):
    data, club = two_tables_tonight(tmp_path)
    win = open_window(qtbot, data)
    qtbot.wait(50)
    assert win.club_roster.strip.isHidden()  # the session shown, table 1, has no name new to the roster

    win.table.new_session(["Amy", "Ben", "Cat", "Zed"], name="Table 1, later")  # as the players dialog does
    qtbot.waitUntil(lambda: _offer_lines(win) != [])
    assert _offer_lines(win) == [
        "New name at the tables: Zed is not on the club's roster; Roster… joins it to a player or adds it"
    ]
    button = win.findChild(QPushButton, "roster-notices-open")
    assert button.isVisible() and button.text() == "&Roster…"
    win.resize(1366, 768)
    qtbot.waitUntil(lambda: win.width() == 1366)
    shot(win, "window-new-name-offered.png")

    win.table.new_session(["Zed", "Amy", "Ben", "Cat"], name="Table 1, again")  # Zed again: not offered again
    qtbot.wait(50)
    assert len(_offer_lines(win)) == 1

    # A name read from another laptop is offered too.
    with Ledger.open(tmp_path / "laptop3") as other:
        session = other.new_session(["Yan", "Amy", "Ben", "Cat"])
        session.record(json_entry({"faan": 3, "seat_wind": "E", "win": "self_drawn"}))
        win.table.ledger.import_json(session.export_json())
    qtbot.waitUntil(lambda: len(_offer_lines(win)) == 2)
    assert "Yan is not on the club's roster" in _offer_lines(win)[1]

    qtbot.mouseClick(button, LEFT)
    dialog = win.findChild(QLabel, "roster-title").window()
    assert dialog.objectName() == "roster-dialog"
    assert dialog.unknown.currentItem().text() == "Yan"  # the name offered, picked
    dialog.close()
    assert _offer_lines(win) == []
    win.table.close()

    # Offered once means once: the next time the window opens Zed and Yan are not offered again.
    again = open_window(qtbot, data)
    qtbot.wait(50)
    again.table.new_session(["Zed", "Yan", "Amy", "Ben"])
    qtbot.wait(50)
    assert _offer_lines(again) == []
    again.table.close()


def test_another_laptop_is_not_offered_new_names(qtbot, tmp_path):
    data, _ = two_tables_tonight(tmp_path, secretary=False)
    win = open_window(qtbot, data)
    win.table.new_session(["Amy", "Ben", "Cat", "Zed"])
    qtbot.wait(50)
    assert _offer_lines(win) == [] and win.club_roster.strip.isHidden()
    win.table.close()
