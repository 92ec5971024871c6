"""Where an export goes by default: the user's documents folder, named after the session."""

from __future__ import annotations

import re
from pathlib import Path

from mjscore_gui.paths import documents_dir


def default_export_path(session_name: str, kind: str) -> Path:
    stem = re.sub(r"[^\w\- ]+", "", session_name, flags=re.UNICODE).strip() or "mjscore-session"
    return documents_dir() / f"{stem}.{kind}"
