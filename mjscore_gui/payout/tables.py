"""Payout tables: how many points a hand of so many faan is worth.

The built-in tables are data files under resources/payout_tables/, one per table, each
row citing the seed it comes from: full and half spicy (seed 001, "Converting faan to
score"), the 6-9-12 settling table (seed 003, 5.3 Figure 3), a 5-8-11 table openly
derived from seed 003's description of 6-9-12, and the old Hong Kong base points
(seed 004, "Payment"). A club's own table is typed in as text (`parse_custom_table`);
that is how 4-7-10 or any house table is entered (seed 001: "Players can also forgo
both and agree on a custom table").
"""

from __future__ import annotations

import re
import tomllib
from bisect import bisect_right
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from functools import cache
from typing import Any

from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.numbers import bounded_decimal, is_bounded
from mjscore_gui.payout.money import format_amount
from mjscore_gui.resources import resource_path

BUILTIN_TABLE_IDS: tuple[str, ...] = ("full_spicy", "half_spicy", "6_9_12", "5_8_11", "old_hk")
CUSTOM_TABLE_ID = "custom"

# "table": the amount is what the winner is owed, paid per seed 001 ("Which player pays",
# "Common modifications"). "old_hk": the amount is a base every loser pays, doubled per
# seed 004 ("Payment").
# "each": the amount is the hand's own points (units and farn, seed 000), paid by every
# loser whoever discarded, East doubling ("70/140").
PAYMENT_STYLES = ("table", "old_hk", "each")
HAND_POINTS_ID = "hand_points"


def hand_points_table() -> PayoutTable:
    """The payout choice for a ruleset that counts its own points: no faan table at all;
    `settle` is given the points. Its one row is only there to keep the shape of a table."""
    return make_table(
        HAND_POINTS_ID,
        [(0, 0)],
        name="The hand's own points",
        name_zh="按分數",
        source="seed 000, Table Calculation for a gaming hand",
        payment="each",
    )


@dataclass(frozen=True, slots=True)
class PayoutTable:
    """A faan -> points column. Rows are sorted by faan and points never fall.

    A faan between two listed rows pays the lower row (old_hk lists every faan, but a
    custom table may list only the steps); above the last row pays the last row, as
    seed 004's "10+" and seed 003's "20-" do; below the first row pays the first row,
    which only a minimum lower than the table's first faan can reach.
    """

    id: str
    name: str
    name_zh: str
    source: str
    payment: str
    rows: tuple[tuple[int, Fraction], ...]
    derived: bool = False
    # The Limit in points where the table has one (seed 003, 5.4: 64): a limit hand paid
    # as a share of the Limit ("1600% of Limit") is paid that share of it.
    limit_points: Fraction | None = None
    _faans: tuple[int, ...] = field(init=False, repr=False, compare=False)  # the rows' faan, for bisect

    def __post_init__(self) -> None:
        object.__setattr__(self, "_faans", tuple(f for f, _ in self.rows))

    def points(self, faan: int) -> Fraction:
        index = bisect_right(self._faans, faan) - 1
        return self.rows[max(index, 0)][1]


def make_table(
    table_id: str,
    rows: Iterable[tuple[int, Any]],
    *,
    name: str = "",
    name_zh: str = "",
    source: str = "",
    payment: str = "table",
    derived: bool = False,
    what: str | None = None,
    limit_points: Any = None,
) -> PayoutTable:
    """A checked table; ValueError names the offending row in a player's words."""
    what = what or f"payout table {table_id}"
    if payment not in PAYMENT_STYLES:
        raise ValueError(f"{what}: payment must be one of {', '.join(PAYMENT_STYLES)}, not {payment!r}")
    checked: dict[int, Fraction] = {}
    for faan, points in rows:
        if isinstance(faan, bool) or not isinstance(faan, int) or faan < 0:
            raise ValueError(f"{what}: faan must be a whole number of at least 0, not {faan!r}")
        if faan in checked:
            raise ValueError(f"{what}: {faan} faan is listed twice")
        checked[faan] = _points(points, what, faan)
    if not checked:
        raise ValueError(f"{what} is empty: give the points for each faan")
    ordered = tuple(sorted(checked.items()))
    # Monotone rows are what make "more faan never pays less" true for every table.
    for (f1, p1), (f2, p2) in zip(ordered, ordered[1:]):
        if p2 < p1:
            raise ValueError(
                f"{what}: points must not fall as faan rise "
                f"({f1} faan pays {format_amount(p1)} but {f2} faan pays {format_amount(p2)})"
            )
    limit = None if limit_points is None else _points(limit_points, what, -1)
    return PayoutTable(table_id, name or table_id, name_zh, source, payment, ordered, derived, limit)


