"""Choosing the window's language: MJSCORE_LANG (`en`, `zh_HK`), else the system's.

The translations are compiled .qm files in resources/translations/; a missing file
leaves the English text (every string is still marked with tr() for the next one).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from mjscore_gui.gui.models import text

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
    text.install(lambda context, source: QCoreApplication.translate(context, source))
    if _installed or lang.lower().startswith("en"):
        return lang
    try:
        from mjscore_gui.resources import resource_path

        directory = resource_path("translations")
    except FileNotFoundError:
        return "en"
    translator = QTranslator(app)
    if translator.load(f"mjscore_{lang}", str(directory)):
        app.installTranslator(translator)
        _installed.append(translator)
        _current[0] = lang
        return lang
    return "en"
