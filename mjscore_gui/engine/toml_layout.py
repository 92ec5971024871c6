"""TOML written back through tomlkit, keeping a file's layout: the comments, blank lines
and key order a secretary put in it stay, and only a value that differs is rewritten, so
a file read and written back unchanged is the same bytes. tomlkit is imported on first
write only: reading stays with tomllib (fast, and enough for every file that is only read).
"""

from __future__ import annotations

from datetime import date
from typing import Any


def rewrite(text: str, data: dict[str, Any], comment: str = "") -> str:
    """`text` (a TOML file, or "" for a new one headed by `comment`) holding `data`: tables
    as dicts, arrays of tables as lists of dicts (matched to the file's by their "id")."""
    import tomlkit

    document = tomlkit.parse(text) if text else tomlkit.document()
    if not text:
        for line in comment.splitlines():
            document.add(tomlkit.comment(line.rstrip()))
    _merge(document, data)
    return document.as_string()


def _merge(table: Any, data: dict[str, Any]) -> None:
    import tomlkit

    for key in [key for key in table if key not in data]:
        del table[key]
    for key, value in data.items():
        old = table.get(key)
        if isinstance(value, dict):
            if not isinstance(old, dict):
                table[key] = tomlkit.table()
            _merge(table[key], value)
        elif _tables(value) and isinstance(old, list) and _tables(old):
            _merge_tables(old, value)
        elif old is None or not _same(old, value):
            table[key] = value


def _merge_tables(old: Any, new: list[dict[str, Any]]) -> None:
    """An array of tables: each new table merged into the file's table of the same id (its
    comments kept), in the new order; tables no longer there are dropped."""
    import tomlkit

    by_id = {str(t.get("id")): t for t in old}
    kept = [by_id.pop(str(item.get("id")), None) for item in new]
    while len(old):
        del old[0]
    for table, item in zip(kept, new, strict=True):
        if table is None:
            table = tomlkit.table()
        _merge(table, item)
        old.append(table)


def _tables(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _same(old: Any, value: Any) -> bool:
    plain = old.unwrap() if hasattr(old, "unwrap") else old
    if isinstance(value, date):  # a date the file spells as "2026-01-09" is the same date
        return str(plain) == str(value)
    return type(plain) is type(value) and plain == value
