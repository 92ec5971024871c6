"""The hand being built, as an immutable value, and what can be read off it.

`HandBuilder` keeps one `BuildState` and replaces it on every click (keeping the old
one for undo); `evaluation.evaluate` scores it. Plain Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from mjscore_gui.engine import HandError, Meld, parse_hand
from mjscore_gui.engine.hand import Hand, Situation
from mjscore_gui.engine.hand_format import hand_to_json
from mjscore_gui.engine.losers import shown_from_text, shown_to_text
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.engine.validate import applicable_conditions, check_copies
from mjscore_gui.gui.state.text import tr


@dataclass(frozen=True)
class BuildState:
    """Everything the builder holds; immutable so each edit can be kept for undo."""

    concealed: tuple[int, ...] = ()  # in the order added: the last one is the default winning tile
    melds: tuple[Meld, ...] = ()
    flowers: tuple[int, ...] = ()
    # None: the last concealed tile added. ("c", tile) or ("m", meld index, tile): chosen.
    winning: tuple | None = None
    # None: not picked yet, at launch as after a hand is recorded. A default East and
    # South once had a hand recorded against the wrong discarder.
    winner: str | None = None
    win: str = "discard"
    discarder: str | None = None
    responsible: str | None = None
    prevailing: str = "E"
    conditions: frozenset[str] = field(default_factory=frozenset)
    # The losers' shown sets as typed, (seat, '=FFF 11m'), for rules that score them (units).
    losers: tuple[tuple[str, str], ...] = ()

    @property
    def is_empty(self) -> bool:
        return not (self.concealed or self.melds or self.flowers)


def winning_ref(s: BuildState) -> tuple | None:
    ref = s.winning
    if ref is not None:
        if ref[0] == "c" and ref[1] in s.concealed:
            return ref
        if ref[0] == "m" and ref[1] < len(s.melds) and s.melds[ref[1]].kind != "kong":
            return ref
    if s.concealed:
        return ("c", s.concealed[-1])
    return None


def hand_of(s: BuildState) -> Hand:
    ref = winning_ref(s)
    return Hand(tuple(sorted(s.concealed)), s.melds, None if ref is None else ref[-1], tuple(sorted(s.flowers)))


def situation_of(s: BuildState) -> Situation:
    # Before the winner is picked the hand is judged as East's; it cannot be recorded so.
    return Situation(s.win, s.winner or "E", s.prevailing, frozenset(s.conditions))


def picked(s: BuildState, seat: str) -> dict[str, Any]:
    """The situation after a click on `seat`'s player box: with no winner yet, that
    player wins; the winner again clears the winner and the discarder; the discarder
    again clears the discarder (self-drawn); anyone else becomes the discarder."""
    if s.winner is None:
        return {"winner": seat}
    if seat == s.winner:
        return {"winner": None, "discarder": None, "win": "discard"}
    if seat == s.discarder:
        return {"discarder": None, "win": "self_drawn"}
    return {"discarder": seat, "win": "discard"}


def applicable(s: BuildState) -> tuple[str, ...]:
    # Each condition on its own: a ticked one does not hide the others.
    return applicable_conditions(hand_of(s), replace(situation_of(s), conditions=frozenset()))


def next_seat(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 1) % 4]


def tile_count(s: BuildState) -> int:
    """Tiles with each kong counted as 3, as a player counts them (14 to win)."""
    return len(s.concealed) + 3 * len(s.melds)


def over_limits(s: BuildState) -> str:
    try:
        check_copies(hand_of(s))  # a fifth copy of a tile, a flower twice
    except HandError as exc:
        return str(exc)
    # The engine checks only a finished hand's count; one being built must not pass 14.
    if tile_count(s) > 14:
        return tr("HandBuilder", "That makes more than 14 tiles")
    return ""


def to_json(s: BuildState) -> dict[str, Any]:
    """The hand in hand-format JSON, with the settlement keys, for the ledger."""
    out = hand_to_json(hand_of(s), situation_of(s))
    out["discarder"] = s.discarder if s.win == "discard" else None
    out["responsible"] = s.responsible
    losers = losers_of(s)
    if losers:
        out["losers"] = losers
    return out


def losers_of(s: BuildState) -> dict[str, Any]:
    """The `losers` key from the typed lines (the winner's own line left out); raises
    HandError for a line that cannot be read."""
    out = {}
    for seat, text in s.losers:
        shown = shown_from_text(text) if seat != s.winner else {}
        if shown:
            out[seat] = shown
    return out


def from_json(obj: dict) -> BuildState:
    """A recorded hand (hand-format) as a state to fix; raises HandError if unreadable."""
    hand, situation = parse_hand(obj)
    concealed = list(hand.concealed)
    winning = None
    if hand.winning_tile is not None:
        if hand.winning_tile in concealed:
            concealed.remove(hand.winning_tile)
            concealed.append(hand.winning_tile)
        else:
            for i, m in enumerate(hand.melds):
                if m.kind != "kong" and hand.winning_tile in m.tiles:
                    winning = ("m", i, hand.winning_tile)
                    break
    state = BuildState(
        concealed=tuple(concealed),
        melds=hand.melds,
        flowers=hand.flowers,
        winning=winning,
        winner=situation.seat_wind,
        win=situation.win or "discard",
        discarder=obj.get("discarder") if situation.win == "discard" else None,
        responsible=obj.get("responsible"),
        prevailing=situation.prevailing_wind,
        conditions=frozenset(situation.conditions),
    )
    if state.win == "discard" and state.discarder is None:
        state = replace(state, discarder=next_seat(situation.seat_wind))
    losers = obj.get("losers") or {}
    if losers:
        state = replace(state, losers=tuple((seat, shown_to_text(shown)) for seat, shown in sorted(losers.items())))
    return state
