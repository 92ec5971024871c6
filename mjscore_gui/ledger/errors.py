"""What the ledger refuses, as messages a player can act on."""

from __future__ import annotations


class LedgerError(ValueError):
    """Bad input or an impossible change; nothing was written."""


class UnknownSession(LedgerError):
    pass


class UnknownPlayer(LedgerError):
    pass


class InvalidHand(LedgerError):
    """A hand the engine or the payout rules refuse (invalid tiles, below the minimum, ...)."""


class NewerLedger(LedgerError):
    """The file was written by a newer MJScore; it is left alone rather than downgraded."""
