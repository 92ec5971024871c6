"""What the hand being built is worth: its score (valid or not), or its waits when one
tile short, and who pays whom under the ruleset it is judged by. Plain Python."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mjscore_gui.engine import HandError, Ruleset, find_waits, score
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.waits import Wait
from mjscore_gui.gui.state.build_state import (
    BuildState,
    hand_of,
    situation_of,
    tile_count,
    to_json,
)
from mjscore_gui.gui.state.text import tr
from mjscore_gui.outcome import ScoredHand, settle_entry, with_points
from mjscore_gui.outcome.jsonform import read_losers


@dataclass(frozen=True)
class Evaluation:
    """What the result panel shows for one state."""

    result: ScoreResult | None = None  # a complete hand's score (valid or not)
    waits: tuple[Wait, ...] | None = None  # a hand one tile short
    message: str = ""  # why there is neither, or the invalid hand's reason
    settlement: Any = None  # payout.Settlement when it can be computed
    settle_error: str = ""

    @property
    def valid(self) -> bool:
        return self.result is not None and self.result.valid


def evaluate(state: BuildState, ruleset: Ruleset) -> Evaluation:
    count = tile_count(state)
    if count not in (13, 14):
        return Evaluation(message=tr("HandBuilder", "{0} of 14 tiles").format(count))
    hand, situation = hand_of(state), situation_of(state)
    if count == 13:
        try:
            waits = find_waits(hand, situation, ruleset)
        except HandError as exc:
            return Evaluation(message=str(exc))
        if ruleset.counting == "table":  # priced as a win is (units are counted by the engine)
            waits = [
                replace(w, self_drawn=with_points(w.self_drawn, ruleset), discard=with_points(w.discard, ruleset))
                for w in waits
            ]
        return Evaluation(waits=tuple(waits), message=_waits_message(waits))

    result = with_points(score(hand, situation, ruleset), ruleset)
    if not result.valid:
        return Evaluation(result=result, message=result.error or "")
    settlement, error = settle(state, ruleset)
    return Evaluation(result=result, settlement=settlement, settle_error=error)


def settle(state: BuildState, ruleset: Ruleset) -> tuple[Any, str]:
    """Each seat's payment for this hand: (Settlement, "") or (None, reason)."""
    try:
        obj = to_json(state)
        hand, situation = hand_of(state), situation_of(state)
        losers = read_losers(obj.get("losers"), hand, situation, ruleset) if ruleset.counting == "units" else {}
        entry = ScoredHand(hand, situation, obj.get("discarder"), obj.get("responsible"), losers)
        settlement = settle_entry(entry, ruleset).settlement
    except ValueError as exc:
        return None, str(exc)
    if settlement is None:
        return None, tr("HandBuilder", "Say who discarded the winning tile")
    return settlement, ""


def record_check(state: BuildState, ev: Evaluation) -> tuple[bool, str, str]:
    """(can record, the full reason why not, a short one for the button)."""
    if state.is_empty:
        return False, tr("HandBuilder", "Enter the winning hand first"), tr("HandBuilder", "no hand yet")
    if ev.result is None:
        return False, ev.message, tr("HandBuilder", "{0} of 14 tiles").format(tile_count(state))
    if not ev.result.valid:
        return (
            False,
            tr("HandBuilder", "Not a valid hand: {0}").format(ev.result.error),
            tr("HandBuilder", "not a valid hand"),
        )
    if not ev.result.meets_minimum:
        return (
            False,
            tr("HandBuilder", "Below the minimum: {0} faan needed, {1} counted").format(
                ev.result.min_faan, ev.result.faan_toward_minimum
            ),
            tr("HandBuilder", "below the minimum"),
        )
    if ev.settlement is None:
        return False, ev.settle_error, tr("HandBuilder", "payment unclear")
    return True, "", ""


def _waits_message(waits) -> str:
    if not waits:
        return tr("HandBuilder", "13 tiles, but no tile completes this hand")
    return tr("HandBuilder", "Waiting on {0}").format(" ".join(T.token(w.tile) for w in waits))
