"""Rulesets: which patterns count, for how many faan, and the table's settings.

A ruleset is data (a TOML preset under resources/rulesets/), so a house rule is an edit
of that data: a pattern's value, a pattern switched off, or a setting. Every value in a
preset cites the seed section it comes from.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mjscore_gui.engine.errors import RulesetError, shown
from mjscore_gui.engine.patterns import CATEGORIES, PATTERNS
from mjscore_gui.engine.patterns.registry import Detect
from mjscore_gui.engine.ruleset_toml import KeyPlace, read_toml
from mjscore_gui.engine.settings import all_settings
from mjscore_gui.resources import resource_path


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
        object.__setattr__(
            self,
            "toward_minimum",
            {
                r.id: r.counts_toward_minimum
                if r.counts_toward_minimum is not None
                else flowers_count or PATTERNS[r.id].category != "flower"
                for r in ordered
            },
        )
        object.__setattr__(self, "settings", MappingProxyType(dict(self.settings)))
        object.__setattr__(self, "units", MappingProxyType(dict(self.units)))
        object.__setattr__(self, "patterns", MappingProxyType(dict(self.patterns)))

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


# The top-level keys of a ruleset file (and of `Ruleset.to_dict`), and of one pattern's table.
RULESET_KEYS = (
    "id",
    "name",
    "name_zh",
    "description",
    "source",
    "faan_limit",
    "counting",
    "units",
    "settings",
    "patterns",
)
PATTERN_KEYS = ("faan", "limit", "replaces", "counts_toward_minimum", "source", "limit_percent")


def ruleset_from_dict(data: Mapping[str, Any], where: str = "ruleset", *, text: str | None = None) -> Ruleset:
    """A Ruleset from a ruleset file's data (or `Ruleset.to_dict`), every key checked.

    `text`, the file's own text, lets a message name the line of the key at fault.
    """
    at = KeyPlace(where, text)
    if not isinstance(data, Mapping):
        raise RulesetError(f"{where} is not a table of settings and patterns")
    unknown = sorted(set(data) - set(RULESET_KEYS))
    if unknown:
        raise RulesetError(f"{at(unknown[0])}: unknown key; a ruleset has {', '.join(RULESET_KEYS)}")
    for key in ("id", "name"):
        if key not in data:
            raise RulesetError(f"{at()}: {key} is missing; a ruleset names its {key} as text")
        if not isinstance(data[key], str) or not data[key]:
            raise RulesetError(f"{at(key)}: must be non-empty text, not {shown(data[key])}")
    for key in ("name_zh", "description", "source"):
        if not isinstance(data.get(key, ""), str):
            raise RulesetError(f"{at(key)}: must be text, not {shown(data.get(key))}")
    limit = data.get("faan_limit", 13)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 10_000:
        raise RulesetError(f"{at('faan_limit')}: must be a whole number from 1 to 10000, not {shown(limit)}")
    raw_patterns = data.get("patterns", {})
    if not isinstance(raw_patterns, Mapping):
        raise RulesetError(f"{at('patterns')}: must be a table of patterns, not {shown(raw_patterns)}")
    patterns = {pid: _pattern_rule(pid, spec, at) for pid, spec in raw_patterns.items()}
    raw_settings = data.get("settings", {})
    if not isinstance(raw_settings, Mapping):
        raise RulesetError(f"{at('settings')}: must be a table of settings, not {shown(raw_settings)}")
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
        settings=_check_settings(dict(raw_settings), where, at),
        patterns=patterns,
    )


COUNTINGS = ("faan", "table", "units")
# The basic values of seed 000 (units), each a whole number of units.
UNIT_KEYS = (
    "pair_simple",
    "pair_major",
    "pong_exposed_simple",
    "pong_concealed_simple",
    "kong_exposed_simple",
    "kong_concealed_simple",
    "pong_exposed_major",
    "pong_concealed_major",
    "kong_exposed_major",
    "kong_concealed_major",
    "flower",
    "flower_set",
    "win",
    "round_to",
    "farn_multiplier",
)


def _counting(data: Mapping[str, Any], at: KeyPlace) -> tuple[str, dict[str, int]]:
    where = at()
    counting = data.get("counting", "faan")
    if counting not in COUNTINGS:
        raise RulesetError(f"{where}: counting must be one of {', '.join(COUNTINGS)}, not {counting!r}")
    raw = data.get("units") or {}
    if not isinstance(raw, Mapping):
        raise RulesetError(f"{where}: units must be a table of basic values")
    if counting != "units":
        if raw:
            raise RulesetError(f'{where}: a [units] table needs counting = "units"')
        return counting, {}
    units = {}
    for key in UNIT_KEYS:
        value = raw.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RulesetError(f"{where}: units.{key} must be a whole number of units")
        units[key] = value
    unknown = set(raw) - set(UNIT_KEYS)
    if unknown:
        raise RulesetError(f"{where}: unknown units value {min(unknown)!r}")
    if units["round_to"] < 1 or units["farn_multiplier"] < 1:
        raise RulesetError(f"{where}: units.round_to and units.farn_multiplier must be at least 1")
    return counting, units


def _pattern_rule(pid: str, spec: Any, at: KeyPlace) -> PatternRule:
    if pid not in PATTERNS:
        raise RulesetError(f"{at('patterns', pid)}: unknown pattern{_did_you_mean(pid, PATTERNS)}")
    if isinstance(spec, int) and not isinstance(spec, bool):
        spec = {"faan": spec}
    if not isinstance(spec, Mapping):
        raise RulesetError(f"{at('patterns', pid)}: must be a number of faan or a table, not {shown(spec)}")
    unknown = sorted(set(spec) - set(PATTERN_KEYS))
    if unknown:
        raise RulesetError(f"{at('patterns', pid, unknown[0])}: unknown key; a pattern has {', '.join(PATTERN_KEYS)}")
    faan = spec.get("faan")
    if isinstance(faan, bool) or not isinstance(faan, int) or not 0 <= faan <= 10_000:
        raise RulesetError(f"{at('patterns', pid, 'faan')}: must be a whole number of faan, not {shown(faan)}")
    for key in ("limit", "counts_toward_minimum"):
        if key in spec and not isinstance(spec[key], bool):
            raise RulesetError(f"{at('patterns', pid, key)}: must be true or false, not {shown(spec[key])}")
    replaces = spec.get("replaces", [])
    if not isinstance(replaces, (list, tuple)):
        raise RulesetError(
            f'{at("patterns", pid, "replaces")}: must be a list of pattern ids such as ["concealed_hand"], '
            f"not {shown(replaces)}"
        )
    for other in replaces:
        if not isinstance(other, str) or other not in PATTERNS:
            raise RulesetError(f"{at('patterns', pid, 'replaces')}: {shown(other)} is not a pattern id")
    source = spec.get("source", "")
    if not isinstance(source, str):
        raise RulesetError(f"{at('patterns', pid, 'source')}: must be text, not {shown(source)}")
    percent = spec.get("limit_percent")
    if percent is not None and (isinstance(percent, bool) or not isinstance(percent, int) or percent < 1):
        raise RulesetError(
            f"{at('patterns', pid, 'limit_percent')}: must be a whole number of percent, not {shown(percent)}"
        )
    limit = spec.get("limit", PATTERNS[pid].category == "limit")
    if percent is not None and not limit:
        raise RulesetError(f"{at('patterns', pid, 'limit_percent')}: a share of the limit needs limit = true")
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
    """Each setting coerced by its declaration; `at` (a file) makes messages name the line."""
    specs = {s.key: s for s in all_settings()}
    unknown = sorted(set(values) - set(specs), key=str)
    if unknown:
        place = at("settings", str(unknown[0])) if at else f"{where}: {shown(unknown[0])}"
        raise RulesetError(f"{place}: unknown setting{_did_you_mean(str(unknown[0]), specs)}")
    checked = {}
    for key, spec in specs.items():
        try:
            checked[key] = spec.coerce(values[key]) if key in values else spec.default
        except ValueError as exc:
            place = f"{at.name}, line {line}" if at and (line := at.line_of(("settings", key))) else where
            raise RulesetError(f"{place}: {exc}") from None
    return checked


def _did_you_mean(name: str, known: Iterable[str]) -> str:
    # The whole list of patterns is too long for one line; the nearest name and where to look are not.
    import difflib  # only a misspelt name needs it; imported here, not by every `mjscore score`

    close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.5)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    return f"{hint} ('mjscore rules show hk' lists them all)"


def preset_dir() -> Path:
    return resource_path("rulesets")


def preset_ids() -> list[str]:
    return sorted(p.stem for p in preset_dir().glob("*.toml"))


def load_ruleset(ref: str | Path) -> Ruleset:
    """A preset by id (`hk`) or a ruleset TOML file by path."""
    path = Path(ref)
    if str(ref) in preset_ids():
        path = preset_dir() / f"{ref}.toml"
    elif path.suffix != ".toml" or not path.is_file():
        raise RulesetError(f"unknown ruleset {shown(str(ref))}; presets: {', '.join(preset_ids())}")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RulesetError(f"cannot read ruleset {shown(path.name)}: {exc.strerror or exc}") from None
    data, text = read_toml(raw, path.name)
    return ruleset_from_dict(data, path.name, text=text)


DEFAULT_RULESET = "hk"

_CACHE: dict[str, Ruleset] = {}


def get_preset(preset_id: str) -> Ruleset:
    """A preset, read once per process (presets are read-only data)."""
    if preset_id not in _CACHE:
        _CACHE[preset_id] = load_ruleset(preset_id)
    return _CACHE[preset_id]


def resolve_ruleset(ref: Ruleset | str | Path | None = None) -> Ruleset:
    """A ruleset as a player or a file names it: a Ruleset as it is, nothing for the
    default preset, a preset id (read once), or the path of a ruleset TOML file."""
    if isinstance(ref, Ruleset):
        return ref
    if ref is None:
        return get_preset(DEFAULT_RULESET)
    if isinstance(ref, str) and "/" not in ref and "\\" not in ref and not ref.endswith(".toml"):
        return get_preset(ref)
    return load_ruleset(ref)
