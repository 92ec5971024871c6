"""Is this a hand that could have been won this way? Every refusal says how to fix it."""

from __future__ import annotations

from dataclasses import replace

from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.errors import HandError
from mjscore_gui.engine.hand import CONDITIONS, Hand, Situation
from mjscore_gui.engine.seats import DEALER, WIND_NAMES


def check_tile_count(hand: Hand, short_by: int = 0) -> None:
    """14 tiles (a kong counting as 3), or 13 for a hand waiting on one tile (short_by=1)."""
    melds = hand.melds
    if len(melds) > 4:
        raise HandError(f"{len(melds)} melds declared; a hand has at most four sets")
    if melds:
        kongs = hand.kongs
        given = len(hand.concealed) + sum(len(m.tiles) for m in melds)
    else:
        kongs, given = 0, len(hand.concealed)
    needed = 14 - short_by + kongs
    if given != needed:
        if kongs:
            plural = "kong" if kongs == 1 else "kongs"
            raise HandError(
                f"a {'winning' if not short_by else 'waiting'} hand with {kongs} {plural} has "
                f"{needed} tiles (each kong adds one), {given} given"
            )
        raise HandError(f"{needed} tiles needed, {given} given")


def check_copies(hand: Hand, counts: list[int] | None = None) -> None:
    if counts is None:
        counts = hand.tile_counts()
    if max(counts) > 4:
        for tile, n in enumerate(counts):
            if n > 4:
                raise HandError(f"{n} copies of {T.token(tile)}; a set has only four of each tile")
    if len(set(hand.flowers)) == len(hand.flowers):
        return
    seen: set[int] = set()
    for f in hand.flowers:
        if f in seen:
            raise HandError(f"{T.token(f)} listed twice; there is only one of each flower and season")
        seen.add(f)


def check_winning_tile(hand: Hand, situation: Situation) -> None:
    w = hand.winning_tile
    if w is None:
        raise HandError("say which tile won the hand")
    if w >= T.FLOWERS[0]:  # a bonus tile
        raise HandError(f"{T.token(w)} is a bonus tile; a hand is won on a playing tile")
    if w in hand.concealed:
        return
    in_sets = [m for m in hand.melds if m.kind != "kong" and w in m.tiles]
    if not in_sets:
        if any(w in m.tiles for m in hand.melds):
            raise HandError(
                f"winning tile {T.token(w)} is only in a kong; a kong is never completed by the winning "
                "tile, so put the winning tile among the concealed tiles"
            )
        raise HandError(f"winning tile {T.token(w)} is not in the hand")
    if situation.self_drawn and all(m.exposed for m in in_sets):
        raise HandError(f"a self-drawn {T.token(w)} cannot complete an exposed meld; list that set in 'concealed'")


def check_conditions(hand: Hand, situation: Situation, *, robbed_last_discard: bool = False) -> None:
    """`robbed_last_discard`: rules where robbing a kong may also be out on the last discard
    (seed 003, 5.2.1: the kong's declarer counts as a discarder)."""
    c = situation.conditions
    if situation.win is None:
        raise HandError("say how the hand was won: self-drawn or on a discard")
    if not c:
        return  # every check below is about a claimed condition
    self_drawn = situation.self_drawn
    if "robbing_kong" in c:
        if self_drawn:
            raise HandError(
                "robbing the kong is a win on another player's kong tile, so it is a discard win, not self-drawn"
            )
        if "last_tile" in c and not robbed_last_discard:
            raise HandError("robbing the kong and last tile cannot both apply; choose one")
        check_robbed_kong_copies(hand, situation)
    for cond, label in (("kong_replacement", "win by kong"), ("double_kong_replacement", "win by double kong")):
        if cond in c and not self_drawn:
            raise HandError(f"{label} is won on a replacement tile, so it must be self-drawn")
    if "kong_replacement" in c and hand.kongs == 0 and not hand.flowers:
        raise HandError("win by kong needs a kong (or a flower) whose replacement tile won the hand")
    if "double_kong_replacement" in c and hand.kongs < 2:
        raise HandError("win by double kong needs two kongs declared one after the other")
    if "heavenly" in c and "earthly" in c:
        raise HandError("a hand cannot be both heavenly and earthly")
    if "heavenly" in c:
        if situation.seat_wind != "E":
            raise HandError("only East (the dealer) can win a heavenly hand")
        if not self_drawn:
            raise HandError("a heavenly hand is East's dealt hand, so it is self-drawn")
    if "earthly" in c:
        if situation.seat_wind == "E":
            raise HandError("an earthly hand is won by a player other than East")
        if self_drawn:
            raise HandError("an earthly hand is won on East's first discard, so it is a discard win")
    if ("heavenly" in c or "earthly" in c) and any(m.exposed for m in hand.melds if hand.winning_tile not in m.tiles):
        raise HandError("a heavenly or earthly hand is won before any set is exposed")


