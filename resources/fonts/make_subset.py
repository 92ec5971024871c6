#!/usr/bin/env python3
"""Regenerate the bundled Chinese font: Noto Sans CJK HK cut to the characters MJScore shows.

    python resources/fonts/make_subset.py [--source-dir /usr/share/fonts/opentype/noto]

Run it after adding Chinese text anywhere (a translation, a pattern's name_zh, a ruleset
or payout table name, a setting's label_zh): tests/test_cjk_font_subset.py fails until
the new characters are in the subset. Needs fontTools (the `package` extra) and the
Noto Sans CJK collection (Debian/Ubuntu: fonts-noto-cjk), at build time only: the
subset is committed, so neither the app nor the tests need a system CJK font.

Writes beside this script:
  MJScoreCJK-Regular.otf, MJScoreCJK-Bold.otf   the subset, family "MJScore CJK"
  characters.txt                                 the characters it covers, for review
OFL.txt beside them is the font's licence (SIL Open Font License 1.1), which must travel
with it. The family is renamed because a subset is a Modified Version under the OFL and
"Noto" is a trademark.

The characters: every CJK character (ideographs, CJK and full-width punctuation) in the
package's source and resources (translations, pattern and tile names, rulesets, payout
tables, setting labels: all of it is text in those files), the translations of Qt's own
dialogs that the app loads for zh_HK (qtbase_zh_TW), and a fixed set of Chinese
punctuation that formatted text may need.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
FAMILY = "MJScore CJK"
# Index of "Noto Sans CJK HK" in Debian's NotoSansCJK-*.ttc (JP, KR, SC, TC, HK, Mono...);
# found by name, so a reordered collection still works.
SOURCE_FACE = "Noto Sans CJK HK"
WEIGHTS = {"Regular": ("NotoSansCJK-Regular.ttc", 400), "Bold": ("NotoSansCJK-Bold.ttc", 700)}
DEFAULT_SOURCE_DIRS = [
    "/usr/share/fonts/opentype/noto",
    "/usr/share/fonts/noto-cjk",
    "/usr/share/fonts/google-noto-cjk",
]
# Text files that can hold user-visible Chinese; build scripts and this folder excluded.
SCANNED = [
    ("mjscore_gui", "*.py"),
    ("resources", "*.ts"),
    ("resources", "*.toml"),
    ("resources", "*.json"),
    ("resources/translations", "*.py"),
]
ALWAYS = "，。、：；！？（）「」『』《》〈〉…—　﹣～"


def is_cjk(ch: str) -> bool:
    """A character DejaVu and other Latin fonts lack and a CJK font draws."""
    cp = ord(ch)
    return (
        0x2E80 <= cp <= 0x9FFF
        or 0xF900 <= cp <= 0xFAFF
        or 0xFE30 <= cp <= 0xFE4F
        or 0xFF00 <= cp <= 0xFFEF
        or 0x20000 <= cp <= 0x3FFFF
    )


def source_characters(root: Path = ROOT) -> set[str]:
    """Every CJK character in the package's source and resources."""
    found: set[str] = set()
    for folder, pattern in SCANNED:
        for path in sorted((root / folder).rglob(pattern)):
            if HERE in path.parents or "__pycache__" in path.parts:
                continue
            found |= {ch for ch in path.read_text(encoding="utf-8", errors="replace") if is_cjk(ch)}
    return found


def qm_translations(path: Path) -> list[str]:
    """The translated strings in a compiled Qt translation (.qm), read without Qt."""
    data = path.read_bytes()
    pos, messages = 16, b""  # 16-byte magic, then tagged sections
    while pos < len(data):
        tag, length = data[pos], struct.unpack(">I", data[pos + 1 : pos + 5])[0]
        if tag == 0x69:  # Messages
            messages = data[pos + 5 : pos + 5 + length]
        pos += 5 + length
    out, pos = [], 0
    while pos < len(messages):
        tag = messages[pos]
        pos += 1
        if tag in (3, 6, 7, 8):  # translation, source text, context, comment
            length = struct.unpack(">I", messages[pos : pos + 4])[0]
            pos += 4
            if length == 0xFFFFFFFF:
                continue
            if tag == 3:
                out.append(messages[pos : pos + length].decode("utf-16-be"))
            pos += length
        elif tag in (4, 5):  # hashes
            pos += 4
        elif tag not in (1, 2):  # end of message, obsolete
            raise ValueError(f"{path}: unknown .qm tag {tag}")
    return out


