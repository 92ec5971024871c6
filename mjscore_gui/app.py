"""Starting the window: the application, its language, its ledger, its error dialog.

`create_main_window(data_dir)` is what tests and the self-test use; `run_app()` is
`mjscore` with no arguments.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _application():
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from mjscore_gui.display import guarded
    from mjscore_gui.fonts import install_fonts

    app = QApplication.instance()
    if app is None:
        app = guarded(lambda: QApplication(sys.argv[:1]))
        app.setApplicationName("MJScore")
        app.setOrganizationName("MJScore")
        # No application display name: Qt adds one to every title the desktop shows unless
        # the title ends with it, which made "MJScore — Friday club — MJScore".
    # The .desktop file's name: Wayland matches the window to it for the menu icon.
    QGuiApplication.setDesktopFileName("mjscore")
    install_fonts(app)
    return app


def open_table(data_dir: Path, deep_check: bool = True):
    """The table session over the ledger in `data_dir`; (table, notice for the user)."""
    from mjscore_gui.gui.state.sqlite_ledger import SqliteLedger
    from mjscore_gui.gui.state.table import TableSession

    data_dir = Path(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    # No session yet on a first launch: the window asks for names.
    backend = SqliteLedger.open(data_dir, deep_check)
    return TableSession(backend), backend.notice


def create_main_window(data_dir, rulesets_dir=None, check_after_paint=False, after_paint=False):
    """The main window with its ledger stored under `data_dir` (tests, self-test); the
    club's house rulesets in `rulesets_dir` (default: a folder inside `data_dir`).
    `check_after_paint`: the ledger file's every page is checked after the window's first
    paint (gui/ledger_check.py) rather than before the window is built.
    `after_paint` (a launch): the window's icon is set, and its menus filled (their titles
    are there at once), once it has painted. On X11 showing a window with its icon
    converts every size of the icon for the window manager (~13 ms of the start-up: it
    shows the icon a moment later); the menus' items, shortcuts and Qt types ~4 ms."""
    from PySide6.QtCore import QSettings

    from mjscore_gui.gui import i18n
    from mjscore_gui.gui.window.main_window import MainWindow

    app = _application()
    i18n.install(app)
    table, notice = open_table(Path(data_dir), deep_check=not check_after_paint)
    settings = QSettings(str(Path(data_dir) / "window.ini"), QSettings.Format.IniFormat)
    try:
        window = MainWindow(table, settings, notice, menus_after_paint=after_paint)
    except BaseException:
        table.backend.close()  # a file that cannot be read through: let it be checked, set aside
        raise
    from mjscore_gui.engine.library import RulesetLibrary
    from mjscore_gui.gui.window.rulebook_menu import install_rulebook_menu

    install_rulebook_menu(window, RulesetLibrary(Path(rulesets_dir or Path(data_dir) / "rulesets")))
    if after_paint:
        from mjscore_gui.gui.before_paint import after_first_paint

        after_first_paint(window, lambda: _set_icon(window))
    else:
        _set_icon(window)
    if check_after_paint:
        from mjscore_gui.gui.window.ledger_check import check_after_first_paint

        check_after_first_paint(window)
    return window


def run_app() -> int:
    from mjscore_gui.display import NO_DISPLAY_EXIT, missing_display, say_no_display
    from mjscore_gui.paths import data_dir, rulesets_dir

    if missing_display():
        say_no_display()
        return NO_DISPLAY_EXIT
    _load_plain_python_first()
    # Found before PySide6 loads too (platformdirs, when no folder is given: see above).
    folder, rulesets = data_dir(), rulesets_dir()
    _spare_pyside_the_source_scan()
    from mjscore_gui.gui.window.errors import install_error_dialog
    from mjscore_gui.ledger import LedgerError

    app = _application()
    try:
        try:
            # The file's every page is checked after the first paint (a long night's takes
            # a moment); one too damaged to build the window from is checked, and set
            # aside, right here instead.
            window = create_main_window(folder, rulesets, check_after_paint=True, after_paint=True)
        except LedgerError:
            window = create_main_window(folder, rulesets, after_paint=True)
    except LedgerError as exc:
        # A full disk, a lock held by another program, a file from a newer MJScore: the
        # ledger is left as it is and the player is told what to do, not shown a crash.
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(None, "MJScore", str(exc))
        return 1
    install_error_dialog(window)
    window.show()
    if not os.environ.get("MJSCORE_STARTUP_PROBE"):
        return app.exec()
    _probe_startup(app, window)
    code = app.exec()
    window.table.backend.close()
    return code


