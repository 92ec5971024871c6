"""Sizes: normal; compact for short laptop screens; large text for the far side of
the table (the words and numbers grow; on a short screen the tiles stay as they are,
so that everything still fits without scrolling)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Scale:
    tile: int  # palette tile height in px
    hand_tile: int  # tiles in the hand area
    font: float  # multiplier on the application font

    @classmethod
    def of(cls, large: bool, screen_height: int = 1080) -> Scale:
        compact = screen_height < 900
        if large:
            return cls(tile=42 if compact else 60, hand_tile=46 if compact else 64, font=1.3)
        if compact:
            return cls(tile=42, hand_tile=46, font=1.0)
        return cls(tile=56, hand_tile=64, font=1.0)
