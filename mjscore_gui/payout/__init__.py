"""Settlement: from a hand's faan to who pays whom, in exact amounts.

Pure Python with no Qt, so the command line, the ledger and tests can settle hands
without a window. Sources: seed 001 (Converting faan to score, Which player pays,
Common modifications, Penalties), seed 003 (5.3-5.4) and seed 004 (Payment).
"""

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.engine.settings import PAYOUT_CHOICES, PAYOUT_SETTINGS
from mjscore_gui.payout.money import format_amount, to_fraction
from mjscore_gui.payout.rules import SettlementRules
from mjscore_gui.payout.settlement import Settlement, payments_json, settle, settle_draw, settle_false_win
from mjscore_gui.payout.tables import BUILTIN_TABLE_IDS, builtin_table, make_table, parse_custom_table

__all__ = [
    "BUILTIN_TABLE_IDS",
    "PAYOUT_CHOICES",
    "PAYOUT_SETTINGS",
    "SEATS",
    "Settlement",
    "SettlementRules",
    "builtin_table",
    "format_amount",
    "make_table",
    "parse_custom_table",
    "payments_json",
    "settle",
    "settle_draw",
    "settle_false_win",
    "to_fraction",
]
