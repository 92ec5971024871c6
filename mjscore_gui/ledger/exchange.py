"""A session out as CSV (for a spreadsheet) or JSON (re-importable), and back in.

The JSON keeps each hand exactly as it would be typed (hand-format, seats by wind at
that hand), so importing replays the same entries at the same table and arrives at
the same session: same hands, labels, payments and totals. Each session carries its
uuid, so importing a night that is already in the ledger (another laptop's export,
or the same file twice) adds nothing.

Version 2 carries whether the dealer stays on a draw in each ruleset (its setting
`dealer_stays_on_draw`). Version 1 carried it beside the rulesets, as
"dealer_stays_on_draw" of the session and of each rules change; those still import,
as shorthands for the setting. Exports without a uuid (before schema 3) import as
new sessions.

Since schema 9 an export also carries the session's owner (the id of the ledger that
started or adopted it), its revision and its hand-overs ("adopted"). It imports as a
read-only copy of the owner's session; a later export with a higher revision replaces
the copy whole, an older or equal one is skipped, and one whose hands do not settle to
its own stored totals is refused. A session this ledger owns is never overwritten. An
export without an owner (an older MJScore) imports as this ledger's own session.

Since schema 10 (keys added, the version unchanged): a table of five lists five
"players" (the first four East, South, West, North, the fifth sitting out the first
hand; the order in which they sit out), each hand and penalty names who sat it out
("sits_out", for reading: the import works it out again), and the session carries its
"plan" ({"evening", "table", "round"} of a club night's seating plan, or null). An
older export still imports; an older MJScore refuses a table of five with one line.
"""

from __future__ import annotations

import csv
import io
import json
import uuid as uuids
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.errors import RulesetError
from mjscore_gui.engine.ruleset import ruleset_from_dict
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger import ownership
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.export_line import entry_item, entry_line, json_text
from mjscore_gui.ledger.names import player_name
from mjscore_gui.ledger.rulesets import rules_with
from mjscore_gui.ledger.stored_entry import Make, from_json, make_entry
from mjscore_gui.ledger.table import MONEY_KINDS, TableState
from mjscore_gui.ledger.times import time_text
from mjscore_gui.limits import check_size
from mjscore_gui.payout.money import exact, exact_text
from mjscore_gui.rulebook import check_ruleset
from mjscore_gui.schema import SchemaError, decode, loads, rule

# The session and the ledger are passed in (they call this module): typed as Any here so
# that imports flow one way.
Session = Any
Ledger = Any

FORMAT = "mjscore-ledger"
FORMAT_VERSION = 2
READS = (1, 2)  # the versions import_json takes
# A spreadsheet runs a cell starting with one of these as a formula.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@dataclass
class Imported:
    """What an import did: the sessions it added, the copies it replaced with a newer
    revision, and those the ledger already had (each skipped with a line in `skipped`)."""

    added: list[Session] = field(default_factory=list)
    already: list[Session] = field(default_factory=list)
    replaced: list[Session] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    # The re-derived totals disagree with the totals stored in the file: one line each.
    warnings: list[str] = field(default_factory=list)

    @property
    def session(self) -> Session:
        """The (first) session the file holds, added now or before."""
        return (self.added + self.replaced + self.already)[0]


@dataclass(frozen=True)
class Envelope:
    """What a file says it is, read before the rest: a newer MJScore's file is named as such."""

    format: Any = None
    version: int | None = rule(None, expected="a format version (a whole number)")


@dataclass(frozen=True)
class _Head:
    """An export's "session" as read; its players, ruleset and plan are checked as the session is made."""

    players: tuple[Any, ...] = rule(many="a list of four or five names")
    uuid: Any = None
    owner: Any = None
    revision: int | None = rule(None, between=(0, 10**15), expected="a whole number of 0 or more")
    adopted: tuple[dict[str, Any], ...] | None = rule(None, count=(0, 1000), many="a list of hand-overs")
    name: str | None = None
    notes: str | None = None
    started: str | None = rule(None, expected="a date as text, or null")
    ended: str | None = rule(None, expected="a date as text, or null")
    plan: Any = None


