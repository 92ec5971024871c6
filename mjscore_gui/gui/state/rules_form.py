"""The rules dialog's answer, checked away from Qt: the settings and pattern values the
dialog shows become a Ruleset only if every one is valid and the payout table settles."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.payout import SettlementRules


def checked_ruleset(base: Ruleset, settings: Mapping[str, Any], pattern_faan: Mapping[str, int]) -> Ruleset:
    """`base` with these settings and pattern values; raises ValueError (with the reason
    a player can act on) when they do not make a table's rules."""
    ruleset = base.with_settings(dict(settings)).with_pattern_faan(dict(pattern_faan))
    SettlementRules.from_settings(ruleset.settings)  # a bad custom table is caught here
    return ruleset
