"""Run in its own process (a screen of the size asked for): builds the window with a
full hand and prints, as JSON, every control that is not wholly on screen."""

from __future__ import annotations

import json
import os
import sys
import tempfile

from mjscore_gui.ledger.stored_entry import from_json as json_entry

FULL_HAND = ("pong C", "chow 6s", "123s 789s 55s f1 f2 f3 f4 s1 s2 s3 s4")
TEN_LINES = "1111p 2222p 3333p 4444p CC"  # to count lines: a hand with many faan lines


def main() -> int:
    width, height, large = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "large"
    shot = sys.argv[4] if len(sys.argv) > 4 else ""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from mjscore_gui.app import create_main_window
    from mjscore_gui.engine.tiles import parse_tile, parse_tiles
    from mjscore_gui.ledger import Ledger

    data = tempfile.mkdtemp()
    with Ledger.open(data) as ledger:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="Friday club, 22 Nov")
        for i in range(12):
            session.record(json_entry({"faan": 3 + i % 4, "seat_wind": "ESWN"[i % 4], "win": "self_drawn"}))
        session.record(
            json_entry(
                {
                    "concealed": "123m 456p 789s CCC 55m",
                    "winning_tile": "5m",
                    "win": "discard",
                    "seat_wind": "E",
                    "discarder": "S",
                }
            )
        )
    w = create_main_window(data)
    if large != w.large:
        w.toggle_large()
    w.show()
    w.resize(width, height)
    b = w.builder
    b.declare("pong", parse_tile("C"))
    b.declare("chow", parse_tile("6s"))
    for t in parse_tiles("123s 789s 55s f1 f2 f3 f4 s1 s2 s3 s4"):
        b.add_tile(t)
    b.set_situation(winner="W", win="self_drawn")
    for c in b.applicable_conditions()[:2]:
        b.toggle_condition(c, True)
    out = {
        "conditions": sorted(b.state.conditions),
        "flowers": len(b.state.flowers),
        "melds": len(b.state.melds),
        "window": [w.width(), w.height()],
    }
    out["hand"] = offscreen(w, app)
    out["lines"] = len(b.evaluation().result.patterns)
    if shot:
        w.grab().save(shot)
    # The same hand opened from the ledger to fix: the edit banner takes a line too.
    w.editing_probe = w.editor.edit_hand(w.table.rows()[-1])
    b.declare("pong", parse_tile("C"))
    b.declare("chow", parse_tile("6s"))
    for t in parse_tiles("123s 789s 55s f1 f2 f3 f4 s1 s2 s3 s4"):
        b.add_tile(t)
    b.set_situation(win="self_drawn")
    for c in b.applicable_conditions()[:2]:
        b.toggle_condition(c, True)
    out["editing"] = offscreen(w, app) if w.edit_banner.isVisible() else ["no edit banner"]
    if shot:
        w.grab().save(shot.replace(".png", "-editing.png"))
    w.editor.cancel_edit()
    # The most breakdown lines a hand shows: ten.
    out["ten"] = ten_lines(w, b, app)
    if shot:
        w.grab().save(shot.replace(".png", "-ten.png"))
    # The longest lines: the units preset's points, four concealed pongs told apart by their tiles.
    out["units"] = units_lines(w, b, app)
    if shot:
        w.grab().save(shot.replace(".png", "-units.png"))
    w.table.close()
    print(json.dumps(out), flush=True)
    os._exit(0)  # PySide6 can abort while collecting a window left at exit


def settle(app) -> None:
    for _ in range(6):
        app.processEvents()


