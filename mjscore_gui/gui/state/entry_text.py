"""What a ledger row says, in full, and its own number: a hand is "3", a penalty "P1",
a rules or seat change has no number. Also the one-line summary of a ruleset that the
edit view shows ("played under: Hong Kong, 3-faan minimum, half spicy, cap 13").
Plain Python; the words go through the window's translation hook."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.engine.settings import all_settings
from mjscore_gui.gui.state.text import choice_text, shown_name, tr
from mjscore_gui.ledger import HandRecord
from mjscore_gui.payout.money import format_amount


def number_text(row: HandRecord) -> str:
    if row.kind == "penalty":
        return tr("EntryText", "P{0}").format(row.number)
    if row.is_hand:
        return str(row.number)
    return ""


def entry_name(row: HandRecord) -> str:
    """How a confirmation or the status line names the entry: 'hand 3', 'penalty 1'."""
    if row.kind == "penalty":
        return tr("EntryText", "penalty {0}").format(row.number)
    if row.kind == "draw":
        return tr("EntryText", "hand {0} (drawn)").format(row.number)
    if row.kind == "false_win":
        return tr("EntryText", "hand {0} (false win)").format(row.number)
    if row.is_hand:
        return tr("EntryText", "hand {0}").format(row.number)
    if row.kind == "rules":
        return tr("EntryText", "the rules change")
    return tr("EntryText", "the seat change")


def describe(row: HandRecord) -> str:
    """The row's whole story, e.g. 'Penalty 罰: Dan pays Amy 8 — exposed a tile'."""
    if row.kind in ("hand", "faan"):
        text = _win(row)
        responsible = row.typed.get("responsible")
        if responsible in row.seats:
            text += tr("EntryText", "; {0} pays all 包").format(row.seats[responsible])
        return text + (tr("EntryText", " (faan only)") if row.kind == "faan" else "")
    if row.kind == "draw":
        return tr("EntryText", "Drawn hand 流局: nobody pays")
    if row.kind == "false_win":
        each = -Fraction(min(row.payments.values(), default=0)) / 3
        return tr("EntryText", "False win 詐糊 by {0}: pays each other player {1}").format(
            row.winner_name or "", format_amount(each)
        )
    if row.kind == "penalty":
        return _penalty(row)
    if row.kind == "rules":
        changes = rules_changes(row.ruleset, row.new_ruleset)
        return tr("EntryText", "Rules changed from the next hand: {0}").format(
            ", ".join(changes) if changes else tr("EntryText", "no setting differs")
        )
    return row.description


def _win(row: HandRecord) -> str:
    """A win in words from its settlement: who was paid, by whom, and what (the points
    under rules that count them)."""
    winner = row.winner_name or ""
    everyone = sum(1 for amount in row.payments.values() if amount < 0) >= 3
    self_drawn = row.win == "self_drawn" or row.discarder is None
    discarder = "" if self_drawn else row.discarder_name
    if row.points is not None:
        points, farn = format_amount(row.points), row.faan
        if self_drawn:
            return tr("EntryText", "{0} wins {1} points ({2} farn), self-drawn 自摸; takes from everyone").format(
                winner, points, farn
            )
        if everyone:
            return tr("EntryText", "{0} wins {1} points ({2} farn) on {3}'s discard; takes from everyone").format(
                winner, points, farn, discarder
            )
        return tr("EntryText", "{0} wins {1} points ({2} farn) off {3}").format(winner, points, farn, discarder)
    if self_drawn:
        return tr("EntryText", "{0} wins {1} faan, self-drawn 自摸").format(winner, row.faan)
    if everyone:
        return tr("EntryText", "{0} wins {1} faan on {2}'s discard; everyone pays").format(winner, row.faan, discarder)
    return tr("EntryText", "{0} wins {1} faan off {2}").format(winner, row.faan, discarder)


def _penalty(row: HandRecord) -> str:
    payments, seats, reason = row.payments, row.seats, row.data.get("reason", "")
    payers = [s for s in SEATS if payments.get(s, 0) < 0]
    payees = [s for s in SEATS if payments.get(s, 0) > 0]
    if len(payers) == 1 and len(payees) == 1:
        text = tr("EntryText", "Penalty 罰: {0} pays {1} {2}").format(
            seats[payers[0]], seats[payees[0]], format_amount(payments[payees[0]])
        )
    elif len(payers) == 1 and len({payments[s] for s in payees}) == 1 and len(payees) == 3:
        text = tr("EntryText", "Penalty 罰: {0} pays each other player {1}").format(
            seats[payers[0]], format_amount(payments[payees[0]])
        )
    else:
        parts = [
            f"{seats[s]} {'+' if payments[s] > 0 else ''}{format_amount(payments[s])}" for s in SEATS if payments.get(s)
        ]
        text = tr("EntryText", "Penalty 罰: {0}").format(", ".join(parts))
    return f"{text} — {reason}" if reason else text


def _setting_text(key: str, value: Any) -> str:
    for spec in all_settings():
        if spec.key == key:
            if spec.kind == "choice":
                value = choice_text(dict(spec.choices).get(value, value))
            elif spec.kind == "bool":
                value = tr("EntryText", "yes") if value else tr("EntryText", "no")
            return f"{shown_name(spec.label, spec.label_zh)}: {value}"
    return f"{key}: {value}"


def _pattern_name(pid: str) -> str:
    pattern = PATTERNS.get(pid)
    return shown_name(pid.replace("_", " "), pattern.name_zh if pattern is not None else "")


def rules_changes(before: Ruleset | None, after: Ruleset | None) -> list[str]:
    """Each setting and pattern value that differs, as 'Minimum faan to win: 4'."""
    if before is None or after is None:
        return []
    out = [_setting_text(k, v) for k, v in after.settings.items() if before.settings.get(k) != v]
    for pid, rule in after.patterns.items():
        old = before.patterns.get(pid)
        if old is None or old.faan != rule.faan:
            out.append(tr("EntryText", "{0}: {1} faan").format(_pattern_name(pid), rule.faan))
    if before.id != after.id:
        out.insert(0, shown_name(after.name, after.name_zh))
    return out


def rules_summary(ruleset: Ruleset) -> str:
    """The settings a player checks first: '港式… · 3-faan minimum · Half spicy · cap 13'."""
    s = ruleset.settings
    payout = _setting_text("payout", s.get("payout")).split(": ", 1)[-1]
    return tr("EntryText", "{0} · {1}-faan minimum · {2} · cap {3}").format(
        shown_name(ruleset.name, ruleset.name_zh), s.get("min_faan"), payout, s.get("cap")
    )
