"""The `mjscore` command: the window with no arguments, subcommands for scripting.

Every subcommand lives in its own module here and registers itself through
`add_parser(subparsers)`, setting `func(args) -> int` as its handler. Only the module of
the command given is imported (all of them for `--help` or a mistyped command), so
`mjscore --version` loads no engine and `mjscore score` no ledger. Bad input ends in one
readable line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from collections.abc import Callable

from mjscore_gui import __version__
from mjscore_gui.cli.errors import CliError, one_line

TYPE_CHECKING = False  # typing is for the type checker only (valueclass.py says why)
if TYPE_CHECKING:
    from typing import Any, NoReturn

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


def _command_in(argv: list[str]) -> list[str] | None:
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


# Commands that read their input, compute and write their answer, holding no file or
# database open once written: run as the program, they end as soon as the answer is out.
QUICK_EXIT_COMMANDS = ("score", "settle", "waits")


def main(argv: list[str] | None = None) -> int:
    """The `mjscore` command; `argv` None means it runs as the program (the console
    script, `python -m mjscore_gui`), a list means a caller (a test) wants the exit code."""
    as_program = argv is None
    argv = sys.argv[1:] if argv is None else argv
    collecting = gc.isenabled()
    if argv and collecting:
        # A subcommand is one short run whose objects (modules, then the hands read and the
        # answers being built) live until it writes its answer: the cyclic collector would
        # only walk that growing heap again and again (3-4 us a hand of a `score` batch).
        # Reference counting still frees everything else. The window turns it back on.
        gc.disable()
    try:
        code = _run(argv)
    finally:
        if collecting:
            gc.enable()
    if as_program and argv and argv[0] in QUICK_EXIT_COMMANDS:
        _exit_now(code)
    return code


def _exit_now(code: int) -> None:
    """End the process once its output is flushed, without Python's tear-down: freeing every
    module, cache and answer one by one costs a 2,000-hand `score` batch a tenth of its time
    (12 ms), spent after the answer is written. Nothing is left to close: these commands
    hold no file or database open once their answer is out. If the output cannot be
    flushed (a closed pipe), the ordinary exit reports it."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    os._exit(code)


def _run(argv: list[str]) -> int:
    if argv:
        args = build_parser(_command_in(argv)).parse_args(argv)
    else:  # the window, as a desktop launcher opens it: no parser to build (start-up time)
        args = argparse.Namespace(command=None, data_dir=None, self_test=False)
    if args.data_dir:
        # Subcommands and the window read the data folder from one place.
        os.environ["MJSCORE_DATA_DIR"] = args.data_dir
    try:
        if args.self_test or args.command is None:
            gc.enable()  # a window runs for hours: its cycles (Qt wrappers, closures) must be freed
        if args.self_test:
            from mjscore_gui.selftest import run_self_test

            return run_self_test()
        if args.command is None:
            from mjscore_gui.app import run_app

            return run_app()
        handler: Callable[[argparse.Namespace], int] = args.func
        return handler(args)
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
