"""Per-player figures for a session: hands played and won, self-draws, deal-ins, false
wins, the largest hand and the net total."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction

from mjscore_gui.ledger import Session
from mjscore_gui.ledger.records import HandRecord, PlayerStats


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
