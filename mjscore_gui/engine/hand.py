"""The winning hand as the player lays it out, and the situation it was won in.

`Hand` is only tiles: the concealed part, the declared melds, the winning tile and the
bonus tiles. `Situation` is how it was won. Both are plain immutable values so the
engine stays a pure function of (hand, situation, ruleset).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mjscore_gui.engine import tiles as T

MELD_KINDS = ("chow", "pong", "kong")
WIN_KINDS = ("self_drawn", "discard")
CONDITIONS = ("robbing_kong", "last_tile", "kong_replacement", "double_kong_replacement", "heavenly", "earthly")


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared set. A chow is named by its lowest tile; a concealed kong has exposed=False."""

    kind: str
    tile: int
    exposed: bool = True

    @property
    def tiles(self) -> tuple[int, ...]:
        if self.kind == "chow":
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind == "kong" else 3)

    @property
    def text(self) -> str:
        return T.format_tiles(self.tiles)

    def to_json(self) -> dict[str, str | bool]:
        return {"kind": self.kind, "tile": T.token(self.tile), "exposed": self.exposed}


@dataclass(frozen=True, slots=True)
class Hand:
    concealed: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    winning_tile: int | None = None
    flowers: tuple[int, ...] = ()

    @property
    def kongs(self) -> int:
        return sum(1 for m in self.melds if m.kind == "kong")

    def tile_counts(self) -> list[int]:
        """Copies of each playing tile in the whole hand, melds included."""
        counts = [0] * T.NUM_KINDS
        for t in self.concealed:
            counts[t] += 1
        for m in self.melds:
            for t in m.tiles:
                counts[t] += 1
        return counts


@dataclass(frozen=True, slots=True)
class Situation:
    win: str | None = None  # "self_drawn" or "discard"; None only while a hand is being built
    seat_wind: str = "E"
    prevailing_wind: str = "E"
    conditions: frozenset[str] = field(default_factory=frozenset)
    # Tiles visible on the table when the hand was won (discards, other players' melds):
    # the optional `seen` key, for patterns the hand alone cannot show (seed 003, out on
    # the 4th of its kind).
    seen: tuple[int, ...] = ()

    @property
    def self_drawn(self) -> bool:
        return self.win == "self_drawn"
