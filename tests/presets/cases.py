"""Hand cases for the preset tests: one hand, the faan a player counts from its seed, and
the reason for every faan. Shared by tests/presets/test_*.py."""

from __future__ import annotations

from functools import partial

import pytest

from mjscore_gui.engine import Ruleset
from mjscore_gui.outcome.jsonform import score_hand_json
from tests import builders

# Hand-format JSON (tests/builders.py). Unless given: seat South, prevailing East, one
# flower that is not the seat's own (so no flower faan at all).
hand = partial(builders.hand, flowers=builders.NOT_OWN)


def case(
    case_id: str,
    the_hand: dict,
    faan: int,
    patterns,
    *,
    toward_minimum: int | None = None,
    limit: bool = False,
    capped_at: int | None = None,
    settings: dict | None = None,
    pattern_faan: dict | None = None,
    payments: dict | None = None,
):
    """`patterns`: (id, faan) pairs in any order; `toward_minimum` defaults to `faan`.
    The case id names the pattern it is for; the comment above it gives the seed's arithmetic."""
    return pytest.param(
        {
            "hand": the_hand,
            "faan": faan,
            "patterns": sorted(patterns),
            "toward": toward_minimum,
            "limit": limit,
            "capped_at": capped_at,
            "settings": settings,
            "pattern_faan": pattern_faan,
            "payments": payments,
        },
        id=case_id,
    )


def check(ruleset: Ruleset, c: dict) -> dict:
    if c["settings"]:
        ruleset = ruleset.with_settings(c["settings"])
    if c["pattern_faan"]:
        ruleset = ruleset.with_pattern_faan(c["pattern_faan"])
    out, _ = score_hand_json(c["hand"], ruleset)
    assert out["valid"], out.get("error")
    got = sorted((p["id"], p["faan"]) for p in out["patterns"])
    assert got == c["patterns"]
    assert out["faan"] == c["faan"]
    assert out["limit"] is c["limit"]
    assert out["capped_at"] == c["capped_at"]
    toward = c["faan"] if c["toward"] is None else c["toward"]
    assert out["faan_toward_minimum"] == toward
    assert out["meets_minimum"] is (toward >= ruleset.settings["min_faan"])
    if c["payments"] is not None:
        assert {k: str(v) for k, v in out["payments"].items()} == {k: str(v) for k, v in c["payments"].items()}
    return out


def patterns_with_fewer_than_two_cases(ruleset: Ruleset, cases) -> set[str]:
    """Patterns of the ruleset that fewer than two cases expect to score."""
    seen: dict[str, int] = {}
    for param in cases:
        for pid in {pid for pid, _ in param.values[0]["patterns"]}:
            seen[pid] = seen.get(pid, 0) + 1
    return {pid for pid in ruleset.patterns if seen.get(pid, 0) < 2}
