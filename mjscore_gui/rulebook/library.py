"""The rulesets a player can choose: the presets that ship with the app, and the club's
own house rulesets, one TOML file each in a folder of the user's (never the install).

A house ruleset starts as a copy of a preset (or an imported file) and is changed and
kept under its own id. A broken file in the folder is reported and left as it is: the
app still starts with everything else.

A club folder's rulesets (`rulesets/` beside its club.toml, the same files) are read
beside them, read-only here: the club's `club-friday` is the same on every laptop, so
it comes before a house ruleset of this laptop's under the same id.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from mjscore_gui.engine.errors import RulesetError, shown
from mjscore_gui.engine.ruleset import Ruleset
from mjscore_gui.engine.ruleset_file import check_ruleset_id, dumps_ruleset, loads_ruleset, read_ruleset_bytes
from mjscore_gui.engine.ruleset_toml import decode_toml
from mjscore_gui.engine.toml_layout import rewrite
from mjscore_gui.files import write_atomically
from mjscore_gui.paths import cache_dir
from mjscore_gui.rulebook.checks import check_ruleset
from mjscore_gui.rulebook.presets import get_preset, is_preset, preset_ids

PRESET = "preset"
HOUSE = "house"
CLUB = "club"


@dataclass(frozen=True, slots=True)
class LibraryEntry:
    id: str
    name: str
    name_zh: str
    description: str
    kind: str  # PRESET, HOUSE or CLUB
    path: Path | None = None  # the house (or club) ruleset's file


@dataclass(frozen=True, slots=True)
class BrokenFile:
    path: Path
    message: str


class RulesetLibrary:
    """Presets plus the house rulesets kept in `folder` (None: presets only), and the club
    folder's rulesets in `club` (None: none), which this library never changes."""

    def __init__(self, folder: Path | None, club: Path | None = None) -> None:
        self.folder = folder
        self.club = club

    def entries(self) -> list[LibraryEntry]:
        """Every usable ruleset: the presets, the club's, then the house rulesets by name."""
        out = [_entry(get_preset(pid), PRESET) for pid in preset_ids()]
        club = self._scan(self.club)[0]
        shadowed = {r.id for _, r in club}
        house = [(path, r) for path, r in self._scan(self.folder)[0] if r.id not in shadowed]
        for kind, found in ((CLUB, club), (HOUSE, house)):
            out += sorted((_entry(r, kind, path) for path, r in found), key=lambda e: e.name.casefold())
        return out

    def broken(self) -> list[BrokenFile]:
        """House (and club) files that cannot be used, each with the reason; they are left in place."""
        return self._scan(self.club)[1] + self._scan(self.folder)[1]

    def ids(self) -> list[str]:
        return [entry.id for entry in self.entries()]

    def get(self, ruleset_id: str) -> Ruleset:
        """A preset or house ruleset by id; the one refusal of an id nobody knows."""
        if is_preset(ruleset_id):
            return get_preset(ruleset_id)
        path = self._file_of(ruleset_id)
        if path is None:  # a file that is no ruleset says why when read
            raise RulesetError(f"unknown ruleset {shown(ruleset_id)}; known: {', '.join(self.ids())}")
        return _read_house_file(path)

    def _file_of(self, ruleset_id: str) -> Path | None:
        """The club's file of a ruleset that is no preset, else the house file; None: neither exists."""
        try:
            club = self._house_path(ruleset_id, self.club)
            path = club if club is not None and club.exists() else self._house_path(ruleset_id, self.folder)
        except RulesetError:  # no id at all ("club\n", "con"): unknown, like any other
            return None
        return path if path is not None and path.exists() else None

    def _scan(self, folder: Path | None) -> tuple[list[tuple[Path, Ruleset]], list[BrokenFile]]:
        """The good and broken files of `folder`."""
        good: list[tuple[Path, Ruleset]] = []
        broken: list[BrokenFile] = []
        if folder is None or not folder.is_dir():
            return good, broken
        for path in sorted(folder.glob("*.toml")):
            try:
                ruleset = _read_house_file(path)
                if ruleset.id != path.stem:
                    raise RulesetError(f"{path.name}: id: {ruleset.id!r} differs from the file name; rename one")
                if is_preset(ruleset.id):
                    raise RulesetError(f"{path.name}: id: {ruleset.id!r} is a preset's id; rename it")
                good.append((path, ruleset))
            except RulesetError as exc:
                broken.append(BrokenFile(path, str(exc)))
        return good, broken

    @staticmethod
    def _house_path(ruleset_id: str, folder: Path | None) -> Path | None:
        return None if folder is None else folder / f"{check_ruleset_id(ruleset_id)}.toml"

    def save(self, ruleset: Ruleset, *, replace_existing: bool = True, layout: str | None = None) -> Path:
        """Keep `ruleset` as a house ruleset (written whole, then moved into place) in the
        layout of `layout` (an imported file's text) or else of the file it replaces, so
        the secretary's comments and order stay."""
        check_ruleset_id(ruleset.id)
        check_ruleset(ruleset, f"{ruleset.id}.toml")
        if is_preset(ruleset.id):
            raise RulesetError(f"{ruleset.id!r} is a preset's id; give the house ruleset its own id")
        path = self._house_path(ruleset.id, self.folder)
        if path is None:
            raise RulesetError("there is no folder for house rulesets")
        if path.exists() and not replace_existing:
            raise RulesetError(f"a house ruleset {ruleset.id!r} exists already; choose another id or replace it")
        if layout is None and path.exists():
            layout = _text_of(path)
        _write(path, ruleset, layout, "An MJScore house ruleset (Rules > Manage rulesets).")
        return path

    def copy(self, source_id: str, new_id: str, name: str, name_zh: str = "") -> Ruleset:
        """A new house ruleset that starts as a copy of `source_id`."""
        if not name.strip():
            raise RulesetError("a ruleset needs a name")
        source = self.get(source_id)
        copied = replace(
            source,
            id=check_ruleset_id(new_id),
            name=name.strip(),
            name_zh=name_zh.strip(),
            source=f"house rules based on {source.name} ({source.id})"
            + (f"; {source.source}" if source.source else ""),
        )
        self.save(copied, replace_existing=False)
        return copied

    def delete(self, ruleset_id: str) -> None:
        if is_preset(ruleset_id):
            raise RulesetError(f"{ruleset_id!r} is a preset and cannot be deleted")
        path = self._house_path(ruleset_id, self.folder)
        if path is None or not path.is_file():
            raise RulesetError(f"no house ruleset {ruleset_id!r}")
        path.unlink()

    def import_file(self, source: Path, *, replace_existing: bool = False) -> Ruleset:
        """Add the ruleset in `source` (checked first: a bad file changes nothing)."""
        text = _text_of(source)
        ruleset = check_ruleset(loads_ruleset(text, source.name), source.name)
        self.save(ruleset, replace_existing=replace_existing, layout=text)
        return ruleset

    def export(self, ruleset_id: str, dest: Path) -> Path:
        ruleset = self.get(ruleset_id)
        note = (
            f"MJScore ruleset {ruleset.name} {ruleset.name_zh}".rstrip()
            + ".\nAdd it with `mjscore rules import FILE` or Rules > Manage rulesets > Import."
        )
        house = None if is_preset(ruleset_id) else self._file_of(ruleset_id)
        _write(dest, ruleset, _text_of(house) if house is not None else None, note)
        return dest

    def free_id(self, stem: str) -> str:
        """`stem`, or `stem-2`, `stem-3`, ...: the first id no preset and no file in the
        folder (a broken one included) has."""
        taken = set(preset_ids())
        for folder in (self.folder, self.club):
            if folder is not None and folder.is_dir():
                taken.update(path.stem for path in folder.glob("*.toml"))
        candidate, n = stem, 1
        while candidate in taken:
            n += 1
            candidate = f"{stem}-{n}"
        return candidate


