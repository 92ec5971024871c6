"""The night on one phone-sized picture for the group chat: date, players, final totals,
who pays whom, the chart and the biggest hand with its tiles. 1080 px wide, drawn with
QPainter on a QImage, so it renders without a window (the command line runs it
off-screen). English or Chinese; the words live here because the command line has no
Qt translator installed.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from mjscore_gui.club.results.night_stats import biggest_hand, running_totals
from mjscore_gui.club.results.nights import Night
from mjscore_gui.club.results.settle_up import money_text, settle_up, transfer_line
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.hand_format import parse_meld
from mjscore_gui.i18n import tr
from mjscore_gui.pictures.chart import ChartLook, paint_chart, player_colour
from mjscore_gui.pictures.hand_labels import short_label
from mjscore_gui.pictures.tile_art import tile_pixmap, tile_size

WIDTH = 1080
PAD = 48
_MAX_HEIGHT = 6000

BACKGROUND = QColor("#fbf8f1")
INK = QColor("#1d1b17")
MUTED = QColor("#6b655a")
GREEN = QColor("#1d8a45")
RED = QColor("#c4382f")
RULE = QColor("#e3ddd0")


def words(lang: str) -> dict[str, str]:
    """The picture's words in `lang` (the catalogue, context SummaryPicture)."""
    return {
        "title": tr("SummaryPicture", "Mahjong night · {date}", lang),
        "hands": tr("SummaryPicture", "{n} hands", lang),
        "hours": tr("SummaryPicture", "{h} h {m} min", lang),
        "totals": tr("SummaryPicture", "Final totals", lang),
        "settle": tr("SummaryPicture", "Settle up", lang),
        "square": tr("SummaryPicture", "Everyone is square: nobody pays.", lang),
        "chart": tr("SummaryPicture", "The night, hand by hand", lang),
        "biggest": tr("SummaryPicture", "Biggest hand", lang),
        "big_line": tr("SummaryPicture", "{winner} · {faan} faan · {label} · {how}", lang),
        "self_drawn": tr("SummaryPicture", "self-drawn", lang),
        "discard": tr("SummaryPicture", "off {discarder}", lang),
        "faan_only": tr("SummaryPicture", "Counted by its faan (no tiles entered)", lang),
        "no_win": tr("SummaryPicture", "No wins yet", lang),
        "no_hands": tr("SummaryPicture", "No hands yet", lang),
    }


def pixel_font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(int(px))
    font.setBold(bold)
    return font


def blank_picture(width: int, height: int = _MAX_HEIGHT) -> tuple[QImage, QPainter]:
    """A canvas of the summaries' paper colour, taller than any picture needs (each is cut
    to its height once drawn), and a smooth painter on it."""
    canvas = QImage(width, height, QImage.Format.Format_ARGB32)
    canvas.fill(BACKGROUND)
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return canvas, painter


