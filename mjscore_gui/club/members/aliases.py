"""A player's other spellings ("amy", "Amy W") merged under one name for the club's
standings. Kept in its own small file in the data folder (players.json), apart from the
ledger: merging names is a view of the nights, it changes no recorded hand, and can be
undone by removing the alias.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from mjscore_gui.files import write_atomically

FILE_NAME = "players.json"


class AliasError(ValueError):
    pass


class Aliases:
    """`Aliases.load(data_dir)`; `merge(old, new)`, `unmerge(old)`, `canonical(name)`."""

    def __init__(self, path: Path, table: dict[str, str] | None = None, notice: str | None = None):
        self.path = path
        self._table = dict(table or {})
        self.notice = notice  # set when a damaged file was set aside

    @classmethod
    def load(cls, data_dir: str | Path) -> Aliases:
        path = Path(data_dir) / FILE_NAME
        if not path.exists():
            return cls(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            table = data["aliases"]
            if not isinstance(table, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in table.items()
            ):
                raise ValueError("aliases must map names to names")
        except (OSError, ValueError, KeyError, TypeError) as exc:
            aside = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                path.replace(aside)
            except OSError:
                aside = path
            return cls(
                path,
                notice=f"{path} could not be read ({exc}); it was kept as {aside.name} "
                "and the merged player names start afresh",
            )
        return cls(path, table)

    @property
    def table(self) -> dict[str, str]:
        """Every other spelling -> the name it counts under (already followed to the end)."""
        return {old: self.canonical(old) for old in self._table}

    def canonical(self, name: str) -> str:
        seen = set()
        while name in self._table and name not in seen:
            seen.add(name)
            name = self._table[name]
        return name

    def merge(self, old: str, new: str) -> None:
        """Count `old`'s nights under `new` from now on (both as spelled in the ledger)."""
        old, new = old.strip(), new.strip()
        if not old or not new:
            raise AliasError("name both players: the spelling to merge and the name to keep")
        if old == new:
            raise AliasError(f"{old!r} and {new!r} are the same name")
        if self.canonical(new) == old:
            raise AliasError(f"{new!r} is already counted as {old!r}; unmerge it first")
        self._table[old] = self.canonical(new)
        self._save()

    def unmerge(self, old: str) -> None:
        if old not in self._table:
            raise AliasError(f"{old!r} is not merged into another player")
        del self._table[old]
        self._save()

    def _save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"aliases": self._table}, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        write_atomically(self.path, text)
