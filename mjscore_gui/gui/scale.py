"""The text and tile size setting: normal, or large for the far side of the table."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Scale:
    tile: int  # palette tile height in px
    hand_tile: int  # tiles in the hand area
    font: float  # multiplier on the application font

    @classmethod
    def of(cls, large: bool) -> "Scale":
        return cls(tile=72, hand_tile=84, font=1.35) if large else cls(tile=56, hand_tile=64, font=1.0)
