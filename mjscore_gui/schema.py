"""Data read from a file (JSON, or TOML after tomllib) checked once, into the frozen
dataclass it fills: the check is declared with the type, as the dataclass's fields and
their type hints (str, int, bool, Fraction, date, `X | None`, tuple[X, ...], list[X],
frozenset[X], dict[str, X], Literal[...], Any, nested dataclasses), and a field's `rule`
(a range, a pattern, a count of items, a parse function, the key it is written as).

A refusal is one line naming the file, the path to the value and what was expected:
`club.json: $.withheld[2]: expected a session id (text), got 3`. Numbers are exact:
whole numbers, and for a Fraction our fraction text ("1/3", "0.125"); a float is never
taken. `loads` refuses a key written twice (JSON would keep the last one silently).
No third-party library (README: "Libraries chosen, and why")."""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
from collections.abc import Callable, Mapping
from datetime import date
from decimal import Decimal
from fractions import Fraction
from typing import Any, TypeVar

T = TypeVar("T")
_NOTHING: Any = object()  # a key the data lacks
_FRACTION = re.compile(r"-?\d{1,15}(/\d{1,15}|\.\d{1,15})?")
_HINTS: dict[type, dict[str, Any]] = {}


class SchemaError(ValueError):
    """The data does not fit its type; `str()` is one line: the file, the path to the
    value (none for the whole document), the problem."""

    def __init__(self, path: tuple[str | int, ...], problem: str, file: str = "") -> None:
        super().__init__(problem)
        self.path, self.problem, self.file = path, problem, file

    def __str__(self) -> str:
        where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in self.path) if self.path else ""
        return ": ".join(part for part in (self.file, where, self.problem) if part)


def rule(
    default: Any = dataclasses.MISSING,
    *,
    expected: str | None = None,
    between: tuple[int, int] | None = None,
    pattern: str | None = None,
    count: tuple[int, int] | None = None,
    many: str | None = None,
    parse: Callable[[Any], Any] | None = None,
    takes: Any = None,
    key: str | None = None,
    read: bool = True,
) -> Any:
    """A dataclass field with its checks. `expected` says in words what a value is (for a
    list: what each item is); `between` bounds a whole number, `pattern` a text (the whole
    text matches), `count` the items of a list (`many` says so in words); `parse` turns the
    checked value (a `takes`, by default the field's type) into the field's, a ValueError
    being its refusal; `key` is the name in the file when it differs; `read=False`: never
    read from a file (the field keeps its default)."""
    checks = dict(expected=expected, between=between, pattern=pattern, count=count, many=many, parse=parse, takes=takes)
    meta = {"schema": {k: v for k, v in checks.items() if v is not None}, "key": key, "read": read}
    if isinstance(default, (list, dict, set)):
        return dataclasses.field(default_factory=lambda: type(default)(default), metadata=meta)
    return dataclasses.field(default=default, metadata=meta)


def loads(text: str | bytes, file: str = "", decimals: bool = False) -> Any:
    """JSON text as Python data, refusing a key written twice and a float (SchemaError);
    `decimals`: a number with a point is read as an exact Decimal (a ruleset's settings)."""
    try:
        text = text.decode(json.detect_encoding(text)) if isinstance(text, bytes) else text
        return json.loads(text, object_pairs_hook=_no_twice, parse_float=Decimal if decimals else _no_float)
    except SchemaError as exc:
        raise SchemaError((), exc.problem, file) from None
    except UnicodeDecodeError:
        raise SchemaError((), "not UTF-8 text: not a file MJScore wrote", file) from None
    except json.JSONDecodeError as exc:
        raise SchemaError((), f"not valid JSON (line {exc.lineno} column {exc.colno}: {exc.msg})", file) from None
    except RecursionError:
        raise SchemaError((), "nested too deeply to be read", file) from None
    except ValueError:  # Python's limit on the digits of a number
        raise SchemaError((), "holds a number of more than 4,300 digits", file) from None


def decode(cls: type[T], data: Any, file: str = "", strict: bool = False) -> T:
    """`data` as a `cls` (a dataclass), checked field by field; `strict`: a key no field
    reads is refused too (else it is left for a later version's fields)."""
    try:
        return typing.cast(T, _object(cls, data, (), strict))
    except SchemaError as exc:
        raise SchemaError(exc.path, exc.problem, file) from None


