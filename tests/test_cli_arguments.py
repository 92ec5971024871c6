"""A quick command's plain command line, read without argparse, means exactly what argparse
reads from it; anything not plain is left to argparse (its help, abbreviations, refusals)."""

from __future__ import annotations

import contextlib
import io
import itertools
import json
from pathlib import Path

import pytest

from mjscore_gui.cli import QUICK_COMMANDS
from mjscore_gui.cli.arguments import Flag, Positional, read_plain
from mjscore_gui.cli.parser import build_parser
from tests.examples import EXAMPLE_HAND
from tests.test_cli_score import run_cli

REPO = Path(__file__).resolve().parents[1]
# Words a command line may hold: file names (one like a dash, one empty, one with a space),
# the declared flag, and what only argparse reads (help, an abbreviation, an unknown
# option, "--", a value glued to a flag, a top-level option after the command).
WORDS = [
    "hands.json",
    "-",
    "",
    "my hands.json",
    "--text",
    "--tex",
    "-h",
    "--help",
    "--",
    "--text=1",
    "-x",
    "--data-dir",
]


def _argparse_reading(argv: list[str]) -> dict[str, object] | None:
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            namespace = build_parser([argv[0]]).parse_args(argv)
    except SystemExit:
        return None
    values = vars(namespace)
    return {k: v for k, v in values.items() if k not in ("command", "data_dir", "self_test", "func")}


@pytest.mark.parametrize("command", QUICK_COMMANDS)
def test_every_plain_reading_is_argparse_reading(command):
    declared = __import__(f"mjscore_gui.cli.{command}", fromlist=["ARGUMENTS"]).ARGUMENTS
    plain_lines = 0
    for length in range(4):
        for words in itertools.product(WORDS, repeat=length):
            plain = read_plain(list(words), declared)
            if plain is None:
                continue
            plain_lines += 1
            assert vars(plain) == _argparse_reading([command, *words]), words
    assert plain_lines >= 5  # the plain lines were met, not all left to argparse


def test_what_is_plain_and_what_is_left_to_argparse():
    declared = (Positional("file", "a file"), Flag("--text", "as text"))
    assert vars(read_plain(["hands.json", "--text"], declared)) == {"file": "hands.json", "text": True}
    assert vars(read_plain(["--text", "-"], declared)) == {"file": "-", "text": True}
    assert vars(read_plain([], declared)) == {"file": None, "text": False}
    for words in (["--help"], ["--tex"], ["a", "b"], ["--", "a"], ["--text=1"], ["-5"]):
        assert read_plain(words, declared) is None, words


def test_argparse_still_answers_what_is_not_plain(tmp_path, capsys, monkeypatch):
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(EXAMPLE_HAND), encoding="utf-8")
    code, out, _ = run_cli(["score", "--tex", str(hand)], capsys, monkeypatch)  # argparse's abbreviation of --text
    assert code == 0 and out.startswith("Hand:")
    for argv, exit_code, words in (
        (["score", "--help"], 0, "a readable breakdown"),
        (["settle", "--help"], 0, "FILE"),
        (["score", str(hand), str(hand)], 2, "unrecognized arguments"),
    ):
        with pytest.raises(SystemExit) as exited:
            run_cli(argv, capsys, monkeypatch)
        out, err = capsys.readouterr()
        assert exited.value.code == exit_code and words in out + err, argv
        if exit_code:
            assert err.count("\n") == 1  # one line, as any bad input
