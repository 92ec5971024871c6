"""The window's few style rules: big numbers for the numbers players read from their
chairs, colours that read on both light and dark palettes."""

from __future__ import annotations

from mjscore_gui.gui.scale import Scale

GREEN = "#2e9d4f"
RED = "#d0433a"
ACCENT = "#e0562b"


def window_style(scale: Scale) -> str:
    f = scale.font
    return f"""
    QLabel#result-faan {{ font-size: {int(64 * f)}px; font-weight: bold; min-width: {int(80 * f)}px; }}
    QLabel#result-faan[state="ok"] {{ color: {GREEN}; }}
    QLabel#result-faan[state="bad"] {{ color: {RED}; }}
    QLabel#result-unit {{ font-size: {int(22 * f)}px; padding-bottom: {int(12 * f)}px; }}
    QLabel#result-status {{ font-size: {int(14 * f)}px; }}
    QLabel#result-status[state="bad"] {{ color: {RED}; font-weight: bold; }}
    QLabel#result-status[state="ok"] {{ color: {GREEN}; }}
    QWidget#result-lines QLabel {{ font-size: {int(16 * f)}px; }}
    QLabel#result-line-zh {{ font-weight: bold; }}
    QLabel#result-payments-title, QLabel#hand-title {{ font-weight: bold; font-size: {int(15 * f)}px; }}
    QLabel[payment="true"] {{ font-size: {int(16 * f)}px; }}
    QLabel[sign="plus"] {{ color: {GREEN}; font-weight: bold; }}
    QLabel[sign="minus"] {{ color: {RED}; font-weight: bold; }}
    QFrame#totals QLabel {{ font-size: {int(14 * f)}px; }}
    QFrame#totals QLabel[sign] {{ font-size: {int(34 * f)}px; font-weight: bold; }}
    QFrame[dealer="true"] {{ border: 2px solid {ACCENT}; border-radius: 6px; }}
    QPushButton#record-hand {{ font-size: {int(18 * f)}px; font-weight: bold; }}
    QLabel#record-why {{ color: {RED}; }}
    QLabel#hand-hint {{ font-size: {int(13 * f)}px; }}
    QLabel#hand-group-caption {{ font-size: {int(11 * f)}px; }}
    """
