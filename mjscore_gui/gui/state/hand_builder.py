"""The hand being entered at the table, as plain Python.

The window's palette, hand area and situation panel all edit one `HandBuilder`; it
keeps the `BuildState` (build_state.py), scores it through `evaluation.evaluate` after
every change and tells its listeners, which re-render. Every edit is recorded so a
misclick is one Backspace away from undone.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mjscore_gui.engine import HandError, Meld, Ruleset
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.hand import Hand, Situation
from mjscore_gui.engine.hand_format import parse_typed_line
from mjscore_gui.engine.losers import shown_from_text
from mjscore_gui.gui.state.build_state import (
    BuildState,
    applicable,
    from_json,
    hand_of,
    losers_of,
    over_limits,
    picked,
    situation_of,
    tile_count,
    to_json,
    winning_ref,
)
from mjscore_gui.gui.state.evaluation import Evaluation, evaluate, record_check
from mjscore_gui.gui.state.observable import Observable
from mjscore_gui.gui.state.text import tr

MODES = ("tile", "chow", "pong", "kong", "concealed_kong")

__all__ = ["MODES", "BuildState", "Evaluation", "HandBuilder"]


class HandBuilder(Observable):
    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__()
        self._ruleset = ruleset
        self._state = BuildState()
        self._history: list[BuildState] = []
        self.mode = "tile"
        self.notice = ""  # the last refused click, e.g. "all four 5p are in the hand"
        self._evaluation: Evaluation | None = None

    # -- reading ---------------------------------------------------------------

    @property
    def state(self) -> BuildState:
        return self._state

    @property
    def ruleset(self) -> Ruleset:
        return self._ruleset

    @property
    def is_empty(self) -> bool:
        return self._state.is_empty

    def used(self, tile: int) -> int:
        """Copies of `tile` in the hand (melds and flowers included)."""
        if T.is_bonus(tile):
            return self._state.flowers.count(tile)
        return self.hand().tile_counts()[tile]

    def available(self, tile: int) -> bool:
        if T.is_bonus(tile):
            return tile not in self._state.flowers and self._ruleset.settings["flowers"]
        return self.used(tile) < 4

    def tile_count(self) -> int:
        """Tiles in the hand with each kong counted as 3, as a player counts them (14 to win)."""
        return tile_count(self._state)

    @property
    def winning_tile(self) -> int | None:
        ref = winning_ref(self._state)
        return None if ref is None else ref[-1]

    def hand(self) -> Hand:
        return hand_of(self._state)

    def situation(self) -> Situation:
        return situation_of(self._state)

    def applicable_conditions(self) -> tuple[str, ...]:
        """The winning conditions that could apply to this hand, won this way."""
        return applicable(self._state)

    def evaluation(self) -> Evaluation:
        if self._evaluation is None:
            self._evaluation = evaluate(self._state, self._ruleset)
        return self._evaluation

    def can_record(self) -> tuple[bool, str]:
        ok, reason, _short = self.record_check()
        return ok, reason

    def record_check(self) -> tuple[bool, str, str]:
        """(can record, the full reason why not, a short one for the button)."""
        return record_check(self._state, self.evaluation())

    def to_json(self) -> dict:
        """The hand in hand-format JSON, with the settlement keys, for the ledger."""
        out = to_json(self._state)
        if self._ruleset.counting != "units":
            out.pop("losers", None)
        return out

    def loser_text(self, seat: str) -> str:
        """A loser's shown sets as typed ('=FFF 11m'), or ''."""
        return dict(self._state.losers).get(seat, "")

    def losers(self) -> dict[str, Any]:
        """The shown sets of the players who did not win, when the rules score them
        (units, seed 000); raises HandError for a line that cannot be read."""
        if self._ruleset.counting != "units":
            return {}
        return losers_of(self._state)

    def set_loser_text(self, seat: str, text: str) -> bool:
        """One loser's shown sets as typed; '' clears them. Refused (False, with the
        reason as the notice) when the line cannot be read."""
        try:
            shown_from_text(text)
        except HandError as exc:
            return self._refuse(str(exc))
        losers = tuple((s, t) for s, t in self._state.losers if s != seat)
        if text.strip():
            losers += ((seat, text.strip()),)
        return self._commit(replace(self._state, losers=tuple(sorted(losers))))

    # -- editing ---------------------------------------------------------------

    def set_ruleset(self, ruleset: Ruleset) -> None:
        self._ruleset = ruleset
        self._evaluation = None
        self._changed()

    def press(self, tile: int) -> bool:
        """A palette click: adds the tile, or declares a meld of it in a meld mode."""
        if T.is_bonus(tile):
            return self.add_flower(tile)
        if self.mode == "tile":
            return self.add_tile(tile)
        kind = "kong" if self.mode == "concealed_kong" else self.mode
        done = self.declare(kind, tile, exposed=self.mode != "concealed_kong")
        if done:
            self.mode = "tile"
            self._changed()
        return done

    def press_set(self, tile: int, kind: str = "chow") -> bool:
        """A modifier click (Shift: a chow, Ctrl: a pong): a whole concealed set from its
        first tile, in one click. A chow of an honour is its pong; a chow from 8 or 9
        ends at that tile. The last tile added is the default winning tile, as for clicks."""
        if T.is_bonus(tile):
            return self.add_flower(tile)
        if kind == "chow" and not T.is_honour(tile):
            first = tile - max(0, (T.number_of(tile) or 0) - 7)
            tiles: tuple[int, ...] = (first, first + 1, first + 2)
        else:
            tiles = (tile,) * 3
        s = self._state
        return self._commit_within_limits(replace(s, concealed=s.concealed + tiles, winning=None))

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(mode)
        self.mode = mode
        self._changed()

    def add_tile(self, tile: int) -> bool:
        if T.is_bonus(tile):
            return self.add_flower(tile)
        if not self.available(tile):
            return self._refuse(tr("HandBuilder", "All four {0} are already in the hand").format(T.token(tile)))
        if self.tile_count() >= 14:
            return self._refuse(tr("HandBuilder", "The hand already has 14 tiles"))
        s = self._state
        return self._commit(replace(s, concealed=s.concealed + (tile,), winning=None))

    def add_flower(self, tile: int) -> bool:
        s = self._state
        if tile in s.flowers:
            return self._refuse(tr("HandBuilder", "{0} is already in the hand").format(T.token(tile)))
        if not self._ruleset.settings["flowers"]:
            return self._refuse(tr("HandBuilder", "Flowers are not in play under these rules"))
        return self._commit(replace(s, flowers=s.flowers + (tile,)))

    def declare(self, kind: str, tile: int, exposed: bool = True) -> bool:
        """Declare a meld of `tile`; a chow starts at the tile (or ends at 8 and 9)."""
        if T.is_bonus(tile):
            return self._refuse(tr("HandBuilder", "A flower cannot be part of a set"))
        if kind == "chow":
            if T.is_honour(tile):
                return self._refuse(tr("HandBuilder", "Winds and dragons cannot make a chow"))
            tile -= max(0, (T.number_of(tile) or 0) - 7)  # not an honour: a number tile
        meld = Meld(kind, tile, exposed)
        s = self._state
        if len(s.melds) >= 4:
            return self._refuse(tr("HandBuilder", "A hand has at most four sets"))
        for t in set(meld.tiles):
            if self.used(t) + meld.tiles.count(t) > 4:
                return self._refuse(tr("HandBuilder", "Not enough {0} left for this set").format(T.token(t)))
        if self.tile_count() + 3 > 14:
            return self._refuse(tr("HandBuilder", "The hand already has 14 tiles"))
        return self._commit(replace(s, melds=s.melds + (meld,)))

    def remove_concealed(self, tile: int) -> bool:
        s = self._state
        if tile not in s.concealed:
            return False
        tiles = list(s.concealed)
        del tiles[len(tiles) - 1 - tiles[::-1].index(tile)]
        return self._commit(replace(s, concealed=tuple(tiles)))

    def remove_meld(self, index: int) -> bool:
        s = self._state
        if not 0 <= index < len(s.melds):
            return False
        winning = s.winning
        if winning and winning[0] == "m":
            winning = (
                None if winning[1] == index else (("m", winning[1] - 1, winning[2]) if winning[1] > index else winning)
            )
        return self._commit(replace(s, melds=s.melds[:index] + s.melds[index + 1 :], winning=winning))

    def remove_flower(self, tile: int) -> bool:
        s = self._state
        if tile not in s.flowers:
            return False
        return self._commit(replace(s, flowers=tuple(f for f in s.flowers if f != tile)))

    def set_winning(self, ref: tuple) -> bool:
        """Mark the winning tile: ("c", tile) for a concealed tile, ("m", meld index, tile)."""
        s = self._state
        if ref[0] == "c" and ref[1] not in s.concealed:
            return False
        if ref[0] == "m":
            if not 0 <= ref[1] < len(s.melds) or s.melds[ref[1]].kind == "kong":
                return self._refuse(tr("HandBuilder", "A kong is never completed by the winning tile"))
        return self._commit(replace(s, winning=tuple(ref)))

    def add_text(self, text: str) -> bool:
        """The typed line (`123m 55p =CCC 5555p f1`): loose tiles, sets shown (`=`) and
        concealed kongs; all or nothing, so a typo adds nothing."""
        try:
            tiles, melds, bonus = parse_typed_line(text)
        except HandError as exc:
            return self._refuse(str(exc))
        s = self._state
        if len(s.melds) + len(melds) > 4:
            return self._refuse(tr("HandBuilder", "A hand has at most four sets"))
        if bonus and not self._ruleset.settings["flowers"]:
            return self._refuse(tr("HandBuilder", "Flowers are not in play under these rules"))
        trial = replace(
            s,
            concealed=s.concealed + tuple(tiles),
            melds=s.melds + tuple(melds),
            flowers=s.flowers + tuple(bonus),
            winning=None if tiles else s.winning,
        )
        return self._commit_within_limits(trial)

    def set_situation(self, **changes) -> None:
        """winner, win, discarder, responsible, prevailing, conditions.

        Not kept for undo: these are single visible choices, changed back as easily."""
        s = replace(self._state, **changes)
        if s.win == "self_drawn":
            s = replace(s, discarder=None)
        elif s.discarder == s.winner:
            s = replace(s, discarder=None)  # never a default: Record asks for the discarder
        if s.responsible == s.winner:
            s = replace(s, responsible=None)
        s = replace(s, conditions=frozenset(c for c in s.conditions if c in applicable(s)))
        self._commit(s, remember=False)

    def pick_player(self, seat: str) -> None:
        """A click on a player's box (build_state.picked says what it does)."""
        self.set_situation(**picked(self._state, seat))

    def toggle_condition(self, condition: str, on: bool) -> None:
        c = set(self._state.conditions)
        (c.add if on else c.discard)(condition)
        self.set_situation(conditions=frozenset(c))

    def undo(self) -> bool:
        if not self._history:
            return False
        self._state = self._history.pop()
        self.mode = "tile"
        self._after_change()
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    def clear(self, keep_situation: bool = True) -> None:
        s = self._state
        fresh = BuildState(winner=s.winner, win=s.win, discarder=s.discarder, prevailing=s.prevailing)
        self._commit(fresh if keep_situation else BuildState())
        self.mode = "tile"

    def reset_for_next_hand(self, prevailing: str) -> None:
        """After a hand is recorded: an empty hand, the history gone (nothing to undo into)."""
        self._state = BuildState(prevailing=prevailing)  # nobody picked (BuildState)
        self._history.clear()
        self.mode = "tile"
        self._after_change()

    def load_json(self, obj: dict) -> None:
        """Load a recorded hand (hand-format) back to fix it; raises HandError if unreadable."""
        self._commit(from_json(obj))

    # -- internals ---------------------------------------------------------------

    def _refuse(self, message: str) -> bool:
        self.notice = message
        self._changed()
        return False

    def _commit_within_limits(self, state: BuildState) -> bool:
        """`state`, unless it passes a limit (a fifth copy, more than 14 tiles): refused."""
        problem = over_limits(state)
        return self._refuse(problem) if problem else self._commit(state)

    def _commit(self, state: BuildState, remember: bool = True) -> bool:
        if state == self._state:
            return False
        if remember:
            self._history.append(self._state)
            del self._history[:-200]
        self._state = state
        self.notice = ""
        self._after_change()
        return True

    def _after_change(self) -> None:
        self._evaluation = None
        self._changed()
