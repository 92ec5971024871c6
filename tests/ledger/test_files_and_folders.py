"""Files and folders: a dangling link in place of the ledger, a journal deleted under a
running writer, a full disk. Each expected failure names its cause in one line; none is
an "internal error"."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from mjscore_gui.ledger import Ledger, LedgerFault, file
from tests.conftest import json_entry

HAND = {"faan": 3, "seat_wind": "S", "win": "self_drawn"}


def test_a_dangling_link_in_place_of_the_ledger_is_refused(tmp_path, mjscore):
    elsewhere = tmp_path / "elsewhere" / "ledger.sqlite3"
    elsewhere.parent.mkdir()
    mjscore.data_dir.mkdir()
    (mjscore.data_dir / "ledger.sqlite3").symlink_to(elsewhere)
    with pytest.raises(LedgerFault, match="links to a missing file: remove the link"):
        Ledger.open(mjscore.data_dir)
    ran = mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan")
    assert (
        ran.code != 0
        and ran.err.count("\n") == 1
        and "remove the link (MJScore starts no ledger where it points)" in ran.err
    )
    assert "internal error" not in ran.err
    assert not elsewhere.exists()  # no ledger started elsewhere


def test_a_journal_deleted_under_a_running_writer_stops_it(tmp_path):
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"])
        session.record(json_entry(HAND))
        wal = tmp_path / "ledger.sqlite3-wal"
        assert wal.exists()
        wal.unlink()  # a sync or clean-up tool
        with pytest.raises(LedgerFault, match="journal .* was deleted or replaced"):
            session.record(json_entry(HAND))
        wal.write_bytes(b"")  # another file of the same name is no better
        with pytest.raises(LedgerFault, match="deleted or replaced"):
            session.record(json_entry(HAND))


def test_a_full_disk_opens_the_ledger_read_only_and_says_why(tmp_path, mjscore, monkeypatch):
    assert mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan").code == 0
    assert mjscore("ledger", "record", stdin=HAND).code == 0
    monkeypatch.setattr(file, "disk_is_full", lambda folder: True)
    ran = mjscore("ledger", "totals")
    assert ran.code == 0 and '"hands": 1' in ran.out and "is full: the ledger is open read-only" in ran.err
    ran = mjscore("ledger", "record", stdin=HAND)
    assert ran.code != 0 and "is full: free some space" in ran.err and "internal error" not in ran.err
    monkeypatch.setattr(file, "disk_is_full", lambda folder: False)
    assert '"hands": 1' in mjscore("ledger", "totals").out


def test_no_ledger_can_be_started_on_a_full_disk(tmp_path, mjscore, monkeypatch):
    monkeypatch.setattr(file, "disk_is_full", lambda folder: True)
    ran = mjscore("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan")
    assert ran.code != 0 and "is full: free some space" in ran.err
    assert not (mjscore.data_dir / "ledger.sqlite3").exists()


def test_a_folder_that_cannot_be_made_is_said_in_one_line(tmp_path, mjscore, monkeypatch):
    def full(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self))

    monkeypatch.setattr(Path, "mkdir", full)
    ran = mjscore("ledger", "list")
    assert ran.code != 0 and ran.err.count("\n") == 1 and "internal error" not in ran.err
    assert "No space left on device" in ran.err or "is full" in ran.err


@pytest.fixture
def small_disk(tmp_path):
    """A 4 MB filesystem of its own (tmpfs), where one can be made (root on Linux)."""
    import subprocess

    mount = tmp_path / "disk"
    mount.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)]).returncode:
        pytest.skip("a small filesystem can only be mounted as root")
    yield mount
    subprocess.run(["umount", "-l", str(mount)])


def test_a_really_full_disk(small_disk, mjscore):
    mjscore.use(small_disk / "data")
    assert mjscore.process("ledger", "new", "--players", "Amy", "Ben", "Cat", "Dan").code == 0
    assert mjscore.process("ledger", "record", stdin=HAND).code == 0
    filler = small_disk / "filler"
    with filler.open("wb") as handle:
        try:
            while True:
                handle.write(bytes(65536))
                handle.flush()
        except OSError:
            pass
    ran = mjscore.process("ledger", "record", stdin=HAND)
    assert ran.code != 0 and "is full: free some space" in ran.err and "internal error" not in ran.err
    ran = mjscore.process("ledger", "totals")
    assert ran.code == 0 and '"hands": 1' in ran.out and "open read-only" in ran.err
    filler.unlink()
    assert mjscore.process("ledger", "record", stdin=HAND).out == "2\n"
