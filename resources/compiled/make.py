#!/usr/bin/env python3
"""Regenerate resources/compiled/: each preset ruleset and payout table as JSON.

    python3 tasks.py compiled      (or: python resources/compiled/make.py)

Run it after editing a TOML file under resources/rulesets or resources/payout_tables:
tests/test_compiled_resources.py fails until the twins match. At run time a twin is read
instead of parsing its TOML (tomllib and the parse cost `mjscore score` about 3 ms of its
start-up, the window as much), and only when it holds exactly the TOML text it was made
from: a stale twin is ignored, never trusted. The TOML stays the source: cited, reviewed,
what a club copies.

Each twin is {"source": the TOML text, "data": what the app's own TOML reader makes of it},
with Decimals written as their exact digits.
"""

from __future__ import annotations

import json
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RESOURCES = HERE.parent
sys.path.insert(0, str(RESOURCES.parent))

from mjscore_gui.engine.ruleset_toml import decode_toml, parse_toml_text  # noqa: E402
from mjscore_gui.payout.tables import parse_table_toml  # noqa: E402

FOLDERS = ("rulesets", "payout_tables")


def read_toml(folder: str, path: Path) -> Any:
    """The data the app reads from this TOML file (the readers the app itself uses)."""
    raw = path.read_bytes()
    if folder == "rulesets":
        return parse_toml_text(decode_toml(raw, path.name), path.name)
    return parse_table_toml(raw)


def twin_text(source: str, data: Any) -> str:
    decimals: list[str] = []

    def default(value: Any) -> str:
        if isinstance(value, Decimal):
            decimals.append(str(value))
            return f"\0decimal{len(decimals) - 1}\0"
        raise TypeError(f"a resource TOML holds {type(value).__name__}, which the twin cannot keep")

    text = json.dumps({"source": source, "data": data}, ensure_ascii=False, indent=1, default=default)
    for index, digits in enumerate(decimals):
        text = text.replace(f'"\\u0000decimal{index}\\u0000"', digits)
    return text + "\n"


def twins() -> dict[Path, str]:
    """Every twin's path and text, as they should be."""
    out = {}
    for folder in FOLDERS:
        for path in sorted((RESOURCES / folder).glob("*.toml")):
            source = path.read_bytes().decode("utf-8")
            out[HERE / folder / f"{path.name}.json"] = twin_text(source, read_toml(folder, path))
    return out


def main() -> int:
    wanted = twins()
    for folder in FOLDERS:
        (HERE / folder).mkdir(exist_ok=True)
        for old in (HERE / folder).glob("*.json"):
            if old not in wanted:
                old.unlink()
    for path, text in wanted.items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(RESOURCES.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
