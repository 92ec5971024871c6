"""The result panel's words and numbers, worked out away from Qt: the notes under the
faan (limit, the engine's cap, the table's payment cap, the minimum), each seat's
payment line, and what each wait of a hand one tile short is worth."""

from __future__ import annotations

from dataclasses import dataclass

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.engine.waits import Wait
from mjscore_gui.gui.state.evaluation import Evaluation
from mjscore_gui.gui.state.text import tr
from mjscore_gui.payout.money import format_amount


@dataclass(frozen=True)
class PaymentLine:
    seat: str
    amount: str  # "+48", "-16", "0"
    sign: str  # "plus", "minus", "zero"


def result_notes(ev: Evaluation, ruleset: Ruleset) -> tuple[list[str], bool]:
    """The notes shown under a valid hand's faan, and whether it can be paid: it meets the
    minimum and settles (an earthly hand off West does not)."""
    r = ev.result
    assert r is not None
    notes = []
    if r.points is not None:  # rules that count in points (seed 000 units, seed 003 settling tables)
        notes.append(tr("ResultPanel", "{0} points 分").format(format_amount(r.points)))
    if r.limit:
        notes.append(tr("ResultPanel", "Limit hand 爆棚"))
    if r.capped_at is not None:
        notes.append(
            tr("ResultPanel", "{0} faan counted, capped at the {1}-faan limit").format(r.raw_faan, r.capped_at)
        )
    cap = ruleset.settings.get("cap")
    # A settling table prices every faan itself (seed 003, 5.4: "20 faans or more" pays
    # 1,024): its points, shown above, are what is paid.
    if cap is not None and r.faan > cap and ruleset.faan_cut is not None:
        notes.append(tr("ResultPanel", "paid as {0} faan (the table's cap)").format(cap))
    refused = ev.settlement is None and bool(ev.settle_error)
    if r.meets_minimum:
        if not refused:  # beside "Pick the winner" it would read as a refusal, so it waits
            notes.append(tr("ResultPanel", "Meets the {0}-faan minimum 夠起糊").format(r.min_faan))
    else:
        notes.append(
            tr("ResultPanel", "Below the minimum 不夠起糊: {0} faan needed, {1} counted").format(
                r.min_faan, r.faan_toward_minimum
            )
        )
    if refused:  # why it cannot be recorded comes first, and the lines read as a refusal
        notes.insert(0, ev.settle_error)
    return notes, r.meets_minimum and not refused


def payment_lines(ev: Evaluation) -> list[PaymentLine]:
    """One line per seat when the hand settles as a win; none otherwise."""
    settlement = ev.settlement
    if settlement is None or settlement.kind != "win":
        return []
    return [_line(seat, settlement.payments[seat]) for seat in SEATS]


def _line(seat: str, value) -> PaymentLine:
    return PaymentLine(
        seat,
        ("+" if value > 0 else "") + format_amount(value),
        "plus" if value > 0 else "minus" if value < 0 else "zero",
    )


def seat_amounts(payments: dict) -> list[PaymentLine]:
    """Payment lines for a settlement given as {seat: amount} (a false win's preview)."""
    return [_line(seat, payments[seat]) for seat in SEATS]


def wait_words(wait: Wait, tile_name: str) -> str:
    """One wait as the panel lists it: its faan self-drawn and on a discard, and under
    rules that pay by points (seed 000 units, seed 003 settling tables) the points, which
    are what the table pays on."""
    drawn, discard = wait.self_drawn, wait.discard
    if drawn.points is not None and discard.points is not None:
        words = tr("ResultPanel", "{0}: self-drawn {1} faan ({2} points), on a discard {3} faan ({4} points)").format(
            tile_name, drawn.faan, format_amount(drawn.points), discard.faan, format_amount(discard.points)
        )
    else:
        words = tr("ResultPanel", "{0}: self-drawn {1} faan, on a discard {2} faan").format(
            tile_name, drawn.faan, discard.faan
        )
    if not discard.meets_minimum and not drawn.meets_minimum:
        words += tr("ResultPanel", " (below the minimum)")
    return words
