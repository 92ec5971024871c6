"""Every session's money as stored, without playing any session through.

Each active hand or penalty keeps, as facts of how it was settled, who sat where (p_*:
player ids) and what each seat paid (d_*: exact text such as "48" or "-33/2"); every
change rewrites those of the entries it re-settles (recording.py), and `ledger check`
compares them with a fresh settlement. A reader across every night (the club's
standings over a decade) adds them up here instead of settling 80,000 hands again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction

from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import MONEY_KINDS, TableState
from mjscore_gui.ledger.times import parse_time

# One seating of a session: the players' names by seat (East, South, West, North), and
# how many hands (wins, draws, false wins; no penalties) were played so.
Seating = tuple[tuple[str, str, str, str], int]


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """One session's money as stored: its first four players (East first), everyone it
    has known, each player's total over the stored payments (players without a payment
    are left out), how many hands and penalties it has and who sat where for its hands."""

    session_id: int
    uuid: str | None
    name: str
    started: datetime | None
    ended: datetime | None
    seated: tuple[str, ...]  # the first four, East first
    players: tuple[str, ...]  # every player the session has known, in the order they were added
    totals: dict[str, Fraction]
    hands: int  # wins, draws and false wins
    penalties: int
    seatings: tuple[Seating, ...]  # in the order each seating first sat down

    @property
    def balance(self) -> Fraction:
        """What the totals add up to: 0 in a sound ledger."""
        return sum(self.totals.values(), Fraction(0))


def total_of(amounts: str) -> Fraction:
    """The exact sum of amounts given as text separated by spaces ("48 -16 -33/2")."""
    return Fraction(_sum(amounts))


def _sum(amounts: str) -> int | Fraction:
    # Ints for whole amounts, Fractions only where the text has "/" (never SQLite's
    # 64-bit sum): adding Fractions throughout took 45 ms of a club's decade, ints 8 ms.
    if "/" not in amounts:
        return sum(map(int, amounts.split()))
    return sum((Fraction(a) if "/" in a else int(a) for a in amounts.split()), Fraction(0))


# One row per session and seating (who sat where): each seat's amounts as one text, and
# the counts. One pass over the entries, grouped by SQLite; a night of one seating
# rotating gives four rows. Measured on a club's decade (1,000 nights of 80 hands, 21 MB):
# 78 ms for the query, 130 ms for all of `summaries`; fetching every entry's facts
# into Python and adding them up there took 100 ms before any adding.
_SUMS = (
    "SELECT session_id, p_e, p_s, p_w, p_n, group_concat(d_e, ' '), group_concat(d_s, ' '), "
    "group_concat(d_w, ' '), group_concat(d_n, ' '), sum(kind = 'penalty'), count(*), min(pos) FROM entries "
    "WHERE active = 1 AND kind IN ({}) GROUP BY session_id, p_e, p_s, p_w, p_n"
).format(", ".join(f"'{k}'" for k in MONEY_KINDS))


def summaries(store: Store) -> list[SessionSummary]:
    """Every session's summary, by id: three queries over the whole file, none of which
    reads an entry's data."""
    names: dict[int, dict[int, str]] = {}
    for session_id, player_id, name in store.query("SELECT session_id, id, name FROM players ORDER BY id"):
        names.setdefault(int(session_id), {})[int(player_id)] = str(name)
    totals: dict[int, dict[int, int | Fraction]] = {}
    counts: dict[int, list[int]] = {}
    seatings: dict[int, list[tuple[int, tuple[int, ...], int]]] = {}
    for sid, *row in store.query(_SUMS):
        pids, amounts, penalties, entries, first = row[:4], row[4:8], int(row[8]), int(row[9]), int(row[10])
        per = totals.setdefault(sid, {})
        for pid, text in zip(pids, amounts):
            if pid is not None and text:
                per[pid] = per.get(pid, 0) + _sum(text)
        count = counts.setdefault(sid, [0, 0])
        count[0] += entries - penalties
        count[1] += penalties
        if entries > penalties:
            seatings.setdefault(sid, []).append((first, tuple(pids), entries - penalties))
    out = []
    rows = store.query("SELECT id, name, started, ended, initial, uuid FROM sessions ORDER BY id")
    for sid, name, started, ended, initial, session_uuid in rows:
        known = names.get(sid, {})
        chairs = TableState.from_json(json.loads(initial)).chairs
        hands, penalties = counts.get(sid, (0, 0))
        out.append(
            SessionSummary(
                session_id=sid,
                uuid=session_uuid,
                name=str(name),
                started=parse_time(started),
                ended=parse_time(ended),
                seated=tuple(known[pid] for pid in chairs),
                players=tuple(known.values()),
                # a payment of a player the session does not know is passed over
                totals={known[pid]: Fraction(total) for pid, total in totals.get(sid, {}).items() if pid in known},
                hands=hands,
                penalties=penalties,
                seatings=tuple((_by_seat(known, pids), n) for _, pids, n in sorted(seatings.get(sid, []))),
            )
        )
    return out


def _by_seat(known: dict[int, str], pids: tuple[int, ...]) -> tuple[str, str, str, str]:
    e, s, w, n = (known.get(pid, "") for pid in pids)
    return e, s, w, n


__all__ = ["Seating", "SessionSummary", "summaries", "total_of"]
