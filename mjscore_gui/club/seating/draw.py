"""The seating draw of a club night: who sits at which table in each round.

Everyone is seated every round, at tables of four, and of five where the count is not a
multiple of four (as few fives as the count allows: 13 is 5+4+4). The plan is chosen, in
order, for the fewest times any two players share a table (the most meetings of any
pair: 1 while a plan without repeats exists), then the fewest pairs that meet more than
once, then the fewest meetings beyond the first, then seats at the tables of five
spread evenly (a fifth sits out a hand in five).

The search is a seeded greedy construction repaired by a tabu search of swaps between
two tables of one round, with a budget counted in swaps weighed, never in seconds: the
same seed gives the same plan on any machine. It stops early when the plan meets the
lower bound (`lower_bound`: meetings needed against pairs available, and the pairs two
rounds must share when there are fewer tables than seats), so it proves its plan best
whenever it can: 16 players over 5 rounds meet each other once each (the affine plane
of order 4), 13 over 4 rounds cannot do with fewer than 24 repeated pairs.

A redraw (a late arrival, an early leaver) keeps the rounds already played and counts
the pairs that met there.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from mjscore_gui.limits import MAX_PLAYERS, MAX_ROUNDS

MIN_PLAYERS = 4
BUDGET = 200_000  # swaps weighed at most: 24 players x 8 rounds in ~0.15 s here (bench_draw.py)
RESTART_AFTER = 60  # steps without a better plan before the search restarts from the best
_FIVES_SCALE = 10_000  # one repeated pair outweighs any spread of the seats at tables of five

Round = list[list[str]]  # tables, each its players


class DrawError(ValueError):
    """A draw that cannot be made as asked; the message is one line a player can act on."""


@dataclass(frozen=True)
class Meetings:
    """How often pairs share a table over a plan: the most times any pair meets, the pairs
    that meet more than once, and the meetings beyond each pair's first."""

    most: int
    repeated_pairs: int
    extra: int

    def key(self) -> tuple[int, int, int]:
        return (self.most, self.repeated_pairs, self.extra)


@dataclass(frozen=True)
class Drawn:
    """The rounds drawn (kept rounds first), how often pairs meet in them, the least the
    counts could be (`bound`), and whether the search proved its plan as good as possible."""

    rounds: list[Round]
    meetings: Meetings
    bound: Meetings
    proved_best: bool


def table_sizes(count: int) -> tuple[int, ...]:
    """The tables for `count` players: fours, and as few fives as make the count (fives first)."""
    for fives in range(4):
        fours, rest = divmod(count - 5 * fives, 4)
        if fours >= 0 and rest == 0:
            return (5,) * fives + (4,) * fours
    raise DrawError(
        f"{count} players cannot all sit at tables of four and five (4, 5, 8, 9, 10 or 12 and more can); "
        "add a player or let one watch"
    )


def check_request(players: Sequence[str], rounds: int) -> None:
    if len(players) < MIN_PLAYERS:
        raise DrawError(f"a draw needs at least {MIN_PLAYERS} players, not {len(players)}")
    if len(players) > MAX_PLAYERS:
        raise DrawError(f"a draw takes at most {MAX_PLAYERS} players, not {len(players)}")
    if not 1 <= rounds <= MAX_ROUNDS:
        raise DrawError(f"the rounds to draw must be 1 to {MAX_ROUNDS}, not {rounds}")
    table_sizes(len(players))


def pair_counts(rounds: Sequence[Sequence[Sequence[str]]]) -> dict[frozenset[str], int]:
    """How many times each pair of players shares a table over these rounds."""
    counts: dict[frozenset[str], int] = {}
    for tables in rounds:
        for table in tables:
            for i, a in enumerate(table):
                for b in table[i + 1 :]:
                    pair = frozenset((a, b))
                    counts[pair] = counts.get(pair, 0) + 1
    return counts


def meetings(rounds: Sequence[Sequence[Sequence[str]]]) -> Meetings:
    counts = pair_counts(rounds).values()
    return Meetings(
        most=max(counts, default=0),
        repeated_pairs=sum(1 for c in counts if c > 1),
        extra=sum(c - 1 for c in counts if c > 1),
    )


