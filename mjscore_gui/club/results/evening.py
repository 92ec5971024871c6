"""The evening: the unit players settle on, written once for every club feature.

A table plays one evening; a new session starts when the players change or someone
picks New session, yet the players still want one settle-up. An evening is the sessions
this ledger started (its own, `SessionInfo.own`; an imported copy is another table's)
between 06:00 local time one day and 06:00 the next, by each session's start time as
recorded (the table's own clock).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from fractions import Fraction
from functools import reduce
from typing import Any, TypeVar

from mjscore_gui.club.results.nights import Night, NightHand, NightTotals, night_of
from mjscore_gui.ledger.times import time_key

N = TypeVar("N", Night, NightTotals)

EVENING_STARTS_AT = timedelta(hours=6)  # an evening runs from 06:00 to 06:00 the next day


def evening_date(started: datetime | None) -> str | None:
    """The evening a session started on, as YYYY-MM-DD of its first day (a session
    started at 01:30 belongs to the evening before); None without a readable time."""
    return None if started is None else (started - EVENING_STARTS_AT).date().isoformat()


def evening_session_ids(ledger: Any, session_id: int) -> list[int]:
    """The sessions of `session_id`'s evening at this table, oldest first: itself, and
    the sessions this ledger owns that started the same evening. An imported session is
    its own evening."""
    infos = {info.id: info for info in ledger.sessions()}
    this = infos.get(session_id)
    if this is None or not this.own:
        return [session_id]
    day = evening_date(this.started)
    if day is None:
        return [session_id]
    same = [i for i in infos.values() if i.own and evening_date(i.started) == day]
    return [i.id for i in sorted(same, key=lambda i: (time_key(i.started), i.id))]


def evening_of(ledger: Any, session_id: int, full: bool = True) -> Night:
    """The whole evening of `session_id` as one Night: every hand in order, each player's
    total over all its sessions."""
    return merge([night_of(ledger.session(i), full) for i in evening_session_ids(ledger, session_id)], session_id)


def merge(nights: Sequence[Night], session_id: int | None = None) -> Night:
    """Several sessions as one Night: the hands one after another, the players in the
    order they first sat down, the totals added. Named and keyed as the first session;
    `session_id`: the session the evening is shown from (the last by default)."""
    if len(nights) == 1:
        return nights[0]
    players: list[str] = []
    totals: dict[str, Fraction] = {}
    hands: list[NightHand] = []
    for night in nights:
        for name in night.players:
            if name not in players:
                players.append(name)
        # A later session's running totals go on from what the evening's earlier ones left.
        carried = dict(totals)
        hands += [
            replace(h, running={p: carried.get(p, 0) + h.running.get(p, 0) for p in players}) for h in night.hands
        ]
        for name, amount in night.totals.items():
            totals[name] = totals.get(name, Fraction(0)) + amount
    first, last = nights[0], nights[-1]
    return replace(
        first,
        session_id=last.session_id if session_id is None else session_id,
        ended=last.ended,
        players=tuple(players),
        hands=tuple(hands),
        totals=totals,
        sessions=sum(night.sessions for night in nights),
    )


def evenings(ledger: Any, nights: Iterable[N]) -> list[N]:
    """Nights (`Night` or the standings' `NightTotals`, oldest first) with each evening at
    this table counted once: the sessions this ledger owns that started the same evening
    added up into one, keyed and named as the first. Imported sessions stay as they are."""
    own = {info.id: info.own for info in ledger.sessions()}
    groups: dict[str | int, list[N]] = {}  # by evening, else by the night's place: on its own
    for i, night in enumerate(nights):
        day = evening_date(night.started) if own.get(night.session_id) else None
        groups.setdefault(i if day is None else day, []).append(night)
    return [merge(group) if isinstance(group[0], Night) else reduce(_add, group) for group in groups.values()]


def _add(a: NightTotals, b: NightTotals) -> NightTotals:
    players = a.players + tuple(p for p in b.players if p not in a.players)
    totals = dict(a.totals)
    for name, amount in b.totals.items():
        totals[name] = totals.get(name, Fraction(0)) + amount
    seatings = dict(a.seatings)
    for seated, hands in b.seatings:
        seatings[seated] = seatings.get(seated, 0) + hands
    return replace(a, players=players, totals=totals, seatings=tuple(seatings.items()))
