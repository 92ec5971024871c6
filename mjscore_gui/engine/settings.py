"""Ruleset settings, each declared once: its key, labels, kind, range and default.

The rules dialog is generated from these declarations and presets are checked against
them, so adding a setting is adding one `SettingSpec` here. The engine's settings and the
settlement's live side by side in this one module, below both the engine and payout/, so
neither has to import the other to list them. Every default is the `hk` preset's (seed 001
first, seed 004 where 001 is silent).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.numbers import is_bounded
from mjscore_gui.limits import MAX_NUMBER_DIGITS


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
            if (
                isinstance(value, bool)
                or not isinstance(value, (int, Decimal))
                or not is_bounded(value)
                or int(value) != value
            ):
                raise ValueError(f"{self.key} {expectation(self)}, not {shown(value)}")
            value = int(value)
        elif self.kind == "decimal":
            if isinstance(value, float):
                value = str(value)  # a float's shortest repr is the number that was typed
            if isinstance(value, bool) or not isinstance(value, (int, str, Decimal)):
                raise ValueError(f"{self.key} must be a number, not {shown(value)}")
            try:
                if isinstance(value, str) and len(value) > MAX_NUMBER_DIGITS:
                    raise InvalidOperation
                value = Decimal(value) if not isinstance(value, Decimal) else value
            except InvalidOperation:
                raise ValueError(f"{self.key} must be a number, not {shown(value)}") from None
            if not is_bounded(value):
                raise ValueError(f"{self.key} {expectation(self)}, not {shown(value)}")
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


def expectation(spec: SettingSpec) -> str:
    """What a setting accepts, in the words a ruleset file's refusal uses ("cap: must be ...")."""
    if spec.kind == "bool":
        return "must be true or false"
    if spec.kind == "choice":
        return "must be one of " + ", ".join(repr(value) for value, _label in spec.choices)
    if spec.kind in ("int", "decimal"):
        what = "a whole number" if spec.kind == "int" else "a number"
        if spec.minimum is not None and spec.maximum is not None:
            return f"must be {what} from {spec.minimum} to {spec.maximum}"
        if spec.minimum is not None:
            return f"must be {what} of at least {spec.minimum}"
        return f"must be {what}"
    return "must be a text in quotes"


