"""What the hand being built is worth: its score (valid or not), or its waits when one
tile short, and who pays whom under the ruleset it is judged by. Plain Python."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mjscore_gui.engine import HandError, Ruleset, find_waits
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.waits import Wait
from mjscore_gui.gui.state.build_state import (
    BuildState,
    hand_of,
    losers_of,
    situation_of,
    tile_count,
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
    entry: ScoredHand | None = None  # what was settled: the entry Record sends the ledger

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
        message = (
            tr("HandBuilder", "Waiting on {0}").format(" ".join(T.token(w.tile) for w in waits))
            if waits
            else tr("HandBuilder", "13 tiles, but no tile completes this hand")
        )
        return Evaluation(waits=tuple(waits), message=message)

    # The one outcome path the ledger records with: scored, priced and settled in one call;
    # `entry` is what Record sends the ledger.
    losers = read_losers(losers_of(state), hand, situation, ruleset) if ruleset.counting == "units" else {}
    entry = ScoredHand(hand, situation, state.discarder if state.win == "discard" else None, state.responsible, losers)
    try:
        outcome, error = settle_entry(entry, ruleset), ""
    except ValueError as exc:  # the losers' sets or the discarder make no sense: the hand alone
        outcome, error = settle_entry(ScoredHand(hand, situation), ruleset), str(exc)
    result = outcome.result
    assert result is not None  # a hand by its tiles is always scored
    if not result.valid:
        return Evaluation(result=result, message=result.error or "")
    if error:
        return Evaluation(result=result, settle_error=error)
    if outcome.settlement is None and state.winner is None:  # as Record says: the winner first
        return Evaluation(result=result, settle_error=_pick_the_winner())
    if outcome.settlement is None:
        return Evaluation(result=result, settle_error=tr("HandBuilder", "Say who discarded the winning tile"))
    return Evaluation(result=result, settlement=outcome.settlement, entry=entry)


def record_check(state: BuildState, ev: Evaluation) -> tuple[bool, str, str]:
    """(can record, the full reason why not, a short one for the button)."""
    if state.is_empty:
        why = tr("HandBuilder", "Enter the winning hand first"), tr("HandBuilder", "no hand yet")
    elif ev.result is None:
        why = ev.message, tr("HandBuilder", "{0} of 14 tiles").format(tile_count(state))
    elif not ev.result.valid:
        why = tr("HandBuilder", "Not a valid hand: {0}").format(ev.result.error), tr("HandBuilder", "not a valid hand")
    elif state.winner is None:
        why = _pick_the_winner(), tr("HandBuilder", "pick the winner")
    elif state.win == "discard" and state.discarder is None:
        why = (
            tr(
                "HandBuilder",
                "Pick who discarded the winning tile: click their box above, or choose under Discarded by",
            ),
            tr("HandBuilder", "pick the discarder"),
        )
    elif not ev.result.meets_minimum:
        needed, counted = ev.result.min_faan, ev.result.faan_toward_minimum
        why = (
            tr("HandBuilder", "Below the minimum: {0} faan needed, {1} counted").format(needed, counted),
            tr("HandBuilder", "below the minimum"),
        )
    elif ev.settlement is None:
        why = ev.settle_error, tr("HandBuilder", "payment unclear")
    else:
        return True, "", ""
    return False, *why


def _pick_the_winner() -> str:
    return tr("HandBuilder", "Pick the winner: click their box above, or choose them under Winner")
