"""Issue 31's damage suite: a restore is a transaction (a kill at any of 20 moments of a
restore or of a backup leaves the old ledger or the restored one, never neither, and
nothing less in the folder), a wrong file is never restored, a full disk changes
nothing, and damage to the ledger (cut, zeroed pages, flipped bits, garbage journals) is
named with the restore command by every command that meets it, and never published."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mjscore_gui.ledger import Ledger, backups, restoring, schema
from tests.ledger.damaged import PAGE, real_copy

KILLER = Path(__file__).with_name("restore_killer.py")
ROOT = Path(__file__).resolve().parents[2]
HAND = {"faan": 3, "seat_wind": "S", "win": "self_drawn"}
MOMENTS = 20


def held(path: Path) -> dict[int, str]:
    """Each session's export as the ledger at `path` holds it (read as it stands)."""
    with Ledger(path, read_only=True) as ledger:
        return {info.id: ledger.session(info.id).export_json_text() for info in ledger.sessions()}


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    """The real two-night ledger with a backup of it (made by the day's first record) and
    two hands recorded since, as a laptop left it with the ledger still open (the hands
    in its -wal)."""
    from tests.conftest import json_entry

    folder = tmp_path_factory.mktemp("build")
    with Ledger(real_copy(folder)) as ledger:
        for _ in range(3):
            ledger.session(2).record(json_entry(HAND))
        template = folder.with_name("template")
        shutil.copytree(folder, template)
    assert (template / "ledger.sqlite3-wal").stat().st_size
    return template


def copy_of(template: Path, folder: Path) -> tuple[Path, Path]:
    shutil.copytree(template, folder)
    [backup] = backups.backups(folder / "ledger.sqlite3")
    return folder / "ledger.sqlite3", backup


def kill(folder: Path, moment: int, what: str, backup: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(KILLER), str(folder), str(moment), what, str(backup)],
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=120,
        check=False,
    )


def spread(total: int) -> list[int]:
    """MOMENTS moments from the first to the last, evenly."""
    return sorted({1 + round(i * (total - 1) / (MOMENTS - 1)) for i in range(MOMENTS)})


def asides(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("ledger.sqlite3.corrupt-*") if not p.name.endswith(("-wal", "-shm")))


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_a_restore_killed_at_any_moment_leaves_the_old_ledger_or_the_restored_one(template, tmp_path):
    live, backup = copy_of(template, tmp_path / "whole")
    old, backup_bytes = held(live), backup.read_bytes()
    done = kill(tmp_path / "whole", 0, "restore", backup)
    assert done.returncode == 0, done.stderr
    restored = held(live)
    assert restored != old and held(asides(tmp_path / "whole")[0]) == old
    seen = set()
    for moment in spread(int(done.stdout)):
        live, backup = copy_of(template, tmp_path / f"at-{moment}")
        ran = kill(live.parent, moment, "restore", backup)
        # The last moments vary by one or two from run to run (a side file there or not).
        assert ran.returncode == -signal.SIGKILL or ran.returncode == 0 and moment > int(ran.stdout), ran.stderr
        with Ledger.open(live.parent) as ledger:  # the next command finishes it or undoes it
            assert ledger.check() == []
            notice = ledger.notice or ""
        now = held(live)
        assert now in (old, restored), moment
        seen.add("restored" if now == restored else "old")
        if now == restored:  # the ledger before is kept whole beside it
            assert [held(p) for p in asides(live.parent)] == [old]
        if "interrupted" in notice:
            assert ("finished" in notice) == (now == restored)
        assert backup.read_bytes() == backup_bytes
        assert not list(live.parent.glob("ledger.sqlite3.restor*"))
    assert seen == {"old", "restored"}  # the kills fell on both sides of the rename


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_a_backup_killed_at_any_moment_leaves_the_ledger_and_the_backups(template, tmp_path):
    live, backup = copy_of(template, tmp_path / "whole")
    old, backup_bytes = held(live), backup.read_bytes()
    done = kill(live.parent, 0, "backup", backup)
    assert done.returncode == 0, done.stderr
    assert len(backups.backups(live)) == 2
    for moment in spread(int(done.stdout)):
        live, backup = copy_of(template, tmp_path / f"at-{moment}")
        ran = kill(live.parent, moment, "backup", backup)
        assert ran.returncode == -signal.SIGKILL or ran.returncode == 0 and moment > int(ran.stdout), ran.stderr
        with Ledger.open(live.parent) as ledger:  # the part left is removed on opening
            assert ledger.check() == []
        assert held(live) == old and backup.read_bytes() == backup_bytes
        assert not [p for p in backups.folder(live).iterdir() if ".part" in p.name]
        for made in backups.backups(live):
            assert held(made)  # whole, or not there at all


