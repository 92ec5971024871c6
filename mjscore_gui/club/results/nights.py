"""One finished (or running) club night as plain data, read through the ledger's public
API only: the seam between the ledger's storage and everything that looks back at a night
(settle-up, statistics, standings, what-if, the chart and the summary image).

Everything here is read once into frozen values, so the pure modules beside it never
touch SQLite and a test can build a `Night` by hand.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from typing import Any

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger import SessionSummary
from mjscore_gui.ledger.times import time_key, time_text


@dataclass(frozen=True, slots=True)
class NightHand:
    """A hand (win, faan-only win, draw, false win) or a penalty, as it moved the money."""

    number: int  # the hand's number, or the penalty's
    label: str  # "E1", "E1+1", "S2"; a penalty is "P1"
    kind: str  # "hand", "faan", "draw", "false_win", "penalty"
    deltas: dict[str, Fraction]  # by player name; the players at the table this hand
    seats: dict[str, str]  # player name by seat wind
    winner: str | None = None  # the winner's name (the offender for a false win)
    discarder: str | None = None
    win: str | None = None  # "self_drawn" or "discard"
    faan: int | None = None
    recorded: datetime | None = None  # when the hand was recorded
    tiles: dict[str, Any] | None = None  # a full hand's tiles as typed (hand-format keys)
    typed: dict[str, Any] = field(default_factory=dict)  # the entry as typed, for re-settling
    # Every player's total after it: the ledger's running totals (HandRecord.totals).
    running: dict[str, Fraction | int] = field(default_factory=dict)

    @property
    def is_hand(self) -> bool:
        return self.kind != "penalty"

    @property
    def is_win(self) -> bool:
        return self.kind in ("hand", "faan")


@dataclass(frozen=True, slots=True)
class Night:
    key: str  # the same night on every laptop (see `night_key`)
    session_id: int
    name: str
    started: datetime | None
    ended: datetime | None
    players: tuple[str, ...]  # seat order of the first hand, then substitutes
    hands: tuple[NightHand, ...]
    totals: dict[str, Fraction]
    sessions: int = 1  # the sessions it covers (an evening at this table: club/results/evening.py)

    @property
    def date(self) -> str:
        """YYYY-MM-DD of the night's start ("" without one)."""
        return day_of(self.started)

    @property
    def hand_count(self) -> int:
        return sum(1 for h in self.hands if h.is_hand)

    @property
    def seatings(self) -> tuple[tuple[tuple[str, ...], int], ...]:
        """Each set of players who sat at the table for a hand (by seat, East first), with
        how many hands they played so, in the order they first sat down."""
        counts: dict[tuple[str, ...], int] = {}
        for h in self.hands:
            if h.is_hand:
                seated = tuple(h.seats[w] for w in SEATS)
                counts[seated] = counts.get(seated, 0) + 1
        return tuple(counts.items())

    def hours(self) -> Fraction | None:
        """From the start to the last recorded hand (or the end), in hours; None when the
        times are missing or do not look like one sitting."""
        start = self.started
        last = max((h.recorded for h in self.hands if h.recorded), default=None, key=time_key)
        finish = self.ended or last
        if start is None or finish is None:
            return None
        seconds = int((finish - start).total_seconds())
        # Under five minutes gives no rate to speak of; over a day means the times are not
        # one sitting (a night entered afterwards, or a session resumed days later).
        if seconds < 300 or seconds > 24 * 3600:
            return None
        return Fraction(seconds, 3600)


def day_of(when: datetime | None) -> str:
    """YYYY-MM-DD of a time as recorded (the table's own clock); "" without one."""
    return when.date().isoformat() if when is not None else ""


def night_key(session: Any) -> str:
    """What identifies a night across laptops: the session's uuid (carried in the JSON
    export) when the ledger has one; else a fingerprint of its start, players and hands,
    which an import reproduces exactly. The one place that knows how sessions are keyed."""
    uuid = getattr(session, "uuid", None)
    if uuid:
        return str(uuid)
    digest = hashlib.sha256()
    digest.update(f"{time_text(session.started)}|{'|'.join(session.players)}".encode())
    for record in session.entries():
        if record.has_money:
            deltas = record.deltas
            digest.update(("|" + record.kind + ":" + ",".join(f"{n}={deltas[n]}" for n in sorted(deltas))).encode())
    return "fp-" + digest.hexdigest()[:32]


