"""Finding the files under resources/ wherever the app runs from.

A wheel (and the PyInstaller bundle) carries them inside the package as
mjscore_gui/resources; a source checkout keeps them in the top-level resources/
folder beside the package. Nothing here ever looks outside those two places.
"""

from __future__ import annotations

import os
from functools import cache
from importlib.resources import files
from pathlib import Path


@cache
def resource_root() -> Path:
    package = os.path.dirname(os.path.realpath(__file__))
    candidates = (os.path.join(package, "resources"), os.path.join(os.path.dirname(package), "resources"))
    for folder in candidates:  # wheel or bundle; checkout
        if os.path.isdir(folder):
            return Path(folder)
    packaged = os.path.join(str(files("mjscore_gui")), "resources")  # a package that is not a plain folder
    if os.path.isdir(packaged):
        return Path(packaged)
    raise FileNotFoundError(
        f"MJScore's resources folder is missing; reinstall the app (looked in {', '.join(candidates)} and {packaged})"
    )


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)
