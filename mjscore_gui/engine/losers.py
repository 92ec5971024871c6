"""The losers' displayed sets and their end-game (woo mei) value (seed 000).

After a win, each loser may lay out what can be shown: the sets already declared, pongs
still in the hand, valued pairs and flowers. They count with the same basic values as a
winning hand but without the 50 for winning, doubling for the farn of the sets and
flowers shown (seed 000, Calculations for Woo Mei). A hand-shape farn (one suit, all
chows) needs a complete hand, so a loser has none.

The optional hand key: "losers": {"E": {"melds": [...], "concealed": "111m EE", "flowers": "f1"}}.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.decompose import Arrangement, Group
from mjscore_gui.engine.errors import HandError
from mjscore_gui.engine.hand import Hand, Meld, Situation
from mjscore_gui.engine.hand_format import parse_meld
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.patterns.context import Context, HandFacts
from mjscore_gui.engine.ruleset import PatternRule, Ruleset
from mjscore_gui.engine.units import PointLine, count

DISPLAYED = "displayed"  # the Arrangement shape of a loser's shown tiles
# The farn a loser's shown sets and flowers can carry.
LOSER_CATEGORIES = ("honour", "flower")
LOSER_KEYS = {"melds", "concealed", "flowers"}


@dataclass(frozen=True, slots=True)
class LoserHand:
    melds: tuple[Meld, ...] = ()
    pongs: tuple[int, ...] = ()  # concealed pongs shown
    pairs: tuple[int, ...] = ()  # pairs shown
    flowers: tuple[int, ...] = ()

    def tile_counts(self) -> list[int]:
        counts = [0] * T.NUM_KINDS
        for m in self.melds:
            for t in m.tiles:
                counts[t] += 1
        for t in self.pongs:
            counts[t] += 3
        for t in self.pairs:
            counts[t] += 2
        return counts


@dataclass(frozen=True, slots=True)
class LoserScore:
    seat: str
    farn: int
    points: int
    patterns: tuple[tuple[str, str, str, int], ...]  # (id, name, name_zh, farn)
    lines: tuple[PointLine, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "faan": self.farn,
            "points": self.points,
            "patterns": [{"id": i, "name": n, "name_zh": z, "faan": f} for i, n, z, f in self.patterns],
            "points_lines": [line.to_json() for line in self.lines],
        }


def parse_losers(obj: Any, winner: str) -> dict[str, LoserHand]:
    """The `losers` key: seat wind -> the tiles that loser shows."""
    if not isinstance(obj, Mapping):
        raise HandError('\'losers\' must be an object by seat, e.g. {"E": {"concealed": "111m"}}')
    out = {}
    for seat, shown in obj.items():
        where = f"losers.{seat}"
        if seat not in T.WINDS:
            raise HandError(f"'losers' is keyed by seat wind (E, S, W, N), not {seat!r}")
        if seat == winner:
            raise HandError(f"{where}: {seat} is the winner; 'losers' holds the other players' shown sets")
        if not isinstance(shown, Mapping):
            raise HandError(f"{where} must be an object with melds, concealed and flowers")
        unknown = set(shown) - LOSER_KEYS
        if unknown:
            raise HandError(f"{where}: unknown key {min(unknown)!r}; a loser shows melds, concealed and flowers")
        melds_obj = shown.get("melds") or []
        if not isinstance(melds_obj, list):
            raise HandError(f"{where}: 'melds' must be a list")
        try:
            melds = tuple(parse_meld(m, i) for i, m in enumerate(melds_obj))
        except HandError as exc:
            raise HandError(f"{where}: {exc}") from None
        if len(melds) > 4:
            raise HandError(f"{where}: {len(melds)} melds; a hand has at most four sets")
        tiles = T.parse_tiles(shown.get("concealed") or "")
        flowers = T.parse_tiles(shown.get("flowers") or "")
        if any(T.is_bonus(t) for t in tiles):
            raise HandError(f"{where}: list flowers under 'flowers', not 'concealed'")
        if any(not T.is_bonus(t) for t in flowers):
            raise HandError(f"{where}: 'flowers' holds f1-f4 and s1-s4 only")
        pongs, pairs = [], []
        for t in sorted(set(tiles)):
            n = tiles.count(t)
            if n == 3:
                pongs.append(t)
            elif n == 2:
                pairs.append(t)
            else:
                raise HandError(
                    f"{where}: {n} x {T.token(t)} shown; a loser shows pongs (3) and pairs (2) from the hand"
                    + ("; four of a kind is a concealed kong, declared under melds" if n == 4 else "")
                )
        out[seat] = LoserHand(melds, tuple(pongs), tuple(pairs), tuple(sorted(flowers)))
    return out


def check_losers(losers: Mapping[str, LoserHand], hand: Hand) -> None:
    """No tile appears more than four times, nor a flower twice, over all the hands."""
    counts = hand.tile_counts()
    flowers = list(hand.flowers)
    for shown in losers.values():
        for t, n in enumerate(shown.tile_counts()):
            counts[t] += n
        flowers.extend(shown.flowers)
    for t, n in enumerate(counts):
        if n > 4:
            raise HandError(f"the winner's and losers' hands hold {n} copies of {T.token(t)}; there are only four")
    for f in set(flowers):
        if flowers.count(f) > 1:
            raise HandError(f"{T.token(f)} is in two hands; there is only one of each flower and season")


def woo_mei(shown: LoserHand, seat: str, situation: Situation, ruleset: Ruleset) -> LoserScore:
    """A loser's end-game value under a ruleset that counts in units."""
    groups = [Group(m.kind, m.tile, not m.exposed, True) for m in shown.melds]
    groups += [Group("pong", t, True) for t in shown.pongs]
    hand = Hand((), shown.melds, None, shown.flowers)
    arrangement = Arrangement(DISPLAYED, tuple(groups), shown.pairs, None, True)
    ctx = Context(
        hand,
        Situation(None, seat, situation.prevailing_wind),
        arrangement,
        HandFacts(hand),
        ruleset.settings["flowers"],
    )
    hits: list[tuple[PatternRule, str]] = []
    for rule, _detect in ruleset.active:
        pattern = PATTERNS[rule.id]
        if pattern.category not in LOSER_CATEGORIES:
            continue
        hits.extend((rule, v) for v in pattern.hits(ctx))
    replaced = {r for rule, _ in hits for r in rule.replaces}
    hits = [(rule, v) for rule, v in hits if rule.id not in replaced]
    farn = sum(rule.faan for rule, _ in hits)
    paid = min(farn, ruleset.settings["cap"])
    pair_groups = [Group("pair", p, True) for p in shown.pairs]
    counted = count(groups + pair_groups, shown.flowers, ruleset.units, paid, winner=False, farn_counted=farn)
    patterns = tuple((rule.id, *PATTERNS[rule.id].names(v), rule.faan) for rule, v in hits)
    return LoserScore(seat, farn, counted.points, patterns, counted.lines)


