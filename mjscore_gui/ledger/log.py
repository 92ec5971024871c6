"""The ledger's loggers, made when something is first logged.

Importing `logging` (with threading, traceback and string it brings) costs the window's
start-up ~4 ms, and a healthy night logs nothing. As a library the ledger stays quiet
unless the app configures logging: its package logger gets a NullHandler, and its notices
reach the player through the window or the command line instead.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging


@cache
def ledger_log(name: str) -> logging.Logger:
    """The logger of the ledger module `name` (its `__name__`)."""
    import logging

    package = logging.getLogger("mjscore_gui.ledger")
    if not any(isinstance(handler, logging.NullHandler) for handler in package.handlers):
        package.addHandler(logging.NullHandler())
    return logging.getLogger(name)
