"""Every faan pattern, registered in reading order (limit, hand, honours, flowers, how won)."""

from mjscore_gui.engine.patterns import (  # noqa: F401
    conditions,
    flowers,
    hand_patterns,
    honours,
    limit_hands,
    new_style,
    units,
)
from mjscore_gui.engine.patterns.registry import CATEGORIES, PATTERNS, Pattern, pattern

__all__ = ["CATEGORIES", "PATTERNS", "Pattern", "pattern"]
