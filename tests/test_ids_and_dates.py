"""Every id and date a person types is checked before it is used (issue 30): an id past
SQLite's INTEGER, a day the calendar does not have, year 0 or an empty --from is refused in
one line naming the option and what to type, and the ledger stays byte for byte as it was."""

from __future__ import annotations

import pytest

from mjscore_gui.cli.errors import MAX_ID

HUGE = str(10**20)  # once "internal error (OverflowError: Python int too large to convert to SQLite INTEGER)"


@pytest.mark.parametrize(
    "argv, words",
    [
        (["ledger", "totals", "--session", HUGE], ["--session", f"not a whole number from 1 to {MAX_ID}"]),
        (["ledger", "export", "--format", "json", "--session", "0"], ["--session", "'0'"]),
        (["ledger", "delete", HUGE], ["NUMBER", "not a whole number"]),
        (["ledger", "adopt", str(MAX_ID + 1), "--yes"], ["SESSION", "not a whole number"]),
        (["club", "stats", "--session", "-3"], ["--session", "'-3'"]),
        (
            ["club", "draw", "--players", "A", "B", "C", "D", "--rounds", "1", "--date", "2026-02-30"],
            ["the date", "2026-02-30", "a day the calendar has"],
        ),
        (
            ["club", "draw", "--players", "A", "B", "C", "D", "--rounds", "1", "--date", "0000-01-01"],
            ["the date", "0000-01-01", "a day the calendar has"],
        ),
        (["club", "standings", "--from", ""], ["--from must be a date such as 2026-11-23, not ''"]),
        (["club", "standings", "--to", ""], ["--to must be a date"]),
        (["club", "standings", "--season", "--from", ""], ["--from must be a date"]),
    ],
    ids=[
        "session-huge",
        "session-zero",
        "number-huge",
        "adopt-past-integer",
        "stats-negative",
        "feb-30",
        "year-0",
        "from-empty",
        "to-empty",
        "season-from-empty",
    ],
)
def test_an_id_or_date_that_cannot_be_is_one_line_and_changes_nothing(argv, words, mjscore):
    assert mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan").code == 0
    ledger = mjscore.data_dir / "ledger.sqlite3"
    before = ledger.read_bytes()
    ran = mjscore.process(*argv)
    assert ran.code == 2 and ran.out == "" and "internal error" not in ran.err
    (line,) = ran.err.splitlines()
    for word in words:
        assert word in line
    assert ledger.read_bytes() == before


def test_the_largest_id_sqlite_keeps_is_asked_for_not_refused(mjscore):
    assert mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan").code == 0
    ran = mjscore("ledger", "totals", "--session", MAX_ID)
    assert ran.code != 0 and f"no session {MAX_ID}" in ran.err  # a real question, answered in words
