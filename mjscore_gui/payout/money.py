"""Exact amounts: points are Fractions from start to finish, never binary floats.

Chips change hands on these numbers, and a stake of 0.1 or a split of half an odd
amount between two players (半銃) must not drift, so floats are refused outright and
rounding happens only when an amount is shown to a person.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from mjscore_gui.limits import MAX_AMOUNT_DIGITS


def to_fraction(value: int | Decimal | Fraction | str) -> Fraction:
    """`value` as an exact Fraction; a float is refused because it is already inexact."""
    if isinstance(value, bool) or isinstance(value, float):
        raise TypeError(f"amounts must be exact (int, Decimal, Fraction), not {value!r}")
    return Fraction(value)


def format_amount(amount: Fraction | int | Decimal, places: int = 2) -> str:
    """An amount for a person to read: whole numbers as they are, others rounded.

    Half-way cases round away from zero, the way a person rounds chips; the exact value
    stays in the settlement, this is only its label.
    """
    if not isinstance(amount, Fraction):  # an int or Decimal total
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


def json_number(amount: int | Decimal | Fraction) -> int | Decimal | str:
    """An exact amount in a form JSON holds without loss: a whole number as an int, one
    with a finite decimal expansion (a stake of 0.1, half of 3) as a Decimal, any other
    (a third) as a "p/q" string."""
    if isinstance(amount, int):
        return amount
    frac = amount if isinstance(amount, Fraction) else Fraction(amount)
    if frac.denominator == 1:
        return frac.numerator
    den = frac.denominator
    for prime in (2, 5):
        while den % prime == 0:
            den //= prime
    if den == 1:
        return Decimal(frac.numerator) / Decimal(frac.denominator)
    return f"{frac.numerator}/{frac.denominator}"


def exact_text(amount: int | Decimal | Fraction) -> str:
    """An exact amount as text without loss: "12", "0.125", "-1/3"."""
    number = json_number(amount)
    if isinstance(number, Decimal):
        return format(number.normalize(), "f")
    return str(number)


# Amounts a player types are kept to MAX_AMOUNT_DIGITS digits either side of the point: more is
# a typing slip, and an exponent such as 1e999999999 would take forever to make exact.


def exact(value: object, what: str = "amount") -> Fraction:
    """A typed amount (whole number, Decimal from JSON, "1/3" or "0.5" as text) as an
    exact Fraction. Raises ValueError saying why for a float (already inexact), a
    boolean, an absurdly large or long number, or anything else."""
    if isinstance(value, (bool, float)):
        raise ValueError(f"{what} must be an exact number, not {value!r}")
    if isinstance(value, str):
        text = value.strip()
        if len(text) > 2 * MAX_AMOUNT_DIGITS + 3:
            raise ValueError(f"{what} is too long to be an amount")
        try:
            value = Fraction(text) if "/" in text else Decimal(text)
        except (ValueError, ZeroDivisionError, ArithmeticError):
            raise ValueError(f'{what} must be a number such as 12, 0.5 or "1/3", not {_shown(value)}') from None
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"{what} must be a number, not {value}")
        exponent = value.as_tuple().exponent
        if not isinstance(exponent, int) or value.adjusted() >= MAX_AMOUNT_DIGITS or exponent < -MAX_AMOUNT_DIGITS:
            raise ValueError(f"{what} is out of range (at most {MAX_AMOUNT_DIGITS} digits either side of the point)")
        return Fraction(value)
    if isinstance(value, int):
        if abs(value) >= 10**MAX_AMOUNT_DIGITS:
            raise ValueError(f"{what} is out of range (at most {MAX_AMOUNT_DIGITS} digits)")
        return Fraction(value)
    if isinstance(value, Fraction):
        if abs(value.numerator) >= 10**MAX_AMOUNT_DIGITS or value.denominator >= 10**MAX_AMOUNT_DIGITS:
            raise ValueError(f"{what} is out of range (at most {MAX_AMOUNT_DIGITS} digits)")
        return value
    raise ValueError(f'{what} must be a number such as 12, 0.5 or "1/3", not {_shown(value)}')


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
