"""The club's evening and season in the window (issue 24): Club ▸ Settle up tonight (all
tables) squares a 3-table night in the fewest transfers, each amount checked, everyone
square, copied in English and Chinese; tables under different rules get one line and no
transfers; Club ▸ Standings ▸ Season ranks the members with the minimum nights, lists the
rest as not yet ranked and the guests apart; Club ▸ Start table… opens Tonight at its
table and round pickers.

The 3-table night is tests/club/tables.py's (hk preset): Amy +12, Ben +4, Cat -4, Dan -12;
Eve +8, Fay +8, Gus -8, Hal -8; Ivy +16, Mo +8, Jay 0, Kim -8, Lee -16."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialog

from mjscore_gui.club.members.aliases import Aliases
from mjscore_gui.club.results.evening import evenings
from mjscore_gui.club.results.nights import night_totals
from mjscore_gui.club.results.settle_up import SettleUp, Transfer, check_transfers
from mjscore_gui.gui.club.settle_tonight_dialog import SettleTonightDialog
from mjscore_gui.gui.club.standings_dialog import StandingsDialog
from mjscore_gui.gui.club.state.settle_tonight import TonightSettlement
from mjscore_gui.ledger import Ledger
from tests.club.tables import table_one, three_tables
from tests.gui.conftest import open_window
from tests.gui.test_club_roster_window import shot
from tests.gui.test_tonight_dialog import _club, _drawn, _laptop

NOW = {1: None, 2: None, 3: None}  # every table started now: tonight


def _window_on(qtbot, tmp_path: Path, ledger: Ledger):
    ledger.close()
    return open_window(qtbot, tmp_path / "data")


def test_settle_up_tonight_squares_three_tables_in_the_fewest_transfers(qtbot, tmp_path):
    win = _window_on(qtbot, tmp_path, three_tables(tmp_path, started=NOW))
    win.findChild(QAction, "club-settle-tonight").trigger()
    dialog = win.findChild(QDialog, "settle-tonight-dialog")
    settled = dialog.settled
    assert settled.tables == (1, 2, 3) and settled.sessions == 3 and len(settled.totals) == 13
    assert dialog.heading.text().endswith(": 3 tables, 3 sessions, 13 players")
    transfers = [(t.payer, t.payee, t.amount) for t in settled.result.transfers]
    # Six pairs that each square on their own: six transfers, the fewest possible (12 owe or are owed).
    assert transfers == [
        ("Cat", "Ben", 4),
        ("Dan", "Amy", 12),
        ("Gus", "Eve", 8),
        ("Hal", "Fay", 8),
        ("Kim", "Mo", 8),
        ("Lee", "Ivy", 16),
    ]
    assert settled.result.exact and settled.result.fewest_possible == 6
    assert check_transfers(settled.totals, settled.result.transfers)  # everyone square, Jay (0) untouched
    assert settled.totals["Jay"] == 0 and "Jay" not in {n for t in transfers for n in t[:2]}
    assert dialog.lines.text().splitlines() == [
        "Cat pays Ben $4",
        "Dan pays Amy $12",
        "Gus pays Eve $8",
        "Hal pays Fay $8",
        "Kim pays Mo $8",
        "Lee pays Ivy $16",
    ]
    assert dialog.bound.isHidden() and dialog.why.isHidden()
    dialog.copy.click()
    assert QGuiApplication.clipboard().text() == dialog.lines.text()
    dialog.language.setCurrentIndex(1)
    assert dialog.lines.text().splitlines()[1] == "Dan 俾 Amy $12"
    dialog.copy.click()
    assert QGuiApplication.clipboard().text().splitlines()[-1] == "Lee 俾 Ivy $16"
    assert dialog.status.text() == "Copied: paste it into the group chat"
    dialog.language.setCurrentIndex(0)
    shot(dialog, "settle-up-tonight.png")
    dialog.close()
    win.table.close()


def test_tables_under_different_rules_are_not_settled_across(qtbot, tmp_path):
    win = _window_on(qtbot, tmp_path, three_tables(tmp_path, started=NOW, table3_rules="hk-old"))
    dialog = win.club_roster.settle_tonight_dialog()
    assert dialog.settled.result is None and dialog.lines.text() == ""
    assert not dialog.why.isHidden() and not dialog.copy.isEnabled()
    line = dialog.why.text()
    assert "\n" not in line
    assert line.startswith("The money does not add up across tables: they played different rules or stakes")
    assert "hk at tables 1, 2; hk-old at table 3" in line
    shot(dialog, "settle-up-tonight-other-rules.png")
    dialog.close()
    win.table.close()


def test_the_bound_line_when_the_search_stopped_short(qtbot):
    result = SettleUp((Transfer("Ben", "Amy", Fraction(5)), Transfer("Cat", "Amy", Fraction(5))), 1)
    settled = TonightSettlement("e", "2026-11-20", (1,), 1, {"Amy": Fraction(10), "Ben": -5, "Cat": -5}, result)
    dialog = SettleTonightDialog(settled, "zh_HK")
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "zh_HK"  # the window's language first
    assert dialog.bound.text() == "2 次俾錢；最少要 1 次" and not dialog.bound.isHidden()
    assert dialog.text().splitlines() == ["Ben 俾 Amy $5", "Cat 俾 Amy $5", "2 次俾錢；最少要 1 次"]
    dialog.language.setCurrentIndex(0)
    assert dialog.bound.text() == "2 transfers; at least 1 are needed"


SEASON_TOML = """[club]
name = "Friday Club"
min_nights = 3
tie_break = ["table_points", "total", "hands_won"]

