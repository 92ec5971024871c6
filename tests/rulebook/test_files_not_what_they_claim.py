"""Issue 21, files that are not what they claim, wherever a file is read: only regular files
are read (a FIFO, a device, a folder gets one line saying what it is), a file over its limit
(limits.py) is refused before a byte of it is read, and a ruleset's keys are bounded before
tomllib sees them.

None of these depends on the machine's speed: each asserts the refusal itself. A FIFO would
block forever if it were opened, and a sparse 2 GB file would take a long while to read, so
a command that still read them would hang; the cases that could hang run as the real
program with a generous timeout, only as a guard."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

import pytest

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.jsonio import read_json
from mjscore_gui.engine import RulesetError
from mjscore_gui.engine.ruleset_toml import check_toml_shape
from mjscore_gui.files import FileRefused, read_regular_file
from mjscore_gui.limits import (
    MAX_BATCH_BYTES,
    MAX_BATCH_HANDS,
    MAX_IMPORT_BYTES,
    MAX_KEY_DEPTH,
    MAX_KEY_LENGTH,
    MAX_RULESET_BYTES,
)
from mjscore_gui.rulebook import RulesetLibrary, get_preset
from mjscore_gui.rulebook.presets import preset_dir
from tests.examples import EXAMPLE_HAND

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
HANG_GUARD = 120  # seconds: far past any answer, only so a hang fails rather than blocks
ONE_FAAN = {"faan": 1, "seat_wind": "S", "win": "self_drawn"}


def fifo(path: Path) -> Path:
    os.mkfifo(path)  # no writer: opening it to read without O_NONBLOCK blocks for ever
    return path


def sparse(path: Path, size: int) -> Path:
    with path.open("wb") as out:
        out.truncate(size)  # no data written: instant, and nothing to read quickly
    return path


def zero_link(path: Path) -> Path:
    path.symlink_to("/dev/zero")  # endless bytes
    return path


def test_the_limits_are_declared_once():
    assert MAX_RULESET_BYTES == 1_000_000
    assert MAX_BATCH_BYTES == MAX_IMPORT_BYTES == 50_000_000
    assert MAX_BATCH_HANDS == 100_000
    assert (MAX_KEY_DEPTH, MAX_KEY_LENGTH) == (8, 100)


# -- the reader ---------------------------------------------------------------------


@needs_fifo
def test_the_reader_refuses_what_is_not_a_regular_file(tmp_path):
    folder = tmp_path / "d.toml"
    folder.mkdir()
    cases = {
        fifo(tmp_path / "p.toml"): "is a named pipe (FIFO), not a ruleset file",
        zero_link(tmp_path / "z.toml"): "is a device, not a ruleset file",
        folder: "is a folder, not a ruleset file",
        sparse(tmp_path / "big.toml", 2 * 10**9): "is 2.0 GB; a ruleset file is at most 1.0 MB, so it was not read",
        tmp_path / "missing.toml": "no such file",
    }
    for path, refusal in cases.items():
        with pytest.raises(FileRefused, match=refusal.replace("(", r"\(").replace(")", r"\)")):
            read_regular_file(path, MAX_RULESET_BYTES, "ruleset")


def test_the_reader_reads_a_file_at_its_limit(tmp_path):
    path = tmp_path / "edge.json"
    path.write_bytes(b"x" * 1000)
    assert read_regular_file(path, 1000) == b"x" * 1000
    with pytest.raises(FileRefused, match="at most 999 bytes"):
        read_regular_file(path, 999)


# -- ruleset files --------------------------------------------------------------------


@needs_fifo
@pytest.mark.parametrize("kind", ["fifo", "zero", "sparse"])
def test_rules_show_refuses_at_once(mjscore, tmp_path, kind):
    path = {"fifo": fifo, "zero": zero_link, "sparse": lambda p: sparse(p, 2 * 10**9)}[kind](tmp_path / "x.toml")
    code, out, err = mjscore.process("rules", "show", path, timeout=HANG_GUARD)
    assert code != 0 and out == ""
    assert err.startswith("mjscore rules: x.toml is ")
    assert err.count("\n") == 1


@needs_fifo
def test_every_command_refuses_a_ruleset_file_that_is_not_one(mjscore, tmp_path):
    big = sparse(tmp_path / "big.toml", 2 * 10**9)
    pipe = fifo(tmp_path / "pipe.toml")
    ran = mjscore.process("score", stdin=dict(EXAMPLE_HAND, ruleset=str(big)), timeout=HANG_GUARD)
    assert ran.code != 0
    assert ran.err == "mjscore score: big.toml is 2.0 GB; a ruleset file is at most 1.0 MB, so it was not read\n"
    short = {"concealed": "1112345678999m", "ruleset": str(pipe)}
    ran = mjscore.process("waits", stdin=short, timeout=HANG_GUARD)
    assert ran.err == "mjscore waits: pipe.toml is a named pipe (FIFO), not a ruleset file\n"
    ran = mjscore.process("settle", stdin=dict(ONE_FAAN, ruleset=str(pipe)), timeout=HANG_GUARD)
    assert ran.err == "mjscore settle: pipe.toml is a named pipe (FIFO), not a ruleset file\n"
    ran = mjscore.process("ledger", "new", "--players", "A", "B", "C", "D", "--ruleset", pipe, timeout=HANG_GUARD)
    assert ran.code != 0 and "pipe.toml is a named pipe (FIFO)" in ran.err


def test_rules_import_of_a_folder_says_it_is_a_folder(mjscore, tmp_path):
    (tmp_path / "club").mkdir()
    code, _, err = mjscore("rules", "import", tmp_path / "club")
    assert code != 0
    assert err == "mjscore rules: club is a folder, not a ruleset file\n"


@needs_fifo
def test_rules_import_of_a_fifo_or_device_adds_nothing(mjscore, tmp_path):
    for path in (fifo(tmp_path / "p.toml"), zero_link(tmp_path / "z.toml")):
        ran = mjscore.process("rules", "import", path, timeout=HANG_GUARD)
        assert ran.code != 0 and ran.err.count("\n") == 1
    assert not list((mjscore.config_dir / "rulesets").glob("*.toml"))


def deep_key(parts: int) -> str:
    return ".".join(["a"] * parts) + " = 1\n"


def test_a_deeply_dotted_key_is_refused_before_tomllib(mjscore, tmp_path, monkeypatch):
    path = tmp_path / "deep.toml"
    path.write_text('id = "deep"\nname = "Deep"\n' + deep_key(33_000), encoding="utf-8")  # 66 KB: 22 s in tomllib
    import tomllib

    def never(*args, **kwargs):
        raise AssertionError("tomllib was given the file")

    monkeypatch.setattr(tomllib, "loads", never)
    code, _, err = mjscore("rules", "import", path)
    assert code != 0
    assert err == "mjscore rules: deep.toml: a key of 33000 dotted parts; at most 8 (line 3)\n"


@pytest.mark.parametrize(
    ("text", "refusal"),
    [
        (deep_key(9), "x.toml: a key of 9 dotted parts; at most 8 (line 1)"),
        ("[a.b.c.d.e.f.g.h.i]\n", "x.toml: a key of 9 dotted parts; at most 8 (line 1)"),
        ("x = {" + deep_key(9).strip() + "}\n", "x.toml: a key of 9 dotted parts; at most 8 (line 1)"),
        ("\n" + "k" * 101 + " = 1\n", "x.toml: a key longer than 100 characters (line 2)"),
        ('"' + "k" * 101 + '" = 1\n', "x.toml: a key longer than 100 characters (line 1)"),
        ("x = " + "[" * 9 + "]" * 9 + "\n", "x.toml: nested more than 8 levels deep (line 1)"),
        ("x = " + "[" * 100_000, "x.toml: nested more than 8 levels deep (line 1)"),
        ("a." * 400_000 + "a", "x.toml: a key of 400001 dotted parts; at most 8 (line 1)"),
    ],
)
def test_key_depth_length_and_nesting_are_bounded(text, refusal):
    with pytest.raises(RulesetError) as caught:
        check_toml_shape(text, "x.toml")
    assert str(caught.value) == refusal


def test_text_inside_strings_and_comments_is_no_key():
    check_toml_shape(
        'description = "a.b.c.d.e.f.g.h.i.j"\n'
        "# a.b.c.d.e.f.g.h.i.j = 1\n"
        'source = """\na.b.c.d.e.f.g.h.i.j = 1\n"""\n'
        f'replaces = ["{"x" * 500}"]\n'
        "[patterns.all_pongs]\nfaan = 3\n",
        "x.toml",
    )
    for path in preset_dir().glob("*.toml"):
        check_toml_shape(path.read_text(encoding="utf-8"), path.name)


@pytest.mark.parametrize("text", ['"\\' * 400_000, '"""' + "x" * 900_000, "'''" + "''" * 400_000, "a" + " ." * 300_000])
def test_no_text_makes_the_shape_check_slow(text):
    # Each character is looked at once (an unclosed string runs to the end of its line): no
    # text within the size limit can make the check itself the hang.
    check_toml_shape(text, "x.toml")


