"""Who sits where, who deals, and which wind prevails: the table's state between hands.

The four chairs are numbered 0-3 anticlockwise from the first East, so the player in
chair 1 is South at the start. The dealer's chair is East; the others' seat winds follow
round the table from it. East stays dealer after winning (連莊) and, when the ruleset in
force has `dealer_stays_on_draw` on, after a draw; otherwise the deal passes to the next
chair, and after four passes the prevailing wind advances (seed 001 names the winds; the
rotation is the common HK table practice).

A table of five (a club night whose count is not a multiple of four) seats four and has
one sit out each hand in turn. `rotation` lists the five in the order they were named
(the first four in chairs 0-3, the fifth sitting out the first hand); after each hand
dealt (a win, a draw, a false win: the tiles were dealt and the hand is over) the one who
sat out takes the chair of the next player in that order, who sits out the next hand. So
A B C D E: E sits out hand 1, then takes A's chair and A sits out hand 2, then A takes
B's chair, and so on round. The deal and the winds move on the chairs as at a table of
four: whoever sits in the dealer's chair deals. A penalty, a seat or rules change is no
hand dealt, and moves nobody.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from typing import Any

from mjscore_gui.engine.seats import SEATS, WIND_NAMES, WIND_NAMES_ZH
from mjscore_gui.ledger.times import STORED

# How a hand ended, as far as the deal is concerned.
DEALER_WON = "dealer_won"
OTHER_WON = "other_won"
DRAWN = "drawn"
VOID = "void"  # a false win: the hand is replayed by the same dealer

# The kinds of stored entry: the numbered hands that move the deal, and those that move money.
HAND_KINDS = ("hand", "faan", "draw", "false_win")
MONEY_KINDS = HAND_KINDS + ("penalty",)

# The ruleset setting that says whether East keeps the deal after a drawn hand.
DRAW_SETTING = "dealer_stays_on_draw"


@dataclass(frozen=True, slots=True)
class TableState:
    chairs: tuple[int, int, int, int]  # player ids by chair
    dealer: int = 0  # the dealer's chair
    round: int = 0  # 0 = East round; counts on past North into a second game
    deal: int = 1  # 1-4: which dealer of this round
    repeat: int = 0  # hands the current dealer has kept the deal (連莊)
    hands: int = 0  # hands played before this point
    penalties: int = 0
    ruleset_id: int = 0  # the rules in force, dealer_stays_on_draw among them
    # A table of five only (empty / None at a table of four): the five in the order named,
    # and who sits out the next hand.
    rotation: tuple[int, ...] = ()
    sits_out: int | None = None

    @property
    def at_table(self) -> tuple[int, ...]:
        """Everyone at the table: the four in their chairs, then whoever sits out."""
        return self.chairs if self.sits_out is None else (*self.chairs, self.sits_out)

    @property
    def prevailing_wind(self) -> str:
        return SEATS[self.round % 4]

    @property
    def game(self) -> int:
        return self.round // 4 + 1

    def seats(self) -> dict[str, int]:
        """Player id by seat wind for the next hand."""
        return {wind: self.chairs[(self.dealer + i) % 4] for i, wind in enumerate(SEATS)}

    def after_hand(self, outcome: str, stays_on_draw: bool) -> TableState:
        """The table after a hand that ended so; `stays_on_draw` is the setting of the
        ruleset the hand was played under."""
        played = self.hands + 1
        seated = self.sit_out_in_turn()
        if outcome == DEALER_WON or outcome == VOID or (outcome == DRAWN and stays_on_draw):
            return replace(seated, hands=played, repeat=self.repeat + 1)
        deal, round_ = self.deal + 1, self.round
        if deal > 4:
            deal, round_ = 1, round_ + 1
        return replace(seated, hands=played, dealer=(self.dealer + 1) % 4, deal=deal, round=round_, repeat=0)

    def sit_out_in_turn(self) -> TableState:
        """At a table of five, after a hand: the one who sat out takes the chair of the
        next in the rotation, who sits out next (see the module's note)."""
        if self.sits_out is None or self.sits_out not in self.rotation:
            return self
        following = self.rotation[(self.rotation.index(self.sits_out) + 1) % len(self.rotation)]
        if following not in self.chairs:
            return self
        chairs = list(self.chairs)
        chairs[chairs.index(following)] = self.sits_out
        a, b, c, d = chairs
        return replace(self, chairs=(a, b, c, d), sits_out=following)

    def to_json(self) -> list[Any]:
        # A table of four is stored as before schema 10, so its states read the same.
        five = [list(self.rotation), self.sits_out] if self.rotation else []
        counts = (self.dealer, self.round, self.deal, self.repeat, self.hands, self.penalties, self.ruleset_id)
        return [list(self.chairs), *counts, *five]

    @property
    def short_label(self) -> str:
        """E1, E1+1 (the dealer's first repeat), S2 ...: the hand played from this state."""
        wind = SEATS[self.round % 4]
        return f"{wind}{self.deal}" if not self.repeat else f"{wind}{self.deal}+{self.repeat}"

    @classmethod
    def from_json(cls, data: list[Any]) -> TableState:
        chairs, *rest = data
        a, b, c, d = chairs
        state = cls((a, b, c, d), *rest[:7])
        if len(rest) > 7:  # a table of five: its rotation and who sits out
            rotation, sits_out = rest[7:]
            state = replace(state, rotation=tuple(int(p) for p in rotation), sits_out=int(sits_out))
        return state


def label(state: TableState, dealer_name: str) -> str:
    """'East round, hand 2, dealer: Ben, repeat 1' for the hand played from `state`."""
    text = f"{WIND_NAMES[state.prevailing_wind]} round, hand {state.deal}, dealer: {dealer_name}"
    if state.repeat:
        text += f", repeat {state.repeat}"
    if state.game > 1:
        text = f"Game {state.game}, " + text
    return text


def label_zh(state: TableState, dealer_name: str) -> str:
    text = f"{WIND_NAMES_ZH[state.prevailing_wind]}圈 第{state.deal}局 莊家: {dealer_name}"
    if state.repeat:
        text += f" 連{state.repeat}"
    if state.game > 1:
        text = f"第{state.game}圈 " + text
    return text


def dump(value: Any) -> str:
    """JSON as the ledger stores it (table states are compared as this text)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def now() -> str:
    """This table's clock now, as the ledger stores a time (times.py reads it back)."""
    return time.strftime(STORED)