def shown_from_text(text: str) -> dict[str, Any]:
    """A loser's shown tiles typed as one line (the window's box): '=CCC =1111m 999m EE f1'.

    A word starting with '=' is a set shown in the open (pong, kong or chow); other words
    are tiles shown from the hand: pongs and pairs, four alike being a concealed kong;
    f1-f4 and s1-s4 are flowers. Gives the `losers` entry (melds, concealed, flowers).
    """
    melds: list[dict[str, Any]] = []
    concealed: list[int] = []
    flowers: list[int] = []
    for word in text.split():
        exposed = word.startswith("=")
        tiles = sorted(T.parse_tiles(word.lstrip("=")))
        if not tiles:
            raise HandError("'=' must be followed by a set, e.g. =CCC")
        if all(T.is_bonus(t) for t in tiles) and not exposed:
            flowers.extend(tiles)
            continue
        size = len(tiles)
        same = len(set(tiles)) == 1
        text_word = T.format_tiles(tiles)
        if exposed:
            if same and size in (3, 4):
                melds.append({"kind": "pong" if size == 3 else "kong", "tile": T.token(tiles[0])})
            elif size == 3 and not T.is_honour(tiles[0]) and tiles == [tiles[0], tiles[0] + 1, tiles[0] + 2]:
                melds.append({"kind": "chow", "tile": T.token(tiles[0])})
            else:
                raise HandError(f"={text_word} is not a set; a shown set is a pong, a kong or a chow")
        elif same and size == 4:
            melds.append({"kind": "kong", "tile": T.token(tiles[0]), "exposed": False})
        else:
            concealed.extend(tiles)
    out: dict[str, Any] = {}
    if melds:
        out["melds"] = melds
    if concealed:
        out["concealed"] = T.format_tiles(concealed)
    if flowers:
        out["flowers"] = T.format_tiles(flowers)
    return out


def shown_to_text(shown: Mapping[str, Any]) -> str:
    """The one-line form of a `losers` entry, for loading a recorded hand back."""
    words = []
    for m in shown.get("melds") or []:
        tile = T.parse_tile(m["tile"])
        size = {"pong": 3, "kong": 4}.get(m["kind"])
        tiles = (tile, tile + 1, tile + 2) if size is None else (tile,) * size
        words.append(("" if m.get("exposed", True) is False else "=") + T.format_tiles(tiles))
    for key in ("concealed", "flowers"):
        if shown.get(key):
            words.append(T.format_tiles(T.parse_tiles(shown[key])))
    return " ".join(words)
