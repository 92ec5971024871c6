"""Opening the ledger for one command (`ledger ...`, `club ...`): its faults become the
one-line errors every subcommand prints."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from mjscore_gui.cli.errors import CliError
from mjscore_gui.ledger import Ledger, LedgerError


@contextmanager
def open_ledger(command: str = "ledger") -> Iterator[Ledger]:
    """The ledger for one command; its faults become one-line CLI errors (also for `club`)."""
    try:
        ledger = Ledger.open()
    except LedgerError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot open the ledger: {exc}") from None
    if ledger.notice:
        print(f"mjscore {command}: {ledger.notice}", file=sys.stderr)
    try:
        yield ledger
    except LedgerError as exc:
        raise CliError(str(exc)) from None
    except RecursionError:
        raise CliError("the input is nested too deeply to be a hand") from None
    finally:
        ledger.close()
