"""The seating draw (club/seating/draw.py): everyone seated every round at tables of four and five,
no pair twice while a plan without repeats exists, the same seed the same plan, and a
redraw that keeps the rounds played. Pairs are counted here independently of draw.py."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from mjscore_gui.club.seating.draw import DrawError, draw, lower_bound, table_sizes

NAMES = [f"P{i:02d}" for i in range(24)]

SIZES = {
    4: (4,),
    5: (5,),
    8: (4, 4),
    9: (5, 4),
    10: (5, 5),
    12: (4, 4, 4),
    13: (5, 4, 4),
    14: (5, 5, 4),
    15: (5, 5, 5),
    16: (4, 4, 4, 4),
    17: (5, 4, 4, 4),
    18: (5, 5, 4, 4),
    19: (5, 5, 5, 4),
    20: (4, 4, 4, 4, 4),
    21: (5, 4, 4, 4, 4),
    22: (5, 5, 4, 4, 4),
    23: (5, 5, 5, 4, 4),
    24: (4, 4, 4, 4, 4, 4),
}


def pairs(rounds) -> Counter:
    """How often each pair shares a table, counted from the tables alone."""
    return Counter(frozenset(p) for tables in rounds for table in tables for p in combinations(table, 2))


def repeats(rounds) -> tuple[int, int]:
    """(the most times any pair meets, the pairs meeting more than once)."""
    counts = pairs(rounds).values()
    return max(counts), sum(1 for c in counts if c > 1)


@pytest.mark.parametrize("count", sorted(SIZES))
def test_everyone_is_seated_every_round_at_tables_of_four_and_five(count):
    players = NAMES[:count]
    drawn = draw(players, 3, seed="club")
    assert len(drawn.rounds) == 3
    for tables in drawn.rounds:
        assert tuple(len(t) for t in tables) == SIZES[count]  # tables of five first
        assert sorted(p for t in tables for p in t) == sorted(players)
    assert (drawn.meetings.most, drawn.meetings.repeated_pairs) == repeats(drawn.rounds)
    assert drawn.meetings.key() >= drawn.bound.key()


@pytest.mark.parametrize("count", [1, 2, 3, 6, 7, 11, 25])
def test_counts_that_cannot_be_seated_are_refused(count):
    with pytest.raises(DrawError) as refused:
        draw(NAMES[:count] + [f"X{i}" for i in range(count - 24)], 2, seed="1")
    message = str(refused.value)
    assert f"{count} players" in message or f"not {count}" in message


@pytest.mark.parametrize("rounds", [0, -1, 21])
def test_rounds_out_of_range_are_refused(rounds):
    with pytest.raises(DrawError, match="1 to 20"):
        draw(NAMES[:8], rounds, seed="1")


def test_table_sizes_use_as_few_fives_as_the_count_allows():
    assert {n: table_sizes(n) for n in SIZES} == SIZES


@pytest.mark.parametrize("seed", ["1", "2", "club-night", "2026-11-27"])
def test_sixteen_players_over_five_rounds_never_share_a_table_twice(seed):
    drawn = draw(NAMES[:16], 5, seed=seed)  # the affine plane of order 4 exists
    assert repeats(drawn.rounds) == (1, 0)
    assert len(pairs(drawn.rounds)) == 16 * 15 // 2  # every pair has met exactly once
    assert drawn.proved_best


def test_thirteen_players_over_four_rounds_the_fewest_repeats_proved():
    # Three tables: each table of a later round draws its players from three tables of an
    # earlier one, so every two rounds share at least 2 + 1 + 1 pairs: 6 x 4 = 24.
    drawn = draw(NAMES[:13], 4, seed="13")
    assert repeats(drawn.rounds) == (2, 24)
    assert (drawn.bound.most, drawn.bound.repeated_pairs) == (2, 24)
    assert drawn.proved_best
    # The seats at the table of five (a fifth sits out a hand in five) go round evenly.
    fives = Counter(p for tables in drawn.rounds for p in tables[0])
    assert sorted(Counter(fives[p] for p in NAMES[:13]).items()) == [(1, 6), (2, 7)]


@pytest.mark.parametrize(
    ("count", "rounds", "least"),
    [
        (8, 2, (2, 4)),  # two tables: each table of round 2 holds two pairs from round 1
        (12, 3, (2, 9)),
        (20, 5, (1, 0)),
        (10, 4, (3, None)),  # 6 round pairs x 8 shared pairs > 45 pairs: some pair meets thrice
    ],
)
def test_the_lower_bound(count, rounds, least):
    bound = lower_bound(NAMES[:count], rounds)
    assert bound.most == least[0]
    if least[1] is not None:
        assert bound.repeated_pairs == least[1]
    drawn = draw(NAMES[:count], rounds, seed="b")
    assert drawn.meetings.key() >= bound.key()
    if least == (2, 4) or least == (2, 9) or least == (1, 0):
        assert repeats(drawn.rounds) == least and drawn.proved_best


def test_the_same_seed_draws_the_same_plan_and_another_seed_another():
    first = draw(NAMES[:13], 4, seed="42").rounds
    assert draw(NAMES[:13], 4, seed="42").rounds == first  # seat order too
    others = [draw(NAMES[:13], 4, seed=s).rounds for s in ("43", "44", "45")]
    assert all(other != first for other in others)


def test_seats_are_drawn_not_listed_as_given():
    drawn = draw(NAMES[:16], 5, seed="seats")
    tables = [t for tables in drawn.rounds for t in tables]
    assert sum(t == sorted(t) for t in tables) < len(tables) // 2
    east = Counter(t[0] for t in tables)
    assert len(east) > 8  # East is not always the same few players


def test_a_redraw_keeps_the_played_rounds_and_counts_their_pairs():
    plan = draw(NAMES[:16], 5, seed="played").rounds
    for seed in ("r1", "r2", "r3"):
        redrawn = draw(NAMES[:16], 3, seed=seed, played=plan[:2])
        assert redrawn.rounds[:2] == plan[:2]
        assert len(redrawn.rounds) == 5
        # Only counting the pairs of rounds 1 and 2 avoids them: still no pair twice.
        assert repeats(redrawn.rounds) == (1, 0)


def test_a_late_arrival_and_an_early_leaver():
    plan = draw(NAMES[:13], 4, seed="night").rounds
    tonight = [p for p in NAMES[:13] if p != "P03"] + ["Zoe", "Yan", "Xia"]  # 15: three tables of five
    redrawn = draw(tonight, 2, seed="later", played=plan[:2])
    assert redrawn.rounds[:2] == plan[:2]
    for tables in redrawn.rounds[2:]:
        assert [len(t) for t in tables] == [5, 5, 5]
        assert sorted(p for t in tables for p in t) == sorted(tonight)
    assert (redrawn.meetings.most, redrawn.meetings.repeated_pairs) == repeats(redrawn.rounds)
    # Fewer repeats than the same new rounds drawn blind to who met in rounds 1 and 2.
    blind = draw(tonight, 2, seed="later").rounds
    assert repeats(redrawn.rounds)[1] <= repeats(plan[:2] + blind)[1]
