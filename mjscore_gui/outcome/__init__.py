"""The one outcome path: a typed entry (a hand by its tiles, a claim by its faan, a
win on bonus tiles alone, a false win, a draw, a penalty) and its ruleset in, the scored and settled `Outcome` out
(`settle_entry`). JSON is read and written at the faces only (jsonform.py); the input
limits every reader applies are declared once (limits.py)."""

from mjscore_gui.limits import MAX_DEPTH, MAX_FAAN, check_size, one_line
from mjscore_gui.outcome.entries import BonusWin, Draw, Entry, FaanClaim, FalseWin, Penalty, ScoredHand
from mjscore_gui.outcome.score_and_settle import Outcome, settle_entry, settlement_rules, with_points

__all__ = [
    "MAX_DEPTH",
    "MAX_FAAN",
    "BonusWin",
    "Draw",
    "Entry",
    "FaanClaim",
    "FalseWin",
    "Outcome",
    "Penalty",
    "ScoredHand",
    "check_size",
    "one_line",
    "settle_entry",
    "settlement_rules",
    "with_points",
]
