"""The club folder into this ledger: every other laptop's session file as a read-only
copy, by the ledger-truth rules (a higher revision replaces a copy; an older or equal
one is already here), and every tombstone dropping the copy it withdraws.

The folder is untrusted input. A file that cannot be used (partial, a sync tool's
temporary file or conflict copy, a newer MJScore's format, a hand-edited or hostile
file, a link, a huge file, a name with control characters) is skipped with one line
(file and why) and changes nothing; this ledger's own sessions are never changed from
the folder. Revisions decide, never the files' times or the times written in them, so a
laptop with a wrong clock changes nothing. A file whose owner is not the owner of the
copy held (and records no hand-over from it) is refused: a copy follows one owner.

`FolderReader` remembers what it saw (by the file's identity: inode, size, times), so
a window reading the folder every few seconds reads only what changed, and reports
each skipped file once per content (`Skipped.new`).
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.folder.files import (
    SESSIONS,
    WITHDRAWN_FORMAT,
    WITHDRAWN_VERSION,
    FileName,
    NotASessionFile,
    classify,
    shown_name,
)
from mjscore_gui.club.folder.publish import publish
from mjscore_gui.files import FileRefused, read_regular_file
from mjscore_gui.ledger import Ledger, LedgerError, LedgerFault, exchange
from mjscore_gui.limits import MAX_IMPORT_BYTES, one_line
from mjscore_gui.schema import SchemaError, decode, loads, rule

_TOMBSTONE_BYTES = 64_000
_REMEMBERED = 10_000  # skipped files reported: forgotten beyond this, then said once more


@dataclass(frozen=True)
class Skipped:
    """A file in the club folder not used: its name in the folder and why. `new`: not
    reported before by this reader (the window shows only those)."""

    file: str
    why: str
    new: bool = True

    def to_json(self) -> dict[str, str]:
        return {"file": self.file, "why": self.why}


@dataclass
class SyncReport:
    """One sync: `published` sessions of this ledger in the folder at their revision,
    `written` of them now (`withdrawn`: tombstones written), other
    laptops' files `read`, of which `added` and `replaced` changed this ledger,
    `up_to_date` did not need to and `dropped` removed a withdrawn copy; `skipped`
    files with why; `problems`: this laptop's sessions it could not publish."""

    published: int = 0
    written: int = 0
    withdrawn: int = 0
    read: int = 0
    added: list[str] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)
    up_to_date: int = 0
    dropped: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        """Whether this ledger changed (a standings board redraws)."""
        return bool(self.added or self.replaced or self.dropped)

    def to_json(self) -> dict[str, Any]:
        """`mjscore club sync --format json` (cli-contract.md; the keys after the first
        three are added)."""
        return {
            "published": self.published,
            "read": self.read,
            "skipped": [s.to_json() for s in self.skipped],
            "written": self.written,
            "withdrawn": self.withdrawn,
            "added": self.added,
            "replaced": self.replaced,
            "up_to_date": self.up_to_date,
            "dropped": self.dropped,
            "problems": self.problems,
        }


@dataclass(frozen=True)
class _Meta:
    """What deciding about a file needs, kept while the file is unchanged."""

    uuid: str
    owner: str
    revision: int
    handed_from: frozenset[str]  # the owners this session was handed over from


@dataclass
class _Seen:
    identity: tuple[int, ...]
    fingerprint: str
    meta: _Meta | None = None
    why: str | None = None


class _Skip(Exception):
    def __init__(self, why: str, fingerprint: str = "") -> None:
        super().__init__(why)
        self.why, self.fingerprint = why, fingerprint


def sync(ledger: Ledger, data_dir: str | Path, reader: FolderReader | None = None) -> SyncReport:
    """Publish this ledger's sessions to the club folder set in `data_dir`, then read
    every file there. ClubFolderError when no folder is set or it cannot be reached
    (nothing done); a `reader` kept between calls remembers what it saw."""
    settings = club_folder.load(data_dir)
    folder = club_folder.reachable(settings)
    published = publish(ledger, data_dir, settings)
    report = (reader or FolderReader()).read(ledger, folder)
    report.published = len(published.published) + len(published.current)
    report.written = len(published.published)
    report.withdrawn = len(published.withdrawn)
    report.problems = published.problems
    return report


