"""`mjscore rules …`: the presets and the club's own house rulesets.

list, show (JSON, or the readable rules page as Markdown or HTML), export, import,
diff, copy and delete. House rulesets live in the user's config folder (see paths.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.jsonio import write_json
from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.ruleset_diff import diff_rulesets
from mjscore_gui.payout import SettlementRules
from mjscore_gui.rulebook import RulesetLibrary, house_rulesets, resolve_ruleset
from mjscore_gui.rules_page import build_page, to_html, to_markdown


def add_parser(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("rules", help="the ruleset presets and the club's house rulesets")
    sub = p.add_subparsers(dest="rules_command", metavar="list|show|export|import|diff|copy|delete", required=True)
    sub.add_parser("list", help="the presets and house rulesets").set_defaults(func=run_list)
    show = sub.add_parser("show", help="one ruleset's settings and pattern values, or its rules page")
    show.add_argument("id", help="a ruleset id (see 'mjscore rules list') or a ruleset .toml file")
    show.add_argument(
        "--format",
        choices=("json", "md", "html"),
        default="json",
        help="json (default): the data; md or html: the page a player reads",
    )
    show.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    show.set_defaults(func=run_show)
    export = sub.add_parser("export", help="write a ruleset to a TOML file to pass on")
    export.add_argument("id")
    export.add_argument("-o", "--output", metavar="FILE", required=True)
    export.set_defaults(func=run_export)
    imp = sub.add_parser("import", help="add a house ruleset from a TOML file")
    imp.add_argument("file")
    imp.add_argument("--replace", action="store_true", help="replace a house ruleset with the same id")
    imp.set_defaults(func=run_import)
    diff = sub.add_parser("diff", help="the settings and pattern values that differ, one per line")
    diff.add_argument("a")
    diff.add_argument("b")
    diff.add_argument("--format", choices=("text", "json"), default="text")
    diff.set_defaults(func=run_diff)
    copy = sub.add_parser("copy", help="start a house ruleset as a copy of another ruleset")
    copy.add_argument("source", help="the ruleset to copy (a preset or house id)")
    copy.add_argument("id", help="the new ruleset's id: lower-case letters, digits, - and _")
    copy.add_argument("--name", required=True, help="its name")
    copy.add_argument("--name-zh", default="", help="its Chinese name")
    copy.set_defaults(func=run_copy)
    delete = sub.add_parser("delete", help="delete a house ruleset (recorded sessions keep their copy)")
    delete.add_argument("id")
    delete.set_defaults(func=run_delete)


def find_ruleset(ref: str, lib: RulesetLibrary | None = None) -> Ruleset:
    """A preset or house ruleset by id, or a ruleset file by path, through the rulebook;
    its refusal as one command-line error."""
    try:
        return resolve_ruleset(ref, lib)
    except RulesetError as exc:
        raise CliError(str(exc)) from None


def run_list(args: argparse.Namespace) -> int:
    lib = house_rulesets()
    rows = [
        {
            "id": e.id,
            "name": e.name,
            "name_zh": e.name_zh,
            "description": e.description,
            "kind": e.kind,
            **({"source": lib.get(e.id).source} if e.kind == "preset" else {"file": str(e.path)}),
        }
        for e in lib.entries()
    ]
    for broken in lib.broken():
        print(f"mjscore rules: {broken.message} (the file is kept as it is: {broken.path})", file=sys.stderr)
    write_json(rows)
    return 0


def run_show(args: argparse.Namespace) -> int:
    ruleset = find_ruleset(args.id)
    try:
        # The payout settings together: a custom table is only read when it is in use.
        SettlementRules.from_settings(ruleset.settings)
    except ValueError as exc:
        raise CliError(f"{args.id}: {exc}") from None
    if args.format == "json":
        data = ruleset.to_dict()
        for pid, rule in data["patterns"].items():
            p = PATTERNS[pid]
            data["patterns"][pid] = {"name": p.name, "name_zh": p.name_zh, "category": p.category, **rule}
        if args.output:
            _write_text(args.output, json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        else:
            write_json(data)
        return 0
    page = build_page(ruleset)
    text = to_markdown(page) if args.format == "md" else to_html(page)
    if args.output:
        _write_text(args.output, text)
    else:
        sys.stdout.write(text)
    return 0


def run_export(args: argparse.Namespace) -> int:
    try:
        house_rulesets().export(args.id, Path(args.output))
    except OSError as exc:
        raise CliError(f"cannot write {args.output}: {exc.strerror or exc}") from None
    print(f"wrote {args.output}")
    return 0


def run_import(args: argparse.Namespace) -> int:
    # A folder, a FIFO or a device is refused by the reader, saying which.
    ruleset = house_rulesets(create=True).import_file(Path(args.file), replace_existing=args.replace)
    print(f"added house ruleset {ruleset.id} ({ruleset.name})")
    return 0


def run_diff(args: argparse.Namespace) -> int:
    lib = house_rulesets()
    a, b = find_ruleset(args.a, lib), find_ruleset(args.b, lib)
    differences = diff_rulesets(a, b)
    if args.format == "json":
        write_json([d.to_json() for d in differences])
    elif differences:
        print("\n".join(d.line for d in differences))
    else:
        print(f"no differences between {a.id} and {b.id}")
    return 0


def run_copy(args: argparse.Namespace) -> int:
    ruleset = house_rulesets(create=True).copy(args.source, args.id, args.name, args.name_zh)
    print(f"added house ruleset {ruleset.id} ({ruleset.name}), a copy of {args.source}")
    return 0


def run_delete(args: argparse.Namespace) -> int:
    house_rulesets().delete(args.id)
    print(f"deleted house ruleset {args.id}")
    return 0


def _write_text(file: str, text: str) -> None:
    try:
        Path(file).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot write {file}: {exc.strerror or exc}") from None
