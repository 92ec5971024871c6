"""One translation for everything outside Qt's widgets: the Qt-free models, the
command line's text and the pictures.

The catalogue is the one the window's QTranslator loads: resources/translations/
mjscore_<lang>.ts, which update.py writes from zh_HK.py (the source of truth). It is
read once, on the first Chinese lookup. Every message is written as
`tr("Context", "text")` or `tr("Context", "text", lang)` so update.py finds it.
The language: an explicit `lang`, else MJSCORE_LANG, else the window's (set_language).
"""

from __future__ import annotations

import os
from functools import cache

from mjscore_gui.resources import resource_path

_window = ["en"]


def set_language(lang: str) -> None:
    """The window's language once its translation is loaded (gui/i18n.install)."""
    _window[0] = lang


def language(lang: str | None = None) -> str:
    return lang or os.environ.get("MJSCORE_LANG", "").strip() or _window[0]


def is_chinese(lang: str | None = None) -> bool:
    return language(lang).lower().startswith("zh")


@cache
def _catalogue() -> dict[tuple[str, str], str]:
    import xml.etree.ElementTree as ET  # only when Chinese is asked for: English never pays for it

    try:
        root = ET.parse(resource_path("translations", "mjscore_zh_HK.ts")).getroot()
    except (FileNotFoundError, ET.ParseError):
        return {}
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.findtext("translation")
            if translation:
                found[(name, message.findtext("source", ""))] = translation
    return found


def tr(context: str, text: str, lang: str | None = None) -> str:
    """`text` in the language chosen; English (the source) when it has no translation."""
    if not is_chinese(lang):
        return text
    return _catalogue().get((context, text), text)