class FolderReader:
    """Reads a club folder into a ledger; keep one per window to read only what changed
    and to report each skipped file once."""

    def __init__(self) -> None:
        self._seen: dict[str, _Seen] = {}
        self._reported: set[tuple[str, str]] = set()

    def read(self, ledger: Ledger, folder: Path) -> SyncReport:
        """Every file of `folder`'s `sessions/` into `ledger` (see the module's note)."""
        report = SyncReport()
        sessions = Path(folder) / SESSIONS
        try:
            names = sorted(entry.name for entry in os.scandir(sessions))
        except OSError as exc:
            raise club_folder.ClubFolderError(
                f"cannot read {sessions}: {exc.strerror or exc}; nothing was read"
            ) from None
        self._seen = {name: seen for name, seen in self._seen.items() if name in names}
        me = ledger.id
        found: list[tuple[str, FileName]] = []
        for name in names:
            try:
                kind = classify(name)
            except NotASessionFile as exc:
                self._skip(report, name, str(exc), "name")
                continue
            if kind is not None:
                found.append((name, kind))
        # Tombstones first: a session file is judged knowing whether it was withdrawn.
        tombstones: dict[str, _Meta] = {}
        for name, kind in found:
            if kind.withdrawn:
                meta = self._meta(sessions, name, kind, report)
                if meta is not None:
                    tombstones[meta.uuid] = meta
        for name, kind in found:
            if not kind.withdrawn:
                self._session(ledger, me, sessions, name, kind, tombstones, report)
        tombstones_read = 0
        for session_uuid, tomb in tombstones.items():
            name = f"{session_uuid}.withdrawn.json"
            try:
                tombstones_read += self._apply_tombstone(ledger, me, tomb, report)
            except _Skip as exc:
                self._skip(report, name, exc.why, self._seen[name].fingerprint if name in self._seen else "")
        report.read = len(report.added) + len(report.replaced) + report.up_to_date + tombstones_read
        report.skipped.sort(key=lambda s: s.file)
        return report

    # ---- one file ---------------------------------------------------------------------

    def _meta(self, sessions: Path, name: str, kind: FileName, report: SyncReport) -> _Meta | None:
        """The file's owner, uuid and revision: remembered while it is unchanged, else read."""
        path = sessions / name
        try:
            info = os.lstat(path)
        except OSError as exc:
            self._skip(report, name, f"cannot be read: {exc.strerror or exc}", "gone")
            return None
        identity = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_mode)
        seen = self._seen.get(name)
        if seen is None or seen.identity != identity:
            seen = self._look(path, kind, info, identity)
            self._seen[name] = seen
        if seen.why is not None:
            self._skip(report, name, seen.why, seen.fingerprint)
            return None
        return seen.meta

    def _look(self, path: Path, kind: FileName, info: os.stat_result, identity: tuple[int, ...]) -> _Seen:
        fingerprint = "-".join(map(str, identity))
        if stat.S_ISLNK(info.st_mode):
            return _Seen(identity, fingerprint, why="a symbolic link; the club folder takes only regular files")
        try:
            data = _read(path, kind)
        except _Skip as exc:
            return _Seen(identity, exc.fingerprint or fingerprint, why=exc.why)
        return _Seen(identity, data[1], meta=data[0])

    def _session(
        self,
        ledger: Ledger,
        me: str,
        sessions: Path,
        name: str,
        kind: FileName,
        tombstones: Mapping[str, _Meta],
        report: SyncReport,
    ) -> None:
        meta = self._meta(sessions, name, kind, report)
        if meta is None:
            return
        fingerprint = self._seen[name].fingerprint
        try:
            if _ours(ledger, me, meta):
                return  # this laptop's own file: nothing to read
            tomb = tombstones.get(meta.uuid)
            if tomb is not None and tomb.owner == meta.owner and tomb.revision >= meta.revision:
                report.up_to_date += 1  # withdrawn since: the tombstone drops any copy
                return
            if not _newer_than_held(ledger, meta):
                report.up_to_date += 1
                return
        except _Skip as exc:
            self._skip(report, name, exc.why, fingerprint)
            return
        try:
            self._import(ledger, sessions / name, kind, meta, report)
        except _Skip as exc:
            # The file's own fault: remembered while it is unchanged, not read again.
            self._seen[name].why = exc.why
            self._skip(report, name, exc.why, fingerprint)

    def _import(self, ledger: Ledger, path: Path, kind: FileName, meta: _Meta, report: SyncReport) -> None:
        text = _text(path)
        try:
            data = exchange.parse(text)
            again = _file_meta(data, kind)
            if again != meta:  # changed between two reads: judged again at the next sync
                raise _Skip("changed while being read (a copy still arriving?)")
            imported = ledger.import_json(data)
        except LedgerFault:
            raise  # this ledger cannot be written: not the file's fault
        except _Skip:
            raise
        except LedgerError as exc:
            raise _Skip(str(exc)) from None
        except Exception as exc:  # a file nobody foresaw must not stop the others
            raise _Skip(f"could not be read ({type(exc).__name__}: {one_line(exc, 80)})") from None
        report.added += [s.uuid for s in imported.added]
        report.replaced += [s.uuid for s in imported.replaced]
        if not imported.added and not imported.replaced:
            report.up_to_date += 1

    def _apply_tombstone(self, ledger: Ledger, me: str, tomb: _Meta, report: SyncReport) -> int:
        """Drop the copy the tombstone withdraws; 1 when it is another ledger's (read), 0 ours."""
        held = ledger.session_by_uuid(tomb.uuid)
        if held is None:
            return 0 if tomb.owner == me else 1
        owner = held.ownership
        if owner.own:
            if tomb.owner == me:
                return 0  # our own tombstone of a session published again: removed at its next publish
            raise _Skip(f"withdraws session {tomb.uuid}, which is this ledger's own; left alone")
        if owner.owner != tomb.owner:
            raise _Skip(
                f"withdraws session {tomb.uuid} for ledger {tomb.owner}, but the copy here is ledger "
                f"{owner.owner}'s; left alone"
            )
        if owner.revision <= tomb.revision and ledger.drop_copy(tomb.uuid, tomb.revision):
            report.dropped.append(tomb.uuid)
        return 1  # a higher revision held: published again since, the copy stays

    def _skip(self, report: SyncReport, name: str, why: str, fingerprint: str) -> None:
        key = (name, fingerprint)
        new = key not in self._reported
        if new:
            if len(self._reported) >= _REMEMBERED:
                self._reported.clear()
            self._reported.add(key)
        report.skipped.append(Skipped(f"{SESSIONS}/{shown_name(name)}", one_line(why), new))