def test_a_ruleset_over_the_limit_is_refused_before_reading(tmp_path):
    path = tmp_path / "long.toml"
    path.write_bytes(b"#" * (MAX_RULESET_BYTES + 1))
    with pytest.raises(RulesetError, match=r"long.toml is 1.0 MB; a ruleset file is at most 1.0 MB"):
        RulesetLibrary(tmp_path).import_file(path)


# -- the house rulesets folder ----------------------------------------------------------


@needs_fifo
def test_bad_files_in_the_folder_are_listed_once_and_never_read(mjscore):
    folder = mjscore.config_dir / "rulesets"
    folder.mkdir(parents=True)
    assert mjscore("rules", "copy", "hk", "club", "--name", "Club").code == 0
    fifo(folder / "x.toml")
    zero_link(folder / "y.toml")
    sparse(folder / "z.toml", 2 * 10**9)
    (folder / "deep.toml").write_text(deep_key(33_000), encoding="utf-8")
    code, out, err = mjscore.process("rules", "list", timeout=HANG_GUARD)
    assert code == 0
    assert [r["id"] for r in json.loads(out)][-1] == "club"
    lines = err.splitlines()
    assert len(lines) == 4  # each bad file once, with why
    assert lines[0].startswith("mjscore rules: deep.toml: a key of 33000 dotted parts; at most 8 (line 1)")
    assert lines[1].startswith("mjscore rules: x.toml is a named pipe (FIFO), not a ruleset file")
    assert lines[2].startswith("mjscore rules: y.toml is a device, not a ruleset file")
    assert lines[3].startswith("mjscore rules: z.toml is 2.0 GB; a ruleset file is at most 1.0 MB, so it was not read")
    assert all(line.endswith(".toml)") for line in lines)  # (the file is kept as it is: PATH)
    assert all(path.exists() for path in (folder / "x.toml", folder / "y.toml", folder / "deep.toml"))


