"""The plan as data (club/seating/plan.py): its JSON, saved atomically into a folder, read back
with clear errors, where each player goes next; and its printable page (plan_page.py)."""

from __future__ import annotations

import json
import re

import pytest

from mjscore_gui.club.seating.plan import (
    Place,
    Plan,
    PlanError,
    draw_plan,
    evening_id,
    read_plan,
    save_plan,
    table_of,
    where_next,
)
from mjscore_gui.club.seating.plan_page import chinese_number, plan_html, plan_text, round_zh

THIRTEEN = ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lee", "Max"]


@pytest.fixture(scope="module")
def plan() -> Plan:
    return draw_plan(THIRTEEN, 4, seed="7", when="2026-11-27")


def test_the_json_keeps_to_the_contract_and_adds_keys(plan):
    data = json.loads(json.dumps(plan.to_json()))
    assert [[sorted(t) for t in r] for r in data["rounds"]] == [[["players", "table"]] * 3] * 4
    assert [[t["table"] for t in r] for r in data["rounds"]] == [[1, 2, 3]] * 4
    assert [len(t["players"]) for t in data["rounds"][0]] == [5, 4, 4]
    assert data["evening"] == "2026-11-27-" + evening_id("2026-11-27", "7")[-6:]
    assert re.fullmatch(r"2026-11-27-[0-9a-f]{6}", data["evening"])
    assert (data["date"], data["seed"], data["players"], data["kept_rounds"]) == ("2026-11-27", "7", THIRTEEN, 0)
    assert data["meetings"] == {"most": 2, "repeated_pairs": 24, "extra": 24}
    assert data["least_possible"]["repeated_pairs"] == 24 and data["proved_best"] is True
    assert Plan.from_json(data) == plan


def test_a_plan_of_the_contract_shape_alone_is_read():
    rounds = [
        [{"table": 1, "players": ["Amy", "Ben", "Cat", "Dan"]}],
        [{"table": 1, "players": ["Dan", "Cat", "Amy", "Ben"]}],
    ]
    plan = Plan.from_json({"rounds": rounds})
    assert plan.players == ("Dan", "Cat", "Amy", "Ben")
    assert table_of(plan, 2, 1) == ("Dan", "Cat", "Amy", "Ben")
    assert (plan.meetings.most, plan.meetings.repeated_pairs) == (2, 6)


def test_saved_atomically_into_the_folder_and_read_back(plan, tmp_path):
    (tmp_path / plan.file_name).write_text("the old plan", encoding="utf-8")
    path = save_plan(plan, tmp_path)
    assert path.name == f"plan-{plan.evening}.json"
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left behind
    assert read_plan(path) == plan


def test_the_temporary_file_is_named_as_no_sync_tool_names_its_own(plan, tmp_path, monkeypatch):
    import os

    seen = []
    real_replace = os.replace

    def replace(src, dst):
        seen.append(os.path.basename(src))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    save_plan(plan, tmp_path)
    assert len(seen) == 1 and seen[0].startswith(".mjscore-tmp-") and seen[0].endswith(plan.file_name)
    assert ".syncthing." not in seen[0] and "~syncthing~" not in seen[0]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", r"plan-x.json: not valid JSON \(line 1 column 2"),
        ('{"rounds": [[{"table": 1, "players": ["Amy", "Ben", "Cat", "Dan"]}]', "not valid JSON"),
        ("[]", "plan-x.json: expected a table of keys, got a list of 0 items"),
        ('{"rounds": []}', r"\$.rounds: expected 1 to 20 rounds, got a list of 0 items"),
        (
            '{"rounds": [[{"table": 1, "players": ["Amy", "Ben", "Cat"]}]]}',
            "players: expected four or five players' names, got a list of 3 items",
        ),
        (
            '{"rounds": [[{"table": 2, "players": ["Amy", "Ben", "Cat", "Dan"]}]]}',
            r"\$.rounds\[0\]\[0\].table: expected 1 \(tables in order\), got 2",
        ),
        (
            '{"rounds": [[{"table": 1, "players": ["Amy", "Ben", "Cat", "Dan"]}, '
            '{"table": 2, "players": ["Eve", "Fay", "Gus", "amy"]}]]}',
            r"\$.rounds\[0\]: 'amy' is there twice \(as 'Amy'\)",
        ),
        (
            '{"rounds": [[{"table": 1, "players": ["Amy", "Ben", "Cat", 7]}]]}',
            r"players\[3\]: expected a player's name \(text\), got 7",
        ),
        (
            '{"rounds": [[{"table": 1, "players": ["A", "B", "C", "D"]}]], "version": 9}',
            r"\$.version: is 9, from a newer MJScore",
        ),
        (
            '{"rounds": [[{"table": 1, "players": ["A", "B", "C", "D"]}]], "date": "27/11/2026"}',
            'date: expected a date written YYYY-MM-DD, got "27/11/2026"',
        ),
        (
            '{"rounds": [[{"table": 1, "players": ["A", "B", "C", "D"]}]], "evening": "../x"}',
            'evening: expected an evening id of letters, digits, -, . or _, got "../x"',
        ),
        ("[" * 100_000, "not valid JSON|nested too deeply"),
    ],
)
def test_a_broken_plan_file_is_named_in_one_line_and_kept(tmp_path, content, message):
    path = tmp_path / "plan-x.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(PlanError) as refused:
        read_plan(path)
    assert str(refused.value).startswith("plan-x.json")
    assert re.search(message, str(refused.value)), str(refused.value)
    assert "\n" not in str(refused.value)
    assert path.read_text(encoding="utf-8") == content  # only read


