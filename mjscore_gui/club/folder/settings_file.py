"""The club folder setting as kept in the data folder (club.json): read and written
without the ledger, so every command can learn where the club's rulesets are at start
at the cost of one small file (folder.py changes the setting; it needs the ledger)."""

from __future__ import annotations

import json
import os
import socket
import time
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from mjscore_gui.club.folder.files import club_rulesets_folder
from mjscore_gui.files import FileRefused, read_regular_file, write_atomically
from mjscore_gui.ledger.times import parse_time, time_text
from mjscore_gui.paths import data_dir
from mjscore_gui.rulebook import use_club_rulesets
from mjscore_gui.schema import decode, loads, rule

FILE_NAME = "club.json"
VERSION = 1
_MAX_BYTES = 1_000_000  # a path, a time and the uuids of picked sessions: far below this


_SESSION_ID = "a session id (text)"


class ClubFolderError(Exception):
    """The club folder cannot be used as asked; `str()` is one line a player can act on."""


def _folder(text: str) -> Path:
    if not text.strip():
        raise ValueError("expected a folder's path")
    return Path(text)


@dataclass(frozen=True)
class ClubSettings:
    # None: no club folder, nothing is published or read
    folder: Path | None = rule(None, takes=str, parse=_folder, expected="a folder's path (text) or null")
    # when the folder was set (this laptop's clock): shown, never compared, so text that is no time reads as none
    since: datetime | None = rule(None, takes=str, parse=parse_time, expected="a time (text) or null")
    picked: tuple[str, ...] = rule((), expected=_SESSION_ID)  # published although started before `since`
    earlier: frozenset[str] = rule(frozenset(), expected=_SESSION_ID)  # this ledger's when the folder was set
    withheld: frozenset[str] = rule(frozenset(), expected=_SESSION_ID)  # taken out by hand (`club publish --off`)
    secretary: bool = False  # this laptop writes the club's club.toml
    laptop: str = rule("", parse=lambda name: " ".join(name.split())[:60])  # the club's name for it; "": host name
    notice: str | None = rule(None, read=False)  # club.json could not be read: one line to show (it is kept)
    unreadable: bool = rule(False, read=False)  # set aside before the next save

    def publishes(self, session_uuid: str) -> bool:
        """Whether a session this ledger owns is published: picked by hand, or started
        after the folder was set (not among the `earlier` ones), and not withheld by hand."""
        if self.folder is None or session_uuid in self.withheld:
            return False
        return session_uuid in self.picked or session_uuid not in self.earlier

    @property
    def laptop_name(self) -> str:
        return self.laptop or socket.gethostname() or "this laptop"

    def to_json(self) -> dict[str, Any]:
        """What `mjscore club folder` prints (cli-contract.md: "folder", and more keys)."""
        return {
            "folder": None if self.folder is None else str(self.folder),
            "since": time_text(self.since),
            "picked": list(self.picked),
            "secretary": self.secretary,
            "laptop": self.laptop,
        }


def path_of(data_dir: str | Path) -> Path:
    return Path(data_dir) / FILE_NAME


def load(data_dir: str | Path) -> ClubSettings:
    """The setting kept in `data_dir`; no file: no club folder. A file that cannot be read
    gives the settings of no club folder with a `notice`, and stays where it is."""
    path = path_of(data_dir)
    if not path.exists() and not path.is_symlink():
        return ClubSettings()
    try:
        return decode(ClubSettings, loads(read_regular_file(path, _MAX_BYTES, "settings")))
    except (FileRefused, ValueError) as exc:
        return ClubSettings(
            notice=f"{path} could not be read ({str(exc)[:120]}); no club folder is set until it is set again "
            "(the file is kept beside it)",
            unreadable=True,
        )


def save(data_dir: str | Path, settings: ClubSettings) -> ClubSettings:
    """Write `settings` (atomically); an unreadable club.json is first set aside as
    `club.json.corrupt-<time>`. Returns the settings as saved. OSError on failure."""
    path = path_of(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    if settings.unreadable and (path.exists() or path.is_symlink()):
        os.replace(path, path.with_name(f"{FILE_NAME}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}"))
    saved = replace(settings, notice=None, unreadable=False)
    data = {"version": VERSION, **saved.to_json(), "earlier": sorted(saved.earlier), "withheld": sorted(saved.withheld)}
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    write_atomically(path, text)
    return saved


def see_club_rulesets() -> None:
    """Let every command and the window resolve the club's rulesets (club-friday) by id:
    once, at start, from the data folder's club folder setting (read without the ledger)."""
    folder = load(data_dir(create=False)).folder
    use_club_rulesets(club_rulesets_folder(folder) if folder is not None else None)
