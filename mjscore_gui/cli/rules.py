"""`mjscore rules list|show ID`: the ruleset presets and their values."""

from __future__ import annotations

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.jsonio import write_json
from mjscore_gui.engine import RulesetError, get_preset, load_ruleset, preset_ids
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.payout import SettlementRules


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("rules", help="list the ruleset presets or show one")
    sub = p.add_subparsers(dest="rules_command", metavar="list|show", required=True)
    sub.add_parser("list", help="the ruleset presets").set_defaults(func=run_list)
    show = sub.add_parser("show", help="one preset's settings and pattern values")
    show.add_argument("id", help="a preset id (see 'mjscore rules list') or a ruleset .toml file")
    show.set_defaults(func=run_show)


def run_list(args) -> int:
    rows = []
    for pid in preset_ids():
        try:
            r = get_preset(pid)
        except RulesetError as exc:
            raise CliError(str(exc)) from None
        rows.append({"id": r.id, "name": r.name, "name_zh": r.name_zh, "description": r.description,
                     "source": r.source})
    write_json(rows)
    return 0


def run_show(args) -> int:
    try:
        ruleset = load_ruleset(args.id)
        # The payout settings together (a custom table is only read when it is in use).
        SettlementRules.from_settings(ruleset.settings)
    except ValueError as exc:  # RulesetError is one
        raise CliError(str(exc)) from None
    data = ruleset.to_dict()
    for pid, rule in data["patterns"].items():
        pattern = PATTERNS[pid]
        data["patterns"][pid] = {"name": pattern.name, "name_zh": pattern.name_zh,
                                 "category": pattern.category, **rule}
    write_json(data)
    return 0
