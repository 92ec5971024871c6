"""The `mjscore` command: the window with no arguments, subcommands for scripting.

Every subcommand lives in its own module here and registers itself through
`add_parser(subparsers)` (parser.py), setting `func(args) -> int` as its handler. Bad
input ends in one readable line on stderr and a non-zero exit, never a traceback. The
window's modules (Qt) are imported only when the window or the self-test is asked for.
"""

from __future__ import annotations

import argparse
import os
import sys

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.parser import build_parser
from mjscore_gui.club import folder_settings
from mjscore_gui.club.folder_files import club_rulesets_folder
from mjscore_gui.limits import one_line
from mjscore_gui.paths import data_dir
from mjscore_gui.rulebook import use_club_rulesets


def main(argv: list[str] | None = None) -> int:
    """The `mjscore` command (`argv` None: the program's own arguments); the exit code."""
    argv = sys.argv[1:] if argv is None else argv
    # No arguments: the window, as the desktop starts it; registering every command's
    # options it does not read took 8 ms of its start-up (tests/benchmarks/bench_startup.py).
    args = build_parser(commands=bool(argv)).parse_args(argv)
    if args.data_dir:
        # Subcommands and the window read the data folder from one place.
        os.environ["MJSCORE_DATA_DIR"] = args.data_dir
    see_club_rulesets()  # the club folder's rulesets resolve by id in every command
    code = _run(args)
    _flush_output()
    return code


def see_club_rulesets() -> None:
    """Let every command resolve the club's rulesets (club-friday) by id: once, at start,
    from the data folder's club folder setting (club.json, read without the ledger)."""
    folder = folder_settings.load(data_dir(create=False)).folder
    use_club_rulesets(club_rulesets_folder(folder) if folder is not None else None)


def _run(args: argparse.Namespace) -> int:
    try:
        if args.self_test:
            from mjscore_gui.selftest import run_self_test  # loads Qt: only the self-test needs it

            return run_self_test()
        if args.command is None:
            from mjscore_gui.app import run_app  # loads Qt: only the window needs it

            return run_app()
        return args.func(args)
    except CliError as exc:
        report(args.command, str(exc))
        return exc.exit_code
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


def report(command: str | None, message: str) -> None:
    """One line on stderr: `mjscore COMMAND: message`, at most limits.MAX_MESSAGE characters."""
    print(one_line(f"mjscore {command or ''}: {message}".replace("  ", " ")), file=sys.stderr)
