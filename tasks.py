#!/usr/bin/env python3
"""Set-up and everyday commands for MJScore developers, on Linux, macOS and Windows.

    python3 tasks.py run         # the app (creates .venv and installs it the first time)
    python3 tasks.py test        # the quick suite: all but the slow bundle and wheel builds
    python3 tasks.py test --all  # every test, the slow ones too (what CI runs)
    python3 tasks.py lint        # ruff check, ruff format --check and mypy (CI runs it too)
    python3 tasks.py bench       # the benchmarks in tests/benchmarks (on demand, not in CI)
    python3 tasks.py docs        # regenerate docs/rules/ (each preset's rules page) from the ruleset data
    python3 tasks.py fonts       # regenerate the bundled CJK font subset after adding Chinese text

Other arguments after `test` or `bench` go to pytest. Only the standard library is used
here, so a fresh machine needs nothing but Python 3.11+.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = Path(os.environ.get("MJSCORE_VENV", ROOT / ".venv"))
EXTRAS = {
    "run": "",
    "test": "test",
    "lint": "test",
    "bench": "test,bench",
    "package": "test,package",
    "fonts": "package",
    "docs": "",
}


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_env(extras: str) -> Path:
    """Create the environment if missing; reinstall when pyproject.toml or the extras change."""
    if sys.version_info < (3, 11):
        sys.exit(f"MJScore needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    python = venv_python()
    if not python.exists():
        print(f"Creating the environment in {VENV} ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    wanted = set(filter(None, extras.split(",")))
    stamp = VENV / ".mjscore-installed"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    installed = stamp.read_text().split("\n") if stamp.exists() else []
    have = set(filter(None, installed[1].split(","))) if len(installed) > 1 and installed[0] == digest else None
    if have is None or not wanted <= have:
        everything = wanted | (have or set())
        target = f".[{','.join(sorted(everything))}]" if everything else "."
        print(f"Installing MJScore {target} into {VENV} ...", flush=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", "-e", target], cwd=ROOT, check=True)
        stamp.write_text(f"{digest}\n{','.join(sorted(everything))}")
    return python


def lint(python: Path) -> int:
    """Every check, even after one fails, so one run lists everything to fix."""
    checks = [
        [python, "-m", "ruff", "check", "."],
        [python, "-m", "ruff", "format", "--check", "."],
        [python, "-m", "mypy"],
    ]
    failed = [" ".join(map(str, c[2:])) for c in checks if call(c, cwd=ROOT) != 0]
    if failed:
        print(f"lint: failed: {'; '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


def call(args: list, **kwargs) -> int:
    """Run a child and return its exit status as a shell reports it: a child killed by a
    signal (Qt aborting, Ctrl+C) gives 128 + the signal's number, not Python's negative
    code, which sys.exit would wrap into a meaningless 256 - n."""
    try:
        code = subprocess.call(args, **kwargs)
    except KeyboardInterrupt:  # the child got the Ctrl+C too and has stopped
        return 130
    return 128 - code if code < 0 else code


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in EXTRAS:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    python = ensure_env(EXTRAS[command])
    if command == "run":
        return call([python, "-m", "mjscore_gui", *rest])
    if command == "docs":
        code = "from mjscore_gui.rules_page import write_preset_docs; write_preset_docs()"
        return call([python, "-c", code], cwd=ROOT)
    if command == "fonts":  # needs the Noto Sans CJK collection (Debian/Ubuntu: fonts-noto-cjk)
        return call([python, str(ROOT / "resources" / "fonts" / "make_subset.py"), *rest])
    if command == "package":
        return call(["bash", str(ROOT / "packaging" / "build.sh"), *rest])
    if command == "lint":
        return lint(python)
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    if command == "bench":
        args = [
            python,
            "-m",
            "pytest",
            "tests/benchmarks",
            "-s",
            "-o",
            "addopts=",
            "-o",
            "python_files=bench_*.py",
            *rest,
        ]
    elif "--all" in rest:
        args = [python, "-m", "pytest", *(a for a in rest if a != "--all")]
    else:
        args = [python, "-m", "pytest", "-m", "not slow", *rest]
    return call(args, cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
