"""The night as a chart: each player's running total after every hand, the hands
(E1, E1+1, S2 ...) along the bottom, zero marked. Drawn with QPainter, so the same
drawing serves the window (beside the ledger) and the night summary image.

Colours are picked to read on both light and dark backgrounds; everything else (text,
axes, grid) takes the widget's palette, and sizes follow its font, so the larger-text
view gets a larger chart text too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from math import ceil, floor, log10

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from mjscore_gui.club.results.night_stats import Series, running_totals
from mjscore_gui.club.results.nights import Night
from mjscore_gui.club.results.settle_up import amount_text
from mjscore_gui.pictures.hand_labels import short_labels

# Mid-tone, saturated: each stays distinct and legible on white and on near-black.
PLAYER_COLOURS = ("#2f7fe0", "#e0692b", "#1f9e57", "#c23fd1", "#c9a100", "#0fa3a3", "#8a6d3b", "#e0457b")


def player_colour(index: int) -> QColor:
    return QColor(PLAYER_COLOURS[index % len(PLAYER_COLOURS)])


@dataclass(frozen=True)
class ChartLook:
    text: QColor
    grid: QColor
    font: QFont


def nice_step(span: Fraction | int, ticks: int = 5) -> Fraction:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving about `ticks` steps."""
    if span <= 0:
        return Fraction(1)
    raw = float(span) / ticks  # only to pick the order of magnitude; the ticks stay exact
    power = Fraction(10) ** floor(log10(raw)) if raw > 0 else Fraction(1)
    for m in (1, 2, Fraction(5, 2), 5, 10):
        if power * m * ticks >= span:
            return power * m
    return power * 10


