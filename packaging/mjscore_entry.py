"""PyInstaller's entry point for the bundled app: the same as `python -m mjscore_gui`.

One addition, for the packaging checks only: `mjscore --bundle-check` loads what a
frozen build can lose without the CLI noticing (Qt's libraries and plugins, the SVG tile
art through Qt's SVG image and icon plugins, the app icons, Qt's translations, the
bundled CJK font, the
resource folder through importlib.resources) and prints what it found as JSON. It exits
1 naming the first thing missing. It needs no display: run it with
QT_QPA_PLATFORM=offscreen.

And `MJSCORE_LIST_MODULES=FILE`: at exit, write the names of the imported modules to FILE,
one a line (tests/packaging checks that the subcommands start without loading Qt).
"""

import sys


def bundle_check() -> int:
    import json
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QLibraryInfo, QTranslator
    from PySide6.QtGui import QIcon, QImage, QImageReader, QPixmap
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    from mjscore_gui.resources import resource_root

    problems: list[str] = []
    app = QApplication([sys.argv[0]])
    root = resource_root()
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root and not str(root).startswith(str(frozen_root)):
        problems.append(f"resources found outside the bundle: {root}")

    formats = {bytes(f).decode() for f in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        problems.append("Qt's svg image-format plugin did not load")

    tiles = sorted((root / "tiles").glob("*.svg")) if (root / "tiles").is_dir() else []
    for tile in tiles:
        if not QSvgRenderer(str(tile)).isValid():
            problems.append(f"tile art does not render: {tile.name}")
        elif QImage(str(tile)).isNull():
            problems.append(f"tile art does not load as an image: {tile.name}")

    icons = root / "icons"
    if (icons / "mjscore.svg").is_file() and QIcon(str(icons / "mjscore.svg")).pixmap(48, 48).isNull():
        problems.append("Qt's svg icon-engine plugin did not load (mjscore.svg)")
    pngs = sorted((icons / "png").glob("*.png")) if (icons / "png").is_dir() else []
    for png in pngs:
        if QPixmap(str(png)).isNull():
            problems.append(f"icon does not load: {png.name}")

    qt_translations = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name in ("qtbase_zh_TW", "qtbase_en"):
        if not QTranslator().load(name, qt_translations):
            problems.append(f"Qt translation missing: {name}.qm")

    from mjscore_gui.fonts import FAMILY, install_fonts

    fonts = install_fonts(app)
    if FAMILY not in fonts:
        problems.append(
            f"the bundled CJK font ({FAMILY}) did not load: Chinese text would be boxes without a system font"
        )

    app_translations = sorted((root / "translations").glob("*.qm")) if (root / "translations").is_dir() else []
    for qm in app_translations:
        if not QTranslator().load(str(qm)):
            problems.append(f"app translation does not load: {qm.name}")

    report = {
        "platform": app.platformName(),
        "qt_plugins": QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath),
        "resources": str(root),
        "tiles": len(tiles),
        "icons": len(pngs),
        "translations": [qm.name for qm in app_translations],
        "fonts": fonts,
        "image_formats": sorted(formats),
        "problems": problems,
    }
    print(json.dumps(report, indent=2))
    if problems:
        print(f"mjscore --bundle-check: {problems[0]}", file=sys.stderr)
        return 1
    return 0


def install_startup_probe() -> None:
    """MJSCORE_STARTUP_PROBE=1: print MJSCORE-WINDOW-SHOWN when the main window first
    paints, then quit. packaging/measure_startup.py times that line, for this bundle and for
    the same entry script run from a venv, so both start the same way."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QWidget

    import mjscore_gui.app as app_module

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, obj, event):
            if (
                not self.seen
                and event.type() == QEvent.Type.Paint
                and isinstance(obj, QWidget)
                and obj.isWindow()
                and obj.inherits("QMainWindow")
            ):
                self.seen = True
                print("MJSCORE-WINDOW-SHOWN", flush=True)
                QTimer.singleShot(0, app_module._application().quit)
            return False

    make_app = app_module._application
    probe = FirstPaint()

    def application():
        app = make_app()
        if not getattr(app, "_mjscore_probe", False):
            app._mjscore_probe = True
            app.installEventFilter(probe)
        return app

    app_module._application = application


def list_modules_at_exit(path: str) -> None:
    import atexit

    def write() -> None:
        with open(path, "w", encoding="utf-8") as out:
            out.write("".join(f"{name}\n" for name in sorted(sys.modules)))

    atexit.register(write)


if __name__ == "__main__":
    import os

    if os.environ.get("MJSCORE_LIST_MODULES"):
        list_modules_at_exit(os.environ["MJSCORE_LIST_MODULES"])
    if sys.argv[1:] == ["--bundle-check"]:
        sys.exit(bundle_check())
    if os.environ.get("MJSCORE_STARTUP_PROBE") == "1":
        install_startup_probe()
    from mjscore_gui.cli import main

    sys.exit(main())
