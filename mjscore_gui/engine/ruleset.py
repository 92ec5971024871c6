"""Rulesets: which patterns count, for how many faan, and the table's settings.

A ruleset is data (a TOML preset under resources/rulesets/), so a house rule is an edit
of that data: a pattern's value, a pattern switched off, or a setting. Every value in a
preset cites the seed section it comes from.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from mjscore_gui.engine.errors import RulesetError, shown
from mjscore_gui.engine.patterns import CATEGORIES, PATTERNS
from mjscore_gui.engine.patterns.context import ORPHANS_LAYOUT, PAIRS_LAYOUT
from mjscore_gui.engine.patterns.registry import Detect
from mjscore_gui.engine.ruleset_toml import KeyPlace, parse_toml_text
from mjscore_gui.engine.settings import all_settings, expectation
from mjscore_gui.limits import MAX_FAAN


@dataclass(frozen=True, slots=True)
class PatternRule:
    id: str
    faan: int
    limit: bool = False
    replaces: tuple[str, ...] = ()
    counts_toward_minimum: bool | None = None  # None: decided by the category
    source: str = ""
    # A limit hand paid as a share of the Limit (seed 003, 5.2.2: "1600% of Limit"); it
    # is counted alone, nothing added. Its `faan` is where the settling table pays the same.
    limit_percent: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"faan": self.faan}
        # Written whenever it could be read back otherwise: a limit-category pattern
        # counted as a plain hand (yahoo's Great Winds) must stay plain once stored.
        if self.limit or PATTERNS[self.id].category == "limit":
            out["limit"] = self.limit
        if self.limit_percent is not None:
            out["limit_percent"] = self.limit_percent
        if self.replaces:
            out["replaces"] = list(self.replaces)
        if self.counts_toward_minimum is not None:
            out["counts_toward_minimum"] = self.counts_toward_minimum
        if self.source:
            out["source"] = self.source
        return out


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: str
    name_zh: str = ""
    description: str = ""
    source: str = ""
    faan_limit: int = 13
    # How the hand's value is counted: "faan" (faan only), "table" (faan, then the points
    # the payout table prints: seed 003's settling tables) or "units" (basic units and
    # farn: seed 000, whose values are in `units`).
    counting: str = "faan"
    units: Mapping[str, int] = field(default_factory=dict)
    settings: Mapping[str, Any] = field(default_factory=dict)
    patterns: Mapping[str, PatternRule] = field(default_factory=dict)
    # Pattern rules in the order a player reads a breakdown (derived, for scoring speed).
    ordered: tuple[PatternRule, ...] = field(default=(), compare=False, repr=False)
    # The rules worth any faan, paired with their predicates (what scoring loops over).
    active: tuple[tuple[PatternRule, Detect], ...] = field(default=(), compare=False, repr=False)
    # `active` without the patterns that need a claimed winning condition: all a hand
    # claiming none (most hands) is checked against.
    active_unclaimed: tuple[tuple[PatternRule, Detect], ...] = field(default=(), compare=False, repr=False)
    # Pattern id -> whether its faan count toward the minimum under these settings.
    toward_minimum: Mapping[str, bool] = field(default_factory=dict, compare=False, repr=False)
    # `active_for`'s answers, made when first asked (a new dict for every copy of a ruleset).
    by_held: dict[int, tuple[tuple[PatternRule, Detect], ...]] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        order = {pid: i for i, pid in enumerate(PATTERNS)}
        ordered = sorted(
            (self._effective(r) for r in self.patterns.values()),
            key=lambda r: (CATEGORIES.index(PATTERNS[r.id].category), order[r.id]),
        )
        object.__setattr__(self, "ordered", tuple(ordered))
        active = tuple((r, PATTERNS[r.id].detect) for r in ordered if r.faan)
        object.__setattr__(self, "active", active)
        object.__setattr__(self, "active_unclaimed", tuple(a for a in active if not PATTERNS[a[0].id].claimed))
        flowers_count = self.settings.get("flowers_count_toward_minimum", True)
        toward = {r.id: r.counts_toward_minimum for r in ordered}
        for pid, counts in toward.items():
            if counts is None:  # as its category: flowers by the setting, the rest always
                toward[pid] = flowers_count or PATTERNS[pid].category != "flower"
        object.__setattr__(self, "toward_minimum", toward)
        object.__setattr__(self, "settings", MappingProxyType(dict(self.settings)))
        object.__setattr__(self, "units", MappingProxyType(dict(self.units)))
        object.__setattr__(self, "patterns", MappingProxyType(dict(self.patterns)))

    def can_score(self, pattern_id: str) -> bool:
        """Whether a pattern can score at this table: worth something; a flower pattern
        needs flowers in play (seed 003's preset plays without them); a seven-pairs or
        thirteen-orphans pattern needs those layouts to go out (`special_hands`, and
        `seven_pairs` for seven pairs: seed 002's Yahoo plays neither)."""
        rule = self.patterns.get(pattern_id)
        if rule is None or not rule.faan:
            return False
        pattern = PATTERNS[pattern_id]
        settings = self.settings
        if pattern.category == "flower" and not settings.get("flowers", True):
            return False
        if pattern.needs & (ORPHANS_LAYOUT | PAIRS_LAYOUT) and not settings.get("special_hands", True):
            return False
        return not (pattern.needs & PAIRS_LAYOUT and not settings.get("seven_pairs", True))

    @property
    def faan_cut(self) -> int | None:
        """Where a hand's faan stop adding up: `faan_limit`, or None for a ruleset settled
        on a points table (counting "table"), whose table prices every faan itself. Seed
        003, 5.4: "the Limit is not used as a point cutter but simply as a scoring unit";
        Figure 3 pays "20 faans or more" 1,024, so a hand of 26 faan shows 26."""
        return None if self.counting == "table" else self.faan_limit

    def active_for(self, claimed: bool, held: int) -> tuple[tuple[PatternRule, Detect], ...]:
        """`active` (`active_unclaimed` unless a winning condition is `claimed`) without the
        patterns that need what the hand does not hold: `held`, `Context.held`'s NEEDS bits."""
        key = held | _CLAIMED if claimed else held
        found = self.by_held.get(key)
        if found is None:
            rules = self.active if claimed else self.active_unclaimed
            found = self.by_held[key] = tuple(a for a in rules if not PATTERNS[a[0].id].needs & ~held)
        return found

    def _effective(self, rule: PatternRule) -> PatternRule:
        """The rule as scoring uses it under these settings: with `seven_pairs_limit` on,
        seven pairs is a limit hand worth the limit (seed 004 lists it both ways)."""
        if rule.id == "seven_pairs" and self.settings.get("seven_pairs_limit"):
            return replace(rule, faan=self.faan_limit, limit=True, replaces=rule.replaces)
        return rule

    def with_settings(self, overrides: Mapping[str, Any]) -> Ruleset:
        """A copy with some settings changed, each checked against its declaration."""
        merged = dict(self.settings)
        merged.update(overrides)
        return replace(self, settings=_check_settings(merged, "rules"))

    def with_pattern_faan(self, values: Mapping[str, int]) -> Ruleset:
        """A copy with some pattern values changed (0 switches a pattern off)."""
        patterns = dict(self.patterns)
        for pid, faan in values.items():
            if pid not in patterns:
                raise RulesetError(f"ruleset {self.id} has no pattern {pid!r}")
            if isinstance(faan, bool) or not isinstance(faan, int) or faan < 0:
                raise RulesetError(f"{pid} must be worth a whole number of faan, not {faan!r}")
            patterns[pid] = replace(patterns[pid], faan=faan)
        return replace(self, patterns={k: v for k, v in patterns.items()})

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to rebuild this ruleset exactly (a ledger stores it with a session)."""
        return {
            "id": self.id,
            "name": self.name,
            "name_zh": self.name_zh,
            "description": self.description,
            "source": self.source,
            "faan_limit": self.faan_limit,
            **({"counting": self.counting} if self.counting != "faan" else {}),
            **({"units": dict(self.units)} if self.units else {}),
            "settings": {k: (str(v) if isinstance(v, Decimal) else v) for k, v in self.settings.items()},
            "patterns": {pid: rule.to_dict() for pid, rule in self.patterns.items()},
        }


_CLAIMED = 1 << 16  # above every context.NEEDS bit: the key of `active_for` for a hand claiming a condition

# The top-level keys of a ruleset file (and of `Ruleset.to_dict`), and of one pattern's table.
RULESET_KEYS = tuple(f.name for f in fields(Ruleset) if f.compare)
PATTERN_KEYS = ("faan", "limit", "replaces", "counts_toward_minimum", "source", "limit_percent")


def ruleset_from_dict(data: Mapping[str, Any], where: str = "ruleset", *, text: str | None = None) -> Ruleset:
    """A Ruleset from a ruleset file's data (or `Ruleset.to_dict`), every key checked.

    The one set of checks for presets, `"ruleset": FILE` in a hand, house ruleset files
    and the copy a ledger stores. `text`, the file's own text, lets a refusal name the
    line: "club.toml: cap: must be a whole number from 1 to 20, got 'ten' (line 12)".
    """
    at = KeyPlace(where, text)
    if not isinstance(data, Mapping):
        raise RulesetError(f"{where}: must be a table of settings and patterns, got {shown(data)}")
    _refuse_unknown(data, RULESET_KEYS, "", "a ruleset", at)
    if "id" not in data:
        at.fail("", "id", "missing; every ruleset needs an id")
    for key in ("id", "name"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            at.wrong("", key, "must be a non-empty text in quotes", data.get(key))
    for key in ("name_zh", "description", "source"):
        if not isinstance(data.get(key, ""), str):
            at.wrong("", key, "must be a text in quotes", data[key])
    limit = data.get("faan_limit", 13)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_FAAN:
        at.wrong("", "faan_limit", f"must be a whole number from 1 to {MAX_FAAN}", limit)
    for key in ("settings", "patterns", "units"):
        if key in data and not isinstance(data[key], Mapping):
            at.wrong("", key, f"must be a table ([{key}])", data[key])
    settings = _check_settings(dict(data.get("settings", {})), where, at)
    patterns = {str(pid): _pattern_rule(str(pid), spec, at) for pid, spec in data.get("patterns", {}).items()}
    counting, units = _counting(data, at)
    return Ruleset(
        id=data["id"],
        counting=counting,
        units=units,
        name=data["name"],
        name_zh=data.get("name_zh", ""),
        description=data.get("description", ""),
        source=data.get("source", ""),
        faan_limit=limit,
        settings=settings,
        patterns=patterns,
    )


def read_ruleset_text(text: str, name: str) -> Ruleset:
    """The one reader of a ruleset file's text (preset, hand's file, house ruleset)."""
    return ruleset_from_dict(parse_toml_text(text, name), name, text=text)


COUNTINGS = ("faan", "table", "units")
# The basic values of seed 000 (units), each a whole number of units.
UNIT_KEYS = (
    ("pair_simple", "pair_major")
    + tuple(
        f"{meld}_{shown}_{tiles}"
        for tiles in ("simple", "major")
        for meld in ("pong", "kong")
        for shown in ("exposed", "concealed")
    )
    + ("flower", "flower_set", "win", "round_to", "farn_multiplier")
)


def _counting(data: Mapping[str, Any], at: KeyPlace) -> tuple[str, dict[str, int]]:
    counting = data.get("counting", "faan")
    if counting not in COUNTINGS:
        at.wrong("", "counting", f"must be one of {', '.join(COUNTINGS)}", counting)
    raw = data.get("units") or {}
    if counting != "units":
        if raw:
            at.fail("", "units", 'a [units] table needs counting = "units"')
        return counting, {}
    for key in raw:
        if key not in UNIT_KEYS:
            at.fail("units", str(key), f"unknown unit value{_did_you_mean(str(key), UNIT_KEYS)}")
    units = {}
    for key in UNIT_KEYS:
        value = raw.get(key)
        least = 1 if key in ("round_to", "farn_multiplier") else 0
        if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= 10**9:
            at.wrong("units", key, f"must be a whole number of units from {least} to 1000000000", value)
        units[key] = value
    return counting, units


def _pattern_rule(pid: str, spec: Any, at: KeyPlace) -> PatternRule:
    if pid not in PATTERNS:
        at.fail("patterns", pid, f"unknown pattern{_did_you_mean(pid, PATTERNS)}")
    table = f"patterns.{pid}"
    if isinstance(spec, int) and not isinstance(spec, bool):
        spec = {"faan": spec}
    if not isinstance(spec, Mapping):
        at.wrong("patterns", pid, "must be a number of faan or a table with faan = N", spec)
    _refuse_unknown(spec, PATTERN_KEYS, table, "a pattern", at)
    faan = spec.get("faan")
    if isinstance(faan, bool) or not isinstance(faan, int) or not 0 <= faan <= MAX_FAAN:
        at.wrong(table, "faan", f"must be a whole number from 0 (not played) to {MAX_FAAN}", faan)
    for key in ("limit", "counts_toward_minimum"):
        if key in spec and not isinstance(spec[key], bool):
            at.wrong(table, key, "must be true or false", spec[key])
    replaces = spec.get("replaces", [])
    if not isinstance(replaces, (list, tuple)) or not all(isinstance(other, str) for other in replaces):
        at.wrong(table, "replaces", 'must be a list of pattern ids in quotes, such as ["concealed_hand"]', replaces)
    for other in replaces:
        if other not in PATTERNS:
            at.fail(table, "replaces", f"unknown pattern {shown(other)}{_did_you_mean(other, PATTERNS)}")
    source = spec.get("source", "")
    if not isinstance(source, str):
        at.wrong(table, "source", "must be a text in quotes", source)
    percent = spec.get("limit_percent")
    if percent is not None and (isinstance(percent, bool) or not isinstance(percent, int) or not 1 <= percent <= 10**6):
        at.wrong(table, "limit_percent", "must be a whole number of percent from 1 to 1000000", percent)
    limit = spec.get("limit", PATTERNS[pid].category == "limit")
    if percent is not None and not limit:
        at.fail(table, "limit_percent", "a share of the limit needs limit = true")
    return PatternRule(
        limit_percent=percent,
        id=pid,
        faan=faan,
        limit=limit,
        replaces=tuple(replaces),
        counts_toward_minimum=spec.get("counts_toward_minimum"),
        source=source,
    )


def _check_settings(values: dict[str, Any], where: str, at: KeyPlace | None = None) -> dict[str, Any]:
    """Each setting coerced by its declaration; `at` (a ruleset's data) words a refusal as
    the ruleset checks do, with the key's line when it came from a file."""
    specs = {s.key: s for s in all_settings()}
    for key in values:
        if key not in specs:
            if at is None:
                raise RulesetError(f"{where}: {shown(key)}: unknown setting{_did_you_mean(str(key), specs)}")
            at.fail("settings", str(key), f"unknown setting{_did_you_mean(str(key), specs)}")
    checked = {}
    for key, spec in specs.items():
        try:
            checked[key] = spec.coerce(values[key]) if key in values else spec.default
        except (ValueError, ArithmeticError) as exc:
            if at is None:
                raise RulesetError(f"{where}: {exc}") from None
            at.wrong("settings", key, expectation(spec), values[key])
    return checked


def _refuse_unknown(data: Mapping[str, Any], known: tuple[str, ...], table: str, what: str, at: KeyPlace) -> None:
    for key in data:
        if key not in known:
            hint = _did_you_mean(str(key), known, False) or f"; {what} has {', '.join(known)}"
            at.fail(table, str(key), "unknown key" + hint)


def _did_you_mean(name: str, known: Iterable[str], listed: bool = True) -> str:
    # The whole list of patterns is too long for one line; the nearest name and where to look are not.
    close = difflib.get_close_matches(name[:100], list(known), n=1, cutoff=0.6)
    if not listed:
        return f"; did you mean {close[0]!r}?" if close else ""
    hint = f"; did you mean {close[0]!r}? See" if close else "; see"
    return f"{hint} `mjscore rules show hk` for them all"