def _entry(ruleset: Ruleset, kind: str, path: Path | None = None) -> LibraryEntry:
    return LibraryEntry(ruleset.id, ruleset.name, ruleset.name_zh, ruleset.description, kind, path)


def _write(path: Path, ruleset: Ruleset, layout: str | None, note: str) -> None:
    """`ruleset` written to `path` in the layout of `layout` (a file's text: its comments,
    blank lines and key order kept, engine/toml_layout.py), else as a new file headed by `note`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, rewrite(layout, ruleset.to_dict()) if layout else dumps_ruleset(ruleset, note))


def _read_house_file(path: Path) -> Ruleset:
    """A house file, read once while it is unchanged: a batch of hands naming it, and
    `rules list` (the rulesets, then the broken files) read it once, and a broken file's
    refusal is remembered as well as a good file's ruleset."""
    try:
        info = path.stat()
    except OSError:
        return _read(path)  # gone meanwhile: the reader says so
    verdict = _read_once(path, info.st_mtime_ns, info.st_size, info.st_ino)
    if isinstance(verdict, str):
        raise RulesetError(verdict)
    return verdict


@lru_cache(maxsize=64)
def _read_once(path: Path, mtime_ns: int, size: int, inode: int) -> Ruleset | str:
    stamp = [mtime_ns, size, inode]
    known = _broken_verdicts().get(str(path))
    if known is not None and known[:3] == stamp:
        return str(known[3])  # refused before and unchanged since: not read again
    try:
        return _read(path)
    except RulesetError as exc:
        _remember_broken(path, stamp, str(exc))
        return str(exc)


# A broken house file is refused at every launch until the club fixes it; reading one can
# cost a second (a megabyte of valid TOML that is no ruleset: 0.5-0.9 s in tomllib), so its
# refusal is remembered on disk while the file is unchanged (by time, size and inode).
BROKEN_VERDICTS = "broken-rulesets.json"


def _broken_verdicts() -> dict[str, list[Any]]:
    folder = cache_dir()
    try:
        data = json.loads((folder / BROKEN_VERDICTS).read_text(encoding="utf-8")) if folder else {}
    except (OSError, ValueError):
        return {}  # none yet, or unreadable: each file is read again
    return data if isinstance(data, dict) else {}


def _remember_broken(path: Path, stamp: list[int], message: str) -> None:
    folder = cache_dir()
    if folder is None:
        return
    verdicts = _broken_verdicts()
    verdicts[str(path)] = [*stamp, message]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / BROKEN_VERDICTS, json.dumps(verdicts, ensure_ascii=False))
    except OSError:
        pass  # nowhere to remember: the file is read again next time, only slower


def _read(path: Path) -> Ruleset:
    """A house file or a file to import: only a regular file within the ruleset limit
    (a FIFO or a device named x.toml is refused at once), checked as every ruleset is."""
    return check_ruleset(loads_ruleset(_text_of(path), path.name), path.name)


def _text_of(path: Path) -> str:
    return decode_toml(read_ruleset_bytes(path), path.name)