def paint_chart(
    painter: QPainter, rect: QRectF, series: Series, look: ChartLook, empty_text: str = "No hands yet"
) -> QRectF | None:
    """Draw the chart in `rect`; returns where the lines are (None when none are drawn)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setFont(look.font)
    metrics = QFontMetricsF(look.font)
    line_h = metrics.height()
    unit = max(1.0, line_h / 14)  # pen widths and dots grow with the text
    values = [v for p in series.players for v in (min(series.totals[p]), max(series.totals[p]))]
    if len(series.labels) < 2 or not values:
        painter.setPen(look.text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, empty_text)
        painter.restore()
        return None

    # Legend on top: a dot and the name and final total of each player.
    legend_h = line_h * 1.4
    x = rect.left() + unit * 4
    y = rect.top() + legend_h / 2
    for i, player in enumerate(series.players):
        final = series.totals[player][-1]
        text = f"{player} {amount_text(final)}"
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(player_colour(i))
        painter.drawEllipse(QPointF(x + line_h * 0.3, y), line_h * 0.3, line_h * 0.3)
        painter.setPen(look.text)
        painter.drawText(QPointF(x + line_h * 0.8, y + metrics.ascent() / 2 - metrics.descent() / 2), text)
        x += line_h * 0.8 + metrics.horizontalAdvance(text) + line_h
    top = rect.top() + legend_h + line_h * 0.4
    height = rect.height() - legend_h - line_h * 2.4
    if height < 20:
        painter.restore()
        return None
    # As many amounts up the side as fit a line of text apart (a short strip gets two or three).
    low, high = min(values + [Fraction(0)]), max(values + [Fraction(0)])
    step = nice_step(high - low, max(1, min(5, int(height / (line_h * 1.5)))))
    low_tick, high_tick = floor(low / step) * step, ceil(high / step) * step
    if low_tick == high_tick:
        high_tick = low_tick + step
    tick_texts = []
    tick = low_tick
    while tick <= high_tick:
        tick_texts.append((tick, amount_text(tick)))
        tick += step
    left_w = max(metrics.horizontalAdvance(t) for _, t in tick_texts) + unit * 8
    plot = QRectF(rect.left() + left_w, top, rect.width() - left_w - unit * 12, height)
    if plot.width() < 20:
        painter.restore()
        return None
    count = len(series.labels)

    def px(i: float) -> float:
        return plot.left() + plot.width() * i / (count - 1)

    bottom, scale_y, floor_y = plot.bottom(), plot.height() / float(high_tick - low_tick), float(low_tick)

    def py(v: Fraction | int | float) -> float:
        # Floats only to place pixels: the amounts and ticks themselves stay exact.
        return bottom - scale_y * (float(v) - floor_y)

    # Grid and amounts.
    for value, text in tick_texts:
        yy = py(value)
        pen = QPen(look.text if value == 0 else look.grid, unit * (1.5 if value == 0 else 1))
        painter.setPen(pen)
        painter.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
        painter.setPen(look.text)
        painter.drawText(
            QRectF(rect.left(), yy - line_h / 2, left_w - unit * 6, line_h),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            text,
        )
    # Hand labels: as many as fit without touching, always the last.
    widest = max(metrics.horizontalAdvance(label) for label in set(series.labels)) + unit * 8
    every = max(1, ceil(widest / (plot.width() / max(1, count - 1))))
    painter.setPen(look.text)
    shown = [i for i in range(1, count, every) if count - 1 - i >= every] + [count - 1]
    for i in shown:  # leave room for the last label
        label = series.labels[i]
        painter.drawText(
            QRectF(px(i) - widest / 2, plot.bottom() + unit * 3, widest, line_h),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            label,
        )
        painter.setPen(look.grid)
        painter.drawLine(QPointF(px(i), plot.bottom()), QPointF(px(i), plot.bottom() + unit * 3))
        painter.setPen(look.text)
    # One line per player, with a dot per hand when there is room for it.
    dots = plot.width() / max(1, count - 1) > unit * 10
    for index, player in enumerate(series.players):
        colour = player_colour(index)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        totals = series.totals[player]
        if count > 2 * plot.width():
            # More hands than pixels: one upright stroke a pixel, from its lowest to highest.
            painter.setPen(QPen(colour, unit * 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            spans = column_spans(totals, int(plot.width()))
            painter.drawLines([QLineF(px(i), py(low), px(i), py(high)) for i, low, high in spans])
            continue
        points = [QPointF(px(i), py(v)) for i, v in enumerate(totals)]
        painter.setPen(
            QPen(colour, unit * 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        painter.drawPolyline(QPolygonF(points))
        if dots:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            for point in points[1:]:
                painter.drawEllipse(point, unit * 3, unit * 3)
    painter.restore()
    return plot


def column_spans(values: Sequence[Fraction | int], columns: int) -> list[tuple[float, Fraction | int, Fraction | int]]:
    """A long night in `columns` pixels: for each pixel's run of hands, where it sits
    (the middle hand's index) and the lowest and highest total in it, the previous
    run's last total included so that the spans join up. Drawn as one short upright
    stroke a pixel, the line keeps every peak and dip and costs next to nothing, where
    stroking 20,000 joined points is what made a long night slow to open."""
    count = len(values)
    out: list[tuple[float, Fraction | int, Fraction | int]] = []
    per = (count - 1) / max(1, columns)
    start, previous = 1, values[0]
    for column in range(1, columns + 1):
        end = count if column == columns else 1 + int(column * per)
        if end <= start:
            continue
        run = values[start:end]
        low, high = min(run), max(run)
        out.append(((start + end - 1) / 2, min(low, previous), max(high, previous)))
        start, previous = end, run[-1]
    return out


class NightChart(QWidget):
    """The chart of one night; `set_night(night)` redraws it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("night-chart")
        self.setMinimumSize(200, 60)  # fits the ledger strip of a short laptop screen
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.series: Series | None = None
        self._plot: QRectF | None = None
        self.setMouseTracking(True)
        self.setToolTip(self.tr("Each player's running total after every hand"))

    def set_night(self, night: Night | None) -> None:
        self.set_series(running_totals(night) if night is not None else None)

    def set_series(self, series: Series | None) -> None:
        """The running totals to draw (night_stats.session_series reads them from the ledger),
        each hand named as the ledger's rows name it (東1 in the Chinese window)."""
        if series is not None:
            series = replace(series, labels=short_labels(series.labels))
        self.series = series
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def chart_font(self) -> QFont:
        """The window's font: its style sheet stops font propagation to children, and the
        larger-text view sets the window's font."""
        return self.window().font()

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlphaF(0.18)
        look = ChartLook(text, grid, self.chart_font())
        self._plot = paint_chart(
            painter,
            QRectF(self.rect()).adjusted(2, 2, -2, -2),
            self.series or Series(("",), (), {}),
            look,
            self.tr("The chart starts with the first hand"),
        )
        painter.end()

    def point_text(self, x: float) -> str | None:
        """The hand nearest `x` and everyone's total after it, e.g. "E3+1: Amy $4, Ben -$28"."""
        series, plot = self.series, self._plot
        if series is None or plot is None or len(series.labels) < 2:
            return None
        index = round((x - plot.left()) / plot.width() * (len(series.labels) - 1))
        index = min(max(index, 1), len(series.labels) - 1)
        totals = ", ".join(f"{p} {amount_text(series.totals[p][index])}" for p in series.players)
        return f"{series.labels[index]}: {totals}"

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        text = self.point_text(event.position().x())
        if text:
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
        super().mouseMoveEvent(event)
