"""Issue 29: one session per table and round across the club, in the window. Two laptops
share one club folder (as test_tonight_dialog.py does); each names itself in club.json.
Start table… opens on the first table and round not started anywhere, lists those
started with where and when, and asks before a second session of one, naming the laptop;
a clash is named on both boards and counted once; a stray empty session gets no points."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction as F

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.seating.plan import table_of
from tests.conftest import json_entry
from tests.gui.test_tonight_dialog import _club, _laptop

EIGHT = ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
WIN = {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"}  # South wins 8 off North (half spicy)


def laptop(qtbot, tmp_path, name: str, club):
    win = _laptop(qtbot, tmp_path, name, club)
    data = win.table.data_dir
    club_folder.save(data, replace(club_folder.load(data), laptop=f"{name}'s laptop"))
    return win


def start(win, table: int, round_: int, answer: bool = True) -> list[str]:
    """Club ▸ Start table… at table `table`, round `round_`; the questions asked, answered `answer`."""
    asked: list[str] = []
    dialog = win.club_folder.start_table_dialog()
    dialog.confirm_start = lambda q: asked.append(q) or answer
    dialog.start_round.setValue(round_)
    dialog.start_table.setValue(table)
    dialog.start()
    dialog.close()
    return asked


def two_laptops_drawn(qtbot, tmp_path, rounds: int = 1, seed: str = ""):
    """Amy's and Ben's laptops on one club folder, the eight drawn on Amy's: (a, b, plan)."""
    club = _club(tmp_path)
    a, b = laptop(qtbot, tmp_path, "amy", club), laptop(qtbot, tmp_path, "ben", club)
    dialog = a.club_folder.tonight_dialog()
    dialog.tick_names(EIGHT)
    dialog.rounds.setValue(rounds)
    if seed:
        dialog.seed.setText(seed)
    dialog.draw()
    dialog.close()
    return a, b, a.club_folder.tonight.plan


def test_start_table_asks_names_the_laptop_and_a_clash_counts_once(qtbot, tmp_path):
    a, b, plan = two_laptops_drawn(qtbot, tmp_path, rounds=2, seed="29")
    assert start(a, 1, 1) == [] and a.table.session.plan == {"evening": plan.evening, "table": 1, "round": 1}
    for _ in range(2):
        a.table.record(json_entry(WIN))

    # B opens on the first table and round not started anywhere, and lists A's with where and when.
    dialog = b.club_folder.start_table_dialog()
    assert (dialog.start_table.value(), dialog.start_round.value()) == (2, 1)
    listed = dialog.started_list.text()
    assert listed.startswith("Started:\nTable 1, round 1: on amy's laptop at ") and listed.endswith(", 2 hands")
    dialog.close()
    asked = start(b, 1, 1, answer=False)
    assert len(asked) == 1 and "amy's laptop" in asked[0] and "2 hands" in asked[0]
    assert b.table.session.plan is None  # not started: B is still on its own first session
    start(b, 2, 1)
    b.table.record(json_entry(WIN))
    start(b, 2, 1)  # a stray empty session of the same table and round, after a yes
    # Offline, B also records table 1, round 1: a clash of two sessions with hands.
    assert len(start(b, 1, 1)) == 1
    b.table.record(json_entry({"draw": True}))
    b.club_folder.tick()
    a.club_folder.tick()

    table_1 = set(table_of(plan, 1, 1))
    for win in (a, b):
        board = win.club.board()
        hands = {row.name: row.hands for row in board.rows}
        # Table 1 counted once, A's two hands (not B's draw); table 2 its one hand.
        assert hands == {name: (2 if name in table_1 else 1) for name in EIGHT}
        assert board.why == (
            "Table 1, round 1 was recorded 2 times (amy's laptop, 2 hands; ben's laptop, 1 hand): counted once, "
            "amy's laptop's; withdraw the other (Session ▸ Withdraw this session…)"
        )
        # The stray empty session of table 2 takes no points, and its card stays on the hand.
        points = {row.name: row.table_points for row in board.rows}
        # hk-old (club.toml): table 1 +4 +3 -3 -4 scores 4/2/1/0; table 2 +5 -1 -2 -2: 4, 2, two share 1+0.
        assert sorted(points.values()) == [0, F(1, 2), F(1, 2), 1, 2, 2, 4, 4]
        card = next(t for t in board.tables if t.table == "2")
        assert (card.plan_round, card.hands_played) == (1, 1)
    for win in (a, b):
        win.table.close()


def test_a_copy_is_read_only_until_taken_over_naming_its_laptop(qtbot, tmp_path):
    from PySide6.QtWidgets import QPushButton

    from tests.gui.test_club_night import record
    from tests.gui.test_window import WINNING_HAND

    a, b, _plan = two_laptops_drawn(qtbot, tmp_path)
    start(a, 1, 1)
    a.table.record(json_entry(WIN))
    b.club_folder.tick()
    copy = next(i for i in b.table.ledger.sessions() if not i.own)
    b.table.resume(copy.id)  # Session ▸ Resume…: A's table 1, then the window's next hand
    b.next_hand()
    lock = b.copy_lock
    assert lock.line.isVisible() and lock.line.text() == (
        "Read-only: Table 1, round 1 is recorded on amy's laptop; this window shows its copy (Session ▸ Take over…)"
    )
    record_button = b.findChild(QPushButton, "record-hand")
    assert not record_button.isEnabled() and not b.tile_palette.isEnabled() and not b.more.draw.isEnabled()
    off = {a.objectName() for a in lock.actions if not a.isEnabled()}
    assert {"menu-record-draw", "menu-penalty", "menu-false-win", "menu-quick", "undo", "edit-hand"} <= off
    assert lock.take.isEnabled() and not a.copy_lock.take.isEnabled()

    asked: list[str] = []
    lock.confirm = lambda q, title="": asked.append(q) or True
    lock.take_over()
    assert asked == [
        "Take over Table 1, round 1 from amy's laptop? This laptop records it from now on; amy's laptop's later "
        "changes no longer replace it here."
    ]
    assert b.table.session.is_own and not lock.line.isVisible() and b.tile_palette.isEnabled()
    dialog = b.club_folder.start_table_dialog()  # recorded on Ben's laptop now, though started on Amy's
    assert "Table 1, round 1: on this laptop (ben's laptop) at " in dialog.started_list.text()
    dialog.close()
    record(qtbot, b, WINNING_HAND)
    assert len(b.table.rows()) == 2
    for win in (a, b):
        win.table.close()


