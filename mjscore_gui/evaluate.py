"""One hand in hand-format JSON in, its result JSON out: what `mjscore score`, the ledger
and the tests share, so the same hand always gives the same answer everywhere."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import DEFAULT_RULESET, HandError, Ruleset, RulesetError, parse_hand, resolve_ruleset, score
from mjscore_gui.engine.hand import Hand, Situation
from mjscore_gui.engine.losers import LoserScore, check_losers, parse_losers, woo_mei
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.units import PointLine
from mjscore_gui.engine.waits import find_waits
from mjscore_gui.payout import (
    Settlement,
    SettlementRules,
    format_amount,
    payments_json,
    settle,
    settle_false_win,
    settlement_rules,
)


def hand_ruleset(obj: Mapping[str, Any], default: Ruleset | str = DEFAULT_RULESET) -> Ruleset:
    """The hand's own `ruleset` (a preset id or a TOML path), else the default, with the
    hand's `rules` overrides applied."""
    ref = obj.get("ruleset")
    if ref is not None and not isinstance(ref, str):
        raise RulesetError("'ruleset' must be a preset id such as \"hk\" or a path to a .toml file")
    ruleset = resolve_ruleset(default if ref is None else ref)
    rules = obj.get("rules")
    if rules:
        if not isinstance(rules, Mapping):
            raise RulesetError("'rules' must be an object of settings, e.g. {\"min_faan\": 3}")
        ruleset = ruleset.with_settings(rules)
    return ruleset


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
    result = with_points(score(hand, situation, ruleset), ruleset)
    out = result.to_json()
    if result.valid:
        out["ruleset"] = ruleset.id
        try:
            losers = score_losers(obj, hand, situation, ruleset)
        except HandError as exc:
            return {"valid": False, "error": str(exc)}, None
        if losers:
            out["losers"] = {seat: loser.to_json() for seat, loser in losers.items()}
        try:
            settlement = settle_scored(obj, result, ruleset)
        except ValueError as exc:
            return {"valid": False, "error": str(exc)}, None
        if settlement is not None:
            out.update(payments_json(settlement))
            if settlement.reason:
                out["payment_note"] = settlement.reason
    return out, result


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
        result.faan, seat, win, discarder, obj.get("responsible"), rules,
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
            "limit_share", f"{result.limit_percent}% of the {format_amount(table.limit_points)}-point Limit",
            f"上限 {format_amount(table.limit_points)} 分的 {result.limit_percent}%", points,
        )
    else:
        value = table.points(paid)
        points = int(value) if value.denominator == 1 else value
        shown = f"{paid} faan" if paid == result.faan else f"{result.faan} faan, paid as {paid}"
        line = PointLine("settling_table", f"{shown} on the {table.name}", f"{paid} 番（{table.name_zh or table.name}）",
                         points)
    return replace(result, points=points, points_lines=(line,))


def score_losers(obj: Mapping[str, Any], hand: Hand, situation: Situation, ruleset: Ruleset) -> dict[str, LoserScore]:
    """The losers' end-game (woo mei) values from the optional `losers` key (seed 000)."""
    raw = obj.get("losers")
    if not raw:
        return {}
    if ruleset.counting != "units":
        raise HandError(
            f"'losers' is read only by rules that score the losers' hands (units); {ruleset.id} does not"
        )
    losers = parse_losers(raw, situation.seat_wind)
    check_losers(losers, hand)
    return {seat: woo_mei(shown, seat, situation, ruleset) for seat, shown in sorted(losers.items())}


def false_win_json(obj: Mapping[str, Any], ruleset: Ruleset) -> dict[str, Any]:
    """A false win (詐糊) by the `seat_wind` player: the penalty, no tiles needed."""
    seat = obj.get("seat_wind", "E")
    try:
        settlement = settle_false_win(seat, settlement_rules(ruleset))
    except ValueError as exc:
        return {"valid": False, "error": str(exc)}
    out = {"valid": True, "false_win": True, "meets_minimum": False, "ruleset": ruleset.id}
    out.update(payments_json(settlement))
    if settlement.reason:
        out["payment_note"] = settlement.reason
    return out


def waits_json(obj: Any, default: Ruleset | str = DEFAULT_RULESET) -> dict[str, Any]:
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
