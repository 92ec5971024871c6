"""After-the-last-hand speed, run on demand:

    python -m pytest tests/benchmarks/bench_club.py -s -o addopts=

Measured as ratios against a reference run side by side in the same process: the
ledger view's rows plus the chart's data after a hand is recorded, and settle-up with
statistics, each against the ledger view's rows alone (read after every hand anyway).
Target: a millisecond no player feels. (The rows are the ledger's own records since issue
28, about a tenth of a millisecond, so the ratios read large.)
"""

from __future__ import annotations

import statistics
import time

import pytest

from mjscore_gui.club.results.night_stats import night_statistics, running_totals
from mjscore_gui.club.results.nights import night_of
from mjscore_gui.club.results.settle_up import settle_up
from mjscore_gui.ledger import Ledger
from tests.benchmarks.helpers import build_nights
from tests.conftest import json_entry

HANDS = 80  # a long club night (issue 20: scale to what clubs play)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    path = tmp_path_factory.mktemp("club-bench")
    build_nights(path, 1, HANDS)
    return path


def _median(prepare, work, runs: int = 7) -> float:
    times = []
    for _ in range(runs):
        prepare()
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def test_chart_and_settle_up_against_the_ledger_view(folder):
    from mjscore_gui.gui.state.table import Table

    with Ledger.open(folder) as ledger:
        session = ledger.session()
        view = Table(ledger, session)

        def a_hand_recorded():  # as after each hand: every cached figure is read afresh
            session.record(json_entry({"draw": True}))
            session.undo()

        def rows():  # what the ledger view reads after every hand anyway
            view.rows()

        def rows_and_chart():
            view.rows()
            running_totals(night_of(session, full=False))

        def summary():
            night = night_of(session)
            settle_up(night.totals, night.players)
            night_statistics(night)

        base = _median(a_hand_recorded, rows)
        drawn = _median(a_hand_recorded, rows_and_chart)
        summed = _median(a_hand_recorded, summary)
    print(
        f"\n  {HANDS} hands: ledger view rows {base * 1000:.1f} ms; with the chart {drawn * 1000:.1f} ms "
        f"({drawn / base:.2f}x); settle-up + statistics {summed * 1000:.1f} ms ({summed / base:.2f}x)"
    )
