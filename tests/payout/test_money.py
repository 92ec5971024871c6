"""Exact amounts written for JSON and for text: never through a float, never rounded."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.payout.money import exact_text, json_number


@pytest.mark.parametrize(
    "amount, number, text",
    [
        (12, 12, "12"),
        (Fraction(-24, 2), -12, "-12"),
        (Fraction(3, 2), Decimal("1.5"), "1.5"),  # half of an odd amount (半銃)
        (Decimal("0.10"), Decimal("0.1"), "0.1"),  # a stake of 0.1 stays a tenth
        (Fraction(-1, 8), Decimal("-0.125"), "-0.125"),
        (Fraction(1, 3), "1/3", "1/3"),  # no finite decimal: kept as a fraction
        (Fraction(-7, 6), "-7/6", "-7/6"),
    ],
)
def test_exact_forms(amount, number, text):
    assert json_number(amount) == number and type(json_number(amount)) is type(number)
    assert exact_text(amount) == text
    assert Fraction(exact_text(amount)) == Fraction(amount)