@needs_fifo
def test_the_window_starts_with_bad_files_in_the_folder(tmp_path):
    # What the window reads at start (gui/window/rulebook_menu.py): the library's entries and
    # its broken files, each once with why.
    from mjscore_gui.gui.state.ruleset_manager import RulesetManager

    fifo(tmp_path / "x.toml")
    zero_link(tmp_path / "y.toml")
    manager = RulesetManager(RulesetLibrary(tmp_path))
    assert [e.id for e in manager.entries()][0] == "hk"
    problems = manager.problems()
    assert len(problems) == 2
    assert problems[0].startswith("x.toml is a named pipe (FIFO), not a ruleset file")
    assert problems[1].startswith("y.toml is a device, not a ruleset file")


# -- hand files and batches -------------------------------------------------------------


@needs_fifo
@pytest.mark.parametrize("command", ["score", "waits", "settle"])
def test_hand_files_that_are_not_files(mjscore, tmp_path, command):
    pipe = fifo(tmp_path / "hands.json")
    ran = mjscore.process(command, pipe, timeout=HANG_GUARD)
    assert ran.code != 0
    assert ran.err == f"mjscore {command}: {pipe} is a named pipe (FIFO), not a hand file\n"
    big = sparse(tmp_path / "big.json", 60 * 10**6)
    ran = mjscore.process(command, big, timeout=HANG_GUARD)
    assert ran.err == f"mjscore {command}: {big} is 60 MB; a hand file is at most 50 MB, so it was not read\n"


