from __future__ import annotations

import argparse
import sys

from mjscore_gui.limits import one_line

MAX_ID = 2**63 - 1  # SQLite's INTEGER: every id and number the ledger keeps fits in it


def whole_id(text: str) -> int:
    """An argparse type for a session id or an entry's number: a whole number from 1 up to
    what SQLite keeps, refused in words otherwise (a 20-digit id is no internal error)."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= MAX_ID:
        raise argparse.ArgumentTypeError(f"{one_line(text, 40)!r} is not a whole number from 1 to {MAX_ID}")
    return value


class CliError(Exception):
    """A problem with what the user gave the command; printed as one line."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.exit_code = exit_code


def report_invalid(command: str, results: list[dict], many: bool) -> int:
    """One stderr line for the invalid hands (naming the first by its place in an array); the exit code."""
    bad = [(number, r) for number, r in enumerate(results, start=1) if not r.get("valid")]
    if not bad:
        return 0
    number, first = bad[0]
    if many:
        more = f" (and {len(bad) - 1} more invalid)" if len(bad) > 1 else ""
        message = f"hand {number} of {len(results)}{more}: {first['error']}"
    else:
        message = first["error"]
    print(one_line(f"mjscore {command}: {message}"), file=sys.stderr)
    return 1
