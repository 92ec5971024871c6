"""The most groups a set of whole amounts splits into that each add up to zero: what
the fewest transfers of a settle-up come from (settle_up.py: n players in g such groups
square in n - g transfers, and never fewer).

A club evening has up to 24 players with money on the table; a search over all 2^24
subsets is far too slow in Python. The search here:

1. takes out every pair of equal and opposite amounts first. That never costs a group:
   if a and -a sit in different groups, {a, -a} and the rest of both groups are as many
   groups; if they sit in one, splitting them off is one more.
2. treats equal amounts as one value with a count (players owing the same are
   interchangeable), so a state is a tuple of counts and is searched once (memoised).
3. picks the first value still left; its group is one of the zero-sum sub-multisets
   holding it, found by meet-in-the-middle (the values split in two halves, one half's
   sums looked up in the other's), smallest first; a branch is cut when it cannot beat
   the best found, and a state stops at its upper bound.

Upper bound on the groups of a state: each group has a creditor and a debtor, so no more
groups than min(creditors, debtors); and if the smallest zero-sum group that can hold a
player of value v has s_v members (found once, at the start), a split into groups counts
each player as 1/(size of their group) <= 1/s_v of a group: no more than the sum of
count_v / s_v. (With the opposite pairs gone, every s_v is at least 3.)
The search counts its steps and stops at a fixed budget, so it takes the same path on
every laptop; then the best grouping found so far stands, and `most` says how many
groups there could at most be, so the caller can say "9 transfers; at least 8 are
needed".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import lcm

# Steps (half-sums made and matches tried) before the search settles for what it has:
# about a second of Python on a slow laptop; random club totals of 24 finish far below.
DEFAULT_BUDGET = 400_000


@dataclass(frozen=True, slots=True)
class Grouping:
    groups: tuple[tuple[int, ...], ...]  # indexes into the amounts, each group adding up to zero
    most: int  # no split into zero-sum groups has more groups than this

    @property
    def exact(self) -> bool:
        return len(self.groups) == self.most


class _GroupSearch:
    def __init__(self, values: list[int], budget: int) -> None:
        self.values = values
        self.budget = budget
        self.steps = 0
        self.stopped = False
        self.memo: dict[tuple[int, ...], tuple[int, list[tuple[int, ...]]]] = {}
        self.smallest: list[int] = [3] * len(values)  # s_v: see the module's note
        self.denominator = 3
        self.weights = [1] * len(values)  # denominator // s_v

    def bound(self, counts: tuple[int, ...]) -> int:
        # Called for every branch: whole numbers only (sum of count_v / s_v, over a
        # common denominator), no Fractions.
        pos = neg = shares = 0
        for c, v, w in zip(counts, self.values, self.weights):
            if c:
                shares += c * w
                if v > 0:
                    pos += c
                else:
                    neg += c
        return min(pos, neg, shares // self.denominator)

    def find_smallest(self, counts: tuple[int, ...]) -> None:
        """s_v for every value: the fewest members of a zero-sum group holding one of v
        (found among all of `counts`, so it holds in every state after it too)."""
        half_a = list(range(0, len(counts), 2))
        half_b = list(range(1, len(counts), 2))
        sums_a = self.half_sums(half_a, counts, must_first=False)
        sums_b = self.half_sums(half_b, counts, must_first=False)
        fewest_a, fewest_b = _fewest_by_sum(sums_a), _fewest_by_sum(sums_b)
        for v in range(len(counts)):
            in_a = v % 2 == 0
            mine, fewest = (sums_a, fewest_b) if in_a else (sums_b, fewest_a)
            spot = v // 2
            best = sum(counts)
            for total, picks in mine:
                if picks[spot] and -total in fewest:
                    best = min(best, sum(picks) + fewest[-total])
            self.tick(len(mine))
            self.smallest[v] = max(best, 3)
        self.denominator = lcm(*self.smallest) if self.smallest else 1
        self.weights = [self.denominator // s for s in self.smallest]

    def best(self, counts: tuple[int, ...]) -> tuple[int, list[tuple[int, ...]]]:
        """The most zero-sum groups `counts` splits into, and the groups (count vectors)."""
        if not any(counts):
            return 0, []
        known = self.memo.get(counts)
        if known is not None:
            return known
        top = self.bound(counts)
        most, groups = 1, [counts]  # the whole of what is left adds up to zero: one group
        for part in self.groups_with_first(counts):
            if most >= top or self.stopped:
                break
            if part == counts:
                continue
            rest = tuple(c - p for c, p in zip(counts, part))
            if 1 + self.bound(rest) <= most:
                continue  # even at its best the rest cannot beat what is found
            sub, sub_groups = self.best(rest)
            if 1 + sub > most:
                most, groups = 1 + sub, [part, *sub_groups]
        if not self.stopped:
            self.memo[counts] = (most, groups)  # searched through: exact for this state
        return most, groups

    def groups_with_first(self, counts: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every zero-sum sub-multiset of `counts` holding the first value left, smallest
        first (then in a fixed order), by meet-in-the-middle."""
        first = next(i for i, c in enumerate(counts) if c)
        others = [i for i in range(first + 1, len(counts)) if counts[i]]
        # Split the other values in two halves of about equal choice counts.
        half_a: list[int] = [first]
        half_b: list[int] = []
        size_a, size_b = counts[first], 1
        for i in others:
            if size_a <= size_b:
                half_a.append(i)
                size_a *= counts[i] + 1
            else:
                half_b.append(i)
                size_b *= counts[i] + 1
        sums_a = self.half_sums(half_a, counts, must_first=True)
        sums_b = self.half_sums(half_b, counts, must_first=False)
        by_sum: dict[int, list[tuple[int, ...]]] = {}
        for total, picks in sums_b:
            by_sum.setdefault(total, []).append(picks)
        found: list[tuple[int, ...]] = []
        for total, picks_a in sums_a:
            for picks_b in by_sum.get(-total, ()):
                self.tick(1)
                vector = [0] * len(counts)
                for i, n in zip(half_a, picks_a):
                    vector[i] = n
                for i, n in zip(half_b, picks_b):
                    vector[i] = n
                found.append(tuple(vector))
            if self.stopped:
                break
        found.sort(key=lambda v: (sum(v), v))
        return found

    def half_sums(
        self, half: list[int], counts: tuple[int, ...], must_first: bool
    ) -> list[tuple[int, tuple[int, ...]]]:
        out: list[tuple[int, tuple[int, ...]]] = [(0, ())]
        for k, i in enumerate(half):
            low = 1 if must_first and k == 0 else 0
            value = self.values[i]
            out = [(s + n * value, picks + (n,)) for s, picks in out for n in range(low, counts[i] + 1)]
            self.tick(len(out))
        return out

    def tick(self, steps: int) -> None:
        self.steps += steps
        if self.steps > self.budget:
            self.stopped = True


