"""A session out as CSV (for a spreadsheet) or JSON (re-importable), and back in.

The JSON keeps each hand exactly as it would be typed (hand-format, seats by wind at
that hand), so importing replays the same entries at the same table and arrives at
the same session: same hands, labels, payments and totals.

Version 2 carries whether the dealer stays on a draw in each ruleset (its setting
`dealer_stays_on_draw`). Version 1 carried it beside the rulesets, as
"dealer_stays_on_draw" of the session and of each rules change; those still import,
as shorthands for the setting.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mjscore_gui.engine.ruleset import RulesetError, ruleset_from_dict
from mjscore_gui.ledger import money
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.forms import MONEY_KINDS, from_typed, to_typed
from mjscore_gui.ledger.session import Session, rules_with
from mjscore_gui.ledger.table import SEATS

if TYPE_CHECKING:
    from mjscore_gui.ledger.ledger import Ledger

FORMAT = "mjscore-ledger"
FORMAT_VERSION = 2
READS = (1, 2)  # the versions import_json takes


def export_csv(session: Session) -> str:
    """A row per hand (and penalty, seat or rules change) with each player's delta and
    running total, then a row of totals. Amounts are exact (1/3 stays 1/3)."""
    players = session.players
    running = {p: Fraction(0) for p in players}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = ["hand", "label", "entry"]
    for p in players:
        header += [p, f"{p} total"]
    writer.writerow(header)
    for e in session.entries():
        row = [e.number if e.is_hand else "", e.label, e.description]
        deltas = e.deltas
        for p in players:
            if p in deltas:
                running[p] += deltas[p]
                row += [money.display(deltas[p]), money.display(running[p])]
            else:
                row += ["", money.display(running[p])]
        writer.writerow(row)
    totals = session.totals()
    row = ["", "Totals", f"{session.hand_count} hands"]
    for p in players:
        row += ["", money.display(totals.get(p, 0))]
    writer.writerow(row)
    return out.getvalue()


def export_json(session: Session) -> dict[str, Any]:
    """The whole session. Amounts are Fractions: write it with cli.jsonio.dumps (exact)
    or `dumps` below."""
    initial = session._initial()
    names = session._names()
    first_rules = session._ledger._ruleset(initial.ruleset_id)
    entries = []
    for e in session.entries():
        item: dict[str, Any] = {"kind": e.kind, "recorded": e.recorded}
        if e.kind in MONEY_KINDS:
            item["record"] = to_typed(e.kind, e.data, e.state, names)
            if e.is_hand:
                item["number"] = e.number
            item["label"] = e.label
            item["players"] = dict(e.seats)
            result = {k: v for k, v in e.result.items() if k != "payments"}
            item["result"] = {**result, "payments": dict(e.payments)}
        elif e.kind == "rules":
            item["record"] = {"rules": session._ledger._ruleset(e.data["ruleset"]).to_dict()}
        elif e.kind == "seats":
            item["record"] = {"seats": {w: names[e.data["seats"][w]] for w in SEATS}}
        elif e.kind == "swap":
            item["record"] = {"swap": [names[e.data["a"]], names[e.data["b"]]]}
        else:
            item["record"] = {"substitute": {"out": names[e.data["out"]], "in": names[e.data["in"]]}}
        entries.append(item)
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "session": {
            "name": session.name,
            "notes": session.notes,
            "started": session.started,
            "ended": session.ended,
            "players": [names[p] for p in initial.chairs],
            "ruleset": first_rules.to_dict(),
        },
        "entries": entries,
        "totals": session.totals(),
    }


def dumps(data: Any) -> str:
    """JSON text with exact amounts (the command line's writer)."""
    from mjscore_gui.cli.jsonio import dumps as exact_dumps

    return exact_dumps(data)


def import_json(ledger: Ledger, data: Any) -> Session:
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data, parse_float=Decimal)
        except json.JSONDecodeError as exc:
            raise LedgerError(f"not valid JSON: {exc.msg} at line {exc.lineno}") from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise LedgerError(f"not an MJScore session export (expected \"format\": \"{FORMAT}\")")
    if data.get("version") not in READS:
        raise LedgerError(f"session export version {data.get('version')!r} is not one this MJScore reads")
    meta = data.get("session")
    entries = data.get("entries")
    if not isinstance(meta, Mapping) or not isinstance(entries, list):
        raise LedgerError("the export needs a \"session\" object and an \"entries\" list")
    ruleset = _ruleset(meta, "the session's ruleset")

    def work() -> Session:
        session = ledger.new_session(
            meta.get("players") or [], ruleset, name=meta.get("name") or "", notes=meta.get("notes") or "",
            started=meta.get("started"))
        for index, item in enumerate(entries, start=1):
            try:
                _import_entry(ledger, session, item)
            except (LedgerError, KeyError, TypeError) as exc:
                raise LedgerError(f"entry {index}: {exc}") from None
        if meta.get("ended"):
            ledger._db.execute("UPDATE sessions SET ended = ? WHERE id = ?", (meta["ended"], session.id))
        session._cache.clear()
        return session
    return ledger._write(work)


def _import_entry(ledger: Ledger, session: Session, item: Any) -> None:
    if not isinstance(item, Mapping) or not isinstance(item.get("record"), Mapping):
        raise LedgerError("each entry needs a \"kind\" and a \"record\"")
    kind, record, recorded = item.get("kind"), item["record"], item.get("recorded")
    if kind in MONEY_KINDS:
        make = lambda state, rules: from_typed(record, state, rules)  # noqa: E731
    elif kind == "rules":
        rid = ledger._store_ruleset(_ruleset(record, "a rules change", key="rules"))
        make = lambda state, rules: ("rules", {"ruleset": rid})  # noqa: E731
    elif kind == "seats":
        ids = {w: session._player_id(record["seats"][w]) for w in SEATS}
        make = lambda state, rules: ("seats", {"seats": ids})  # noqa: E731
    elif kind == "swap":
        a, b = (session._player_id(n) for n in record["swap"])
        make = lambda state, rules: ("swap", {"a": a, "b": b})  # noqa: E731
    elif kind == "substitute":
        out = session._player_id(record["substitute"]["out"])
        joining = record["substitute"]["in"]
        row = ledger._db.execute("SELECT id FROM players WHERE session_id = ? AND name = ?",
                                 (session.id, joining)).fetchone()
        pid = row[0] if row else ledger._db.execute(
            "INSERT INTO players (session_id, name) VALUES (?, ?)", (session.id, joining)).lastrowid
        session._cache.clear()
        make = lambda state, rules: ("substitute", {"out": out, "in": pid})  # noqa: E731
    else:
        raise LedgerError(f"unknown entry kind {kind!r}")
    # Imported entries are history, not changes made here: nothing to undo.
    session._append(make, recorded=recorded if isinstance(recorded, str) else None, log=False)


def _ruleset(holder: Mapping, what: str, key: str = "ruleset"):
    """The ruleset `holder[key]`, with version 1's "dealer_stays_on_draw" beside it (when
    given) as its setting."""
    try:
        # Decimal settings arrive as text or Decimal; the ruleset checks and converts them.
        ruleset = ruleset_from_dict(holder.get(key), what)
    except (RulesetError, ValueError) as exc:
        raise LedgerError(str(exc)) from None
    stays = holder.get("dealer_stays_on_draw")
    if stays is not None and not isinstance(stays, bool):
        raise LedgerError(f"{what}: dealer_stays_on_draw must be true or false, not {stays!r}")
    return rules_with(ruleset, dealer_stays_on_draw=stays)