def lower_bound(players: Sequence[str], rounds: int, played: Sequence[Round] = ()) -> Meetings:
    """The least the meetings of any plan could be. Each new meeting of a pair that has met
    already is one beyond its first, so the meetings the new rounds need against the pairs
    not yet met bound the extra meetings: overall, and player by player (a player meets 3
    a round, 4 at a table of five, and has only so many he has not met; the seats at
    tables of five go first to those with partners to spare). The extra, spread over pairs
    meeting `most` times at most, bound the repeated pairs."""
    counts = pair_counts(played)
    sizes = table_sizes(len(players))
    old = meetings(played)
    fresh = {a: sum(1 for b in players if b != a and counts.get(frozenset((a, b)), 0) == 0) for a in players}
    needed = sum(s * (s - 1) // 2 for s in sizes) * rounds
    overall = needed - sum(fresh.values()) // 2
    spare = sorted((fresh[a] - 3 * rounds for a in players), reverse=True)
    short = sum(-s for s in spare if s < 0)
    five_seats = 5 * sizes.count(5) * rounds
    # Each seat at a table of five is one meeting more for whoever takes it, at most one a
    # round each: they go to the most spare partners first.
    spare = [max(0, s) for s in spare]
    for _ in range(five_seats):
        i = max(range(len(spare)), key=lambda k: spare[k])
        if spare[i] > 0:
            spare[i] -= 1
        else:
            short += 1
    # Pigeonholes: a table of the next round draws its players from the tables of an
    # earlier one, so with fewer tables than seats some of them met there. Each two new
    # rounds share at least `overlap` pairs; with no pair meeting three times, those
    # pairs are all different and each a repeated pair.
    overlap = sum(_spread_pairs(s, len(sizes)) for s in sizes)
    extra_new = max(0, overall, math.ceil(short / 2), (rounds - 1) * overlap)
    extra = old.extra + extra_new
    everyone = set(players) | {p for tables in played for table in tables for p in table}
    total_pairs = len(everyone) * (len(everyone) - 1) // 2
    all_meetings = needed + sum(counts.values())
    most = max(old.most, 2 if extra_new else 1, math.ceil(all_meetings / total_pairs))
    repeated = 0
    if most == 2:
        repeated = max(old.repeated_pairs + rounds * (rounds - 1) // 2 * overlap, extra)
        if repeated > total_pairs:  # more repeats than pairs: some pair meets three times
            most = 3
        else:
            extra = repeated  # no pair meets three times: each repeated pair is one extra
    if most > 2:
        repeated = max(old.repeated_pairs, math.ceil(extra / (most - 1)))
    return Meetings(most, repeated, extra)


def _spread_pairs(seats: int, groups: int) -> int:
    """The fewest pairs among `seats` players drawn from `groups` groups: spread evenly."""
    each, more = divmod(seats, groups)
    return more * (each + 1) * each // 2 + (groups - more) * each * (each - 1) // 2


def draw(
    players: Sequence[str],
    rounds: int,
    seed: str,
    played: Sequence[Round] = (),
    budget: int = BUDGET,
) -> Drawn:
    """`rounds` new rounds for `players` after the `played` ones (kept as they are), each
    table's players in a seeded random seat order; DrawError for a request that cannot be
    drawn. `players` are distinct names, already checked."""
    check_request(players, rounds)
    rng = random.Random(f"mjscore-draw:{seed}")
    search = _SeatingSearch(list(players), rounds, list(played), rng)
    bound = lower_bound(players, rounds, played)
    target = None
    if bound.most <= 2:  # the search's energy counts the pairs of tonight's players only
        here = set(players)
        gone = sum(1 for pair, c in pair_counts(played).items() if c > 1 and not pair <= here)
        target = bound.repeated_pairs - gone
    proved = search.run(budget, target)
    new_rounds = search.best_rounds(rng)
    everything = [*[[list(t) for t in r] for r in played], *new_rounds]
    return Drawn(everything, meetings(everything), bound, proved)


class _SeatingSearch:
    """The tabu search over swaps of two players between tables of one round. Players are
    numbers 0..n-1; `count[a][b]` counts their meetings, the played rounds included."""

    def __init__(self, players: list[str], rounds: int, played: list[Round], rng: random.Random) -> None:
        self.players, self.rng = players, rng
        n = len(players)
        self.n, self.rounds = n, rounds
        self.sizes = table_sizes(n)
        index = {p: i for i, p in enumerate(players)}
        self.count = [[0] * n for _ in range(n)]
        self.fives = [0] * n  # seats at a table of five, the played rounds included
        for tables in played:
            for table in tables:
                self._meet([index[p] for p in table if p in index], five=len(table) == 5)
        top = rounds + len(played) + 2
        weight = n * (n - 1) // 2 + 1  # one pair meeting once more outweighs every lesser repeat
        self.cost: list[int] = [0, 0] + [int(weight ** (c - 2)) for c in range(2, top + 1)]
        for c in range(3, top + 1):
            self.cost[c] += self.cost[c - 1]
        # What one meeting more or less of a pair that has met c times changes the energy by.
        self.up = [self.cost[c + 1] - self.cost[c] for c in range(top)]
        self.down = [0] + [self.cost[c - 1] - self.cost[c] for c in range(1, top + 1)]
        self.tables: list[list[list[int]]] = []  # per round, per table, its players
        self.where: list[list[int]] = []  # per round, per player, the table
        self._construct()

    def _construct(self) -> None:
        rng, n = self.rng, self.n
        five_tables = sum(1 for s in self.sizes if s == 5)
        for _ in range(self.rounds):
            order = list(range(n))
            rng.shuffle(order)
            # The seats at tables of five go to whoever has had fewest (ties at random).
            order.sort(key=lambda p: self.fives[p])
            tables: list[list[int]] = [[] for _ in self.sizes]
            for i in range(five_tables):
                tables[i].append(order[i])  # one each: the fifth seat is decided by who is left
            rest = order[five_tables:]
            rng.shuffle(rest)
            for p in rest:
                best, best_cost = -1, None
                for t, table in enumerate(tables):
                    if len(table) >= self.sizes[t]:
                        continue
                    cost = sum(self.up[self.count[p][q]] for q in table) * _FIVES_SCALE
                    if self.sizes[t] == 5:
                        cost += 2 * self.fives[p] + 1
                    if best_cost is None or cost < best_cost:
                        best, best_cost = t, cost
                tables[best].append(p)
            self._add_round(tables)
        self.energy = self._energy()

    def _add_round(self, tables: list[list[int]]) -> None:
        where = [0] * self.n
        for t, table in enumerate(tables):
            for a in table:
                where[a] = t
            self._meet(table, five=len(table) == 5)
        self.tables.append(tables)
        self.where.append(where)

    def _meet(self, table: list[int], five: bool, times: int = 1) -> None:
        """The players of one table meet once more (`times` -1: once less), and at a table
        of five each has one more (or less) such seat."""
        for i, a in enumerate(table):
            for b in table[i + 1 :]:
                self.count[a][b] += times
                self.count[b][a] += times
        if five:
            for a in table:
                self.fives[a] += times

    def _energy(self) -> int:
        pairs = sum(self.cost[self.count[a][b]] for a in range(self.n) for b in range(a + 1, self.n))
        return pairs * _FIVES_SCALE + sum(f * f for f in self.fives)

    def _delta(self, r: int, x: int, y: int) -> int:
        """The change in energy if x and y (at different tables of round r) swap seats."""
        tables, count, up, down = self.tables[r], self.count, self.up, self.down
        ta, tb = tables[self.where[r][x]], tables[self.where[r][y]]
        cx, cy = count[x], count[y]
        pairs = 0
        for z in ta:
            if z != x:
                pairs += down[cx[z]] + up[cy[z]]
        for z in tb:
            if z != y:
                pairs += down[cy[z]] + up[cx[z]]
        delta = pairs * _FIVES_SCALE
        if len(ta) != len(tb):
            fx, fy = self.fives[x], self.fives[y]
            delta += (2 * (fy - fx) + 2) if len(ta) == 5 else (2 * (fx - fy) + 2)
        return delta

    def _swap(self, r: int, x: int, y: int, delta: int) -> None:
        where = self.where[r]
        a, b = where[x], where[y]
        ta, tb = self.tables[r][a], self.tables[r][b]
        # The two tables part and meet again with x and y changed over: the meetings of
        # everyone else at them come back as they were.
        for table in (ta, tb):
            self._meet(table, five=len(table) == 5, times=-1)
        ta[ta.index(x)] = y
        tb[tb.index(y)] = x
        for table in (ta, tb):
            self._meet(table, five=len(table) == 5)
        where[x], where[y] = b, a
        self.energy += delta

    def run(self, budget: int, target: int | None) -> bool:
        """Search until `budget` swaps have been weighed, or until the pairs meeting twice
        are down to `target` (the bound, when no pair need meet three times) with the
        seats at tables of five even; True when the best plan found meets the bound.

        Each step weighs every swap of a player who has met someone at his table before
        (or, while the fives are uneven, who sits at a table of five more often than most)
        with a player at another table of that round, and makes the best one not tabu
        (a tabu one too if it beats the best plan yet), even when it makes things worse:
        that is how a tabu search walks out of a dead end. A long walk without a better
        plan goes back to the best one, shaken by a few random swaps."""
        self.best = [[list(t) for t in r] for r in self.tables]
        if len(self.sizes) == 1:
            return True  # one table: there is nothing to choose
        rng, n, count = self.rng, self.n, self.count
        target_energy = -1 if target is None else target * self.cost[2]
        best_energy = self.energy
        tabu: dict[tuple[int, int, int], int] = {}
        since = step = weighed = 0
        while weighed < budget:
            # The seats at tables of five as even as they can be: none, or everyone's within one.
            even = 5 not in self.sizes or max(self.fives) - min(self.fives) <= 1
            if self.energy // _FIVES_SCALE == target_energy and even:
                break
            step += 1
            least: int | None = None
            choices: list[tuple[int, int, int]] = []
            most_fives = max(self.fives)
            for r in range(self.rounds):
                where = self.where[r]
                # Who shares a table with someone met more than once.
                movers = [x for t in self.tables[r] for x in t if any(count[x][z] > 1 for z in t if z != x)]
                if not even:
                    movers += [x for t in self.tables[r] if len(t) == 5 for x in t if self.fives[x] == most_fives]
                for x in movers:
                    home = where[x]
                    for y in range(n):
                        there = where[y]
                        if there == home:
                            continue
                        delta = self._delta(r, x, y)
                        if least is not None and delta > least:
                            continue
                        if tabu.get((r, x, there), 0) >= step or tabu.get((r, y, home), 0) >= step:
                            if self.energy + delta >= best_energy:
                                continue
                        if least is None or delta < least:
                            least, choices = delta, [(r, x, y)]
                        else:
                            choices.append((r, x, y))
                    weighed += n
            if least is None:
                if not tabu:
                    break  # nothing to move: the plan cannot be mended by swaps
                tabu.clear()
                continue
            r, x, y = choices[rng.randrange(len(choices))]
            home, there = self.where[r][x], self.where[r][y]
            self._swap(r, x, y, least)
            tenure = 3 + rng.randrange(8)
            tabu[(r, x, home)] = tabu[(r, y, there)] = step + tenure
            if self.energy < best_energy:
                best_energy, since = self.energy, 0
                self.best = [[list(t) for t in rnd] for rnd in self.tables]
            else:
                since += 1
                if since >= RESTART_AFTER:
                    self._restart_from_best()
                    since = 0
                    tabu.clear()
        self._restore(self.best)
        return self.energy // _FIVES_SCALE == target_energy

    def _restart_from_best(self) -> None:
        """Back to the best plan, shaken by a few random swaps, to leave a dead end."""
        self._restore(self.best)
        for _ in range(max(2, self.n // 4)):
            r = self.rng.randrange(self.rounds)
            x, y = self.rng.sample(range(self.n), 2)
            if self.where[r][x] != self.where[r][y]:
                self._swap(r, x, y, self._delta(r, x, y))

    def _restore(self, rounds: list[list[list[int]]]) -> None:
        for r in range(len(self.tables)):
            for table in self.tables[r]:
                self._meet(table, five=len(table) == 5, times=-1)
        self.tables, self.where = [], []
        for tables in rounds:
            self._add_round([list(t) for t in tables])
        self.energy = self._energy()

    def best_rounds(self, rng: random.Random) -> list[Round]:
        """The best plan found, by name: tables of five first, tables of one size in a
        random order, and each table's seats drawn as tiles would be (East, South, West,
        North, then the fifth, who sits out the first hand)."""
        out: list[Round] = []
        for tables in self.best:
            fives = [t for t in tables if len(t) == 5]
            fours = [t for t in tables if len(t) != 5]
            rng.shuffle(fives)
            rng.shuffle(fours)
            round_: Round = []
            for table in fives + fours:
                seats = sorted(table)  # the search's order is not the seats: they are drawn
                rng.shuffle(seats)
                round_.append([self.players[p] for p in seats])
            out.append(round_)
        return out
