"""Tile pictures: the project's SVG art rendered once per size, or a drawn text tile
when a picture is missing (so a missing file never stops the window). QtGui and QtSvg
only: the window's tile buttons and the command line's pictures both draw with it."""

from __future__ import annotations

import zlib
from functools import cache, lru_cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPainterPath, QPixmap

from mjscore_gui.engine import tiles as T
from mjscore_gui.paths import cache_dir
from mjscore_gui.resources import resource_path

ASPECT = 4 / 3  # the art is 60 x 80

# The drawn stand-in for a tile whose picture is missing.
TILE_FACE = "#fbf6e7"
TILE_EDGE = "#3e382c"
TILE_BACK = "#2f6f4f"
TILE_RED = "#b3202a"
TILE_GREEN = "#17602f"
TILE_INK = "#1b1b1b"
TILE_LABEL = "#4a4438"


def tile_size(height: int) -> tuple[int, int]:
    return round(height / ASPECT), height


@cache
def _renderer(token: str):
    # The Qt SVG library is loaded only when a picture is drawn: a launch reads the cached
    # sheet (see `_sheet`) and never needs it.
    from PySide6.QtSvg import QSvgRenderer

    try:
        path = resource_path("tiles", f"{token}.svg")
    except FileNotFoundError:
        return None
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


TOKENS = (*map(T.token, range(T.SEASONS[-1] + 1)), "back")  # every tile in the engine's order, then its back


@lru_cache(maxsize=512)
def tile_pixmap(token: str, height: int, dpr: float = 1.0) -> QPixmap:
    sheet = _sheet(height, dpr)
    if token in sheet:
        return sheet[token]
    return _render(token, height, dpr)


@lru_cache(maxsize=16)
def _sheet(height: int, dpr: float) -> dict[str, QPixmap]:
    """Every tile at one size, from a picture rendered once and kept in the user's cache
    folder. Measured (offscreen, the window's two sizes): drawing the 43 SVGs takes 14-25 ms
    a size, QtSvg's loading included, reading the sheet 2-3 ms; about 30 ms against 5 ms of
    a window ready in ~230 ms. Any trouble with the cache and the tiles are simply drawn."""
    width, h = tile_size(height)
    w_px, h_px = round(width * dpr), round(h * dpr)
    path = _sheet_path(height, dpr)
    sheet = QPixmap(str(path)) if path is not None and path.is_file() else QPixmap()
    if sheet.isNull() or sheet.width() != w_px * len(TOKENS) or sheet.height() != h_px:
        pixmaps = {token: _render(token, height, dpr) for token in TOKENS}
        if path is not None:
            _save_sheet(path, pixmaps, w_px, h_px)
        return pixmaps
    out = {}
    for i, token in enumerate(TOKENS):
        pixmap = sheet.copy(i * w_px, 0, w_px, h_px)
        pixmap.setDevicePixelRatio(dpr)
        out[token] = pixmap
    return out


def _sheet_path(height: int, dpr: float):
    """The cache file for this size, named after the art it was drawn from (so new art
    is drawn afresh); None when there is nowhere to keep it."""
    folder = cache_dir()
    if folder is None:  # no cache folder is only slower
        return None
    try:
        art = resource_path("tiles")
        stamp = 0
        for token in TOKENS:
            info = (art / f"{token}.svg").stat()
            stamp = zlib.crc32(f"{token}:{info.st_size}:{info.st_mtime_ns};".encode(), stamp)
    except OSError:
        return None
    return Path(folder) / f"tiles-{height}-{dpr:g}-{stamp:08x}.png"


def _save_sheet(path, pixmaps: dict[str, QPixmap], w_px: int, h_px: int) -> None:
    sheet = QImage(w_px * len(TOKENS), h_px, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(Qt.GlobalColor.transparent)
    painter = QPainter(sheet)
    for i, token in enumerate(TOKENS):
        painter.drawImage(i * w_px, 0, pixmaps[token].toImage())
    painter.end()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".part")
        if sheet.save(str(partial), "PNG"):  # type: ignore[call-overload]  # PySide6 stub wants bytes; only str works
            partial.replace(path)  # whole or not at all: a half-written sheet is never read
    except OSError:
        pass


def _render(token: str, height: int, dpr: float) -> QPixmap:
    width, height = tile_size(height)
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer = _renderer(token)
    if renderer is not None:
        renderer.render(painter, QRectF(0, 0, width, height))
    else:
        _draw_text_tile(painter, token, width, height)
    painter.end()
    return pixmap


def tile_icon(token: str, height: int, dpr: float = 1.0) -> QIcon:
    return QIcon(tile_pixmap(token, height, dpr))


def _draw_text_tile(painter: QPainter, token: str, width: int, height: int) -> None:
    path = QPainterPath()
    path.addRoundedRect(QRectF(1, 1, width - 2, height - 2), width * 0.1, width * 0.1)
    painter.fillPath(path, QColor(TILE_FACE))
    painter.setPen(QColor(TILE_EDGE))
    painter.drawPath(path)
    if token == "back":
        painter.fillPath(path, QColor(TILE_BACK))
        return
    tile = T.parse_tile(token)
    font = QFont()
    font.setPixelSize(max(8, int(height * 0.32)))
    painter.setFont(font)
    colour = TILE_RED if token in ("C", "5m") else TILE_GREEN if token == "F" else TILE_INK
    painter.setPen(QColor(colour))
    painter.drawText(QRectF(0, 0, width, height * 0.7), Qt.AlignmentFlag.AlignCenter, T.name_zh(tile))
    font.setPixelSize(max(7, int(height * 0.18)))
    painter.setFont(font)
    painter.setPen(QColor(TILE_LABEL))
    painter.drawText(QRectF(0, height * 0.62, width, height * 0.35), Qt.AlignmentFlag.AlignCenter, token)
