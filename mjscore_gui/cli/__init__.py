"""The `mjscore` command: the window with no arguments, subcommands for scripting.

Every subcommand lives in its own module here and registers itself through
`add_parser(subparsers)`, setting `func(args) -> int` as its handler. Bad input ends in
one readable line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import NoReturn

from mjscore_gui import __version__
from mjscore_gui.cli.errors import CliError, one_line

# Order is the order `mjscore --help` lists them in.
SUBCOMMAND_MODULES = ["score", "settle", "waits", "rules", "ledger"]


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but a mistyped command line is refused in one line like any bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, one_line(f"{self.prog}: {message} (see {self.prog} --help)") + "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="mjscore",
        description="Hong Kong mahjong scorekeeper. With no command it opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"mjscore {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="folder for the ledger and settings (default: MJSCORE_DATA_DIR or the user data folder)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the window off-screen, score and record a sample hand, exit 0 if all worked",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(f"mjscore_gui.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"mjscore_gui.cli.{name}":
                continue  # a command still being built is simply not offered
            raise
        module.add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.data_dir:
        # Subcommands and the window read the data folder from one place.
        os.environ["MJSCORE_DATA_DIR"] = args.data_dir
    try:
        if args.self_test:
            from mjscore_gui.selftest import run_self_test

            return run_self_test()
        if args.command is None:
            from mjscore_gui.app import run_app

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


def report(command: str | None, message: str) -> None:
    """One line on stderr: `mjscore COMMAND: message`, at most MAX_LINE characters."""
    print(one_line(f"mjscore {command or ''}: {message}".replace("  ", " ")), file=sys.stderr)
