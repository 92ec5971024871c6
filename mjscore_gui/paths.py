"""Where MJScore keeps its files: each folder chosen in one place.

`MJSCORE_DATA_DIR` (set by `--data-dir` too) wins, so tests, the self-test and a
portable install never touch the user's real ledger; otherwise the platform's user
data folder. House rulesets go to the user's config folder (`MJSCORE_CONFIG_DIR`
wins; with only the data folder set, that one serves for both). Never the install
folder: a packaged app may not write there, and an upgrade would replace it.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "MJScore"
ENV_VAR = "MJSCORE_DATA_DIR"
CONFIG_ENV_VAR = "MJSCORE_CONFIG_DIR"


def data_dir(create: bool = True) -> Path:
    return _folder(_override(ENV_VAR) or _platform("user_data_dir"), create)


def documents_dir() -> Path:
    """Where every save dialog opens: the user's documents folder (the folder Qt's
    `QStandardPaths.DocumentsLocation` names), never the working directory."""
    return Path(platformdirs.user_documents_dir())


def in_documents(filename: str) -> str:
    """`filename` inside the documents folder, as a save dialog's suggested path."""
    return str(documents_dir() / filename)


def cache_dir() -> Path | None:
    """Where MJScore keeps what it can make again (the tile pictures, the verdicts on broken
    house rulesets): `MJSCORE_CACHE_DIR`, else the platform's cache folder; None when there
    is none (then it is only slower)."""
    override = _override("MJSCORE_CACHE_DIR")
    if override is not None:
        return override
    try:
        return _platform("user_cache_dir")
    except OSError:
        return None


def ledger_path(create: bool = True) -> Path:
    """The ledger's SQLite file inside the data folder."""
    return data_dir(create) / "ledger.sqlite3"


def config_dir(create: bool = True) -> Path:
    """Where the player's own settings files live (house rulesets)."""
    return _folder(_override(CONFIG_ENV_VAR) or _override(ENV_VAR) or _platform("user_config_dir"), create)


def rulesets_dir(create: bool = True) -> Path:
    """The folder of house rulesets, one TOML file each."""
    return _folder(config_dir(create) / "rulesets", create)


def _override(var: str) -> Path | None:
    value = os.environ.get(var, "").strip()
    return Path(value).expanduser() if value else None


def _platform(kind: str) -> Path:
    return Path(getattr(platformdirs, kind)(APP_NAME, appauthor=False))


def _folder(path: Path, create: bool) -> Path:
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path
