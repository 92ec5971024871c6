"""The Chinese font the window draws with, shipped so that no system CJK font is needed.

resources/fonts/MJScoreCJK-*.otf is Noto Sans CJK HK cut to the characters the app
shows (resources/fonts/make_subset.py regenerates it). It is added to the application's
fonts and listed after the platform's default family, so Latin text keeps the desktop's
look and every Chinese character (東 莊 碰 番) comes from the same font on every machine,
including one with only DejaVu installed, where it would otherwise be a box.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QFontInfo

from mjscore_gui.resources import resource_path

FAMILY = "MJScore CJK"
FILES = ("MJScoreCJK-Regular.otf", "MJScoreCJK-Bold.otf")

_loaded: list[str] = []


def install_fonts(app) -> list[str]:
    """Load the bundled CJK font once and make it the application font's fallback.

    Returns the families loaded (empty when the font files are missing: the window still
    works, with whatever CJK font the system has)."""
    if not _loaded:
        for name in FILES:
            try:
                path = resource_path("fonts", name)
            except FileNotFoundError:
                break
            font_id = QFontDatabase.addApplicationFont(str(path)) if path.is_file() else -1
            if font_id >= 0:
                _loaded.extend(f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in _loaded)
    if FAMILY not in _loaded:
        return []
    font = app.font()
    families = [f for f in font.families() if f != FAMILY]
    # The desktop's default is often an alias ("Sans Serif") that only fontconfig knows;
    # in a family list Qt would skip it and make our CJK font the main one (Latin text and
    # line height included). Name the font the alias resolves to instead.
    resolved = QFontInfo(font).family() if FAMILY not in font.families() else None
    if resolved and resolved != FAMILY:
        families = [resolved, *[f for f in families if f != resolved]]
    font.setFamilies([*families, FAMILY])
    # Not QFont.insertSubstitution: for a family that is only a fontconfig alias ("Sans
    # Serif") Qt would take the substitute as the main font, Latin text and line height too.
    app.setFont(font)
    return list(_loaded)