def _fewest_by_sum(sums: list[tuple[int, tuple[int, ...]]]) -> dict[int, int]:
    """Each sum a half reaches, with the fewest members that reach it."""
    fewest: dict[int, int] = {}
    for total, picks in sums:
        size = sum(picks)
        if fewest.get(total, size + 1) > size:
            fewest[total] = size
    return fewest


def zero_sum_groups(amounts: Sequence[int], budget: int = DEFAULT_BUDGET) -> Grouping:
    """`amounts` (whole, none zero, adding up to zero) split into the most groups that
    each add up to zero, as far as `budget` steps find; the groups hold indexes, in the
    order the amounts came, and the first group holds the first amount (after pairs)."""
    if sum(amounts) != 0:
        raise ValueError("the amounts do not add up to zero")
    if any(a == 0 for a in amounts):
        raise ValueError("an amount of zero belongs to no group")
    # 1. Equal and opposite pairs, in the order the amounts came.
    waiting: dict[int, list[int]] = {}
    pairs: list[tuple[int, ...]] = []
    for i, a in enumerate(amounts):
        partners = waiting.get(-a)
        if partners:
            pairs.append((partners.pop(0), i))
        else:
            waiting.setdefault(a, []).append(i)
    # 2. What is left, as values with counts, the largest first (the hardest to balance,
    # so its group has the fewest candidates).
    left = {a: idx for a, idx in waiting.items() if idx}
    values = sorted(left, key=lambda a: (-abs(a), a))
    counts = tuple(len(left[v]) for v in values)
    search = _GroupSearch(values, budget)
    search.find_smallest(counts)
    top = search.bound(counts)
    _, vectors = search.best(counts)
    # 3. Back from counts to the players' indexes, each value's players in order.
    queues = {v: list(left[v]) for v in values}
    groups = list(pairs)
    for vector in vectors:
        members: list[int] = []
        for value, n in zip(values, vector):
            members += queues[value][:n]
            del queues[value][:n]
        groups.append(tuple(sorted(members)))
    exact_rest = not search.stopped or len(vectors) == top
    most = len(pairs) + (len(vectors) if exact_rest else top)
    return Grouping(tuple(groups), most)
