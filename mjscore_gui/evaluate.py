"""One hand in hand-format JSON in, its result JSON out: what `mjscore score`, the ledger
and the tests share, so the same hand always gives the same answer everywhere."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import HandError, Ruleset, RulesetError, parse_hand, score
from mjscore_gui.engine.hand import CONDITIONS, Hand, Situation
from mjscore_gui.engine.losers import LoserScore
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.units import PointLine
from mjscore_gui.payout import (
    SEATS,
    Settlement,
    SettlementRules,
    format_amount,
    payments_json,
    settle,
    settle_draw,
    settle_false_win,
    settlement_rules,
)
from mjscore_gui.rulebook import DEFAULT_RULESET, resolve_ruleset


def hand_ruleset(obj: Mapping[str, Any], default: Ruleset | str = DEFAULT_RULESET) -> Ruleset:
    """The hand's own `ruleset` (a preset id or a TOML path), else the default, with the
    hand's `rules` overrides applied."""
    ref = obj.get("ruleset")
    if ref is not None and not isinstance(ref, str):
        raise RulesetError("'ruleset' must be a preset id such as \"hk\" or a path to a .toml file")
    ruleset = resolve_ruleset(default if ref is None else ref)
    rules = obj.get("rules")
    if rules is not None:
        if not isinstance(rules, Mapping):
            raise RulesetError("'rules' must be an object of settings, e.g. {\"min_faan\": 3}")
        ruleset = _with_overrides(ruleset, rules)
    return ruleset


# Rulesets with a hand's `rules` overrides, by the ruleset and the overrides as written: a
# night's hands repeat the same few overrides, and sharing the copy also shares what it
# caches (the patterns each kind of hand is checked against, its settlement rules).
_OVERRIDDEN: dict[tuple[Any, ...], tuple[Ruleset, Ruleset]] = {}
_OVERRIDDEN_MAX = 64
# The values an override key is read from that are cached: scalars, each keyed by its
# type and text too, so that `true` and `1`, or `1.0` and `1.00`, stay apart.
_SCALARS = (str, int, bool, Decimal)


def _with_overrides(ruleset: Ruleset, rules: Mapping[str, Any]) -> Ruleset:
    """`ruleset.with_settings(rules)`, made once for each ruleset and overrides."""
    if not all(type(v) in _SCALARS for v in rules.values()):
        return ruleset.with_settings(rules)  # a nested value: a mistake with_settings names
    key = (id(ruleset), *((k, type(v), str(v)) for k, v in rules.items()))
    hit = _OVERRIDDEN.get(key)
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    overridden = ruleset.with_settings(rules)  # raises for a bad override: nothing is cached
    if len(_OVERRIDDEN) >= _OVERRIDDEN_MAX:
        _OVERRIDDEN.clear()
    _OVERRIDDEN[key] = (ruleset, overridden)
    return overridden


def score_hand_json(obj: Any, default: Ruleset | str = DEFAULT_RULESET) -> tuple[dict[str, Any], ScoreResult | None]:
    """The result JSON for one hand (never raises for bad input: valid=false says why).

    With the settlement keys (hand-format, Settlement) it also holds the payments,
    whenever they can be computed: a discard win needs its discarder.
    """
    try:
        if not isinstance(obj, dict):
            raise HandError("a hand must be a JSON object (see hand-format)")
        ruleset = hand_ruleset(obj, default)
        if obj.get("false_win") is True:
            return false_win_json(obj, ruleset), None
        hand, situation = parse_hand(obj)
    except (HandError, RulesetError) as exc:
        return {"valid": False, "error": str(exc)}, None
    result = score(hand, situation, ruleset)
    if not result.valid:
        return {"valid": False, "error": result.error}, result
    if ruleset.counting == "table":
        result = with_points(result, ruleset)
    out = result.to_json()
    out["ruleset"] = ruleset.id
    losers = None
    if obj.get("losers"):  # only units rules score the losers' hands: most hands name none
        try:
            losers = score_losers(obj, hand, situation, ruleset)
        except HandError as exc:
            return {"valid": False, "error": str(exc)}, None
        if losers:
            out["losers"] = {seat: loser.to_json() for seat, loser in losers.items()}
    try:
        paid = _payments_out(obj, result, ruleset, bool(losers))
    except ValueError as exc:
        return {"valid": False, "error": str(exc)}, None
    if paid is not None:
        out["payments"] = paid["payments"].copy()  # the same settled dict serves many hands
        out["payment_lines"] = paid["payment_lines"].copy()
        if "payment_note" in paid:
            out["payment_note"] = paid["payment_note"]
    return out, result


