"""Starting the window: the application, its language, its ledger, its error dialog.

`create_main_window(data_dir)` builds the window, the same for tests, the self-test and a
launch; `run_app()` is `mjscore` with no arguments.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from mjscore_gui.club.folder.settings_file import see_club_rulesets
from mjscore_gui.display import NO_DISPLAY_EXIT, guarded, missing_display, say_no_display
from mjscore_gui.fonts import install_fonts
from mjscore_gui.gui import i18n
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets.plain import shown
from mjscore_gui.gui.window.errors import install_error_dialog
from mjscore_gui.gui.window.ledger_check import check_in_background
from mjscore_gui.gui.window.main_window import MainWindow
from mjscore_gui.gui.window.rulebook_menu import install_rulebook_menu
from mjscore_gui.ledger import LedgerError, LedgerFault
from mjscore_gui.ledger.checks import UNREADABLE, unplayable
from mjscore_gui.ledger.errors import DamagedLedger
from mjscore_gui.ledger.file import fault, set_aside
from mjscore_gui.ledger.ledger import FILE_NAME
from mjscore_gui.paths import data_dir as default_data_dir
from mjscore_gui.paths import rulesets_dir as default_rulesets_dir
from mjscore_gui.resources import resource_path
from mjscore_gui.rulebook import RulesetLibrary


def _application() -> QApplication:
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
    assert isinstance(app, QApplication)
    return app


def create_main_window(data_dir, rulesets_dir=None) -> MainWindow:
    """The main window with its ledger stored under `data_dir`; the club's house rulesets
    in `rulesets_dir` (default: a folder inside `data_dir`). Tests, the self-test and a
    launch all build it here."""
    app = _application()
    i18n.install(app)
    data_dir = Path(data_dir)
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # a full disk, a read-only place: said in one line
        raise fault(exc, data_dir / "ledger.sqlite3") from None
    # SQLite's check of every page runs beside the window (gui/window/ledger_check.py):
    # on a club's decade in one file (1,000 nights of 80 hands, 78 MB) it takes 55-62 ms
    # against 2 ms for the open without it, a quarter of the window's start-up. Measured
    # so, the window is ready on that file in 239 ms against 231 ms on a one-night file.
    known, kept = None, None
    try:
        window = _build(data_dir, deep_check=False, fresh_on_damage=False)
    except LedgerFault as exc:
        if exc.reason != LedgerFault.DAMAGED:
            raise
        known = exc.problem if isinstance(exc, DamagedLedger) else _damage(exc)
        try:
            # The damaged file, read-only, while the player chooses (ledger_check.py).
            window = _build(data_dir, deep_check=False, read_only=True)
        except LedgerError:
            # Too damaged to show: kept aside, an empty ledger started, and what can still
            # be read from it listed with the latest backup offered.
            kept = set_aside(data_dir / FILE_NAME)
            window = _build(data_dir, deep_check=True)
    install_rulebook_menu(window, RulesetLibrary(Path(rulesets_dir or data_dir / "rulesets")))
    _set_icon(window)
    check_in_background(window, known, kept)
    return window


def _damage(exc: LedgerFault) -> str:
    text = str(exc)
    return "is damaged" + (f" ({text.split('(', 1)[1].split(')')[0]})" if "(" in text else "")


def _build(data_dir: Path, deep_check: bool, read_only: bool = False, fresh_on_damage: bool = True) -> MainWindow:
    table = Table.open(data_dir, deep_check, read_only, fresh_on_damage)
    settings = QSettings(str(data_dir / "window.ini"), QSettings.Format.IniFormat)
    try:
        unshown = _unplayable(table)
        window = MainWindow(table, settings, table.notice)
    except BaseException:
        table.close()
        raise
    if unshown:
        window.session_check.say([unshown])
    return window


def _unplayable(table: Table) -> str | None:
    """Why the latest session cannot be shown (a stored hand that no longer settles),
    naming it; the window then opens on no session and says so."""
    session = table.session
    if session is None:
        return None
    try:
        session.played()  # what the window reads first, kept for it
        return None
    except LedgerFault:
        raise
    except UNREADABLE:
        table.session = None
        return unplayable(session) or "the latest session cannot be read"


def run_app() -> int:
    if missing_display():
        say_no_display()
        return NO_DISPLAY_EXIT
    app = _application()
    see_club_rulesets()  # the club folder's rulesets resolve by id, as in every command
    try:
        window = create_main_window(default_data_dir(), default_rulesets_dir())
    except LedgerError as exc:
        # A full disk, a lock held by another program, a file from a newer MJScore: the
        # ledger is left as it is and the player is told what to do, not shown a crash.
        QMessageBox.critical(None, "MJScore", shown(str(exc)))
        return 1
    install_error_dialog(window)
    window.show()
    if os.environ.get("MJSCORE_STARTUP_PROBE"):
        window.installEventFilter(_FirstPaint(app, window))
    code = app.exec()
    window.table.close()
    return code


class _FirstPaint(QObject):
    """For tests/benchmarks/bench_startup.py: says 'ready' once the window has painted and
    the event loop has gone idle (it then takes clicks), and quits."""

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        super().__init__(window)
        self.app = app
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.ready)  # runs once the queued work after the paint is done
        return False

    def ready(self) -> None:
        # The CPU time taken to get here too: steadier than wall-clock time on a busy machine.
        print(f"ready {time.perf_counter():.6f} {time.process_time():.6f}", flush=True)
        QTimer.singleShot(0, self.app.quit)


def _set_icon(window: MainWindow) -> None:
    """The window's icon from the rendered PNG sizes, or the SVG when the PNGs are missing."""
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
