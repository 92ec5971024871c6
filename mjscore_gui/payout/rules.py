"""The settlement part of a ruleset, checked once and held as exact values."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Any

from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.settings import PAYOUT_SETTINGS, SettingSpec, all_settings
from mjscore_gui.payout.tables import (
    CUSTOM_TABLE_ID,
    HAND_POINTS_ID,
    PayoutTable,
    builtin_table,
    hand_points_table,
    parse_custom_table,
)

# The engine's settings that settling also needs.
_ENGINE_KEYS = ("min_faan", "cap")


@dataclass(frozen=True, slots=True)
class SettlementRules:
    """Everything `settle` needs; build it with `from_settings` (defaults = hk preset)."""

    table: PayoutTable
    min_faan: int
    cap: int
    responsibility: str  # "all" (全銃) or "half" (半銃), seed 001; "equal", seed 002
    self_drawn_multiplier: Fraction
    dealer_doubles: bool
    stake: Fraction
    divisor: Fraction
    false_win_faan: int
    robbing_kong_pays_all: bool
    old_hk_limit: Fraction
    old_hk_half_limit_on_discard: bool
    # What every table amount is multiplied by: the stake over the divisor (seed 001).
    scale: Fraction = field(init=False)
    # What each of the three losers pays of a self-drawn win's table amount.
    self_drawn_share: Fraction = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "scale", self.stake / self.divisor)
        object.__setattr__(self, "self_drawn_share", self.self_drawn_multiplier / 3)

    @classmethod
    def from_settings(
        cls, settings: Mapping[str, Any] | None = None, overrides: Mapping[str, Any] | None = None
    ) -> SettlementRules:
        """Rules from a ruleset's flat `[settings]` plus one hand's `rules` overrides.

        Keys missing from both take their declared default. Other settings in
        `settings` (the engine's) are left to their owners, but an override key that
        is no setting at all is refused: a mistyped "stak" must not silently settle
        at the default stake. Bad values raise ValueError with a readable reason.
        """
        specs = {spec.key: spec for spec in all_settings()}
        for key in overrides or {}:
            if key not in specs:
                # The nearest name first: the whole list may be cut short on a one-line message.
                close = difflib.get_close_matches(str(key), list(specs), n=1, cutoff=0.5)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise ValueError(f"unknown rule {shown(key, 30)}{hint}; known rules: {', '.join(sorted(specs))}")
        merged = {**(settings or {}), **(overrides or {})}
        wanted = [specs[k] for k in _ENGINE_KEYS] + list(PAYOUT_SETTINGS)
        values = {spec.key: _value(spec, merged) for spec in wanted}

        payout, custom = values.pop("payout"), values.pop("custom_table")
        # A custom table is only checked when it is the one in use, so a half-typed
        # table left in the settings does not stop the other tables from settling.
        if payout == CUSTOM_TABLE_ID:
            table = parse_custom_table(custom)
        elif payout == HAND_POINTS_ID:
            table = hand_points_table()
        else:
            table = builtin_table(payout)
        # Every other setting is the field of its name; the decimal ones (amounts) held exact.
        fields: dict[str, Any] = {k: Fraction(v) if isinstance(v, Decimal) else v for k, v in values.items()}
        return cls(table=table, **fields)

    @classmethod
    def defaults(cls) -> SettlementRules:
        """The `hk` preset's settlement rules."""
        return cls.from_settings({})


def _value(spec: SettingSpec, merged: Mapping[str, Any]) -> Any:
    if spec.key == "custom_table":
        return merged.get(spec.key, spec.default)  # parsed by parse_custom_table when used
    raw = merged.get(spec.key, spec.default)
    if raw is None:
        raise ValueError(f"{spec.key} has no value; leave it out to use the default ({spec.default})")
    try:
        return spec.coerce(raw)
    except ArithmeticError:  # Decimal("NaN") cannot even be compared with the range
        raise ValueError(f"{spec.key} must be a number, not {raw!r}") from None