@dataclass(frozen=True)
class _Entry:
    record: dict[str, Any]
    kind: Any = None
    recorded: str | None = rule(None, expected="a date as text, or null")


@dataclass(frozen=True)
class _Export:
    session: _Head
    entries: tuple[_Entry, ...]
    totals: Any = None


def export_csv(session: Session) -> str:
    """A row per hand (and penalty, seat or rules change) with each player's delta and
    running total, then a row of totals. Amounts are exact (1/3 stays 1/3); text that a
    spreadsheet would run as a formula is kept as text."""
    players = session.players
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = ["hand", "label", "entry"]
    for p in players:
        header += [p, f"{p} total"]
    writer.writerow([_cell(c) for c in header])
    _write_exact(writer, session, players)
    totals = session.totals()
    row = ["", "Totals", f"{session.hand_count} hands"]
    for p in players:
        row += ["", exact_text(totals.get(p, 0))]
    writer.writerow(row)
    return out.getvalue()


def _write_exact(writer: Any, session: Session, players: list[str]) -> None:
    # Whole amounts stay int (quick to write); 1/3 stays 1/3.
    for e in session.entries():
        row: list[Any] = [e.number if e.is_hand else "", _cell(e.label), _cell(e.description)]
        seats = e.seats
        deltas = {seats[w]: amount for w, amount in e.payments.items()}
        if e.sits_out is not None and e.has_money:
            deltas[e.sits_out] = 0  # by person: who sat out the hand moved nothing
        for p in players:
            total = _amount(e.totals.get(p, 0))
            row += [_amount(deltas[p]), total] if p in deltas else ["", total]
        writer.writerow(row)


def _amount(amount: Fraction | int) -> str:
    return str(amount) if type(amount) is int else exact_text(amount)


def _cell(text: str) -> str:
    # A player named "=HYPERLINK(...)" stays a name: the quote tells the spreadsheet so.
    return "'" + text if text.startswith(_FORMULA_START) else text


def export_json(session: Session) -> dict[str, Any]:
    """The whole session. Amounts are exact (int or Fraction): write them with
    `json_text` (or any writer that keeps them exact)."""
    entries = list(_export_entries(session))
    return {**_export_head(session), "entries": entries, "totals": session.totals()}


def export_json_text(session: Session) -> str:
    """`export_json` as JSON text, one entry a line: a club's whole history stays quick."""
    head = _export_head(session)
    lines = ["{"] + [f"  {json.dumps(k)}: {json_text(v)}," for k, v in head.items()] + ['  "entries": [']
    entries = [f"    {line}" for line in _export_entry_lines(session)]
    lines.append(",\n".join(entries))
    lines += ["  ],", f'  "totals": {json_text(session.totals())}', "}"]
    return "\n".join(line for line in lines if line) + "\n"


def _export_head(session: Session) -> dict[str, Any]:
    names = session.names()
    held = session.ownership
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "session": {
            "uuid": session.uuid,
            "owner": held.owner,
            "revision": held.revision,
            "adopted": held.adopted,
            "name": session.name,
            "notes": session.notes,
            "started": time_text(session.started),
            "ended": time_text(session.ended),
            "players": [names[p] for p in session.initial().at_table],
            "ruleset": session.first_ruleset.to_dict(),
            "plan": session.plan,
        },
    }


def _export_items(session: Session) -> Iterator[tuple[Any, dict[str, Any]]]:
    names = session.names()
    for e in session.entries():
        new_rules = e.new_ruleset.to_dict() if e.kind == "rules" else None
        yield e, entry_item(e.kind, time_text(e.recorded), e.number, e.data, e.state, names, new_rules)


def _export_entry_lines(session: Session) -> list[str]:
    return [entry_line(item, e.stored_result, e.payments) for e, item in _export_items(session)]


def _export_entries(session: Session) -> Iterator[dict[str, Any]]:
    for e, item in _export_items(session):
        if e.has_money:
            result = e.result
            result.pop("payments", None)
            item["result"] = {**result, "payments": e.payments}
        yield item


