"""`mjscore ledger ...` as cli-contract.md has it."""

from __future__ import annotations

import functools
import json

import pytest


@pytest.fixture
def run(mjscore):
    """`mjscore ledger ...` through the shared runner (conftest.py)."""
    return functools.partial(mjscore, "ledger")


def test_new_record_totals_undo(run):
    assert run("new", "--players", "Amy", "Ben", "Cat", "Dan") == (0, "1\n", "")
    code, out, _ = run("record", stdin='{"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}')
    assert (code, out) == (0, "1\n")
    code, out, _ = run("record", stdin='{"faan": 3, "seat_wind": "W", "win": "self_drawn"}')
    assert (code, out) == (0, "2\n")
    code, out, _ = run("totals")
    assert json.loads(out) == {
        "players": ["Amy", "Ben", "Cat", "Dan"],
        "totals": {"Amy": -12, "Ben": 4, "Cat": -4, "Dan": 12},
        "hands": 2,
    }
    assert run("undo")[0] == 0
    assert json.loads(run("totals", "--session", "1")[1])["hands"] == 1
    assert run("redo")[0] == 0
    assert json.loads(run("totals")[1])["hands"] == 2


def test_record_a_draw_and_a_false_win(run):
    run("new", "--players", "Amy", "Ben", "Cat", "Dan")
    assert run("record", stdin='{"draw": true}')[1] == "1\n"
    assert run("record", stdin='{"false_win": true, "seat_wind": "N"}')[1] == "2\n"


def test_draw_passes_deal_is_the_rulesets_draw_setting(run):
    run("new", "--players", "Amy", "Ben", "Cat", "Dan", "--draw-passes-deal")
    run("record", stdin='{"draw": true}')
    shown = json.loads(run("show")[1])
    assert shown["next"]["label"] == "East round, hand 2, dealer: Ben"
    exported = json.loads(run("export", "--format", "json")[1])
    assert exported["session"]["ruleset"]["settings"]["dealer_stays_on_draw"] is False
    run("new", "--players", "Eve", "Fay", "Gus", "Hal")  # the default: hk, the dealer stays
    run("record", stdin='{"draw": true}')
    assert json.loads(run("show")[1])["next"]["label"] == "East round, hand 1, dealer: Eve, repeat 1"


def test_refused_hands_give_one_line_and_write_nothing(run):
    run("new", "--players", "Amy", "Ben", "Cat", "Dan")
    code, out, err = run("record", stdin='{"faan": 1, "seat_wind": "S", "win": "discard", "discarder": "E"}')
    assert code != 0 and out == ""
    assert err.count("\n") == 1 and "below the minimum" in err
    code, out, err = run("record", stdin='{"concealed": "123m", "winning_tile": "1m", "win": "self_drawn"}')
    assert code != 0 and err.count("\n") == 1
    assert json.loads(run("totals")[1])["hands"] == 0


def test_no_session_and_unknown_session(run):
    code, _, err = run("totals")
    assert code != 0 and "ledger new" in err
    run("new", "--players", "Amy", "Ben", "Cat", "Dan")
    code, _, err = run("record", "--session", "5", stdin='{"draw": true}')
    assert code != 0 and "no session 5" in err


def test_export_and_import(run, tmp_path):
    run("new", "--players", "Amy", "Ben", "Cat", "Dan", "--name", "Friday")
    run(
        "record",
        stdin='[{"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E",'
        ' "rules": {"stake": 0.5}}, {"draw": true}]',
    )
    code, out, _ = run("export", "--format", "csv")
    assert code == 0 and out.splitlines()[-1] == ",Totals,2 hands,,-4,,4,,0,,0"
    target = tmp_path / "night.json"
    assert run("export", "--format", "json", "-o", str(target))[0] == 0
    code, out, err = run("import", str(target))  # the ledger has this night already (same uuid)
    assert (code, out) == (0, "") and "Friday (session 1) is this ledger's own" in err
    exported = json.loads(target.read_text())
    del exported["session"]["uuid"]  # as an export from before uuids: a new session
    target.write_text(json.dumps(exported))
    assert run("import", str(target))[1] == "2\n"
    assert json.loads(run("totals", "--session", "2")[1])["totals"] == {"Amy": -4, "Ben": 4, "Cat": 0, "Dan": 0}
    first = json.loads(run("export", "--format", "json", "--session", "1")[1])
    second = json.loads(run("export", "--format", "json", "--session", "2")[1])
    assert first["session"].pop("uuid") != second["session"].pop("uuid")
    assert first == second
    listing = json.loads(run("list")[1])
    assert [s["id"] for s in listing] == [2, 1] and listing[0]["name"] == "Friday"


def test_show_stats_edit_delete(run):
    run("new", "--players", "Amy", "Ben", "Cat", "Dan")
    run("record", stdin='{"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}')
    run("record", stdin='{"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}')
    shown = json.loads(run("show")[1])
    assert shown["next"]["label"] == "East round, hand 3, dealer: Cat"
    assert run("edit", "1", stdin='{"faan": 3, "seat_wind": "E", "win": "self_drawn"}')[0] == 0
    shown = json.loads(run("show")[1])
    assert shown["entries"][1]["label"] == "East round, hand 1, dealer: Amy, repeat 1"
    assert json.loads(run("stats")[1])["Amy"]["hands_won"] == 1
    assert run("delete", "2")[0] == 0
    assert json.loads(run("totals")[1])["hands"] == 1
    code, _, err = run("delete", "9")
    assert code != 0 and "no hand 9" in err


def test_data_dir_option_points_at_another_folder(tmp_path, mjscore):
    mjscore.use(tmp_path / "unused")
    other = tmp_path / "other"
    assert mjscore("--data-dir", str(other), "ledger", "new", "--players", "A", "B", "C", "D").code == 0
    assert (other / "ledger.sqlite3").exists()
    assert not (tmp_path / "unused" / "ledger.sqlite3").exists()


def test_a_corrupt_file_is_refused_and_left_until_the_player_says_to_start_afresh(run, tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "ledger.sqlite3").write_text("not a database")
    code, out, err = run("new", "--players", "Amy", "Ben", "Cat", "Dan")
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "not an SQLite database" in err and "mjscore ledger restore --empty" in err
    assert [p.name for p in folder.iterdir()] == ["ledger.sqlite3"]  # no empty ledger in its place
    code, out, err = run("restore", "--empty")
    assert code == 0 and "kept as" in err
    assert run("new", "--players", "Amy", "Ben", "Cat", "Dan").out == "1\n"
    assert [p for p in folder.iterdir() if p.name.startswith("ledger.sqlite3.corrupt-")]
