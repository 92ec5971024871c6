"""Club ▸ Scoreboard and Club ▸ Share tonight's summary (issue 24): the numbers a player
reads off the club's TV (each player's total tonight, table points, hands, the tables'
progress), in English and Chinese, kept up to date as hands are recorded. The standings
are the club layer's (club/results/club_evenings.py, club/results/tonight.py): the same rows, in the same
order, as `mjscore club standings --tonight` prints.

Screenshots: with MJSCORE_SHOTS_DIR set, the board at 1920×1080 and 1366×768 and the
summary picture are saved there to be looked at.
"""

from __future__ import annotations

import json
import os
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import platformdirs
import pytest
from PySide6.QtGui import QAction, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QTableWidget, QWidget

from mjscore_gui.club.members.config import ClubConfig, RosterEntry
from mjscore_gui.club.results.evening import evening_date
from mjscore_gui.club.results.scoreboard import Scoreboard, scoreboard_of
from mjscore_gui.gui.club.scoreboard_view import ScoreboardView
from mjscore_gui.gui.state.table import faan_entry
from mjscore_gui.ledger import Ledger
from mjscore_gui.pictures.tonight_image import render_tonight
from mjscore_gui.rulebook import get_preset
from tests.conftest import json_entry

# Tonight at this table: Ben wins 3 faan off Amy, Cat self-draws 5 (Amy -20, Ben -4,
# Cat +36, Dan -12); then Amy and Ben play on with Eve and Fay: Eve wins 7 off Fay (+48).
FIRST = [faan_entry(3, "S", "discard", "E"), faan_entry(5, "S", "self_drawn", None)]
SECOND = [faan_entry(7, "W", "discard", "N")]
TONIGHT = {"Eve": 48, "Cat": 36, "Ben": -4, "Dan": -12, "Amy": -20, "Fay": -48}
# The club's roster (club.toml) gives the Chinese names: characters the bundled font carries.
ROSTER = ClubConfig(roster=(RosterEntry("amy", "Amy", "小明"), RosterEntry("eve", "Eve", "阿國")))
CLUB_TOML = """version = 1

[club]
name = "Friday Club"
table_points = [5, 3, 1, 0]

[[player]]
id = "amy"
name = "Amy"
name_zh = "小明"

[[player]]
id = "eve"
name = "Eve"
name_zh = "阿國"
"""


@pytest.fixture(autouse=True)
def chinese_font(qapp):
    """The bundled CJK font, as the app installs it at start (the board's Chinese words)."""
    from mjscore_gui.fonts import install_fonts

    install_fonts(qapp)


def play_two_sessions(table) -> None:
    """The night above, recorded through the window's table (and so its ledger)."""
    for entry in FIRST:
        table.record(json_entry(entry))
    table.new_session(["Amy", "Ben", "Eve", "Fay"])
    for entry in SECOND:
        table.record(json_entry(entry))


def standings(view: ScoreboardView) -> list[list[str]]:
    table = view.findChild(QTableWidget, "scoreboard-standings")
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def label(view: QWidget, name: str) -> str:
    found = view.findChild(QLabel, name)
    assert found is not None, name
    return found.text()


def money(text: str) -> Fraction:
    return Fraction(text.replace("$", "").replace("+", ""))


@pytest.fixture
def board(qtbot, window):
    play_two_sessions(window.table)
    window.findChild(QAction, "club-scoreboard").trigger()
    view = window.club.board_view
    assert view is not None and view.isVisible()
    yield view
    view.close()


def test_the_board_shows_tonights_totals_as_the_ledger_has_them(board, window):
    ledger = window.table.ledger
    added: dict[str, Fraction] = {}
    for info in ledger.sessions():
        for name, amount in ledger.session(info.id).totals().items():
            added[name] = added.get(name, Fraction(0)) + amount
    rows = standings(board)
    shown = {row[1]: money(row[2]) for row in rows}
    assert shown == added == {name: Fraction(total) for name, total in TONIGHT.items()}
    # Ranked: best first, numbered 1 to 6.
    assert [row[1] for row in rows] == list(TONIGHT)
    assert [row[0] for row in rows] == ["1", "2", "3", "4", "5", "6"]
    # Table points, 4/2/1/0 per session; Amy and Ben level at 0 in the second share 2+1.
    points = {row[1]: row[3] for row in rows}
    assert points == {"Eve": "4", "Cat": "4", "Ben": "3.5", "Dan": "1", "Amy": "1.5", "Fay": "0"}
    hands_won_biggest = {row[1]: (row[4], row[5], row[6]) for row in rows}
    assert hands_won_biggest["Amy"] == ("3", "0", "—")
    assert hands_won_biggest["Cat"] == ("2", "1", "5")
    assert hands_won_biggest["Eve"] == ("1", "1", "7")


