"""The built wheel works on its own: resources travel inside it and are found there.

Builds the wheel, installs it with its dependencies into a fresh venv outside the
checkout, and runs `mjscore rules list` and one `mjscore score` from a folder where no
source checkout can be seen.
"""

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from tests.examples import EXAMPLE_HAND, assert_example_result

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_wheel_installed_in_a_fresh_venv_finds_its_resources(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), str(ROOT)],
        check=True,
    )
    (wheel,) = wheels.glob("mjscore-*.whl")

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    subprocess.run([python, "-m", "pip", "install", "--quiet", str(wheel)], check=True)
    mjscore = env_dir / ("Scripts/mjscore.exe" if os.name == "nt" else "bin/mjscore")

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["MJSCORE_DATA_DIR"] = str(tmp_path / "data")

    where = subprocess.run(
        [python, "-c", "import mjscore_gui.resources as r; print(r.resource_root())"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(env_dir), f"resources found outside the installed wheel: {where}"
    # The window's Chinese font and its licence travel with the wheel too.
    for name in ("MJScoreCJK-Regular.otf", "MJScoreCJK-Bold.otf", "OFL.txt"):
        assert (Path(where) / "fonts" / name).is_file(), f"the wheel lacks resources/fonts/{name}"

    listed = subprocess.run(
        [mjscore, "rules", "list"], cwd=elsewhere, env=env, capture_output=True, text=True, check=True
    )
    assert "hk" in [r["id"] for r in json.loads(listed.stdout)]

    scored = subprocess.run(
        [mjscore, "score"],
        input=json.dumps(EXAMPLE_HAND),
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert_example_result(json.loads(scored.stdout))
