from __future__ import annotations

import re
import sys

# The longest error line a command prints: one line a player reads at a glance.
MAX_LINE = 200

CONTROL_CHARACTERS = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]+")


class CliError(Exception):
    """A problem with what the user gave the command; printed as one line."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.exit_code = exit_code


def one_line(message: str, limit: int = MAX_LINE) -> str:
    """`message` as one printable line of at most `limit` characters (an ellipsis in the
    middle when cut).

    Lone surrogates are escaped so the line can always be written to a UTF-8 terminal.
    """
    text = CONTROL_CHARACTERS.sub(" ", message).strip()
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    if len(text) > limit:
        # Cut from the middle: the start says what failed, the end often what to do.
        head = (limit - 1) * 2 // 3
        text = text[:head] + "…" + text[len(text) - (limit - 1 - head) :]
    return text


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
