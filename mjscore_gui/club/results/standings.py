"""The club's table across nights: per player, nights played, hands, total, average
per night, best and worst night; between two dates; with a player's other spellings
counted under one name (aliases.py keeps those)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Any, Protocol, TypeVar

from mjscore_gui.club.results.nights import Night, NightTotals
from mjscore_gui.payout.money import exact_text, format_amount

# What the standings read of a night: a `Night`, or its `NightTotals` read from the
# stored payments without settling its hands again.
Nightly = Night | NightTotals


class Dated(Protocol):
    @property
    def date(self) -> str: ...  # YYYY-MM-DD


D = TypeVar("D", bound=Dated)


@dataclass(frozen=True, slots=True)
class NightResult:
    date: str
    total: Fraction
    session_id: int


@dataclass(frozen=True, slots=True)
class Standing:
    name: str
    nights: int
    hands: int
    total: Fraction
    best: NightResult
    worst: NightResult
    spellings: tuple[str, ...]  # the other names merged into this one that appear in these nights

    @property
    def average(self) -> Fraction:
        return self.total / self.nights

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "nights": self.nights,
            "hands": self.hands,
            "total": self.total,
            "average": self.average,
            "best": self.best.total,
            "best_date": self.best.date,
            "worst": self.worst.total,
            "worst_date": self.worst.date,
            "also_spelled": list(self.spellings),
        }


def parse_date(text: str, what: str) -> str:
    """A filter date as YYYY-MM-DD; ValueError with what to type otherwise."""
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except (ValueError, AttributeError):
        raise ValueError(f"{what} must be a date such as 2026-11-23, not {text!r}") from None


def in_range(nights: Iterable[D], start: str | None = None, end: str | None = None) -> list[D]:
    """The nights (or club evenings) on or after `start` and on or before `end` (YYYY-MM-DD)."""
    return [n for n in nights if (start is None or n.date >= start) and (end is None or n.date <= end)]


def standings(nights: Iterable[Nightly], alias: Mapping[str, str] | None = None) -> list[Standing]:
    """Every player who played in `nights`, the biggest winner first (ties by name)."""
    alias = alias or {}
    per: dict[str, list[NightResult]] = {}
    hands: dict[str, int] = {}
    spellings: dict[str, set[str]] = {}
    for night in nights:
        played: dict[str, Fraction] = {}
        for name in night.players:
            canonical = alias.get(name, name)
            played[canonical] = played.get(canonical, Fraction(0)) + night.totals.get(name, Fraction(0))
            if canonical != name:
                spellings.setdefault(canonical, set()).add(name)
        for name, total in played.items():
            per.setdefault(name, []).append(NightResult(night.date, total, night.session_id))
        for seated, count in night.seatings:
            for name in {alias.get(n, n) for n in seated}:
                hands[name] = hands.get(name, 0) + count
    out = []
    for name, results in per.items():
        # max and min keep the first of equals: on a tie, the earlier night (nights come oldest first).
        best = max(results, key=lambda r: r.total)
        worst = min(results, key=lambda r: r.total)
        out.append(
            Standing(
                name,
                len(results),
                hands.get(name, 0),
                sum((r.total for r in results), Fraction(0)),
                best,
                worst,
                tuple(sorted(spellings.get(name, ()))),
            )
        )
    out.sort(key=lambda s: (-s.total, s.name.casefold()))
    return out


CSV_COLUMNS = ("name", "nights", "hands", "total", "average", "best", "best_date", "worst", "worst_date")


def standings_csv(rows: Iterable[Standing]) -> str:
    """The JSON's columns up to worst_date, the money as exact text."""
    out = io.StringIO()
    writer = csv.DictWriter(out, CSV_COLUMNS, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    for s in rows:
        item = s.to_json()
        money = {k: exact_text(item[k]) for k in ("total", "best", "worst")}
        writer.writerow({**item, **money, "average": average_text(s.average)})
    return out.getvalue()


def average_text(value: Fraction) -> str:
    """An average for people: exact when it is a short decimal, else to two places."""
    shown = exact_text(value)
    if "/" not in shown and len(shown.partition(".")[2]) <= 2:
        return shown
    return format_amount(value, 2)


def standings_text(rows: list[Standing]) -> str:
    header = ("Player", "Nights", "Hands", "Total", "Avg/night", "Best night", "Worst night")
    table = [header] + [
        (
            s.name,
            str(s.nights),
            str(s.hands),
            exact_text(s.total),
            average_text(s.average),
            f"{exact_text(s.best.total)} ({s.best.date})",
            f"{exact_text(s.worst.total)} ({s.worst.date})",
        )
        for s in rows
    ]
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    lines = []
    for row in table:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:])]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"
