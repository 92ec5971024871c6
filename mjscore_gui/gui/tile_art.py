"""Tile pictures: the project's SVG art rendered once per size, or a drawn text tile
when a picture is missing (so a missing file never stops the window)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from mjscore_gui.engine import tiles as T
from mjscore_gui.resources import resource_path

ASPECT = 4 / 3  # the art is 60 x 80


def tile_size(height: int) -> tuple[int, int]:
    return round(height / ASPECT), height


@lru_cache(maxsize=None)
def _renderer(token: str) -> QSvgRenderer | None:
    try:
        path = resource_path("tiles", f"{token}.svg")
    except FileNotFoundError:
        return None
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


@lru_cache(maxsize=512)
def tile_pixmap(token: str, height: int, dpr: float = 1.0) -> QPixmap:
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
    painter.fillPath(path, QColor("#fbf6e7"))
    painter.setPen(QColor("#3e382c"))
    painter.drawPath(path)
    if token == "back":
        painter.fillPath(path, QColor("#2f6f4f"))
        return
    tile = T.parse_tile(token)
    font = QFont()
    font.setPixelSize(max(8, int(height * 0.32)))
    painter.setFont(font)
    colour = "#b3202a" if token in ("C", "5m") else "#17602f" if token == "F" else "#1b1b1b"
    painter.setPen(QColor(colour))
    painter.drawText(QRectF(0, 0, width, height * 0.7), Qt.AlignmentFlag.AlignCenter, T.name_zh(tile))
    font.setPixelSize(max(7, int(height * 0.18)))
    painter.setFont(font)
    painter.setPen(QColor("#4a4438"))
    painter.drawText(QRectF(0, height * 0.62, width, height * 0.35), Qt.AlignmentFlag.AlignCenter, token)
