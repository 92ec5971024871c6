"""`mjscore club ...` (standings across nights, merging a player's spellings, all-time
statistics) and the after-the-last-hand commands of `mjscore ledger` (settle-up,
summary, what-if), which cli/ledger.py registers through `add_ledger_commands`."""

from __future__ import annotations

import argparse
import os
import sys
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from mjscore_gui.cli.club_args import add_draw_parser, add_standings_args, add_table_commands, run_tables
from mjscore_gui.cli.club_folder import add_folder_commands
from mjscore_gui.cli.errors import CliError, whole_id
from mjscore_gui.cli.jsonio import write_json
from mjscore_gui.cli.ledger_access import open_ledger
from mjscore_gui.cli.rules import find_ruleset
from mjscore_gui.club.members.aliases import AliasError, Aliases
from mjscore_gui.club.members.roster import names_at_tables
from mjscore_gui.club.results.evening import evenings
from mjscore_gui.club.results.night_stats import ordered, player_statistics
from mjscore_gui.club.results.nights import all_nights, night_of, night_totals, unbalanced
from mjscore_gui.club.results.settle_up import amount_text, settle_up, settle_up_text
from mjscore_gui.club.results.standings import in_range, parse_date, standings, standings_csv, standings_text
from mjscore_gui.club.results.what_if import other_rules, what_if
from mjscore_gui.i18n import language
from mjscore_gui.paths import data_dir
from mjscore_gui.payout import format_amount


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "club",
        help="the club's table across nights: standings, merged player names, statistics",
        description="Every session in the ledger (import other laptops' exports with `mjscore ledger import`; "
        "a night imported twice counts once).",
    )
    commands = parser.add_subparsers(dest="club_command", metavar="ACTION")
    commands.required = True

    p = commands.add_parser("standings", help="per player: nights, hands, total, average, best and worst night")
    _date_args(p)
    p.add_argument("--format", choices=("text", "json", "csv"), default="text")
    add_standings_args(p)  # --tonight, --evening, --season, --club
    p.set_defaults(func=run_standings)

    p = commands.add_parser(
        "stats",
        help="per player: hands won, self-drawn, paid as discarder, false wins, "
        "biggest hand, average faan, money per hour (all nights, or one)",
    )
    _date_args(p)
    p.add_argument("--session", type=whole_id, metavar="ID", help="one night only")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=run_stats)

    p = commands.add_parser("merge-players", help="count OLD's nights under NEW (another spelling of one player)")
    p.add_argument("old", metavar="OLD")
    p.add_argument("new", metavar="NEW")
    p.set_defaults(func=run_merge)

    p = commands.add_parser("unmerge-players", help="count OLD under its own name again")
    p.add_argument("old", metavar="OLD")
    p.set_defaults(func=run_unmerge)

    p = commands.add_parser("players", help="every name in the ledger and the name it counts under, as JSON")
    p.set_defaults(func=run_players)

    add_folder_commands(commands)  # folder, sync, publish: several tables sharing a club folder
    add_table_commands(commands)  # several tables: settle-up, the roster in club.toml (cli/club_args.py)
    add_draw_parser(commands)  # `club draw`: the seating plan


def add_ledger_commands(commands: argparse._SubParsersAction, session_arg: Any) -> None:
    """`ledger settle-up`, `ledger summary`, `ledger what-if` (cli-contract.md)."""
    p = commands.add_parser("settle-up", help="the fewest transfers that square the session")
    session_arg(p)
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--lang", choices=("en", "zh_HK"), help="text in English or Chinese (default: MJSCORE_LANG)")
    p.set_defaults(func=run_settle_up)

    p = commands.add_parser("summary", help="the night summary image (PNG, 1080 px wide)")
    session_arg(p)
    p.add_argument("--png", metavar="FILE", required=True, help="where to write the PNG")
    p.add_argument("--lang", choices=("en", "zh_HK"), help="English or Chinese (default: MJSCORE_LANG)")
    p.set_defaults(func=run_summary)

    p = commands.add_parser("what-if", help="each player's total as played and under other rules (nothing changes)")
    session_arg(p)
    p.add_argument("--ruleset", metavar="ID", help="another ruleset preset id or .toml file (default: the session's)")
    p.add_argument("--payout", metavar="TABLE", help="another payout table: full_spicy, half_spicy, 6_9_12, ...")
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="another setting, e.g. --set min_faan=5 (repeatable)",
    )
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=run_what_if)


def _date_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--from", dest="start", metavar="DATE", help="nights from this date on (YYYY-MM-DD)")
    p.add_argument("--to", dest="end", metavar="DATE", help="nights up to and including this date")


def _aliases():
    aliases = Aliases.load(data_dir())
    if aliases.notice:
        print(f"mjscore club: {aliases.notice}", file=sys.stderr)
    return aliases


def _nights(ledger: Any, args: argparse.Namespace, totals_only: bool = False) -> list:
    """The nights between --from and --to: each played through, or (`totals_only`, all
    the standings need) their totals as stored (nights.night_totals)."""
    try:
        start = parse_date(args.start, "--from") if args.start is not None else None
        end = parse_date(args.end, "--to") if args.end is not None else None
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if start and end and start > end:
        raise CliError(f"--from {start} is after --to {end}")
    return in_range(night_totals(ledger) if totals_only else all_nights(ledger), start, end)


def _rounded(value: Fraction | None) -> Decimal | None:
    return None if value is None else Decimal(format_amount(value, 2))


