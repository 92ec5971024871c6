"""Every faan pattern, registered in reading order (limit, hand, honours, flowers, how won)."""

# new_style, old_hk, units and yahoo hold the patterns only those presets play (seeds 003, 004, 000, 002).
from mjscore_gui.engine.patterns import (  # noqa: F401
    conditions,
    flowers,
    hand_patterns,
    honours,
    limit_hands,
    new_style,
    old_hk,
    units,
    yahoo,
)
from mjscore_gui.engine.patterns.registry import CATEGORIES, PATTERNS

__all__ = ["CATEGORIES", "PATTERNS"]
