"""`mjscore club draw`: the seating plan of a club night (cli-contract.md "Several
tables"), and its redraw for a late arrival or an early leaver. cli/club.py registers it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from mjscore_gui.cli.errors import CliError
from mjscore_gui.club.draw import MAX_PLAYERS, MAX_ROUNDS
from mjscore_gui.club.plan import Plan, PlanError, draw_plan, plan_json_text, read_plan, save_plan
from mjscore_gui.club.plan_page import plan_html, plan_text
from mjscore_gui.files import write_atomically


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


def run_draw(args: argparse.Namespace) -> int:
    played: Plan | None = None
    if args.from_round is not None and not args.played:
        raise CliError("--from-round goes with --played PLAN.json: the plan whose first rounds were played")
    try:
        if args.played:
            played = read_plan(args.played)
        players = args.players if args.players else (list(played.players) if played else None)
        rounds = args.rounds if args.rounds is not None else (len(played.rounds) if played else None)
        if not players:
            raise CliError("say who plays: --players A B C D ...")
        if rounds is None:
            raise CliError(f"say how many rounds: --rounds N (1 to {MAX_ROUNDS})")
        if not 1 <= rounds <= MAX_ROUNDS:
            raise CliError(f"--rounds must be 1 to {MAX_ROUNDS}, not {rounds}")
        plan = draw_plan(players, rounds, seed=args.seed, when=args.date, played=played, from_round=args.from_round)
    except PlanError as exc:
        raise CliError(str(exc)) from None

    if args.format == "json":
        text = plan_json_text(plan)
    elif args.format == "html":
        text = plan_html(plan)
    else:
        text = plan_text(plan)
    if args.save_to:
        _write(lambda: save_plan(plan, args.save_to), args.save_to, Path(args.save_to))
    if args.output:
        _write(lambda: write_atomically(args.output, text), args.output, Path(args.output).parent)
        print(f"{args.output}: the plan of evening {plan.evening}, seed {plan.seed}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def _write(write: Callable[[], object], where: str, folder: Path) -> None:
    if not folder.is_dir():
        raise CliError(f"cannot write {where}: the folder {folder} does not exist")
    try:
        write()
    except OSError as exc:
        raise CliError(f"cannot write {where}: {exc.strerror or exc}") from None
