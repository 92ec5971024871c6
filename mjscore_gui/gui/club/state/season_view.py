"""The season in Club ▸ Standings, Qt-free: club/results/season.py over every evening in the
ledger (this laptop's sessions and the copies read from the club folder), with the
club's club.toml (its season dates, minimum nights and tie-break). Offered only when the
club folder has a club.toml; one that cannot be read gives the defaults and its line."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mjscore_gui.club.members.config import ClubConfig, club_file, load_club
from mjscore_gui.club.results.club_evenings import ClubEvening, club_evenings
from mjscore_gui.club.results.season import Season, season
from mjscore_gui.gui.state.text import is_chinese, tr

TIE_BREAK_WORDS = {
    "table_points": lambda: tr("SeasonView", "table points"),
    "total": lambda: tr("SeasonView", "total"),
    "average": lambda: tr("SeasonView", "average per night"),
    "hands_won": lambda: tr("SeasonView", "hands won"),
    "biggest_hand": lambda: tr("SeasonView", "biggest hand"),
    "nights": lambda: tr("SeasonView", "nights"),
}


class SeasonSource:
    """`SeasonSource(ledger, folder)`; `season(start, end, merged)` (None dates: club.toml's)."""

    def __init__(self, ledger: Any, config: ClubConfig, notice: str | None = None) -> None:
        self.ledger = ledger
        self.config = config
        self.notice = notice  # club.toml could not be read: the defaults are used
        self._evenings: list[ClubEvening] | None = None

    @classmethod
    def of(cls, ledger: Any, folder: Path | None) -> SeasonSource | None:
        """A source when the club folder holds a club.toml, else None (no season to show)."""
        if folder is None or not club_file(folder).exists():
            return None
        config, notice = load_club(folder)
        return cls(ledger, config, notice)

    def season(
        self, start: str | None = None, end: str | None = None, merged: Mapping[str, str] | None = None
    ) -> Season:
        if self._evenings is None:
            self._evenings = club_evenings(self.ledger)
        return season(self._evenings, self.config, start, end, merged)


def ranked_by_text(keys: tuple[str, ...]) -> str:
    """The tie-break keys in words: "table points, total, hands won" (枱分、總數、食糊次數)."""
    return ("、" if is_chinese() else ", ").join(TIE_BREAK_WORDS[k]() if k in TIE_BREAK_WORDS else k for k in keys)
