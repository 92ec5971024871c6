"""Club ▸ Club folder…: which folder the club keeps in sync (Syncthing, Dropbox, a share),
Choose… or Off, whether this is the secretary's laptop, and how publishing goes (when
the folder was last read, how many sessions were published and read). A folder that
cannot be used is one line in the dialog; the setting stays as it was.

The dialog only shows and changes the window's `ClubLink` (gui/club/state/club_link.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QFileDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from mjscore_gui.club.folder.setting import ClubFolderError
from mjscore_gui.gui.club.parts import close_button, set_type
from mjscore_gui.gui.club.state.club_link import ClubLink
from mjscore_gui.gui.local_time import short_date_time
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog


class ClubFolderDialog(GuardedDialog):
    def __init__(self, link: ClubLink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("club-folder-dialog")
        self.setWindowTitle(self.tr("Club folder"))
        self.link = link
        layout = QVBoxLayout(self)
        layout.addWidget(
            wrapped_label(
                self.tr(
                    "A folder the club keeps in sync (Syncthing, Dropbox, Google Drive, OneDrive, a network share). "
                    "This laptop publishes the sessions it starts from now on there, and reads every other "
                    "laptop's sessions from it as read-only copies."
                ),
                "club-folder-about",
            )
        )
        self.path = set_type(wrapped_label("", "club-folder-path"))
        layout.addWidget(self.path)
        row = QHBoxLayout()
        self.choose_button = named(QPushButton(self.tr("&Choose…")), "club-folder-choose")
        self.choose_button.clicked.connect(self.ask_folder)
        self.off_button = named(QPushButton(self.tr("&Off")), "club-folder-off")
        self.off_button.setToolTip(self.tr("Stop publishing and reading; the files in the folder stay"))
        self.off_button.clicked.connect(self.turn_off)
        self.sync_button = named(QPushButton(self.tr("&Read now")), "club-folder-sync")
        self.sync_button.clicked.connect(self.read_now)
        row.addWidget(self.choose_button)
        row.addWidget(self.off_button)
        row.addWidget(self.sync_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.secretary = QCheckBox(self.tr("This laptop is the &secretary's (it writes the club's club.toml)"))
        self.secretary.setObjectName("club-folder-secretary")
        self.secretary.toggled.connect(self._secretary_toggled)
        layout.addWidget(self.secretary)
        self.status = wrapped_label("", "club-folder-status")
        layout.addWidget(self.status)
        self.error = wrapped_label("", "club-folder-error")
        self.error.setStyleSheet(style.ERROR_TEXT)
        layout.addWidget(self.error)
        layout.addWidget(close_button(self))
        self.resize(620, self.sizeHint().height())
        self._unsubscribe = link.subscribe(self.refresh)
        self.finished.connect(lambda _=0: self._unsubscribe())
        self.refresh()

    def refresh(self) -> None:
        settings = self.link.settings
        if settings.folder is None:
            self.path.setText(self.tr("No club folder"))
        elif settings.since:
            self.path.setText(
                self.tr("{0}\n(publishing sessions started since {1})").format(
                    settings.folder, short_date_time(settings.since)
                )
            )
        else:
            self.path.setText(str(settings.folder))
        self.off_button.setEnabled(settings.folder is not None)
        self.sync_button.setEnabled(settings.folder is not None)
        with QSignalBlocker(self.secretary):
            self.secretary.setChecked(settings.secretary)
        self.status.setText(self.link.status())
        if self.link.error:
            self.say(self.link.error)

    def say(self, line: str) -> None:
        self.error.setText(line)

    def ask_folder(self) -> None:
        start = str(self.link.folder or Path.home())
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Choose the club folder"), start)
        if chosen:
            self.choose(chosen)

    def choose(self, path: str | Path) -> bool:
        """Use `path` as the club folder; a folder that cannot be used is said here."""
        return self._change(lambda: self.link.set_folder(path))

    def turn_off(self) -> None:
        self._change(self.link.turn_off)

    def read_now(self) -> None:
        self.say("")
        self.link.tick()
        self.refresh()

    def _secretary_toggled(self, ticked: bool) -> None:
        self._change(lambda: self.link.set_secretary(ticked))

    def _change(self, change: Callable[[], None]) -> bool:
        """Make `change` to the setting; a ClubFolderError is said here, the setting as it was."""
        self.say("")
        try:
            change()
        except ClubFolderError as exc:
            self.refresh()  # the secretary's box back as it was
            self.say(str(exc))
            return False
        self.refresh()
        return True
