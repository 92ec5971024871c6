"""Seat and wind names as the window shows them ("East 東"; "東" in Chinese)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def wind_label(seat: str) -> str:
    return {
        "E": QCoreApplication.translate("Winds", "East 東"),
        "S": QCoreApplication.translate("Winds", "South 南"),
        "W": QCoreApplication.translate("Winds", "West 西"),
        "N": QCoreApplication.translate("Winds", "North 北"),
    }[seat]
