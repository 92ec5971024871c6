"""Kill the writing process (SIGKILL) at random moments, many times over: every hand
acknowledged as recorded must be there, and the totals must add up."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

import pytest

from mjscore_gui.ledger import Ledger

WRITER = Path(__file__).with_name("crash_writer.py")
KILLS = 24


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_acknowledged_hands_survive_sigkill(tmp_path):
    rng = random.Random(20261122)
    acknowledged: dict[str, tuple[str, int]] = {}
    waited_for = 0  # rounds that waited for an acknowledgement before the kill
    for round_ in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, str(WRITER), str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        if round_ % 6 == 5:
            time.sleep(rng.uniform(0.0, 0.4))  # anywhere, opening the file included
        else:
            first = proc.stdout.readline()
            assert first == b"ready\n", first + proc.stderr.read()
            # Wait for one acknowledged hand, however slow the machine: every such round
            # is then sure to have recorded something before it is killed.
            line = proc.stdout.readline()
            assert line.count(b" ") == 2, line + proc.stderr.read()
            kind, number, token = line.decode().split()
            acknowledged[token] = (kind, int(number))
            waited_for += 1
            time.sleep(rng.uniform(0.0, 0.06))  # in the middle of recording
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        assert proc.returncode == -signal.SIGKILL
        out = proc.stdout.read().decode()
        proc.stdout.close()
        proc.stderr.close()
        assert "NOTICE" not in out  # a killed writer never leaves a damaged file
        lines = out.split("\n")[:-1]  # a line cut off by the kill is not an acknowledgement
        for line in lines:
            if line == "ready":
                continue
            kind, number, token = line.split()
            acknowledged[token] = (kind, int(number))

    assert len(acknowledged) >= waited_for  # the test did exercise recording
    with Ledger.open(tmp_path) as ledger:
        assert ledger.notice is None
        assert ledger.store.one("PRAGMA quick_check")[0] == "ok"
        session = ledger.session()
        entries = session.entries()
        found = {e.data.get("note"): (e.kind, e.number) for e in entries}
        missing = {t: v for t, v in acknowledged.items() if found.get(t) != v}
        assert not missing, f"acknowledged but lost: {missing}"
        hands = [e.number for e in entries if e.is_hand]
        assert hands == list(range(1, len(hands) + 1))
        assert session.hand_count == len(hands)
        expected = {p: Fraction(0) for p in session.players}
        for e in entries:
            for name, amount in e.deltas.items():
                expected[name] += amount
        assert session.totals() == expected
        assert sum(expected.values()) == 0
        # Replaying every hand from scratch gives the figures that were stored.
        stored = [(e.id, e.label, e.payments) for e in entries]
        ledger.store.write(session.replay_all)
        assert [(e.id, e.label, e.payments) for e in session.entries()] == stored
