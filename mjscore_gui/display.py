"""Starting Qt without a usable display: one line a player can act on, not Qt's abort.

With no display (an SSH session, a server, a container) or one that cannot be opened,
Qt prints advice about reinstalling the application and aborts the process (SIGABRT,
a core dump on some systems). MJScore says instead what is needed and what works
without a desktop, and exits with NO_DISPLAY_EXIT.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from typing import TypeVar

App = TypeVar("App")

NO_DISPLAY_EXIT = 3
NO_DISPLAY = "MJScore needs a graphical desktop; for scripting use `mjscore score …`"
# Platforms that draw without a display server (tests, the self-test, screenshots).
HEADLESS_PLATFORMS = {"offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay"}


def missing_display(env: Mapping[str, str] | None = None, platform: str = sys.platform) -> bool:
    """True when Qt would look for an X11 or Wayland server and there is none to ask for.

    Only on Linux and the BSDs: Windows and macOS always have their desktop."""
    variables = os.environ if env is None else env
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return False
    wanted = [p.split(":")[0].strip() for p in variables.get("QT_QPA_PLATFORM", "").split(";") if p.strip()]
    if any(p in HEADLESS_PLATFORMS for p in wanted):
        return False
    if variables.get("DISPLAY") or variables.get("WAYLAND_DISPLAY"):
        return False
    # A Wayland compositor listens on $XDG_RUNTIME_DIR/wayland-0 even when the variable is unset.
    runtime = variables.get("XDG_RUNTIME_DIR")
    return not (runtime and os.path.exists(os.path.join(runtime, "wayland-0")))


# What Qt's X11 (xcb) platform plugin loads from the system, by the Debian/Ubuntu package
# that has it (libxcb-cursor0 since Qt 6.5). Qt names none of them when one is missing: it
# only says the plugin "could not be loaded", so MJScore looks for each itself.
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-image": "libxcb-image0",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-randr": "libxcb-randr0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-shape": "libxcb-shape0",
    "xcb-xfixes": "libxcb-xfixes0",
    "xcb-xkb": "libxcb-xkb1",
    "xkbcommon-x11": "libxkbcommon-x11-0",
}


def missing_xcb_packages(find: Callable[[str], str | None] | None = None) -> list[str]:
    """The packages of XCB_LIBRARIES whose library the system's linker cannot find."""
    from ctypes.util import find_library

    look = find or find_library
    return [package for library, package in XCB_LIBRARIES.items() if not look(library)]


def plugin_line(detail: str, missing: list[str]) -> str:
    """The one line for a window Qt could not open: for the xcb plugin, which system
    libraries to install and how."""
    line = f"MJScore could not open its window: {detail}"
    if "xcb" in detail and missing:
        line += f"; Qt's X11 plugin needs {', '.join(missing)} (Debian/Ubuntu: sudo apt install {' '.join(missing)})"
    return line


def say_no_display(reason: str = "") -> None:
    line = NO_DISPLAY if not reason else f"{NO_DISPLAY} ({reason})"
    print(line, file=sys.stderr, flush=True)


def guarded(make_application: Callable[[], App]) -> App:
    """make_application() with Qt's fatal "could not start" turned into NO_DISPLAY and an exit.

    Qt reports a display it cannot open as a fatal message and then aborts; a message
    handler runs before the abort, so it can print the one line and end the process
    cleanly. Qt's other start-up messages are held back and passed on once the
    application exists, so a working start is as quiet or as chatty as before."""
    # Qt is imported here, not at the top: `missing_display` above answers without it, so a
    # start with no display says so before loading Qt.
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    held: list[str] = []

    def handler(mode: QtMsgType, context: QMessageLogContext | None, message: str) -> None:
        if mode == QtMsgType.QtFatalMsg:
            displays = [m for m in held if "connect to display" in m or "cannot open display" in m.lower()]
            if displays or missing_display():
                say_no_display(displays[-1].strip() if displays else "")
            else:  # a display is there but Qt cannot use it (a library missing, say)
                detail = (held[-1] if held else message).strip().splitlines()[0]
                print(plugin_line(detail, missing_xcb_packages() if "xcb" in detail else []), file=sys.stderr)
            sys.stderr.flush()
            os._exit(NO_DISPLAY_EXIT)
        held.append(message)

    previous = qInstallMessageHandler(handler)
    try:
        app = make_application()
    finally:
        qInstallMessageHandler(previous)
    for message in held:
        if previous is not None:
            previous(QtMsgType.QtWarningMsg, QMessageLogContext(), message)  # where it came from is not kept
        else:
            print(message, file=sys.stderr)
    return app
