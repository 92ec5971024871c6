"""Times as the player reads them: the short date (and time) of the window's locale.

The ledger carries times as `datetime` with the table's own clock and offset; shown as
that wall-clock time, the way the table saw it."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime


def short_date(when: datetime) -> str:
    return QLocale().toString(QDate(when.year, when.month, when.day), QLocale.FormatType.ShortFormat)


def short_date_time(when: datetime) -> str:
    wall = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second))
    return QLocale().toString(wall, QLocale.FormatType.ShortFormat)
