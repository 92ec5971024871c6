"""Counting a hand in units and farn (seed 000).

Each set, pair and flower has a basic value in units by its class (simples 2-8, or
terminals and honours; exposed or concealed; pong or kong). The basic total is rounded
up to the next 10; a winner adds 50 for winning; then the value doubles once per farn:
a basic 20 hand is 70 at 0 farn, 140 at 1 farn (seed 000, Table Calculation for a gaming
hand). A loser's displayed sets count the same way without the 50 (woo mei, the end game).
The values themselves are data: the ruleset's [units] table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import Arrangement, Group

_KIND_NAMES = {
    ("pair", True): ("Pair", "對子"),
    ("pong", False): ("Exposed pong", "明刻"),
    ("pong", True): ("Concealed pong", "暗刻"),
    ("kong", False): ("Exposed kong", "明槓"),
    ("kong", True): ("Concealed kong", "暗槓"),
}


@dataclass(frozen=True, slots=True)
class PointLine:
    """One step of how the points were built, as a player reads it: 'Winning 50'."""

    id: str
    name: str
    name_zh: str
    points: int | Fraction  # a custom settling table may print a fraction (7.5)
    tiles: str = ""  # the set or flower the line is for, e.g. "999m"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "name_zh": self.name_zh, "points": self.points}
        if self.tiles:
            out["tiles"] = self.tiles
        return out


@dataclass(frozen=True, slots=True)
class UnitsCount:
    points: int
    lines: tuple[PointLine, ...]  # the basic values, their rounding, winning and the farn


def _is_major(tile: int) -> bool:
    return T.is_terminal(tile) or T.is_honour(tile)


def group_key(g: Group) -> str | None:
    """The [units] key for a set or pair: e.g. "pong_concealed_major"; None for a chow,
    which seed 000 gives no basic value."""
    if g.kind == "chow":
        return None
    grade = "major" if _is_major(g.tile) else "simple"
    if g.kind == "pair":
        return f"pair_{grade}"
    return f"{g.kind}_{'concealed' if g.concealed else 'exposed'}_{grade}"


def _groups(arrangement: Arrangement) -> list[Group]:
    return list(arrangement.sets) + [Group("pair", p, True) for p in arrangement.pairs]


def _flower_lines(flowers: Iterable[int], units: Mapping[str, int]) -> list[PointLine]:
    held = set(flowers)
    lines = []
    for kind, group, name, name_zh in (
        ("flowers", T.FLOWERS, "Set of four flowers", "一台花（梅蘭菊竹）"),
        ("seasons", T.SEASONS, "Set of four seasons", "一台花（春夏秋冬）"),
    ):
        if all(f in held for f in group):
            # seed 000: a set of flowers 1-4 of the same suit is considered a kong.
            lines.append(PointLine(f"flower_set_{kind}", name, name_zh, units["flower_set"], T.format_tiles(group)))
            continue
        for f in group:
            if f in held:
                lines.append(
                    PointLine("flower", f"Flower {T.name_en(f)}", f"花 {T.name_zh(f)}", units["flower"], T.token(f))
                )
    return lines


def _value(g: Group, units: Mapping[str, int]) -> int:
    key = group_key(g)
    return 0 if key is None else units[key]


def arrangement_units(arrangement: Arrangement, flowers: Iterable[int], units: Mapping[str, int]) -> int:
    """The basic total (what the scoring loop compares; no lines built)."""
    total = sum(_value(g, units) for g in _groups(arrangement))
    return total + sum(int(line.points) for line in _flower_lines(flowers, units))


def round_up(value: int, step: int) -> int:
    return -(-value // step) * step


def value_of(basic: int, farn: int, units: Mapping[str, int], *, winner: bool = True) -> int:
    """The points: basic rounded up, plus the winning units for a winner, doubled per farn."""
    base = round_up(basic, units["round_to"]) + (units["win"] if winner else 0)
    multiplier: int = units["farn_multiplier"]
    return int(base * multiplier**farn)


def count(
    groups: Iterable[Group],
    flowers: Iterable[int],
    units: Mapping[str, int],
    farn: int,
    *,
    winner: bool = True,
    farn_counted: int | None = None,
) -> UnitsCount:
    """The full count with its lines. `farn` is the farn paid (after any cap);
    `farn_counted` the farn the hand has, when more than that."""
    lines: list[PointLine] = []
    for g in groups:
        value = _value(g, units)
        if not value:
            continue  # a pair of simples, worth nothing, is not a reason for points
        kind, kind_zh = _KIND_NAMES[(g.kind, g.concealed or g.kind == "pair")]
        grade, grade_zh = ("of terminals or honours", "（么九字）") if _is_major(g.tile) else ("of simples", "（中張）")
        lines.append(PointLine(group_key(g) or "", f"{kind} {grade}", f"{kind_zh}{grade_zh}", value, g.text))
    lines.extend(_flower_lines(flowers, units))
    basic = sum(int(line.points) for line in lines)
    step = units["round_to"]
    rounded = round_up(basic, step)
    lines.append(PointLine("basic", "Basic total", "底數合計", basic))
    lines.append(PointLine("rounded", f"rounded up to {step}", f"進位至{step}", rounded))
    base = rounded
    if winner:
        lines.append(PointLine("winning", "Winning", "糊底", units["win"]))
        base += units["win"]
        lines.append(PointLine("base", "Value before farn", "番前分數", base))
    multiplier = units["farn_multiplier"]
    points = base * multiplier**farn
    if farn_counted is not None and farn_counted > farn:
        lines.append(
            PointLine(
                "farn_cap",
                f"{farn_counted} farn, paid as {farn} (the most a hand pays)",
                f"{farn_counted} 番，以 {farn} 番計（滿糊）",
                farn,
            )
        )
    lines.append(PointLine("farn", f"x{multiplier} per farn ({farn} farn)", f"每番 x{multiplier}（{farn} 番）", points))
    return UnitsCount(points, tuple(lines))


def arrangement_count(
    arrangement: Arrangement,
    flowers: Iterable[int],
    units: Mapping[str, int],
    farn: int,
    farn_counted: int | None = None,
) -> UnitsCount:
    return count(_groups(arrangement), flowers, units, farn, farn_counted=farn_counted)
