"""Finding the files under resources/ wherever the app runs from.

A wheel (and the PyInstaller bundle) carries them inside the package as
mjscore_gui/resources; a source checkout keeps them in the top-level resources/
folder beside the package. Nothing here ever looks outside those two places.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_root() -> Path:
    package = Path(__file__).resolve().parent
    for folder in (package / "resources", package.parent / "resources"):  # wheel or bundle; checkout
        if folder.is_dir():
            return folder
    # importlib.resources (with the tempfile, zipfile... it loads, a tenth of `mjscore score`'s
    # start-up) only for a package that is not a plain folder.
    from importlib import resources

    packaged = Path(str(resources.files("mjscore_gui"))) / "resources"
    if packaged.is_dir():
        return packaged
    raise FileNotFoundError(
        "MJScore's resources folder is missing; reinstall the app "
        f"(looked in {package / 'resources'}, {package.parent / 'resources'} and {packaged})"
    )


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)
