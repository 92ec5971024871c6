"""The quick commands' arguments, declared once: their argparse parser is built from the
declaration, and a plain command line is read from it without argparse.

argparse, with the gettext and locale it loads, and building the parsers cost `mjscore
score` about 5 ms of a 30-odd ms start-up: the time of scoring a hundred hands. A command
line made only of declared flags and at most the declared positionals (`mjscore score
hands.json --text`) can mean one thing, and is read here. Anything else (`--help`, an
abbreviated or unknown option, `--`, one word too many) goes to argparse, which answers it
as before; a test holds the two readings equal.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from types import SimpleNamespace

# What a command's `run` is given: argparse's reading or the plain one.
Arguments = argparse.Namespace | SimpleNamespace


class Positional:
    """A word that is not an option, optional (argparse's nargs="?"): absent reads None."""

    __slots__ = ("dest", "help", "metavar")

    def __init__(self, dest: str, help: str, metavar: str | None = None) -> None:  # noqa: A002 - argparse's word
        self.dest, self.help, self.metavar = dest, help, metavar


class Flag:
    """An option without a value (`--text`): present reads True, absent False."""

    __slots__ = ("option", "help", "dest")

    def __init__(self, option: str, help: str) -> None:  # noqa: A002 - argparse's word
        self.option, self.help = option, help
        self.dest = option.lstrip("-").replace("-", "_")


def add_arguments(parser: argparse.ArgumentParser, declared: Sequence[Positional | Flag]) -> None:
    """Declare `declared` to an argparse parser."""
    for arg in declared:
        if isinstance(arg, Flag):
            parser.add_argument(arg.option, action="store_true", help=arg.help)
        else:
            parser.add_argument(arg.dest, nargs="?", metavar=arg.metavar, help=arg.help)


def read_plain(words: Sequence[str], declared: Sequence[Positional | Flag]) -> SimpleNamespace | None:
    """The arguments in `words` (what follows the command's name), or None when they are not
    plain: then argparse reads them (for its help, its abbreviations and its messages)."""
    flags = {arg.option: arg.dest for arg in declared if isinstance(arg, Flag)}
    positionals = [arg.dest for arg in declared if isinstance(arg, Positional)]
    values: dict[str, object] = dict.fromkeys(positionals)
    values.update(dict.fromkeys(flags.values(), False))
    given = 0
    for word in words:
        if word in flags:
            values[flags[word]] = True
        elif word.startswith("-") and word != "-":  # "-" is a file name: standard input
            return None
        elif given < len(positionals):
            values[positionals[given]] = word
            given += 1
        else:
            return None
    return SimpleNamespace(**values)
