"""The release workflow (.github/workflows/release.yml) cannot run here; its shape is checked.

It must be valid YAML, run on a version tag, build and smoke-test on Ubuntu 22.04, Windows
and macOS with the same scripts the Linux CI test uses, and upload the installers.
"""

from __future__ import annotations

from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML is needed to read release.yml (the `test` extra)")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


@pytest.fixture(scope="module")
def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def steps_text(job: dict) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", "")) for step in job["steps"])


def test_runs_on_version_tags(workflow):
    trigger = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert "v*" in trigger["push"]["tags"]


def test_builds_on_each_system(workflow):
    jobs = workflow["jobs"]
    runners = {name: job["runs-on"] for name, job in jobs.items()}
    assert runners["linux"] == "ubuntu-22.04"
    assert runners["windows"].startswith("windows")
    assert runners["macos"].startswith("macos")


def test_every_build_is_smoke_tested_and_uploaded(workflow):
    jobs = workflow["jobs"]
    for name in ("linux", "windows", "macos"):
        text = steps_text(jobs[name])
        assert "packaging/smoke_test.py" in text, f"{name} never smoke-tests its build"
        assert "actions/upload-artifact" in text, f"{name} uploads nothing"
        assert "packaging/mjscore.spec" in text or "packaging/build.sh" in text
    linux = steps_text(jobs["linux"])
    assert "bash packaging/build.sh" in linux and "dpkg-deb -x" in linux
    assert "mjscore.iss" in steps_text(jobs["windows"])
    assert "make_dmg.sh" in steps_text(jobs["macos"])


def test_release_job_uploads_all_installers_on_tags(workflow):
    release = workflow["jobs"]["release"]
    assert set(release["needs"]) == {"linux", "windows", "macos"}
    assert "refs/tags/" in release["if"]
    assert release["permissions"]["contents"] == "write"
    assert "gh release create" in steps_text(release)


def test_signing_runs_only_with_secrets(workflow):
    jobs = workflow["jobs"]
    for name in ("windows", "macos"):
        signing = [s for s in jobs[name]["steps"] if "sign" in s.get("name", "").lower() or "certificate" in s.get("name", "").lower()]
        assert signing, f"{name} has no signing step"
        assert all("!= ''" in s.get("if", "") or "make_dmg" in s.get("run", "") for s in signing)


def test_scripts_it_calls_exist():
    for path in ("packaging/build.sh", "packaging/smoke_test.py", "packaging/mjscore.spec",
                 "packaging/measure_startup.py", "packaging/windows/mjscore.iss",
                 "packaging/macos/make_dmg.sh", "packaging/macos/entitlements.plist"):
        assert (ROOT / path).is_file(), path
