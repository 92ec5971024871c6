"""Ruleset settings, each declared once: its key, labels, kind, range and default.

The rules dialog is generated from these declarations and presets are checked against
them, so adding a setting is adding one `SettingSpec` here (or in the payout module's
own list, which `all_settings()` joins in).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any


@dataclass(frozen=True, slots=True)
class SettingSpec:
    key: str
    label: str
    label_zh: str
    kind: str  # "int", "bool", "choice", "decimal"
    default: Any
    minimum: Any = None
    maximum: Any = None
    choices: tuple[tuple[str, str], ...] = ()  # (value, label) pairs for "choice"
    help: str = ""
    source: str = ""  # the seed section the default comes from

    def coerce(self, value: Any) -> Any:
        """The value as this setting stores it, or ValueError with a readable reason."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise ValueError(f"{self.key} must be true or false, not {value!r}")
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, (int, Decimal)) or int(value) != value:
                raise ValueError(f"{self.key} must be a whole number, not {value!r}")
            value = int(value)
        elif self.kind == "decimal":
            if isinstance(value, bool):
                raise ValueError(f"{self.key} must be a number, not {value!r}")
            try:
                value = Decimal(str(value)) if not isinstance(value, Decimal) else value
            except InvalidOperation:
                raise ValueError(f"{self.key} must be a number, not {value!r}") from None
            if not value.is_finite():
                raise ValueError(f"{self.key} must be a number, not {value!r}")
        elif self.kind == "choice":
            allowed = [c for c, _ in self.choices]
            if value not in allowed:
                raise ValueError(f"{self.key} must be one of {', '.join(allowed)}, not {value!r}")
            return value
        elif self.kind == "str":
            return str(value)
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.key} must be at least {self.minimum}, not {value}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"{self.key} must be at most {self.maximum}, not {value}")
        return value


ENGINE_SETTINGS: tuple[SettingSpec, ...] = (
    SettingSpec(
        "min_faan", "Minimum faan to win", "起糊番數", "int", 3, 0, 13,
        help="A win below this many faan is not a valid win and pays nothing.",
        source="seed 001 (introduction): most games require 3 faan",
    ),
    SettingSpec(
        "cap", "Faan cap for payment", "爆棚番數", "int", 13, 1, 20,
        help="A hand worth more is paid as if it had this many faan; the hand still shows its full faan.",
        source="seed 001, Common modifications: Faan maximum",
    ),
    SettingSpec(
        "flowers_count_toward_minimum", "Flower faan count toward the minimum", "花番計起糊", "bool", True,
        source="seed 001 is silent; seed 004 and 003 exclude bonus faan from the minimum",
    ),
    SettingSpec(
        "limit_hand_counted_plain", "A limit hand may be counted as a plain hand when that pays more",
        "爆棚牌可照平常牌計番（取較高者）", "bool", False,
        help="Off: a limit hand counts only its own value plus how it was won (seed 001, Limit Hands). "
        "On: the player may instead add up its ordinary faan when they come to more.",
        source="seed 001, Limit Hands (off); seed 003, 5.1, the reading best for the player (on)",
    ),
    SettingSpec(
        "seven_pairs_limit", "Seven pairs is a limit hand", "七對子作爆棚", "bool", False,
        help="Seed 004 lists seven pairs both as a 4-faan hand and among the limit hands; on, it is paid as a limit hand.",
        source="seed 004, Faan value (7 pairs 4) and Limit hands (Seven pairs)",
    ),
    SettingSpec(
        "seven_pairs", "Seven pairs allowed", "七對子", "bool", True,
        source="seed 001, Hand Faan: Seven Pairs (played by some variants)",
    ),
    SettingSpec(
        "flowers", "Flowers and seasons in play", "花牌", "bool", True,
        source="seed 001, Flower Faan",
    ),
    SettingSpec(
        "dealer_stays_on_draw", "Dealer stays on a drawn hand", "流局連莊", "bool", True,
        help="After a drawn hand East deals again (the repeat is counted); off, the deal passes "
        "to the next player as after another player's win.",
        source="seed 004, if there is a draw the hand is replayed (the dealer stays); seed 001 is silent",
    ),
)


def all_settings() -> tuple[SettingSpec, ...]:
    """Every declared setting: the engine's, then the payout module's."""
    # Imported here: the payout settings are declared with SettingSpec from this module.
    from mjscore_gui.payout.settings import PAYOUT_SETTINGS

    return ENGINE_SETTINGS + tuple(PAYOUT_SETTINGS)
