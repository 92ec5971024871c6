"""Club ▸ Tonight (issue 24): thirteen who came (ten from club.toml's roster, with their
Chinese names, and three typed guests) drawn over four rounds at tables of 5, 4 and 4,
published to the club folder and read by a second laptop's window; a second draw asks
before it replaces the plan; Start table 3, round 2 opens that table's session with its
players in their seats, the plan on the session and the club's ruleset; at the end of
the round the window says where each goes next, as plan.where_next has it. Screenshots
at 1366x768 go to $MJSCORE_SHOTS (when set) for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path

from mjscore_gui.club.seating.plan import read_plan, table_of, where_next
from tests.conftest import json_entry
from tests.gui.conftest import open_window, start_session

ROSTER = [
    ("amy", "Amy", "陳美"),
    ("ben", "Ben", "李斌"),
    ("cat", "Cat", "張嘉"),
    ("dan", "Dan", "黃丹"),
    ("eve", "Eve", "何怡"),
    ("fay", "Fay", "林菲"),
    ("gus", "Gus", "吳國"),
    ("hal", "Hal", "劉浩"),
    ("ivy", "Ivy", "周慧"),
    ("jay", "Jay", "鄭傑"),
    ("kim", "Kim", "梁琴"),
]
GUESTS = ["Lou", "Max", "Ned"]
SEED = "20261127"
WINDS = {"E": "East", "S": "South", "W": "West", "N": "North"}


def _club(tmp_path: Path) -> Path:
    club = tmp_path / "club"
    club.mkdir()
    players = "\n".join(f'[[player]]\nid = "{i}"\nname = "{name}"\nname_zh = "{zh}"\n' for i, name, zh in ROSTER)
    text = f'version = 1\n\n[club]\nname = "Friday Club"\nruleset = "hk-old"\n\n{players}'
    (club / "club.toml").write_text(text, encoding="utf-8")
    return club


def _laptop(qtbot, tmp_path: Path, name: str, club: Path):
    data = tmp_path / name
    start_session(data)
    win = open_window(qtbot, data)
    folder = win.club_folder.folder_dialog()
    assert folder.choose(club)
    folder.close()
    return win


def _drawn(qtbot, win):
    """Ten of the eleven on the roster ticked (Kim stays home), three guests typed, drawn."""
    dialog = win.club_folder.tonight_dialog()
    shown = [dialog.comers.item(i).text() for i in range(dialog.comers.count())]
    assert shown[:2] == ["Amy 陳美", "Ben 李斌"] and len(shown) == len(ROSTER)
    dialog.tick_names([name for _, name, _ in ROSTER if name != "Kim"] + GUESTS)
    assert dialog.count.text() == "13 ticked"
    dialog.rounds.setValue(4)
    dialog.seed.setText(SEED)
    dialog.draw()
    assert dialog.error.text() == ""
    return dialog


def _shot(widget, name: str) -> None:
    folder = os.environ.get("MJSCORE_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert widget.grab().save(str(Path(folder) / name))


def test_thirteen_drawn_over_four_rounds_published_and_shown_on_another_laptop(qtbot, tmp_path):
    club = _club(tmp_path)
    win = _laptop(qtbot, tmp_path, "table1", club)
    dialog = _drawn(qtbot, win)
    plan = win.club_folder.tonight.plan
    assert [len(t.players) for t in plan.rounds[0]] == [5, 4, 4]
    assert all(sorted(len(t.players) for t in r) == [4, 4, 5] for r in plan.rounds) and len(plan.rounds) == 4
    for tables in plan.rounds:  # everyone seated every round, once
        seated = sorted(p for t in tables for p in t.players)
        assert seated == sorted([name for _, name, _ in ROSTER if name != "Kim"] + GUESTS)
    published = read_plan(club / f"plan-{plan.evening}.json")
    assert published.names() == plan.names() and published.seed == SEED
    assert dialog.status.text().startswith("Published in the club folder")
    first = plan.rounds[0][0].players
    cell = dialog.view.cell_text(1, 1).splitlines()
    assert cell[0] == f"E 東  {first[0]} {dict((n, z) for _, n, z in ROSTER).get(first[0], '')}".rstrip()
    assert cell[4].startswith(f"5th 第五  {first[4]}")

    saved = dialog.print_to(tmp_path / "print" / "plan.html") if (tmp_path / "print").mkdir() is None else None
    assert saved is not None
    page, picture = saved
    assert "座位表" in page.read_text(encoding="utf-8") and picture.stat().st_size > 10_000

    other = _laptop(qtbot, tmp_path, "table2", club)
    seen = other.club_folder.tonight_dialog()
    assert seen.tonight.published and seen.tonight.plan.names() == plan.names()
    assert seen.view.cell_text(4, 3) == dialog.view.cell_text(4, 3)
    dialog.resize(1366, 768)
    _shot(dialog, "tonight-dialog.png")
    folder_dialog = win.club_folder.folder_dialog()
    folder_dialog.resize(700, folder_dialog.sizeHint().height())
    _shot(folder_dialog, "club-folder-dialog.png")
    for window in (win, other):
        window.table.close()


def test_a_second_draw_for_tonight_asks_before_it_replaces_the_plan(qtbot, tmp_path):
    club = _club(tmp_path)
    win = _laptop(qtbot, tmp_path, "table1", club)
    dialog = _drawn(qtbot, win)
    first = win.club_folder.tonight.plan
    asked: list[str] = []
    dialog.confirm = lambda question: asked.append(question) or False
    dialog.seed.setText("another seed")
    dialog.draw()
    assert len(asked) == 1 and asked[0].startswith(f"A plan for {first.date} is already published")
    assert read_plan(club / f"plan-{first.evening}.json").seed == SEED  # kept
    assert win.club_folder.tonight.plan.names() == first.names()  # and shown again
    assert dialog.error.text() == "Not replaced: the plan published before stays"
    assert sorted(p.name for p in club.glob("plan-*.json")) == [f"plan-{first.evening}.json"]

    dialog.confirm = lambda question: asked.append(question) or True
    dialog.draw()
    assert len(asked) == 2
    replaced = read_plan(club / f"plan-{first.evening}.json")  # the same evening, so one file
    assert replaced.seed == "another seed" and replaced.names() != first.names()
    assert sorted(p.name for p in club.glob("plan-*.json")) == [f"plan-{first.evening}.json"]
    win.table.close()


def test_a_late_arrival_redraws_the_remaining_rounds_keeping_those_played(qtbot, tmp_path):
    club = _club(tmp_path)
    win = _laptop(qtbot, tmp_path, "table1", club)
    dialog = _drawn(qtbot, win)
    before = win.club_folder.tonight.plan
    dialog.tick_names(["Kim"])  # comes late, for rounds 3 and 4
    dialog.redraw_from.setValue(3)
    dialog.redraw()
    assert dialog.error.text() == ""
    after = read_plan(club / f"plan-{before.evening}.json")
    assert after.evening == before.evening and after.kept_rounds == 2
    assert after.names()[:2] == before.names()[:2]
    for tables in after.rounds[2:]:
        assert sorted(len(t.players) for t in tables) == [4, 5, 5]
        assert "Kim" in [p for t in tables for p in t.players]
    win.table.close()


def test_start_table_3_round_2_and_where_each_goes_next(qtbot, tmp_path):
    club = _club(tmp_path)
    win = _laptop(qtbot, tmp_path, "table3", club)
    dialog = _drawn(qtbot, win)
    plan = win.club_folder.tonight.plan
    dialog.start_round.setValue(2)
    dialog.start_table.setValue(3)
    assert dialog.start_button.text() == "&Start table 3, round 2 here"
    dialog.start()
    seated = table_of(plan, 2, 3)
    assert len(seated) == 4
    session = win.table.session
    assert tuple(session.players) == seated
    assert session.next_hand().seats == dict(zip("ESWN", seated, strict=True))
    info = next(i for i in win.table.ledger.sessions() if i.id == session.id)
    assert info.plan == {"evening": plan.evening, "table": 3, "round": 2}
    assert session.ruleset.id == "hk-old"  # club.toml's ruleset
    assert session.name == "Table 3, round 2"
    win.resize(1366, 768)
    qtbot.waitUntil(lambda: win.width() == 1366)
    _shot(win, "window-after-start-table.png")

    # The round is one wind: four hands won by the player after the dealer pass the deal round.
    expected = []
    for name in seated:
        place = where_next(plan, 2)[name]
        seat = "fifth: sits out the first hand" if place.wind is None else WINDS[place.wind]
        expected.append(f"{name} → table {place.table} ({seat})")
    for _ in range(3):
        win.table.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}))
        assert win.club_folder.notices.lines == []
    win.table.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}))
    assert win.table.next_hand().prevailing_wind == "S"
    assert win.club_folder.notices.lines == ["Round 2 over, where next: " + "; ".join(expected)]
    assert win.club_folder.where_next_lines() == expected
    _shot(win, "window-round-over.png")
    win.table.close()