def _load_plain_python_first() -> None:
    """Import the Qt-free layers the first window needs before PySide6: once PySide6 is
    loaded it reads the source of every module imported after it (looking for its
    `__feature__` imports), which cost the start-up ~15 ms for the ledger and engine."""
    import mjscore_gui.engine.library
    import mjscore_gui.gui.state.export
    import mjscore_gui.gui.state.hand_edit
    import mjscore_gui.gui.state.sqlite_ledger
    import mjscore_gui.gui.state.table
    import mjscore_gui.ledger  # noqa: F401 - imported for the side effect above


def _spare_pyside_the_source_scan() -> None:
    """Tell PySide6 up front what it would read the window's modules' source to find out.

    Once loaded, PySide6 reads the whole source of every module imported after it, to see
    whether it names PySide6 (a module that does may select `__feature__`s: MJScore selects
    none). For the ~45 window modules, and the standard library's that they import again,
    that cost the start-up ~9 ms. The answer is known: gui/ uses PySide6 (0: no feature
    selected); gui/models/ and every module loaded before PySide6 do not (-1: left out of
    feature switching, which MJScore never turns on). The table is PySide6's own
    (shibokensupport.feature.pyside_feature_dict); when a PySide6 version lacks it,
    nothing is done and PySide6 reads the sources as before.
    """
    before = list(sys.modules)  # loaded before PySide6: none of them selects a PySide6 feature
    import PySide6  # noqa: F401 - loads shiboken's support modules, the table among them

    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for name in before:
        table.setdefault(name, -1)
    gui = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gui")
    for folder, package, answer in (
        (gui, "mjscore_gui.gui", 0),
        (os.path.join(gui, "models"), "mjscore_gui.gui.state", -1),
    ):
        for name in os.listdir(folder):
            if name.endswith(".py"):
                table.setdefault(package if name == "__init__.py" else f"{package}.{name[:-3]}", answer)


def _probe_startup(app, window) -> None:
    """For tests/benchmarks/bench_startup.py: say 'ready' once the window has painted
    and the event loop has gone idle (it then takes clicks), and quit."""
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
                self.seen = True
                QTimer.singleShot(0, ready)  # runs once the queued work after the paint is done
            return False

    def ready():
        # The CPU time taken to get here too: steadier than wall-clock time on a busy machine.
        print(f"ready {time.perf_counter():.6f} {time.process_time():.6f}", flush=True)
        # Quit once what was queued after the first paint has run (the chart, which keeps
        # a long night's running totals for the next start), as in a real session.
        QTimer.singleShot(0, app.quit)

    probe = FirstPaint(window)
    window.installEventFilter(probe)
    window._startup_probe = probe


def _set_icon(window) -> None:
    """The window's icon from the rendered PNG sizes (no SVG engine to load at start-up),
    or the SVG when the PNGs are missing."""
    from PySide6.QtGui import QIcon

    from mjscore_gui.resources import resource_path

    try:
        folder = resource_path("icons")
    except FileNotFoundError:
        return
    pngs = sorted((folder / "png").glob("mjscore-*.png")) if (folder / "png").is_dir() else []
    icon = QIcon()
    for png in pngs:
        icon.addFile(str(png))
    if icon.isNull() and (folder / "mjscore.svg").is_file():
        icon = QIcon(str(folder / "mjscore.svg"))
    if not icon.isNull():
        window.setWindowIcon(icon)


if __name__ == "__main__":  # pragma: no cover - `python -m mjscore_gui` is the entry point
    os.environ.setdefault("QT_QPA_PLATFORM", "")
    sys.exit(run_app())
