"""A ruleset as a TOML file a club keeps and passes around: writing one, and reading one
back with messages that name the file, the line and the key.

A house ruleset is an ordinary ruleset (same keys as the presets under
resources/rulesets/), so a file written here is also a valid `"ruleset": "file.toml"`
for `mjscore score`. Reading checks each setting and pattern against its declaration
before the engine sees it, so a player is told "cap: must be a whole number from 1 to
20, got 'ten' (line 12)" rather than a generic refusal.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any, NoReturn

from mjscore_gui.engine.errors import RulesetError
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.ruleset import COUNTINGS, PATTERN_KEYS, RULESET_KEYS, Ruleset, ruleset_from_dict
from mjscore_gui.engine.ruleset_toml import parse_toml_text
from mjscore_gui.engine.settings import SettingSpec, all_settings

TOP_LEVEL_KEYS = RULESET_KEYS
# A ruleset id is also its file name: letters, digits, - and _, starting with a letter or digit.
RULESET_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
_SHOWN = 60  # characters of a bad value echoed back in a message


def check_ruleset_id(ruleset_id: object) -> str:
    if not isinstance(ruleset_id, str) or not RULESET_ID.match(ruleset_id):
        raise RulesetError(
            f"id: must be 1-40 lower-case letters, digits, - or _ (it names the file), got {_show(ruleset_id)}"
        )
    return ruleset_id


# -- writing ------------------------------------------------------------------------


def dumps_ruleset(ruleset: Ruleset, comment: str = "") -> str:
    """The ruleset as TOML that `loads_ruleset` reads back to an equal ruleset."""
    data = ruleset.to_dict()
    specs = {spec.key: spec for spec in all_settings()}
    lines = [f"# {line}".rstrip() for line in comment.splitlines()] if comment else []
    for key in ("id", "name", "name_zh", "description", "source"):
        lines.append(f"{key} = {_toml_value(data[key])}")
    lines.append(f"faan_limit = {data['faan_limit']}")
    if "counting" in data:  # a ruleset that counts in points (seed 003 tables, seed 000 units)
        lines.append(f"counting = {_toml_value(data['counting'])}")
    if data.get("units"):
        lines += ["", "[units]"]
        lines += [f"{key} = {_toml_value(value)}" for key, value in data["units"].items()]
    lines += ["", "[settings]"]
    for key, value in data["settings"].items():
        label = specs[key].label if key in specs else ""
        lines.append(f"{key} = {_toml_value(value)}" + (f"  # {label}" if label else ""))
    for pid, rule in data["patterns"].items():
        lines += ["", f"[patterns.{pid}]"]
        pattern = PATTERNS.get(pid)
        if pattern is not None:
            lines[-1] += f"  # {pattern.name} {pattern.name_zh}"
        for key in PATTERN_KEYS:
            if key in rule:
                lines.append(f"{key} = {_toml_value(rule[key])}")
    return "\n".join(lines) + "\n"


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return _toml_string(str(value))
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} to a ruleset file")


def _toml_string(text: str) -> str:
    # JSON's escapes are a subset of TOML's basic-string escapes, except that TOML also
    # wants DEL escaped.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


# -- reading ------------------------------------------------------------------------


def loads_ruleset(text: str, filename: str) -> Ruleset:
    """Parse and check a ruleset file's text; RulesetError names file, key and line."""
    # Bounded numbers, nesting and int-digit limits refused in one line (engine/ruleset_toml.py).
    data = parse_toml_text(text, filename)
    where = _Locator(text, filename)
    _check_top(data, where)
    _check_settings(data.get("settings", {}), where)
    _check_patterns(data.get("patterns", {}), where)
    try:
        return ruleset_from_dict(data, filename)
    except RulesetError as exc:  # anything the checks above did not foresee
        message = str(exc)
        raise RulesetError(message if message.startswith(filename) else f"{filename}: {message}") from None


def _check_top(data: Mapping[str, Any], where: _Locator) -> None:
    for key in data:
        if key not in TOP_LEVEL_KEYS:
            where.fail("", key, f"unknown key; a ruleset has {', '.join(TOP_LEVEL_KEYS)}")
    check = where.checker("")
    if "id" not in data:
        where.fail("", "id", "missing; every ruleset needs an id")
    try:
        check_ruleset_id(data["id"])
    except RulesetError as exc:
        where.fail("", "id", str(exc).removeprefix("id: "))
    for key in ("name",):
        if not isinstance(data.get(key), str) or not data[key].strip():
            check(key, "must be a non-empty text in quotes", data.get(key))
    for key in ("name_zh", "description", "source"):
        if key in data and not isinstance(data[key], str):
            check(key, "must be a text in quotes", data[key])
    limit = data.get("faan_limit", 13)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 1000:
        check("faan_limit", "must be a whole number from 1 to 1000", limit)
    for key in ("settings", "patterns", "units"):
        if key in data and not isinstance(data[key], Mapping):
            check(key, f"must be a table ([{key}])", data[key])
    if "counting" in data and data["counting"] not in COUNTINGS:
        check("counting", f"must be one of {', '.join(COUNTINGS)}", data["counting"])
    units = where.checker("units")
    for key, value in (data.get("units") or {}).items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            units(key, "must be a whole number of units", value)


