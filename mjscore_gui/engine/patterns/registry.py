"""The one table of faan patterns.

A pattern is a small predicate over a `Context` (one arrangement of one hand) that says
whether, and how many times, it applies. It knows nothing of faan values: a ruleset
says which patterns count, for how much, and which ones a superior pattern replaces.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from mjscore_gui.engine.patterns.context import NEEDS, Context  # a pattern reads a Context

# A detector answers True (the pattern applies once), a count, or the variants it found.
Detect = Callable[["Context"], int | bool | Sequence[str]]

D = TypeVar("D", bound=Detect)

# Categories in the order a player reads a breakdown: the hand, its honour sets,
# its flowers, then how it was won.
CATEGORIES = ("limit", "hand", "honour", "flower", "condition")


@dataclass(frozen=True, slots=True)
class Pattern:
    id: str
    name: str
    name_zh: str
    category: str
    detect: Detect
    variants: dict[str, tuple[str, str]] = field(default_factory=dict)
    doc: str = ""
    # The winning conditions (hand-format "conditions") of which one must be claimed for
    # the pattern to apply; empty for a pattern read from the tiles. Scoring skips these
    # patterns for the many hands that claim none.
    claimed: frozenset[str] = frozenset()
    # What the hand must hold for the predicate to answer yes, as context.NEEDS bits (0: nothing).
    needs: int = 0

    def hits(self, ctx: Context) -> Sequence[str]:
        """One entry per time the pattern applies: '' or the variant key (e.g. the dragon)."""
        found = self.detect(ctx)
        if not found:
            return ()
        if found is True:
            return _ONCE
        if isinstance(found, int):
            return ("",) * found
        return found

    def names(self, variant: str) -> tuple[str, str]:
        return self.variants.get(variant, (self.name, self.name_zh)) if variant else (self.name, self.name_zh)


_ONCE = ("",)
PATTERNS: dict[str, Pattern] = {}


def pattern(
    id: str,
    name: str,
    name_zh: str,
    category: str,
    variants: dict[str, tuple[str, str]] | None = None,
    claimed: Sequence[str] = (),
    needs: Sequence[str] = (),
) -> Callable[[D], D]:
    """Register the decorated predicate as a faan pattern; its docstring is its rule text.

    `claimed`: the winning conditions of which the predicate needs one claimed (it answers
    no for a hand claiming none of them). `needs`: names from context.NEEDS, what the predicate
    answers no without (a dragon pong needs honours and triplets)."""
    if category not in CATEGORIES:
        raise ValueError(f"unknown category {category}")
    need_bits = 0
    for need in needs:
        need_bits |= NEEDS[need]

    def register(fn: D) -> D:
        if id in PATTERNS:
            raise ValueError(f"pattern {id} registered twice")
        doc = (fn.__doc__ or "").strip()
        PATTERNS[id] = Pattern(
            id, name, name_zh, category, fn, dict(variants or {}), doc, frozenset(claimed), need_bits
        )
        return fn

    return register
