#!/usr/bin/env python3
"""Smoke-test a built MJScore: the bundle folder, an unpacked .deb, the .app, the Windows folder.

    python packaging/smoke_test.py dist/mjscore/mjscore
    python packaging/smoke_test.py dist/mjscore/mjscore-cli.exe                  (Windows)
    python packaging/smoke_test.py dist/MJScore.app/Contents/MacOS/mjscore --install-root dist/MJScore.app

Runs, with QT_QPA_PLATFORM=offscreen and the user's data folder pointed at a temporary one:
  --version; --bundle-check (Qt, its plugins, the tile art, icons and Qt translations all
  load from inside the bundle); `rules list`; `score` of packaging/sample_hand.json; and
  `--self-test` (the window opens, scores and records a sample hand) when the checkout has
  mjscore_gui/selftest.py. The first three and `score` stay even then: they catch what the
  self-test does not (a subcommand module or a ruleset left out of the bundle).
Then checks that nothing was written into the install folder: the ledger and settings
belong in the user data folder, so an upgrade (which replaces the install folder) or an
uninstall keeps them.

Standard library only, so the release workflow runs it on any Python. Exits 0 when all
passed, 1 naming what failed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SAMPLE = Path(__file__).resolve().parent / "sample_hand.json"
TIMEOUT = 180  # seconds for one command; a cold start on a slow CI runner is far below this


class SmokeFailure(Exception):
    pass


def snapshot(root: Path) -> dict[str, tuple[int, int]]:
    """Every file under root with its size and modification time."""
    out = {}
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            st = path.stat()
            out[str(path.relative_to(root))] = (st.st_size, st.st_mtime_ns)
    return out


def user_dirs_env(home: Path) -> dict[str, str]:
    """An environment whose every per-user folder (platformdirs' sources) is under home."""
    env = {k: v for k, v in os.environ.items() if k != "MJSCORE_DATA_DIR"}
    env.update(
        HOME=str(home),
        USERPROFILE=str(home),
        APPDATA=str(home / "AppData" / "Roaming"),
        LOCALAPPDATA=str(home / "AppData" / "Local"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
        XDG_CACHE_HOME=str(home / ".cache"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.pop("PYTHONPATH", None)  # the bundle must not lean on a checkout
    env.pop("PYTHONHOME", None)
    return env


def run(exe: Path, args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    start = time.monotonic()
    proc = subprocess.run(
        [str(exe), *args],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=TIMEOUT,
        check=False,  # the code is reported below
    )
    took = time.monotonic() - start
    label = " ".join(["mjscore", *args])
    if proc.returncode != 0:
        raise SmokeFailure(
            f"`{label}` exited {proc.returncode}\n--- stdout\n{proc.stdout[-4000:]}\n--- stderr\n{proc.stderr[-4000:]}"
        )
    print(f"ok  {label}  ({took:.2f} s)", flush=True)
    return proc


def smoke(exe: Path, install_root: Path, repo: Path, self_test: bool | None, data_dir: Path | None) -> list[str]:
    """Runs every check; returns what ran. Raises SmokeFailure on the first failure."""
    exe = exe.resolve()
    if not exe.is_file():
        raise SmokeFailure(f"no executable at {exe}")
    if self_test is None:
        self_test = (repo / "mjscore_gui" / "selftest.py").is_file()
    ran = []
    before = snapshot(install_root)
    with tempfile.TemporaryDirectory(prefix="mjscore-smoke-") as tmp:
        tmp = Path(tmp)
        home = tmp / "home"
        home.mkdir()
        env = user_dirs_env(home)
        if data_dir is not None:
            env["MJSCORE_DATA_DIR"] = str(data_dir)
        cwd = tmp  # not the install folder, not the checkout

        out = run(exe, ["--version"], env, cwd).stdout.strip()
        if not out.startswith("mjscore "):
            raise SmokeFailure(f"--version printed {out!r}")
        ran.append("version")

        report = json.loads(run(exe, ["--bundle-check"], env, cwd).stdout)
        if report["tiles"] == 0:
            raise SmokeFailure("--bundle-check found no tile art in the bundle")
        if "fonts" in report and "MJScore CJK" not in report["fonts"]:
            raise SmokeFailure(f"--bundle-check did not load the bundled CJK font: {report['fonts']!r}")
        ran.append("bundle-check")

        rulesets = json.loads(run(exe, ["rules", "list"], env, cwd).stdout)
        if not any(r.get("id") == "hk" for r in rulesets):
            raise SmokeFailure(f"`rules list` lacks the hk ruleset: {rulesets!r}")
        ran.append("rules list")

        result = json.loads(run(exe, ["score", str(SAMPLE)], env, cwd).stdout)
        if not (result.get("valid") and result.get("meets_minimum") and result.get("faan", 0) >= 3):
            raise SmokeFailure(f"`score` of the sample hand gave {result!r}")
        ran.append("score")

        if self_test:
            run(exe, ["--self-test"], env, cwd)
            ran.append("self-test")

    after = snapshot(install_root)
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    if changed:
        raise SmokeFailure(
            "the app wrote into its install folder (user data belongs in the user data folder): "
            + ", ".join(changed[:20])
        )
    ran.append("install folder untouched")
    return ran


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exe", type=Path, help="the built mjscore executable (mjscore-cli.exe on Windows)")
    parser.add_argument("--install-root", type=Path, help="folder that must stay untouched (default: the exe's folder)")
    parser.add_argument("--repo", type=Path, default=REPO, help="checkout the build came from (default: this one)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--self-test",
        dest="self_test",
        action="store_true",
        default=None,
        help="run --self-test even if the checkout has no mjscore_gui/selftest.py",
    )
    group.add_argument("--no-self-test", dest="self_test", action="store_false")
    parser.add_argument(
        "--data-dir",
        type=Path,
        help="MJSCORE_DATA_DIR for the runs (default: unset, so the "
        "platformdirs folder under a temporary HOME is used)",
    )
    args = parser.parse_args(argv)
    root = (args.install_root or args.exe.resolve().parent).resolve()
    try:
        ran = smoke(args.exe, root, args.repo.resolve(), args.self_test, args.data_dir)
    except (SmokeFailure, subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
        print(f"SMOKE TEST FAILED: {exc}", file=sys.stderr)
        return 1
    print(f"smoke test passed: {', '.join(ran)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
