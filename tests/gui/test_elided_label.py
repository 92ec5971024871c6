"""A breakdown line too long for its column ends its name in "…", never its tiles; the
whole line is then its tooltip, and a wider column shows it whole again."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QWidget

from mjscore_gui.gui.widgets.elided_label import ElidedLabel

NAME, TILES = "Concealed pong of terminals or honours", "111m"


def _in_box(qtbot, width: int) -> tuple[QWidget, ElidedLabel]:
    box = QWidget()
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    label = ElidedLabel()
    label.set_parts(NAME, TILES)
    layout.addWidget(label)
    qtbot.addWidget(box)
    box.resize(width, 30)
    box.show()
    qtbot.waitExposed(box)
    return box, label


def test_a_narrow_column_shortens_the_name_and_keeps_the_tiles(qtbot):
    box, label = _in_box(qtbot, 160)
    assert label.width() <= 160
    assert label.text().endswith("… 111m") and label.text().startswith("Conc")
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    assert label.toolTip() == f"{NAME} {TILES}" == label.full_text()


def test_a_wide_column_shows_the_whole_line_without_a_tooltip(qtbot):
    box, label = _in_box(qtbot, 160)
    box.resize(800, 30)
    qtbot.waitUntil(lambda: label.text() == f"{NAME} {TILES}")
    assert label.toolTip() == ""
    assert label.sizeHint().width() >= label.fontMetrics().horizontalAdvance(label.full_text())
    assert label.minimumSizeHint().width() < label.sizeHint().width() // 2


def test_larger_text_fits_the_line_again(qtbot):
    box, label = _in_box(qtbot, 420)
    whole = label.text()
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    label.setFont(font)
    qtbot.waitUntil(lambda: label.text() != whole)
    assert label.text().endswith("… 111m")
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


def test_a_line_without_tiles_ends_in_the_ellipsis(qtbot):
    box, label = _in_box(qtbot, 120)
    label.set_parts("Robbing the kong for the thirteenth orphan")
    assert label.text().endswith("…") and label.toolTip() == "Robbing the kong for the thirteenth orphan"
