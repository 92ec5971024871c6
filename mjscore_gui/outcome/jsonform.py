"""JSON at the faces: hand-format JSON (and the settle form) read into typed entries,
and outcomes written back as the result JSON `mjscore score` prints and the ledger's
import and export carry. Nothing below the faces passes a dict on."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from typing import Any

from mjscore_gui.engine import HandError, Ruleset, RulesetError, parse_hand
from mjscore_gui.engine.bonus_win import bonus_count
from mjscore_gui.engine.hand import CONDITIONS, Hand, Situation
from mjscore_gui.engine.hand_format import TILE_KEYS, hand_to_json, parse_flowers
from mjscore_gui.engine.losers import LoserHand, LoserScore, check_losers, parse_losers
from mjscore_gui.engine.scoring import ScoreResult
from mjscore_gui.engine.seats import WIND_NAMES
from mjscore_gui.engine.tiles import format_tiles
from mjscore_gui.engine.waits import find_waits
from mjscore_gui.limits import MAX_FAAN, check_size
from mjscore_gui.outcome.entries import BonusWin, Draw, Entry, FaanClaim, FalseWin, Penalty, ScoredHand
from mjscore_gui.outcome.score_and_settle import Outcome, check_losers_read, score_losers, settle_entry, with_points
from mjscore_gui.payout import SEATS, Settlement, payments_json
from mjscore_gui.payout.money import exact
from mjscore_gui.rulebook import DEFAULT_RULESET, resolve_ruleset

# Keys of a hand given by its faan alone (hand-format, "Settlement"): the win, a false win
# or a draw instead, and the claim's options.
SETTLE_KEYS = frozenset(
    {"faan", "seat_wind", "win", "discarder", "responsible", "rules", "ruleset"}
    | {"false_win", "draw"}
    | {"limit", "minimum_faan", "conditions", "points"}
)


def hand_ruleset(obj: Mapping[str, Any], default: Ruleset | str = DEFAULT_RULESET) -> Ruleset:
    """The hand's own `ruleset` (any id `mjscore rules list` prints, or a TOML path), else the default, with the
    hand's `rules` overrides applied."""
    ref = obj.get("ruleset")
    if ref is not None and not isinstance(ref, str):
        raise RulesetError(
            "'ruleset' must be a ruleset id as `mjscore rules list` prints it, or a path to a .toml file"
        )
    ruleset = resolve_ruleset(default if ref is None else ref)
    rules = obj.get("rules")
    if rules is not None:
        if not isinstance(rules, Mapping):
            raise RulesetError("'rules' must be an object of settings, e.g. {\"min_faan\": 3}")
        ruleset = ruleset.with_settings(rules)
    return ruleset


def read_losers(raw: Any, hand: Hand, situation: Situation, ruleset: Ruleset) -> dict[str, LoserHand]:
    """The optional `losers` key: each loser's shown sets (seed 000), by seat, checked
    against the winner's hand. Raises HandError."""
    if not raw:
        return {}
    check_losers_read(ruleset)
    losers = parse_losers(raw, situation.seat_wind)
    check_losers(losers, hand)
    return losers


# A win on bonus tiles alone: {"bonus_win": true, "flowers": "f1 f2 f3 f4 s1 s2 s3",
# "seat_wind": "S", "win": "discard", "discarder": "W"}; "bonus_tiles": 7 or 8 stands for
# the tiles when they were not written down (the window's Flower win dialog).
BONUS_WIN_KEYS = frozenset(
    {"bonus_win", "bonus_tiles", "flowers", "seat_wind", "prevailing_wind", "win", "discarder", "rules", "ruleset"}
    | {"note", "id", "comment"}
)


def read_bonus_win(obj: Mapping[str, Any]) -> BonusWin:
    """A win on bonus tiles alone (seed 001's 七搶一 and 八仙過海). Raises ValueError."""
    unknown = sorted(key for key, value in obj.items() if key not in BONUS_WIN_KEYS and value is not None)
    if unknown:
        raise HandError(
            f"a win on bonus tiles alone takes no {unknown[0]!r}: only the flowers, seat_wind, win and discarder"
        )
    flowers = parse_flowers(obj["flowers"]) if obj.get("flowers") is not None else ()
    count = obj.get("bonus_tiles")
    if count is not None and (isinstance(count, bool) or count not in (7, 8)):
        raise HandError(f"bonus_tiles must be 7 or 8, not {_shown(count)}")
    win = obj.get("win")
    if win not in ("discard", "self_drawn"):
        raise HandError(f"win must be self_drawn or discard, not {_shown(win)}")
    discarder = obj.get("discarder")
    return BonusWin(bonus_count(flowers, count), _seat(obj.get("seat_wind", "E")), str(win), discarder, flowers)


