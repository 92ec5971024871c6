"""The project's own tile art and app icon: present, valid, font-free, visible."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from mjscore_gui.resources import resource_path  # noqa: E402

SUITED = [f"{n}{s}" for s in "mps" for n in range(1, 10)]
HONOURS = ["E", "S", "W", "N", "C", "F", "P"]
BONUS = [f"f{i}" for i in range(1, 5)] + [f"s{i}" for i in range(1, 5)]
TOKENS = SUITED + HONOURS + BONUS
ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512]
SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def _gui_app(qapp):
    # QSvgRenderer and QPainter want a GUI application; pytest-qt's qapp is
    # the QApplication the rest of the suite shares.
    return qapp


def test_token_list_is_the_full_set():
    assert len(TOKENS) == 42
    assert len(set(TOKENS)) == 42


def _render(path, height: int, background: str) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), f"{path} is not a valid SVG for Qt"
    width = height * 3 // 4
    img = QImage(width, height, QImage.Format.Format_ARGB32)
    img.fill(QColor(background))
    painter = QPainter(img)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return img


def _differs(img: QImage, background: str) -> int:
    bg = QColor(background).rgb()
    return sum(1 for y in range(0, img.height(), 2) for x in range(0, img.width(), 2) if img.pixel(x, y) != bg)


@pytest.mark.parametrize("token", TOKENS + ["back"])
def test_tile_svg_is_valid_paths_only_and_visible(token):
    path = resource_path("tiles", f"{token}.svg")
    assert path.is_file(), f"missing tile art {path}"
    data = path.read_bytes()
    assert len(data) < 50_000, f"{path.name} is {len(data)} bytes; keep tile SVGs small"

    root = ET.fromstring(data)
    assert root.tag == f"{SVG_NS}svg"
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    # Characters must be outlines: no text, and nothing that needs a font or a file.
    assert not tags & {"text", "tspan", "textPath", "font", "font-face", "image"}, tags
    assert b"font-family" not in data

    vb = [float(v) for v in root.get("viewBox").split()]
    assert 0.7 <= vb[2] / vb[3] <= 0.8, "tiles are about 3:4"

    for background in ("#ffffff", "#202124"):
        img = _render(path, 64, background)
        assert _differs(img, background) > 100, f"{token} renders blank on {background}"


def test_tiles_are_distinct():
    seen: dict[bytes, str] = {}
    for token in TOKENS + ["back"]:
        data = resource_path("tiles", f"{token}.svg").read_bytes()
        assert data not in seen, f"{token} is identical to {seen.get(data)}"
        seen[data] = token


def test_tile_edge_is_visible_on_light_and_dark_windows():
    # The outline is darker than a light window and the face lighter than a
    # dark one, so a tile's edge shows on both.
    img = _render(resource_path("tiles", "5p.svg"), 64, "#ffffff")
    edge = QColor(img.pixel(0, 32))
    assert edge.lightness() < 160, edge.name()
    img = _render(resource_path("tiles", "5p.svg"), 64, "#000000")
    face = QColor(img.pixel(24, 6))
    assert face.lightness() > 200, face.name()


def test_icon_svg_is_valid():
    path = resource_path("icons", "mjscore.svg")
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    tags = {el.tag.removeprefix(SVG_NS) for el in ET.parse(path).getroot().iter()}
    assert "text" not in tags
    img = QImage(32, 32, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    painter = QPainter(img)
    renderer.render(painter)
    painter.end()
    assert _differs(img, "#00000000") > 50


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_sizes(size):
    path = resource_path("icons", "png", f"mjscore-{size}.png")
    assert path.is_file(), f"missing {path}"
    img = QImage(str(path))
    assert not img.isNull()
    assert (img.width(), img.height()) == (size, size)
    assert img.hasAlphaChannel()


def test_icon_platform_files():
    ico = resource_path("icons", "mjscore.ico").read_bytes()
    # ICONDIR: reserved 0, type 1 (icon), then the image count
    assert ico[:4] == b"\x00\x00\x01\x00"
    assert int.from_bytes(ico[4:6], "little") >= 5
    icns = resource_path("icons", "mjscore.icns").read_bytes()
    assert icns[:4] == b"icns"
    assert int.from_bytes(icns[4:8], "big") == len(icns)