def _points(value: Any, what: str, faan: int) -> Fraction:
    given = value
    if isinstance(value, float):
        value = str(value)  # a float's shortest repr is the number that was typed
    try:
        if isinstance(value, bool):
            raise TypeError
        if isinstance(value, str):
            value = bounded_decimal(value)
        if isinstance(value, Decimal) and not is_bounded(value):
            # Fraction(Decimal("1e999999999")) would compute 10**999999999: refuse first.
            raise ValueError
        amount = Fraction(value)
    except (ValueError, TypeError, ArithmeticError):
        raise ValueError(f"{what}: the points for {faan} faan must be a number, not {shown(given)}") from None
    if amount < 0:
        raise ValueError(f"{what}: the points for {faan} faan cannot be negative ({format_amount(amount)})")
    return amount


@cache
def builtin_table(table_id: str) -> PayoutTable:
    """One of BUILTIN_TABLE_IDS, read from resources/payout_tables/<id>.toml."""
    if table_id not in BUILTIN_TABLE_IDS:
        raise ValueError(f"no built-in payout table {table_id!r}; the tables are {', '.join(BUILTIN_TABLE_IDS)}")
    name = f"{table_id}.toml"
    # Decimal, not float: a data table may one day hold a 0.5.
    data = tomllib.loads(resource_path("payout_tables", name).read_bytes().decode("utf-8"), parse_float=Decimal)
    if data.get("id") != table_id:
        raise ValueError(f"{name} declares id {data.get('id')!r}, expected {table_id!r}")
    return make_table(
        table_id,
        ((row["faan"], row["points"]) for row in data["rows"]),
        name=data["name"],
        name_zh=data.get("name_zh", ""),
        source=data["source"],
        payment=data.get("payment", "table"),
        derived=bool(data.get("derived", False)),
        what=name,
        limit_points=data.get("limit_points"),
    )


def builtin_tables() -> tuple[PayoutTable, ...]:
    return tuple(builtin_table(t) for t in BUILTIN_TABLE_IDS)


_PAIR = r"^(\d+)\s*[:=]\s*(\S+)$"  # compiled on first use (a custom table): start-up time


def parse_custom_table(value: str | Iterable[Any] | Mapping[Any, Any]) -> PayoutTable:
    """A club's own table, as typed into the rules dialog or a preset.

    Accepted forms: the points for 0, 1, 2, ... faan in order ("1 2 4 8 16 24 32"),
    or faan:points pairs for the rows the club uses ("3:8, 4:16, 5:24, 6:32"); in a
    preset also a list of points or a {faan: points} table. The last row pays every
    higher faan.
    """
    what = "custom payout table"
    if isinstance(value, Mapping):
        rows = [(_faan_key(k, what), v) for k, v in value.items()]
    elif isinstance(value, str):
        rows = _parse_text(value, what)
    elif isinstance(value, Iterable):
        rows = list(enumerate(value))
    else:
        raise ValueError(f"{what} must be text like '1 2 4 8 16', not {shown(value)}")
    return make_table(CUSTOM_TABLE_ID, rows, name="Custom table", name_zh="自訂番數表", source="club's own", what=what)


def _faan_key(key: Any, what: str) -> int:
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    if isinstance(key, str) and key.strip().isdigit():
        return int(key)
    raise ValueError(f"{what}: {shown(key)} is not a faan (a whole number)")


def _parse_text(text: str, what: str) -> list[tuple[int, str]]:
    # A list or table from a preset may reach here through the generic text setting
    # already stringified: "[1, 2, 4]" or "{'3': 8, '4': 16}".
    text = text.strip().strip("[]{}").replace("'", "").replace('"', "")
    tokens = [t for t in re.split(r"[\s,;]+", text) if t]
    # Pairs may be typed with spaces around the colon ("3 : 8"); join them back first.
    joined = re.sub(r"\s*([:=])\s*", r"\1", " ".join(tokens))
    tokens = joined.split()
    if not tokens:
        raise ValueError(f"{what} is empty: type the points for 0, 1, 2, ... faan, e.g. '1 2 4 8 16'")
    pairs = [re.match(_PAIR, t) for t in tokens]
    if all(pairs):
        for m in pairs:
            if len(m.group(1)) > 6:  # type: ignore[union-attr]
                raise ValueError(f"{what}: {m.group(1)[:12]}… is not a faan a hand can have")  # type: ignore[union-attr]
        return [(int(m.group(1)), m.group(2)) for m in pairs]  # type: ignore[union-attr]
    if any(pairs) or any(c in t for t in tokens for c in ":="):
        bad = next(t for t, m in zip(tokens, pairs) if not m)
        raise ValueError(
            f"{what}: {shown(bad)} is not faan:points; write every row as faan:points (e.g. '3:8, 4:16') "
            "or only the points from 0 faan up (e.g. '1 2 4 8')"
        )
    return list(enumerate(tokens))
