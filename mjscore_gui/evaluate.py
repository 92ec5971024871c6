"""One hand in hand-format JSON in, its result JSON out: what `mjscore score`, the ledger
and the tests share, so the same hand always gives the same answer everywhere."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mjscore_gui.engine import DEFAULT_RULESET, HandError, Ruleset, RulesetError, parse_hand, resolve_ruleset, score
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.waits import find_waits
from mjscore_gui.payout import Settlement, payments_json, settle, settle_false_win, settlement_rules


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
    result = score(hand, situation, ruleset)
    out = result.to_json()
    if result.valid:
        out["ruleset"] = ruleset.id
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
    return settle(
        result.faan, seat, win, discarder, obj.get("responsible"), rules,
        minimum_faan=result.faan_toward_minimum,
        limit=result.limit,
        robbing_kong="robbing_kong" in (obj.get("conditions") or []),
    )


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
    return {"valid": True, "ruleset": ruleset.id, "waits": [w.to_json() for w in waits]}
