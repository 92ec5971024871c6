"""`mjscore settle`: settle a hand from its faan alone.

Many tables count faan themselves and only want the arithmetic. Input (one object or
an array of them; keys as in hand-format.md, "Settlement"):
    {"faan": 5, "seat_wind": "S", "win": "discard", "discarder": "E",
     "responsible": null, "rules": {"payout": "half_spicy", "stake": 0.5}}
or {"false_win": true, "seat_wind": "N"}, or {"draw": true}. Output per object:
    {"payments": {...}, "payment_lines": [...], "meets_minimum": true}
plus "reason" when nothing, or a penalty, was paid.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.jsonio import read_json, write_json
from mjscore_gui.limits import one_line
from mjscore_gui.outcome.jsonform import SETTLE_KEYS, hand_ruleset
from mjscore_gui.outcome.jsonform import settle_form as settle_claim
from mjscore_gui.payout import Settlement, payments_json
from mjscore_gui.rulebook import DEFAULT_RULESET, resolve_ruleset

# A whole hand may be piped in after its faan was added; its tiles are not needed here.
_HAND_KEYS = frozenset({"concealed", "melds", "winning_tile", "prevailing_wind", "flowers"})


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "settle",
        help="settle a hand from its faan alone: who pays whom",
        description='Reads {"faan": 5, "seat_wind": "S", "win": "discard", "discarder": "E", '
        '"rules": {...}} (or an array of them) and writes the payments as JSON. '
        '{"false_win": true, "seat_wind": "N"} settles a false win, {"draw": true} a drawn hand.',
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help="JSON file to read (default: standard input)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    data = read_json(args.file)
    if isinstance(data, list):
        results = []
        for number, entry in enumerate(data, start=1):
            try:
                results.append(settle_form_json(entry))
            except CliError as exc:
                raise CliError(f"hand {number}: {exc}") from None
        write_json(results)
    else:
        write_json(settle_form_json(data))
    return 0


def settle_form(entry: Any, settings: Mapping[str, Any] | None = None) -> Settlement:
    """One settle-form object -> Settlement; CliError says what is wrong with it.

    `settings` is the ruleset's flat `[settings]` table; by default the hk preset's.
    """
    if not isinstance(entry, Mapping):
        raise CliError(f'expected a JSON object like {{"faan": 5, "win": "discard", ...}}, not {_kind(entry)}')
    unknown = sorted(set(entry) - SETTLE_KEYS - _HAND_KEYS)
    if unknown:
        raise CliError(f"unknown key {_kind(unknown[0])}; settle reads {', '.join(sorted(SETTLE_KEYS))}")
    try:
        if settings is not None:
            ruleset = resolve_ruleset(DEFAULT_RULESET).with_settings(settings)
        elif entry.get("draw") is True:
            ruleset = None  # a drawn hand settles alike under any rules
        else:
            ruleset = hand_ruleset({"ruleset": entry["ruleset"]} if "ruleset" in entry else {})
        return settle_claim(entry, ruleset)
    except ValueError as exc:
        raise CliError(one_line(exc)) from None


def settle_form_json(entry: Any, settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
    settlement = settle_form(entry, settings)
    result = payments_json(settlement)
    result["meets_minimum"] = settlement.meets_minimum
    if settlement.reason:
        result["reason"] = settlement.reason
    return result


def _kind(value: Any) -> str:
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37]) + "..."
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a number" if isinstance(value, (int, float)) else type(value).__name__
