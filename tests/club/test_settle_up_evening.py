"""Settling a whole club evening: the fewest transfers for up to 24 players, checked
against an independent brute force where one is feasible, always squaring everyone
exactly, and saying the count against the lower bound where the search stops."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from mjscore_gui.club.results.settle_up import bound_line, check_transfers, settlement, settlement_text
from mjscore_gui.club.results.zero_sum import zero_sum_groups


def _most_groups_brute(amounts: list[int]) -> int:
    """The most zero-sum groups, by the textbook recurrence over every subset (2^n): best
    of a set = its best with one member removed, plus one if the set sums to zero. A
    different method from zero_sum.py's (no pairs, no counts, no bound, no budget)."""
    n = len(amounts)
    sums = [0] * (1 << n)
    best = [0] * (1 << n)
    for mask in range(1, 1 << n):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + amounts[low]
        top = max(best[mask ^ (1 << i)] for i in range(n) if mask >> i & 1)
        best[mask] = top + (sums[mask] == 0)
    return best[(1 << n) - 1]


def _totals(rng: random.Random, n: int, spread: int, unit: int = 8) -> dict[str, int]:
    """n players' totals summing to zero, none zero: multiples of `unit` as at a table."""
    while True:
        amounts = [rng.choice((-1, 1)) * rng.randrange(1, spread) * unit for _ in range(n - 1)]
        amounts.append(-sum(amounts))
        if 0 not in amounts:
            return {f"P{i:02}": a for i, a in enumerate(amounts)}


@pytest.mark.parametrize("n", range(5, 13))
def test_the_fewest_transfers_match_a_brute_force(n):
    rng = random.Random(n)
    for spread in (3, 6, 40):  # small spreads make many zero-sum groups, large ones few
        for _ in range(4):
            totals = _totals(rng, n, spread)
            result = settlement(totals)
            assert check_transfers(totals, result.transfers)
            assert len(result.transfers) == n - _most_groups_brute(list(totals.values()))
            assert result.exact and result.fewest_possible == len(result.transfers)


@pytest.mark.parametrize("n", range(13, 25))
def test_up_to_24_players_square_exactly_with_a_proved_count(n):
    rng = random.Random(100 + n)
    for spread in (4, 12, 100, 1000):
        totals = _totals(rng, n, spread)
        result = settlement(totals)
        assert check_transfers(totals, result.transfers)
        assert all(t.amount > 0 and t.payer != t.payee for t in result.transfers)
        creditors = sum(1 for a in totals.values() if a > 0)
        debtors = n - creditors
        assert max(creditors, debtors) <= result.fewest_possible <= len(result.transfers) <= n - 1
        assert result.exact, (n, spread, len(result.transfers), result.fewest_possible)


def test_known_groups_in_24_players():
    # Twelve couples who owe each other exactly (+a, -a), shuffled: twelve transfers.
    rng = random.Random(7)
    amounts = [a for k in range(1, 13) for a in (k * 8 + 1, -(k * 8 + 1))]
    rng.shuffle(amounts)
    totals = {f"P{i:02}": a for i, a in enumerate(amounts)}
    result = settlement(totals)
    assert len(result.transfers) == 12 and result.exact
    # Eight triples (+3, +5, -8 scaled): sixteen transfers, and no fewer exist.
    amounts = [a * k for k in (1, 2, 3, 4, 6, 7, 9, 11) for a in (3, 5, -8)]
    result = settlement({f"P{i:02}": a for i, a in enumerate(amounts)})
    assert len(result.transfers) == 16 and result.fewest_possible == 16


def test_where_the_search_stops_the_count_is_said_against_the_lower_bound():
    totals = _totals(random.Random(3), 24, 100)
    full = settlement(totals)
    stopped = settlement(totals, budget=50)
    assert check_transfers(totals, stopped.transfers)
    assert not stopped.exact
    assert stopped.fewest_possible <= len(full.transfers) <= len(stopped.transfers)
    line = f"{len(stopped.transfers)} transfers; at least {stopped.fewest_possible} are needed"
    assert bound_line(stopped) == line
    assert settlement_text(stopped).endswith("\n" + line)
    assert bound_line(stopped, "zh_HK") == f"{len(stopped.transfers)} 次俾錢；最少要 {stopped.fewest_possible} 次"
    assert bound_line(full) is None and "at least" not in settlement_text(full)
    assert stopped.to_json()["exact"] is False and stopped.to_json()["fewest_possible"] == stopped.fewest_possible


def test_fractions_are_settled_exactly():
    totals = {"A": Fraction(1, 3), "B": Fraction(-1, 2), "C": Fraction(1, 6), "D": Fraction(5, 2), "E": Fraction(-5, 2)}
    result = settlement(totals)
    assert check_transfers(totals, result.transfers) and len(result.transfers) == 3 and result.exact


def test_zero_sum_groups_refuses_what_it_cannot_group():
    with pytest.raises(ValueError, match="do not add up to zero"):
        zero_sum_groups([3, -2])
    with pytest.raises(ValueError, match="zero"):
        zero_sum_groups([0, 3, -3])
    grouping = zero_sum_groups([5, -5, 2, 3, -5])
    assert sorted(grouping.groups) == [(0, 1), (2, 3, 4)] and grouping.exact
