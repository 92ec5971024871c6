"""The kinds of entry a session holds, and how an entry is made inside a write.

An entry is recorded typed (outcome.entries) and stored by player (stored_entry.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.table import TableState
from mjscore_gui.limits import check_size as check_input

# Makes an entry's (kind, stored form) from the table as it stands and its rules.
Make = Callable[[TableState, Ruleset], tuple[str, dict[str, Any]]]

HAND_KINDS = ("hand", "faan", "draw", "false_win")  # numbered hands that move the deal
MONEY_KINDS = HAND_KINDS + ("penalty",)


def check_size(value: Any, what: str) -> None:
    """LedgerError for input no table could mean: see outcome.limits.check_size."""
    try:
        check_input(value, what)
    except ValueError as exc:
        raise LedgerError(str(exc)) from None