def test_a_missing_file_or_a_folder_is_refused(tmp_path):
    with pytest.raises(PlanError, match="no such file"):
        read_plan(tmp_path / "nothing.json")
    with pytest.raises(PlanError, match="is a folder"):
        read_plan(tmp_path)


def test_where_each_player_goes_next(plan):
    nxt = where_next(plan, 1)
    assert sorted(nxt) == sorted(THIRTEEN)
    for t in plan.rounds[1]:
        for seat, name in enumerate(t.players):
            wind = "ESWN"[seat] if seat < 4 else None
            assert nxt[name] == Place(2, t.number, seat, wind)
            assert table_of(plan, 2, t.number)[seat] == name
    assert where_next(plan, 4) == {}  # after the last round
    with pytest.raises(PlanError, match="rounds 1 to 4, not 5"):
        where_next(plan, 5)
    with pytest.raises(PlanError, match="tables 1 to 3, not 4"):
        table_of(plan, 1, 4)


def test_a_redraw_keeps_the_evening_and_the_played_rounds(plan):
    tonight = [p for p in THIRTEEN if p != "Dan"] + ["Zoe", "Yan", "Xia"]
    redrawn = draw_plan(tonight, 4, seed="later", played=plan, from_round=3)
    assert (redrawn.evening, redrawn.date, redrawn.kept_rounds) == (plan.evening, plan.date, 2)
    assert redrawn.rounds[:2] == plan.rounds[:2]
    assert "Dan" not in where_next(redrawn, 2) and where_next(redrawn, 2)["Zoe"].round == 3
    with pytest.raises(PlanError, match="1 to 5"):
        draw_plan(tonight, 4, played=plan, from_round=6)
    with pytest.raises(PlanError, match="leaves none to draw"):
        draw_plan(tonight, 2, played=plan, from_round=3)


def test_the_text_says_each_seat_and_the_repeats(plan):
    text = plan_text(plan)
    first = plan.rounds[0][0].players
    assert f"  Table 1: E {first[0]}, S {first[1]}, W {first[2]}, N {first[3]}, 5th {first[4]}" in text
    assert "pairs that share one more than once: 24 (the least possible)" in text


def test_the_printable_page_is_bilingual_and_escapes_names():
    plan = draw_plan(["<b>Amy</b>", "Ben & Co", 'Cat "C"', "Dan", "Eve"], 2, seed="1", when="2026-11-27")
    page = plan_html(plan)
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<b>" not in page and "&lt;b&gt;Amy&lt;/b&gt;" in page and "Ben &amp; Co" in page
    assert "Round 1 · 第一輪" in page and "Round 2 · 第二輪" in page and "Table 1 · 1號枱" in page
    assert "E 東" in page and "N 北" in page and "5th 第五位" in page
    assert "http" not in page  # self-contained: nothing fetched


@pytest.mark.parametrize(("n", "zh"), [(1, "一"), (10, "十"), (11, "十一"), (20, "二十"), (14, "十四")])
def test_round_numbers_in_chinese(n, zh):
    assert chinese_number(n) == zh and round_zh(n) == f"第{zh}輪"