def test_a_batch_of_more_than_100000_hands_is_refused_before_scoring(mjscore, tmp_path, monkeypatch):
    import mjscore_gui.cli.jsonio as jsonio

    path = tmp_path / "season.json"
    path.write_text("[" + ",".join(["{}"] * (MAX_BATCH_HANDS + 1)) + "]", encoding="utf-8")

    def never(*args, **kwargs):
        raise AssertionError("the batch was looked into")

    monkeypatch.setattr(jsonio, "check_document", never)
    code, out, err = mjscore("score", path)
    assert (code != 0, out) == (True, "")
    assert err == f"mjscore score: {path} holds 100,001 items; a batch is at most 100,000 hands, so split it\n"


def test_standard_input_over_the_limit_is_refused(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"[" + b" " * 200 + b"]")))
    with pytest.raises(CliError) as caught:
        read_json(None, 100)
    assert str(caught.value) == "standard input holds more than 100 bytes; a hand file is at most that"


# -- ledger import ----------------------------------------------------------------------


@needs_fifo
def test_ledger_import_refuses_files_that_are_not_exports(mjscore, tmp_path):
    big = sparse(tmp_path / "junk.json", 60 * 10**6)  # 60 MB of nothing: refused unread
    ran = mjscore.process("ledger", "import", big, timeout=HANG_GUARD)
    assert ran.code != 0
    assert ran.err == f"mjscore ledger: {big} is 60 MB; a ledger export file is at most 50 MB, so it was not read\n"
    pipe = fifo(tmp_path / "pipe.json")
    ran = mjscore.process("ledger", "import", pipe, timeout=HANG_GUARD)
    assert ran.err == f"mjscore ledger: {pipe} is a named pipe (FIFO), not a ledger export file\n"


def test_ledger_import_below_the_limit_does_the_work(mjscore, tmp_path):
    # Junk entries under the limit are read and refused at the first one, adding nothing.
    assert mjscore("ledger", "new", "--players", "A", "B", "C", "D").code == 0
    export = json.loads(mjscore("ledger", "export", "--format", "json").out)
    export["session"]["uuid"] = "6f1c3c0e-3d55-4a53-9a4e-1f0fbd1f7a01"
    export["entries"] = [{"junk": "x" * 50}] * 20_000
    path = tmp_path / "junk.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    code, _, err = mjscore("ledger", "import", path)
    assert code != 0
    assert err == "mjscore ledger: $.entries[0].record: expected a table of keys, got nothing\n"
    assert len(json.loads(mjscore("ledger", "list").out)) == 1


def test_a_preset_still_reads(tmp_path):
    assert get_preset("hk").id == "hk"


@needs_fifo
def test_a_house_id_whose_file_is_a_fifo_says_so(mjscore):
    folder = mjscore.config_dir / "rulesets"
    folder.mkdir(parents=True)
    fifo(folder / "club.toml")
    ran = mjscore.process("score", stdin=dict(EXAMPLE_HAND, ruleset="club"), timeout=HANG_GUARD)
    assert ran.code != 0
    assert ran.err == "mjscore score: club.toml is a named pipe (FIFO), not a ruleset file\n"


