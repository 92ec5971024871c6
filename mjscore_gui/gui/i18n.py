"""Choosing the window's language: MJSCORE_LANG (`en`, `zh_HK`), else the system's.

The translations are compiled .qm files in resources/translations/; a missing file
leaves the English text (every string is still marked with tr() for the next one).
Qt's own translation (qtbase_zh_TW for zh_HK) is loaded beside it, for the standard
dialog buttons.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

from mjscore_gui import i18n
from mjscore_gui.resources import resource_path

_installed: list[QTranslator] = []
_current = ["en"]


def current() -> str:
    """The language the window is showing."""
    return _current[0]


def language() -> str:
    wanted = os.environ.get("MJSCORE_LANG", "").strip()
    if wanted:
        return wanted
    name = QLocale.system().name()  # e.g. zh_HK, zh_TW, en_GB
    return "zh_HK" if name.startswith(("zh_HK", "zh_TW", "zh_MO")) else "en"


def install(app) -> str:
    """Load the translation once per application; returns the language in use."""
    lang = language()
    if _installed or lang.lower().startswith("en"):
        return lang
    try:
        directory = resource_path("translations")
    except FileNotFoundError:
        return "en"
    translator = QTranslator(app)
    if translator.load(f"mjscore_{lang}", str(directory)):
        app.installTranslator(translator)
        _installed.append(translator)
        _current[0] = lang
        i18n.set_language(lang)
        _install_qt_translation(app, lang)
        return lang
    return "en"


# Qt's own strings (the standard dialogs' OK, Cancel, Yes, No): Qt ships no zh_HK, and
# Hong Kong reads the Traditional Chinese of zh_TW.
QT_LANGUAGES = {"zh_HK": "zh_TW"}


def _install_qt_translation(app, lang: str) -> None:
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(f"qtbase_{QT_LANGUAGES.get(lang, lang)}", folder):
        app.installTranslator(translator)
        _installed.append(translator)