def test_the_tables_progress_hands_round_and_dealer(board, window):
    # One table (this laptop), three hands over its two sessions; next: East 2, Ben deals.
    nxt = window.table.session.next_hand()
    assert nxt.dealer == "Ben"
    assert label(board, "scoreboard-table-1-hands") == "3 hands · 已打 3 局"
    assert label(board, "scoreboard-table-1-dealer") == "Dealer 莊家: Ben"
    assert label(board, "scoreboard-table-1-round") == "E2  東2"
    assert label(board, "scoreboard-table-1-title") == "Table 1 第1枱"
    assert label(board, "scoreboard-table-1-players") == "Ben · Eve · Fay · Amy"


def test_a_hand_recorded_shows_on_the_board(board, window, qtbot):
    window.table.record(faan_entry(3, "N", "self_drawn", None))  # Amy (North) self-draws 3: 4 from each
    qtbot.waitUntil(lambda: {r[1]: r[2] for r in standings(board)}["Amy"] == "-$8")
    shown = {row[1]: money(row[2]) for row in standings(board)}
    assert shown["Amy"] == -20 + 12 and shown["Ben"] == -4 - 4 and shown["Eve"] == 48 - 4 and shown["Fay"] == -52
    assert label(board, "scoreboard-table-1-hands") == "4 hands · 已打 4 局"
    # Another program's hand (the command line, another window) reaches it too.
    with Ledger.open(window.table.data_dir) as other:
        other.session(window.table.session.id).record(faan_entry(4, "E", "discard", "S"))
    board.tick()  # the board's own timer: the file changed, so it reads it again
    assert label(board, "scoreboard-table-1-hands") == "5 hands · 已打 5 局"
    read = board.board
    board.tick()  # nothing changed since: nothing is read again
    assert board.board is read


def test_the_words_are_english_and_chinese_and_the_names_are_findable(board, window):
    for name in ("scoreboard", "scoreboard-standings", "scoreboard-table-1", "scoreboard-why", "scoreboard-updated"):
        assert board.objectName() == name or board.findChild(QWidget, name) is not None, name
    for name in ("club-scoreboard", "share-tonight"):
        assert window.findChild(QAction, name) is not None, name
    table = board.findChild(QTableWidget, "scoreboard-standings")
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == [
        "#\n名次",
        "Player\n玩家",
        "Total\n總數",
        "Table points\n枱分",
        "Hands\n局數",
        "Won\n食糊",
        "Biggest\n最大番",
    ]
    assert label(board, "scoreboard-updated").startswith("Updated 更新 ")
    assert board.findChild(QLabel, "scoreboard-why").isHidden()  # one set of rules tonight


def test_the_clubs_table_points_ties_and_chinese_names(qtbot, tmp_path):
    ledger = Ledger.open(tmp_path)
    session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
    session.record(faan_entry(3, "S", "discard", "E"))  # Ben +8 off Amy; Cat and Dan level at 0
    config = ClubConfig(table_points=(5, 3, 1, 0), roster=ROSTER.roster)
    view = ScoreboardView(lambda: scoreboard_of(ledger, config=config))
    qtbot.addWidget(view)
    rows = standings(view)
    # Cat and Dan share second and third: (3 + 1) / 2 each, and one rank (level on money,
    # table points and hands won); Amy is fourth, not third.
    assert [(r[0], r[1], r[2], r[3]) for r in rows] == [
        ("1", "Ben", "+$8", "5"),
        ("2", "Cat", "$0", "2"),
        ("2", "Dan", "$0", "2"),
        ("4", "Amy  小明", "-$8", "0"),
    ]
    # Without a club.toml: 4/2/1/0, so the shared second and third are 1.5 each; no roster, no Chinese.
    plain = scoreboard_of(ledger)
    assert [(r.name, r.name_zh, r.table_points) for r in plain.rows] == [
        ("Ben", "", 4),
        ("Cat", "", Fraction(3, 2)),
        ("Dan", "", Fraction(3, 2)),
        ("Amy", "", 0),
    ]
    view.close()
    ledger.close()


