"""The bundled CJK font covers every Chinese character a player can see.

resources/fonts/MJScoreCJK-*.otf is cut to the characters MJScore uses (make_subset.py
beside it). A Chinese string added anywhere without regenerating the subset would show
as a box on a machine with no CJK font: these tests name the characters and the place
they come from. Fix: `python3 tasks.py fonts` (= `python resources/fonts/make_subset.py`,
needs fonttools and fonts-noto-cjk), then commit the .otf files.

The characters are gathered here from where the app takes them (the translation files,
the pattern registry, tile names, settings, rulesets and payout tables, Qt's own dialog
translations), not from the generator's list, so a gap in the generator fails too.
"""

from __future__ import annotations

import importlib.util
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mjscore_gui.fonts import FAMILY, FILES

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
FONTS = RESOURCES / "fonts"
REGENERATE = "run `python3 tasks.py fonts` (or `python resources/fonts/make_subset.py`) and commit resources/fonts"


def load_generator():
    spec = importlib.util.spec_from_file_location("mjscore_make_subset", FONTS / "make_subset.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generator = load_generator()
is_cjk = generator.is_cjk


def strings_in(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_in(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in strings_in(v)]
    return []


def translation_strings() -> dict[str, list[str]]:
    found = {}
    for ts in sorted((RESOURCES / "translations").glob("*.ts")):
        found[ts.name] = [el.text or "" for el in ET.parse(ts).iter("translation")]
        found[ts.name] += [el.text or "" for el in ET.parse(ts).iter("numerusform")]
    spec = importlib.util.spec_from_file_location("mjscore_zh_hk", RESOURCES / "translations" / "zh_HK.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found["translations/zh_HK.py"] = strings_in(module.TRANSLATIONS)
    return found


def engine_strings() -> dict[str, list[str]]:
    from mjscore_gui.engine import tiles
    from mjscore_gui.engine.patterns import PATTERNS
    from mjscore_gui.engine.settings import all_settings
    from mjscore_gui.payout.tables import builtin_tables

    patterns = []
    for p in PATTERNS.values():
        patterns.append(p.name_zh)
        patterns += [zh for _en, zh in p.variants.values()]
    tile_names = [tiles.name_zh(t) for t in range(64) if _valid_tile(tiles, t)]
    settings = []
    for spec in all_settings():
        settings += [spec.label_zh, *strings_in(spec.choices)]
    return {
        "pattern names (name_zh)": patterns,
        "tile names": tile_names,
        "settings (label_zh)": settings,
        "payout tables (name_zh)": [t.name_zh for t in builtin_tables()],
    }


def _valid_tile(tiles, t: int) -> bool:
    try:
        tiles.name_zh(t)
    except (KeyError, IndexError, ValueError):
        return False
    return True


def data_strings() -> dict[str, list[str]]:
    found = {}
    for toml in sorted(RESOURCES.rglob("*.toml")):
        found[str(toml.relative_to(RESOURCES))] = strings_in(tomllib.loads(toml.read_text(encoding="utf-8")))
    return found


def qt_dialog_strings() -> dict[str, list[str]]:
    """Qt's own buttons and context menus, translated as the app loads them for zh_HK."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    translator = QTranslator()
    assert translator.load("qtbase_zh_TW", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    wanted = {
        "QPlatformTheme": [
            "OK",
            "Cancel",
            "&Yes",
            "&No",
            "Open",
            "Save",
            "Close",
            "Discard",
            "Apply",
            "Reset",
            "Restore Defaults",
            "Help",
        ],
        "QWidgetTextControl": ["&Undo", "&Redo", "Cu&t", "&Copy", "&Paste", "Delete", "Select All"],
        "QLineEdit": ["&Undo", "&Redo", "Cu&t", "&Copy", "&Paste", "Delete", "Select All"],
        "QFileDialog": ["File &name:", "Files of type:", "Look in:", "Back", "Parent Directory", "New Folder"],
        "QMessageBox": ["Show Details...", "Hide Details..."],
    }
    out = [translator.translate(ctx, text) for ctx, texts in wanted.items() for text in texts]
    return {"Qt's dialogs (qtbase_zh_TW)": [s for s in out if s]}


@pytest.fixture(scope="module")
def covered(qapp) -> dict[str, set[str]]:
    from PySide6.QtGui import QRawFont

    fonts = {}
    for name in FILES:
        path = FONTS / name
        assert path.is_file(), f"{path} is missing: {REGENERATE}"
        raw = QRawFont(str(path), 16)
        assert raw.isValid() and raw.familyName() == FAMILY, f"{name} does not load as {FAMILY}"
        fonts[name] = raw
    return fonts


def assert_covered(fonts, sources: dict[str, list[str]]) -> int:
    count, missing = 0, []
    for where, texts in sources.items():
        chars = sorted({ch for text in texts for ch in text if is_cjk(ch)})
        count += len(chars)
        for name, raw in fonts.items():
            gaps = [ch for ch in chars if not raw.supportsCharacter(ord(ch))]
            if gaps:
                missing.append(f"{name} lacks {''.join(gaps)} (from {where})")
    assert not missing, "; ".join(missing) + f": {REGENERATE}"
    return count


def test_translations_are_covered(covered):
    assert assert_covered(covered, translation_strings()) > 100


def test_pattern_tile_and_setting_names_are_covered(covered):
    sources = engine_strings()
    assert all(sources.values()), {k: len(v) for k, v in sources.items()}
    assert "番" in "".join(sources["settings (label_zh)"]) or "番" in "".join(sources["pattern names (name_zh)"])
    assert assert_covered(covered, sources) > 50


def test_ruleset_and_payout_table_data_are_covered(covered):
    assert assert_covered(covered, data_strings()) > 0


def test_qt_dialog_buttons_are_covered(covered):
    sources = qt_dialog_strings()
    assert len(sources["Qt's dialogs (qtbase_zh_TW)"]) > 10
    assert assert_covered(covered, sources) > 10


def test_every_chinese_literal_in_the_package_is_covered(covered):
    """Anything else: window text not yet in a translation, error messages, CLI output."""
    files = {}
    for folder, pattern in generator.SCANNED:
        for path in (ROOT / folder).rglob(pattern):
            if FONTS not in path.parents:
                files[str(path.relative_to(ROOT))] = [path.read_text(encoding="utf-8")]
    assert_covered(covered, files)


def test_the_licence_travels_with_the_font():
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Reserved Font Name" in licence


def test_the_window_falls_back_to_the_bundled_font(qapp):
    from mjscore_gui.fonts import install_fonts

    assert FAMILY in install_fonts(qapp)
    families = qapp.font().families()
    assert families[-1] == FAMILY and families[0] != FAMILY  # Latin text keeps the desktop's font
    install_fonts(qapp)
    assert qapp.font().families().count(FAMILY) == 1
