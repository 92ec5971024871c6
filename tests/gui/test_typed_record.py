"""Record sends the ledger the typed entry its preview settled (issue 28): the very
`ScoredHand` the result panel showed, never a dict."""

from __future__ import annotations

from mjscore_gui.ledger.session import Session
from mjscore_gui.outcome import ScoredHand
from tests.gui.conftest import pick
from tests.gui.test_window import WINNING_HAND, click, tiles, totals


def test_record_hands_the_ledger_the_entry_the_preview_settled(qtbot, window, monkeypatch):
    sent: list[object] = []
    record = Session.record

    def spy(self, entry, **kwargs):
        sent.append(entry)
        return record(self, entry, **kwargs)

    monkeypatch.setattr(Session, "record", spy)
    tiles(qtbot, window, *WINNING_HAND)
    pick(qtbot, window, "E", "S")  # East wins off South's discard
    preview = window.builder.evaluation()
    previewed = preview.entry
    assert isinstance(previewed, ScoredHand) and previewed.discarder == "S"

    click(qtbot, window, "record-hand")

    assert len(sent) == 1 and not isinstance(sent[0], dict)
    assert sent[0] is previewed  # the object the preview held, not a copy rebuilt from JSON
    hand = window.table.session.hands()[0]
    assert (hand.kind, hand.faan, hand.winner, hand.discarder) == ("hand", 6, "E", "S")
    assert hand.payments == {"E": 32, "S": -32, "W": 0, "N": 0} == preview.settlement.payments
    assert totals(window) == ["+32", "-32", "0", "0"]  # what the players read
