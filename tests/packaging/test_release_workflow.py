"""The release workflow (.github/workflows/release.yml) cannot run here; its shape is checked.

It must be valid YAML, run on a version tag, build and smoke-test on Ubuntu 22.04, Windows
and macOS (Apple silicon and Intel) with the same scripts the Linux CI test uses, and
publish the installers with SHA256SUMS and notes saying which file is for which system
and how to open an unsigned build.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML is needed to read release.yml (the `test` extra)")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
# The words a player sees on screen at each unsigned-build hurdle (SmartScreen, Gatekeeper).
SMARTSCREEN_STEPS = ["More info", "Run anyway"]
GATEKEEPER_STEPS = ["Privacy & Security", "Open Anyway"]


def load_release_notes():
    spec = importlib.util.spec_from_file_location("mjscore_release_notes", ROOT / "packaging" / "release_notes.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
    assert runners["macos"] == "${{ matrix.runner }}"


def test_macos_builds_for_apple_silicon_and_intel(workflow):
    macos = workflow["jobs"]["macos"]
    arches = {entry["arch"]: entry["runner"] for entry in macos["strategy"]["matrix"]["include"]}
    assert set(arches) == {"arm64", "x86_64"}
    assert arches["arm64"] in {"macos-14", "macos-15", "macos-latest"}  # Apple silicon runners
    assert arches["x86_64"] in {"macos-13", "macos-15-intel"}  # Intel runners
    text = steps_text(macos)
    assert 'test "$(uname -m)" = "${{ matrix.arch }}"' in text, "each .dmg is built on its own processor"
    assert "macos-${{ matrix.arch }}.dmg" in text
    uploads = [s for s in macos["steps"] if "upload-artifact" in str(s.get("uses", ""))]
    assert uploads and "${{ matrix.arch }}" in uploads[0]["with"]["name"], "artifact names must not collide"


def test_every_build_is_smoke_tested_and_uploaded(workflow):
    jobs = workflow["jobs"]
    for name in ("linux", "windows", "macos"):
        text = steps_text(jobs[name])
        assert "packaging/smoke_test.py" in text, f"{name} never smoke-tests its build"
        assert "actions/upload-artifact" in text, f"{name} uploads nothing"
        assert "packaging/mjscore.spec" in text or "packaging/build.sh" in text
    linux = steps_text(jobs["linux"])
    assert "bash packaging/build.sh" in linux and "dpkg-deb -x" in linux
    linux_upload = next(s for s in jobs["linux"]["steps"] if "upload-artifact" in str(s.get("uses", "")))
    assert "mjscore_*.deb" in linux_upload["with"]["path"] and "linux-*.tar.xz" in linux_upload["with"]["path"]
    assert "apt-get remove" in linux and "warning" in linux, "removing the .deb is checked for dpkg warnings"
    assert "fonts-noto-cjk" not in linux, "the app carries its own CJK font"
    assert "mjscore.iss" in steps_text(jobs["windows"])
    assert "make_dmg.sh" in steps_text(jobs["macos"])


def test_release_job_uploads_all_installers_on_tags(workflow):
    release = workflow["jobs"]["release"]
    assert set(release["needs"]) == {"linux", "windows", "macos"}
    assert "refs/tags/" in release["if"]
    assert release["permissions"]["contents"] == "write"
    assert "gh release create" in steps_text(release)


def test_release_publishes_checksums_and_notes(workflow):
    release = workflow["jobs"]["release"]
    text = steps_text(release)
    assert "sha256sum" in text and "> SHA256SUMS" in text
    create = next(line for line in text.splitlines() if "gh release create" in line)
    assert "installers/*" in create, "SHA256SUMS is written into installers/ and uploaded with them"
    assert "--notes-file notes.md" in text and "packaging/release_notes.py" in text
    # Every file the notes point players to must exist before the release is made.
    notes = load_release_notes()
    for _system, name in notes.downloads("1.2.3"):
        pattern = name.replace("1.2.3", "$version").replace("_$version_", "_${version}_")
        assert pattern in text, f"the release job never checks for {pattern}"


def test_release_notes_say_which_file_and_how_to_open_unsigned_builds():
    notes = load_release_notes()
    unsigned = notes.notes("1.2.3", signed=False)
    for system, name in notes.downloads("1.2.3"):
        assert f"| {system} | `{name}` |" in unsigned
    assert re.search(r"Windows 10 or 11.*setup\.exe", unsigned)
    assert "Apple silicon" in unsigned and "Intel" in unsigned
    for words in SMARTSCREEN_STEPS + GATEKEEPER_STEPS:
        assert words in unsigned, words
    assert "SHA256SUMS" in unsigned
    signed = notes.notes("1.2.3", signed=True)
    assert "Run anyway" not in signed and "Open Anyway" not in signed


def test_readme_has_the_same_unsigned_build_steps():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for words in SMARTSCREEN_STEPS + GATEKEEPER_STEPS + ["SHA256SUMS"]:
        assert words in readme, words


def test_windows_uninstall_check_fails_when_the_ledger_cannot_be_made(workflow):
    step = next(s for s in workflow["jobs"]["windows"]["steps"] if "ledger new" in s.get("run", ""))
    script = step["run"]
    after = script[script.index("ledger new") :]
    guard = after.splitlines()[1]
    assert "$LASTEXITCODE -ne 0" in guard and "throw" in guard, guard
    assert "stand-in" not in script and "Set-Content" not in script, "no stand-in ledger file"


def test_signing_runs_only_with_secrets(workflow):
    jobs = workflow["jobs"]
    for name in ("windows", "macos"):
        signing = [
            s
            for s in jobs[name]["steps"]
            if "sign" in s.get("name", "").lower() or "certificate" in s.get("name", "").lower()
        ]
        assert signing, f"{name} has no signing step"
        assert all("!= ''" in s.get("if", "") or "make_dmg" in s.get("run", "") for s in signing)


def test_scripts_it_calls_exist():
    for path in (
        "packaging/build.sh",
        "packaging/smoke_test.py",
        "packaging/mjscore.spec",
        "packaging/measure_startup.py",
        "packaging/windows/mjscore.iss",
        "packaging/macos/make_dmg.sh",
        "packaging/macos/entitlements.plist",
        "packaging/release_notes.py",
        "packaging/linux/filter_icu.py",
        "packaging/linux/folder/install.sh",
        "packaging/rthooks/pyi_rth_mjscore_qt.py",
    ):
        assert (ROOT / path).is_file(), path