def offscreen(w, app) -> list[str]:
    """Each visible control (button, box, label with a name) cut off by the window or
    by a scrolled or clipped parent."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QLabel,
        QLineEdit,
        QTableView,
    )

    settle(app)
    bad = []
    from PySide6.QtWidgets import QWidget

    kinds = (QAbstractButton, QComboBox, QLineEdit, QLabel, QTableView)
    for widget in w.findChildren(QWidget):
        if (
            not isinstance(widget, kinds)
            or not widget.isVisibleTo(w)
            or not widget.objectName()
            and isinstance(widget, QLabel)
        ):
            continue
        if widget.window() is not w:
            continue
        rect = QRect(widget.mapTo(w, widget.rect().topLeft()), widget.size())
        parent = widget.parentWidget()
        clipped = not w.rect().contains(rect)
        while parent is not None and parent is not w and not clipped:
            outer = QRect(parent.mapTo(w, parent.rect().topLeft()), parent.size())
            clipped = not outer.contains(rect)
            parent = parent.parentWidget()
        if clipped or widget.height() < min(widget.sizeHint().height(), widget.minimumSizeHint().height()) - 2:
            bad.append(
                f"{type(widget).__name__}#{widget.objectName()} {rect.getRect()} "
                f"hint {widget.minimumSizeHint().height()} window {w.width()}x{w.height()}"
            )
    # Nor one tile drawn over another (a tile left in its group's corner).
    from PySide6.QtWidgets import QPushButton

    tiles = [t for t in w.findChildren(QPushButton) if t.objectName().startswith("hand-") and t.isVisibleTo(w)]
    for i, a in enumerate(tiles):
        for other in tiles[i + 1 :]:
            if a.parentWidget() is other.parentWidget() and a.geometry().intersects(other.geometry()):
                bad.append(f"{a.objectName()} over {other.objectName()} at {a.geometry().getRect()}")
    return bad


def ten_lines(w, b, app) -> dict:
    from mjscore_gui.engine.tiles import parse_tile, parse_tiles

    b.clear()
    # West, in the West round: a kong of West is both seat and round wind.
    b.set_situation(win="self_drawn", winner="W")
    for tile in ("C", "F"):
        b.declare("pong", parse_tile(tile))
    b.declare("kong", parse_tile("W"))
    for t in parse_tiles("111s 55s f1 f2 f3 f4 s1 s2 s3 s4"):
        b.add_tile(t)
    b.toggle_condition("kong_replacement", True)
    result = b.evaluation().result
    lines = len(result.patterns) if result else 0
    from PySide6.QtWidgets import QScrollArea

    scrolled = [
        a.objectName()
        for a in w.findChildren(QScrollArea)
        if a.isVisibleTo(w) and a.verticalScrollBar().isVisible() and a.objectName() != "waits"
    ]
    return {"lines": lines, "offscreen": offscreen(w, app), "scrollbars": scrolled}


def units_lines(w, b, app) -> dict:
    """Each breakdown line's text as shown, and the lines whose text is wider than their
    label or whose label is cut by the panel."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel

    from mjscore_gui.engine.tiles import parse_tiles
    from mjscore_gui.rulebook import get_preset

    b.clear()
    w.table.session.change_rules(get_preset("units"))
    b.set_situation(win="discard", winner="E", discarder="S")
    for t in parse_tiles("111m 999p EEE NNN CC"):
        b.add_tile(t)
    settle(app)
    holder = w.result.lines_area
    panel = QRect(holder.mapTo(w, holder.rect().topLeft()), holder.size())
    shown, cut = [], []
    for row in range(w.result.lines.rowCount()):
        item = w.result.lines.itemAtPosition(row, 1)
        label = item.widget() if item else None
        if not isinstance(label, QLabel) or not label.isVisibleTo(w):
            continue
        shown.append(label.text())
        rect = QRect(label.mapTo(w, label.rect().topLeft()), label.size())
        if label.fontMetrics().horizontalAdvance(label.text()) > label.contentsRect().width() + 1 or not panel.contains(
            rect
        ):
            cut.append(f"{label.text()!r} {rect.getRect()} in {panel.getRect()}")
    return {"shown": shown, "cut": cut, "offscreen": offscreen(w, app)}


if __name__ == "__main__":
    sys.exit(main())