def parse(data: Any) -> Any:
    """An export as read from its file (or its text), checked for what no export holds:
    done before the import takes the ledger's lock."""
    if isinstance(data, (str, bytes)):
        try:
            data = loads(data, decimals=True)
        except SchemaError as exc:
            raise LedgerError(str(exc)) from None
    try:
        check_size(data, "the export")
    except ValueError as exc:
        raise LedgerError(str(exc)) from None
    return data


def import_json(ledger: Ledger, data: Any) -> Imported:
    """Inside the ledger's write: every session of a parsed export (one, or a list)."""
    exports = data if isinstance(data, list) else [data]
    if not exports:
        raise LedgerError("the file holds no sessions")
    imported = Imported()
    for number, export in enumerate(exports, start=1):
        try:
            _import_session(ledger, export, imported)
        except LedgerError as exc:
            raise type(exc)(f"session {number}: {exc}" if len(exports) > 1 else str(exc)) from None
    return imported


def _import_session(ledger: Ledger, data: Any, imported: Imported) -> None:
    try:
        written = decode(Envelope, data)
        if written.format != FORMAT:
            raise LedgerError(f'not an MJScore session export (expected "format": "{FORMAT}")')
        if written.version not in READS:
            raise LedgerError(f"session export version {written.version} is not one this MJScore reads")
        export = decode(_Export, data)
    except SchemaError as exc:
        raise LedgerError(str(exc)) from None
    meta = export.session
    session_uuid = _uuid(meta.uuid)
    owner, revision, adopted = _ledger_id(meta.owner), meta.revision, [dict(a) for a in meta.adopted or ()]
    replace = None
    if session_uuid is not None:
        known = ledger.session_by_uuid(session_uuid)
        if known is not None:
            shown = f"{known.name or time_text(known.started)} (session {known.id})"
            held = known.ownership
            if held.own:
                imported.already.append(known)
                imported.skipped.append(f"{shown} is this ledger's own; an import never overwrites it, nothing changed")
                return
            if revision is None or revision <= held.revision:
                imported.already.append(known)
                imported.skipped.append(f"already have revision {held.revision} of {shown}; nothing changed")
                return
            replace = known
    ruleset = _ruleset(data["session"], f"the ruleset of session {_label(meta)}")
    session = ledger.new_session(
        list(meta.players),
        ruleset,
        name=meta.name or "",
        notes=meta.notes or "",
        started=meta.started or None,
        session_uuid=session_uuid,
        replace=replace,
        plan=meta.plan,
    )
    steps: list[tuple[Make, str | None]] = []
    for index, item in enumerate(export.entries, start=1):
        try:
            steps.append(_import_entry(ledger, session, item))
        except (LedgerError, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise LedgerError(f"entry {index}: {_reason(exc)}") from None
    # Imported entries are history, not changes made here: nothing to undo. They go in
    # as one quick batch, so a hand recorded meanwhile elsewhere need not wait long.
    session.append_history(steps)
    if meta.ended is not None:
        session.mark_ended(meta.ended[:40])
    (imported.added if replace is None else imported.replaced).append(session)
    stored = export.totals
    if owner is not None:
        ownership.set_copy(ledger.store, session.id, owner, revision or 0, adopted)
    if stored is None and (session_uuid is None or owner is None):
        return
    wrong = _compare_totals(session, stored, imported)
    if wrong and session_uuid is not None and owner is not None:
        # A copy of a ledger's session is taken only as its owner stored it.
        shown = meta.name or meta.started or "the session"
        raise LedgerError(
            f"{shown}: its hands do not settle to its stored totals (for {', '.join(wrong[:4])}); not imported"
        )


def _import_entry(ledger: Ledger, session: Session, item: _Entry) -> tuple[Make, str | None]:
    kind, record, recorded = item.kind, item.record, item.recorded
    make: Make
    if kind in MONEY_KINDS:
        make = make_entry(from_json(record))
    elif kind == "rules":
        rid = ledger.store.store_ruleset(
            _ruleset(record, f"the rules change of session {_label(session)}", key="rules")
        )
        make = _fixed("rules", {"ruleset": rid})
    elif kind == "seats":
        seats = record.get("seats")
        if not isinstance(seats, Mapping) or set(seats) != set(SEATS):
            raise LedgerError("a seat change needs a player for each seat: E, S, W and N")
        make = _fixed("seats", {"seats": {w: session.player_id(seats[w]) for w in SEATS}})
    elif kind == "swap":
        pair = record.get("swap")
        if not isinstance(pair, list) or len(pair) != 2:
            raise LedgerError('a swap names two players, e.g. "swap": ["Amy", "Ben"]')
        make = _fixed("swap", {"a": session.player_id(pair[0]), "b": session.player_id(pair[1])})
    elif kind == "substitute":
        change = record.get("substitute")
        if not isinstance(change, Mapping):
            raise LedgerError('a substitution needs {"out": name, "in": name}')
        out = session.player_id(str(change.get("out")))
        joining = session.add_player(player_name(change.get("in")))
        make = _fixed("substitute", {"out": out, "in": joining})
    else:
        raise LedgerError(f"unknown entry kind {_short(kind)}")
    return make, (recorded[:40] if recorded else None)


def _fixed(kind: str, data: dict[str, Any]) -> Make:
    def make(state: TableState, rules: Ruleset) -> tuple[str, dict[str, Any]]:
        return kind, data

    return make


def _ruleset(holder: Mapping[str, Any], what: str, key: str = "ruleset") -> Ruleset:
    """The ruleset `holder[key]`, with version 1's "dealer_stays_on_draw" beside it (when
    given) as its setting."""
    value = holder.get(key)
    if not isinstance(value, Mapping):
        raise LedgerError(f"{what} must be an object (a ruleset as exported)")
    for part in ("settings", "patterns"):
        if part in value and not isinstance(value[part], Mapping):
            raise LedgerError(f"{what}: its {part!r} must be an object, not {_short(value[part])}")
    try:
        # Decimal settings arrive as text or Decimal; the ruleset checks and converts them,
        # then the one check every ruleset coming in passes (names, limit, payout table).
        ruleset = check_ruleset(ruleset_from_dict(dict(value), what), what)
    except (RulesetError, ValueError, TypeError, AttributeError, KeyError) as exc:
        raise LedgerError(_reason(exc)) from None
    stays = holder.get("dealer_stays_on_draw")
    if stays is not None and not isinstance(stays, bool):
        raise LedgerError(f"{what}: dealer_stays_on_draw must be true or false, not {_short(stays)}")
    return rules_with(ruleset, dealer_stays_on_draw=stays)


def _label(session: Any) -> str:
    """A session as a player finds it: its name, else when it started, else its uuid."""
    for key in ("name", "started", "uuid"):
        value = getattr(session, key, None)
        if isinstance(value, str) and value.strip():
            return _short(value.strip())
    return "without a name"


def _uuid(value: Any) -> str | None:
    if value is None:
        return None
    try:
        return str(uuids.UUID(str(value)))
    except ValueError:
        raise LedgerError(f"the session's uuid {_short(value)} is not a uuid") from None


def _ledger_id(owner: Any) -> str | None:
    """The export's owner ledger id (None: an export from before schema 9)."""
    try:
        return None if owner is None else str(uuids.UUID(str(owner)))
    except ValueError:
        raise LedgerError(f"the session's owner {_short(owner)} is not a ledger id") from None


def _compare_totals(session: Session, stored: Any, imported: Imported) -> list[str]:
    """The players whose stored total differs from the one their hands settle to (a
    warning says so)."""
    derived = session.totals()
    if stored is None:
        return ["everyone (the export has no totals)"]
    if not isinstance(stored, Mapping):
        imported.warnings.append("the file's totals are not an object; the totals were worked out from its hands")
        return ["everyone"]
    wrong = []
    for name, amount in stored.items():
        try:
            value = exact(amount, f"the stored total of {name}")
        except ValueError:
            value = None
        key = name if isinstance(name, str) else ""
        if key not in derived or value != derived[key]:
            wrong.append(str(name)[:40])
    if wrong:
        imported.warnings.append(
            f"the file's totals disagree with its hands for {', '.join(wrong[:4])}; the totals worked out from "
            "the hands are kept"
        )
    return wrong


def _reason(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return f"missing {_short(exc.args[0] if exc.args else '')}"
    return " ".join(str(exc).split())[:160] or type(exc).__name__


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
