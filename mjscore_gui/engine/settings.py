"""Ruleset settings, each declared once: its key, labels, kind, range and default.

The rules dialog is generated from these declarations and presets are checked against
them, so adding a setting is adding one `SettingSpec` here (or in the payout module's
own list, which `all_settings()` joins in).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.numbers import MAX_DIGITS, is_bounded


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
            raise ValueError(f"{self.key} must be true or false, not {shown(value)}")
        if self.kind == "int":
            if (isinstance(value, bool) or not isinstance(value, (int, Decimal)) or not is_bounded(value)
                    or int(value) != value):
                raise ValueError(f"{self.key} must be a whole number{self._range()}, not {shown(value)}")
            value = int(value)
        elif self.kind == "decimal":
            if isinstance(value, float):
                value = str(value)  # a float's shortest repr is the number that was typed
            if isinstance(value, bool) or not isinstance(value, (int, str, Decimal)):
                raise ValueError(f"{self.key} must be a number, not {shown(value)}")
            try:
                if isinstance(value, str) and len(value) > MAX_DIGITS:
                    raise InvalidOperation
                value = Decimal(value) if not isinstance(value, Decimal) else value
            except InvalidOperation:
                raise ValueError(f"{self.key} must be a number, not {shown(value)}") from None
            if not is_bounded(value):
                raise ValueError(f"{self.key} must be a number{self._range()}, not {shown(value)}")
        elif self.kind == "choice":
            allowed = [c for c, _ in self.choices]
            if value not in allowed:
                raise ValueError(f"{self.key} must be one of {', '.join(allowed)}, not {shown(value)}")
            return value
        elif self.kind == "str":
            return str(value)
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.key} must be at least {self.minimum}, not {shown(value).strip(chr(39))}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"{self.key} must be at most {self.maximum}, not {shown(value).strip(chr(39))}")
        return value

    def _range(self) -> str:
        if self.minimum is not None and self.maximum is not None:
            return f" from {self.minimum} to {self.maximum}"
        return ""


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