def other_table(tmp_path: Path, name: str, players: list[str], entries, ruleset: str = "hk", plan=None) -> dict:
    """A night at another laptop, as its export arrives here."""
    with Ledger.open(tmp_path / name) as ledger:
        session = ledger.new_session(players, get_preset(ruleset), plan=plan)
        for entry in entries:
            session.record(json_entry(entry))
        return session.export_json()


def test_tables_under_other_rules_are_ranked_by_table_points_and_say_why(qtbot, tmp_path):
    ledger = Ledger.open(tmp_path / "here")
    here = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
    for entry in FIRST:
        here.record(json_entry(entry))
    ledger.import_json(other_table(tmp_path, "there", ["Gus", "Hal", "Ivy", "Jo"], SECOND, "hk-old"))
    board = scoreboard_of(ledger, here.id)
    assert board.why == (
        "Tables played different rules (hk at table 1; hk-old at table 2): ranked by table points. "
        "各枱規則不同（hk：第1枱；hk-old：第2枱），不計總數，按枱分排名。"
    )
    assert all(row.total is None for row in board.rows)
    # Cat and Ivy won their tables (4 each); the order of equals is by hands won, then name.
    assert [(row.name, row.table_points) for row in board.rows][:2] == [("Cat", 4), ("Ivy", 4)]
    assert [t.table for t in board.tables] == ["1", "2"]
    assert [t.hands_played for t in board.tables] == [2, 1]
    view = ScoreboardView(lambda: board)
    qtbot.addWidget(view)
    assert not view.findChild(QLabel, "scoreboard-why").isHidden()
    assert label(view, "scoreboard-why") == board.why
    assert {row[2] for row in standings(view)} == {"—"}
    assert label(view, "scoreboard-table-2-title") == "Table 2 第2枱"
    view.resize(1920, 1080)
    shots(view.grab().toImage(), "scoreboard-other-rules-1920x1080.png")
    view.close()
    ledger.close()


def test_the_plan_numbers_the_tables_and_a_table_of_five_shows_who_sits_out(qtbot, tmp_path):
    evening = "2026-11-27-friday"
    ledger = Ledger.open(tmp_path / "here")
    five = ledger.new_session(["Amy", "Ben", "Cat", "Dan", "Eve"], plan={"evening": evening, "table": 2, "round": 1})
    five.record(json_entry(FIRST[0]))  # Eve sits the first hand out
    plan = {"evening": evening, "table": 1, "round": 1}
    ledger.import_json(other_table(tmp_path, "there", ["Gus", "Hal", "Ivy", "Jo"], SECOND, plan=plan))
    by_hand = ledger.new_session(["Kim", "Lee", "Max", "Ned"])  # a table not in the plan, same evening
    by_hand.record(json_entry(FIRST[1]))
    board = scoreboard_of(ledger, five.id)
    assert board.evening == evening_date(five.started)  # named by its date, not the plan's id
    assert [(t.table, t.hands_played, t.plan_round) for t in board.tables] == [("1", 1, 1), ("2", 1, 1), ("3", 1, None)]
    resting = five.next_hand().sits_out
    assert resting not in (None, "Eve") and board.tables[1].sits_out == resting
    hands = {row.name: row.hands for row in board.rows}
    assert hands["Eve"] == 0 and hands["Amy"] == 1 and len(hands) == 13
    # Five at one table, Ben +8 off Amy: 4 for first; Cat and Dan level at 0 share the 2
    # and 1 of second and third; Amy fourth, 0. Eve sat out the only hand: no place yet.
    points = {row.name: row.table_points for row in board.rows if row.name in ("Amy", "Ben", "Cat", "Dan", "Eve")}
    assert points == {"Ben": 4, "Cat": Fraction(3, 2), "Dan": Fraction(3, 2), "Eve": 0, "Amy": 0}
    view = ScoreboardView(lambda: board)
    qtbot.addWidget(view)
    assert label(view, "scoreboard-table-2-title") == "Table 2 第2枱"
    assert label(view, "scoreboard-table-2-hands") == "Round 1 第1輪 · 1 hand · 已打 1 局"
    assert label(view, "scoreboard-table-2-players").endswith(f"(sits out 輪空: {resting})")
    view.resize(1366, 768)
    shots(view.grab().toImage(), "scoreboard-plan-five-1366x768.png")
    view.close()
    ledger.close()


