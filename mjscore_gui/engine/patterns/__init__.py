"""Every faan pattern, registered in reading order (limit, hand, honours, flowers, how won)."""

# old_hk and yahoo hold the patterns only those presets play (seeds 004 and 002).
from mjscore_gui.engine.patterns import (  # noqa: F401
    conditions,
    flowers,
    hand_patterns,
    honours,
    limit_hands,
    old_hk,
    yahoo,
)
from mjscore_gui.engine.patterns.registry import CATEGORIES, PATTERNS, Pattern, pattern

__all__ = ["CATEGORIES", "PATTERNS", "Pattern", "pattern"]