def shown(value: Any) -> str:
    """A value as a refusal quotes it, the way the file writes it, cut short when long."""
    if value is _NOTHING:
        return "nothing"
    if isinstance(value, Mapping) or isinstance(value, (list, tuple)):
        return (
            "a table of keys" if isinstance(value, Mapping) else f"a list of {len(value)} item{'s' * (len(value) != 1)}"
        )
    if isinstance(value, int) and abs(value) >= 10**40:
        return "a number of more than 40 digits"
    text = json.dumps(value, ensure_ascii=False) if isinstance(value, (str, int)) or value is None else str(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _no_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) < len(pairs):
        twice = next(k for i, (k, _) in enumerate(pairs) if any(k == other for other, _ in pairs[:i]))
        raise SchemaError((), f"the key {shown(twice)} is written twice in one object (which one is meant?)")
    return data


def _no_float(text: str) -> Any:
    raise SchemaError((), f'holds the number {text[:40]}: numbers here are whole, or exact text such as "1/3"')


def _object(cls: type, data: Any, path: tuple[str | int, ...], strict: bool) -> Any:
    if not isinstance(data, Mapping):
        raise SchemaError(path, f"expected a table of keys, got {shown(data)}")
    hints = _HINTS.get(cls) or _HINTS.setdefault(cls, typing.get_type_hints(cls))
    values, known = {}, set()
    for f in dataclasses.fields(cls):
        if not f.init or not f.metadata.get("read", True):
            continue
        name = f.metadata.get("key") or f.name
        known.add(name)
        value = data.get(name, _NOTHING)
        if value is _NOTHING and (f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING):
            continue
        values[f.name] = _value(hints[f.name], value, (*path, name), f.metadata.get("schema", {}), strict)
    unknown = [k for k in data if k not in known]
    if strict and unknown:
        raise SchemaError((*path, str(unknown[0])), f"is not a key known here (it takes {', '.join(sorted(known))})")
    return cls(**values)


def _value(hint: Any, value: Any, path: tuple[str | int, ...], rules: dict[str, Any], strict: bool) -> Any:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        if value is None:
            return None
        (hint,) = [a for a in args if a is not type(None)]
        origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (tuple, list, frozenset):
        low, high = rules.get("count", (0, 10**6))
        if not isinstance(value, (list, tuple)) or not low <= len(value) <= high:
            size = f"a list of {low} to {high} items" if "count" in rules else "a list"
            raise SchemaError(path, f"expected {rules.get('many', size)}, got {shown(value)}")
        each = {k: v for k, v in rules.items() if k not in ("count", "many")}
        return origin(_value(args[0], v, (*path, i), each, strict) for i, v in enumerate(value))
    if origin is dict:
        if not isinstance(value, Mapping):
            raise SchemaError(path, f"expected a table of keys, got {shown(value)}")
        return {str(k): _value(args[1], v, (*path, str(k)), rules, strict) for k, v in value.items()}
    if dataclasses.is_dataclass(hint):
        return _object(typing.cast(type, hint), value, path, strict)
    hint = rules.get("takes", hint)
    checked = _leaf(hint, args if origin is typing.Literal else (), value, rules)
    if checked is _NOTHING:
        raise SchemaError(path, f"expected {rules.get('expected') or _words(hint, args, rules)}, got {shown(value)}")
    if "parse" in rules:
        try:
            return rules["parse"](checked)
        except ValueError as exc:
            raise SchemaError(path, f"{exc}, got {shown(value)}") from None
    return checked


def _leaf(hint: Any, choices: tuple[Any, ...], value: Any, rules: dict[str, Any]) -> Any:
    """The value when it is a `hint`, within its rules; _NOTHING when not."""
    if choices:
        ok = any(value == c and type(value) is type(c) for c in choices)
    elif hint is Any:
        ok = value is not _NOTHING
    elif hint is bool:
        ok = type(value) is bool
    elif hint is str:
        ok = type(value) is str and ("pattern" not in rules or bool(re.fullmatch(rules["pattern"], value)))
    elif hint is int:
        low, high = rules.get("between", (-(10**15), 10**15))
        ok = type(value) is int and low <= value <= high
    elif hint is Fraction:
        if (type(value) is int and abs(value) < 10**15) or (isinstance(value, str) and _FRACTION.fullmatch(value)):
            try:
                return Fraction(value)
            except ZeroDivisionError:
                pass
        return _NOTHING
    elif hint is date:
        if isinstance(value, str):
            try:
                return date.fromisoformat(value.strip())
            except ValueError:
                return _NOTHING
        ok = type(value) is date
    else:
        raise TypeError(f"schema.py does not read {hint!r}")
    return value if ok else _NOTHING


def _words(hint: Any, choices: tuple[Any, ...], rules: dict[str, Any]) -> str:
    if choices:
        return " or ".join(shown(c) for c in choices)
    if hint is int:
        return "a whole number" + (" from {} to {}".format(*rules["between"]) if "between" in rules else "")
    words = {bool: "true or false", str: "text", Fraction: 'an exact amount such as 12 or "1/3"'}
    return words.get(hint, "a date such as 2026-01-09" if hint is date else "a value")