def night_of(session: Any, full: bool = True) -> Night:
    """Read one ledger session (mjscore_gui.ledger.Session) into a Night. `full=False`
    leaves out what only statistics, what-if and standings need (each hand as typed, its
    tiles, the night's key): the chart redraws after every hand, also in a long session."""
    hands: list[NightHand] = []
    for record in session.entries():
        if not record.has_money:
            continue
        typed = dict(record.typed) if full else {}
        tiles = None
        if record.kind == "hand" and full:
            tiles = {k: typed[k] for k in ("concealed", "melds", "winning_tile", "flowers") if k in typed}
        hands.append(
            NightHand(
                number=record.number or 0,
                label=record.short_label,
                kind=record.kind,
                deltas=dict(record.deltas),
                running=record.totals,
                seats=dict(record.seats),
                winner=record.winner_name,
                discarder=record.discarder_name,
                win=record.win,
                faan=record.faan,
                recorded=record.recorded,
                tiles=tiles,
                typed=typed,
            )
        )
    return Night(
        key=night_key(session) if full else "",
        session_id=session.id,
        name=session.name or "",
        started=session.started,
        ended=session.ended,
        players=tuple(session.players),
        hands=tuple(hands),
        totals={n: Fraction(a) for n, a in session.totals().items()},
    )


def all_nights(ledger: Any) -> list[Night]:
    """Every session in the ledger with something recorded, as a Night, oldest first,
    each night once (two imports of the same night count once). A session started but
    never played is no night at the table."""
    seen: set[str] = set()
    out: list[Night] = []
    for info in sorted(ledger.sessions(), key=lambda s: (time_key(s.started), s.id)):
        night = night_of(ledger.session(info.id))
        if not night.hands or night.key in seen:
            continue
        seen.add(night.key)
        out.append(night)
    return out


@dataclass(frozen=True, slots=True)
class NightTotals:
    """What the standings need of a night (a `Night` has the same): its date, its
    players, their totals and who sat at the table for how many hands; read from each
    entry's stored seats and payments (`night_totals`) without settling its hands again."""

    key: str
    session_id: int
    name: str
    started: datetime | None
    players: tuple[str, ...]
    totals: dict[str, Fraction]
    seatings: tuple[tuple[tuple[str, ...], int], ...]

    @property
    def date(self) -> str:
        return day_of(self.started)

    @property
    def balance(self) -> Fraction:
        """What the totals add up to: 0 in a sound ledger."""
        return sum(self.totals.values(), Fraction(0))


def night_totals(ledger: Any) -> list[NightTotals]:
    """`all_nights(ledger)` as far as the standings need it: every session with something
    recorded, oldest first, each night once; its totals added up from the stored payments
    (`Ledger.session_summaries`, one pass over the file) instead of playing every night
    through. A night that has known more than its four players (a substitute) is played
    through, so its players come in the order they sat down, as `all_nights` has them."""
    # Measured on a club's decade (1,000 nights of 80 hands, bench_decade.py): `club
    # standings` took 15 s playing every night through (17x one night's at 200 nights);
    # from the stored payments 246-252 ms against 101-107 ms for one night (2.4x).
    seen: set[str] = set()
    out: list[NightTotals] = []
    for summary in sorted(ledger.session_summaries(), key=lambda s: (time_key(s.started), s.session_id)):
        if not summary.hands and not summary.penalties:
            continue
        night = _from_summary(summary) or _from_night(night_of(ledger.session(summary.session_id)))
        if night.key in seen:
            continue
        seen.add(night.key)
        out.append(night)
    return out


def _from_summary(summary: SessionSummary) -> NightTotals | None:
    seated = summary.seated
    if not summary.uuid or len(summary.players) != 4 or not set(summary.totals) <= set(seated):
        return None
    totals = {name: summary.totals.get(name, Fraction(0)) for name in seated}
    return NightTotals(
        summary.uuid, summary.session_id, summary.name, summary.started, seated, totals, summary.seatings
    )


def _from_night(night: Night) -> NightTotals:
    return NightTotals(
        night.key, night.session_id, night.name, night.started, night.players, night.totals, night.seatings
    )


def unbalanced(nights: list[NightTotals]) -> list[str]:
    """A line for each night whose totals do not add up to zero (a damaged file, or one
    changed by another program): the standings are wrong by that much."""
    return [
        f"session {n.session_id} ({n.name or 'unnamed'}, {n.date}): its stored totals add up to {n.balance}, "
        "not 0; run `mjscore ledger check`"
        for n in nights
        if n.balance != 0
    ]