# Settled payments by what settling reads, for a batch of hands: a night has a few dozen
# distinct (faan, winner, how, discarder) among hundreds of hands, so most are looked up.
_SETTLED: dict[tuple[Any, ...], tuple[SettlementRules, dict[str, Any] | None]] = {}
_SETTLED_MAX = 4096


def _payments_out(
    obj: Mapping[str, Any], result: ScoreResult, ruleset: Ruleset, with_losers: bool
) -> dict[str, Any] | None:
    """The `payments`, `payment_lines` and `payment_note` keys of a scored hand, or None
    when it cannot be settled yet (a discard win naming no discarder). Callers copy
    what they keep: the same dict serves every hand settled alike."""
    discarder, responsible = obj.get("discarder"), obj.get("responsible")
    if (
        with_losers
        or not (discarder is None or isinstance(discarder, str))
        or not (responsible is None or isinstance(responsible, str))
    ):
        return _payments_or_none(settle_scored(obj, result, ruleset))  # the losers' hands count too: nothing to share
    rules = settlement_rules(ruleset)
    key = (  # `result` is priced already (score_hand_json applied with_points)
        id(rules),
        result.faan,
        result.faan_toward_minimum,
        result.limit,
        result.points,
        obj.get("seat_wind", "E"),
        obj.get("win", ""),
        discarder,
        responsible,
        "robbing_kong" in (obj.get("conditions") or []),  # as settle_scored reads it
    )
    hit = _SETTLED.get(key)
    if hit is not None and hit[0] is rules:
        return hit[1]
    paid = _payments_or_none(settle_scored(obj, result, ruleset))
    if len(_SETTLED) >= _SETTLED_MAX:
        _SETTLED.clear()
    _SETTLED[key] = (rules, paid)
    return paid


def _payments_or_none(settlement: Settlement | None) -> dict[str, Any] | None:
    return None if settlement is None else _payments_of(settlement)


def _payments_of(settlement: Settlement) -> dict[str, Any]:
    """A settlement's `payments`, `payment_lines` and (when there is one) `payment_note`."""
    out = payments_json(settlement)
    # Whole amounts as ints (still exact): the JSON writer takes an int in C but calls back
    # into Python for every Fraction, a third of the time it takes to write a hand.
    out["payments"] = {seat: int(v) if v.denominator == 1 else v for seat, v in out["payments"].items()}
    if settlement.reason:
        out["payment_note"] = settlement.reason
    return out


def settle_scored(obj: Mapping[str, Any], result: ScoreResult, ruleset: Ruleset) -> Settlement | None:
    """Who pays whom for a scored hand, or None when a discard win names no discarder.

    Raises ValueError for settlement keys that make no sense (a discarder who is the winner).
    """
    seat = obj.get("seat_wind", "E")
    win: str = obj.get("win", "")  # a valid result: the hand said how it was won
    discarder = obj.get("discarder")
    if win == "discard" and discarder is None:
        return None
    rules = settlement_rules(ruleset)
    result = with_points(result, ruleset, rules)
    losers = None
    if obj.get("losers"):
        hand, situation = parse_hand(obj)
        losers = {s: Fraction(v.points) for s, v in score_losers(obj, hand, situation, ruleset).items()}
    return settle(
        result.faan,
        seat,
        win,
        discarder,
        obj.get("responsible"),
        rules,
        minimum_faan=result.faan_toward_minimum,
        limit=result.limit,
        robbing_kong="robbing_kong" in (obj.get("conditions") or []),
        points=result.points,
        losers=losers,
    )


