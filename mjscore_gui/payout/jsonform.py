"""A settlement in the JSON form of hand-format.md's "Settlement" section."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from mjscore_gui.payout.settlement import Settlement


def payments_json(settlement: Settlement) -> dict[str, Any]:
    """The `payments` (exact numbers, all four seats) and `payment_lines` keys.

    Amounts stay Fractions; `cli.jsonio.write_json` writes them without loss.
    """
    payments: dict[str, Fraction] = dict(settlement.payments)
    return {"payments": payments, "payment_lines": list(settlement.lines)}