# ---- reading and checking a file ------------------------------------------------------------


def _text(path: Path) -> str:
    if os.path.islink(path):
        raise _Skip("a symbolic link; the club folder takes only regular files")
    try:
        raw = read_regular_file(path, MAX_IMPORT_BYTES, "session", name="it")
    except FileRefused as exc:
        raise _Skip(str(exc)) from None
    fingerprint = hashlib.sha256(raw).hexdigest()[:16]
    if not raw.strip():
        raise _Skip("empty (a copy still arriving?)", fingerprint)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _Skip("not UTF-8 text; not a file MJScore wrote", fingerprint) from None


def _read(path: Path, kind: FileName) -> tuple[_Meta, str]:
    """The file's meta and fingerprint; _Skip saying why it cannot be used."""
    text = _text(path)
    fingerprint = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    try:
        if kind.withdrawn:
            if len(text) > _TOMBSTONE_BYTES:
                raise _Skip("too large for a tombstone", fingerprint)
            return _file_meta(loads(text), kind), fingerprint
        return _file_meta(exchange.parse(text), kind), fingerprint
    except _Skip as exc:
        raise _Skip(exc.why, fingerprint) from None
    except LedgerError as exc:
        cut = " (cut short: a partial copy?)" if "not valid JSON" in str(exc) else ""
        raise _Skip(f"{exc}{cut}", fingerprint) from None
    except ValueError as exc:
        raise _Skip(f"not valid JSON ({one_line(exc, 60)}; cut short: a partial copy?)", fingerprint) from None
    except RecursionError:
        raise _Skip("nested too deeply to be a session", fingerprint) from None


