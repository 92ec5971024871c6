"""The `mjscore` command line as argparse reads it: help, every command's options, and the
one-line refusal of a mistyped command line (plain quick commands skip it: arguments.py)."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Any, NoReturn

from mjscore_gui import __version__
from mjscore_gui.cli.errors import one_line

# Order is the order `mjscore --help` lists them in.
SUBCOMMAND_MODULES = ["score", "settle", "waits", "rules", "ledger", "club"]


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, sized to the terminal without `shutil`: argparse builds a
    formatter for every option it is given and would import shutil (and with it bz2,
    lzma and fnmatch) on every start, though help is rarely asked for."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None):
        super().__init__(prog, indent_increment, max_help_position, _terminal_columns() - 2 if width is None else width)


def _terminal_columns() -> int:
    """What `shutil.get_terminal_size().columns` answers: $COLUMNS, the terminal, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but a mistyped command line is refused in one line like any bad input."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.exit(2, one_line(f"{self.prog}: {message} (see {self.prog} --help)") + "\n")


def build_parser(commands: list[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line, or only `commands` (the others are then not offered)."""
    parser = _options_parser(add_help=True)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES if commands is None else commands:
        importlib.import_module(f"mjscore_gui.cli.{name}").add_parser(subparsers)
    return parser


def _options_parser(add_help: bool) -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="mjscore",
        description="Hong Kong mahjong scorekeeper. With no command it opens the window.",
        add_help=add_help,
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
    return parser


def command_in(argv: list[str]) -> list[str] | None:
    """The command named in `argv` as the only one to load, or None to load them all.

    The options before the command are read first (`--version` answers right here), so
    that `--data-dir score` is not taken for the score command.
    """
    _, rest = _options_parser(add_help=False).parse_known_args(argv)
    if rest and rest[0] in SUBCOMMAND_MODULES:
        return [rest[0]]
    if not rest:
        return []  # no command: the window or the self-test
    return None  # --help, or a command that is not one: argparse lists them all
