"""The `mjscore` command: the window with no arguments, subcommands for scripting.

Every subcommand lives in its own module here and registers itself through
`add_parser(subparsers)`, setting `func(args) -> int` as its handler. Only the module of
the command given is imported (all of them for `--help` or a mistyped command), so
`mjscore --version` loads no engine and `mjscore score` no ledger. A plain command line of
a quick command (`mjscore score hands.json`) is read from the command's declared arguments
without argparse (arguments.py); argparse (parser.py) reads every other. Bad input ends in
one readable line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable
from types import SimpleNamespace

from mjscore_gui.cli.arguments import Arguments
from mjscore_gui.cli.errors import CliError, one_line

# Commands that read their input, compute and write their answer, holding no file or
# database open once written: their plain command lines skip argparse (arguments.py), and
# run as the program they end as soon as the answer is out.
QUICK_COMMANDS = ("score", "settle", "waits")


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
    if as_program and argv and argv[0] in QUICK_COMMANDS:
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
    args = _read_command_line(argv)
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
        handler: Callable[[Arguments], int] = args.func
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


def _read_command_line(argv: list[str]) -> Arguments:
    if not argv:  # the window, as a desktop launcher opens it: no parser to build (start-up time)
        return SimpleNamespace(command=None, data_dir=None, self_test=False)
    if argv[0] in QUICK_COMMANDS:
        from mjscore_gui.cli.arguments import read_plain

        # __import__, not importlib.import_module: the importlib package loads warnings too.
        __import__(f"mjscore_gui.cli.{argv[0]}")
        command = sys.modules[f"mjscore_gui.cli.{argv[0]}"]
        plain = read_plain(argv[1:], command.ARGUMENTS)
        if plain is not None:
            return SimpleNamespace(command=argv[0], data_dir=None, self_test=False, func=command.run, **vars(plain))
    from mjscore_gui.cli.parser import build_parser, command_in

    return build_parser(command_in(argv)).parse_args(argv)


def report(command: str | None, message: str) -> None:
    """One line on stderr: `mjscore COMMAND: message`, at most MAX_LINE characters."""
    print(one_line(f"mjscore {command or ''}: {message}".replace("  ", " ")), file=sys.stderr)
