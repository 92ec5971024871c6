"""The club-night commands' arguments (cli-contract.md, "Several tables"): `club standings
--tonight` / `--evening` / `--season`, `club settle-up`, the roster commands and `club draw`,
registered by cli/club.py.

Every `mjscore` start builds the whole parser (the window's and `mjscore score`'s too), so
these arguments are kept apart from what runs them: cli/club_tables.py and cli/draw.py, with
the season, tonight's board, the roster and the draw, are imported only when one of these
commands runs (tests/benchmarks/bench_startup.py and bench_engine.py time those starts).
"""

from __future__ import annotations

import argparse

from mjscore_gui.club.members.tie_break import TIE_BREAK_KEYS
from mjscore_gui.limits import MAX_PLAYERS, MAX_ROUNDS


def run_tables(args: argparse.Namespace) -> int:
    """`club standings --tonight/--evening/--season`, `club settle-up` and the roster commands."""
    from mjscore_gui.cli import club_tables  # imported on use: see the module's docstring

    return club_tables.run(args)


def run_draw(args: argparse.Namespace) -> int:
    """`club draw`."""
    from mjscore_gui.cli import draw  # imported on use: see the module's docstring

    return draw.run_draw(args)


def add_standings_args(p: argparse.ArgumentParser) -> None:
    """`club standings`' options for the evening across tables and the season."""
    which = p.add_mutually_exclusive_group()
    which.add_argument(
        "--tonight",
        action="store_true",
        help="this evening across every table: this ledger's sessions and the copies from the club folder",
    )
    which.add_argument(
        "--evening", metavar="ID|DATE", help="another evening across every table (a plan's id or a date)"
    )
    which.add_argument(
        "--season",
        action="store_true",
        help="the season (club.toml's dates, or --from/--to): members ranked, guests apart; ranked by "
        "club.toml's tie_break, of: " + ", ".join(TIE_BREAK_KEYS),
    )
    _club_arg(p)


def add_table_commands(commands: argparse._SubParsersAction) -> None:
    p = _table_command(commands, "settle-up", "the fewest transfers that square an evening across every table")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--tonight", action="store_true", help="this evening")
    which.add_argument("--evening", metavar="ID|DATE", help="another evening (a plan's id or a date)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--lang", choices=("en", "zh_HK"), help="text in English or Chinese (default: MJSCORE_LANG)")

    p = _table_command(commands, "roster", "the club's roster (club.toml) and the names at the tables it does not know")
    p.add_argument("--format", choices=("text", "json"), default="text")

    p = _table_command(commands, "join", "count NAME (as typed at a table) as the roster player ID (secretary)")
    p.add_argument("name", metavar="NAME")
    p.add_argument("id", metavar="ID")

    p = _table_command(commands, "unjoin", "count a joined spelling as itself again (secretary)")
    p.add_argument("name", metavar="NAME")

    p = _table_command(commands, "add", "add a player to the roster, a member unless --guest (secretary)")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--id", dest="entry_id", metavar="ID", help="the stable id (default: made from the name)")
    p.add_argument("--zh", dest="name_zh", default="", metavar="NAME", help="the Chinese name")
    p.add_argument("--guest", action="store_true", help="a guest: listed apart in the season")

    for name, guest in (("guest", True), ("member", False)):
        p = _table_command(commands, name, f"make the roster player ID a {name} (secretary)")
        p.add_argument("id", metavar="ID")
        p.set_defaults(guest=guest)


def _table_command(commands: argparse._SubParsersAction, name: str, help: str) -> argparse.ArgumentParser:
    """A club-night command that cli/club_tables.py runs, with its `--club DIR`."""
    p = commands.add_parser(name, help=help)
    _club_arg(p)
    p.set_defaults(func=run_tables)
    return p


def _club_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--club", metavar="DIR", help="the club folder (default: the one `mjscore club folder` set)")


def add_draw_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser(
        "draw",
        help="the seating plan of a club night: who sits at which table, in which seat, each round",
        description=(
            f"Draws tables of four (and of five where the count is not a multiple of four) for 4 to {MAX_PLAYERS} "
            "players over the rounds of an evening, so that no two players share a table twice while a plan "
            "without repeats exists, then the fewest repeats. Each table lists its players in seat order: East, "
            "South, West, North, and the fifth, who sits out the first hand. The same --seed gives the same plan. "
            "Redraw for a late arrival or an early leaver: --played PLAN.json --from-round R keeps that plan's "
            "rounds before R as played, and draws the rest for the new --players, counting the pairs already met."
        ),
    )
    p.add_argument("--players", nargs="+", metavar="NAME", help="who plays, e.g. --players Amy Ben Cat Dan")
    p.add_argument(
        "--rounds",
        type=int,
        metavar="N",
        help=f"rounds in the evening, 1 to {MAX_ROUNDS} (with --played: in all, the kept ones included; "
        "default: as many as that plan has)",
    )
    p.add_argument(
        "--seed", metavar="S", help="draw from this seed: the same seed gives the same plan (default: a new one)"
    )
    p.add_argument(
        "--date", metavar="YYYY-MM-DD", help="the evening's date (default: today; a redraw keeps the plan's)"
    )
    p.add_argument(
        "--played",
        metavar="PLAN.json",
        help="redraw: the plan played so far (a `club draw --format json` file); its evening id is kept",
    )
    p.add_argument(
        "--from-round",
        type=int,
        metavar="R",
        help="redraw from round R on: rounds before R are kept exactly as played (default: after the plan's last)",
    )
    p.add_argument("--format", choices=("text", "json", "html"), default="text", help="html: a printable page")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (replaced whole, never half-written)")
    p.add_argument(
        "--save-to",
        metavar="FOLDER",
        help="also save the plan as JSON into FOLDER (the club folder) as plan-<evening>.json",
    )
    p.set_defaults(func=run_draw)
