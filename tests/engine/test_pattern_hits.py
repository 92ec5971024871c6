"""Pattern.hits: one entry per time a pattern applies, as the engine counts it."""

from __future__ import annotations

from mjscore_gui.engine import parse_hand
from mjscore_gui.engine.decompose import arrangements
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.patterns.context import Context, HandFacts


def _context(concealed: str, win: str = "discard") -> Context:
    hand, situation = parse_hand({"concealed": concealed, "winning_tile": "1m", "win": win, "seat_wind": "S"})
    (arrangement, *_) = arrangements(hand, situation)
    return Context(hand, situation, arrangement, HandFacts(hand), True)


def test_each_dragon_pong_is_a_hit_named_by_its_dragon():
    ctx = _context("11m 234p 555s CCC FFF")
    assert PATTERNS["dragon_pong"].hits(ctx) == ["C", "F"]


def test_a_pattern_that_applies_once_or_not_at_all():
    ctx = _context("11m 234p 555s CCC FFF", win="self_drawn")
    assert PATTERNS["self_drawn"].hits(ctx) == ("",)
    assert PATTERNS["seat_wind"].hits(ctx) == ()  # South has no pong of South