def qt_characters() -> set[str]:
    """CJK characters in Qt's own Traditional Chinese translation (standard dialogs)."""
    from PySide6.QtCore import QLibraryInfo

    qm = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_zh_TW.qm"
    if not qm.is_file():
        raise SystemExit(f"make_subset: {qm} not found (PySide6's translations)")
    return {ch for text in qm_translations(qm) for ch in text if is_cjk(ch)}


def wanted_characters() -> set[str]:
    return source_characters() | qt_characters() | set(ALWAYS)


def find_source(name: str, dirs: list[str]) -> Path:
    for d in dirs:
        path = Path(d) / name
        if path.is_file():
            return path
    raise SystemExit(f"make_subset: {name} not found in {', '.join(dirs)} (apt-get install fonts-noto-cjk)")


def rename(font, style: str, weight: int) -> None:
    """Give the subset its own family name (OFL: a Modified Version) and weight."""
    ps_name = f"{FAMILY.replace(' ', '')}-{style}"
    names = font["name"]
    keep = {0, 7, 8, 9, 11, 12, 13, 14}  # copyright, trademark, vendor, designer, URLs, licence
    names.names = [n for n in names.names if n.nameID in keep]
    for name_id, value in {
        1: FAMILY,
        2: style,
        3: f"{ps_name};subset",
        4: f"{FAMILY} {style}",
        6: ps_name,
        5: "subset of Noto Sans CJK HK for MJScore",
    }.items():
        names.setName(value, name_id, 3, 1, 0x409)
        names.setName(value, name_id, 1, 0, 0)
    font["OS/2"].usWeightClass = weight
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps_name]
        top = cff.topDictIndex[0]
        top.FamilyName, top.FullName = FAMILY, f"{FAMILY} {style}"
        top.Weight = style


def make(source: Path, out: Path, chars: set[str], style: str, weight: int) -> int:
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont

    collection = TTCollection(str(source), lazy=True)
    index = next((i for i, f in enumerate(collection.fonts) if f["name"].getDebugName(1) == SOURCE_FACE), None)
    if index is None:
        raise SystemExit(f"make_subset: {source} has no {SOURCE_FACE}")
    options = subset.Options()
    options.hinting = False  # Qt renders CJK unhinted on every platform we ship
    options.desubroutinize = True  # smaller once subroutines no longer shared across 65k glyphs
    options.layout_features = ["*"]  # keep vertical forms, locl (HK glyph shapes) and the rest
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(str(source), fontNumber=index, recalcBBoxes=options.recalc_bounds, recalcTimestamp=False, lazy=True)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    rename(font, style, weight)
    subset.save_font(font, str(out), options)
    return out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source-dir", action="append", help="folder with NotoSansCJK-*.ttc (repeatable)")
    args = parser.parse_args(argv)
    dirs = args.source_dir or DEFAULT_SOURCE_DIRS
    chars = wanted_characters()
    for style, (name, weight) in WEIGHTS.items():
        out = HERE / f"MJScoreCJK-{style}.otf"
        size = make(find_source(name, dirs), out, chars, style, weight)
        print(f"{out.relative_to(ROOT)}: {len(chars)} characters, {size / 1000:.0f} kB")
    listing = "".join(sorted(chars))
    lines = [listing[i : i + 40] for i in range(0, len(listing), 40)]
    (HERE / "characters.txt").write_text(
        "# Characters in MJScoreCJK-*.otf, written by make_subset.py (do not edit)\n" + "\n".join(lines) + "\n",
        encoding="utf-8",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
