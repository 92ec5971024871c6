"""This laptop's sessions out to the club folder: one file per session it owns and
publishes, `sessions/<session-uuid>.json`, the session's `ledger export --format json`
(with its owner ledger id and revision), written atomically (files.write_atomically).

A session is written again only when its revision moved since it was last written
there: the revisions written are remembered in the data folder (`club-published.json`,
only a saving of work: lost or unreadable, everything is written once more). A session
no longer published (picked by hand and un-picked, or gone from this ledger) leaves a
tombstone, `sessions/<session-uuid>.withdrawn.json` with its owner, uuid, revision and
time, so the other laptops drop their copy; publishing it again removes the tombstone.

`publish` does one pass (what `mjscore club sync` and the ledger commands call);
`Publisher` follows a ledger's changes for the window. A failure to publish is a line
to show: the hand is already in the ledger, and the next publish catches up.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.folder.files import (
    WITHDRAWN_FORMAT,
    WITHDRAWN_VERSION,
    session_file,
    tombstone_file,
)
from mjscore_gui.club.folder.setting import ClubFolderError, ClubSettings
from mjscore_gui.files import FileRefused, read_regular_file, write_atomically
from mjscore_gui.ledger import Ledger, LedgerError, LedgerEvent, LedgerFault
from mjscore_gui.ledger.table import now
from mjscore_gui.ledger.times import time_text
from mjscore_gui.limits import one_line

MEMORY_FILE = "club-published.json"
_MEMORY_BYTES = 10_000_000


@dataclass
class PublishReport:
    """What a publish did: the sessions written (uuids), those already there at their
    revision (`current`), those withdrawn (a tombstone left), and one line for each
    session it could not write."""

    published: list[str] = field(default_factory=list)
    current: list[str] = field(default_factory=list)
    withdrawn: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def publish(
    ledger: Ledger, data_dir: str | Path, settings: ClubSettings | None = None, only: Iterable[int] | None = None
) -> PublishReport:
    """Write each session this ledger owns and publishes whose revision moved, and a
    tombstone for each it no longer publishes; `only`: these session ids alone (the
    ones a change touched). ClubFolderError when the folder set cannot be reached now
    (nothing written); no folder set: nothing to do."""
    settings = club_folder.load(data_dir) if settings is None else settings
    report = PublishReport()
    if settings.folder is None:
        return report
    folder = club_folder.reachable(settings)
    memory = _Memory.load(Path(data_dir), folder)
    wanted = None if only is None else set(only)
    own = {info.uuid: info for info in ledger.sessions() if info.own}
    for session_uuid, info in own.items():
        if wanted is not None and info.id not in wanted:
            continue
        try:
            session = ledger.session(info.id)
            revision = session.revision
            target = session_file(folder, session_uuid)
            if not settings.publishes(session_uuid):
                if target.exists():
                    _withdraw(folder, session_uuid, ledger.id, revision, report)
                memory.revisions.pop(session_uuid, None)
            elif memory.revisions.get(session_uuid) == revision and target.is_file():
                report.current.append(session_uuid)
            else:
                write_atomically(target, session.export_json_text().encode("utf-8"))
                memory.revisions[session_uuid] = revision
                report.published.append(session_uuid)
                # Published again: the other laptops take it back.
                tombstone_file(folder, session_uuid).unlink(missing_ok=True)
        except LedgerFault:
            raise
        except (OSError, LedgerError) as exc:
            shown = info.name or time_text(info.started)
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            report.problems.append(one_line(f"could not publish {shown} (session {info.id}) to the club folder: {why}"))
    if wanted is None:
        # Published once and no longer this ledger's own session: withdrawn.
        for session_uuid in [u for u in memory.revisions if u not in own]:
            try:
                _withdraw(folder, session_uuid, ledger.id, memory.revisions[session_uuid], report)
                memory.revisions.pop(session_uuid, None)
            except OSError as exc:
                report.problems.append(one_line(f"could not withdraw session {session_uuid}: {exc.strerror or exc}"))
    memory.save()
    return report


def _withdraw(folder: Path, session_uuid: str, owner: str, revision: int, report: PublishReport) -> None:
    tomb = {
        "format": WITHDRAWN_FORMAT,
        "version": WITHDRAWN_VERSION,
        "uuid": session_uuid,
        "owner": owner,
        "revision": revision,
        "withdrawn": now(),  # for a reader of the file; revisions decide, never times
    }
    write_atomically(tombstone_file(folder, session_uuid), (json.dumps(tomb, indent=1) + "\n").encode("utf-8"))
    session_file(folder, session_uuid).unlink(missing_ok=True)
    report.withdrawn.append(session_uuid)


class _Memory:
    """The revision of each session last written to this club folder."""

    def __init__(self, path: Path, folder: Path, revisions: dict[str, int]) -> None:
        self.path, self.folder, self.revisions = path, folder, revisions
        self._as_read = dict(revisions)

    @classmethod
    def load(cls, data_dir: Path, folder: Path) -> _Memory:
        path = data_dir / MEMORY_FILE
        revisions: dict[str, int] = {}
        try:
            data: Any = json.loads(read_regular_file(path, _MEMORY_BYTES, "settings").decode("utf-8"))
            if isinstance(data, dict) and data.get("folder") == str(folder) and isinstance(data.get("sessions"), dict):
                revisions = {
                    str(k): v for k, v in data["sessions"].items() if isinstance(v, int) and not isinstance(v, bool)
                }
        except (FileRefused, ValueError):
            pass  # none yet, or unreadable: every session is written once more
        return cls(path, folder, revisions)

    def save(self) -> None:
        if self.revisions == self._as_read:
            return
        text = json.dumps({"folder": str(self.folder), "sessions": self.revisions}, indent=1) + "\n"
        try:
            write_atomically(self.path, text.encode("utf-8"))
        except OSError:
            pass  # only a saving of work: the next publish writes these sessions again


class Publisher:
    """Publishes each session of `ledger` that changes, for as long as it is open (the
    window holds one): `Publisher(ledger, data_dir, on_problem=show_line)`. With
    `at_once` (the default) every committed change publishes its session before the
    call that made it returns; without, changes wait for `flush()` (the command line
    flushes once, after its change). The club folder setting is read at each publish,
    so setting or turning off the folder takes effect at once. A problem (the folder
    unreachable, a full disk) is given to `on_problem` as one line; it never undoes
    or stops the change, which is already in the ledger."""

    def __init__(
        self,
        ledger: Ledger,
        data_dir: str | Path,
        on_problem: Callable[[str], None] | None = None,
        at_once: bool = True,
    ) -> None:
        self.ledger, self.data_dir, self.on_problem, self.at_once = ledger, Path(data_dir), on_problem, at_once
        self._pending: set[int] = set()
        self._unsubscribe = ledger.subscribe(self._event)

    def close(self) -> None:
        self._unsubscribe()

    def _event(self, event: LedgerEvent) -> None:
        self._pending.add(event.session_id)
        if self.at_once:
            self.flush()

    def flush(self) -> PublishReport:
        """Publish the sessions changed since the last flush."""
        pending, self._pending = self._pending, set()
        if not pending:
            return PublishReport()
        settings = club_folder.load(self.data_dir)
        if settings.notice:
            self._say(settings.notice)
        if settings.folder is None:
            return PublishReport()
        try:
            report = publish(self.ledger, self.data_dir, settings, only=pending)
        except ClubFolderError as exc:
            self._say(f"{exc}; the change is kept in this ledger and published at the next sync")
            return PublishReport(problems=[str(exc)])
        except LedgerError as exc:
            self._say(f"could not publish to the club folder: {exc}")
            return PublishReport(problems=[str(exc)])
        except Exception as exc:  # the change is in the ledger whatever happens here
            line = one_line(f"could not publish to the club folder ({type(exc).__name__}: {exc})")
            self._say(line)
            return PublishReport(problems=[line])
        for line in report.problems:
            self._say(line)
        return report

    def _say(self, line: str) -> None:
        if self.on_problem is not None:
            self.on_problem(line)