def _check_settings(settings: Mapping[str, Any], where: _Locator) -> None:
    specs = {spec.key: spec for spec in all_settings()}
    for key, value in settings.items():
        spec = specs.get(key)
        if spec is None:
            where.fail("settings", key, "unknown setting; see `mjscore rules show hk` for the settings")
        try:
            spec.coerce(value)
        except (ValueError, ArithmeticError):
            where.fail("settings", key, f"{expectation(spec)}, got {_show(value)}")


def _check_patterns(patterns: Mapping[str, Any], where: _Locator) -> None:
    for pid, spec in patterns.items():
        section = f"patterns.{pid}"
        if pid not in PATTERNS:
            where.fail("patterns", pid, "unknown pattern; see `mjscore rules show hk` for the pattern ids")
        if isinstance(spec, int) and not isinstance(spec, bool):
            spec = {"faan": spec}
        if not isinstance(spec, Mapping):
            where.fail("patterns", pid, f"must be a table with faan = N, got {_show(spec)}")
        for key in spec:
            if key not in PATTERN_KEYS:
                where.fail(section, key, f"unknown key; a pattern has {', '.join(PATTERN_KEYS)}")
        faan = spec.get("faan")
        if isinstance(faan, bool) or not isinstance(faan, int) or not 0 <= faan <= 1000:
            where.fail(section, "faan", f"must be a whole number from 0 (not played) to 1000, got {_show(faan)}")
        percent = spec.get("limit_percent", 1)
        if isinstance(percent, bool) or not isinstance(percent, int) or percent < 1:
            where.fail(section, "limit_percent", f"must be a whole number of percent, got {_show(percent)}")
        for key in ("limit", "counts_toward_minimum"):
            if key in spec and not isinstance(spec[key], bool):
                where.fail(section, key, f"must be true or false, got {_show(spec[key])}")
        replaces = spec.get("replaces", [])
        if not isinstance(replaces, list) or not all(isinstance(r, str) for r in replaces):
            where.fail(section, "replaces", f"must be a list of pattern ids in quotes, got {_show(replaces)}")
        for other in replaces:
            if other not in PATTERNS:
                where.fail(section, "replaces", f"unknown pattern {_show(other)}")
        if "source" in spec and not isinstance(spec["source"], str):
            where.fail(section, "source", f"must be a text in quotes, got {_show(spec['source'])}")


def expectation(spec: SettingSpec) -> str:
    """What a setting accepts, in the words a player reads in an error message."""
    if spec.kind == "bool":
        return "must be true or false"
    if spec.kind == "choice":
        return "must be one of " + ", ".join(repr(value) for value, _label in spec.choices)
    if spec.kind in ("int", "decimal"):
        what = "a whole number" if spec.kind == "int" else "a number"
        if spec.minimum is not None and spec.maximum is not None:
            return f"must be {what} from {spec.minimum} to {spec.maximum}"
        if spec.minimum is not None:
            return f"must be {what} of at least {spec.minimum}"
        return f"must be {what}"
    return "must be a text in quotes"


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


class _Locator:
    """Finds the line a key stands on, so a message can send the player there."""

    def __init__(self, text: str, filename: str) -> None:
        self.filename = filename
        self.lines: dict[tuple[str, str], int] = {}
        self.headers: dict[str, int] = {}
        table = ""
        key_re = re.compile(r'^\s*("?)([A-Za-z0-9_.-]+)\1\s*=')
        header_re = re.compile(r"^\s*\[\s*([A-Za-z0-9_.\"-]+)\s*\]")
        for number, line in enumerate(text.splitlines(), start=1):
            header = header_re.match(line)
            if header:
                table = header.group(1).replace('"', "")
                self.headers.setdefault(table, number)
                continue
            key = key_re.match(line)
            if key:
                dotted = key.group(2)
                parent, _, leaf = dotted.rpartition(".")
                full_table = ".".join(p for p in (table, parent) if p)
                self.lines.setdefault((full_table, leaf), number)

    def line(self, table: str, key: str) -> int | None:
        if (table, key) in self.lines:
            return self.lines[table, key]
        nested = f"{table}.{key}" if table else key
        return self.headers.get(nested)

    def fail(self, table: str, key: str, problem: str) -> NoReturn:
        name = f"{table}.{key}" if table and table != "settings" else key
        line = self.line(table, key)
        at = f" (line {line})" if line else ""
        raise RulesetError(f"{self.filename}: {name}: {problem}{at}")

    def checker(self, table: str) -> Any:
        def check(key: str, problem: str, value: Any) -> NoReturn:
            self.fail(table, key, f"{problem}, got {_show(value)}")

        return check
