"""The season's standings: every night of the season (an evening across all its tables
is one night, however many sessions it had), each player's nights added up; the members
ranked by the club's tie-break order once they have played the club's minimum nights,
the rest listed as "not yet ranked", and guests listed apart.

With no roster in club.toml everyone counts as a member; with one, a name the roster does
not know is listed with the guests (and among `not_on_roster`, for the secretary).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from mjscore_gui.club.members.config import ClubConfig
from mjscore_gui.club.members.roster import Roster, identify
from mjscore_gui.club.results.club_evenings import ClubEvening
from mjscore_gui.club.results.standings import in_range
from mjscore_gui.club.results.tonight import BoardRow, evening_rows, ranked


@dataclass(frozen=True, slots=True)
class Season:
    start: str | None  # YYYY-MM-DD, or None: from the first night
    end: str | None
    nights: int  # evenings in the season
    ranked: tuple[BoardRow, ...]  # members with at least the minimum nights, in order
    not_yet_ranked: tuple[BoardRow, ...]  # members below it, in the same order
    guests: tuple[BoardRow, ...]
    min_nights: int
    tie_break: tuple[str, ...]
    not_on_roster: tuple[str, ...]
    clashes: tuple[str, ...] = ()  # each night's table and round recorded twice (counted once)


def season(
    evenings: Iterable[ClubEvening],
    config: ClubConfig,
    start: str | None = None,
    end: str | None = None,
    merged: Mapping[str, str] | None = None,
) -> Season:
    """The season between `start` and `end` (default: club.toml's season dates)."""
    start = start if start is not None else config.season_from
    end = end if end is not None else config.season_to
    nights = in_range(evenings, start, end)
    roster = Roster(config.roster)
    names = list(dict.fromkeys(n for e in nights for r in e.rounds for n in r.night.players))
    people = identify(names, roster, merged)
    rows: dict[str, BoardRow] = {}
    for evening in nights:
        for row in evening_rows(evening, config, people):
            rows[row.name] = _add(rows[row.name], row) if row.name in rows else row
    order = ranked(rows.values(), config.tie_break)
    has_roster = bool(config.roster)
    members = [r for r in order if not has_roster or (r.entry is not None and r.entry.member)]
    guests = [r for r in order if r not in members]
    return Season(
        start=start,
        end=end,
        nights=len(nights),
        ranked=tuple(r for r in members if r.nights >= config.min_nights),
        not_yet_ranked=tuple(r for r in members if r.nights < config.min_nights),
        guests=tuple(guests),
        min_nights=config.min_nights,
        tie_break=config.tie_break,
        not_on_roster=people.not_on_roster,
        clashes=tuple(f"{e.date}: {line}" for e in nights for line in e.clashes),
    )


def _add(a: BoardRow, b: BoardRow) -> BoardRow:
    biggest = max((x for x in (a.biggest_hand, b.biggest_hand) if x is not None), default=None)
    return replace(
        a,
        total=a.total + b.total,
        hands=a.hands + b.hands,
        hands_won=a.hands_won + b.hands_won,
        biggest_hand=biggest,
        rounds=a.rounds + b.rounds,
        spellings=tuple(sorted(set(a.spellings) | set(b.spellings), key=str.casefold)),
        nights=a.nights + b.nights,
        by_night=a.by_night + b.by_night,
    )
