"""Issue 23: every save dialog opens in the documents folder, never the working directory."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog

from tests.gui.test_club_night import record


@pytest.fixture
def documents(tmp_path, monkeypatch):
    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(folder))
    return folder


@pytest.fixture
def suggested(monkeypatch):
    paths: list[str] = []

    def save_as(_parent, _title, path, _filter="", *args, **kwargs):
        paths.append(path)
        return "", ""  # cancelled: only where it opened matters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    return paths


def test_every_save_dialog_opens_in_the_documents_folder(qtbot, window, documents, suggested):
    from mjscore_gui.club.members.aliases import Aliases
    from mjscore_gui.club.results.nights import night_totals
    from mjscore_gui.gui.club.standings_dialog import StandingsDialog

    record(qtbot, window)
    for name in ("export-csv", "export-json"):
        window.findChild(QAction, name).trigger()
    window.club.share_summary()
    window.club.export_night()
    standings = StandingsDialog(night_totals(window.table.ledger), Aliases.load(window.table.data_dir), window)
    qtbot.addWidget(standings)
    standings.save()
    assert len(suggested) == 5
    for path in suggested:
        assert Path(path).parent == documents, path
