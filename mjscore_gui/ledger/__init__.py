"""The session ledger: a club night's hands, in order, on SQLite; pure Python, no Qt.

ledger = Ledger.open()                        # the data folder's ledger.sqlite3
if ledger.notice: show(ledger.notice)         # a damaged file was set aside
# LedgerFault (a LedgerError): full disk, lock held elsewhere, read-only folder;
# str(fault) is the one line to show, and the file is untouched.
session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])   # Amy is East
session.subscribe(lambda event: refresh())    # after every committed change
session.record(FaanClaim(3, "S", "discard", "E"), note="...")   # a typed outcome entry
session.record(from_json(obj))                # JSON at a face (stored_entry.from_json)
session.totals(); session.next_hand().label; session.undo(); session.redo()
"""

import logging

from mjscore_gui.ledger.errors import (
    ChangedElsewhere,
    InvalidHand,
    LedgerError,
    LedgerFault,
    NewerLedger,
    ReadOnlyCopy,
    UnknownPlayer,
    UnknownSession,
)
from mjscore_gui.ledger.events import LedgerEvent
from mjscore_gui.ledger.ledger import Ledger
from mjscore_gui.ledger.records import HandRecord, SessionInfo
from mjscore_gui.ledger.session import Session
from mjscore_gui.ledger.summaries import SessionSummary

# As a library the ledger stays quiet unless the app configures logging; its notices reach
# the player through the window or the command line instead.
logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "ChangedElsewhere",
    "HandRecord",
    "InvalidHand",
    "Ledger",
    "LedgerError",
    "LedgerEvent",
    "LedgerFault",
    "NewerLedger",
    "ReadOnlyCopy",
    "Session",
    "SessionInfo",
    "SessionSummary",
    "UnknownPlayer",
    "UnknownSession",
]
