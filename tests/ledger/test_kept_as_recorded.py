"""A hand an earlier version recorded and today's rules refuse is kept, not lost.

Issue 21 made the earthly hand (地糊) stand only off the dealer's first discard (seed 001
"Non-East player wins on East's first discard"). A night recorded before that may hold one
off West: money was settled on it, so the night must still open with the same totals, and
`ledger check` must name the hand so the table can fix it.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

from mjscore_gui.ledger import Ledger, LedgerError
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS
from tests.ledger.damaged import reseal

# Concealed, 3 faan to South off West (common hand, no flowers, concealed): an earthly hand
# too, had it been won on the first discard, and had that discard been the dealer's.
CONCEALED = {"concealed": "123m 456m 789m 234p 55s", "winning_tile": "5s", "win": "discard"}


def _old_earthly_night(folder) -> dict[str, int]:
    """A night whose first hand became, as an old version let it, an earthly hand won by
    South off West; what each player paid then."""
    with Ledger.open(folder) as ledger:
        session = ledger.new_session(PLAYERS)
        session.record(json_entry({**CONCEALED, "seat_wind": "S", "discarder": "W"}))  # Ben +8 from Cat
        session.record(json_entry({"faan": 3, "seat_wind": "W", "win": "discard", "discarder": "S"}))
        paid = {name: int(v) for name, v in session.totals().items()}
    with sqlite3.connect(folder / "ledger.sqlite3") as db:
        entry_id, data = db.execute("SELECT id, data FROM entries ORDER BY pos LIMIT 1").fetchone()
        stored = json.loads(data)
        stored["hand"]["conditions"] = ["earthly"]
        db.execute("UPDATE entries SET data = ? WHERE id = ?", (json.dumps(stored), entry_id))
    reseal(folder / "ledger.sqlite3")  # as the old version stored it
    return paid


def test_the_night_opens_with_what_was_paid(tmp_path):
    paid = _old_earthly_night(tmp_path)
    # Ben +8 off Cat; the deal passes to Ben, so West is now Dan, who takes 8 off Cat (South).
    assert paid == {"Amy": 0, "Ben": 8, "Cat": -16, "Dan": 8}
    with Ledger.open(tmp_path) as ledger:
        session = ledger.session()
        assert {name: int(v) for name, v in session.totals().items()} == paid
        first, second = session.entries()
        assert "East is the discarder" in (first.kept_as_recorded or "")
        assert first.number == 1 and first.winner == "S" and first.discarder == "W"
        assert "kept as recorded" in first.description
        assert second.kept_as_recorded is None and second.number == 2
        # The table goes on: a new hand is recorded and settles as usual.
        session.record(json_entry({"faan": 3, "seat_wind": "N", "win": "discard", "discarder": "E"}))
        assert session.entries()[-1].number == 3


def test_ledger_check_names_the_hand(tmp_path):
    _old_earthly_night(tmp_path)
    with Ledger.open(tmp_path) as ledger:
        problems = ledger.check()
    assert any(
        "hand 1 no longer settles" in p and "East is the discarder" in p and "ledger edit 1" in p for p in problems
    ), problems


def test_fixing_the_hand_settles_it_again(tmp_path):
    _old_earthly_night(tmp_path)
    with Ledger.open(tmp_path) as ledger:
        session = ledger.session()
        first = session.entries()[0]
        session.edit(first.id, json_entry({**CONCEALED, "seat_wind": "S", "discarder": "W"}))
        fixed = session.entries()[0]
        assert fixed.kept_as_recorded is None and fixed.faan == 3
        assert not ledger.check()


def test_a_new_hand_like_it_is_still_refused(tmp_path):
    _old_earthly_night(tmp_path)
    with Ledger.open(tmp_path) as ledger:
        with pytest.raises(LedgerError, match="East is the discarder"):
            ledger.session().record(
                json_entry({**CONCEALED, "seat_wind": "S", "discarder": "W", "conditions": ["earthly"]})
            )