[season]
from = 2026-11-01
to = 2026-11-30

[[player]]
id = "amy"
name = "Amy"
name_zh = "陳美"

[[player]]
id = "ben"
name = "Ben"

[[player]]
id = "cat"
name = "Cat"

[[player]]
id = "dan"
name = "Dan"

[[player]]
id = "kit"
name = "Kit"
guest = true
"""


def _season_night(ledger: Ledger, day: str, players: list[str]) -> None:
    """table_one's two hands: the second seat wins 3 off the fourth (8), then the first
    seat self-draws 3 (4 from each): +12, +4, -4, -12 in the listed order."""
    table_one(ledger, started=f"{day}T19:30:00+0800", players=players)


def test_the_season_ranks_members_with_the_minimum_nights_and_lists_guests_apart(qtbot, tmp_path, monkeypatch):
    data, club = tmp_path / "data", tmp_path / "club"
    club.mkdir()
    (club / "club.toml").write_text(SEASON_TOML, encoding="utf-8")
    with Ledger.open(data) as ledger:
        _season_night(ledger, "2026-10-30", ["Dan", "Amy", "Ben", "Cat"])  # before the season: left out
        _season_night(ledger, "2026-11-06", ["Amy", "Ben", "Cat", "Dan"])  # Amy +12 Ben +4 Cat -4 Dan -12
        _season_night(ledger, "2026-11-13", ["Amy", "Ben", "Cat", "Kit"])  # Amy +12 Ben +4 Cat -4 Kit -12
        _season_night(ledger, "2026-11-20", ["Ben", "Cat", "Amy", "Dan"])  # Ben +12 Cat +4 Amy -4 Dan -12
    (data / "club.json").write_text(json.dumps({"version": 1, "folder": str(club)}), encoding="utf-8")
    win = open_window(qtbot, data)
    source = win.club_roster.season_source()
    assert source is not None

    opened: list[StandingsDialog] = []
    monkeypatch.setattr(StandingsDialog, "exec", lambda self: opened.append(self) or 0)
    win.findChild(QAction, "standings").trigger()  # Club ▸ Standings… offers the season
    assert [opened[0].view.itemText(i) for i in range(opened[0].view.count())] == ["Every night", "Season"]
    assert opened[0].source is not None and opened[0].source.config.min_nights == 3
    nights = evenings(win.table.ledger, night_totals(win.table.ledger))  # as Club ▸ Standings… gives them
    dialog = StandingsDialog(nights, Aliases.load(data), win, season=source)
    assert [dialog.view.itemText(i) for i in range(dialog.view.count())] == ["Every night", "Season"]
    dialog.show_season()
    assert dialog.pages.currentWidget() is dialog.season_table
    assert dialog.summary.text() == (
        "Season 2026-11-01 to 2026-11-30: 3 nights; ranked by table points, total, hands won; "
        "at least 3 nights to be ranked"
    )
    ranked, not_yet, guests = dialog.season_table.sections
    # Table points (4/2/1/0 by place): Amy 4 + 4 + 1 = 9, Ben 2 + 2 + 4 = 8, Cat 1 + 1 + 2 = 4;
    # totals Amy 12 + 12 - 4 = 20, Ben 4 + 4 + 12 = 20, Cat -4 - 4 + 4 = -4, Dan -12 - 12, Kit -12.
    # Columns: place, player, nights, hands, won, biggest, table points, total.
    assert ranked[1] == [
        ("1", "Amy 陳美", "3", "6", "2", "3 faan", "9", "20"),
        ("2", "Ben", "3", "6", "3", "3 faan", "8", "20"),
        ("3", "Cat", "3", "6", "1", "3 faan", "4", "-4"),
    ]
    assert not_yet == ("Not yet ranked: fewer than 3 nights", [("–", "Dan", "2", "4", "0", "–", "0", "-24")])
    assert guests == ("Guests", [("–", "Kit", "1", "2", "0", "–", "0", "-12")])
    table = dialog.season_table
    assert table.rowCount() == 3 + 2 + 2 and table.item(3, 0).text() == "Not yet ranked: fewer than 3 nights"
    assert table.columnSpan(3, 0) == 8 and table.item(5, 0).text() == "Guests"
    win.resize(1366, 768)
    dialog.resize(900, 520)
    shot(dialog, "standings-season.png")

    dialog.view.setCurrentIndex(0)  # every night in the ledger again, the season's dates aside
    assert dialog.pages.currentWidget() is dialog.table
    assert dialog.summary.text() == "4 nights, 5 players"
    dialog.close()
    win.table.close()


def test_no_season_choice_without_a_club_toml(qtbot, tmp_path):
    data = tmp_path / "data"
    with Ledger.open(data) as ledger:
        _season_night(ledger, "2026-11-06", ["Amy", "Ben", "Cat", "Dan"])
    win = open_window(qtbot, data)
    assert win.club_roster.season_source() is None
    dialog = StandingsDialog(evenings(win.table.ledger, night_totals(win.table.ledger)), Aliases.load(data), win)
    assert dialog.view.isHidden() and dialog.view.count() == 1  # every night, as before
    dialog.close()
    win.table.close()


def test_start_table_menu_opens_tonight_at_its_pickers(qtbot, tmp_path):
    club = _club(tmp_path)
    drawer = _laptop(qtbot, tmp_path, "table1", club)
    _drawn(qtbot, drawer).close()  # drawn and published on the first laptop
    plan = drawer.club_folder.tonight.plan
    win = _laptop(qtbot, tmp_path, "table3", club)
    win.findChild(QAction, "club-start-table").trigger()
    dialog = [d for d in win.findChildren(QDialog, "tonight-dialog") if d.isVisible()][-1]
    assert dialog.draw_side.isHidden() and dialog.plan_row.isHidden()  # the drawing aside
    assert dialog.windowTitle() == "Start a table of tonight's plan"
    assert dialog.start_button.isEnabled() and dialog.tonight.plan.evening == plan.evening
    dialog.start_round.setValue(2)
    dialog.start_table.setValue(3)
    seated = dialog.tonight.start(3, 2).players
    winds = ["East", "South", "West", "North"]
    expected = "  ·  ".join(
        f"{winds[i]}: {name}" + (f" {dialog.tonight.chinese_name(name)}" if dialog.tonight.chinese_name(name) else "")
        for i, name in enumerate(seated)
    )
    assert dialog.seating.text() == f"Table 3, round 2: {expected}"
    assert (dialog.view.currentRow(), dialog.view.currentColumn()) == (1, 2)
    shot(dialog, "start-table.png")
    dialog.start()
    assert tuple(win.table.session.players) == seated
    assert win.table.session.name == "Table 3, round 2"
    drawer.table.close()
    win.table.close()


def test_start_table_without_a_plan_shows_the_whole_dialog(qtbot, tmp_path):
    club = _club(tmp_path)
    win = _laptop(qtbot, tmp_path, "table1", club)
    dialog = win.club_folder.start_table_dialog()
    assert not dialog.draw_side.isHidden() and not dialog.start_button.isEnabled()
    assert dialog.error.text() == "No plan for tonight yet: draw one here, or wait for the laptop that draws it"
    dialog.close()
    win.table.close()
