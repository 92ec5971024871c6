"""Squaring the night (or a whole club evening): the fewest transfers that leave every
player at zero.

With n players whose totals are not zero, n - 1 transfers always suffice (each one
clears at least one player). Fewer are possible exactly when the players split into
groups that each sum to zero on their own: every such group needs one transfer fewer
than its size. So the minimum is n - (most zero-sum groups the players split into),
found by zero_sum.py's search (exact for a table, and for a club evening of up to 24
players as far as its fixed step budget goes; where it stops, `SettleUp` says the
count against the lower bound). Within a group, the biggest debtor pays the biggest
creditor until the group is square, which takes at most size - 1 transfers.

Amounts stay exact Fractions: the transfers add up to each player's total to the cent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from mjscore_gui.club.results.zero_sum import DEFAULT_BUDGET, zero_sum_groups
from mjscore_gui.i18n import tr
from mjscore_gui.payout.money import exact_text, format_amount

CURRENCY = "$"


@dataclass(frozen=True, slots=True)
class Transfer:
    payer: str
    payee: str
    amount: Fraction

    def to_json(self) -> dict[str, object]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class SettleUp:
    """The transfers, and how few there could be: `fewest_possible` equals their count
    unless the search stopped at its budget before it could prove it (`exact` False)."""

    transfers: tuple[Transfer, ...]
    fewest_possible: int

    @property
    def exact(self) -> bool:
        return len(self.transfers) == self.fewest_possible

    def to_json(self) -> dict[str, object]:
        return {
            "transfers": [t.to_json() for t in self.transfers],
            "count": len(self.transfers),
            "fewest_possible": self.fewest_possible,
            "exact": self.exact,
        }


def settle_up(totals: Mapping[str, Fraction | int], order: Sequence[str] | None = None) -> list[Transfer]:
    """The fewest transfers that square `totals` (player -> net amount, summing to zero).

    `order` (default: the totals' order) breaks ties, so the same night always gives
    the same transfers. Raises ValueError if the totals do not add up to zero.
    """
    return list(settlement(totals, order).transfers)


def settlement(
    totals: Mapping[str, Fraction | int], order: Sequence[str] | None = None, budget: int = DEFAULT_BUDGET
) -> SettleUp:
    """`settle_up` with the lower bound beside it (`budget`: the search's steps)."""
    names = list(order) if order is not None else list(totals)
    names += [n for n in totals if n not in names]
    amounts = {n: Fraction(totals.get(n, 0)) for n in names}
    if sum(amounts.values(), Fraction(0)) != 0:
        raise ValueError("the totals do not add up to zero, so they cannot be squared")
    open_ = [n for n in names if amounts[n] != 0]
    # Whole numbers for the search: every amount times the denominators' least common multiple.
    scale = lcm(*(amounts[n].denominator for n in open_)) if open_ else 1
    grouping = zero_sum_groups([int(amounts[n] * scale) for n in open_], budget)
    transfers: list[Transfer] = []
    for group in grouping.groups:
        transfers += _square([open_[i] for i in group], amounts, names)
    transfers.sort(key=lambda t: (names.index(t.payer), -t.amount, names.index(t.payee)))
    return SettleUp(tuple(transfers), min(len(transfers), len(open_) - grouping.most))


def _square(group: list[str], amounts: Mapping[str, Fraction], order: list[str]) -> list[Transfer]:
    """Biggest debtor pays biggest creditor until the group is square."""
    owed = {n: amounts[n] for n in group}
    out: list[Transfer] = []
    while True:
        debtors = [n for n in group if owed[n] < 0]
        creditors = [n for n in group if owed[n] > 0]
        if not debtors:
            return out
        payer = min(debtors, key=lambda n: (owed[n], order.index(n)))
        payee = max(creditors, key=lambda n: (owed[n], -order.index(n)))
        amount = min(-owed[payer], owed[payee])
        out.append(Transfer(payer, payee, amount))
        owed[payer] += amount
        owed[payee] -= amount


def amount_text(amount: Fraction | int, currency: str = CURRENCY, places: int | None = None) -> str:
    """$840, $7.5, -$12: exact (a third stays 1/3) unless `places` asks for rounding (for
    rates and averages, never for money owed); the sign before the currency."""
    value = Fraction(amount)
    sign = "-" if value < 0 else ""
    shown = exact_text(abs(value)) if places is None else format_amount(abs(value), places)
    if shown in ("0", "0.0"):
        sign = ""
    return f"{sign}{currency}{shown}"


def money_text(total: Fraction | None) -> str:
    """A player's result: +$240, -$12.5, $0; "—" when not compared."""
    if total is None:
        return "—"
    return ("+" if total > 0 else "") + amount_text(total)


# The group-chat line, as players write it: Cantonese uses 俾 ("give") for paying.


def transfer_line(t: Transfer, lang: str = "en", currency: str = CURRENCY) -> str:
    return tr("SettleUp", "{payer} pays {payee} {amount}", lang).format(
        payer=t.payer, payee=t.payee, amount=amount_text(t.amount, currency)
    )


def settle_up_text(transfers: Sequence[Transfer], lang: str = "en", currency: str = CURRENCY) -> str:
    """One line per transfer, ready to paste into the group chat."""
    if not transfers:
        return tr("SettleUp", "Everyone is square: nobody pays.", lang)
    return "\n".join(transfer_line(t, lang, currency) for t in transfers)


def bound_line(result: SettleUp, lang: str = "en") -> str | None:
    """ "9 transfers; at least 8 are needed" when the count is not proved the fewest, else None."""
    if result.exact:
        return None
    # Said only when the search stopped before it could prove its count the fewest.
    return tr("SettleUp", "{count} transfers; at least {fewest} are needed", lang).format(
        count=len(result.transfers), fewest=result.fewest_possible
    )


def settlement_text(result: SettleUp, lang: str = "en", currency: str = CURRENCY) -> str:
    """The group-chat lines, then the bound line when there is one."""
    text = settle_up_text(result.transfers, lang, currency)
    note = bound_line(result, lang)
    return text if note is None else f"{text}\n{note}"


def check_transfers(totals: Mapping[str, Fraction | int], transfers: Sequence[Transfer]) -> bool:
    """Whether `transfers` bring every total to exactly zero (a guard for callers and tests)."""
    left = {n: Fraction(a) for n, a in totals.items()}
    for t in transfers:
        if t.amount <= 0:
            return False
        left[t.payer] = left.get(t.payer, Fraction(0)) + t.amount
        left[t.payee] = left.get(t.payee, Fraction(0)) - t.amount
    return all(v == 0 for v in left.values())