def check_robbed_kong_copies(hand: Hand, situation: Situation) -> None:
    """Robbing a kong means the declarer holds the other three copies of the robbed tile
    (the pong being promoted), so the winner's hand holds that tile once: the robbed copy.

    Copies are counted over the hand, its melds, the declarer's three and `seen`. The
    declarer's pong lies open on the table, so tiles listed in `seen` may be those very
    three: they count once (the larger of 3 and the seen copies), never twice.
    """
    w = hand.winning_tile
    if w is None or w >= T.FLOWERS[0]:
        return
    held = hand.tile_counts()[w]
    seen = situation.seen.count(w)
    in_play = held + max(3, seen)
    if in_play > 4:
        raise HandError(
            f"robbing the kong of {T.token(w)} means its declarer holds the other three, but the hand holds "
            f"{held} and {max(3, seen)} are with the declarer or seen: {in_play} copies of {T.token(w)}; "
            "there are only four of each tile"
        )


def check_earthly_discarder(conditions: frozenset[str], discarder: str | None) -> None:
    """An earthly hand (地糊) is won on the dealer's first discard, so East discards it and
    someone else wins (seed 001, Earthly Hand: "Non-East player wins on East's first
    discard"; seed 004: "completes a winning hand with the dealer's first discard"; seed
    003: "Non-dealer goes out on dealer's first discard"). The winner's side is checked
    with the hand (check_conditions); this is the settlement's side."""
    if "earthly" not in conditions:
        return
    if discarder is not None and discarder != DEALER:
        raise HandError(
            "an earthly hand is won on the dealer's (East's) first discard, so East is the discarder, "
            f"not {WIND_NAMES.get(discarder, discarder)}"
        )


def applicable_conditions(hand: Hand, situation: Situation) -> tuple[str, ...]:
    """The winning conditions (in `CONDITIONS` order) that could be claimed for this hand
    won this way: each one that, added to the situation's conditions, passes
    `check_conditions`. Pass a situation without conditions to ask which could apply on
    their own. The hand may still be incomplete: only the conditions are checked."""
    out = []
    for cond in CONDITIONS:
        try:
            check_conditions(hand, replace(situation, conditions=situation.conditions | {cond}))
        except HandError:
            continue
        out.append(cond)
    return tuple(out)


def check_seen(hand: Hand, situation: Situation, counts: list[int] | None = None) -> None:
    """The tiles seen on the table and the hand together hold at most four of a tile."""
    if not situation.seen:
        return
    counts = list(counts if counts is not None else hand.tile_counts())
    for t in situation.seen:
        counts[t] += 1
        if counts[t] > 4:
            raise HandError(
                f"'seen' and the hand hold {counts[t]} copies of {T.token(t)}; there are only four of each tile"
            )


def check_flowers(hand: Hand, flowers_in_play: bool) -> None:
    if hand.flowers and not flowers_in_play:
        raise HandError("flowers are not in play under this ruleset; remove them or turn flowers on")


def validate(
    hand: Hand,
    situation: Situation,
    *,
    flowers_in_play: bool = True,
    counts: list[int] | None = None,
    robbed_last_discard: bool = False,
) -> None:
    """Raise HandError for the first thing that makes this an impossible win.

    `counts` (the hand's tile counts) may be passed in by a caller that has them already.
    """
    # Each check below is asked only when it might have something to say: a fully
    # concealed hand of 14 tiles, four of a tile at most, won on one of its own tiles
    # passes the first three (most hands scored from a batch are such).
    if hand.melds or len(hand.concealed) != 14:
        check_tile_count(hand)
    if counts is None or max(counts) > 4 or len(set(hand.flowers)) != len(hand.flowers):
        check_copies(hand, counts)
    w = hand.winning_tile
    if w is None or w >= T.FLOWERS[0] or w not in hand.concealed:
        check_winning_tile(hand, situation)
    if situation.conditions or situation.win is None:
        check_conditions(hand, situation, robbed_last_discard=robbed_last_discard)
    if situation.seen:
        check_seen(hand, situation, counts)
    if hand.flowers:
        check_flowers(hand, flowers_in_play)
