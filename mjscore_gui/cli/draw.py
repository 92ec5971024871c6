"""`mjscore club draw`: the seating plan of a club night (cli-contract.md "Several
tables"), and its redraw for a late arrival or an early leaver. Its arguments are
cli/club_args.py's, which runs it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from mjscore_gui.cli.errors import CliError
from mjscore_gui.club.seating.plan import Plan, PlanError, draw_plan, plan_json_text, read_plan, save_plan
from mjscore_gui.club.seating.plan_page import plan_html, plan_text
from mjscore_gui.files import write_atomically
from mjscore_gui.limits import MAX_ROUNDS


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

    text = {"json": plan_json_text, "html": plan_html, "text": plan_text}[args.format](plan)
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
