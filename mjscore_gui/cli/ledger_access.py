"""Opening the ledger for one command (`ledger ...`, `club ...`): its faults become the
one-line errors every subcommand prints."""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mjscore_gui.cli.errors import CliError
from mjscore_gui.club.folder.publish import Publisher
from mjscore_gui.ledger import Ledger, LedgerError, LedgerFault, backups
from mjscore_gui.ledger.errors import DamagedLedger
from mjscore_gui.limits import one_line
from mjscore_gui.paths import data_dir, ledger_path


def damaged_line(exc: LedgerError, path: Path) -> str:
    """The one line for a damaged file: what is wrong, then the newest good backup and the
    command that restores it (by the backup's name, which `ledger restore` finds)."""
    return f"{exc}; {one_line(backups.advice(path), 300)}"


@contextmanager
def open_ledger(command: str = "ledger", publish: bool = False) -> Iterator[Ledger]:
    """The ledger for one command; its faults become one-line CLI errors (also for `club`).
    A damaged file is left where it is: no empty ledger is started in its place.
    `publish`: when a club folder is set, each session the command changed is published
    there once it has succeeded (a failure to publish is a line on stderr, never an
    error: the change is in the ledger, and the next sync publishes it)."""
    try:
        ledger = Ledger.open(fresh_on_damage=False)
    except DamagedLedger as exc:
        raise CliError(damaged_line(exc, exc.path), exit_code=1) from None
    except LedgerError as exc:
        raise _error(exc) from None
    except OSError as exc:
        raise CliError(f"cannot open the ledger: {exc}") from None
    if ledger.notice:
        print(f"mjscore {command}: {ledger.notice}", file=sys.stderr)

    def complain(line: str) -> None:
        print(one_line(f"mjscore {command}: {line}"), file=sys.stderr)

    publisher = Publisher(ledger, data_dir(), complain, at_once=False) if publish else None
    try:
        yield ledger
        if publisher is not None:
            publisher.flush()
    except LedgerError as exc:
        raise _error(exc) from None
    except (json.JSONDecodeError, UnicodeDecodeError, KeyError, sqlite3.DatabaseError) as exc:
        # Stored text no longer JSON, a field gone: damage SQLite's own check cannot see.
        raise CliError(
            f"the ledger is damaged: what it stores no longer reads ({type(exc).__name__}: {one_line(exc, 60)}); "
            f"{backups.advice(ledger.path)}",
            exit_code=1,
        ) from None
    except RecursionError:
        raise CliError("the input is nested too deeply to be a hand") from None
    finally:
        if publisher is not None:
            publisher.close()
        ledger.close()


def _error(exc: LedgerError) -> CliError:
    """The one line: a damaged ledger (exit 1, as `ledger check`) named with the backup
    that restores it; anything else as it is (exit 2)."""
    if not (isinstance(exc, LedgerFault) and exc.reason == LedgerFault.DAMAGED):
        return CliError(str(exc))
    line = str(exc)
    if "mjscore ledger restore" not in line:
        line = f"{line.split(': close MJScore')[0]}; {backups.advice(ledger_path())}"
    return CliError(line, exit_code=1)