def run_standings(args: argparse.Namespace) -> int:
    if args.tonight or args.evening or args.season:
        return run_tables(args)  # across every table (cli/club_tables.py)
    with open_ledger("club") as ledger:
        nights = evenings(ledger, _nights(ledger, args, totals_only=True))  # an evening counts once
    for line in unbalanced(nights):
        print(f"mjscore club: {line}", file=sys.stderr)
    rows = standings(nights, _aliases().table)
    if args.format == "json":
        players = [{**s.to_json(), "average": _rounded(s.average)} for s in rows]
        write_json({"players": players, "nights": len(nights), "from": args.start, "to": args.end})
    elif args.format == "csv":
        sys.stdout.write(standings_csv(rows))
    elif not rows:
        print("No nights in that range.")
    else:
        sys.stdout.write(standings_text(rows))
    return 0


def run_stats(args: argparse.Namespace) -> int:
    with open_ledger("club") as ledger:
        if args.session is not None:
            night = night_of(ledger.session(args.session))
            nights, order = [night], list(night.players)
        else:
            nights = evenings(ledger, _nights(ledger, args))
            order = []
    rows = ordered(player_statistics(nights, _aliases().table), order)
    if args.format == "json":
        players = [
            {**s.to_json(), "average_faan": _rounded(s.average_faan), "per_hour": _rounded(s.per_hour)} for s in rows
        ]
        write_json({"players": players})
        return 0

    for s in rows:
        avg = "-" if s.average_faan is None else str(_rounded(s.average_faan))
        rate = "-" if s.per_hour is None else amount_text(s.per_hour, places=0)
        big = "-" if s.biggest is None else f"{s.biggest.faan} faan ({s.biggest.date} {s.biggest.label})"
        print(
            f"{s.name}: {s.hands_won} won of {s.hands_played} ({s.self_drawn} self-drawn), "
            f"paid as discarder {s.paid_as_discarder}, false wins {s.false_wins}, average faan {avg}, "
            f"biggest {big}, total {amount_text(s.total)}, per hour {rate}"
        )
    return 0


def run_merge(args: argparse.Namespace) -> int:
    with open_ledger("club") as ledger:
        known = set(names_at_tables(ledger))  # substitutes too
    old, new = args.old.strip(), args.new.strip()
    if old not in known:
        raise CliError(f"no player {old!r} in the ledger; `mjscore club players` lists the names")
    try:
        _aliases().merge(old, new)
    except AliasError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot save the merged names: {exc}") from None
    print(f"{old} now counts as {new}", file=sys.stderr)
    return 0


def run_unmerge(args: argparse.Namespace) -> int:
    try:
        _aliases().unmerge(args.old.strip())
    except AliasError as exc:
        raise CliError(str(exc)) from None
    return 0


def run_players(args: argparse.Namespace) -> int:
    with open_ledger("club") as ledger:
        names = names_at_tables(ledger)
    aliases = _aliases()
    write_json({name: aliases.canonical(name) for name in sorted(names, key=str.casefold)})
    return 0


def run_settle_up(args: argparse.Namespace) -> int:
    with open_ledger("club") as ledger:
        session = ledger.session(args.session)
        totals, players = session.totals(), session.players
    try:
        transfers = settle_up(totals, players)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if args.format == "json":
        write_json([t.to_json() for t in transfers])
    else:
        print(settle_up_text(transfers, language(args.lang)))
    return 0


def run_summary(args: argparse.Namespace) -> int:
    with open_ledger("club") as ledger:
        night = night_of(ledger.session(args.session))
    path = Path(args.png)
    if path.suffix.lower() != ".png":
        raise CliError(f"{path} should end in .png: the summary is a PNG image")
    if not path.parent.is_dir():
        raise CliError(f"cannot write {path}: the folder {path.parent} does not exist")
    # Drawn off-screen: no window opens, and it works over SSH or in a script.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Qt, imported here: only the summary image draws, every other command runs without it.
    from PySide6.QtGui import QGuiApplication

    from mjscore_gui.fonts import install_fonts  # Qt too: as above
    from mjscore_gui.pictures.summary_image import render_summary

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    install_fonts(app)  # the Chinese comes out on a machine with no CJK font of its own

    image = render_summary(night, language(args.lang))
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]  # PySide6 stub wants bytes; only str works
        raise CliError(f"cannot write {path}")
    print(f"{path}: {image.width()} x {image.height()}", file=sys.stderr)
    return 0


def run_what_if(args: argparse.Namespace) -> int:
    settings: dict[str, Any] = {}
    if args.payout:
        settings["payout"] = args.payout
    for item in args.set:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--set takes KEY=VALUE, e.g. --set min_faan=5, not {item!r}")
        settings[key.strip()] = _setting_value(value.strip())
    with open_ledger("club") as ledger:
        session = ledger.session(args.session)
        night = night_of(session)
        base = find_ruleset(args.ruleset) if args.ruleset else session.ruleset
    if not args.ruleset and not settings:
        raise CliError("say what to compare with: --payout TABLE, --ruleset ID or --set KEY=VALUE")
    try:
        rules = other_rules(base, settings)
        result = what_if(night, rules, settings)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if args.format == "json":
        write_json(result.to_json())
        return 0

    label = ", ".join(f"{k} {v}" for k, v in settings.items()) or result.ruleset
    width = max(len(p) for p in result.players)
    print(f"{'':{width}}  {'as played':>10}  {label:>12}  {'difference':>10}")
    for p in result.players:
        print(
            f"{p:{width}}  {amount_text(result.as_played[p]):>10}  {amount_text(result.what_if[p]):>12}  "
            f"{amount_text(result.difference[p]):>10}"
        )
    for h in result.not_counted:
        print(f"hand {h.number} ({h.label}): {h.note}")
    return 0


def _setting_value(text: str) -> Any:
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return Decimal(text)
    except ArithmeticError:
        return text


__all__ = ["add_ledger_commands", "add_parser"]
