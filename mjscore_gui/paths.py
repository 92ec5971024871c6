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