# ---- wrong files ---------------------------------------------------------------------------


def _other_program(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)")
    conn.close()


def _newer(path: Path) -> None:
    shutil.copyfile(path.parent / "good.sqlite3", path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    conn.close()


def _from_good(change):
    def make(path: Path) -> None:
        data = bytearray((path.parent / "good.sqlite3").read_bytes())
        change(data)
        path.write_bytes(bytes(data))

    return make


def _flip(data: bytearray) -> None:
    at = data.index(b'"faan":3') + len('"faan":')
    data[at] ^= 0x01  # 3 faan read as 2: the pages are sound, the digest is not


def _lost_id(path: Path) -> None:
    shutil.copyfile(path.parent / "good.sqlite3", path)
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM ledger")
    conn.close()


def _another_ledger(path: Path) -> None:
    with Ledger(path.parent / "other" / "ledger.sqlite3") as other:
        other.new_session(["Amy", "Ben", "Cat", "Dan"])
        other.store.query("PRAGMA wal_checkpoint(TRUNCATE)")
    shutil.copyfile(path.parent / "other" / "ledger.sqlite3", path)


WRONG = {
    "another program's SQLite file": (_other_program, "is not an MJScore ledger"),
    "a ledger of a newer schema": (_newer, "newer MJScore"),
    "an empty file": (lambda p: p.write_bytes(b""), "is empty"),
    "a cut backup": (_from_good(lambda d: d.__delitem__(slice(len(d) // 2, None))), "damaged"),
    "a zeroed page": (_from_good(lambda d: d.__setitem__(slice(PAGE * 5, PAGE * 6), bytes(PAGE))), "damaged"),
    "a flipped bit": (_from_good(_flip), "hand 2 changed since it was recorded"),
    "a text file": (lambda p: p.write_text("my shopping list\n" * 200), "not a ledger"),
    "a folder": (lambda p: p.mkdir(), "is not a file"),
    "a missing file": (lambda p: None, "does not exist"),
    "its id lost": (_lost_id, "own id was changed or lost"),
    "another ledger's backup": (_another_ledger, "add --from-another"),
    "the ledger itself": (None, "is the ledger itself"),
    "a link to the ledger": (None, "is the ledger itself"),
}


@pytest.mark.parametrize("kind", list(WRONG))
def test_a_wrong_file_is_refused_in_one_line_and_the_ledger_is_untouched(mjscore, kind, tmp_path):
    live = real_copy(mjscore.data_dir)
    assert mjscore("ledger", "record", "--session", "2", stdin=HAND).code == 0
    [good] = backups.backups(live)
    shutil.copyfile(good, tmp_path / "good.sqlite3")
    make, why = WRONG[kind]
    wrong = tmp_path / "wrong.sqlite3"
    if kind == "the ledger itself":
        wrong = live
    elif kind == "a link to the ledger":
        wrong.symlink_to(live)
    else:
        make(wrong)
    before = {p.name: p.read_bytes() for p in live.parent.iterdir() if p.is_file()}
    ran = mjscore("ledger", "restore", wrong)
    assert ran.code == 1 and ran.err.count("\n") == 1 and "internal error" not in ran.err
    assert why in ran.err and "nothing was restored" in ran.err
    assert {p.name: p.read_bytes() for p in live.parent.iterdir() if p.is_file()} == before
    assert mjscore("ledger", "check").code == 0


def test_another_ledgers_backup_is_restored_when_asked(mjscore, tmp_path):
    real_copy(mjscore.data_dir)
    _another_ledger(tmp_path / "theirs.sqlite3")
    ran = mjscore("ledger", "restore", tmp_path / "theirs.sqlite3", "--from-another")
    assert ran.code == 0 and "kept as" in ran.err
    assert len(json.loads(mjscore("ledger", "list").out)) == 1


def test_a_backup_is_restored_by_its_name_alone(mjscore):
    live = real_copy(mjscore.data_dir)
    mjscore("ledger", "record", "--session", "2", stdin=HAND)
    [backup] = backups.backups(live)
    mjscore("ledger", "record", "--session", "2", stdin=HAND)
    ran = mjscore("ledger", "restore", backup.name)
    assert ran.code == 0 and f"restored from {backup}" in ran.err


# ---- a full disk ------------------------------------------------------------------------------


@pytest.fixture
def full_disk(monkeypatch):
    """SQLite's copies (a backup's part, a restore's copy) find the disk full."""
    connect = sqlite3.connect

    def small(database, *args, **kwargs):
        conn = connect(database, *args, **kwargs)
        if str(database).endswith((".part", ".restoring")):
            conn.execute("PRAGMA max_page_count = 4")
        return conn

    monkeypatch.setattr(sqlite3, "connect", small)


def test_a_full_disk_while_backing_up_leaves_the_ledger_and_the_backups(template, tmp_path, full_disk):
    live, backup = copy_of(template, tmp_path / "data")
    old, before = held(live), backup.read_bytes()
    with Ledger(live) as ledger:
        assert ledger.backup() is None
    assert held(live) == old and backups.backups(live) == [backup] and backup.read_bytes() == before
    assert not [p for p in backups.folder(live).iterdir() if ".part" in p.name]


def test_a_full_disk_while_restoring_changes_nothing(template, tmp_path, full_disk):
    live, backup = copy_of(template, tmp_path / "data")
    old = held(live)
    with pytest.raises(sqlite3.OperationalError, match="full"):
        restoring.restore(live, backup)
    assert held(live) == old and not asides(live.parent)
    assert not list(live.parent.glob("ledger.sqlite3.restor*"))


# ---- trusted backups ---------------------------------------------------------------------------


def test_the_newest_backup_is_the_one_holding_the_latest_change(template, tmp_path):
    live, backup = copy_of(template, tmp_path / "data")
    with Ledger(live) as ledger:
        newer = ledger.backup()
    future = backups.folder(live) / "ledger-20991231-235959.sqlite3"  # a clock set to 2099
    backup.rename(future)
    assert backups.latest(live) == newer and backups.backups(live) == [future, newer]
    (backups.folder(live) / "ledger-20991231-235959.sqlite3.part").write_bytes(b"half")
    Ledger(live).close()
    assert not list(backups.folder(live).glob("*.part"))


def test_an_empty_or_missing_file_is_not_taken_for_a_new_ledger(mjscore):
    live = real_copy(mjscore.data_dir)
    assert mjscore("ledger", "list").code == 0  # the marker beside it names its id
    live.write_bytes(b"")
    ran = mjscore("ledger", "list")
    assert ran.code == 1 and "is empty, but a ledger was kept here" in ran.err and "restore" in ran.err
    assert live.exists() and live.stat().st_size == 0
    live.unlink()
    ran = mjscore("ledger", "check")
    assert ran.code == 1 and "is missing, but a ledger was kept here" in ran.err
    assert mjscore("ledger", "restore", "--empty").code == 0
    assert mjscore("ledger", "check").code == 0


def test_a_half_done_restore_is_finished_or_undone_and_said(template, tmp_path, mjscore):
    live, backup = copy_of(template, tmp_path / "data")
    mjscore.use(live.parent)
    shutil.copyfile(backup, live.with_name("ledger.sqlite3.restoring"))
    ran = mjscore("ledger", "check")
    assert ran.code == 0 and "it was undone: the ledger is as it was" in ran.err
    restored = held(backup)
    shutil.copyfile(backup, live.with_name("ledger.sqlite3.restore-ready"))
    ran = mjscore("ledger", "totals", "--session", "2")
    assert ran.code == 0 and "it has now been finished" in ran.err
    assert held(live) == restored and len(asides(live.parent)) == 1


# ---- damage to the ledger ------------------------------------------------------------------


def _cut(share: float):
    return lambda data, rng: data.__delitem__(slice(int(len(data) * share) // PAGE * PAGE, None))


def _zero(which: str):
    def zero(data: bytearray, rng: random.Random) -> None:
        pages = len(data) // PAGE
        page = {"first data": 1, "middle": pages // 2, "last": pages - 1}[which]
        data[page * PAGE : (page + 1) * PAGE] = bytes(PAGE)

    return zero


def _flips(count: int):
    def flip(data: bytearray, rng: random.Random) -> None:
        for _ in range(count):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)

    return flip


def _flip_in_text(data: bytearray, rng: random.Random) -> None:
    """One bit of a stored text (a name, a time, a hand, a payment, an id): what a player sees."""
    runs = [m.span() for m in re.finditer(rb"[ -~]{12,}", bytes(data))]
    start, end = rng.choice(runs)
    data[rng.randrange(start, end)] ^= 1 << rng.randrange(7)


DAMAGE = {
    **{f"cut to {share:.0%}": _cut(share) for share in (0.0, 0.3, 0.6, 0.9)},
    **{f"{which} page zeroed": _zero(which) for which in ("first data", "middle", "last")},
    **{f"{n} bits flipped, seed {seed}": _flips(n) for n in (1, 8, 64) for seed in (1, 2, 3)},
    **{f"a bit of a stored text flipped, seed {seed}": _flip_in_text for seed in (1, 2, 3, 4, 5)},
    "garbage -wal": "-wal",
    "garbage -shm": "-shm",
}


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_damage_is_named_with_the_restore_command_and_never_spread(mjscore, kind, tmp_path):
    live = real_copy(mjscore.data_dir)
    club = tmp_path / "club"
    club.mkdir()
    assert mjscore("club", "folder", club).code == 0
    for night in ("1", "2"):  # both nights published, as tonight's are
        assert mjscore("club", "publish", "--session", night).code == 0
    assert mjscore("ledger", "record", "--session", "2", stdin=HAND).code == 0  # today's backup
    [backup] = backups.backups(live)
    mjscore("club", "sync")
    good = {sid: json.loads(text) for sid, text in held(live).items()}
    published = {p.name: p.read_bytes() for p in club.rglob("*.json")}
    assert len([p for p in club.rglob("*.json") if "sessions" in p.parts]) == 2
    with Ledger(live) as ledger:
        ledger.store.query("PRAGMA wal_checkpoint(TRUNCATE)")
    damage = DAMAGE[kind]
    if isinstance(damage, str):
        live.with_name(live.name + damage).write_bytes(random.Random(kind).randbytes(40000))
    else:
        data = bytearray(live.read_bytes())
        damage(data, random.Random(kind))
        live.write_bytes(bytes(data))
    check = mjscore("ledger", "check")
    assert check.code in (0, 1) and "internal error" not in check.err
    runs = [mjscore("ledger", "export", "--session", str(sid), "--format", "json") for sid in good]
    runs += [mjscore("ledger", "record", "--session", "2", stdin=HAND), mjscore("club", "sync")]
    for ran in runs:
        assert "internal error" not in ran.err and ran.code in (0, 1), (kind, ran.err)
    if check.code == 0:  # nothing a player sees changed, and nothing refuses it
        assert [json.loads(ran.out) for ran in runs[: len(good)]] == list(good.values()), kind
        assert all(ran.code == 0 for ran in runs), kind
    else:
        assert f"mjscore ledger restore {backup}" in check.err or backup.name in check.err, check.err
        for ran in runs:
            if ran.code:
                assert ran.out == "" and "mjscore ledger restore" in ran.err, (kind, ran.err)
            else:  # what still reads is what was stored
                assert not ran.out.strip().startswith("{") or json.loads(ran.out) in good.values()
        # Nothing damaged reaches the club folder: it holds what it held, or a sound night
        # with every hand it had as it had it (and the hand recorded since).
        by_uuid = {night["session"]["uuid"]: night for night in good.values()}
        for p in club.rglob("*.json"):
            if "sessions" in p.parts and p.read_bytes() != published.get(p.name):
                night, was = json.loads(p.read_text()), by_uuid[p.stem]
                assert night["entries"][: len(was["entries"])] == was["entries"], (kind, p)
        kept = live.read_bytes()
        ran = mjscore("ledger", "restore", backup.name)
        assert ran.code == 0 and mjscore("ledger", "check").code == 0
        assert any(p.read_bytes() == kept for p in asides(live.parent))  # the damaged file is kept
        assert held(live)[2] == held(backup)[2]


def test_a_changed_hand_is_never_recorded_into_nor_published(mjscore, tmp_path):
    from mjscore_gui.ledger import file
    from tests.ledger.damaged import flip_bit

    live = real_copy(mjscore.data_dir)
    flip_bit(live)  # session 1's hand 2: 3 faan read as 2
    assert "session 1: hand 2 changed since it was recorded" in file.damage_of(live)  # the window's check
    ran = mjscore("ledger", "record", "--session", "1", stdin=HAND)
    assert ran.code == 1 and ran.out == "" and "hand 2 changed" in ran.err and "mjscore ledger restore" in ran.err
    club = tmp_path / "club"
    club.mkdir()
    assert mjscore("club", "folder", club).code == 0
    for publish in (["club", "publish", "--session", "1"], ["club", "sync"]):
        ran = mjscore(*publish)
        assert ran.code == 1 and ran.err.count("\n") == 1 and "hand 2 changed" in ran.err, ran.err
        assert "mjscore ledger restore" in ran.err
    assert not [p for p in club.rglob("*.json") if "sessions" in p.parts]