@needs_fifo
def test_the_window_starts_past_a_fifo_and_a_device_in_the_folder(tmp_path):
    # The real window's start (app.create_main_window), as a program: the bad files are
    # skipped, the first reported in the status bar with why, and nothing waits on them.
    import subprocess

    folder = tmp_path / "rulesets"
    folder.mkdir()
    fifo(folder / "x.toml")
    zero_link(folder / "y.toml")
    code = (
        "from mjscore_gui.app import create_main_window\n"
        f"window = create_main_window({str(tmp_path / 'data')!r}, {str(folder)!r})\n"
        "print(window.statusBar().currentMessage())\n"
        "print(len(window.rulesets.broken()))\n"
        "window.table.close()\n"
    )
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd=root, timeout=HANG_GUARD
    )
    message, broken = done.stdout.splitlines()[-2:]
    assert message.startswith("x.toml is a named pipe (FIFO), not a ruleset file")
    assert broken == "2"


def test_a_large_batch_is_counted_before_its_numbers_are_read_exactly(monkeypatch):
    import mjscore_gui.cli.jsonio as jsonio

    real = json.loads
    readings: list[dict] = []

    def loads(text, **hooks):
        readings.append(hooks)
        return real(text, **hooks)

    monkeypatch.setattr(jsonio.json, "loads", loads)
    text = "[" + ",".join(["0"] * (MAX_BATCH_HANDS + 1)) + "]" + " " * 10_000_000
    with pytest.raises(CliError, match="holds 100,001 items; a batch is at most 100,000 hands"):
        jsonio.parse_json(text, "batch.json", MAX_BATCH_HANDS)
    assert readings == [{}]  # counted by the plain reader; the exact one (its hooks) never ran


def test_a_broken_house_file_is_read_once_while_unchanged(tmp_path, monkeypatch):
    import mjscore_gui.rulebook.library as library_module

    (tmp_path / "flat.toml").write_text('id = "flat"\nname = "Flat"\n[settings]\n' + "k = 1\n", encoding="utf-8")
    library = RulesetLibrary(tmp_path)
    reads = []
    real = library_module.read_ruleset_bytes
    monkeypatch.setattr(library_module, "read_ruleset_bytes", lambda path: reads.append(path) or real(path))
    for _ in range(3):  # what `rules list` and the window ask for: the entries, the broken files
        assert "flat" not in library.ids()
        assert [b.message for b in library.broken()] == [
            "flat.toml: k: unknown setting; see `mjscore rules show hk` for them all (line 4)"
        ]
    assert len(reads) == 1


def test_a_broken_house_file_is_read_once_while_it_is_unchanged(mjscore, tmp_path, monkeypatch):
    # A megabyte of valid TOML that is no ruleset costs tomllib most of a second: its
    # refusal is remembered (in the cache folder) and later launches do not read it again.
    from mjscore_gui.rulebook import library

    monkeypatch.setenv("MJSCORE_CACHE_DIR", str(tmp_path / "cache"))
    folder = mjscore.config_dir / "rulesets"
    folder.mkdir(parents=True)
    junk = folder / "junk.toml"
    junk.write_text("".join(f"k{i} = {i}\n" for i in range(60_000)), encoding="utf-8")
    first = mjscore.process("rules", "list", env={"MJSCORE_CACHE_DIR": str(tmp_path / "cache")})
    assert first.code == 0 and "junk.toml" in first.err
    said = [line for line in first.err.splitlines() if "junk.toml" in line]
    # A later launch (another process: here the cache of this one cleared) never parses it.
    library._read_once.cache_clear()

    def parsed(*args, **kwargs):
        raise AssertionError("the broken file was read again")

    monkeypatch.setattr(library, "loads_ruleset", parsed)
    assert [e.id for e in RulesetLibrary(folder).entries()][-1] != "junk"
    broken = RulesetLibrary(folder).broken()
    assert [b.path.name for b in broken] == ["junk.toml"] and broken[0].message.split(" (")[0] in said[0]
    # Changed by the club: read again at once (and refused again, here).
    junk.write_text("k = 1\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="read again"):
        RulesetLibrary(folder).broken()
