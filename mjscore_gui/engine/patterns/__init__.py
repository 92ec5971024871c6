"""Every faan pattern, registered in reading order (limit, hand, honours, flowers, how won)."""

from mjscore_gui.engine.patterns import conditions, flowers, hand_patterns, honours, limit_hands  # noqa: F401
from mjscore_gui.engine.patterns import old_hk, yahoo  # noqa: F401  (preset-specific patterns)
from mjscore_gui.engine.patterns.registry import CATEGORIES, PATTERNS, Pattern, pattern

__all__ = ["CATEGORIES", "PATTERNS", "Pattern", "pattern"]
