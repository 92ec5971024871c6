"""The one outcome path: a typed entry (a hand by its tiles, a claim by its faan, a
win on bonus tiles alone, a false win, a draw, a penalty) and its ruleset in, the scored and settled `Outcome` out
(`settle_entry`). JSON is read and written at the faces only (jsonform.py); the input
limits every reader applies are declared once (limits.py)."""

from mjscore_gui.limits import MAX_DEPTH, check_size
from mjscore_gui.outcome.entries import BonusWin, Draw, Entry, FaanClaim, FalseWin, Penalty, ScoredHand
from mjscore_gui.outcome.score_and_settle import Outcome, settle_entry, with_points

__all__ = [
    "MAX_DEPTH",
    "BonusWin",
    "Draw",
    "Entry",
    "FaanClaim",
    "FalseWin",
    "Outcome",
    "Penalty",
    "ScoredHand",
    "check_size",
    "settle_entry",
    "with_points",
]
