"""Exact amounts as the ledger stores them: text such as "12" or "-3/2", never REAL,
so that chips add up to the cent (parsing what a player typed is payout.money's job)."""

from __future__ import annotations

from fractions import Fraction


def to_text(amount: Fraction | int) -> str:
    return str(Fraction(amount))


def exact(amount: Fraction | int) -> Fraction | int:
    """A whole amount as int, any other as Fraction: how the read model carries money."""
    return amount.numerator if isinstance(amount, Fraction) and amount.denominator == 1 else amount


def from_text(text: str) -> Fraction | int:
    # Almost every amount is whole; int() is several times cheaper than Fraction()
    # and opening a long session sums tens of thousands of them.
    if "/" in text:
        return Fraction(text)
    return int(text)
