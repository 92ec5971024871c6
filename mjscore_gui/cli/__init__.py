"""The `mjscore` command: the window with no arguments, subcommands for scripting.

`mjscore` alone is how the desktop starts the window, so that path loads neither the
command parser nor any command's module (commands.py has them): a player's click on the
icon pays only for the window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """The `mjscore` command (`argv` None: the program's own arguments); the exit code."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        from mjscore_gui.app import run_app  # loads Qt: only the window needs it

        return run_app()
    from mjscore_gui.cli.commands import run

    return run(argv)
