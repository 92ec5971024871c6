"""`mjscore` loads only what the command given uses: `--version` no engine, `score` no
ledger and no Qt. Checked by the modules a fresh process has loaded, not by a clock."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.examples import EXAMPLE_HAND

REPO = Path(__file__).resolve().parents[1]
QT = ("PySide6", "shiboken6")
WAITING_HAND = {"concealed": "123m 456m 789m 234p 5s", "seat_wind": "E", "prevailing_wind": "E"}
SETTLE_FAAN = {"faan": 3, "winner": "E", "win": "discard", "discarder": "S"}


def _modules_after(argv: list[str], stdin: str = "") -> set[str]:
    code = (
        "import contextlib, io, json, sys\n"
        "from mjscore_gui.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n"
        f"        main({argv!r})\n"
        "    except SystemExit:\n"
        "        pass\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    return set(json.loads(_python(code, stdin)))


def _python(code: str, stdin: str) -> str:
    """What a fresh `python -c code` prints, given `stdin`."""
    return subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, input=stdin, capture_output=True, text=True, check=True
    ).stdout


def test_version_loads_no_engine():
    loaded = _modules_after(["--version"])
    assert "mjscore_gui.cli" in loaded
    assert not {
        m
        for m in loaded
        if m.startswith(("mjscore_gui.engine", "mjscore_gui.payout", "mjscore_gui.ledger", "mjscore_gui.gui", *QT))
    }


def test_score_loads_no_ledger_and_no_qt():
    loaded = _modules_after(["score"], json.dumps(EXAMPLE_HAND))
    assert "mjscore_gui.engine.scoring" in loaded and "mjscore_gui.payout.settle" in loaded  # it did score
    assert not {m for m in loaded if m.startswith(("mjscore_gui.ledger", "mjscore_gui.gui", "sqlite3", *QT))}


def test_score_starts_without_the_heavy_standard_modules():
    """What `mjscore score` was measured to spend its start-up on and no longer needs:
    dataclasses (with inspect, ast, dis), typing (its names are for the type checker),
    tomllib (the presets' compiled twins), pathlib (with urllib and ipaddress), shutil
    (argparse's help width), the waits and losers."""
    loaded = _modules_after(["score"], json.dumps(EXAMPLE_HAND))
    avoided = {"dataclasses", "inspect", "typing", "tomllib", "pathlib", "shutil", "mjscore_gui.engine.waits"}
    assert "mjscore_gui.engine.scoring" in loaded
    assert not avoided & loaded


@pytest.mark.parametrize(
    ("argv", "stdin", "did"),
    [
        (["waits"], json.dumps(WAITING_HAND), "mjscore_gui.engine.waits"),
        (["settle"], json.dumps(SETTLE_FAAN), "mjscore_gui.payout.settle"),
    ],
)
def test_waits_and_settle_start_without_typing(argv, stdin, did):
    """The other quick commands load typing's names only for the type checker, too."""
    loaded = _modules_after(argv, stdin)
    assert did in loaded
    assert not {"typing", "dataclasses", "tomllib"} & loaded


def test_score_never_calls_the_builtin_compile():
    """The first builtin compile() of a process builds Python's AST classes (2-3 ms of
    `mjscore score`'s start-up): value classes exec their `__init__` text instead. (A module
    whose bytecode is not cached yet is compiled from its .py file: that is not counted.)"""
    code = (
        "import builtins, contextlib, io, sys\n"
        "called = []\n"
        "real = builtins.compile\n"
        "def spy(source, filename, *args, **kwargs):\n"
        "    if not str(filename).endswith('.py'):\n"
        "        called.append(filename)\n"
        "    return real(source, filename, *args, **kwargs)\n"
        "builtins.compile = spy\n"
        "from mjscore_gui.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['score'])\n"
        "print(called)\n"
    )
    assert _python(code, json.dumps(EXAMPLE_HAND)).strip() == "[]"


def test_a_plain_score_line_is_read_without_argparse():
    """`mjscore score --text` is read from score's declared arguments (cli/arguments.py):
    argparse, gettext and locale are not loaded; `--help` still gets argparse."""
    plain = _modules_after(["score", "--text"], json.dumps(EXAMPLE_HAND))
    assert "mjscore_gui.engine.scoring" in plain
    assert not {"argparse", "gettext", "locale", "mjscore_gui.cli.parser"} & plain
    assert "argparse" in _modules_after(["score", "--help"])