def read_hand(obj: Any, ruleset: Ruleset) -> ScoredHand | BonusWin:
    """A hand by its tiles from hand-format JSON (with its settlement keys), or a win on
    bonus tiles alone (`"bonus_win": true`); the hand's `rules` are already in `ruleset`
    (hand_ruleset). Raises HandError (ValueError)."""
    if obj.get("bonus_win") is not None:
        if obj["bonus_win"] is not True:
            raise HandError(f"bonus_win must be true (or left out), not {_shown(obj['bonus_win'])}")
        return read_bonus_win(obj)
    hand, situation = parse_hand(obj)
    losers = read_losers(obj.get("losers"), hand, situation, ruleset)
    return ScoredHand(hand, situation, obj.get("discarder"), obj.get("responsible"), losers)


def score_losers_json(raw: Any, hand: Hand, situation: Situation, ruleset: Ruleset) -> dict[str, LoserScore]:
    """The losers' end-game (woo mei) values from a `losers` key as typed (seed 000)."""
    return score_losers(read_losers(raw, hand, situation, ruleset), situation, ruleset)


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
        outcome = settle_entry(read_hand(obj, ruleset), ruleset)
    except ValueError as exc:  # HandError, RulesetError, a settlement that makes no sense
        return {"valid": False, "error": str(exc)}, None
    return outcome_json(outcome), outcome.result


def outcome_json(outcome: Outcome) -> dict[str, Any]:
    """A scored hand's result JSON: the score, the losers' values, the payments."""
    result = outcome.result
    if result is None or not result.valid:
        return {"valid": False, "error": outcome.error}
    out = result.to_json()
    out["ruleset"] = outcome.ruleset.id
    if outcome.losers:
        out["losers"] = {seat: loser.to_json() for seat, loser in outcome.losers.items()}
    if outcome.settlement is not None:
        out.update(settlement_json(outcome.settlement))
    return out


def settlement_json(settlement: Settlement) -> dict[str, Any]:
    """A settlement's `payments`, `payment_lines` and (when there is one) `payment_note`."""
    out = payments_json(settlement)
    # Whole amounts as ints (still exact, and written as the digests have them).
    out["payments"] = {seat: int(v) if v.denominator == 1 else v for seat, v in out["payments"].items()}
    if settlement.reason:
        out["payment_note"] = settlement.reason
    return out


def false_win_json(obj: Mapping[str, Any], ruleset: Ruleset) -> dict[str, Any]:
    """A false win (詐糊) by the `seat_wind` player: the penalty, no tiles needed."""
    try:
        outcome = settle_entry(FalseWin(_seat(obj.get("seat_wind", "E"))), ruleset)
    except ValueError as exc:
        return {"valid": False, "error": str(exc)}
    assert outcome.settlement is not None  # a false win always settles
    out = {"valid": True, "false_win": True, "meets_minimum": False, "ruleset": ruleset.id}
    out.update(settlement_json(outcome.settlement))
    return out


def read_claim(entry: Mapping[str, Any], ranged: bool = False) -> Entry:
    """A hand given by its faan alone, a drawn hand ({"draw": true}) or a false win
    ({"false_win": true, "seat_wind": "N"}) from the settle form. Raises ValueError
    saying what is wrong: every boolean key must be true or false, faan a whole number
    (the ledger's faces have always named its whole range: `ranged`)."""
    check_size(entry, "the hand")
    if _flag(entry, "draw"):
        return Draw()
    overrides = entry.get("rules")
    if overrides is None:
        overrides = {}
    if not isinstance(overrides, Mapping):
        raise ValueError('rules must be an object of settings, e.g. {"min_faan": 3}')
    seat = _seat(entry.get("seat_wind", "E"))
    if _flag(entry, "false_win"):
        return FalseWin(seat, overrides)
    if "faan" not in entry:
        raise ValueError('faan is missing: give the hand\'s faan, e.g. "faan": 5')
    if "win" not in entry:
        raise ValueError('win is missing: give "win": "discard" or "self_drawn"')
    faan = _faan(entry["faan"], "faan", ranged)
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
    if win not in ("discard", "self_drawn"):
        raise ValueError(f"win must be self_drawn or discard, not {_shown(win)}")
    return FaanClaim(
        faan,
        seat,
        win,
        entry.get("discarder"),
        entry.get("responsible"),
        limit=_flag(entry, "limit"),
        minimum_faan=None if minimum is None else _faan(minimum, "minimum_faan", ranged),
        conditions=frozenset(conditions),
        points=_points(entry),
        rules=overrides,
    )


