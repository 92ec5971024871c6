"""Starting MJScore where it cannot open a window, and the command line's start-up.

No display, or one that cannot be opened, gives one line and exit status 3 instead of
Qt's abort; `tasks.py run` passes a child's status on as a shell would; the scripting
subcommands never load Qt.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from mjscore_gui.display import NO_DISPLAY, NO_DISPLAY_EXIT, missing_display

ROOT = Path(__file__).resolve().parent.parent


def start_window(tmp_path, **env_changes) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(
        PYTHONPATH=str(ROOT), MJSCORE_DATA_DIR=str(tmp_path / "data"), XDG_RUNTIME_DIR=str(tmp_path), **env_changes
    )
    return subprocess.run(
        [sys.executable, "-m", "mjscore_gui"],
        check=False,
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Windows and macOS always have their desktop")
def test_no_display_says_so_in_one_line(tmp_path):
    proc = start_window(tmp_path)
    assert proc.returncode == NO_DISPLAY_EXIT
    assert proc.stderr.strip() == NO_DISPLAY
    assert "mjscore score" in NO_DISPLAY
    assert not (tmp_path / "data").exists(), "nothing is created when the window cannot open"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays are a Linux matter here")
def test_a_display_that_cannot_be_opened_gives_one_line_not_an_abort(tmp_path):
    number = 917
    while Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    proc = start_window(tmp_path, DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb")
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == NO_DISPLAY_EXIT, proc.stderr  # not -6 (SIGABRT)
    assert len(lines) == 1, proc.stderr
    assert "Reinstalling" not in proc.stderr
    # With Qt's xcb libraries installed Qt gets as far as asking for the display; without
    # them (a bare CI box) it names the missing library instead. Either way: one line.
    assert lines[0].startswith((NO_DISPLAY, "MJScore could not open its window:")), lines[0]
    if "connect to display" in proc.stderr:
        assert lines[0] == f"{NO_DISPLAY} (could not connect to display :{number})"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, True),
        ({"DISPLAY": ":0"}, False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, True),
    ],
)
def test_which_starts_need_a_display(env, expected, tmp_path):
    env = dict(env, XDG_RUNTIME_DIR=str(tmp_path))
    assert missing_display(env, "linux") is expected
    (tmp_path / "wayland-0").touch()  # a compositor's socket, without WAYLAND_DISPLAY set
    assert missing_display(env, "linux") is False
    assert missing_display(env, "win32") is False
    assert missing_display(env, "darwin") is False


def run_through_tasks(child: str) -> int:
    """Exit status of `python -c "tasks.call(child)"`, i.e. what `tasks.py run` hands the shell."""
    code = f"import sys, tasks; sys.exit(tasks.call([sys.executable, '-c', {child!r}]))"
    return subprocess.run([sys.executable, "-c", code], check=False, cwd=ROOT, timeout=60).returncode


def test_tasks_passes_the_childs_exit_status_through():
    assert run_through_tasks("import sys; sys.exit(3)") == 3
    assert run_through_tasks("pass") == 0


@pytest.mark.skipif(os.name == "nt", reason="POSIX signals")
def test_tasks_reports_a_child_killed_by_a_signal_as_a_shell_does():
    assert run_through_tasks("import os, signal; os.kill(os.getpid(), signal.SIGABRT)") == 128 + signal.SIGABRT


def test_a_missing_xcb_library_is_named_with_its_install_command():
    """Issue 29: Qt said only 'Could not load the Qt platform plugin "xcb"'; the line now
    names the Debian packages whose libraries the linker cannot find, and how to add them."""
    from mjscore_gui.display import XCB_LIBRARIES, missing_xcb_packages, plugin_line

    present = {"xcb-cursor", "xcb-image", "xcb-randr", "xcb-render-util", "xcb-shape", "xcb-xfixes", "xcb-xkb"}
    missing = missing_xcb_packages(lambda name: f"lib{name}.so" if name in present else None)
    assert missing == ["libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0"]
    line = plugin_line('Could not load the Qt platform plugin "xcb" in "" even though it was found.', missing)
    assert line.endswith(
        "; Qt's X11 plugin needs libxcb-icccm4, libxcb-keysyms1, libxkbcommon-x11-0"
        " (Debian/Ubuntu: sudo apt install libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0)"
    )
    assert "\n" not in line
    assert plugin_line("some other failure", missing) == "MJScore could not open its window: some other failure"
    assert missing_xcb_packages(lambda name: "found") == [] and len(XCB_LIBRARIES) == 10
