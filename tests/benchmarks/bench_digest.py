"""What each stored fact's digest costs (ledger/digests.py), on demand:
`python3 tasks.py bench -k digest`.

- Recording: hands recorded one by one into a night, with the digest triggers and with
  them dropped from the connection, side by side in alternating rounds of one run: the
  ratio of the time per hand.
- Reading: a night read as a command reads it (its digests verified, then played
  through) against played through alone.
- A club's decade (MJSCORE_BENCH_NIGHTS nights of 80 hands, default 1,000): tonight's
  digests verified (every command reading tonight), and every digest of the file
  verified (`ledger check`), against the file's page check (PRAGMA quick_check).

Figures, never CI assertions: the machines are shared.
"""

from __future__ import annotations

import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from mjscore_gui.ledger import Ledger, digests, replay
from tests.benchmarks.helpers import build_nights, night_hand
from tests.conftest import json_entry

NIGHTS = int(os.environ.get("MJSCORE_BENCH_NIGHTS", "1000"))
ROUNDS = 11
HANDS = 40  # recorded per round


def _undigested(ledger: Ledger) -> None:
    """The connection's digest triggers dropped and nothing verified: recording as
    before schema 11."""
    for (name,) in ledger.store.query("SELECT name FROM sqlite_temp_master WHERE type = 'trigger'"):
        ledger.store.query(f"DROP TRIGGER temp.{name}")
    ledger.store.verify = lambda *args, **kwargs: None  # type: ignore[method-assign]


def recording(base: Path) -> tuple[float, float]:
    """Median seconds per hand recorded, with digests and without."""
    times: dict[bool, list[float]] = {True: [], False: []}
    for round_ in range(ROUNDS):
        for sealed in (True, False):
            folder = base / f"record-{round_}-{sealed}"
            with Ledger.open(folder) as ledger:
                session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
                if not sealed:
                    _undigested(ledger)
                hands = [json_entry(night_hand(i)) for i in range(HANDS)]
                start = time.perf_counter()
                for hand in hands:
                    session.record(hand)
                times[sealed].append((time.perf_counter() - start) / HANDS)
            shutil.rmtree(folder)
    return statistics.median(times[True]), statistics.median(times[False])


def reading(ledger: Ledger, session_id: int) -> tuple[float, float]:
    """Median seconds to read a night as a command does (verified, played) and played alone."""
    session = ledger.session(session_id)
    runs: dict[str, list[float]] = {"verified": [], "played": []}
    for _ in range(ROUNDS):
        start = time.perf_counter()
        ledger.store.verify(session_id)
        replay.play(ledger.store, session_id, session.initial(), session.names())
        runs["verified"].append(time.perf_counter() - start)
        start = time.perf_counter()
        replay.play(ledger.store, session_id, session.initial(), session.names())
        runs["played"].append(time.perf_counter() - start)
    return statistics.median(runs["verified"]), statistics.median(runs["played"])


def whole_file(ledger: Ledger) -> tuple[float, float]:
    """Seconds to verify every digest of the file, and SQLite's page check of it."""
    start = time.perf_counter()
    assert ledger.store.changed() == []
    verified = time.perf_counter() - start
    start = time.perf_counter()
    ledger.store.query("PRAGMA quick_check")
    return verified, time.perf_counter() - start


def run(base: Path) -> None:
    sealed, bare = recording(base)
    print(
        f"\n  recording a hand: {sealed * 1000:.2f} ms with digests, {bare * 1000:.2f} ms without: {sealed / bare:.2f}x"
    )
    decade = base / "decade"
    start = time.perf_counter()
    build_nights(decade, NIGHTS, 80)
    print(f"  built {NIGHTS} nights of 80 hands in {time.perf_counter() - start:.0f} s")
    with Ledger.open(decade) as ledger:
        tonight = ledger.sessions()[0].id
        verified, played = reading(ledger, tonight)
        print(
            f"  reading tonight in the decade: {verified * 1000:.2f} ms verified and played, "
            f"{played * 1000:.2f} ms played alone: {verified / played:.2f}x"
        )
        everything, pages = whole_file(ledger)
        count = ledger.store.one("SELECT count(*) FROM entries")[0]
        print(
            f"  every digest of the decade ({count} entries): {everything * 1000:.0f} ms, "
            f"SQLite's page check {pages * 1000:.0f} ms: {everything / pages:.2f}x"
        )
    assert digests.FUNCTION


def test_the_digest_cost(tmp_path: Path) -> None:
    run(tmp_path)


if __name__ == "__main__":
    base = Path(tempfile.mkdtemp(prefix="bench-digest-"))
    try:
        run(base)
    finally:
        shutil.rmtree(base, ignore_errors=True)
