"""An unexpected error becomes a dialog and the session goes on.

Every hand is committed by the ledger before the window says it is recorded, so an
error in the window can lose at most the hand being entered, never a recorded one.
"""

from __future__ import annotations

import sys
import traceback

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from mjscore_gui.gui.widgets.plain import shown


def install_error_dialog(parent) -> None:
    previous = sys.excepthook

    def hook(kind, value, tb) -> None:
        details = "".join(traceback.format_exception(kind, value, tb))
        print(details, file=sys.stderr)
        try:
            box = QMessageBox(parent)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setWindowTitle(QCoreApplication.translate("Errors", "Something went wrong"))
            box.setText(
                QCoreApplication.translate(
                    "Errors",
                    "MJScore hit an unexpected error. Every recorded hand is safe; "
                    "you can carry on. If this happens again, please report it with the details.",
                )
            )
            box.setInformativeText(shown(f"{kind.__name__}: {value}"))
            box.setDetailedText(details)
            box.exec()
        except Exception:  # the dialog itself failed: fall back to the console
            previous(kind, value, tb)

    sys.excepthook = hook
