"""What Rules > Manage rulesets does, without Qt: copy, rename, change, delete, import
and export the club's house rulesets, each turning the player's words into one clear
refusal when it cannot be done (the dialog only shows it)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from pathlib import Path

from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.rulebook import HOUSE, LibraryEntry, RulesetLibrary


class RulesetManager:
    def __init__(self, library: RulesetLibrary) -> None:
        self.library = library

    def entries(self) -> list[LibraryEntry]:
        return self.library.entries()

    def problems(self) -> list[str]:
        """One line per house file that cannot be used (it is kept as it is)."""
        return [f"{b.message} — kept as it is in {b.path.parent}" for b in self.library.broken()]

    def is_house(self, ruleset_id: str) -> bool:
        return any(e.id == ruleset_id and e.kind == HOUSE for e in self.entries())

    def get(self, ruleset_id: str) -> Ruleset:
        return self.library.get(ruleset_id)

    def copy(self, source_id: str, name: str, name_zh: str = "") -> Ruleset:
        """A new house ruleset named `name`, starting as a copy of `source_id`."""
        if not name.strip():
            raise RulesetError("Give the new ruleset a name.")
        new_id = self.free_id(name)
        return self.library.copy(source_id, new_id, name, name_zh)

    def rename(self, ruleset_id: str, name: str, name_zh: str = "") -> Ruleset:
        self._house_only(ruleset_id)
        if not name.strip():
            raise RulesetError("A ruleset needs a name.")
        renamed = replace(self.library.get(ruleset_id), name=name.strip(), name_zh=name_zh.strip())
        self.library.save(renamed)
        return renamed

    def update(self, ruleset_id: str, changed: Ruleset) -> Ruleset:
        """Keep the settings and pattern values of `changed` under the house ruleset's
        own id and names (the editor may have started from another ruleset)."""
        self._house_only(ruleset_id)
        house = self.library.get(ruleset_id)
        kept = replace(
            changed,
            id=house.id,
            name=house.name,
            name_zh=house.name_zh,
            description=house.description,
            source=house.source,
        )
        self.library.save(kept)
        return kept

    def delete(self, ruleset_id: str) -> None:
        self._house_only(ruleset_id)
        self.library.delete(ruleset_id)

    def import_file(self, path: Path) -> Ruleset:
        return self.library.import_file(path)

    def export(self, ruleset_id: str, path: Path) -> Path:
        try:
            return self.library.export(ruleset_id, path)
        except OSError as exc:
            raise RulesetError(f"Cannot write {path.name}: {exc.strerror or exc}") from None

    def free_id(self, name: str) -> str:
        """An id for a ruleset called `name`: its letters and digits, made unique."""
        ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:30] or "house"
        return self.library.free_id(slug)

    def _house_only(self, ruleset_id: str) -> None:
        if not self.is_house(ruleset_id):
            raise RulesetError("Presets cannot be changed; copy it to make a house ruleset of your own.")
