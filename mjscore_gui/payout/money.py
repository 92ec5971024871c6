"""Exact amounts: points are Fractions from start to finish, never binary floats.

Chips change hands on these numbers, and a stake of 0.1 or a split of half an odd
amount between two players (半銃) must not drift, so floats are refused outright and
rounding happens only when an amount is shown to a person.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

Amount = Fraction


def to_fraction(value: int | Decimal | Fraction | str) -> Fraction:
    """`value` as an exact Fraction; a float is refused because it is already inexact."""
    if isinstance(value, bool) or isinstance(value, float):
        raise TypeError(f"amounts must be exact (int, Decimal, Fraction), not {value!r}")
    return Fraction(value)


def format_amount(amount: Fraction, places: int = 2) -> str:
    """An amount for a person to read: whole numbers as they are, others rounded.

    Half-way cases round away from zero, the way a person rounds chips; the exact value
    stays in the settlement, this is only its label.
    """
    amount = Fraction(amount)
    if amount.denominator == 1:
        return str(amount.numerator)
    scale = 10**places
    magnitude = abs(amount) * scale
    rounded = int(magnitude + Fraction(1, 2))  # floor(x + 1/2) on a non-negative x
    text = format((Decimal(rounded) / scale).normalize(), "f")
    if rounded and amount < 0:
        text = "-" + text
    return text