def with_points(result: ScoreResult, ruleset: Ruleset, rules: SettlementRules | None = None) -> ScoreResult:
    """The result with its "points" when the ruleset counts its points on a settling
    table (seed 003, 5.3: 8 faan -> 84 points; a limit hand is a share of the Limit,
    5.2.2). Units (seed 000) are counted by the engine itself."""
    if not result.valid or ruleset.counting != "table" or result.points is not None:
        return result
    rules = rules or settlement_rules(ruleset)
    table = rules.table
    if table.payment == "each":
        return result
    paid = min(result.faan, rules.cap)
    if result.limit_percent is not None and table.limit_points is not None:
        share = table.limit_points * result.limit_percent / 100
        points = int(share) if share.denominator == 1 else share
        line = PointLine(
            "limit_share",
            f"{result.limit_percent}% of the {format_amount(table.limit_points)}-point Limit",
            f"上限 {format_amount(table.limit_points)} 分的 {result.limit_percent}%",
            points,
        )
    else:
        value = table.points(paid)
        points = int(value) if value.denominator == 1 else value
        shown = f"{paid} faan" if paid == result.faan else f"{result.faan} faan, paid as {paid}"
        line = PointLine(
            "settling_table", f"{shown} on the {table.name}", f"{paid} 番（{table.name_zh or table.name}）", points
        )
    return replace(result, points=points, points_lines=(line,))


def score_losers(obj: Mapping[str, Any], hand: Hand, situation: Situation, ruleset: Ruleset) -> dict[str, LoserScore]:
    """The losers' end-game (woo mei) values from the optional `losers` key (seed 000)."""
    raw = obj.get("losers")
    if not raw:
        return {}
    if ruleset.counting != "units":
        raise HandError(f"'losers' is read only by rules that score the losers' hands (units); {ruleset.id} does not")
    from mjscore_gui.engine.losers import check_losers, parse_losers, woo_mei  # only units rulesets score losers

    losers = parse_losers(raw, situation.seat_wind)
    check_losers(losers, hand)
    return {seat: woo_mei(shown, seat, situation, ruleset) for seat, shown in sorted(losers.items())}


# Keys of a hand given by its faan alone (hand-format, "Settlement").
SETTLE_KEYS = frozenset(
    {
        "faan",
        "seat_wind",
        "win",
        "discarder",
        "responsible",
        "rules",
        "ruleset",
        "false_win",
        "draw",
        "limit",
        "minimum_faan",
        "conditions",
        "points",
    }
)
MAX_FAAN = 1000  # far above any limit hand: more is a typing slip


