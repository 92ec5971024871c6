"""The settlement settings: declared once, hk defaults, readable validation."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.engine.settings import ENGINE_SETTINGS, all_settings
from mjscore_gui.payout import PAYOUT_SETTINGS, SettlementRules

# The hk preset's defaults (seed 001 first, 004 where 001 is silent).
HK_DEFAULTS = {
    "payout": "half_spicy",
    "responsibility": "all",
    "self_drawn_multiplier": Decimal("1.5"),
    "dealer_doubles": False,
    "stake": Decimal("1"),
    "divisor": Decimal("1"),
    "false_win_faan": 13,
    "robbing_kong_pays_all": True,
    "old_hk_limit": Decimal("64"),
    "old_hk_half_limit_on_discard": False,
    "custom_table": "",
}


def test_payout_defaults_are_the_hk_preset():
    assert {spec.key: spec.default for spec in PAYOUT_SETTINGS} == HK_DEFAULTS


def test_default_rules_are_the_hk_preset():
    rules = SettlementRules.defaults()
    assert rules.table.id == "half_spicy"
    assert (rules.min_faan, rules.cap) == (3, 13)
    assert rules.responsibility == "all" and rules.dealer_doubles is False
    assert rules.self_drawn_multiplier == Fraction(3, 2)
    assert rules.scale == 1 and rules.false_win_faan == 13


def test_settings_are_declared_once_and_joined_by_all_settings():
    keys = [spec.key for spec in all_settings()]
    assert len(keys) == len(set(keys))
    assert set(HK_DEFAULTS) <= set(keys)
    assert not {"min_faan", "cap"} & {spec.key for spec in PAYOUT_SETTINGS}  # the engine's own
    assert {"min_faan", "cap"} <= {spec.key for spec in ENGINE_SETTINGS}


@pytest.mark.parametrize("spec", PAYOUT_SETTINGS, ids=lambda s: s.key)
def test_every_setting_is_documented(spec):
    assert spec.label and spec.label_zh and spec.source
    assert spec.coerce(spec.default) == spec.default


def test_overrides_win_over_the_ruleset():
    rules = SettlementRules.from_settings(
        {"payout": "full_spicy", "stake": Decimal("2")}, {"stake": Decimal("0.5"), "cap": 10}
    )
    assert rules.table.id == "full_spicy" and rules.stake == Fraction(1, 2) and rules.cap == 10


def test_engine_settings_in_the_ruleset_are_left_alone():
    rules = SettlementRules.from_settings({"seven_pairs": False, "flowers": True, "min_faan": 1})
    assert rules.min_faan == 1


def test_a_float_from_a_preset_file_becomes_its_exact_decimal():
    assert SettlementRules.from_settings({"stake": 0.1}).stake == Fraction(1, 10)


@pytest.mark.parametrize(
    "overrides,message",
    [
        ({"stake": "abc"}, "stake must be a number, not 'abc'"),
        ({"stake": "NaN"}, "stake must be a number"),
        ({"stake": 0}, "stake must be at least"),
        ({"divisor": Decimal("0.5")}, "divisor must be at least 1"),
        ({"payout": "spicy"}, "payout must be one of full_spicy, half_spicy"),
        ({"responsibility": "most"}, "responsibility must be one of all, half"),
        ({"dealer_doubles": "yes"}, "dealer_doubles must be true or false"),
        ({"min_faan": 2.5}, "min_faan must be a whole number"),
        ({"cap": None}, "cap has no value"),
        ({"stak": 1}, "unknown rule 'stak'"),
        ({"payout": "custom"}, "custom payout table is empty"),
        ({"payout": "custom", "custom_table": "8 4"}, "must not fall"),
        ({"self_drawn_multiplier": 0}, "self_drawn_multiplier must be at least 1"),
    ],
)
def test_bad_settings_are_refused_with_a_readable_reason(overrides, message):
    with pytest.raises(ValueError, match=message):
        SettlementRules.from_settings({}, overrides)


def test_an_unused_custom_table_does_not_block_settling():
    assert SettlementRules.from_settings({"custom_table": "8 4"}).table.id == "half_spicy"


def test_custom_payout_uses_the_typed_table():
    rules = SettlementRules.from_settings({"payout": "custom", "custom_table": "3:5, 4:8, 5:11"})
    assert rules.table.id == "custom" and rules.table.points(4) == 8