def test_a_mistaken_session_is_withdrawn_in_the_window(qtbot, tmp_path):
    from mjscore_gui.club.folder.files import session_file, tombstone_file

    a, b, _plan = two_laptops_drawn(qtbot, tmp_path)
    club = tmp_path / "club"  # the club folder both laptops share (_club)
    start(a, 1, 1)
    a.table.record(json_entry(WIN))
    kept = a.table.session
    start(a, 1, 1)  # by mistake: a second, empty session of the same table and round
    empty = a.table.session.id, a.table.session.uuid
    assert session_file(club, empty[1]).is_file()
    a.copy_lock.withdraw()  # empty: deleted without a question, its file gone for a tombstone
    assert empty[0] not in {i.id for i in a.table.ledger.sessions()} and a.table.session.id == kept.id
    assert tombstone_file(club, empty[1]).is_file() and not session_file(club, empty[1]).exists()
    assert a.statusBar().currentMessage() == "Table 1, round 1 deleted: nothing was recorded in it"

    b.club_folder.tick()
    assert b.table.ledger.session_by_uuid(kept.uuid) is not None
    asked: list[str] = []
    a.copy_lock.confirm = lambda q, title="": asked.append(q) or False
    a.copy_lock.withdraw()  # with a hand: asks; no changes nothing
    assert asked and session_file(club, kept.uuid).is_file()
    a.copy_lock.confirm = lambda q, title="": True
    a.copy_lock.withdraw()
    assert asked[0].startswith("Withdraw Table 1, round 1 (1 entries) from the club folder?")
    assert tombstone_file(club, kept.uuid).is_file() and a.table.session.id == kept.id  # kept here
    b.club_folder.tick()
    assert b.table.ledger.session_by_uuid(kept.uuid) is None  # the other laptop dropped its copy
    for win in (a, b):
        win.table.close()


def test_the_secretary_builds_the_roster_in_the_window(qtbot, tmp_path):
    from mjscore_gui.club.members.config import read_club

    club = tmp_path / "club"
    club.mkdir()
    (club / "club.toml").write_text('version = 1\n\n# the secretary\'s note stays\n[club]\nname = "Friday Club"\n')
    win = laptop(qtbot, tmp_path, "sec", club)
    win.club_folder.link.set_secretary(True)
    dialog = win.club_roster.roster_dialog()
    name, zh, aliases = dialog.form
    for typed, chinese, other, guest in (
        ("Amy", "陳美", "Amy W, amy-w", False),
        ("Ben", "", "", True),
        ("Cy", "", "", False),
    ):
        name.setText(typed), zh.setText(chinese), aliases.setText(other)
        dialog.form_guest.setChecked(guest)
        dialog.form_buttons[1].click()  # Add new
        assert dialog.error.text() == ""
    dialog.table.selectRow(1)  # Ben: renamed, given a Chinese name and made a member
    assert name.text() == "Ben" and dialog.form_guest.isChecked()
    name.setText("Benny"), zh.setText("李斌"), aliases.setText("Ben")
    dialog.form_guest.setChecked(False)
    dialog.form_buttons[0].click()  # Save
    dialog.confirm = lambda q: q == "Take Cy off the roster?"
    dialog.table.selectRow(2)
    dialog.form_buttons[2].click()  # Remove
    roster = read_club(club).roster
    assert [(e.id, e.name, e.name_zh, e.guest, e.aliases) for e in roster] == [
        ("amy", "Amy", "陳美", False, ("Amy W", "amy-w")),
        ("ben", "Benny", "李斌", False, ("Ben",)),
    ]
    assert "# the secretary's note stays" in (club / "club.toml").read_text()
    name.setText("Amy W")  # a spelling another player answers to: one line, nothing written
    dialog.form_buttons[1].click()
    assert dialog.error.text() == "'Amy W' already counts as Amy (amy)"
    win.table.close()


def test_the_club_folder_is_watched_so_the_other_laptop_reads_without_its_timer(qtbot, tmp_path):
    club = _club(tmp_path)
    a, b = laptop(qtbot, tmp_path, "amy", club), laptop(qtbot, tmp_path, "ben", club)
    b.club_folder.timer.stop()  # no periodic read: only the watch can bring A's hand
    b.club_folder.tick()
    assert {str(club), str(club / "sessions")} <= set(b.club_folder.watcher.directories())
    a.table.new_session(["Amy", "Ben", "Cat", "Dan"], "Table A")  # published: started after the folder was set
    a.table.record(json_entry(WIN))
    uuid = a.table.session.uuid
    qtbot.waitUntil(lambda: b.table.ledger.session_by_uuid(uuid) is not None, timeout=10_000)  # a deadline only
    assert str(club / "sessions" / f"{uuid}.json") in b.club_folder.watcher.files()
    for win in (a, b):
        win.table.close()
