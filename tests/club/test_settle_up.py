"""Settle-up: the fewest transfers that square a night, exact, in English or Chinese."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore_gui.club.results.nights import night_of
from mjscore_gui.club.results.settle_up import (
    Transfer,
    check_transfers,
    settle_up,
    settle_up_text,
)
from tests.club.night import record_night


def test_a_real_night_settles_in_two_transfers(ledger):
    # The night in tests/club/night.py, hk rules (half spicy: 3 faan = 8, 4 = 16, 5 = 24,
    # 6 = 32, 8 = 64; discarder pays all; self-drawn: each loser pays half the amount):
    #   E1   Ben wins 3 off Dan            Ben  +8, Dan  -8
    #   E2   Cat wins 8 (flush) off Ben    Cat +64, Ben -64
    #   E3   drawn                         -
    #   E3+1 Cat self-draws 5              Cat +36, Amy Ben Dan -12 each
    #   E3+2 Amy wins 4 off Cat            Amy +16, Cat -16
    #   E4   Ben self-draws 6              Ben +48, Amy Cat Dan -16 each
    #   S1   Amy wins 6 off Cat            Amy +32, Cat -32
    # Totals: Amy -12+16-16+32 = 20; Ben 8-64-12+48 = -20; Cat 64+36-16-16-32 = 36;
    # Dan -8-12-16 = -36. Ben and Amy cancel, so do Dan and Cat: two transfers, not three.
    session = record_night(ledger)
    night = night_of(session)
    assert night.totals == {"Amy": 20, "Ben": -20, "Cat": 36, "Dan": -36}
    transfers = settle_up(night.totals, night.players)
    assert transfers == [Transfer("Ben", "Amy", Fraction(20)), Transfer("Dan", "Cat", Fraction(36))]
    assert settle_up_text(transfers) == "Ben pays Amy $20\nDan pays Cat $36"
    assert settle_up_text(transfers, "zh_HK") == "Ben 俾 Amy $20\nDan 俾 Cat $36"


def test_three_losers_pay_one_winner_in_three_transfers():
    transfers = settle_up({"Amy": -12, "Ben": -20, "Cat": 68, "Dan": -36}, ["Amy", "Ben", "Cat", "Dan"])
    assert transfers == [
        Transfer("Amy", "Cat", Fraction(12)),
        Transfer("Ben", "Cat", Fraction(20)),
        Transfer("Dan", "Cat", Fraction(36)),
    ]


def test_a_substitute_night_finds_the_zero_sum_groups_greedy_misses():
    # Biggest debtor pays biggest creditor alone takes four: Eve 5 to Amy (Amy +1 left),
    # Ben 3 to Cat (Cat +2), Dan 2 to Cat, Dan 1 to Amy. Split first into {Cat +5, Eve -5}
    # and {Amy +6, Ben -3, Dan -3}: three.
    totals = {"Amy": 6, "Ben": -3, "Cat": 5, "Dan": -3, "Eve": -5}
    transfers = settle_up(totals)
    assert len(transfers) == 3
    assert Transfer("Eve", "Cat", Fraction(5)) in transfers
    assert check_transfers(totals, transfers)


def test_amounts_stay_exact():
    totals = {"Amy": Fraction(1, 3), "Ben": Fraction(-1, 2), "Cat": Fraction(1, 6), "Dan": 0}
    transfers = settle_up(totals)
    assert check_transfers(totals, transfers) and len(transfers) == 2
    assert settle_up_text(transfers) == "Ben pays Amy $1/3\nBen pays Cat $1/6"
    assert settle_up_text(settle_up({"A": Fraction("7.5"), "B": Fraction("-7.5")})) == "B pays A $7.5"


def test_a_square_night_and_totals_that_do_not_add_up():
    assert settle_up({"Amy": 0, "Ben": 0}) == []
    assert settle_up_text([], "zh_HK") == "全部打和，唔使俾錢。"
    with pytest.raises(ValueError, match="do not add up to zero"):
        settle_up({"Amy": 5, "Ben": -4})


def _fewest(amounts: list[int]) -> int:
    """The minimum by brute force: n - the most disjoint zero-sum groups, over every
    set partition (a different method from the module's subset search)."""
    items = [a for a in amounts if a]

    def most_groups(rest: tuple[int, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        best = -1
        for size in range(len(others) + 1):
            for combo in combinations(range(len(others)), size):
                if first + sum(others[i] for i in combo) == 0:
                    left = tuple(o for i, o in enumerate(others) if i not in combo)
                    sub = most_groups(left)
                    if sub >= 0:
                        best = max(best, 1 + sub)
        return best

    return len(items) - max(0, most_groups(tuple(items)))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(-60, 60), min_size=1, max_size=6))
def test_always_the_minimum_and_always_square(values):
    amounts = values + [-sum(values)]
    totals = {f"P{i}": a for i, a in enumerate(amounts)}
    transfers = settle_up(totals)
    assert check_transfers(totals, transfers)
    assert all(t.amount > 0 and t.payer != t.payee for t in transfers)
    assert len(transfers) == _fewest(amounts)
    assert len(transfers) <= max(0, sum(1 for a in amounts if a) - 1)


def test_settle_up_on_the_command_line(ledger, cli, monkeypatch):
    record_night(ledger)
    code, out, _ = cli("ledger", "settle-up", "--format", "json")
    assert code == 0
    assert json.loads(out) == [{"from": "Ben", "to": "Amy", "amount": 20}, {"from": "Dan", "to": "Cat", "amount": 36}]
    assert cli("ledger", "settle-up")[1] == "Ben pays Amy $20\nDan pays Cat $36\n"
    monkeypatch.setenv("MJSCORE_LANG", "zh_HK")
    assert cli("ledger", "settle-up", "--session", "1")[1] == "Ben 俾 Amy $20\nDan 俾 Cat $36\n"
    code, _, err = cli("ledger", "settle-up", "--session", "9")
    assert code != 0 and "no session 9" in err
