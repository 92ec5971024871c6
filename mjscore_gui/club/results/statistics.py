"""Per-player figures for a session: hands played and won, self-draws, deal-ins, false
wins, the largest hand and the net total."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mjscore_gui.ledger import HandRecord, Session


@dataclass(slots=True)
class PlayerStats:
    name: str
    hands_played: int = 0
    hands_won: int = 0
    self_draws: int = 0
    deal_ins: int = 0  # discarded the winning tile
    false_wins: int = 0
    largest_hand: int | None = None  # most faan in a win
    net: Fraction = field(default_factory=Fraction)

    def to_json(self) -> dict[str, Any]:
        return {
            "hands_played": self.hands_played,
            "hands_won": self.hands_won,
            "self_draws": self.self_draws,
            "deal_ins": self.deal_ins,
            "false_wins": self.false_wins,
            "largest_hand": self.largest_hand,
            "net": self.net,
        }


def session_statistics(session: Session) -> dict[str, PlayerStats]:
    """Each player's figures for one ledger session (`mjscore ledger stats`)."""
    return statistics(session.players, session.entries(), session.totals())


def statistics(
    players: Iterable[str], entries: Iterable[HandRecord], totals: Mapping[str, Fraction]
) -> dict[str, PlayerStats]:
    stats = {name: PlayerStats(name) for name in players}
    for e in entries:
        if not e.is_hand:
            continue
        seats = e.seats
        for name in seats.values():
            stats[name].hands_played += 1
        if e.kind == "false_win" and e.winner:
            stats[seats[e.winner]].false_wins += 1
        elif e.winner:
            winner = stats[seats[e.winner]]
            winner.hands_won += 1
            if e.win == "self_drawn":
                winner.self_draws += 1
            if e.faan is not None and (winner.largest_hand is None or e.faan > winner.largest_hand):
                winner.largest_hand = e.faan
            if e.discarder:
                stats[seats[e.discarder]].deal_ins += 1
    for name, total in totals.items():
        stats[name].net = total
    return stats
