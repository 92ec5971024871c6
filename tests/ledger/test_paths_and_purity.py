from __future__ import annotations

from pathlib import Path

import mjscore_gui
from mjscore_gui import paths


def test_data_dir_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "mj"))
    assert paths.data_dir() == tmp_path / "mj"
    assert (tmp_path / "mj").is_dir()
    assert paths.ledger_path() == tmp_path / "mj" / "ledger.sqlite3"


def test_default_data_dir_is_the_user_data_folder_not_the_install(monkeypatch, tmp_path):
    monkeypatch.delenv("MJSCORE_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "appdata"))
    folder = paths.data_dir(create=False)
    assert "MJScore" in str(folder)
    install = Path(mjscore_gui.__file__).resolve().parent.parent
    assert install not in folder.resolve().parents
