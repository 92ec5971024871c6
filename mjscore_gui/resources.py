"""Finding the files under resources/ wherever the app runs from.

A wheel (and the PyInstaller bundle) carries them inside the package as
mjscore_gui/resources; a source checkout keeps them in the top-level resources/
folder beside the package. Nothing here ever looks outside those two places.
"""

from __future__ import annotations

from functools import cache
from importlib import resources as _ir
from pathlib import Path


@cache
def resource_root() -> Path:
    packaged = Path(str(_ir.files("mjscore_gui"))) / "resources"
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parent.parent / "resources"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(
        "MJScore's resources folder is missing; reinstall the app "
        f"(looked in {packaged} and {checkout})"
    )


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)
