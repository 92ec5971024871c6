"""Building the window without PySide6's `Qt` namespace, which waits for the first paint.

PySide6 makes the whole `Qt` namespace, 94 enum types (`Qt.Key` alone has 471 members),
the first time any of its enums is touched: importing `Qt`, passing or receiving a
`Qt.AlignmentFlag`, even a `setShortcut()` (whose overloads take a `Qt.Key`). That is
~15 ms, a tenth of what a bare PySide6 window takes to open. So the parts built before
the first paint set those values through Qt's property system, as the plain numbers Qt
stores (`label.setProperty("alignment", ALIGN_RIGHT | ALIGN_VCENTER)` is
`label.setAlignment(...)`), and code that runs later (a click, a key, a drawn tile)
imports `Qt` where it runs. tests/gui/test_before_paint.py checks that the numbers are
Qt's and that a launch paints its window before the namespace is made.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer

# Qt.AlignmentFlag
ALIGN_LEFT = 0x0001
ALIGN_RIGHT = 0x0002
ALIGN_BOTTOM = 0x0040
ALIGN_VCENTER = 0x0080
# Qt.Orientation
VERTICAL = 2
# Qt.FocusPolicy.StrongFocus
STRONG_FOCUS = 11
# Qt.ContextMenuPolicy.CustomContextMenu
CUSTOM_CONTEXT_MENU = 3
# Qt.ItemDataRole
DISPLAY_ROLE = 0
TOOLTIP_ROLE = 3
FONT_ROLE = 6
TEXT_ALIGNMENT_ROLE = 7
FOREGROUND_ROLE = 9


class _FirstPaint(QObject):
    """One filter per widget, however many wait for its paint: each filter sees every
    event the widget gets until then."""

    def __init__(self, widget: QObject) -> None:
        super().__init__(widget)
        self.waiting: list[Callable[[], object]] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            watched._first_paint = None  # type: ignore[attr-defined]  # a later wait starts afresh
            # Once that paint is on screen; the latest asked first, as separate filters would.
            for then in reversed(self.waiting):
                QTimer.singleShot(0, then)
        return False


def after_first_paint(widget: QObject, then: Callable[[], object]) -> None:
    """Call `then` once `widget` has painted for the first time."""
    waiting = getattr(widget, "_first_paint", None)
    if waiting is None:
        waiting = widget._first_paint = _FirstPaint(widget)  # type: ignore[attr-defined]
    waiting.waiting.append(then)
