"""Who pays whom: a hand's faan, its winner and how it was won -> four exact deltas.

Payment follows seed 001 ("Which player pays", "How to handle self-pick", "Common
modifications", "Penalties") for the point tables, and seed 004 ("Payment") for the
old Hong Kong base points. Seats are named by seat wind; East is the dealer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, NamedTuple

from mjscore_gui.engine.seats import DEALER, SEATS, WIND_NAMES
from mjscore_gui.payout.money import format_amount, to_fraction
from mjscore_gui.payout.rules import SettlementRules

WINS: tuple[str, ...] = ("self_drawn", "discard")
_ZERO = Fraction(0)  # Fractions are immutable: one zero serves every settlement


class Payment(NamedTuple):
    """One payment of a settlement (a light tuple: a hand makes up to three)."""

    payer: str
    payee: str
    amount: Fraction  # exact and positive

    @property
    def line(self) -> str:
        return f"{WIND_NAMES[self.payer]} pays {WIND_NAMES[self.payee]} {format_amount(self.amount)}"


@dataclass(frozen=True, slots=True)
class Settlement:
    """The outcome of one hand. `payments` has all four seats and sums to exactly 0."""

    payments: dict[str, Fraction]
    transfers: tuple[Payment, ...] = ()
    meets_minimum: bool = False
    faan: int | None = None  # the hand's faan, as shown
    paid_faan: int | None = None  # the faan it is paid as, after the cap
    reason: str = ""  # why nothing (or a penalty) was paid; empty for an ordinary win
    kind: str = "win"  # "win", "below_minimum", "false_win" or "draw"
    lines: list[str] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lines", [t.line for t in self.transfers])


def payments_json(settlement: Settlement) -> dict[str, Any]:
    """The `payments` (exact numbers, all four seats) and `payment_lines` keys of
    hand-format.md's "Settlement" section. Amounts stay Fractions;
    `cli.jsonio.write_json` writes them without loss."""
    return {"payments": dict(settlement.payments), "payment_lines": list(settlement.lines)}


def settle(
    faan: int,
    winner: str,
    win: str,
    discarder: str | None,
    responsible: str | None,
    rules: SettlementRules,
    *,
    minimum_faan: int | None = None,
    limit: bool = False,
    robbing_kong: bool = False,
    points: int | Fraction | None = None,
    losers: Mapping[str, int | Fraction] | None = None,
) -> Settlement:
    """Settle one win.

    `points`: the hand's value as its ruleset counts it (hand-format "points"), paid
    instead of the table's amount for the faan: a share of the Limit (seed 003, 5.2.2),
    or a hand counted in units and farn (seed 000), which every loser pays. `losers`:
    each loser's end-game (woo mei) value, settled between the losers (seed 000);
    only rules that score the losers' hands give them.

    `minimum_faan` is the faan that counts toward the minimum (default: all of it;
    seeds 003 and 004 leave bonus faan out). `limit` marks a limit hand, which the old
    Hong Kong table pays at its limit from every loser without doubling (seed 004,
    "Limit hands"); the point tables pay a limit hand by its faan, as seed 001 does.
    `robbing_kong`: the discarder is the kong's declarer, who pays all (包) when
    `robbing_kong_pays_all` is on. `responsible` names a player who pays everything
    the winner receives (包: seed 001's 9-pieces, 12-pieces and fifth-tile penalties).
    Raises ValueError for an impossible hand, such as a discard win with no discarder.
    """
    _check_seat("winner", winner)
    if win not in WINS:
        raise ValueError(f"win must be self_drawn or discard, not {win!r}")
    faan = _whole("faan", faan)
    counted = faan if minimum_faan is None else _whole("minimum_faan", minimum_faan)
    if counted > faan:
        raise ValueError(f"the faan counted toward the minimum ({counted}) cannot exceed the hand's faan ({faan})")
    if win == "discard":
        if discarder is None:
            raise ValueError(
                "a discard win needs the discarder: who discarded the winning tile "
                "(for robbing the kong, who declared the kong)"
            )
        _check_seat("discarder", discarder)
        if discarder == winner:
            raise ValueError(f"{WIND_NAMES[winner]} cannot both win and discard the winning tile")
    elif discarder is not None:
        raise ValueError(f"a self-drawn win has no discarder, but discarder {discarder!r} was given")
    elif robbing_kong:
        raise ValueError(
            "robbing the kong is a win on the kong's tile: give win as discard and the declarer as discarder"
        )
    if responsible is not None:
        _check_seat("responsible", responsible)
        if responsible == winner:
            raise ValueError(f"{WIND_NAMES[winner]} cannot be both the winner and the player responsible (包)")

    paid_faan = min(faan, rules.cap)  # seed 001, Faan maximum: the hand still shows its faan
    if counted < rules.min_faan:
        return Settlement(
            _zeros(),
            meets_minimum=False,
            faan=faan,
            paid_faan=paid_faan,
            kind="below_minimum",
            reason=f"{rules.min_faan} faan needed to win, {counted} counted",
        )
    if robbing_kong and rules.robbing_kong_pays_all and responsible is None:
        responsible = discarder

    if points is not None:
        amount = to_fraction(points)
        if amount < 0:
            raise ValueError(f"points cannot be negative, not {format_amount(amount)}")
    elif rules.table.payment == "each":
        raise ValueError(
            "these rules pay the hand's own points (units and farn): score the hand from its tiles, "
            'or give its "points"'
        )
    else:
        amount = rules.table.points(paid_faan)
    if rules.table.payment == "old_hk":
        owed = _old_hk_owed(amount, winner, win, discarder, rules, limit)
    elif rules.table.payment == "each":
        owed = _each_owed(amount, winner, rules)
    else:
        owed = _table_owed(amount, winner, win, discarder, rules)
    if responsible is not None:
        total = _total(owed.values())
        owed = {seat: total if seat == responsible else _ZERO for seat in owed}
    scale = rules.scale
    if scale != 1:
        owed = {seat: amount * scale for seat, amount in owed.items()}
    settlement = _to_winner(winner, owed, meets_minimum=True, faan=faan, paid_faan=paid_faan)
    if losers:
        settlement = _between_losers(settlement, winner, losers, rules)
    return settlement


def _each_owed(amount: Fraction, winner: str, rules: SettlementRules) -> dict[str, Fraction]:
    """seed 000: every loser pays the hand's value ("60/120": East pays, or as the winner
    receives, the doubled amount when East doubles)."""
    return {s: amount * 2 if rules.dealer_doubles and DEALER in (s, winner) else amount for s in SEATS if s != winner}


def _between_losers(
    settlement: Settlement, winner: str, losers: Mapping[str, int | Fraction], rules: SettlementRules
) -> Settlement:
    """Each pair of losers settles the difference of their woo mei values (seed 000)."""
    values = {}
    for seat, value in losers.items():
        _check_seat("a loser's seat", seat)
        if seat == winner:
            raise ValueError(f"{WIND_NAMES[seat]} won the hand, so has no loser's (woo mei) value")
        values[seat] = to_fraction(value)
    others = [s for s in SEATS if s != winner]
    transfers = list(settlement.transfers)
    payments = dict(settlement.payments)
    for i, a in enumerate(others):
        for b in others[i + 1 :]:
            diff = values.get(a, Fraction(0)) - values.get(b, Fraction(0))
            if not diff:
                continue
            payer, payee = (b, a) if diff > 0 else (a, b)
            amount = abs(diff) * (2 if rules.dealer_doubles and DEALER in (a, b) else 1) * rules.scale
            transfers.append(Payment(payer, payee, amount))
            payments[payer] -= amount
            payments[payee] += amount
    return replace(settlement, payments=payments, transfers=tuple(transfers))


def _table_owed(
    amount: Fraction, winner: str, win: str, discarder: str | None, rules: SettlementRules
) -> dict[str, Fraction]:
    losers = [s for s in SEATS if s != winner]
    if win == "self_drawn" or rules.responsibility == "equal":
        # seed 001, How to handle self-pick: the winner gets 1.5x, so each loser a third.
        # seed 002 (Yahoo): who threw the winning tile does not change the payments.
        share = amount * rules.self_drawn_share
        owed = {s: share for s in losers}
    elif rules.responsibility == "all":
        owed = {s: amount if s == discarder else _ZERO for s in losers}
    else:
        # 半銃: the discarder pays half, the other two split the other half.
        owed = {s: amount / 2 if s == discarder else amount / 4 for s in losers}
    if rules.dealer_doubles:
        owed = {s: a * 2 if DEALER in (s, winner) else a for s, a in owed.items()}
    return owed


def _old_hk_owed(
    base: Fraction, winner: str, win: str, discarder: str | None, rules: SettlementRules, limit: bool
) -> dict[str, Fraction]:
    losers = [s for s in SEATS if s != winner]
    if limit:
        # seed 004, Limit hands: each loser pays the limit without doubling (some tables:
        # half of it when the winning tile was a discard).
        paid = rules.old_hk_limit / 2 if win == "discard" and rules.old_hk_half_limit_on_discard else rules.old_hk_limit
        return {s: paid for s in losers}
    owed = {}
    for s in losers:
        # seed 004, Payment: each doubling that applies redoubles.
        amount = base
        if win == "self_drawn":
            amount *= 2
        if s == discarder:
            amount *= 2
        if rules.dealer_doubles and DEALER in (s, winner):
            amount *= 2
        owed[s] = min(amount, rules.old_hk_limit)
    return owed


def settle_false_win(offender: str, rules: SettlementRules) -> Settlement:
    """A false win (詐糊): the offender pays every other player the amount for
    `false_win_faan`, no more than the cap (seed 001, Penalties: 384 x 3 = 1152 under
    half spicy at the 13-faan maximum)."""
    _check_seat("offender", offender)
    if rules.table.payment == "each":
        raise ValueError(
            "these rules (units and farn, seed 000) set no false-win penalty; record it as a penalty "
            "with the amounts the table agrees"
        )
    faan = min(rules.false_win_faan, rules.cap)
    amount = rules.table.points(faan) * rules.scale
    transfers = tuple(Payment(offender, s, amount) for s in SEATS if s != offender and amount)
    payments = {s: -3 * amount if s == offender else amount for s in SEATS}
    return Settlement(
        payments,
        transfers,
        meets_minimum=False,
        faan=None,
        paid_faan=faan,
        kind="false_win",
        reason=f"false win (詐糊) by {WIND_NAMES[offender]}: pays each other player the {faan}-faan amount",
    )


def settle_draw() -> Settlement:
    """A drawn hand pays nothing."""
    return Settlement(_zeros(), kind="draw", reason="drawn hand: nobody pays")


def _to_winner(winner: str, owed: dict[str, Fraction], **fields: Any) -> Settlement:
    transfers = tuple(Payment(s, winner, owed[s]) for s in SEATS if owed.get(s))
    payments = {s: -owed[s] if s in owed else _ZERO for s in SEATS}
    payments[winner] = _total(owed.values())
    return Settlement(payments, transfers, **fields)


def _total(amounts: Iterable[Fraction]) -> Fraction:
    """The exact sum; whole amounts (nearly every hand's) are added as ints, which is
    several times cheaper than adding Fractions."""
    amounts = tuple(amounts)
    if all(a.denominator == 1 for a in amounts):
        return Fraction(sum(a.numerator for a in amounts))
    return sum(amounts, _ZERO)


def _zeros() -> dict[str, Fraction]:
    return dict.fromkeys(SEATS, _ZERO)


def _check_seat(role: str, seat: object) -> None:
    if seat not in SEATS:
        raise ValueError(f"{role} must be a seat wind (E, S, W or N), not {seat!r}")


def _whole(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        shown = repr(value) if isinstance(value, str) else str(value)
        raise ValueError(f"{name} must be a whole number of at least 0, not {shown}")
    return value
