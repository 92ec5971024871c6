"""Club ▸ Settle up tonight (all tables), Qt-free: the fewest transfers that square the
whole evening across every table, as `mjscore club settle-up --tonight` finds them.

The evening is the one of the session the window shows (club/results/club_evenings.py: its
plan's evening, or its 06:00-to-06:00 day), else the one being played now. Each player
is counted once, as tonight's board counts them (club/results/tonight.py: the roster's
spellings joined, this laptop's merged names followed); their totals are squared by
club/results/settle_up.py (exact up to its search budget; past it the count is said against
the lower bound). Money cannot be added up across tables that played different rules
or stakes: then one line says so and there are no transfers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from fractions import Fraction
from typing import Any

from mjscore_gui.club.members.config import ClubConfig
from mjscore_gui.club.results.club_evenings import ClubEvening, club_evenings, evening_at
from mjscore_gui.club.results.settle_up import SettleUp, bound_line, settlement, settlement_text
from mjscore_gui.club.results.tonight import board
from mjscore_gui.gui.state.text import tr


@dataclass(frozen=True)
class TonightSettlement:
    evening: str | None  # the evening's key (plan id or YYYY-MM-DD); None: nothing tonight
    date: str
    tables: tuple[int, ...] = ()
    sessions: int = 0
    totals: dict[str, Fraction] = field(default_factory=dict)  # by name, in board order
    result: SettleUp | None = None  # None: nothing to settle (see `why`)
    why: str | None = None  # one line: nothing recorded, or the money does not add up

    def text(self, lang: str) -> str:
        """What Copy puts on the clipboard: one line per transfer, then the bound line
        when the search stopped short of proving the count."""
        return settlement_text(self.result, lang) if self.result is not None else (self.why or "")

    def bound(self, lang: str) -> str | None:
        return bound_line(self.result, lang) if self.result is not None else None


def evening_shown(
    evenings: list[ClubEvening], session_id: int | None, when: datetime | None = None
) -> ClubEvening | None:
    """The evening holding the session `session_id`, else the one being played `when`."""
    if session_id is not None:
        for evening in evenings:
            if any(r.night.session_id == session_id for r in evening.rounds):
                return evening
    return evening_at(evenings, when)


def settle_tonight(
    ledger: Any,
    config: ClubConfig,
    merged: Mapping[str, str] | None = None,
    session_id: int | None = None,
    when: datetime | None = None,
) -> TonightSettlement:
    evening = evening_shown(club_evenings(ledger), session_id, when)
    if evening is None:
        return TonightSettlement(None, "", why=tr("SettleTonight", "No hands have been recorded tonight yet."))
    result = board(evening, config, merged)
    totals = {r.name: r.total for r in result.rows}
    base = TonightSettlement(evening.key, evening.date, result.tables, result.sessions, totals)
    if not result.money_adds_up:
        listed = "; ".join(
            (
                tr("SettleTonight", "{0} at table {1}")
                if len(tables) == 1
                else tr("SettleTonight", "{0} at tables {1}")
            ).format(label, ", ".join(str(t) for t in tables))
            for label, tables in result.rules.items()
        )
        why = tr(
            "SettleTonight",
            "The money does not add up across tables: they played different rules or stakes ({0}). "
            "Settle up at each table (Session ▸ Settle up…).",
        ).format(listed)
        return replace(base, why=why)
    order = sorted(totals, key=str.casefold)
    try:
        settled = settlement(totals, order)
    except ValueError:
        return replace(
            base,
            why=tr(
                "SettleTonight",
                "Tonight's totals do not add up to zero, so they cannot be squared; `mjscore ledger check` lists what is wrong",
            ),
        )
    return replace(base, result=settled)
