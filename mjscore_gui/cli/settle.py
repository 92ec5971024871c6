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
from mjscore_gui.engine import RulesetError
from mjscore_gui.engine.errors import shown
from mjscore_gui.engine.hand_format import parse_conditions
from mjscore_gui.evaluate import hand_ruleset
from mjscore_gui.payout import (
    SEATS,
    Settlement,
    SettlementRules,
    payments_json,
    settle,
    settle_draw,
    settle_false_win,
)

__all__ = ["add_parser", "run", "settle_form", "settle_form_json", "default_settings", "payments_json"]

_SETTLE_KEYS = frozenset(
    {"faan", "seat_wind", "win", "discarder", "responsible", "rules", "ruleset",
     "false_win", "draw", "limit", "minimum_faan", "conditions"}
)
# A whole hand may be piped in after its faan was added; its tiles are not needed here.
_HAND_KEYS = frozenset({"concealed", "melds", "winning_tile", "prevailing_wind", "flowers"})


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "settle",
        help="settle a hand from its faan alone: who pays whom",
        description="Reads {\"faan\": 5, \"seat_wind\": \"S\", \"win\": \"discard\", \"discarder\": \"E\", "
        "\"rules\": {...}} (or an array of them) and writes the payments as JSON. "
        "{\"false_win\": true, \"seat_wind\": \"N\"} settles a false win, {\"draw\": true} a drawn hand.",
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


def default_settings(ruleset: str | None = None) -> dict[str, Any]:
    """The settings `settle` starts from: the named preset's (or ruleset file's), else hk's."""
    try:
        # hand_ruleset checks the reference's type: "" or 5 is refused, not read as the default.
        return dict(hand_ruleset({"ruleset": ruleset} if ruleset is not None else {}).settings)
    except RulesetError as exc:
        raise CliError(str(exc)) from None


def settle_form(entry: Any, settings: Mapping[str, Any] | None = None) -> Settlement:
    """One settle-form object -> Settlement; CliError says what is wrong with it.

    `settings` is the ruleset's flat `[settings]` table; by default the hk preset's.
    """
    if not isinstance(entry, Mapping):
        raise CliError(f"expected a JSON object like {{\"faan\": 5, \"win\": \"discard\", ...}}, not {_kind(entry)}")
    unknown = sorted(set(entry) - _SETTLE_KEYS - _HAND_KEYS)
    if unknown:
        raise CliError(f"unknown key {shown(unknown[0], 30)}; settle reads {', '.join(sorted(_SETTLE_KEYS))}")
    try:
        if _flag(entry, "draw"):
            return settle_draw()
        base = settings if settings is not None else default_settings(entry.get("ruleset"))
        overrides = entry.get("rules")
        if overrides is None:
            overrides = {}
        if not isinstance(overrides, Mapping):
            raise CliError(f"rules must be an object of settings, not {_kind(overrides)}")
        rules = SettlementRules.from_settings(base, overrides)
        seat = entry.get("seat_wind", "E")
        if seat not in SEATS:
            raise CliError(f"seat_wind (the winner's seat) must be E, S, W or N, not {shown(seat)}")
        if _flag(entry, "false_win"):
            return settle_false_win(seat, rules)
        if "faan" not in entry:
            raise CliError("faan is missing: give the hand's faan, e.g. \"faan\": 5")
        if "win" not in entry:
            raise CliError("win is missing: give \"win\": \"discard\" or \"self_drawn\"")
        conditions = parse_conditions(entry.get("conditions"))
        return settle(
            entry["faan"], seat, entry["win"], entry.get("discarder"), entry.get("responsible"), rules,
            minimum_faan=entry.get("minimum_faan"),
            limit=_flag(entry, "limit"),
            robbing_kong="robbing_kong" in conditions,
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None


def settle_form_json(entry: Any, settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
    settlement = settle_form(entry, settings)
    result = payments_json(settlement)
    result["meets_minimum"] = settlement.meets_minimum
    if settlement.reason:
        result["reason"] = settlement.reason
    return result


def _flag(entry: Mapping[str, Any], key: str) -> bool:
    value = entry.get(key, False)
    if not isinstance(value, bool):
        raise CliError(f"{key} must be true or false, not {shown(value)}")
    return value


def _kind(value: Any) -> str:
    return {list: "a list", str: "text", dict: "an object"}.get(type(value), shown(value))
