"""Where a session came from in a club night's seating plan: the evening, the table and
the round ("Start table 3, round 2"). A session started by hand has none (None).

Stored with the session as JSON (schema 10's `plan` column), shown in `SessionInfo.plan`
and carried in the JSON export as the session's "plan", always with all three keys:
{"evening": "2025-03-14-friday", "table": 3, "round": 2}; table and round may be None
(an evening's session whose table was not drawn), the evening never is.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from contextlib import suppress
from typing import Any

from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.names import text
from mjscore_gui.limits import MAX_LINE

Plan = dict[str, Any]  # {"evening": str, "table": int | None, "round": int | None}

KEYS = ("evening", "table", "round")
MAX_NUMBER = 999  # tables or rounds of one evening: far beyond any club's


def checked(value: Any) -> Plan | None:
    """`value` as a session's plan, or None for none; LedgerError saying what is wrong."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise LedgerError('a session\'s plan must be {"evening": ID, "table": N, "round": R}')
    unknown = sorted(str(k) for k in value if k not in KEYS)
    if unknown:
        raise LedgerError(f"unknown key {unknown[0]!r} in a session's plan; it takes evening, table and round")
    evening = value.get("evening")
    if evening is None:
        raise LedgerError("a session's plan needs the evening it belongs to (a table or round needs an evening)")
    shown = text(evening, "the plan's evening", MAX_LINE, single_line=True)
    if not shown:
        raise LedgerError("the plan's evening must not be empty")
    return {"evening": shown, **{what: _number(value.get(what), what) for what in ("table", "round")}}


def _number(value: Any, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_NUMBER:
        raise LedgerError(f"the plan's {what} must be a whole number from 1 to {MAX_NUMBER}, not {value!r}")
    return value


def stored(plan: Plan | None) -> str | None:
    """The plan as the ledger stores it (JSON text; NULL for none)."""
    return None if plan is None else json.dumps(plan, ensure_ascii=False, separators=(",", ":"))


def read(text_: str | None) -> Plan | None:
    """A stored plan back; a stored text that no longer reads is no plan (it only groups
    sessions, it moves no money)."""
    with suppress(ValueError):  # a LedgerError is a ValueError too
        return checked(json.loads(text_)) if text_ else None
    return None