# The ledger's faces (`mjscore ledger record`, imports, club files): the settle form, a
# hand by its tiles or a win on bonus tiles alone, a draw, a false win or a penalty, with
# a table's `note`; the keys a hand by its faan alone reads there.
LEDGER_FAAN_KEYS = (SETTLE_KEYS - {"false_win", "draw"}) | {"prevailing_wind", "note"}


def read_entry(obj: Any, ruleset: Ruleset, prevailing_wind: str) -> tuple[Entry, Any]:
    """One item as a ledger's face takes it, at a table playing `ruleset` in the
    `prevailing_wind` round: (the typed entry, its note or None). Raises ValueError
    (HandError for a hand's tiles) saying what is wrong."""
    if not isinstance(obj, Mapping):
        raise ValueError("a hand must be a JSON object (see hand-format)")
    check_size(obj, "the hand")
    given = obj.get("prevailing_wind")
    if given is not None and given != prevailing_wind:
        raise ValueError(
            f"this hand is played in the {WIND_NAMES[prevailing_wind]} round, "
            f"but prevailing_wind says {given!r}; leave it out and the ledger fills it in"
        )
    ref = obj.get("ruleset")
    if ref is not None and ref != ruleset.id:
        raise ValueError(
            f"this session plays the {ruleset.id!r} rules; to play {ref!r}, change the session's "
            "rules (it applies from the next hand) rather than naming it in a hand"
        )
    note = obj.get("note")
    if _flag(obj, "penalty"):
        return _penalty(obj), note
    extra = set(obj) - {"draw", "note", "prevailing_wind", "ruleset", "id", "comment"}
    if _flag(obj, "draw") and extra:
        raise ValueError(f"a drawn hand takes no {min(extra)!r}")
    if "faan" in obj and not (TILE_KEYS & set(obj)) and not obj.get("false_win"):
        unknown = sorted(set(obj) - LEDGER_FAAN_KEYS)
        if unknown:
            raise ValueError(
                f"unknown key {unknown[0]!r}; a hand given by its faan reads {', '.join(sorted(LEDGER_FAAN_KEYS))}"
            )
    if obj.get("draw") or obj.get("false_win") or ("faan" in obj and not (TILE_KEYS & set(obj))):
        return read_claim(obj, ranged=True), note
    entry = read_hand({**obj, "prevailing_wind": prevailing_wind}, ruleset)  # its `rules` checked there
    return replace(entry, rules=dict(obj.get("rules") or {})), note


def _penalty(obj: Mapping[str, Any]) -> Penalty:
    unknown = set(obj) - {"penalty", "payments", "reason", "note", "prevailing_wind", "ruleset"}
    if unknown:
        raise ValueError(f"unknown key {min(unknown)!r} in a penalty; it takes payments and reason")
    reason = obj.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        raise ValueError('a penalty or transfer needs a reason, e.g. "reason": "late arrival"')
    payments = obj.get("payments")
    if not isinstance(payments, Mapping) or not payments:
        raise ValueError('a penalty needs payments by seat, e.g. {"E": -10, "S": 10}')
    given = {w: Fraction(0) for w in SEATS}
    for seat, value in payments.items():
        _seat(seat, "a payment's seat")
        given[seat] = exact(value, f"the amount for {WIND_NAMES[seat]}")
    if sum(given.values(), Fraction(0)) != 0:
        raise ValueError("a penalty's payments must add up to 0: what one player pays the others receive")
    return Penalty(given, reason)