def render_summary(night: Night, lang: str = "en", width: int = WIDTH) -> QImage:
    """The summary of `night` as an image `width` px wide (as tall as it needs)."""
    w = words(lang)
    canvas, painter = blank_picture(width)
    inner = width - 2 * PAD
    y = float(PAD)

    # Title, then who played and for how long.
    y = paragraph(painter, w["title"].format(date=night.date or "?"), pixel_font(52, True), INK, y)
    sub = [" · ".join(night.players), w["hands"].format(n=night.hand_count)]
    hours = night.hours()
    if hours:
        minutes = int(hours * 60)
        sub.append(w["hours"].format(h=minutes // 60, m=minutes % 60))
    if night.name:
        sub.insert(0, night.name)
    y = paragraph(painter, "   ".join(sub), pixel_font(28), MUTED, y + 8)
    y = rule_line(painter, y + 20, width)

    # Final totals: two to a row, the biggest winner first.
    y = paragraph(painter, w["totals"], pixel_font(34, True), INK, y + 16)
    order = sorted(night.players, key=lambda p: (-night.totals.get(p, Fraction(0)), night.players.index(p)))
    card_w, card_h = (inner - 24) / 2, 104.0
    for n, player in enumerate(order):
        col, row = n % 2, n // 2
        rect = QRectF(PAD + col * (card_w + 24), y + 12 + row * (card_h + 16), card_w, card_h)
        _card(painter, rect, player, night.totals.get(player, Fraction(0)), night.players.index(player))
    y += 12 + ((len(order) + 1) // 2) * (card_h + 16)
    y = rule_line(painter, y + 12, width)

    # Who pays whom.
    y = paragraph(painter, w["settle"], pixel_font(34, True), INK, y + 16)
    transfers = settle_up(night.totals, night.players)
    if not transfers:
        y = paragraph(painter, w["square"], pixel_font(32), INK, y + 10)
    for t in transfers:
        y = paragraph(painter, transfer_line(t, lang), pixel_font(36), INK, y + 10)
    y = rule_line(painter, y + 24, width)

    # The chart.
    y = paragraph(painter, w["chart"], pixel_font(34, True), INK, y + 16)
    grid = QColor(INK)
    grid.setAlphaF(0.15)
    look = ChartLook(INK, grid, pixel_font(24))
    chart_rect = QRectF(PAD, y + 12, inner, 540)
    paint_chart(painter, chart_rect, running_totals(night), look, w["no_hands"])
    y = chart_rect.bottom() + 8
    y = rule_line(painter, y + 16, width)

    # The biggest hand, with its tiles when it was clicked in.
    y = paragraph(painter, w["biggest"], pixel_font(34, True), INK, y + 16)
    found = biggest_hand(night)
    if found is None:
        y = paragraph(painter, w["no_win"], pixel_font(30), MUTED, y + 10)
    else:
        winner, big = found
        how = w["self_drawn"] if big.win == "self_drawn" else w["discard"].format(discarder=big.discarder or "?")
        line = w["big_line"].format(winner=winner, faan=big.faan, label=short_label(big.label), how=how)
        y = paragraph(painter, line, pixel_font(36, True), INK, y + 10)
        if big.tiles:
            y = _tiles(painter, big.tiles, PAD, y + 16, inner)
        else:
            y = paragraph(painter, w["faan_only"], pixel_font(26), MUTED, y + 8)
    y = paragraph(painter, "MJScore", pixel_font(22), MUTED, y + 40)
    painter.end()
    return canvas.copy(0, 0, width, int(y + PAD))


def paragraph(painter: QPainter, text: str, font: QFont, colour: QColor, top: float) -> float:
    """Draw a paragraph (wrapped if long) from `top`; returns its bottom."""
    painter.setFont(font)
    painter.setPen(colour)
    width = painter.device().width() - 2 * PAD
    flags = int(Qt.TextFlag.TextWordWrap)
    bound = painter.boundingRect(QRectF(PAD, top, width, 4000), flags, text)
    painter.drawText(QRectF(PAD, top, width, bound.height()), flags, text)
    return top + bound.height()


def rule_line(painter: QPainter, y: float, width: int) -> float:
    painter.setPen(RULE)
    painter.drawLine(QPointF(PAD, y), QPointF(width - PAD, y))
    return y


def _card(painter: QPainter, rect: QRectF, player: str, total: Fraction, index: int) -> None:
    white_card(painter, rect)
    painter.setBrush(player_colour(index))
    painter.drawRoundedRect(QRectF(rect.left(), rect.top(), 12, rect.height()), 6, 6)
    cell(painter, rect.adjusted(32, 0, -16, 0), player, pixel_font(32, True), INK)
    cell(painter, rect.adjusted(16, 0, -24, 0), money_text(total), pixel_font(46, True), money_colour(total), RIGHT)


def white_card(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(rect, 16, 16)


def money_colour(amount: Fraction | None, zero: QColor = MUTED) -> QColor:
    """Green for a player ahead, red behind, `zero` for square (or no money)."""
    return zero if not amount else GREEN if amount > 0 else RED


LEFT, RIGHT = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight


def cell(
    painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor, align: Qt.AlignmentFlag = LEFT
) -> None:
    """One line of `text` in `rect`, centred upright."""
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


def hand_groups(tiles: dict[str, Any]) -> list[list[tuple[str, bool]]]:
    """The hand as groups of (tile token, face down): concealed tiles, each set, flowers."""
    groups: list[list[tuple[str, bool]]] = []
    concealed = T.parse_tiles(tiles.get("concealed") or "")
    if concealed:
        groups.append([(T.token(t), False) for t in sorted(concealed)])
    for i, obj in enumerate(tiles.get("melds") or []):
        meld = parse_meld(obj, i)
        hidden = meld.kind == "kong" and not meld.exposed
        groups.append([(T.token(t), hidden and pos in (0, 3)) for pos, t in enumerate(meld.tiles)])
    flowers = T.parse_tiles(tiles.get("flowers") or "")
    if flowers:
        groups.append([(T.token(t), False) for t in flowers])
    return groups


def _tiles(painter: QPainter, tiles: dict[str, Any], left: float, top: float, width: float) -> float:
    """The tiles with the project's art, groups apart, wrapping; returns the bottom."""
    groups = hand_groups(tiles)
    count = sum(len(g) for g in groups)
    gap = 18
    height = 84
    # Shrink the tiles until a full hand (up to 18 tiles with kongs and flowers) fits on two rows.
    while height > 48 and (tile_size(height)[0] * count + gap * len(groups)) > width * 2:
        height -= 4
    tile_w, tile_h = tile_size(height)
    x, y = left, top
    winning = tiles.get("winning_tile")
    marked = False
    for group in groups:
        span = tile_w * len(group)
        if x > left and x + span > left + width:
            x, y = left, y + tile_h + 14
        for token, face_down in group:
            painter.drawPixmap(QPointF(x, y), tile_pixmap("back" if face_down else token, tile_h))
            if not marked and token == winning and group is groups[0]:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(RED)
                painter.drawRoundedRect(QRectF(x + 4, y + tile_h + 4, tile_w - 8, 6), 3, 3)
                marked = True
            x += tile_w
        x += gap
    metrics = QFontMetricsF(pixel_font(22))
    return y + tile_h + 10 + metrics.height() * 0.3
