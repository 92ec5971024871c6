"""One check of a ruleset's data for every way a ruleset comes in: `rules import` and the
window's Import, a house file in the rulesets folder, `--ruleset FILE`, a hand's
`"ruleset": "x.toml"`, the presets, and the rulesets inside a `ledger import`.

`ruleset_from_dict` (engine/ruleset.py) checks each key of a file on its own (every
setting in its range, every pattern value); this checks the settings' ranges again for a
ruleset made in code (the window's edits), and adds what needs the ruleset whole or the
payout tables: the faan limit against the minimum, the custom payout table, the
payout settings together, and the names a player reads (length, no control characters).
"""

from __future__ import annotations

import re

from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.settings import all_settings, expectation
from mjscore_gui.limits import MAX_LINE, MAX_NOTE
from mjscore_gui.payout import SettlementRules, parse_custom_table

# Control characters (and Unicode's line and paragraph separators) in a one-line text;
# a description or source may also hold new lines and tabs.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_CONTROL_IN_TEXT = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
_TEXTS = (
    ("name", MAX_LINE, _CONTROL),
    ("name_zh", MAX_LINE, _CONTROL),
    ("description", MAX_NOTE, _CONTROL_IN_TEXT),
    ("source", MAX_NOTE, _CONTROL_IN_TEXT),
)


def ruleset_problem(ruleset: Ruleset) -> str | None:
    """What is wrong with `ruleset` as a whole ("faan_limit: 1 is below ..."), or None."""
    for key, limit, control in _TEXTS:
        text = getattr(ruleset, key)
        if len(text) > limit:
            return f"{key}: {len(text):,} characters; at most {limit}"
        found = control.search(text)
        if found:
            return f"{key}: holds a control character (U+{ord(found.group()):04X}); remove it"
    for spec in all_settings():  # a ruleset made in code, not read from a file, too
        if spec.key in ruleset.settings:
            try:
                spec.coerce(ruleset.settings[spec.key])
            except (ValueError, ArithmeticError):
                return f"{spec.key}: {expectation(spec)}, got {shown(ruleset.settings[spec.key])}"
    minimum = ruleset.settings.get("min_faan", 0)
    if ruleset.faan_limit < minimum:
        return (
            f"faan_limit: {ruleset.faan_limit} is below the minimum of {minimum} faan (min_faan); "
            "raise the limit or lower the minimum"
        )
    table = ruleset.settings.get("custom_table", "")
    try:
        if table:  # checked even when another table is in use: a bad table is a slip to fix now
            parse_custom_table(table)
        SettlementRules.from_settings(ruleset.settings)
    except (ValueError, ArithmeticError) as exc:
        return str(exc)
    return None


def check_ruleset(ruleset: Ruleset, where: str) -> Ruleset:
    """`ruleset` when it passes `ruleset_problem`; RulesetError "where: key: problem" otherwise."""
    problem = ruleset_problem(ruleset)
    if problem is not None:
        raise RulesetError(f"{where}: {problem}")
    return ruleset
