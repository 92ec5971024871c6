#!/usr/bin/env python3
"""Render MJScore's app icon (mjscore.svg) to PNG, Windows .ico and macOS .icns.

Build-time tool only; the app and the packaging use the files it writes, which
are committed. Renders through PySide6's QSvgRenderer, offscreen:

    .venv/bin/pip install Pillow        # build-time only, writes the .ico/.icns
    .venv/bin/python resources/icons/generate.py

Writes png/mjscore-<size>.png for 16 24 32 48 64 128 256 512, mjscore.ico
(16-256, each size rendered, not scaled) and mjscore.icns (32-1024, each
rendered; Pillow writes no 16 px entry and macOS scales the 32 px one down). At 24 px
and below the tally badge is left out: it would only be a smudge there and the
中 tile reads better alone. Without Pillow it writes the PNGs and says so.
"""

from __future__ import annotations

import io
import os
import re
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

HERE = Path(__file__).resolve().parent
SVG = HERE / "mjscore.svg"
PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512]
ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
ICNS_SIZES = [32, 64, 128, 256, 512, 1024]  # Pillow writes these; 32 doubles as 16@2x
SMALL = 24  # at or below this, drop the tally badge


def svg_for(size: int) -> bytes:
    text = SVG.read_text(encoding="utf-8")
    if size <= SMALL:
        text, n = re.subn(r'<g id="tally">.*?</g>\n?', "", text, flags=re.S)
        if n != 1:
            sys.exit('generate.py: mjscore.svg has no <g id="tally"> group to drop')
    return text.encode("utf-8")


def render(size: int) -> QImage:
    renderer = QSvgRenderer(QByteArray(svg_for(size)))
    if not renderer.isValid():
        sys.exit(f"generate.py: {SVG} is not a valid SVG for Qt")
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return img.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    buf.close()
    return bytes(data)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    out = HERE / "png"
    out.mkdir(exist_ok=True)
    rendered: dict[int, bytes] = {}
    for size in sorted(set(PNG_SIZES + ICO_SIZES + ICNS_SIZES)):
        rendered[size] = png_bytes(render(size))
    for size in PNG_SIZES:
        (out / f"mjscore-{size}.png").write_bytes(rendered[size])
    print(f"wrote {len(PNG_SIZES)} PNGs to {out}")

    try:
        from PIL import Image
    except ImportError:
        print("Pillow is not installed: skipped mjscore.ico and mjscore.icns (.venv/bin/pip install Pillow)")
        return 0

    def pil(size: int):
        im = Image.open(io.BytesIO(rendered[size]))
        im.load()
        return im.convert("RGBA")

    ico = [pil(s) for s in ICO_SIZES]
    ico[-1].save(HERE / "mjscore.ico", format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=ico[:-1])
    icns = [pil(s) for s in ICNS_SIZES]
    icns[-1].save(HERE / "mjscore.icns", format="ICNS", append_images=icns[:-1])
    print(f"wrote {HERE / 'mjscore.ico'} and {HERE / 'mjscore.icns'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
