"""Which rules a session plays: a preset or file by name, and settings changed on it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.ledger.errors import LedgerError
from mjscore_gui.ledger.table import DRAW_SETTING
from mjscore_gui.rulebook import resolve_ruleset as resolve_rulebook_ruleset


def resolve_ruleset(ruleset: Ruleset | str | None) -> Ruleset:
    """A Ruleset as given, or by id (a preset or a house ruleset) or .toml path (None: the default preset)."""
    if isinstance(ruleset, Ruleset):
        return ruleset
    try:
        return resolve_rulebook_ruleset(ruleset)
    except (RulesetError, ValueError, OSError) as exc:
        raise LedgerError(str(exc)) from None


def rules_with(
    ruleset: Ruleset, settings: Mapping[str, Any] | None = None, dealer_stays_on_draw: bool | None = None
) -> Ruleset:
    """`ruleset` with some settings changed; `dealer_stays_on_draw` (None: unchanged) is
    short for that setting."""
    changed = dict(settings or {})
    if dealer_stays_on_draw is not None:
        if not isinstance(dealer_stays_on_draw, bool):
            raise LedgerError(f"dealer_stays_on_draw must be true or false, not {dealer_stays_on_draw!r}")
        changed[DRAW_SETTING] = dealer_stays_on_draw
    if not changed:
        return ruleset
    try:
        return ruleset.with_settings(changed)
    except (ValueError, RulesetError) as exc:
        raise LedgerError(str(exc)) from None
