"""TOML written back through tomlkit, keeping a file's layout: the comments, blank lines
and key order a secretary put in it stay, and only a value that differs is rewritten, so
a file read and written back unchanged is the same bytes; and where a key is written, for
a refusal's line. tomlkit is imported on first use only: reading stays with tomllib (fast,
and enough for every file that is read without a fault).
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


KeyPath = tuple[str | int, ...]  # table names, array-of-tables indices, then the key


def key_line(text: str, path: KeyPath) -> int | None:
    """The line of `text` where the key at `path` is written (for a table, its header),
    from tomlkit's parse, which keeps every byte of the file in place: the item is marked
    (its value replaced, or a table's header given a comment) and the document rendered,
    so comments, strings, dotted keys and inline tables are never taken for keys. Called
    only when a message needs a line (tomllib has read the file). None when the key is not
    written in the file (a default) or tomlkit cannot read the file."""
    import tomlkit
    from tomlkit.exceptions import TOMLKitError
    from tomlkit.items import InlineTable, Table

    marker = "mjscore-key-here"
    while marker in text:
        marker += "-"
    try:
        document = tomlkit.parse(text)
        parent: Any = document
        for part in path[:-1]:
            parent = parent[part]
        item = parent[path[-1]]
        if isinstance(item, Table) and not isinstance(item, InlineTable):
            item.comment(marker)  # a [table] or [[table]]: its header's line
        else:
            parent[path[-1]] = marker
        rendered = document.as_string()
    except (TOMLKitError, KeyError, IndexError, TypeError, ValueError, RecursionError):
        return None
    offset = rendered.find(marker)
    return rendered.count("\n", 0, offset) + 1 if offset >= 0 else None


def path_holding(text: str, token: str) -> KeyPath | None:
    """The first key (in the file's order) whose value is written with `token` in it: for a
    value tomllib refused, such as a number out of range. None if tomlkit finds none."""
    import tomlkit
    from tomlkit.exceptions import TOMLKitError

    try:
        return _holding(tomlkit.parse(text), token, ()) if token else None
    except (TOMLKitError, ValueError, RecursionError):
        return None


def _holding(container: Any, token: str, path: KeyPath) -> KeyPath | None:
    from tomlkit.items import AoT

    for name, item in container.items():
        if isinstance(item, dict):  # a table, inline or not
            found = _holding(item, token, (*path, name))
        elif isinstance(item, AoT):
            found = next((f for i, t in enumerate(item) if (f := _holding(t, token, (*path, name, i)))), None)
        else:
            written = item.as_string() if hasattr(item, "as_string") else ""  # tomlkit hands out a bool bare
            found = (*path, name) if token in written else None
        if found:
            return found
    return None
