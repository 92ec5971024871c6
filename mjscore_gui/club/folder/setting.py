"""The club folder setting of one laptop, kept in its data folder as `club.json`.

It says which folder the club shares (Club ▸ Club folder, `mjscore club folder PATH`),
since when this laptop publishes its sessions there: the sessions started after the
folder was set, told apart from those before by the list of sessions this ledger owned
then (`earlier`, so no clock decides, and two in the same second are told apart); the
sessions picked by hand to publish as well (by uuid); and whether this is the
secretary's laptop (the only one that writes the club's `club.toml`).

The file is written whole under a temporary name and renamed; a file that cannot be
read is reported (`notice`) and kept: it is set aside, never overwritten, before a
new setting is saved.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from mjscore_gui.club.folder.files import prepare
from mjscore_gui.club.folder.settings_file import ClubFolderError, ClubSettings, load, save
from mjscore_gui.files import TEMP_PREFIX
from mjscore_gui.ledger import Ledger, LedgerError
from mjscore_gui.ledger.ledger import FILE_NAME as FILE_NAME_LEDGER
from mjscore_gui.ledger.table import now
from mjscore_gui.ledger.times import parse_time


def usable_folder(path: str | Path) -> Path:
    """The folder `path` as the club folder: an existing folder this laptop can write,
    made ready (its `sessions/` and `.stignore`). ClubFolderError (one line) otherwise.
    A missing folder is never created: a network share or a sync folder that is not
    there yet must not become an empty local one."""
    folder = Path(path).expanduser()
    if not str(path).strip():
        raise ClubFolderError("name the club folder: mjscore club folder PATH")
    folder = folder.absolute()
    if not folder.exists():
        raise ClubFolderError(f"the club folder {folder} does not exist; create it (or start the sync tool) first")
    if not folder.is_dir():
        raise ClubFolderError(f"{folder} is not a folder; the club folder must be a folder the club keeps in sync")
    try:
        prepare(folder)
        probe = folder / f"{TEMP_PREFIX}probe-{os.getpid()}"  # a name Syncthing is told to ignore
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise ClubFolderError(f"cannot write in the club folder {folder}: {exc.strerror or exc}") from None
    return folder


def reachable(settings: ClubSettings) -> Path:
    """The club folder that is set, checked to be there now (a share unmounted, a
    folder renamed): ClubFolderError otherwise. Its `sessions/` is made when missing."""
    if settings.folder is None:
        raise ClubFolderError("no club folder is set; set one with: mjscore club folder PATH")
    folder = settings.folder
    if not folder.is_dir():
        raise ClubFolderError(
            f"the club folder {folder} cannot be reached (not there now: a share unmounted or the folder moved?); "
            "nothing was published or read"
        )
    try:
        prepare(folder)
    except OSError as exc:
        raise ClubFolderError(f"cannot write in the club folder {folder}: {exc.strerror or exc}") from None
    return folder


def set_folder(
    data_dir: str | Path, path: str | Path, secretary: bool | None = None, ledger: Ledger | None = None
) -> ClubSettings:
    """Publish to and read from the folder `path` from now on (checked with
    `usable_folder`): the sessions `ledger` (the data folder's, opened here when None)
    starts from now on. Set again to the same folder, since when stays; a new folder
    starts from now. `secretary`: mark this laptop as the secretary's, or not (None:
    as it was)."""
    folder = usable_folder(path)
    held = load(data_dir)
    secretary = held.secretary if secretary is None else secretary
    if held.folder is not None and held.since and _same(held.folder, folder):
        return _save(data_dir, replace(held, folder=folder, secretary=secretary))
    earlier = frozenset(own_sessions(data_dir) if ledger is None else _own(ledger))
    return _save(data_dir, replace(held, folder=folder, since=parse_time(now()), earlier=earlier, secretary=secretary))


def own_sessions(data_dir: str | Path) -> list[str]:
    """The uuids of the sessions the data folder's ledger owns (none without a ledger);
    ClubFolderError when it cannot be read."""
    if not (Path(data_dir) / FILE_NAME_LEDGER).exists():
        return []
    try:
        with Ledger.open(data_dir, fresh_on_damage=False, read_only=True) as opened:
            return _own(opened)
    except LedgerError as exc:
        raise ClubFolderError(f"cannot read the ledger to set the club folder: {exc}") from None


def _own(ledger: Ledger) -> list[str]:
    return [info.uuid for info in ledger.sessions() if info.own]


def turn_off(data_dir: str | Path) -> ClubSettings:
    """No club folder: nothing is published or read any more (the files there stay)."""
    return _save(data_dir, replace(load(data_dir), folder=None, since=None, earlier=frozenset()))


def set_secretary(data_dir: str | Path, secretary: bool) -> ClubSettings:
    return _save(data_dir, replace(load(data_dir), secretary=secretary))


def pick(data_dir: str | Path, session_uuid: str, publish: bool = True) -> ClubSettings:
    """Publish a session of this ledger's (one started before the folder was set too), or
    stop publishing one, whenever it started: the next publish leaves a tombstone for it."""
    held = load(data_dir)
    picked = [u for u in held.picked if u != session_uuid] + ([session_uuid] if publish else [])
    withheld = held.withheld - {session_uuid} if publish else held.withheld | {session_uuid}
    return _save(data_dir, replace(held, picked=tuple(picked), withheld=withheld))


def is_secretary(data_dir: str | Path) -> bool:
    """Whether this laptop is the secretary's: the only one that writes the club's club.toml."""
    return load(data_dir).secretary


def _save(data_dir: str | Path, settings: ClubSettings) -> ClubSettings:
    try:
        return save(data_dir, settings)
    except OSError as exc:
        raise ClubFolderError(f"cannot save the club folder setting in {data_dir}: {exc.strerror or exc}") from None


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


# The setting itself is read and written by settings_file.py (no ledger needed there);
# its names are offered here too, so the club folder is one module to its callers.
__all__ = [
    "ClubFolderError",
    "ClubSettings",
    "is_secretary",
    "load",
    "own_sessions",
    "pick",
    "reachable",
    "save",
    "set_folder",
    "set_secretary",
    "turn_off",
    "usable_folder",
]
