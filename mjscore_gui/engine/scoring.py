"""Scoring: (hand, situation, ruleset) -> faan with a reason for every faan.

Each arrangement of the hand is scored and the one best for the player is kept
(seed 003, 5.1). Within an arrangement, a limit hand counts alone plus the
winning-condition faan (seed 001, Limit Hands; a ruleset setting may let the player count
it as a plain hand when that pays more); otherwise everything that applies stacks; in both cases a
counted pattern drops the patterns the ruleset says it replaces; the total is
min(limit, sum) (seed 001, Counting faan).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple

from mjscore_gui.engine.decompose import Arrangement, arrangements
from mjscore_gui.engine.errors import HandError
from mjscore_gui.engine.hand import Hand, Situation
from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.engine.patterns.context import Context, HandFacts
from mjscore_gui.engine.ruleset import PatternRule, Ruleset
from mjscore_gui.engine.units import PointLine, arrangement_count, arrangement_units, value_of
from mjscore_gui.engine.validate import validate
from mjscore_gui.limits import MAX_FAAN


class FaanLine(NamedTuple):
    """One reason for faan, as a player reads it: 'Red Dragon 紅中 1'."""

    id: str
    name: str
    name_zh: str
    faan: int
    category: str
    counts_toward_minimum: bool

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "name_zh": self.name_zh, "faan": self.faan}


@dataclass(slots=True)
class ScoreResult:
    valid: bool
    faan: int = 0
    raw_faan: int = 0  # the sum before the limit
    limit: bool = False  # scored as a limit hand
    capped_at: int | None = None
    meets_minimum: bool = False
    faan_toward_minimum: int = 0  # flowers may not count toward the minimum (setting)
    min_faan: int = 0  # the ruleset's minimum, named as the setting is
    patterns: tuple[FaanLine, ...] = ()
    arrangement: tuple[str, ...] = ()
    error: str | None = None
    # A ruleset that counts in points (hand-format: "points"): the hand's value as the
    # source's own tables print it, and the steps that built it. The engine fills these
    # for units (seed 000); outcome.with_points for a settling table (seed 003).
    points: int | Fraction | None = None
    points_lines: tuple[PointLine, ...] = ()
    limit_percent: int | None = None  # a limit hand paid as this share of the Limit

    def to_json(self) -> dict[str, Any]:
        if not self.valid:
            return {"valid": False, "error": self.error}
        out = {
            "valid": True,
            "faan": self.faan,
            "limit": self.limit,
            "capped_at": self.capped_at,
            "meets_minimum": self.meets_minimum,
            # Each line's JSON copied from the one made for it first: every scored hand
            # writes two or three of the same few dozen lines.
            "patterns": [(_LINE_JSON.get(p) or _line_json(p)).copy() for p in self.patterns],
            "arrangement": list(self.arrangement),
            "minimum_faan": self.min_faan,
            "faan_toward_minimum": self.faan_toward_minimum,
        }
        if self.points is not None:
            out.update(self.points_json())
        return out

    def points_json(self) -> dict[str, Any]:
        if self.points is None:
            return {}
        out: dict[str, Any] = {"points": self.points, "points_lines": [line.to_json() for line in self.points_lines]}
        if self.limit_percent is not None:
            out["limit_percent"] = self.limit_percent
        return out


# Each faan line's JSON by the line (the same few dozen lines make up every breakdown).
_LINE_JSON: dict[FaanLine, dict[str, Any]] = {}
_LINE_JSON_MAX = 4096


def _line_json(line: FaanLine) -> dict[str, Any]:
    if len(_LINE_JSON) >= _LINE_JSON_MAX:
        _LINE_JSON.clear()
    made = _LINE_JSON[line] = line.to_json()
    return made


def invalid(message: str) -> ScoreResult:
    return ScoreResult(valid=False, error=message)


def score(hand: Hand, situation: Situation, ruleset: Ruleset) -> ScoreResult:
    """Score a winning hand; an impossible hand gives valid=False with the reason."""
    settings = ruleset.settings
    flowers_in_play = settings["flowers"]
    counts = hand.tile_counts()
    try:
        # A ruleset that tells the last discard apart lets a robbed kong be one (seed 003, 5.2.1).
        validate(
            hand,
            situation,
            flowers_in_play=flowers_in_play,
            counts=counts,
            robbed_last_discard="last_discard" in ruleset.patterns,
        )
    except HandError as exc:
        return invalid(str(exc))
    # With no melds the whole hand's counts are the concealed tiles' counts: count once.
    special = settings["special_hands"]
    layouts = arrangements(
        hand,
        situation,
        seven_pairs=special and settings["seven_pairs"],
        thirteen_orphans=special,
        concealed_counts=None if hand.melds else counts,
    )
    if not layouts:
        return invalid(_no_arrangement_reason(hand, situation, special and settings["seven_pairs"], special))
    facts = HandFacts(hand, counts)
    plain_limit = settings["limit_hand_counted_plain"]
    if len(layouts) == 1:
        readings = _candidates(Context(hand, situation, layouts[0], facts, flowers_in_play), ruleset, plain_limit)
        if len(readings) == 1:  # one arrangement read one way (most hands): nothing to compare
            return _result(readings[0], layouts[0], ruleset, hand)
    toward_minimum = ruleset.toward_minimum
    cut = ruleset.faan_cut
    limit_value = MAX_FAAN if cut is None else cut
    best_key: tuple[Any, ...] | None = None
    best: tuple[list[tuple[PatternRule, str]], Arrangement] | None = None
    units = ruleset.units if ruleset.counting == "units" else None
    cap = settings["cap"]
    # Only totals are compared here; the breakdown is built once, for the winner.
    for arrangement in layouts:
        ctx = Context(hand, situation, arrangement, facts, flowers_in_play)
        readings = _candidates(ctx, ruleset, plain_limit)
        basic = arrangement_units(arrangement, hand.flowers, units) if units is not None else 0
        for hits in readings:
            raw = toward = 0
            is_limit = False
            for rule, _ in hits:
                raw += rule.faan
                if toward_minimum[rule.id]:
                    toward += rule.faan
                if rule.limit:
                    is_limit = True
            # Best for the player: most faan, then most toward the minimum; on a tie the
            # limit hand (the shorter, customary reading), then the fuller count.
            key: tuple[Any, ...] = (min(raw, limit_value), min(toward, limit_value), is_limit, raw)
            if units is not None:
                # Counted in units, the player declares the reading worth the most points.
                key = (value_of(basic, min(raw, limit_value, cap), units), *key)
            if best_key is None or key > best_key:
                best_key, best = key, (hits, arrangement)
    assert best is not None  # layouts is never empty here: no arrangement was answered above
    return _result(best[0], best[1], ruleset, hand)


# The faan lines a result reads, by (pattern, faan, variant, counted toward the minimum):
# the same few dozen lines make up every breakdown, so each is built once.
_LINES: dict[tuple[str, int, str, bool], FaanLine] = {}


def _no_arrangement_reason(hand: Hand, situation: Situation, seven_pairs: bool, special: bool) -> str:
    if not special and arrangements(hand, situation):
        # seed 002, Advanced Classic Limit Hands: "Yahoo only permits players to be Going
        # Out with four chows/pongs/kongs and a pair".
        return (
            "no arrangement into four sets and a pair; special hands (thirteen orphans, seven pairs) "
            "do not go out under these rules (turn on 'Special hands' to count them)"
        )
    if not hand.melds and seven_pairs:
        return "no arrangement into four sets and a pair, seven pairs or thirteen orphans"
    return "no arrangement into four sets and a pair"


def _hits(ctx: Context, ruleset: Ruleset) -> list[tuple[PatternRule, str]]:
    found: list[tuple[PatternRule, str]] = []
    for rule, detect in ruleset.active_for(bool(ctx.situation.conditions), ctx.held):
        hit = detect(ctx)  # Pattern.hits, inlined: this loop is the engine's hot path
        if not hit:
            continue
        if hit is True:
            found.append((rule, ""))
        elif isinstance(hit, int):
            found.extend([(rule, "")] * hit)
        else:
            found.extend((rule, variant) for variant in hit)
    return found


def _drop_replaced(hits: list[tuple[PatternRule, str]]) -> list[tuple[PatternRule, str]]:
    replaced = {r for rule, _ in hits for r in rule.replaces}
    if not replaced:
        return hits
    return [(rule, v) for rule, v in hits if rule.id not in replaced]


def _candidates(ctx: Context, ruleset: Ruleset, plain_limit: bool) -> list[list[tuple[PatternRule, str]]]:
    """The ways this arrangement may be counted: once per limit hand that applies (alone,
    plus how it was won), and as a plain hand only when no limit hand applies.

    Seed 001, Limit Hands: "even if the limit hand satisfies other hand criteria ... the
    faan from the other criteria are not counted", and of several limit hands only the
    highest applies (the caller keeps the best candidate). With the setting
    `limit_hand_counted_plain` a table may instead let the player count a limit hand as a
    plain hand when that pays more (seed 003, 5.1: the reading best for the player).
    """
    hits = _hits(ctx, ruleset)
    for rule, _ in hits:
        if rule.limit or rule.replaces:
            break
    else:  # most hands: no limit hand, nothing replaced
        return [hits]
    limits = [(rule, v) for rule, v in hits if rule.limit]
    if not limits:
        return [_drop_replaced(hits)]
    readings = []
    if plain_limit:
        readings.append(_drop_replaced([h for h in hits if not h[0].limit]))
    conditions = [(rule, v) for rule, v in hits if PATTERNS[rule.id].category == "condition"]
    for chosen in limits:
        if chosen[0].limit_percent is not None:
            # seed 003, 5.2.2: "% of Limit values are exclusive so no other points are added".
            readings.append([chosen])
            continue
        readings.append(_drop_replaced([chosen] + [c for c in conditions if c[0] is not chosen[0]]))
    return readings


def _result(hits: list[tuple[PatternRule, str]], arrangement: Arrangement, ruleset: Ruleset, hand: Hand) -> ScoreResult:
    counted = ruleset.toward_minimum
    lines = []
    raw = toward = 0
    limit = False
    percent = None
    for rule, variant in hits:
        toward_this = counted[rule.id]
        key = (rule.id, rule.faan, variant, toward_this)
        line = _LINES.get(key)
        if line is None:
            pattern = PATTERNS[rule.id]
            name, name_zh = pattern.names(variant)
            line = _LINES[key] = FaanLine._make((rule.id, name, name_zh, rule.faan, pattern.category, toward_this))
        lines.append(line)
        raw += rule.faan
        if toward_this:
            toward += rule.faan
        if rule.limit:
            limit = True
        if percent is None:
            percent = rule.limit_percent  # the first share of the Limit counted
    cut = ruleset.faan_cut
    limit_value = MAX_FAAN if cut is None else cut
    toward_minimum = toward if toward < limit_value else limit_value
    faan = raw if raw < limit_value else limit_value
    points: int | Fraction | None = None
    points_lines: tuple[PointLine, ...] = ()
    if ruleset.counting == "units":
        paid = min(faan, ruleset.settings["cap"])
        units_count = arrangement_count(arrangement, hand.flowers, ruleset.units, paid, farn_counted=faan)
        points, points_lines = units_count.points, units_count.lines
    min_faan = ruleset.settings["min_faan"]
    # Positional, in field order (valid, faan, raw_faan, limit, capped_at, meets_minimum,
    # faan_toward_minimum, min_faan, patterns, arrangement, error, points, points_lines,
    # limit_percent): every scored hand makes one.
    return ScoreResult(
        True,
        faan,
        raw,
        limit,
        limit_value if raw > limit_value else None,
        toward_minimum >= min_faan,
        toward_minimum,
        min_faan,
        tuple(lines),
        arrangement.texts(),
        None,
        points,
        points_lines,
        percent,
    )
