"""Where MJScore keeps its data: one folder, chosen in one place.

`MJSCORE_DATA_DIR` (set by `--data-dir` too) wins, so tests, the self-test and a
portable install never touch the user's real ledger; otherwise the platform's user
data folder. Never the install folder: a packaged app may not write there, and an
upgrade would replace it.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "MJScore"
ENV_VAR = "MJSCORE_DATA_DIR"


def data_dir(create: bool = True) -> Path:
    override = os.environ.get(ENV_VAR, "").strip()
    if override:
        path = Path(override).expanduser()
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir(APP_NAME, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def ledger_path(create: bool = True) -> Path:
    """The ledger's SQLite file inside the data folder."""
    return data_dir(create) / "ledger.sqlite3"


CONFIG_ENV_VAR = "MJSCORE_CONFIG_DIR"


def config_dir(create: bool = True) -> Path:
    """Where the player's own settings files live (house rulesets).

    `MJSCORE_CONFIG_DIR` wins; with only `MJSCORE_DATA_DIR` (or `--data-dir`) set, the
    data folder serves for both, so a portable install or a test stays in one folder.
    """
    override = os.environ.get(CONFIG_ENV_VAR, "").strip()
    if override:
        path = Path(override).expanduser()
    elif os.environ.get(ENV_VAR, "").strip():
        return data_dir(create)
    else:
        from platformdirs import user_config_dir

        path = Path(user_config_dir(APP_NAME, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def rulesets_dir(create: bool = True) -> Path:
    """The folder of house rulesets, one TOML file each."""
    path = config_dir(create) / "rulesets"
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path
