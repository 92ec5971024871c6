"""Per-player figures for a session (`mjscore ledger stats`): hands played and won,
self-draws, deal-ins, false wins, the largest hand and the net total. They are the
night's statistics (night_stats.py, which the club's statistics read too) under the
command's names."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from mjscore_gui.club.results.night_stats import night_statistics
from mjscore_gui.club.results.nights import night_of
from mjscore_gui.ledger import Session


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
        """Every figure under its own name (the name is the key it is listed under)."""
        return {key: value for key, value in asdict(self).items() if key != "name"}


def session_statistics(session: Session) -> dict[str, PlayerStats]:
    """Each player's figures for one ledger session, in the session's player order."""
    return {
        name: PlayerStats(
            name,
            hands_played=s.hands_played,
            hands_won=s.hands_won,
            self_draws=s.self_drawn,
            deal_ins=s.paid_as_discarder,
            false_wins=s.false_wins,
            largest_hand=s.biggest.faan if s.biggest else None,
            net=s.total,
        )
        for name, s in night_statistics(night_of(session, full=False)).items()
    }
