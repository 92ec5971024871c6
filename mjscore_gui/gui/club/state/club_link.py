"""The window's side of the club folder, Qt-free: the setting (club/folder/setting.py), one
`Publisher` following the window's ledger (every change publishes its session), and one
`FolderReader` that the window's timer asks to read the folder (`tick`), imported with
the first read (after the window has painted; tests/benchmarks/bench_startup.py).
`notices` holds one line per problem, each said once (a skipped file once per content; a
folder that cannot be reached once until it can again).

A failure to publish never loses a hand: the hand is in the ledger, the line says why,
and the next tick publishes everything again (a full sync) until it works."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.folder.files import session_file
from mjscore_gui.club.folder.publish import Publisher
from mjscore_gui.club.folder.setting import ClubFolderError, ClubSettings
from mjscore_gui.gui.state.observable import Observable
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.state.text import tr
from mjscore_gui.ledger import Ledger, LedgerError
from mjscore_gui.limits import one_line

if TYPE_CHECKING:
    from mjscore_gui.club.folder.sync import FolderReader, SyncReport

MAX_NOTICES = 200  # kept for the window; far more than a night's problems


class ClubLink(Observable):
    """`ClubLink(table, say=status_line)`; `say` gets each new line as it happens (the
    window's status bar), `notices` keeps them (the window's notice strip)."""

    def __init__(self, table: Table, say: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self.table = table
        self.say = say
        self.settings: ClubSettings = club_folder.load(table.data_dir)
        self.reader: FolderReader | None = None  # made with the first read (`tick`)
        self.notices: list[str] = []
        self.error: str | None = None  # the folder's current problem (shown in the dialog)
        self.last_read: str | None = None  # this laptop's clock, HH:MM:SS: shown, never compared
        self.published = 0  # this laptop's sessions in the folder at their revision
        self.read = 0  # copies of other laptops' sessions held in this ledger
        self.dropped = 0  # copies dropped by their owners' tombstones since the window opened
        self._catch_up = True  # the next tick publishes every session, not only changed ones
        self._ledger: Ledger | None = None
        self.publisher: Publisher | None = None
        self._attach()
        self._unsubscribe = table.subscribe(self._attach)
        if self.settings.notice:
            self._notice(self.settings.notice)

    @property
    def folder(self) -> Path | None:
        return self.settings.folder

    def close(self) -> None:
        self._unsubscribe()
        if self.publisher is not None:
            self.publisher.close()
            self.publisher = None

    def _attach(self) -> None:
        """One Publisher on the ledger the table holds now (a ledger reopened after a
        restore is another object)."""
        if self.table.closed or self._ledger is self.table.ledger:
            return
        if self.publisher is not None:
            self.publisher.close()
        self._ledger = self.table.ledger
        self.publisher = Publisher(self._ledger, self.table.data_dir, on_problem=self._publish_problem)

    def _publish_problem(self, line: str) -> None:
        self._catch_up = True  # the hand is kept; the next tick publishes it
        self._notice(line)

    # -- the setting -------------------------------------------------------------------

    def set_folder(self, path: str | Path) -> None:
        """Publish to and read `path` from now on; ClubFolderError (one line) when it
        cannot be used (the setting stays as it was)."""
        self.settings = club_folder.set_folder(self.table.data_dir, path, ledger=self.table.ledger)
        self.error = None
        self._catch_up = True
        self.reader = None  # another folder: what was seen there says nothing
        self.tick()

    def turn_off(self) -> None:
        self.settings = club_folder.turn_off(self.table.data_dir)
        self.error = None
        self.last_read = None
        self._changed()

    def set_secretary(self, secretary: bool) -> None:
        self.settings = club_folder.set_secretary(self.table.data_dir, secretary)
        self._changed()

    # -- reading the folder ------------------------------------------------------------

    def tick(self) -> SyncReport | None:
        """Read the club folder into the ledger (and after a problem, publish everything
        first); each new problem is one notice. None when no folder is set or it
        cannot be reached now."""
        if self.table.closed or self.table.ledger.read_only:
            return None  # a damaged ledger shown read-only takes no copies
        settings = club_folder.load(self.table.data_dir)  # `mjscore club folder` may have changed it
        if settings != self.settings:
            self.settings = settings
            if settings.notice:
                self._notice(settings.notice)
        if settings.folder is None:
            return None
        from mjscore_gui.club.folder.sync import FolderReader, sync  # with the first read: see the docstring

        if self.reader is None:
            self.reader = FolderReader()
        ledger = self.table.ledger
        try:
            if self._catch_up:
                report = sync(ledger, self.table.data_dir, self.reader)
                self._catch_up = bool(report.problems)
                for line in report.problems:
                    self._notice(line)
            else:
                report = self.reader.read(ledger, club_folder.reachable(settings))
        except ClubFolderError as exc:
            self._problem(str(exc))
            return None
        except (LedgerError, OSError) as exc:  # LedgerFault too: this ledger cannot take copies now
            self._problem(one_line(tr("ClubLink", "could not read the club folder: {0}").format(exc)))
            return None
        self.error = None
        for skipped in report.skipped:
            if skipped.new:
                self._notice(tr("ClubLink", "Skipped {0}: {1}").format(skipped.file, skipped.why))
        self.dropped += len(report.dropped)
        self.last_read = time.strftime("%H:%M:%S")
        self._count(ledger, settings)
        self._changed()
        return report

    def _count(self, ledger: Ledger, settings: ClubSettings) -> None:
        published = copies = 0
        folder = settings.folder
        for info in ledger.sessions():
            if not info.own:
                copies += 1
            elif folder is not None and settings.publishes(info.uuid) and session_file(folder, info.uuid).is_file():
                published += 1
        self.published, self.read = published, copies

    def _problem(self, line: str) -> None:
        """The folder cannot be read now: said once, until it can again."""
        if line != self.error:
            self.error = line
            self._notice(line)
        self._catch_up = True
        self._changed()

    def _notice(self, line: str) -> None:
        if self.say is not None:
            self.say(line)  # the status line says it each time (each hand while the folder is away)
        if self.notices and self.notices[-1] == line:
            return  # kept once
        self.notices.append(line)
        del self.notices[:-MAX_NOTICES]
        self._changed()

    def status(self) -> str:
        """The publishing status in one line, for the Club folder dialog."""
        if self.settings.folder is None:
            return tr("ClubLink", "No club folder: nothing is published or read")
        if self.last_read is None:
            return tr("ClubLink", "Not read yet")
        return tr(
            "ClubLink", "Last read {0}: {1} of this laptop's sessions published, {2} read from other laptops"
        ).format(self.last_read, self.published, self.read)