ENGINE_SETTINGS: tuple[SettingSpec, ...] = (
    SettingSpec(
        "min_faan",
        "Minimum faan to win",
        "起糊番數",
        "int",
        3,
        0,
        13,
        help="A win below this many faan is not a valid win and pays nothing.",
        source="seed 001 (introduction): most games require 3 faan",
    ),
    SettingSpec(
        "cap",
        "Faan cap for payment",
        "爆棚番數",
        "int",
        13,
        1,
        20,
        help="A hand worth more is paid as if it had this many faan; the hand still shows its full faan.",
        source="seed 001, Common modifications: Faan maximum",
    ),
    SettingSpec(
        "flowers_count_toward_minimum",
        "Flower faan count toward the minimum",
        "花番計起糊",
        "bool",
        True,
        source="seed 001 is silent; seed 004 and 003 exclude bonus faan from the minimum",
    ),
    SettingSpec(
        "limit_hand_counted_plain",
        "A limit hand may be counted as a plain hand when that pays more",
        "爆棚牌可照平常牌計番（取較高者）",
        "bool",
        False,
        help="Off: a limit hand counts only its own value plus how it was won (seed 001, Limit Hands). "
        "On: the player may instead add up its ordinary faan when they come to more.",
        source="seed 001, Limit Hands (off); seed 003, 5.1, the reading best for the player (on)",
    ),
    SettingSpec(
        "seven_pairs_limit",
        "Seven pairs is a limit hand",
        "七對子作爆棚",
        "bool",
        False,
        help="Seed 004 lists seven pairs both as a 4-faan hand and among the limit hands; on, it is paid as a limit hand.",
        source="seed 004, Faan value (7 pairs 4) and Limit hands (Seven pairs)",
    ),
    SettingSpec(
        "seven_pairs",
        "Seven pairs allowed",
        "七對子",
        "bool",
        True,
        source="seed 001, Hand Faan: Seven Pairs (played by some variants)",
    ),
    SettingSpec(
        "special_hands",
        "Special hands (thirteen orphans, seven pairs) may go out",
        "十三么、七對子可食糊",
        "bool",
        True,
        help="Off: only four sets and a pair go out, and a hand laid out as thirteen orphans or seven "
        "pairs is refused (Yahoo). Seven pairs also needs 'Seven pairs allowed'.",
        source="seed 001, Limit Hands (Thirteen Orphans) and Hand Faan (Seven Pairs); seed 002, "
        "Advanced Classic Limit Hands: 'Yahoo only permits players to be Going Out with four "
        "chows/pongs/kongs and a pair'",
    ),
    SettingSpec(
        "bonus_win",
        "Seven or eight bonus tiles win on the spot",
        "花糊（七搶一、八仙過海）",
        "bool",
        False,
        help="A player who draws seven bonus tiles (七搶一) or all eight (八仙過海) may declare a win "
        "with them alone. Seven: the player who drew the eighth pays as a discarder (the seven-flower "
        "hand robs it). Eight: everyone pays as for a self-drawn win.",
        source="seed 001, Flower Faan: 'Under certain custom rules, a player who draws 7 bonus tiles can "
        "declare a win worth 3 faan on the spot; a player who draws all 8 bonus tiles can declare a win "
        "worth 13 faan' (a custom rule, so off); seed 004, Limit hands: 'great flowers'. Who pays: "
        "001 is silent; the seven-tile win robs the eighth (its drawer pays as a discarder), the "
        "eight-tile win is paid as self-drawn",
    ),
    SettingSpec(
        "bonus_win_seven_faan",
        "Seven bonus tiles win (七搶一): faan (0 = seven do not win)",
        "七搶一番數",
        "int",
        3,
        0,
        20,
        source="seed 001, Flower Faan: 'a player who draws 7 bonus tiles can declare a win worth 3 faan'",
    ),
    SettingSpec(
        "bonus_win_eight_faan",
        "All eight bonus tiles win (八仙過海): faan, paid as a limit hand",
        "八仙過海番數",
        "int",
        13,
        1,
        20,
        source="seed 001, Flower Faan: 'a player who draws all 8 bonus tiles can declare a win worth 13 "
        "faan'; seed 004: 'receive the maximum points from all of the players'",
    ),
    SettingSpec("flowers", "Flowers and seasons in play", "花牌", "bool", True, source="seed 001, Flower Faan"),
    SettingSpec(
        "dealer_stays_on_draw",
        "Dealer stays on a drawn hand",
        "流局連莊",
        "bool",
        True,
        help="After a drawn hand East deals again (the repeat is counted); off, the deal passes "
        "to the next player as after another player's win.",
        source="seed 004, if there is a draw the hand is replayed (the dealer stays); seed 001 is silent",
    ),
)


# Kept literal rather than read from the table files, so that declaring the settings
# never touches the disk; a test checks this list against resources/payout_tables/.
PAYOUT_CHOICES: tuple[tuple[str, str], ...] = (
    ("full_spicy", "Full spicy (全辣): 2^faan"),
    ("half_spicy", "Half spicy (半辣)"),
    ("6_9_12", "6-9-12 settling table (六九十二計分)"),
    ("5_8_11", "5-8-11 settling table, derived from 6-9-12 (五八十一計分)"),
    ("old_hk", "Old Hong Kong base points (舊式)"),
    ("hand_points", "The hand's own points: units and farn, every loser pays (按底分及番)"),
    ("custom", "Custom table (自訂番數表)"),
)

