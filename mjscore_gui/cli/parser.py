"""The `mjscore` command line as argparse reads it: help, every command's options, and the
one-line refusal of a mistyped command line."""

from __future__ import annotations

import argparse
from typing import NoReturn

from mjscore_gui import __version__
from mjscore_gui.cli import club, ledger, rules, score, settle, waits
from mjscore_gui.limits import one_line

# In the order `mjscore --help` lists them. Each registers itself with `add_parser`.
SUBCOMMANDS = (score, settle, waits, rules, ledger, club)


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a mistyped command line is refused in one line like any bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, one_line(f"{self.prog}: {message} (see {self.prog} --help)") + "\n")


def build_parser() -> argparse.ArgumentParser:
    """The whole command line; each command's handler is its `func(args) -> int`."""
    parser = OneLineParser(
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
    for command in SUBCOMMANDS:
        command.add_parser(subparsers)
    return parser