def settle_form(
    entry: Mapping[str, Any], settings: Mapping[str, Any] | None = None, rules: SettlementRules | None = None
) -> Settlement:
    """Settle a hand given by its faan alone (the table counted it), a drawn hand
    ({"draw": true}) or a false win ({"false_win": true, "seat_wind": "N"}): the one
    settlement of these for `mjscore settle`, the ledger and `score`.

    `settings` is the ruleset's flat [settings] (default: hk's), to which the entry's
    own `rules` overrides are added; a caller that settles many hands may pass the
    SettlementRules built once instead. Seats are winds. Raises ValueError saying what
    is wrong: every boolean key must be true or false, faan a whole number.
    """
    check_size(entry, "the hand")
    if _flag(entry, "draw"):
        return settle_draw()
    if rules is None:
        overrides = entry.get("rules")
        if overrides is None:
            overrides = {}
        if not isinstance(overrides, Mapping):
            raise ValueError('rules must be an object of settings, e.g. {"min_faan": 3}')
        base = resolve_ruleset(DEFAULT_RULESET).settings if settings is None else settings
        rules = SettlementRules.from_settings(base, overrides)
    seat = entry.get("seat_wind", "E")
    if seat not in SEATS:
        raise ValueError(f"seat_wind (the winner's seat) must be E, S, W or N, not {_shown(seat)}")
    if _flag(entry, "false_win"):
        return settle_false_win(seat, rules)
    if "faan" not in entry:
        raise ValueError('faan is missing: give the hand\'s faan, e.g. "faan": 5')
    if "win" not in entry:
        raise ValueError('win is missing: give "win": "discard" or "self_drawn"')
    faan = _faan(entry["faan"], "faan")
    minimum = entry.get("minimum_faan")
    conditions = entry.get("conditions")
    if conditions is None:
        conditions = []
    if not isinstance(conditions, list):
        raise ValueError(f'conditions must be a list such as ["robbing_kong"], not {_shown(conditions)}')
    for condition in conditions:
        if condition not in CONDITIONS:
            raise ValueError(f"unknown condition {_shown(condition)}; known: {', '.join(CONDITIONS)}")
    win = entry["win"]
    if not isinstance(win, str):
        raise ValueError(f"win must be self_drawn or discard, not {_shown(win)}")
    return settle(
        faan,
        seat,
        win,
        entry.get("discarder"),
        entry.get("responsible"),
        rules,
        minimum_faan=None if minimum is None else _faan(minimum, "minimum_faan"),
        limit=_flag(entry, "limit"),
        robbing_kong="robbing_kong" in conditions,
        points=_points(entry),
    )


def _points(entry: Mapping[str, Any]) -> Fraction | None:
    """The hand's own points, counted at the table, for rules that pay them (units and
    farn, seed 000): the faan-only form plus `"points": 140`."""
    value = entry.get("points")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, Decimal, str)):
        raise ValueError(f'points must be a number, e.g. "points": 140, not {_shown(value)}')
    try:
        points = Fraction(Decimal(value) if isinstance(value, str) else value)
    except (ArithmeticError, ValueError):
        raise ValueError(f'points must be a number, e.g. "points": 140, not {_shown(value)}') from None
    if points < 0:
        raise ValueError(f"points cannot be negative, not {_shown(value)}")
    return points


MAX_MESSAGE = 200
_LONG_QUOTED = r"""(['"])([^'"\s]{40})[^'"\s]{8,}\1"""  # compiled on first use: start-up time


def one_line(text: object, limit: int = MAX_MESSAGE) -> str:
    """A message as one line a player reads at a glance: a 10 MB bad token typed in is
    not echoed back whole, nor is a traceback's worth of text."""
    line = " ".join(str(text).split())
    line = re.sub(_LONG_QUOTED, lambda m: f"{m.group(1)}{m.group(2)}...{m.group(1)}", line)
    return line if len(line) <= limit else line[: limit - 3].rstrip() + "..."


MAX_DEPTH = 32
MAX_TEXT = 100_000
MAX_MAGNITUDE = 10**15
# A number written in text with a huge exponent or far too many digits ("1e999999999"):
# making it exact would take forever.
_HUGE_IN_TEXT = r"[eE]\s*[+-]?\d{3,}|\d{16,}"  # compiled on first use: start-up time