def test_a_table_seated_for_its_next_round_shows_before_its_first_hand(tmp_path):
    """The card follows the session the table plays now, also before its first hand; the
    standings count only hands recorded."""
    evening = "2026-11-27-friday"
    ledger = Ledger.open(tmp_path / "here")
    first = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], plan={"evening": evening, "table": 1, "round": 1})
    for entry in FIRST:
        first.record(json_entry(entry))
    before = scoreboard_of(ledger, first.id)
    ledger.new_session(["Cat", "Amy", "Dan", "Ben"], plan={"evening": evening, "table": 1, "round": 2})
    after = scoreboard_of(ledger)  # the window shows the new session
    assert after.evening == before.evening == evening_date(first.started) and after.rows == before.rows
    card = after.tables[0]
    # Issue 29: the card counts its round's hands ("Round 2 · 0 hands"), not the night's.
    assert (card.table, card.plan_round, card.hands_played) == ("1", 2, 0)
    assert card.players == ("Cat", "Amy", "Dan", "Ben") and card.dealer == "Cat" and card.round_label == "E1"
    assert card.updated == before.tables[0].updated != ""
    ledger.close()


def test_the_board_is_what_club_standings_tonight_prints(window, tmp_path, mjscore):
    """The window's board (Club ▸ Scoreboard, with the club folder's club.toml) and
    `mjscore club standings --tonight --format json` on the same ledger: the same players,
    totals, table points and counts, in the same order."""
    mjscore.use(tmp_path)  # the window's data folder
    club = tmp_path / "club"
    club.mkdir()
    (club / "club.toml").write_text(CLUB_TOML, encoding="utf-8")
    assert mjscore("club", "folder", club).code == 0
    play_two_sessions(window.table)
    many = [faan_entry(4, "N", "discard", "S"), faan_entry(6, "S", "self_drawn", None)]
    window.table.ledger.import_json(other_table(tmp_path, "two", ["Gus", "Hal", "Ivy", "Jo"], many))
    board = window.club.board()
    ran = mjscore("club", "standings", "--tonight", "--format", "json")
    assert ran.code == 0, ran.err
    players = json.loads(ran.out, parse_float=Decimal)["players"]

    def exact(value) -> Fraction:
        return Fraction(str(value))

    shown = [(r.rank, r.name, r.name_zh, r.total, r.table_points, r.hands, r.won, r.biggest_faan) for r in board.rows]
    printed = [
        (p["place"], p["name"], p["name_zh"], exact(p["total"]), exact(p["table_points"]), p["hands"])
        + (p["hands_won"], p["biggest_hand"])
        for p in players
    ]
    assert shown == printed
    assert len(shown) == 10 and sum(r.total for r in board.rows) == 0
    # club.toml's 5/3/1/0 and its roster's Chinese names, on the board as on the command line.
    points = {r.name: r.table_points for r in board.rows}
    # Cat and Eve won their sessions (5 each); Amy and Ben, level at $0 in the second,
    # share its 3 and 1: Amy 0 + 2, Ben 3 + 2.
    assert (points["Cat"], points["Eve"], points["Amy"], points["Ben"]) == (5, 5, 2, 5)
    assert {r.name: r.name_zh for r in board.rows if r.name_zh} == {"Amy": "小明", "Eve": "阿國"}
    assert [t.table for t in board.tables] == ["1", "2"]


