"""The night across every table on one picture for the group chat: tonight's standings
with table points, the why-line when money is not compared, and each table's result.
1080 px wide, English and Chinese together, drawn with QPainter on a QImage (no window
needed), from the same `Scoreboard` the full-screen board shows. The one-table summary
(Session ▸ Share summary) is summary_image.py beside it; the colours are its.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from mjscore_gui.club.results.scoreboard import Scoreboard, TableProgress, both, points_text
from mjscore_gui.club.results.settle_up import money_text
from mjscore_gui.pictures.summary_image import (
    INK,
    MUTED,
    PAD,
    RED,
    RIGHT,
    WIDTH,
    blank_picture,
    cell,
    money_colour,
    paragraph,
    pixel_font,
    rule_line,
    white_card,
)

_MAX_HEIGHT = 12000  # 24 players and six tables take about 3,000

ROW = 58.0
# Column right edges of the standings, as parts of the inner width (the name fills the rest).
COLUMNS = (("total", 0.56), ("table_points", 0.71), ("hands", 0.80), ("won", 0.89), ("biggest", 1.0))


def render_tonight(board: Scoreboard, width: int = WIDTH) -> QImage:
    """`board` as an image `width` px wide, as tall as it needs."""
    canvas, painter = blank_picture(width, _MAX_HEIGHT)
    inner = width - 2 * PAD
    y = float(PAD)

    y = paragraph(painter, both("summary_title", board.evening or "?", sep="\n"), pixel_font(50, True), INK, y)
    hands = sum(t.hands_played for t in board.tables)
    sub = "   ·   ".join(
        (both("tables_n", len(board.tables)), both("played", hands), both("players_n", len(board.rows)))
    )
    y = paragraph(painter, sub, pixel_font(28), MUTED, y + 8)
    y = rule_line(painter, y + 20, width)

    # The standings: rank, name (and Chinese name), total, table points, hands, won, biggest.
    y = paragraph(painter, both("title"), pixel_font(36, True), INK, y + 16)
    header = pixel_font(20, True)
    top = y + 12
    for key, right in COLUMNS:
        cell(painter, QRectF(PAD, top, inner * right, 56), both(key, sep="\n"), header, MUTED, RIGHT)
    cell(painter, QRectF(PAD + 70, top, inner * 0.4, 56), both("player", sep="\n"), header, MUTED)
    y = top + 60
    for n, row in enumerate(board.rows):
        band = QRectF(PAD - 12, y, inner + 24, ROW)
        if n % 2 == 0:
            painter.fillRect(band, QColor("#ffffff"))
        cell(painter, QRectF(PAD, y, 54, ROW), str(row.rank), pixel_font(30), MUTED, RIGHT)
        name = QRectF(PAD + 70, y, inner * 0.42, ROW)
        cell(painter, name, f"{row.name}  {row.name_zh}".strip(), pixel_font(32, True), INK)
        total = QRectF(PAD, y, inner * COLUMNS[0][1], ROW)
        cell(painter, total, money_text(row.total), pixel_font(32, True), money_colour(row.total, INK), RIGHT)
        biggest = str(row.biggest_faan) if row.biggest_faan is not None else "—"
        cells = (points_text(row.table_points), str(row.hands), str(row.won), biggest)
        for (_, right), text in zip(COLUMNS[1:], cells, strict=True):
            cell(painter, QRectF(PAD, y, inner * right, ROW), text, pixel_font(30), INK, RIGHT)
        y += ROW
    if not board.rows:
        y = paragraph(painter, both("no_hands", sep="  "), pixel_font(30), MUTED, y + 10)
    if board.why:
        y = paragraph(painter, board.why, pixel_font(26, True), RED, y + 16)
    y = rule_line(painter, y + 24, width)

    # Each table's result: its hands, then each player's money there, best first.
    y = paragraph(painter, both("results"), pixel_font(36, True), INK, y + 16)
    for table in board.tables:
        y = _table(painter, table, y + 16, inner)
    y = paragraph(painter, "MJScore", pixel_font(22), MUTED, y + 40)
    painter.end()
    return canvas.copy(0, 0, width, int(y + PAD))


def _table(painter: QPainter, table: TableProgress, top: float, inner: float) -> float:
    """One table's result as a card; returns its bottom."""
    lines = max(1, (len(table.totals) + 1) // 2)
    height = 70 + lines * 52
    white_card(painter, QRectF(PAD, top, inner, height))
    title = QRectF(PAD + 24, top + 10, inner - 48, 48)
    cell(painter, title, both("table", table.table), pixel_font(30, True), INK)
    cell(painter, title, both("played", table.hands_played, sep=" · "), pixel_font(26), MUTED, RIGHT)
    half = (inner - 48) / 2
    for n, (name, amount) in enumerate(table.totals):
        spot = QRectF(PAD + 24 + (n % 2) * (half + 24), top + 62 + (n // 2) * 52, half - 24, 48)
        cell(painter, spot, name, pixel_font(30), INK)
        cell(painter, spot, money_text(amount), pixel_font(30, True), money_colour(amount), RIGHT)
    return top + height