def check_size(value: Any, what: str = "the input") -> None:
    """Refuse, with one line, input no table could mean and that would cost the program
    dearly: nesting deeper than any hand, numbers beyond 15 digits or with huge
    exponents, text that is not valid Unicode (lone surrogates) or megabytes long.
    Walks without recursion, so a 100,000-deep input costs nothing."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ValueError(f"{what} is nested too deeply (more than {MAX_DEPTH} levels)")
        if isinstance(item, str):
            _check_text(item, what)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if abs(item) >= MAX_MAGNITUDE:
                raise ValueError(f"{what} holds a number out of range (at most 15 digits)")
        elif isinstance(item, Decimal):
            if not item.is_finite() or item.adjusted() >= 15 or item.as_tuple().exponent < -15:  # type: ignore[operator]
                raise ValueError(f"{what} holds a number out of range (at most 15 digits either side of the point)")
        elif isinstance(item, float):
            if not math.isfinite(item) or abs(item) >= MAX_MAGNITUDE:
                raise ValueError(f"{what} holds a number out of range")
        elif isinstance(item, Mapping):
            for key, child in item.items():
                if isinstance(key, str):
                    _check_text(key, what)
                stack.append((child, depth + 1))
        elif isinstance(item, (list, tuple)):
            stack.extend((child, depth + 1) for child in item)


def _check_text(text: str, what: str) -> None:
    if len(text) > MAX_TEXT:
        raise ValueError(f"{what} holds text too long to be meant ({len(text)} characters)")
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError(f"{what} holds characters that are not valid text (a broken encoding?)") from None
    if re.search(_HUGE_IN_TEXT, text) and _looks_numeric(text):
        raise ValueError(f"{what} holds a number out of range (at most 15 digits)")


def _looks_numeric(text: str) -> bool:
    # Custom payout tables are text such as "1 2 4 8" or "3:8, 4:16": numbers and separators.
    return all(c.isdigit() or c in " \t\n,;:.+-/eE[]{}'\"" for c in text)


def _flag(entry: Mapping[str, Any], key: str) -> bool:
    value = entry.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"{key} must be true or false, not {_shown(value)}")
    return value


def _faan(value: Any, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{key} must be a whole number of at least 0, not {_shown(value)}")
    if value > MAX_FAAN:
        raise ValueError(f"{key} must be at most {MAX_FAAN}, not {_shown(value)}")
    return value


def _shown(value: Any) -> str:
    if isinstance(value, Decimal) and value.is_finite() and value.adjusted() < 12:
        return str(value)
    text = repr(value) if not isinstance(value, (int, float)) or abs(value) < 10**12 else "a huge number"
    return text if len(text) <= 40 else text[:37] + "..."


def false_win_json(obj: Mapping[str, Any], ruleset: Ruleset) -> dict[str, Any]:
    """A false win (詐糊) by the `seat_wind` player: the penalty, no tiles needed."""
    try:
        settlement = settle_form(
            {"false_win": True, "seat_wind": obj.get("seat_wind", "E")}, rules=settlement_rules(ruleset)
        )
    except ValueError as exc:
        return {"valid": False, "error": str(exc)}
    out = {"valid": True, "false_win": True, "meets_minimum": False, "ruleset": ruleset.id}
    out.update(_payments_of(settlement))
    return out


def waits_json(obj: Any, default: Ruleset | str = DEFAULT_RULESET) -> dict[str, Any]:
    from mjscore_gui.engine.waits import find_waits  # loaded by the commands that list waits

    try:
        if not isinstance(obj, dict):
            raise HandError("a hand must be a JSON object (see hand-format)")
        ruleset = hand_ruleset(obj, default)
        hand, situation = parse_hand(obj, waiting=True)
        waits = find_waits(hand, situation, ruleset)
    except (HandError, RulesetError) as exc:
        return {"valid": False, "error": str(exc)}
    return {"valid": True, "ruleset": ruleset.id, "waits": [_wait_json(w, ruleset) for w in waits]}


def _wait_json(wait: Any, ruleset: Ruleset) -> dict[str, Any]:
    out: dict[str, Any] = wait.to_json()
    for how in ("self_drawn", "discard"):
        result = with_points(getattr(wait, how), ruleset)
        if result.points is not None:  # a ruleset that counts in points (hand-format "points")
            out[how]["points"] = result.points
    return out
