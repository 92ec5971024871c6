"""Farn items of the units-and-farn system (seed 000) that no other preset uses.

The system's basic values (points for pairs, pongs, kongs and flowers) are not patterns:
they are counted set by set in engine/units.py from the ruleset's [units] table.
"""

from __future__ import annotations

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.patterns.context import Context
from mjscore_gui.engine.patterns.registry import pattern


@pattern("other_wind_pong", "Wind Pong (not own wind)", "風刻（非門風）", "honour", needs=("winds", "triplets"))
def other_wind_pong(ctx: Context) -> int:
    """A pong or kong of a wind other than the winner's own; once for each. Seed 000 reads
    both ways ('each triplet or more of the character cards is 1x farn' against 'worth
    1x farn depending where you sit'), so presets give it a value of their own."""
    return sum(1 for g in ctx.triplets if g.tile in T.WIND_TILES and g.tile != ctx.seat)
