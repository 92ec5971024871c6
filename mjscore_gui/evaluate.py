"""One hand in hand-format JSON in, its result JSON out: what `mjscore score`, the ledger
and the tests share, so the same hand always gives the same answer everywhere."""

from __future__ import annotations

from typing import Any, Mapping

from mjscore_gui.engine import HandError, Ruleset, RulesetError, get_preset, load_ruleset, parse_hand, score
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.waits import find_waits

DEFAULT_RULESET = "hk"


def resolve_ruleset(obj: Mapping[str, Any], default: Ruleset | str = DEFAULT_RULESET) -> Ruleset:
    """The hand's own `ruleset` (a preset id or a TOML path), else the default, with the
    hand's `rules` overrides applied."""
    ref = obj.get("ruleset")
    if ref is None:
        ruleset = default if isinstance(default, Ruleset) else get_preset(default)
    elif not isinstance(ref, str):
        raise RulesetError("'ruleset' must be a preset id such as \"hk\" or a path to a .toml file")
    else:
        ruleset = get_preset(ref) if "/" not in ref and not ref.endswith(".toml") else load_ruleset(ref)
    rules = obj.get("rules")
    if rules:
        if not isinstance(rules, Mapping):
            raise RulesetError("'rules' must be an object of settings, e.g. {\"min_faan\": 3}")
        ruleset = ruleset.with_settings(rules)
    return ruleset


def score_hand_json(obj: Any, default: Ruleset | str = DEFAULT_RULESET) -> tuple[dict[str, Any], ScoreResult | None]:
    """The result JSON for one hand (never raises for bad input: valid=false says why)."""
    try:
        if not isinstance(obj, dict):
            raise HandError("a hand must be a JSON object (see hand-format)")
        ruleset = resolve_ruleset(obj, default)
        hand, situation = parse_hand(obj)
    except (HandError, RulesetError) as exc:
        return {"valid": False, "error": str(exc)}, None
    result = score(hand, situation, ruleset)
    out = result.to_json()
    if result.valid:
        out["ruleset"] = ruleset.id
    return out, result


def waits_json(obj: Any, default: Ruleset | str = DEFAULT_RULESET) -> dict[str, Any]:
    try:
        if not isinstance(obj, dict):
            raise HandError("a hand must be a JSON object (see hand-format)")
        ruleset = resolve_ruleset(obj, default)
        hand, situation = parse_hand(obj, waiting=True)
        waits = find_waits(hand, situation, ruleset)
    except (HandError, RulesetError) as exc:
        return {"valid": False, "error": str(exc)}
    return {"valid": True, "ruleset": ruleset.id, "waits": [w.to_json() for w in waits]}
