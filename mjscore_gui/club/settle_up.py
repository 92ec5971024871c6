"""Squaring the night: the fewest transfers that leave every player at zero.

With n players whose totals are not zero, n - 1 transfers always suffice (each one
clears at least one player). Fewer are possible exactly when the players split into
groups that each sum to zero on their own: every such group needs one transfer fewer
than its size. So the minimum is n - (most zero-sum groups the players split into),
found by a search over subsets (4 players: 16 subsets; a night with substitutes stays
well under the limit below). Within a group, the biggest debtor pays the biggest
creditor until the group is square, which takes at most size - 1 transfers.

Amounts stay exact Fractions: the transfers add up to each player's total to the cent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from mjscore_gui.payout.money import exact_text, format_amount

# 2^16 subsets is instant; a club night never has 16 people with money on the table.
MAX_EXACT = 16

CURRENCY = "$"


@dataclass(frozen=True, slots=True)
class Transfer:
    payer: str
    payee: str
    amount: Fraction

    def to_json(self) -> dict[str, object]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount}


def settle_up(totals: Mapping[str, Fraction | int], order: Sequence[str] | None = None) -> list[Transfer]:
    """The fewest transfers that square `totals` (player -> net amount, summing to zero).

    `order` (default: the totals' order) breaks ties, so the same night always gives
    the same transfers. Raises ValueError if the totals do not add up to zero.
    """
    names = list(order) if order is not None else list(totals)
    names += [n for n in totals if n not in names]
    amounts = {n: Fraction(totals.get(n, 0)) for n in names}
    if sum(amounts.values(), Fraction(0)) != 0:
        raise ValueError("the totals do not add up to zero, so they cannot be squared")
    open_ = [n for n in names if amounts[n] != 0]
    transfers: list[Transfer] = []
    for group in _zero_sum_groups(open_, amounts):
        transfers += _square(group, amounts, names)
    transfers.sort(key=lambda t: (names.index(t.payer), -t.amount, names.index(t.payee)))
    return transfers


def _zero_sum_groups(players: list[str], amounts: Mapping[str, Fraction]) -> list[list[str]]:
    """`players` split into the most groups that each sum to zero."""
    n = len(players)
    if n == 0:
        return []
    if n > MAX_EXACT:
        return [players]
    full = (1 << n) - 1
    sums = [Fraction(0)] * (1 << n)
    for mask in range(1, 1 << n):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + amounts[players[low]]
    # best[mask]: the most zero-sum groups `mask` splits into, counting a last group
    # that is not yet zero as none; the standard subset recurrence.
    best = [0] * (1 << n)
    for mask in range(1, full + 1):
        top = 0
        m = mask
        while m:
            bit = m & -m
            top = max(top, best[mask ^ bit])
            m ^= bit
        best[mask] = top + (1 if sums[mask] == 0 else 0)
    # Peel off zero-sum groups: a smallest zero-sum subset of what is left that keeps the
    # count of groups optimal.
    groups: list[list[str]] = []
    left = full
    while left:
        want = best[left]
        chosen = left
        sub = (left - 1) & left
        candidates = []
        while sub:
            if sums[sub] == 0 and best[left ^ sub] == want - 1 and (left ^ sub == 0 or sums[left ^ sub] == 0):
                candidates.append(sub)
            sub = (sub - 1) & left
        if candidates:
            chosen = min(candidates, key=lambda s: (s.bit_count(), s))
        groups.append([players[i] for i in range(n) if chosen >> i & 1])
        left ^= chosen
    return groups


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


# The group-chat line, as players write it: Cantonese uses 俾 ("give") for paying.
_LINE = {"en": "{payer} pays {payee} {amount}", "zh_HK": "{payer} 俾 {payee} {amount}"}
_SQUARE = {"en": "Everyone is square: nobody pays.", "zh_HK": "全部打和，唔使俾錢。"}


def is_chinese(lang: str | None) -> bool:
    return bool(lang) and str(lang).lower().startswith("zh")


def transfer_line(t: Transfer, lang: str = "en", currency: str = CURRENCY) -> str:
    template = _LINE["zh_HK" if is_chinese(lang) else "en"]
    return template.format(payer=t.payer, payee=t.payee, amount=amount_text(t.amount, currency))


def settle_up_text(transfers: Sequence[Transfer], lang: str = "en", currency: str = CURRENCY) -> str:
    """One line per transfer, ready to paste into the group chat."""
    if not transfers:
        return _SQUARE["zh_HK" if is_chinese(lang) else "en"]
    return "\n".join(transfer_line(t, lang, currency) for t in transfers)


def check_transfers(totals: Mapping[str, Fraction | int], transfers: Sequence[Transfer]) -> bool:
    """Whether `transfers` bring every total to exactly zero (a guard for callers and tests)."""
    left = {n: Fraction(a) for n, a in totals.items()}
    for t in transfers:
        if t.amount <= 0:
            return False
        left[t.payer] = left.get(t.payer, Fraction(0)) + t.amount
        left[t.payee] = left.get(t.payee, Fraction(0)) - t.amount
    return all(v == 0 for v in left.values())