PAYOUT_SETTINGS: tuple[SettingSpec, ...] = (
    SettingSpec(
        "payout",
        "Payout table",
        "計分表",
        "choice",
        "half_spicy",
        choices=PAYOUT_CHOICES,
        help="How faan become points. Old Hong Kong base points bring their own way of paying "
        "(every loser pays the base, the discarder and self-draws double), so the discard and "
        "self-draw settings below do not apply to it.",
        source="seed 001, Converting faan to score: Half spicy; seed 003, 5.3 Figure 3; seed 004, Payment",
    ),
    SettingSpec(
        "responsibility",
        "Discard win: who pays",
        "出銃",
        "choice",
        "all",
        choices=(
            ("all", "Discarder pays all (全銃)"),
            ("half", "Discarder pays half, the other two a quarter each (半銃)"),
            ("equal", "Every loser pays alike, as on a self-draw (各家同付, Yahoo)"),
        ),
        help="Alike: on a discard each loser pays what a self-draw would cost him (the self-drawn setting below).",
        source="seed 001, Common modifications: Discarder-pays-all or -half; "
        "its own example (Which player pays) is discarder pays all; seed 002: payments are allocated "
        "regardless of who threw the winning tile (alike)",
    ),
    SettingSpec(
        "self_drawn_multiplier",
        "Self-drawn: winner receives this many times the table amount",
        "自摸倍數",
        "decimal",
        Decimal("1.5"),
        Decimal("1"),
        Decimal("6"),
        help="Split evenly among the three losers: 1.5 means each pays half the table amount, "
        "3 means each pays it in full.",
        source="seed 001, How to handle self-pick (1.5 times the table amount)",
    ),
    SettingSpec(
        "dealer_doubles",
        "East (dealer) pays and receives double",
        "莊家加倍",
        "bool",
        False,
        help="Doubles every payment East makes or receives. The old Hong Kong style plays with it on.",
        source="seed 004, Payment (East doubling); seed 001 has none, so off for hk",
    ),
    SettingSpec(
        "stake",
        "Stake: every amount is multiplied by",
        "注碼",
        "decimal",
        Decimal("1"),
        Decimal("0.0001"),
        Decimal("1000000"),
        help="0.5 halves every payment; kept exact, rounded only when shown.",
        source="seed 001, Converting faan to score (8 points is 8 Hong Kong dollars)",
    ),
    SettingSpec(
        "divisor",
        "Divide every amount by",
        "除數",
        "decimal",
        Decimal("1"),
        Decimal("1"),
        Decimal("1000000"),
        help="E.g. 16 makes a 3-faan hand worth 0.5; kept exact. To raise stakes use the stake.",
        source="seed 001, Common modifications: Divide by a constant",
    ),
    SettingSpec(
        "false_win_faan",
        "False win: offender pays each player the amount for",
        "詐糊罰番",
        "int",
        13,
        0,
        20,
        help="Faan whose table amount the offender pays every other player (no more than the cap).",
        source="seed 001, Penalties: False win (384 x 3 under half spicy, i.e. the 13-faan amount)",
    ),
    SettingSpec(
        "robbing_kong_pays_all",
        "Robbing the kong: the kong's declarer pays all (包)",
        "搶槓包",
        "bool",
        True,
        source="seed 003, 5.2.1 Out by robbing a Kong (the declarer counts as the discarder); "
        "paying all as 包 is the issue's club rule, seed 001 being silent",
    ),
    SettingSpec(
        "old_hk_limit",
        "Old Hong Kong: most one player pays (limit)",
        "舊式上限",
        "decimal",
        Decimal("64"),
        Decimal("1"),
        Decimal("1000000"),
        help="A limit hand is paid this by every loser without doubling; no other payment exceeds it.",
        source="seed 004, Limit hands (a common scoring limit is 64 points)",
    ),
    SettingSpec(
        "old_hk_half_limit_on_discard",
        "Old Hong Kong: a limit hand won on a discard is paid half the limit",
        "舊式食出銃爆棚收一半",
        "bool",
        False,
        help="For tables where a semi-concealed limit hand (its last tile a discard) scores a half-limit.",
        source="seed 004, Limit hands: some table rules claim that a semi-concealed hand scores a half-limit",
    ),
    SettingSpec(
        "custom_table",
        "Custom table: points for 0, 1, 2, ... faan",
        "自訂番數表",
        "str",
        "",
        help="Used when the payout table is Custom. Either the points from 0 faan up "
        "('1 2 4 8 16 32 64 ...') or faan:points rows ('3:8, 4:16, 5:32'); the last row pays "
        "every higher faan, and points may not fall as faan rise.",
        source="seed 001, Faan-to-score table (players can agree on a custom table)",
    ),
)


def all_settings() -> tuple[SettingSpec, ...]:
    """Every declared setting: the engine's, then the settlement's."""
    return ENGINE_SETTINGS + PAYOUT_SETTINGS