@dataclass(frozen=True)
class _Stamp:
    """Whose session a file says it is, at which revision: a tombstone, or a session file's "session"."""

    owner: str = rule(pattern=r".*\S.*", expected="the id of the ledger that owns the session (text)")
    revision: int = rule(between=(0, 10**15), expected="a whole number of 0 or more")
    uuid: Any = None
    adopted: tuple[dict[str, Any], ...] | None = rule(None, count=(0, 1000), many="a list of hand-overs")


@dataclass(frozen=True)
class _SessionFile:
    session: _Stamp


def _file_meta(data: Any, kind: FileName) -> _Meta:
    what, form, newest = (
        ("tombstone", WITHDRAWN_FORMAT, WITHDRAWN_VERSION)
        if kind.withdrawn
        else ("session", exchange.FORMAT, exchange.FORMAT_VERSION)
    )
    try:
        written = decode(exchange.Envelope, data)
        if written.format != form:
            raise _Skip(f'not an MJScore {what} (expected "format": "{form}")')
        if (written.version or 0) > newest:
            raise _Skip(
                f"written by a newer MJScore ({what} format {written.version}; this one reads up to {newest}): "
                "update MJScore on this laptop"
            )
        if written.version not in (exchange.READS if what == "session" else (newest,)):
            raise _Skip(f"{what} format {written.version} is not one this MJScore reads")
        stamp = decode(_Stamp, data) if kind.withdrawn else decode(_SessionFile, data).session
    except SchemaError as exc:
        raise _Skip(str(exc)) from None
    if stamp.uuid != kind.uuid:
        raise _Skip(f"holds session {_short(stamp.uuid)}, not the {kind.uuid} its name says")
    handed = {str(a["from"]) for a in stamp.adopted or () if a.get("from")}
    return _Meta(kind.uuid, stamp.owner.strip().lower(), stamp.revision, frozenset(handed))


def _ours(ledger: Ledger, me: str, meta: _Meta) -> bool:
    """Whether the file is this ledger's own publication (nothing to read); _Skip when it
    claims this ledger or one of its sessions without being one."""
    held = ledger.session_by_uuid(meta.uuid)
    if held is not None and held.is_own:
        if meta.owner == me:
            return True
        raise _Skip(
            f"claims session {meta.uuid} for ledger {meta.owner}, but it is this ledger's own; "
            "this ledger's sessions are never changed from the folder"
        )
    if meta.owner == me:
        raise _Skip("claims to come from this ledger, which has no such session of its own; left alone")
    return False


def _newer_than_held(ledger: Ledger, meta: _Meta) -> bool:
    """Whether the file would change the copy held (none held: yes); _Skip when the file
    names another owner than the copy's without a hand-over from it."""
    held = ledger.session_by_uuid(meta.uuid)
    if held is None:
        return True
    owner = held.ownership
    if owner.owner != meta.owner and owner.owner not in meta.handed_from:
        raise _Skip(
            f"says session {meta.uuid} is ledger {meta.owner}'s, but the copy here is ledger {owner.owner}'s "
            "and no hand-over between them is recorded; left alone"
        )
    return meta.revision > owner.revision


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
