"""What every test shares: no real display, no real config folder, and the one runner of
the `mjscore` command (`mjscore` fixture)."""

import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

import pytest

# Qt must never try to open a real display in tests: without a platform it aborts the run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# House rulesets (Rules > Manage rulesets) go to the user's config folder; no test may
# touch the real one.
os.environ.setdefault("MJSCORE_CONFIG_DIR", tempfile.mkdtemp(prefix="mjscore-test-config-"))
# Nor the real cache folder (tile pictures, verdicts on broken house rulesets).
os.environ.setdefault("MJSCORE_CACHE_DIR", tempfile.mkdtemp(prefix="mjscore-test-cache-"))

# The one hand builder, also as the `build_hand` fixture (tests/builders.py).
from tests.builders import build_hand  # noqa: E402, F401

ROOT = Path(__file__).resolve().parents[1]


class Ran(NamedTuple):
    """What `mjscore ARGS` did: its exit code and what it wrote."""

    code: int
    out: str
    err: str


def _input_bytes(stdin: Any) -> bytes:
    """Standard input as given: bytes as they are, text as UTF-8, anything else as JSON."""
    if isinstance(stdin, bytes):
        return stdin
    return (stdin if isinstance(stdin, str) else json.dumps(stdin)).encode("utf-8")


class Mjscore:
    """Runs `mjscore ARGS` against this test's own data and config folders: in-process
    (`mjscore(*args)`, through `mjscore_gui.cli.main`) or as the real program
    (`mjscore.process(*args)`, `python -m mjscore_gui`). Both answer a `Ran`."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
        self.monkeypatch, self.capsys = monkeypatch, capsys
        self.use(tmp_path / "data", tmp_path / "config")

    def use(self, data_dir: Path, config_dir: Path | None = None) -> None:
        """Run later commands with these folders (another laptop, say)."""
        self.data_dir = Path(data_dir)
        self.config_dir = Path(config_dir) if config_dir is not None else self.data_dir / "config"
        self.monkeypatch.setenv("MJSCORE_DATA_DIR", str(self.data_dir))
        self.monkeypatch.setenv("MJSCORE_CONFIG_DIR", str(self.config_dir))

    def __call__(self, *args: object, stdin: Any = None) -> Ran:
        from mjscore_gui.cli import main

        if stdin is not None:
            self.monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(_input_bytes(stdin)), encoding="utf-8"))
        self.capsys.readouterr()  # what the test printed before is not the command's
        code = main([str(arg) for arg in args])
        out, err = self.capsys.readouterr()
        return Ran(code, out, err)

    def process(self, *args: object, stdin: Any = None, env: dict[str, str] | None = None, timeout: float = 300) -> Ran:
        done = subprocess.run(
            [sys.executable, "-m", "mjscore_gui", *map(str, args)],
            input=_input_bytes(stdin if stdin is not None else b""),
            capture_output=True,
            timeout=timeout,
            check=False,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8", **(env or {})},
        )
        return Ran(done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8"))


@pytest.fixture
def mjscore(tmp_path, monkeypatch, capsys) -> Mjscore:
    """The `mjscore` command, run in-process or as the program, on this test's own folders."""
    return Mjscore(tmp_path, monkeypatch, capsys)


def json_entry(item: Any) -> Any:
    """A test's entry as a face types it (JSON: hand-format, the faan-only form, a draw, a
    false win, a penalty; a list of them for `record_many`) for the typed ledger API: read
    by the one face decoder (outcome.jsonform.read_entry) at the table as it then stands.
    A typed entry passes as it is."""
    from mjscore_gui.ledger.stored_entry import from_json
    from mjscore_gui.outcome.entries import WIN_ENTRIES, Draw, FalseWin, Penalty

    typed = (*WIN_ENTRIES, Draw, FalseWin, Penalty)
    if isinstance(item, typed) or callable(item):
        return item
    if isinstance(item, list) and all(isinstance(one, (dict, *typed)) for one in item):
        return [json_entry(one) for one in item]
    return from_json(item)
