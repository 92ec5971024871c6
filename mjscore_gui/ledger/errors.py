"""What the ledger refuses, as messages a player can act on."""

from __future__ import annotations

from pathlib import Path

from mjscore_gui.limits import one_line


class LedgerError(ValueError):
    """Bad input or an impossible change; nothing was written. `str()` is one line of
    at most about 200 characters."""

    def __str__(self) -> str:
        return one_line(super().__str__())


class UnknownSession(LedgerError):
    pass


class UnknownPlayer(LedgerError):
    pass


class InvalidHand(LedgerError):
    """A hand the engine or the payout rules refuse (invalid tiles, below the minimum, ...)."""


class NewerLedger(LedgerError):
    """The file was written by a newer MJScore; it is left alone rather than downgraded."""


class LedgerFault(LedgerError):
    """The ledger file cannot be written (or read) just now, through no fault of its own:
    the disk is full, another program holds the lock, the folder is read-only. The file
    is healthy and left where it is; `str(fault)` is one line saying what to do, and
    `reason` one of the constants below for a caller that words it itself."""

    DISK_FULL = "disk_full"
    LOCKED = "locked"
    READ_ONLY = "read_only"
    DAMAGED = "damaged"
    OUTDATED = "outdated"  # a table missing, or a schema number that does not match the tables
    IO = "io"

    def __init__(self, message: str, reason: str = IO) -> None:
        super().__init__(message)
        self.reason = reason


class ReadOnlyCopy(LedgerError):
    """The session is a copy imported from another ledger: only its owner changes it
    (or this ledger, after `ledger adopt`). Nothing was written."""


class ChangedElsewhere(LedgerError):
    """The session changed in another program since the caller last read it, or the
    change to undo is another program's: nothing was written. `what` names the change
    in a few words ("record hand 5"), for a caller that words the line itself."""

    def __init__(self, message: str, what: str) -> None:
        super().__init__(message)
        self.what = what


class DamagedLedger(LedgerFault):
    """The file at `path` is damaged (`problem` says how) and was left where it is: no
    empty ledger is started in its place (`backups.advice` says how to restore one)."""

    def __init__(self, path: Path, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"the ledger {path} {problem}; nothing was changed", LedgerFault.DAMAGED)
