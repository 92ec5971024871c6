"""Laptops of one club on one machine: each a data folder with its own ledger, all
sharing a club folder (or each its own, kept alike by `carry`, as a sync tool would)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.folder.files import SESSIONS
from mjscore_gui.club.folder.publish import Publisher
from mjscore_gui.club.folder.sync import FolderReader, SyncReport, sync
from mjscore_gui.ledger import Ledger


class Laptop:
    """A data folder, its ledger open, a Publisher following it (as the window has) and
    a FolderReader kept between syncs."""

    def __init__(self, root: Path, name: str, club: Path) -> None:
        self.name = name
        self.data = root / name
        self.club = club
        club.mkdir(parents=True, exist_ok=True)
        self.ledger = Ledger.open(self.data)
        club_folder.set_folder(self.data, club, ledger=self.ledger)
        self.problems: list[str] = []
        self.publisher = Publisher(self.ledger, self.data, self.problems.append)
        self.reader = FolderReader()

    def set_folder_again(self) -> None:
        """Off and on again: the sessions it has now count as started before."""
        club_folder.turn_off(self.data)
        club_folder.set_folder(self.data, self.club, ledger=self.ledger)

    def sync(self) -> SyncReport:
        return sync(self.ledger, self.data, self.reader)

    def copy_of(self, session_uuid: str):
        session = self.ledger.session_by_uuid(session_uuid)
        assert session is not None, f"{self.name} has no copy of {session_uuid}"
        return session

    def close(self) -> None:
        self.publisher.close()
        self.ledger.close()


def sessions_dir(club: Path) -> Path:
    return club / SESSIONS


def file_of(club: Path, session_uuid: str) -> Path:
    return sessions_dir(club) / f"{session_uuid}.json"


def read_export(club: Path, session_uuid: str) -> dict:
    return json.loads(file_of(club, session_uuid).read_text(encoding="utf-8"))


def write_file(club: Path, name: str, data: dict | str | bytes) -> Path:
    """A file dropped straight into the club folder (a hand-edited or hostile one)."""
    path = sessions_dir(club) / name
    if isinstance(data, dict):
        data = json.dumps(data)
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def carry(source: Path, target: Path, name: str, windows: bool = False) -> Path:
    """One file from one laptop's club folder to another's as Syncthing does it: written
    whole under `.syncthing.NAME.tmp` (`~syncthing~NAME.tmp` on Windows), then renamed."""
    temp = sessions_dir(target) / (f"~syncthing~{name}.tmp" if windows else f".syncthing.{name}.tmp")
    shutil.copy2(sessions_dir(source) / name, temp)  # Syncthing keeps the file's time
    os.replace(temp, sessions_dir(target) / name)
    return sessions_dir(target) / name


def carry_all(source: Path, target: Path) -> None:
    """Make `target` alike `source` as a sync tool would: each finished file that is new
    there or newer than the target's carried over, and each file carried before and
    since deleted at the source deleted at the target."""
    src, dst = sessions_dir(source), sessions_dir(target)
    carried = _CARRIED.setdefault((source, target), set())
    for path in src.iterdir():
        if path.name.startswith((".", "~")):
            continue  # a temporary file: Syncthing carries only finished ones
        there = dst / path.name
        if not there.exists() or path.stat().st_mtime_ns > there.stat().st_mtime_ns:
            carry(source, target, path.name)
        carried.add(path.name)
    for name in sorted(carried):
        if not (src / name).exists():
            (dst / name).unlink(missing_ok=True)
            carried.discard(name)


_CARRIED: dict[tuple[Path, Path], set[str]] = {}
