"""The scoring engine: pure Python, no Qt. (hand, situation, ruleset) -> result."""

from __future__ import annotations

from mjscore_gui.engine.errors import HandError, RulesetError
from mjscore_gui.engine.hand import Meld
from mjscore_gui.engine.hand_format import hand_to_json, parse_hand
from mjscore_gui.engine.ruleset import Ruleset
from mjscore_gui.engine.scoring import ScoreResult, score
from mjscore_gui.engine.waits import find_waits

__all__ = [
    "HandError",
    "Meld",
    "Ruleset",
    "RulesetError",
    "ScoreResult",
    "find_waits",
    "hand_to_json",
    "parse_hand",
    "score",
]
