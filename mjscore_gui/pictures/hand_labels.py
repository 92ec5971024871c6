"""A hand's label in the reader's language, Qt-free: the window's rows and both faces' pictures name a hand alike."""

from __future__ import annotations

from collections.abc import Iterable

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.i18n import tr


def short_label(label: str) -> str:
    """A stored hand label ('E1', 'E1+1', 'S2') as the reader says it (東1, 東1+1, 南2)."""
    return short_labels((label,))[0]


def short_labels(labels: Iterable[str]) -> tuple[str, ...]:
    """`short_label` of each (the chart's whole night: the words looked up once)."""
    rounds = {
        "E": tr("EntryText", "E{0}"),
        "S": tr("EntryText", "S{0}"),
        "W": tr("EntryText", "W{0}"),
        "N": tr("EntryText", "N{0}"),
    }
    if all(rounds[seat] == f"{seat}{{0}}" for seat in SEATS):
        return tuple(labels)  # English: as stored

    def said(label: str) -> str:
        if not label or label[0] not in rounds:
            return label
        deal, plus, repeat = label[1:].partition("+")
        return rounds[label[0]].format(deal) + plus + repeat

    return tuple(said(label) for label in labels)
