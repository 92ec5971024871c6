"""A win on bonus tiles alone (花糊): seven bonus tiles (七搶一) or all eight (八仙過海)
declared on the spot, with no other tiles counted.

Seed 001, Flower Faan: "Under certain custom rules, a player who draws 7 bonus tiles can
declare a win worth 3 faan on the spot; a player who draws all 8 bonus tiles can declare
a win worth 13 faan." Seed 004, Limit hands: with the "great flowers" rule a player who
picks up all four flowers and all four seasons "instantly win[s] the hand and receive[s]
the maximum points from all of the players".

Who pays (seed 001 is silent; this is the reading taken): with seven, the player who drew
the eighth bonus tile pays as a discarder, for the seven-flower hand robs it (the win is
"discard", that player the discarder); with eight, everyone pays as for a self-drawn win.
The eight-tile win is paid as a limit hand (001's 13 faan is its limit; 004's "maximum
points"). Its values are the settings `bonus_win_seven_faan` and `bonus_win_eight_faan`;
`bonus_win` turns the rule on.

This is a win of its own, not a pattern inside a complete hand: the patterns All Eight
Flowers in the Hand (兩台花, seeds 002 and 004) and All Flowers and Seasons (seed 003) score
a complete hand that holds the eight.
"""

from __future__ import annotations

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.ruleset import Ruleset
from mjscore_gui.engine.scoring import FaanLine, ScoreResult, invalid

BONUS_TILES = T.FLOWERS + T.SEASONS
SEVEN_ID, EIGHT_ID = "bonus_win_seven", "bonus_win_eight"
NAMES = {SEVEN_ID: ("Seven Bonus Tiles Win", "七搶一"), EIGHT_ID: ("Eight Bonus Tiles Win", "八仙過海")}


def bonus_count(flowers: tuple[int, ...], count: int | None) -> int:
    """How many bonus tiles the win is declared with: the tiles listed, or `count` when
    they are not (the window asks only for 7 or 8); both given must agree. Raises ValueError."""
    if flowers:
        if len(set(flowers)) != len(flowers):
            raise ValueError("a bonus tile is listed twice; there is only one of each flower and season")
        if any(f not in BONUS_TILES for f in flowers):
            raise ValueError("a win on bonus tiles lists flowers and seasons (f1-f4, s1-s4) only")
        if count is not None and count != len(flowers):
            raise ValueError(f"bonus_tiles says {count}, but {len(flowers)} bonus tiles are listed")
        return len(flowers)
    if count is None:
        raise ValueError('say which bonus tiles won: "flowers": "f1 f2 f3 f4 s1 s2 s3" (or "bonus_tiles": 7)')
    return count


def score_bonus_win(count: int, win: str | None, ruleset: Ruleset, flowers: tuple[int, ...] = ()) -> ScoreResult:
    """The faan of a win on `count` bonus tiles won `win` ("discard" for seven: the
    eighth is robbed from its drawer; "self_drawn" for eight), or valid=False saying why.
    `flowers`: the tiles, when listed (the arrangement shows them)."""
    settings = ruleset.settings
    if not settings["bonus_win"]:
        return invalid(
            "a win on bonus tiles alone (七搶一, 八仙過海) is not played under these rules; "
            "turn on 'Seven or eight bonus tiles win on the spot'"
        )
    if not settings["flowers"]:
        return invalid("flowers are not in play under this ruleset; a win on bonus tiles needs them")
    if ruleset.counting == "units":
        return invalid("a win on bonus tiles alone has no units to count under these rules")
    if count == 7:
        faan, pid, limit = settings["bonus_win_seven_faan"], SEVEN_ID, False
        if not faan:
            return invalid("seven bonus tiles do not win under these rules (all eight do)")
        if win != "discard":
            return invalid(
                "seven bonus tiles win by robbing the eighth: give win as discard and, as discarder, "
                "the player who drew the eighth"
            )
    elif count == 8:
        faan, pid, limit = settings["bonus_win_eight_faan"], EIGHT_ID, True
        if win != "self_drawn":
            return invalid("all eight bonus tiles are the winner's own draws: the win is self-drawn, everyone pays")
    else:
        return invalid(f"a win on bonus tiles needs seven of them or all eight, not {count}")
    name, name_zh = NAMES[pid]
    line = FaanLine(pid, name, name_zh, faan, "flower", True)
    min_faan = settings["min_faan"]
    return ScoreResult(
        valid=True,
        faan=faan,
        raw_faan=faan,
        limit=limit,
        meets_minimum=faan >= min_faan,
        faan_toward_minimum=faan,
        min_faan=min_faan,
        patterns=(line,),
        arrangement=(T.format_tiles(flowers),) if flowers else (f"{count} bonus tiles",),
    )
