"""Numbers small enough to compute with exactly.

Exact arithmetic has no overflow, so a hostile number costs time instead: Fraction of
Decimal("1e999999999") builds a billion-digit integer and int() of it spins for hours.
Every number read from a player, a file or a ledger is checked here before any
arithmetic. No amount, faan or setting needs more than MAX_NUMBER_DIGITS digits either side
of the point.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from mjscore_gui.limits import MAX_NUMBER_DIGITS


def is_bounded(value: int | Decimal) -> bool:
    """At most MAX_NUMBER_DIGITS digits, and a decimal point at most MAX_NUMBER_DIGITS places away."""
    if isinstance(value, int):
        return value.bit_length() <= MAX_NUMBER_DIGITS * 3.32
    return (
        value.is_finite()
        and abs(value.adjusted()) <= MAX_NUMBER_DIGITS
        and len(value.as_tuple().digits) <= MAX_NUMBER_DIGITS
    )


def bounded_decimal(text: str) -> Decimal:
    """`text` as an exact Decimal, or ValueError saying why it is not a usable number."""
    shown = text if len(text) <= 24 else text[:23] + "…"
    if len(text) > 2 * MAX_NUMBER_DIGITS:
        raise ValueError(
            f"the number {shown!r} is {len(text)} characters long; at most {MAX_NUMBER_DIGITS} digits are read"
        )
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise ValueError(f"{shown!r} is not a number") from None
    if not value.is_finite():
        raise ValueError(f"{text.strip()} is not a number MJScore can use; write a plain number such as 5 or 0.5")
    if not is_bounded(value):
        raise ValueError(
            f"the number {shown!r} is out of range (more than {MAX_NUMBER_DIGITS} digits before or after the point)"
        )
    return value
