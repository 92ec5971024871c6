"""What the ledger shows: one recorded entry, the next hand, a session.

Records are read in bulk when a session opens, so the costly parts (JSON, labels) are
worked out only when asked for.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from functools import cached_property
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.seats import SEATS, WIND_NAMES
from mjscore_gui.ledger.replay import KEPT, PlayedEntry
from mjscore_gui.ledger.stored_entry import typed_json
from mjscore_gui.ledger.table import HAND_KINDS, MONEY_KINDS, label
from mjscore_gui.ledger.times import parse_time


class HandRecord:
    """One entry of a session, in order: a hand (win, faan-only win, draw, false win), a
    penalty/transfer, or a seat or rules change. `id` is stable across edits; `number`
    is the hand's number (or the penalty's), renumbered when earlier hands go."""

    def __init__(
        self,
        played: PlayedEntry,
        names: dict[int, str],
        rulesets: Callable[[int], Ruleset],
        totals: dict[str, Fraction | int] | None = None,
    ) -> None:
        self.id = played.id
        self.kind = played.kind
        self.number = played.number
        self.winner = played.winner  # seat winds
        self.discarder = played.discarder
        self.win = played.win
        self.faan = played.faan
        self.state = played.before  # the table as this entry found it
        # Every player's running total after this entry, by name in the session's order
        # (`Reads.entries` adds them up, the one place that does).
        self.totals = totals or {}
        self._played = played
        self._names = names
        self._rulesets = rulesets

    @cached_property
    def recorded(self) -> datetime | None:
        """When the entry was recorded (parsed when first asked: a long session opens
        with tens of thousands)."""
        return parse_time(self._played.recorded)

    @property
    def is_hand(self) -> bool:
        return self.kind in HAND_KINDS

    @property
    def has_money(self) -> bool:
        return self.kind in MONEY_KINDS

    @property
    def ruleset(self) -> Ruleset:
        """The rules this entry was played under (an edit of it is checked against these)."""
        return self._rulesets(self.state.ruleset_id)

    @property
    def new_ruleset(self) -> Ruleset:
        """A rules change: the rules from the next hand on."""
        if self.kind != "rules":
            raise ValueError(f"a {self.kind} entry changes no rules")
        return self._rulesets(int(self.data["ruleset"]))

    @property
    def prevailing_wind(self) -> str:
        return self.state.prevailing_wind

    @cached_property
    def seats(self) -> dict[str, str]:
        """Player name by seat wind for this hand."""
        return {wind: self._names[pid] for wind, pid in zip(SEATS, self._played.seated)}

    @property
    def sits_out(self) -> str | None:
        """At a table of five, who sat out this entry (for a hand: the hand they did not
        play, delta 0); None at a table of four."""
        pid = self.state.sits_out
        return None if pid is None else self._names[pid]

    @property
    def dealer(self) -> str:
        return self.seats["E"]

    @property
    def label(self) -> str:
        return label(self.state, self.dealer)

    @property
    def short_label(self) -> str:
        """E1, E1+1 (the dealer's first repeat), S2 ... for a hand; P3 for the third penalty."""
        return f"P{self.number}" if self.kind == "penalty" else self.state.short_label

    @property
    def payments(self) -> dict[str, Fraction | int]:
        """Amount by seat wind, exact, whole ones as int (empty for seat and rules changes)."""
        return dict(zip(SEATS, self._played.amounts or ()))

    @property
    def deltas(self) -> dict[str, Fraction]:
        """Amount by player name."""
        seats = self.seats
        return {seats[w]: Fraction(a) for w, a in self.payments.items()}

    @cached_property
    def data(self) -> dict[str, Any]:
        """The entry as stored (players by id); see stored_entry.py."""
        data: dict[str, Any] = json.loads(self._played.data)
        return data

    @property
    def result(self) -> dict[str, Any]:
        """The engine's result for a full hand (faan, patterns, ...) and the payment lines
        (a fresh copy each time)."""
        result: dict[str, Any] = json.loads(self._played.result) if self._played.result else {}
        return result

    @property
    def points(self) -> Fraction | None:
        """A win's points under rules that count in points (units), exact: the engine's
        count for a full hand, the typed number for a faan-only one; None otherwise."""
        if self.kind not in ("hand", "faan") or self.ruleset.counting != "units":
            return None
        points = self.result.get("points") if self.kind == "hand" else self.data.get("points")
        return None if points is None else Fraction(points)

    @property
    def kept_as_recorded(self) -> str | None:
        """Why today's rules refuse this hand, when it is kept with the payments recorded
        with it (replay.kept_as_recorded); None for every hand that settles today."""
        kept = self.result.get(KEPT)
        return str(kept) if kept is not None else None

    @property
    def stored_result(self) -> str:
        """`result` as the ledger stores it: JSON text, amounts as text."""
        return self._played.result or ""

    @property
    def typed(self) -> dict[str, Any]:
        """The entry as it would be typed at its table (seats by wind): what an edit
        dialog starts from, and what `Session.edit` takes back."""
        if not self.has_money:
            raise ValueError(f"a {self.kind} entry has no typed form")
        return typed_json(self.kind, self.data, self.state, self._names)

    @property
    def winner_name(self) -> str | None:
        return self.seats[self.winner] if self.winner else None

    @property
    def discarder_name(self) -> str | None:
        return self.seats[self.discarder] if self.discarder else None

    @property
    def description(self) -> str:
        """One line for the ledger's table."""
        kind = self.kind
        if kind in ("hand", "faan"):
            # From the settlement: one payer is "off" them; all three, everyone pays.
            everyone = sum(1 for a in self.payments.values() if a < 0) >= 3
            how = (
                "self-drawn"
                if self.win == "self_drawn"
                else f"on {self.discarder_name}'s discard, everyone pays"
                if everyone
                else f"off {self.discarder_name}"
            )
            if self.kept_as_recorded:
                return f"{self.winner_name} wins, {how}: kept as recorded ({self.kept_as_recorded})"
            points = self._points()
            score = f"{self.faan} faan" if points is None else f"{points} points ({self.faan} farn)"
            return f"{self.winner_name} wins {score}, {how}"
        if kind == "draw":
            return "Drawn hand"
        if kind == "false_win":
            return f"False win by {self.winner_name}"
        if kind == "penalty":
            return f"Penalty: {self.data['reason']}"
        if kind == "rules":
            return "Rules changed from the next hand"
        names = self._names
        data = self.data
        if kind == "substitute":
            return f"{names[data['in']]} takes over from {names[data['out']]}"
        if kind == "swap":
            return f"{names[data['a']]} and {names[data['b']]} change seats"
        return "Seats: " + ", ".join(f"{WIND_NAMES[w]} {names[data['seats'][w]]}" for w in SEATS)

    def _points(self) -> str | None:
        """The winner's points under rules that count in points (units), as settled."""
        if self.ruleset.counting != "units":
            return None
        points = self.result.get("points") if self.kind == "hand" else self.data.get("points")
        return None if points is None else str(points)

    def __repr__(self) -> str:
        return f"<HandRecord {self.id} {self.kind} #{self.number}>"


@dataclass(frozen=True, slots=True)
class NextHand:
    """What the table plays next: shown above the hand being entered."""

    number: int
    prevailing_wind: str
    seats: dict[str, str]  # player name by seat wind
    dealer: str
    repeat: int
    label: str
    label_zh: str
    sits_out: str | None = None  # at a table of five, who sits this hand out


@dataclass(frozen=True, slots=True)
class SessionInfo:
    id: int
    name: str
    players: tuple[str, ...]
    started: datetime | None
    ended: datetime | None
    hands: int
    uuid: str  # unique across machines: the same night imported twice is one session
    own: bool = True  # started (or adopted) by this ledger; else a read-only copy
    plan: dict[str, Any] | None = None  # where in a club night's seating plan (plans.py); None: by hand

    @property
    def five(self) -> bool:
        """A table of five: `players` lists five, the fifth sitting out the first hand."""
        return len(self.players) == 5
