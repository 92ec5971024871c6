"""What differs between two rulesets: each setting and pattern value, one line each, so a
club sees at a glance what its house rules change (`mjscore rules diff A B`)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.ruleset import PatternRule, Ruleset
from mjscore_gui.engine.settings import all_settings


@dataclass(frozen=True, slots=True)
class Difference:
    key: str  # "faan_limit", "settings.cap", "patterns.seven_pairs", "patterns.X.replaces"
    label: str  # the English and Chinese names a player knows it by
    a: str
    b: str

    @property
    def line(self) -> str:
        return f"{self.key}: {self.a} -> {self.b}  ({self.label})"

    def to_json(self) -> dict[str, str]:
        return {"key": self.key, "label": self.label, "a": self.a, "b": self.b}


def diff_rulesets(a: Ruleset, b: Ruleset) -> list[Difference]:
    out: list[Difference] = []
    if a.faan_limit != b.faan_limit:
        out.append(Difference("faan_limit", "Faan limit 滿糊番數", str(a.faan_limit), str(b.faan_limit)))
    for spec in all_settings():
        va, vb = a.settings.get(spec.key), b.settings.get(spec.key)
        if va != vb:
            out.append(Difference(f"settings.{spec.key}", f"{spec.label} {spec.label_zh}", _text(va), _text(vb)))
    for pid in (p for p in PATTERNS if p in a.patterns or p in b.patterns):  # in reading order
        ra, rb = a.patterns.get(pid), b.patterns.get(pid)
        pattern = PATTERNS[pid]
        label = f"{pattern.name} {pattern.name_zh}"
        if _value(ra) != _value(rb):
            out.append(Difference(f"patterns.{pid}", label, _value(ra), _value(rb)))
        if ra is not None and rb is not None and ra.faan and rb.faan:
            if set(ra.replaces) != set(rb.replaces):
                out.append(Difference(f"patterns.{pid}.replaces", label, _ids(ra.replaces), _ids(rb.replaces)))
            ca, cb = ra.counts_toward_minimum, rb.counts_toward_minimum
            if ca != cb:
                out.append(Difference(f"patterns.{pid}.counts_toward_minimum", label, _text(ca), _text(cb)))
    return out


def _value(rule: PatternRule | None) -> str:
    if rule is None or not rule.faan:
        return "not played"
    return f"limit {rule.faan}" if rule.limit else f"{rule.faan} faan"


def _ids(ids: tuple[str, ...]) -> str:
    return "[" + ", ".join(sorted(ids)) + "]"


def _text(value: Any) -> str:
    if value is None:
        return "as its category"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Decimal):
        return str(value)
    return str(value) if not isinstance(value, str) else (value or '""')
