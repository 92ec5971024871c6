"""Running `mjscore` with arguments: the command line parsed (parser.py), the command
run, and any refusal said in one line. Every subcommand lives in its own module here and
registers itself through `add_parser(subparsers)`, setting `func(args) -> int` as its
handler. Bad input ends in one readable line on stderr and a non-zero exit, never a
traceback. The window's modules (Qt) are imported only when the window or the self-test
is asked for."""

from __future__ import annotations

import argparse
import os
import sys

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.parser import build_parser
from mjscore_gui.club.folder.settings_file import see_club_rulesets
from mjscore_gui.engine.errors import RulesetError
from mjscore_gui.limits import MAX_MESSAGE, one_line


def run(argv: list[str]) -> int:
    """`mjscore ARGV…` (the window too, when only options before a command are given); the
    exit code."""
    args = build_parser().parse_args(argv)
    if args.data_dir:
        # Subcommands and the window read the data folder from one place.
        os.environ["MJSCORE_DATA_DIR"] = args.data_dir
    see_club_rulesets()  # the club folder's rulesets resolve by id in every command
    code = _run(args)
    _flush_output()
    return code


def _run(args: argparse.Namespace) -> int:
    try:
        if args.self_test:
            from mjscore_gui.selftest import run_self_test  # loads Qt: only the self-test needs it

            return run_self_test()
        if args.command is None:
            from mjscore_gui.app import run_app  # loads Qt: only the window needs it

            return run_app()
        return args.func(args)
    except (CliError, RulesetError) as exc:  # a ruleset that cannot be used says why, as any bad input
        code = exc.exit_code if isinstance(exc, CliError) else 2
        # Exit 1 is a ledger that cannot be used: our own words, its path and the restore
        # command, kept whole rather than cut in the middle.
        report(args.command, str(exc), 2 * MAX_MESSAGE if code == 1 else MAX_MESSAGE)
        return code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except (RecursionError, MemoryError):
        report(args.command, "the input is too large or too deeply nested to read")
        return 2
    except Exception as exc:
        # A bug, not bad input; still one line, and MJSCORE_DEBUG=1 shows the traceback.
        if os.environ.get("MJSCORE_DEBUG"):
            raise
        report(args.command, f"internal error ({type(exc).__name__}: {exc}); please report it with the input")
        return 70


def _flush_output() -> None:
    """Write out the answer now. When its reader has gone (`mjscore score x | head -1`),
    standard output is pointed at nothing, as Python's documentation advises, so that the
    interpreter's exit has nothing left to fail on."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass  # a closed or replaced stream: nothing more can be written to it


def report(command: str | None, message: str, limit: int = MAX_MESSAGE) -> None:
    """One line on stderr: `mjscore COMMAND: message`, at most `limit` characters."""
    print(one_line(f"mjscore {command or ''}: {message}".replace("  ", " "), limit), file=sys.stderr)
