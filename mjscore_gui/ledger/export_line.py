"""One entry of a session as a line of its JSON export (exchange.py): the entry as typed,
its table, and its result with exact amounts."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger.stored_entry import typed_json
from mjscore_gui.ledger.table import HAND_KINDS, MONEY_KINDS, TableState, label
from mjscore_gui.payout.money import exact_text

_DECIMAL = re.compile(r'"\\u0000([-0-9.]+)\\u0000"')


def json_text(value: Any) -> str:
    """Compact JSON with exact amounts: whole amounts as integers, finite decimals as
    decimal numbers (never through a float), other fractions as "p/q" text."""
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "), default=_exact)
    return _DECIMAL.sub(r"\1", text) if "\\u0000" in text else text


def _exact(value: Any) -> Any:
    if isinstance(value, (Fraction, Decimal)):
        frac = Fraction(value)
        if frac.denominator == 1:
            return frac.numerator
        shown = exact_text(frac)
        return shown if "/" in shown else f"\x00{shown}\x00"
    raise TypeError(f"cannot write {type(value).__name__} as JSON")


def entry_item(
    kind: str,
    recorded: str | None,
    number: int | None,
    data: Mapping[str, Any],
    state: TableState,
    names: Mapping[int, str],
    new_rules: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The entry as the export holds it, all but its result."""
    item: dict[str, Any] = {"kind": kind, "recorded": recorded}
    if kind in MONEY_KINDS:
        item["record"] = typed_json(kind, data, state, names)
        if kind in HAND_KINDS:
            item["number"] = number
        seats = {w: names[pid] for w, pid in state.seats().items()}
        item["label"] = label(state, seats["E"])
        item["players"] = seats
        if state.sits_out is not None:  # a table of five: who sat this one out
            item["sits_out"] = names[state.sits_out]
    elif kind == "rules":
        item["record"] = {"rules": new_rules}
    elif kind == "seats":
        item["record"] = {"seats": {w: names[data["seats"][w]] for w in SEATS}}
    elif kind == "swap":
        item["record"] = {"swap": [names[data["a"]], names[data["b"]]]}
    else:
        item["record"] = {"substitute": {"out": names[data["out"]], "in": names[data["in"]]}}
    return item


def entry_line(item: dict[str, Any], stored_result: str | None, amounts: Mapping[str, Fraction | int]) -> str:
    """`json_text` of the item with its result: the stored result (already JSON, amounts
    as text) spliced in with its payments as exact numbers."""
    if item["kind"] not in MONEY_KINDS:
        return json_text(item)
    stored = stored_result or ""
    cut = stored.rfind(',"payments":')
    if cut < 0 or not stored.endswith("}"):
        result = json.loads(stored) if stored else {}
        result.pop("payments", None)
        return json_text({**item, "result": {**result, "payments": dict(amounts)}})
    if all(type(a) is int for a in amounts.values()):
        payments = "{" + ", ".join(f'"{w}": {a}' for w, a in amounts.items()) + "}"
    else:
        payments = json_text(dict(amounts))
    return f'{json_text(item)[:-1]}, "result": {stored[:cut]}, "payments": {payments}}}}}'
