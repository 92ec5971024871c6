"""Exact amounts as stored text: "12", "-3/2". Never REAL: chips must add up to the cent."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

ZERO = Fraction(0)


def to_text(amount: Fraction | int) -> str:
    return str(Fraction(amount))


def from_text(text: str) -> Fraction | int:
    # Almost every amount is whole; int() is several times cheaper than Fraction()
    # and opening a long session sums tens of thousands of them.
    if "/" in text:
        return Fraction(text)
    return int(text)


def exact(value: object, what: str = "amount") -> Fraction:
    """A user-given amount as an exact Fraction; floats are refused as already inexact."""
    if isinstance(value, bool) or isinstance(value, float):
        raise ValueError(f"{what} must be an exact number, not {value!r}")
    if isinstance(value, (int, Fraction)):
        return Fraction(value)
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"{what} must be a number, not {value}")
        return Fraction(value)
    if isinstance(value, str):
        try:
            return Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            pass
    raise ValueError(f"{what} must be a number such as 12, 0.5 or \"1/3\", not {value!r}")


def display(amount: Fraction | int) -> str:
    """For CSV and people: whole numbers as they are, finite decimals in full, else p/q."""
    frac = Fraction(amount)
    if frac.denominator == 1:
        return str(frac.numerator)
    den = frac.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    if den == 1:
        return format((Decimal(frac.numerator) / Decimal(frac.denominator)).normalize(), "f")
    return f"{frac.numerator}/{frac.denominator}"
