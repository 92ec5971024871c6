"""Run in its own process on a screen of the size asked for (test_screen_height.py): the
window as it opens, the ledger's rows in view, then a units session in larger text with
a long hand (four kongs, a pair, seven flowers), then larger text off. Prints JSON."""

from __future__ import annotations

import json
import os
import sys
import tempfile

from mjscore_gui.ledger.stored_entry import from_json as json_entry

LONG_HAND = "1111m 2222p 3333s EEEE CC f1 f2 f3 f4 s1 s2 s3"
REFERENCE = "123m 456m 789p 55s =CCC"


def main() -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from mjscore_gui.app import create_main_window
    from mjscore_gui.ledger import Ledger
    from mjscore_gui.rulebook import get_preset

    data = tempfile.mkdtemp()
    with Ledger.open(data) as ledger:
        session = ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="Friday club, 22 Nov")
        for i in range(9):
            session.record(json_entry({"faan": 3 + i % 4, "seat_wind": "ESWN"[i % 4], "win": "self_drawn"}))
    w = create_main_window(data)
    w.show()
    settle(app)
    out: dict = {"available": app.primaryScreen().availableGeometry().height()}
    out["opened"] = state(w)
    w.builder.add_text(REFERENCE)
    w.builder.set_situation(winner="E", win="discard", discarder="W")
    settle(app)
    out["reference"] = state(w)
    w.builder.clear(keep_situation=False)
    w.table.change_rules(get_preset("units"))
    settle(app)
    out["units"] = state(w)  # normal text, the losers' boxes shown, no hand yet
    before = [w.width(), w.height()]
    w.toggle_large()
    w.builder.add_text(LONG_HAND)
    w.builder.set_situation(winner="E", win="discard", discarder="S")
    settle(app)
    out["large"] = state(w)
    out["large"]["tile_count"] = w.builder.tile_count()
    out["large"]["lines"] = len(w.builder.evaluation().result.patterns)
    if len(sys.argv) > 1:
        w.grab().save(sys.argv[1])
    w.toggle_large()
    settle(app)
    out["before_large"] = before
    out["after_large"] = state(w)
    w.builder.clear(keep_situation=False)  # the hand recorded or cleared: the rows come back
    settle(app)
    out["cleared"] = state(w)
    w.table.close()
    print(json.dumps(out), flush=True)
    os._exit(0)  # PySide6 can abort while collecting a window left at exit


def settle(app) -> None:
    for _ in range(10):
        app.processEvents()


def state(w) -> dict:
    """The window's size and frame, the ledger's rows wholly in view, and the parts below
    the hand (ledger, chart, status line) and the palette: each wholly in the window."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QPushButton, QWidget

    def inside(widget: QWidget) -> bool:
        rect = QRect(widget.mapTo(w, widget.rect().topLeft()), widget.size())
        return widget.isVisibleTo(w) and w.rect().contains(rect) and widget.height() > 0

    view = w.ledger
    model = view.model()
    port = view.viewport().rect()
    rows = sum(1 for r in range(model.rowCount()) if port.contains(view.visualRect(model.index(r, 0))))
    chart = w.findChild(QWidget, "ledger-and-chart")
    palette = [b for b in w.findChildren(QPushButton) if b.objectName().startswith("palette-")]
    squeezed = [b.objectName() for b in palette if b.height() < b.minimumSizeHint().height() - 1 or not inside(b)]
    frame = w.frameGeometry()
    return {
        "size": [w.width(), w.height()],
        "frame_bottom": frame.y() + frame.height(),
        "rows": rows,
        "handle": w.splitter.handleWidth(),
        "below": {name: inside(part) for name, part in (("ledger", view), ("chart", chart), ("status", w.statusBar()))},
        "palette_squeezed": squeezed,
    }


if __name__ == "__main__":
    sys.exit(main())