def test_the_summary_picture_lists_every_player(qtbot, window, tmp_path, monkeypatch):
    play_two_sessions(window.table)
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(documents))
    asked: list[str] = []

    def save_as(_parent, _title, path, _filter="", *args, **kwargs):
        asked.append(path)
        return str(documents / "tonight"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window.findChild(QAction, "share-tonight").trigger()
    assert Path(asked[0]).parent == documents and Path(asked[0]).name.startswith("mjscore-tonight-")
    saved = QImage(str(documents / "tonight.png"))
    assert saved.width() == 1080 and saved.height() > 1000
    assert QApplication.clipboard().image().width() == 1080
    board = window.club.board()
    text = "\n".join(board.lines())
    for name, total in TONIGHT.items():
        assert name in text
        assert f"{name}  {'+' if total > 0 else ''}{'-' if total < 0 else ''}${abs(total)}" in text
    assert "Table 1 第1枱: 3 hands 已打 3 局" in text
    shots(render_tonight(board), "tonight-summary.png")


def a_club_night(tmp_path: Path) -> Ledger:
    """Three tables tonight: this laptop's two sessions, two more from other laptops."""
    ledger = Ledger.open(tmp_path / "here")
    first = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="Friday club")
    for entry in FIRST:
        first.record(json_entry(entry))
    second = ledger.new_session(["Amy", "Ben", "Eve", "Fay"], name="Friday club")
    for entry in SECOND:
        second.record(json_entry(entry))
    many = [faan_entry(4, "N", "discard", "S"), faan_entry(6, "S", "self_drawn", None)] * 3
    ledger.import_json(other_table(tmp_path, "two", ["Gus", "Hal", "Ivy", "Jo"], many))
    ledger.import_json(other_table(tmp_path, "three", ["Kim", "Lee", "Max", "Ned"], FIRST + SECOND))
    return ledger


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_every_row_and_card_fits_the_screen(qtbot, tmp_path, size):
    ledger = a_club_night(tmp_path)
    board = scoreboard_of(ledger, config=ROSTER)
    assert len(board.rows) == 14 and len(board.tables) == 3
    view = ScoreboardView(lambda: board)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    assert (view.width(), view.height()) == size
    picture = view.grab()
    assert (picture.width(), picture.height()) == size
    shots(picture.toImage(), f"scoreboard-{size[0]}x{size[1]}.png")
    table = view.findChild(QTableWidget, "scoreboard-standings")
    # Every row inside the table's height (no scrolling on a TV), every text inside its cell.
    last = table.visualItemRect(table.item(table.rowCount() - 1, 0))
    assert last.bottom() <= table.viewport().height()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            fits = QFontMetrics(item.font()).horizontalAdvance(item.text())
            assert fits <= table.columnWidth(c), (item.text(), fits, table.columnWidth(c))
    assert item.font().pixelSize() >= (24 if size[1] >= 1080 else 18)  # read from across the room
    for n in ("1", "2", "3"):
        card = view.findChild(QWidget, f"scoreboard-table-{n}")
        inside = card.mapTo(view, card.rect().bottomRight())
        assert inside.x() <= view.width() and inside.y() <= view.height(), n
        for part in ("title", "round", "dealer", "hands", "last"):
            shown = card.findChild(QLabel, f"scoreboard-table-{n}-{part}")
            assert shown.fontMetrics().horizontalAdvance(shown.text()) <= shown.width(), (n, part, shown.text())
    view.close()
    ledger.close()


def test_the_board_keeps_its_widgets_when_nothing_changed(qtbot, tmp_path):
    """A refresh sets no text that did not change: nothing on the TV flickers."""
    ledger = a_club_night(tmp_path)
    view = ScoreboardView(lambda: scoreboard_of(ledger))
    qtbot.addWidget(view)
    table = view.findChild(QTableWidget, "scoreboard-standings")
    items = [table.item(r, 1) for r in range(table.rowCount())]
    cards = [view.findChild(QWidget, f"scoreboard-table-{n}") for n in ("1", "2", "3")]
    view.refresh()
    assert [table.item(r, 1) for r in range(table.rowCount())] == items
    assert [view.findChild(QWidget, f"scoreboard-table-{n}") for n in ("1", "2", "3")] == cards
    view.close()
    ledger.close()


def test_before_any_hand_the_board_says_so(qtbot, tmp_path):
    ledger = Ledger.open(tmp_path)
    view = ScoreboardView(lambda: scoreboard_of(ledger))
    qtbot.addWidget(view)
    assert isinstance(view.board, Scoreboard) and view.board.rows == ()
    assert label(view, "scoreboard-empty") == "No hands recorded tonight yet  今晚未有記錄"
    view.close()
    ledger.close()


def shots(image: QImage, name: str) -> None:
    folder = os.environ.get("MJSCORE_SHOTS_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        image.save(str(Path(folder) / name))


def test_on_a_second_screen_the_scorekeeper_keeps_the_keyboard(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    typing = window.findChild(QWidget, "typed-tiles")
    typing.setFocus()
    view = ScoreboardView(window.club.board, window)
    qtbot.addWidget(view)
    view.show_on(window.screen(), give_back=window)  # as Club ▸ Scoreboard does with a TV attached
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert QApplication.focusWidget() is typing and view.isFullScreen()
    view.close()
