"""JSON text with exact amounts: a Fraction or Decimal is written as its exact decimal
digits (never through a float), or as "p/q" text when it has no finite decimal."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction
from typing import Any


def dumps(value: Any) -> str:
    numbers: dict[str, str] = {}

    def prepare(v: Any) -> Any:
        if isinstance(v, bool) or v is None or isinstance(v, (int, str)):
            return v
        if isinstance(v, (Fraction, Decimal)):
            text = exact_text(v)
            if "/" in text:
                return text
            key = f"\u0000{len(numbers)}\u0000"
            numbers[key] = text
            return key
        if isinstance(v, dict):
            return {str(k): prepare(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [prepare(x) for x in v]
        raise TypeError(f"cannot write {type(v).__name__} as JSON")

    text = json.dumps(prepare(value), ensure_ascii=False, indent=2)
    for key, number in numbers.items():
        text = text.replace(json.dumps(key), number)
    return text


def exact_text(value: Fraction | Decimal) -> str:
    if isinstance(value, Decimal):
        return format(value, "f")
    if value.denominator == 1:
        return str(value.numerator)
    d = value.denominator
    twos = fives = 0
    while d % 2 == 0:
        d //= 2
        twos += 1
    while d % 5 == 0:
        d //= 5
        fives += 1
    if d != 1:
        return f"{value.numerator}/{value.denominator}"
    places = max(twos, fives)
    return format(Decimal(value.numerator * 10**places // value.denominator).scaleb(-places), "f")
