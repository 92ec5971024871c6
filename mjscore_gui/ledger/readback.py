"""An export read back as its reader would read it, before it is reported written: a
damaged file once exported invalid JSON and said it had succeeded."""

from __future__ import annotations

import csv
import io
import json


def problem(text: str, fmt: str) -> str | None:
    """Why `text` does not read back as `fmt` ("json" or "csv"), or None when it does."""
    try:
        if fmt == "json":
            json.loads(text)
            return None
        rows = list(csv.reader(io.StringIO(text, newline="")))
    except (ValueError, csv.Error) as exc:
        return str(exc)
    if not rows or len({len(row) for row in rows}) != 1:
        return "its rows do not all have the same columns"
    return None