def entry_json(entry: Entry, prevailing_wind: str, note: str | None = None) -> dict[str, Any]:
    """The entry as a ledger's face writes it (read_entry reads it back): an export's record."""
    out: dict[str, Any]
    if isinstance(entry, Draw):
        out = {"draw": True}
    elif isinstance(entry, FalseWin):
        out = {"false_win": True, "seat_wind": entry.seat}
        if entry.rules:
            out["rules"] = dict(entry.rules)
    elif isinstance(entry, Penalty):
        out = {"penalty": True, "payments": dict(entry.payments), "reason": entry.reason}
    elif isinstance(entry, FaanClaim):
        out = {"faan": entry.faan, "seat_wind": entry.seat, "win": entry.win}
        out.update(_roles(entry.discarder, entry.responsible))
        out.update(claim_options(entry))
        out["prevailing_wind"] = prevailing_wind
    elif isinstance(entry, BonusWin):
        out = {"bonus_win": True}
        if entry.flowers:
            out["flowers"] = format_tiles(entry.flowers)
        else:
            out["bonus_tiles"] = entry.count
        out.update(win=entry.win, seat_wind=entry.seat, prevailing_wind=prevailing_wind)
        out.update(_roles(entry.discarder, None))
        if entry.rules:
            out["rules"] = dict(entry.rules)
    else:
        out = hand_to_json(entry.hand, replace(entry.situation, prevailing_wind=prevailing_wind))
        if entry.losers:
            out["losers"] = {seat: loser_json(shown) for seat, shown in entry.losers.items()}
        if entry.rules:
            out["rules"] = dict(entry.rules)
        out.update(_roles(entry.discarder, entry.responsible))
    if note:
        out["note"] = note
    return out


def claim_options(entry: FaanClaim) -> dict[str, Any]:
    """A claim's optional keys that say something (its rules, limit, minimum, conditions,
    points), as the face writes them and the ledger stores them."""
    optional = {
        "rules": dict(entry.rules),
        "limit": entry.limit,
        "minimum_faan": entry.minimum_faan,
        "conditions": [c for c in CONDITIONS if c in entry.conditions],
        "points": entry.points,
    }
    return {k: v for k, v in optional.items() if v not in (None, False, [], {})}


def loser_json(shown: LoserHand) -> dict[str, Any]:
    """A loser's shown sets as the `losers` key has them (parse_losers reads it back)."""
    out: dict[str, Any] = {}
    if shown.melds:
        out["melds"] = [m.to_json() for m in shown.melds]
    held = sorted([t for t in shown.pongs for _ in range(3)] + [t for t in shown.pairs for _ in range(2)])
    if held:
        out["concealed"] = format_tiles(held)
    if shown.flowers:
        out["flowers"] = format_tiles(shown.flowers)
    return out


def _roles(discarder: str | None, responsible: str | None) -> dict[str, str]:
    return {k: v for k, v in (("discarder", discarder), ("responsible", responsible)) if v is not None}


def settle_form(entry: Mapping[str, Any], ruleset: Ruleset | None = None) -> Settlement:
    """Settle the settle form (read_claim) under `ruleset` (default: hk), with the
    entry's own `rules` overrides: the one settlement of these for `mjscore settle`."""
    claim = read_claim(entry)
    if ruleset is None:
        ruleset = resolve_ruleset(DEFAULT_RULESET)
    settlement = settle_entry(claim, ruleset).settlement
    assert settlement is not None  # a claim always settles
    return settlement


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


def _seat(seat: Any, role: str = "") -> str:
    if seat not in SEATS:
        if role:  # as the ledger's faces have always worded it
            raise ValueError(f"{role} must be a seat wind (E, S, W or N), not {seat!r}")
        raise ValueError(f"seat_wind (the winner's seat) must be E, S, W or N, not {_shown(seat)}")
    return str(seat)


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


def _flag(entry: Mapping[str, Any], key: str) -> bool:
    value = entry.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"{key} must be true or false, not {_shown(value)}")
    return value


def _faan(value: Any, key: str, ranged: bool) -> int:
    whole = not isinstance(value, bool) and isinstance(value, int)
    if ranged and not (whole and 0 <= value <= MAX_FAAN):
        raise ValueError(f"{key} must be a whole number from 0 to {MAX_FAAN}, not {_shown(value)}")
    if not whole or value < 0:
        raise ValueError(f"{key} must be a whole number of at least 0, not {_shown(value)}")
    if value > MAX_FAAN:
        raise ValueError(f"{key} must be at most {MAX_FAAN}, not {_shown(value)}")
    return int(value)


def _shown(value: Any) -> str:
    if isinstance(value, Decimal) and value.is_finite() and value.adjusted() < 12:
        return str(value)
    text = repr(value) if not isinstance(value, (int, float)) or abs(value) < 10**12 else "a huge number"
    return text if len(text) <= 40 else text[:37] + "..."
