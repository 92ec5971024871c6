"""The files MJScore itself writes into a club folder, and what it makes of a name found
there. The folder is shared through whatever sync the club already has (Syncthing,
Dropbox, Google Drive, a network share), so its names come from those tools as much as
from MJScore.

What MJScore writes, each by its owner only:
    sessions/<session-uuid>.json            a session this ledger owns, as `ledger export --format json`
    sessions/<session-uuid>.withdrawn.json  a tombstone: the owner no longer publishes it
A file is written under `.mjscore-tmp-<random>-<name>` in the same folder, flushed to the
disk and renamed over the real name, so a reader never sees half of one of ours. The
prefix is none of the sync tools' (Syncthing's `.syncthing.`/`~syncthing~`), and `.stignore`
tells Syncthing not to carry it to the other laptops.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from mjscore_gui.files import TEMP_PREFIX, write_atomically

SESSIONS = "sessions"  # the sub-folder of the club folder holding the session files
RULESETS = "rulesets"  # the club's house rulesets, beside club.toml (config.py)
STIGNORE = ".stignore"
STIGNORE_LINE = f"{TEMP_PREFIX}*"  # a Syncthing ignore pattern: in every sub-folder
WITHDRAWN_FORMAT = "mjscore-withdrawn"
WITHDRAWN_VERSION = 1

_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_SESSION_NAME = re.compile(rf"^({_UUID})(\.withdrawn)?\.json$")
# Operating systems leave these beside any file; they are nobody's session.
_SYSTEM_FILES = {".ds_store", "thumbs.db", "desktop.ini", ".directory"}


class NotASessionFile(Exception):
    """A name in `sessions/` that is not one MJScore reads; `str()` says why, in a few words."""


@dataclass(frozen=True, slots=True)
class FileName:
    """A name MJScore reads: a session file or a tombstone, of the session `uuid`."""

    uuid: str
    withdrawn: bool


def club_rulesets_folder(folder: str | Path) -> Path:
    """Where the club's house rulesets are kept: `rulesets/` beside club.toml."""
    return Path(folder) / RULESETS


def session_file(folder: Path, session_uuid: str) -> Path:
    return Path(folder) / SESSIONS / f"{session_uuid}.json"


def tombstone_file(folder: Path, session_uuid: str) -> Path:
    return Path(folder) / SESSIONS / f"{session_uuid}.withdrawn.json"


def shown_name(name: str) -> str:
    """A file name as a report shows it: control characters and undecodable bytes
    written as escapes, so a hostile name cannot move the cursor or break a line."""
    out = []
    for char in name:
        if unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char == "\x7f":
            out.append(f"\\x{ord(char):02x}" if ord(char) <= 0xFF else f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def classify(name: str) -> FileName | None:
    """What the name in `sessions/` is: a session file or a tombstone (FileName), an
    operating system's own file to pass by in silence (None), or NotASessionFile
    saying why it is skipped. The name alone decides; nothing is inferred about who
    wrote it (a conflict copy's device id is the winner's, not the author's)."""
    lowered = name.lower()
    if any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in name):
        raise NotASessionFile("its name holds control characters; not a file MJScore wrote")
    if lowered in _SYSTEM_FILES or name.startswith("._"):
        return None
    if name.startswith(TEMP_PREFIX):
        raise NotASessionFile("an MJScore file still being written (a temporary file)")
    if (name.startswith(".syncthing.") and name.endswith(".tmp")) or name.startswith("~syncthing~"):
        raise NotASessionFile("a Syncthing temporary file (a copy still arriving)")
    if ".sync-conflict-" in lowered:
        raise NotASessionFile("a Syncthing conflict copy; the real file keeps the newer write")
    if "conflicted copy" in lowered:
        raise NotASessionFile("a Dropbox conflicted copy; the real file keeps the newer write")
    match = _SESSION_NAME.match(name)
    if match is None:
        raise NotASessionFile("not a session file (MJScore writes <session-uuid>.json)")
    return FileName(match.group(1), match.group(2) is not None)


def prepare(folder: Path) -> None:
    """Make `folder` a club folder: its `sessions/` sub-folder, and our temporary
    files' pattern in `.stignore` (Syncthing's list of names not to sync; added to
    the club's own list when it has one). OSError when the folder cannot be written."""
    folder = Path(folder)
    (folder / SESSIONS).mkdir(exist_ok=True)
    ignore = folder / STIGNORE
    try:
        text = ignore.read_text(encoding="utf-8") if ignore.is_file() else ""
    except (OSError, UnicodeDecodeError):
        return  # the club's own list, unreadable to us: left as it is
    if STIGNORE_LINE in text.splitlines():
        return
    comment = "// MJScore writes its files under this name first, then renames them\n"
    joined = text if not text or text.endswith("\n") else text + "\n"
    write_atomically(ignore, (joined + comment + STIGNORE_LINE + "\n").encode("utf-8"))
