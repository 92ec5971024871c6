"""Every bad input to the ledger gets one clear line and records nothing (issue 10);
names are one spelling; exports others open are safe; imports say what they did."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from decimal import Decimal

import pytest

from mjscore_gui.cli import main
from mjscore_gui.ledger import Ledger, LedgerError
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, WIND_HAND, win
from tests.ledger.damaged import reseal


def _deep(levels: int) -> dict:
    value: dict = {}
    for _ in range(levels):
        value = {"a": value}
    return value


def _unchanged(session):
    assert session.entries() == [] and not session.can_undo() and session.hand_count == 0


BAD_RECORDS = [
    ({**win("S", off="E"), "faan": Decimal("3.5")}, "faan must be a whole number"),
    ({**win("S", off="E"), "faan": 10**5000}, "out of range"),
    ({**win("S", off="E"), "faan": 5000}, "from 0 to 1000"),
    ({**win("S", off="E"), "faan": True}, "faan must be a whole number"),
    ({**win("S", off="E"), "limit": "no"}, "limit must be true or false"),
    ({**win("S", off="E"), "limit": 1}, "limit must be true or false"),
    ({**win("S", off="E"), "conditions": 5}, "conditions must be a list"),
    ({**win("S", off="E"), "conditions": ["moonlight"]}, "unknown condition 'moonlight'"),
    ({**win("S", off="E"), "minimum_faan": Decimal("1e999999999")}, "out of range"),
    ({**win("S", off="E"), "rules": {"min_faan": Decimal("1e999999999")}}, "out of range"),
    ({**win("S", off="E"), "rules": {"stake": "1e999999999"}}, "out of range"),
    ({**win("S", off="E"), "rules": {"payout": "custom", "custom_table": "1 2 4 1e999999999"}}, "out of range"),
    ({**win("S", off="E"), "win": "sideways"}, "win must be"),
    (
        {"penalty": True, "payments": {"E": Decimal("-1e999999999"), "S": Decimal("1e999999999")}, "reason": "x"},
        "out of range",
    ),
    ({"penalty": True, "payments": {"E": -5, "S": 5}, "reason": "x\ud800"}, "not valid text"),
    ({**win("S", off="E"), "note": "lone \udc80 surrogate"}, "not valid text"),
    ({**win("S", off="E"), "note": "bell \x07"}, "control characters"),
    ({**win("S", off="E"), "note": _deep(100_000)}, "nested too deeply"),
    ({**win("S", off="E"), "note": "x" * 10_000_000}, "too long"),
    ({"false_win": "yes", "seat_wind": "S"}, "false_win must be true or false"),
    ({**WIND_HAND, "seat_wind": "S", "discarder": "E", "conditions": 5}, "conditions"),
    ({**WIND_HAND, "seat_wind": "S", "discarder": "E", "note": "\ud83d"}, "not valid text"),
]


@pytest.mark.parametrize("obj, message", BAD_RECORDS, ids=range(len(BAD_RECORDS)))
def test_bad_records_are_refused_in_one_line_and_nothing_is_written(session, obj, message):
    with pytest.raises(LedgerError, match=message) as caught:
        session.record(json_entry(obj))
    shown = str(caught.value)
    assert "\n" not in shown and len(shown) <= 200
    _unchanged(session)


def test_a_bad_item_in_an_array_is_named(session):
    with pytest.raises(LedgerError, match="item 2: limit must be true or false"):
        session.record_many(json_entry([win("S", off="E"), {**win("S", off="E"), "limit": "no"}]))
    _unchanged(session)


def test_a_limit_of_no_no_longer_changes_the_money(session):
    # It used to be read as true and paid as a limit hand.
    with pytest.raises(LedgerError):
        session.record(json_entry({**win("S", off="E"), "limit": "no"}))
    assert session.record(json_entry({**win("S", off="E"), "limit": False})).deltas == {
        "Amy": -8,
        "Ben": 8,
        "Cat": 0,
        "Dan": 0,
    }


# ---- players' names ----------------------------------------------------------------


def test_names_are_trimmed_and_look_alikes_are_one_player(ledger):
    session = ledger.new_session(["  Amy ", "Jose\u0301", "Cat", "Dan"])  # José typed as e + accent
    assert session.players == ["Amy", "José", "Cat", "Dan"]
    assert session.player_id("José") == session.player_id("Jose\u0301") == session.player_id("Jo\u200bsé")
    session.swap_seats("Amy\u200b", "José")
    assert session.next_hand().seats["E"] == "José"
    with pytest.raises(LedgerError, match="four different names"):
        ledger.new_session(["Amy", "Am\u200by", "Cat", "Dan"])
    with pytest.raises(LedgerError, match="four different names"):
        ledger.new_session(["José", "Jose\u0301", "Cat", "Dan"])


@pytest.mark.parametrize(
    "name, message",
    [
        ("Amy\x00", "control characters"),
        ("A\nB", "control characters"),
        ("   ", "needs a name"),
        ("\u200b", "needs a name"),
        ("x" * 41, "too long"),
        ("Am\ud800y", "not valid text"),
        (7, "must be text"),
    ],
)
def test_bad_names_are_refused(ledger, name, message):
    with pytest.raises(LedgerError, match=message):
        ledger.new_session([name, "Ben", "Cat", "Dan"])
    assert ledger.sessions() == []


# ---- data that others open ----------------------------------------------------------


def test_csv_cells_a_spreadsheet_would_run_are_text(ledger):
    players = ['=HYPERLINK("http://x","y")', "+1", "-2", "@SUM(A1)"]
    session = ledger.new_session(players)
    session.record(json_entry(win("S", off="E")))
    rows = list(csv.reader(io.StringIO(session.export_csv())))
    for cell in rows[0][3:] + rows[1][1:3]:
        assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert rows[0][3] == "'" + players[0]
    assert rows[1][3:5] == ["-8", "-8"]  # amounts stay numbers


# ---- imports ---------------------------------------------------------------------------


def _export(ledger):
    session = ledger.new_session(PLAYERS, name="Friday")
    session.record(json_entry(win("S", off="E")))
    session.substitute("Cat", "Zoe")
    session.record(json_entry(win("W")))
    return json.loads(session.export_json_text(), parse_float=Decimal)


def _shapes():
    def change(path, value):
        def apply(data):
            target = data
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
            return data

        return apply

    sub = ["entries", 1, "record", "substitute"]
    return [
        (change(["session", "players"], "ABCD"), "players"),
        (change(["session", "players"], ["A", "B", "C"]), "four players"),
        (change(["session", "started"], {"year": 2026}), r"\$.session.started: expected a date as text, or null, got"),
        (change(["session", "ended"], {"year": 2026}), "ended"),
        (change(["session", "name"], 5), r"\$.session.name: expected text, got 5"),
        (change(["session", "uuid"], "not-a-uuid"), "not a uuid"),
        (change(["session", "ruleset"], "hk"), "must be an object"),
        (change(["session", "ruleset", "settings"], "cheap"), "'settings' must be an object"),
        (change(["entries"], {"0": {}}), "entries"),
        (change(["entries", 0], 5), r"\$.entries\[0\]: expected a table of keys, got 5"),
        (change(["entries", 0, "recorded"], {"at": 1}), r"\$.entries\[0\].recorded: expected a date as text"),
        (change(["entries", 0, "record", "limit"], "no"), "entry 1: limit must be true or false"),
        (change(sub + ["in"], None), "entry 2: a player's name must be text"),
        (change(sub + ["in"], 7), "entry 2: a player's name must be text"),
        (change(sub, ["Cat", "Zoe"]), "entry 2: a substitution needs"),
        (change(["entries", 1], {"kind": "swap", "record": {"swap": ["Amy", "Ben", "Dan"]}}), "entry 2: a swap"),
        (change(["entries", 1], {"kind": "seats", "record": {"seats": {"E": "Amy"}}}), "entry 2: a seat change"),
        (change(["entries", 1, "kind"], "teleport"), "entry 2: unknown entry kind"),
        (change(["version"], True), "version"),
        (change(["format"], None), "not an MJScore session export"),
    ]


@pytest.mark.parametrize("number", range(len(_shapes())))
def test_imports_of_the_wrong_shape_are_refused_whole(ledger, number):
    mutate, message = _shapes()[number]
    data = _export(ledger)
    del data["session"]["uuid"]
    before = len(ledger.sessions())
    with pytest.raises(LedgerError, match=message) as caught:
        ledger.import_json(mutate(data))
    assert "\n" not in str(caught.value) and len(str(caught.value)) <= 200
    assert len(ledger.sessions()) == before


def test_importing_a_session_twice_adds_it_once(ledger, tmp_path, capsys, monkeypatch):
    data = _export(ledger)
    with Ledger.open(tmp_path / "secretary") as club:
        first = club.import_json(data)
        assert [s.uuid for s in first.added] == [data["session"]["uuid"]] and first.already == []
        again = club.import_json(data)
        assert again.added == [] and again.already[0].id == first.session.id
        assert len(club.sessions()) == 1 and club.sessions()[0].uuid == data["session"]["uuid"]
    (tmp_path / "night.json").write_text(json.dumps(data))
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "secretary"))
    code = main(["ledger", "import", str(tmp_path / "night.json")])
    out, err = capsys.readouterr()
    assert (code, out) == (0, "") and "already have revision 3 of Friday (session 1); nothing changed" in err


def test_an_old_export_without_a_uuid_still_imports(ledger):
    data = _export(ledger)
    del data["session"]["uuid"]
    session = ledger.import_json(data).session
    assert len(session.uuid) == 36 and session.totals() == ledger.session(1).totals()


def test_stored_totals_that_disagree_are_reported_and_the_hands_win(ledger):
    data = _export(ledger)
    del data["session"]["uuid"]
    data["totals"]["Amy"] = 1000
    imported = ledger.import_json(data)
    assert imported.warnings and "Amy" in imported.warnings[0] and "disagree" in imported.warnings[0]
    assert imported.session.totals() == ledger.session(1).totals()


# ---- ledger check --------------------------------------------------------------------------


def test_check_finds_entries_that_no_longer_settle(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path))
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        session.record_many(json_entry([win("S", off="E"), win("W"), {"draw": True}]))
        session.record(json_entry({"penalty": True, "payments": {"E": -10, "S": 10}, "reason": "late"}))
        assert ledger.check() == []
    assert main(["ledger", "check"]) == 0
    assert "ledger ok" in capsys.readouterr()[0]
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    # Hand 2 changed behind the ledger's back to 1 faan: below the minimum, no win.
    conn.execute("UPDATE entries SET data = json_set(data, '$.faan', 1) WHERE pos = 2")
    conn.commit()
    conn.close()
    assert main(["ledger", "check"]) == 1
    err = capsys.readouterr()[1]
    assert "no longer settles" in err and "below the minimum" in err
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute("UPDATE entries SET data = json_set(data, '$.faan', 3) WHERE pos = 2")
    conn.execute("UPDATE entries SET data = json_set(data, '$.payments.1', '-9') WHERE kind = 'penalty'")
    conn.commit()
    conn.close()
    assert main(["ledger", "check"]) == 1
    assert "add up to 0" in capsys.readouterr()[1]


def test_check_finds_stored_payments_that_differ_from_a_fresh_settlement(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path))
    with Ledger.open(tmp_path) as ledger:
        ledger.new_session(PLAYERS).record_many(json_entry([win("S", off="E"), win("W"), {"draw": True}]))
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute("UPDATE entries SET d_e = '-100', d_s = '100', d_w = '0', d_n = '0' WHERE pos = 2")  # zero-sum
    conn.commit()
    conn.close()
    reseal(tmp_path / "ledger.sqlite3")  # as an older MJScore stored them, not damage
    assert main(["ledger", "check"]) == 1
    err = capsys.readouterr()[1]
    assert "1 entries' stored rules, seats or payments differ" in err and "hands 2" in err
    with Ledger.open(tmp_path) as ledger:  # the entries are the truth: a change writes them again
        session = ledger.session()
        assert session.hand(2).payments["E"] != -100
        session.record(json_entry({"draw": True}))
        assert ledger.check() != []  # appending does not re-settle the hands before it
        session.undo()  # re-settles the night: what is stored is what the entries say
        assert ledger.check() == []


# ---- the rules a past hand was played under ---------------------------------------------


def test_a_recorded_hand_knows_its_own_rules(session):
    session.record(json_entry(win("S", off="E")))
    session.change_rules(settings={"min_faan": 1})
    session.record(json_entry(win("W", 1, off="N")))
    first, second = session.hands()
    assert first.ruleset.settings["min_faan"] == 3 and second.ruleset.settings["min_faan"] == 1
    with pytest.raises(LedgerError, match="below the minimum"):  # an edit is checked under hand 1's rules
        session.edit(first.id, json_entry(win("S", 1, off="E")))


@pytest.mark.parametrize("command", [["ledger", "record"], ["settle"]])
@pytest.mark.parametrize(
    "payload",
    [
        '{"faan": 1' + "0" * 5000 + ', "seat_wind": "S", "win": "self_drawn"}',  # over Python's 4,300 digits
        "[" * 100_000 + "]" * 100_000,
        '{"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E", "rules": {"stake": 1e999999999}}',
        '{"penalty": true, "payments": {"E": -1e999999999, "S": 1e999999999}, "reason": "x"}',
    ],
)
def test_the_command_line_refuses_monster_input_in_one_line(tmp_path, capsys, monkeypatch, command, payload):
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path))
    assert main(["ledger", "new", "--players", *PLAYERS]) == 0
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO(payload))
    code = main(command)
    out, err = capsys.readouterr()
    assert code != 0 and out == ""
    assert err.count("\n") == 1 and len(err) < 260 and "Traceback" not in err
    with Ledger.open(tmp_path) as ledger:
        assert ledger.session().entries() == []


# ---- the same refusals through `mjscore ledger record` and `ledger import` (issue 10) ----------

_PENALTY = {"penalty": True, "reason": "x", "payments": {"E": -5, "S": 5, "W": 0, "N": 0}}
_FAAN_WIN = win("S", off="E")
_FULL_WIN = {**WIND_HAND, "seat_wind": "S", "discarder": "E"}
# (the good record it changes, the change, words of the one line that refuses it)
CLI_BAD_RECORDS = [
    (_PENALTY, {"payments": {"E": "-1e999999999", "S": "1e999999999", "W": 0, "N": 0}}, "out of range"),
    (_PENALTY, {"payments": {"E": "-1E+999999999", "S": "1e999999999", "W": "0", "N": "0"}}, "out of range"),
    (_PENALTY, {"payments": {"E": "-1e-999999999", "S": "1e-999999999", "W": 0, "N": 0}}, "out of range"),
    (_PENALTY, {"payments": {"E": "-" + "9" * 5000, "S": "9" * 5000, "W": 0, "N": 0}}, "out of range"),
    (_PENALTY, {"payments": {"E": "NaN", "S": 0, "W": 0, "N": 0}}, "must be a number"),
    (_FAAN_WIN, {"limit": "no"}, "limit must be true or false, not 'no'"),
    (_FULL_WIN, {"limit": "no"}, "unknown key 'limit'"),  # a full hand's limit is counted, not given
    (_FAAN_WIN, {"conditions": ["moonlight"]}, "unknown condition 'moonlight'"),
    (_FULL_WIN, {"conditions": ["moonlight"]}, "moonlight"),
    (_FAAN_WIN, {"faan": Decimal("3.5")}, "faan must be a whole number from 0 to 1000, not 3.5"),
    (_FULL_WIN, {"faan": Decimal("3.5")}, "faan"),
    (_FAAN_WIN, {"conditions": 5}, "conditions must be a list"),
    (_FULL_WIN, {"conditions": 5}, "conditions"),
]
_CLI_IDS = [f"{i}-{next(iter(change))}" for i, (_, change, _) in enumerate(CLI_BAD_RECORDS)]


def _json(value) -> str:
    # Decimals written as typed (3.5, not "3.5"), as a player's file holds them.
    return json.dumps(value, default=lambda d: f"\x00{d}\x00").replace('"\\u0000', "").replace('\\u0000"', "")


def _ledger_cli(tmp_path, monkeypatch, capsys, argv, stdin=""):
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["ledger", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("good, change, words", CLI_BAD_RECORDS, ids=_CLI_IDS)
def test_ledger_record_refuses_in_one_line_and_records_nothing(tmp_path, monkeypatch, capsys, good, change, words):
    assert _ledger_cli(tmp_path, monkeypatch, capsys, ["new", "--players", *PLAYERS])[0] == 0
    assert _ledger_cli(tmp_path, monkeypatch, capsys, ["record"], _json(good))[0] == 0  # the good record is good
    assert _ledger_cli(tmp_path, monkeypatch, capsys, ["undo"])[0] == 0
    code, out, err = _ledger_cli(tmp_path, monkeypatch, capsys, ["record"], _json({**good, **change}))
    assert code != 0 and out == ""
    assert err.count("\n") == 1 and len(err) <= 200 and words in err, err
    code, out, _ = _ledger_cli(tmp_path, monkeypatch, capsys, ["show"])
    assert code == 0 and json.loads(out)["entries"] == []


@pytest.mark.parametrize("good, change, words", CLI_BAD_RECORDS, ids=_CLI_IDS)
def test_ledger_import_refuses_in_one_line_and_imports_nothing(tmp_path, monkeypatch, capsys, good, change, words):
    with Ledger.open(tmp_path / "source") as source:
        session = source.new_session(PLAYERS, name="Friday")
        session.record(json_entry(good))
        data = json.loads(session.export_json_text(), parse_float=Decimal)
    data["entries"][0]["record"].update(change)
    (tmp_path / "night.json").write_text(_json(data), encoding="utf-8")
    code, out, err = _ledger_cli(tmp_path, monkeypatch, capsys, ["import", str(tmp_path / "night.json")])
    assert code != 0 and out == ""
    assert err.count("\n") == 1 and len(err) <= 200, err
    if "out of range" not in words:  # a number out of range is refused before any entry is read
        assert "entry 1: " in err and words in err, err
    with Ledger.open(tmp_path / "data") as ledger:
        assert ledger.sessions() == []
