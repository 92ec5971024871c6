"""Issue 24's club night, from three laptops: 12 players drawn into three tables for four
rounds, a 13th arriving after round 1 (the remaining rounds redrawn into tables of 5, 4
and 4, round 1 kept), a substitute at one table, every table's hands recorded on its own
laptop and carried between the club folders as a sync tool would. Every laptop must show
the same standings, and each number is worked out here from the hands, not read back.

Each session plays the same two hands (the hk preset, half spicy):
  1. South wins 3 faan off North's discard: South +8, North -8.
  2. The new dealer (the player who sat South in hand 1, now East) self-draws 5 faan:
     +36, each other seated player -12.
At a table of five the fifth sits out hand 1 and takes East's chair for hand 2 (East
sits out). With a substitute, Zoe takes West's chair after hand 1.
"""

from __future__ import annotations

import json
from fractions import Fraction

from tests.club.laptops import carry_all

PLAYERS = ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lee"]
LATE = "Max"
HANDS = [
    {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "N"},
    {"faan": 5, "seat_wind": "E", "win": "self_drawn"},
]
POINTS = [4, 2, 1, 0]  # by place at the table; a fifth place 0, ties share


def session_deltas(seats: list[str], substitute: str | None = None) -> dict[str, int]:
    """Each person's total for one session of the two HANDS, from where they sat."""
    east, south, west, north = seats[:4]
    fifth = seats[4] if len(seats) == 5 else None
    out = {name: 0 for name in seats}
    out[south] += 8  # hand 1
    out[north] -= 8
    # hand 2: the fifth (if any) replaces East; the substitute (if any) replaces West
    seated = [fifth or east, south, substitute or west, north]
    if substitute:
        out[substitute] = 0
    for name in seated:
        out[name] += 36 if name == south else -12
    return out


def table_points(deltas: dict[str, int]) -> dict[str, Fraction]:
    ordered = sorted(deltas.values(), reverse=True)
    points = POINTS + [0] * (len(deltas) - len(POINTS))
    out = {}
    for name, total in deltas.items():
        first = ordered.index(total)
        span = ordered.count(total)
        out[name] = Fraction(sum(points[first : first + span]), span)
    return out


def test_three_tables_thirteen_players_four_rounds_one_standings_on_every_laptop(mjscore, tmp_path):
    laptops = {n: (tmp_path / f"laptop{n}", tmp_path / f"club{n}") for n in (1, 2, 3)}
    for data, club in laptops.values():
        club.mkdir()
        mjscore.use(data)
        assert mjscore("club", "folder", club).code == 0

    # The draw on laptop 1, for the 12 who came; round 1 is played; Max arrives.
    mjscore.use(laptops[1][0])
    drawn = mjscore("club", "draw", "--players", *PLAYERS, "--rounds", 4, "--seed", 11, "--format", "json")
    assert drawn.code == 0, drawn.err
    plan_path = tmp_path / "plan.json"
    plan_path.write_text(drawn.out, encoding="utf-8")
    first = json.loads(drawn.out)
    assert [len(t["players"]) for t in first["rounds"][0]] == [4, 4, 4]

    expected: dict[str, int] = {}
    hands: dict[str, int] = {}
    points: dict[str, Fraction] = {}
    won: dict[str, int] = {}

    def play(plan: dict, round_number: int) -> None:
        for table in plan["rounds"][round_number - 1]:
            seats = table["players"]
            data, _ = laptops[table["table"]]
            mjscore.use(data)
            started = mjscore(
                "ledger", "new", "--players", *seats,
                "--evening", plan["evening"], "--table", table["table"], "--round", round_number,
            )  # fmt: skip
            assert started.code == 0, started.err
            substitute = "Zoe" if (round_number, table["table"]) == (3, 2) else None
            assert mjscore("ledger", "record", stdin=HANDS[0]).code == 0
            if substitute:
                ran = mjscore("ledger", "substitute", seats[2], substitute)
                assert ran.code == 0, ran.err
            assert mjscore("ledger", "record", stdin=HANDS[1]).code == 0
            deltas = session_deltas(seats, substitute)
            for name, amount in deltas.items():
                expected[name] = expected.get(name, 0) + amount
            for name, got in table_points(deltas).items():
                points[name] = points.get(name, Fraction(0)) + got
            played = {seats[0], seats[1], seats[2], seats[3]}
            second = {seats[4] if len(seats) == 5 else seats[0], seats[1], substitute or seats[2], seats[3]}
            for name in deltas:
                hands[name] = hands.get(name, 0) + (name in played) + (name in second)
            won[seats[1]] = won.get(seats[1], 0) + 2

    play(first, 1)
    redrawn = mjscore(
        "club", "draw", "--players", *PLAYERS, LATE, "--rounds", 4, "--seed", 5,
        "--played", plan_path, "--from-round", 2, "--format", "json",
    )  # fmt: skip
    assert redrawn.code == 0, redrawn.err
    plan = json.loads(redrawn.out)
    assert plan["evening"] == first["evening"]
    assert plan["rounds"][0] == first["rounds"][0]  # round 1 as played
    for number in (2, 3, 4):
        assert sorted(len(t["players"]) for t in plan["rounds"][number - 1]) == [4, 4, 5]
        assert sorted(p for t in plan["rounds"][number - 1] for p in t["players"]) == sorted(PLAYERS + [LATE])
        play(plan, number)

    # The sync tool: every club folder made alike, both ways, as often as it takes.
    clubs = [club for _, club in laptops.values()]
    for _ in range(2):
        for source in clubs:
            for target in clubs:
                if source != target:
                    carry_all(source, target)

    boards = []
    for data, _ in laptops.values():
        mjscore.use(data)
        assert mjscore("club", "sync").code == 0
        ran = mjscore("club", "standings", "--tonight", "--format", "json")
        assert ran.code == 0, ran.err
        boards.append(json.loads(ran.out))

    assert sum(expected.values()) == 0
    assert len(expected) == 14  # 13 players and Zoe
    for board in boards:
        assert board["evening"] == plan["evening"]
        assert board["money_adds_up"] is True
        got = {p["name"]: p for p in board["players"]}
        assert sorted(got) == sorted(expected)
        for name, total in expected.items():
            assert Fraction(str(got[name]["total"])) == total, name
            assert got[name]["hands"] == hands[name], name
            assert got[name]["hands_won"] == won.get(name, 0), name
            assert Fraction(str(got[name]["table_points"])) == points[name], name
    assert boards[0]["players"] == boards[1]["players"] == boards[2]["players"]
    # the same ranking everywhere, money first: the biggest total leads
    assert boards[0]["players"][0]["name"] == max(expected, key=lambda n: (expected[n], points[n]))
