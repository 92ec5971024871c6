"""The window's colours and style rules, all here: big numbers for the numbers players
read from their chairs, colours that read on both light and dark palettes."""

from __future__ import annotations

from mjscore_gui.gui.widgets.scale import Scale

GREEN = "#2e9d4f"
RED = "#d0433a"
ACCENT = "#e0562b"
PICK_WINNER = "#d8f0dd"  # the winner's player box, for the hand being built
PICK_DISCARDER = "#f8dcd9"  # the discarder's
ACCENT_FILL = "#ffd9b8"
NOTICE_RED = "#c62828"
EDIT_FILL = "#fff3cd"
EDIT_TEXT = "#5c4400"

ERROR_TEXT = f"color: {RED};"
NOTICE_TEXT = f"color: {NOTICE_RED}; font-weight: bold;"
WINNING_TILE = f"QPushButton {{ border: 3px solid {ACCENT}; border-radius: 7px; background: {ACCENT_FILL}; }}"


def sign_text(sign: str) -> str:
    """An amount's colour: green received, red paid."""
    return {"plus": f"color: {GREEN}; font-weight: bold;", "minus": f"color: {RED}; font-weight: bold;"}.get(sign, "")


def window_style(scale: Scale) -> str:
    f = scale.font
    return f"""
    QLabel#result-faan {{ font-size: {int(56 * min(f, 1.15))}px; font-weight: bold; min-width: {int(70 * f)}px; }}
    QLabel#result-faan[state="ok"] {{ color: {GREEN}; }}
    QLabel#result-faan[state="bad"] {{ color: {RED}; }}
    QLabel#result-unit {{ font-size: {int(20 * f)}px; padding-bottom: {int(10 * f)}px; }}
    QLabel#result-status {{ font-size: {int(14 * min(f, 1.15))}px; }}
    QLabel#result-status[state="bad"] {{ color: {RED}; font-weight: bold; }}
    QLabel#result-status[state="ok"] {{ color: {GREEN}; }}
    QWidget#result-lines QLabel {{ font-size: {int(15 * min(f, 1.15))}px; }}
    QLabel#result-line-zh {{ font-weight: bold; }}
    QLabel#result-payments-title, QLabel#hand-title {{ font-weight: bold; font-size: {int(14 * f)}px; }}
    QLabel[payment="true"] {{ font-size: {int(15 * f)}px; }}
    QLabel[sign="plus"] {{ color: {GREEN}; font-weight: bold; }}
    QLabel[sign="minus"] {{ color: {RED}; font-weight: bold; }}
    QFrame#totals QLabel {{ font-size: {int(13 * f)}px; }}
    QFrame#totals QLabel[sign] {{ font-size: {int(28 * f)}px; font-weight: bold; }}
    QFrame[dealer="true"] {{ border: 2px solid {ACCENT}; border-radius: 6px; }}
    QFrame[pick="winner"] {{ background: {PICK_WINNER}; }}
    QFrame[pick="discarder"] {{ background: {PICK_DISCARDER}; }}
    QPushButton#record-hand {{ font-size: {int(17 * min(f, 1.15))}px; font-weight: bold; }}
    QLabel#record-why {{ color: {RED}; }}
    QLabel#hand-hint {{ font-size: {int(12 * f)}px; }}
    QLabel#hand-group-caption {{ font-size: {int(11 * f)}px; }}
    QLabel#edit-banner {{ background: {EDIT_FILL}; color: {EDIT_TEXT}; padding: 3px 6px; font-weight: bold; }}
    QTableView#ledger-table {{ font-size: {int(13 * f)}px; }}
    """
