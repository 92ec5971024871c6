"""Players and seats, a new session, resuming an earlier one."""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
)

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui import i18n
from mjscore_gui.gui.local_time import short_date_time
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import dialog_buttons, named
from mjscore_gui.gui.widgets.plain import PlainLabel
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.gui.widgets.winds import wind_label
from mjscore_gui.ledger import SessionInfo
from mjscore_gui.ledger.names import key


class PlayersDialog(GuardedDialog):
    """Who sits where. For a new session the first name is East, the first dealer; a
    fifth name (optional) makes a table of five, the fifth sitting out the first hand
    and then each in turn (the ledger's table.py)."""

    def __init__(
        self,
        names: dict[str, str],
        parent=None,
        new: bool = False,
        welcome: bool = False,
        look_alikes: Callable[[list[str]], list[str]] | None = None,
        rulesets: list[tuple[str, str]] | None = None,
        current: str = "",
        taken: Iterable[str] = (),
    ) -> None:
        """`taken`: the names of sessions already in the ledger, so the suggested name is
        not the evening's first session's again. `look_alikes(names)`: a warning for each name that looks like a known player's
        but is spelled with other letters (Ledger.look_alikes); OK again confirms them.
        `rulesets` (id, shown name): the presets and house rulesets a new session may be
        played under; `current`, the rules played now, is the first choice."""
        super().__init__(parent)
        self.look_alikes = look_alikes
        self._confirmed: list[str] | None = None
        self.setMinimumWidth(460)  # room for a one-line reason why not
        self.setObjectName("players-dialog")
        self.setWindowTitle(
            self.tr("Who is playing?") if welcome else self.tr("New session") if new else self.tr("Players and seats")
        )
        form = QFormLayout(self)
        intro = PlainLabel(
            self.tr("Welcome to MJScore. Name the four players to start tonight's session; East deals first.")
            if welcome
            else self.tr("Four players, or five taking turns to sit out; East deals first.")
            if new
            else self.tr(
                "From the next hand on. A new name takes over that seat (a substitute); existing names change seats."
            )
        )
        intro.setWordWrap(True)
        form.addRow(intro)
        self.name_edit: QLineEdit | None = None
        if new:
            self.name_edit = named(QLineEdit(unused_name(default_session_name(), taken)), "session-name")
            form.addRow(self.tr("Session &name:"), self.name_edit)
        self.rules: QComboBox | None = None
        if new and rulesets:
            self.rules = named(QComboBox(), "session-rules")
            if current:
                self.rules.addItem(self.tr("Keep the current rules: {0}").format(current), None)
            for ruleset_id, shown in rulesets:
                self.rules.addItem(shown, ruleset_id)
            form.addRow(self.tr("&Rules:"), self.rules)
        self.error = named(PlainLabel(), "players-error")
        self.edits: dict[str, QLineEdit] = {}
        for seat in SEATS:
            edit = named(QLineEdit(names.get(seat, "")), f"player-name-{seat}")
            edit.textEdited.connect(lambda _t: self.error.clear())
            form.addRow(f"{wind_label(seat)}:", edit)
            self.edits[seat] = edit
        # A table of five: the fifth sits out the first hand, then takes the seat of the
        # next in this order, who sits out the next; and so on round.
        self.fifth: QLineEdit | None = None
        if new:
            self.fifth = named(QLineEdit(names.get("5", "")), "player-name-5")
            self.fifth.setPlaceholderText(self.tr("optional: a fifth player"))
            self.fifth.setToolTip(
                self.tr(
                    "A table of five: the fifth sits out the first hand; after each hand the one who sat out "
                    "takes the seat of the next in this order"
                )
            )
            self.fifth.textEdited.connect(lambda _t: self.error.clear())
            form.addRow(self.tr("Sits out first:"), self.fifth)
        self.error.setStyleSheet(style.ERROR_TEXT)
        form.addRow(self.error)
        form.addRow(dialog_buttons(self))

    def accept(self) -> None:
        names = self.players()
        if any(not n for n in names):
            self.error.setText(self.tr("Give all four players a name"))
            return
        if len({key(n) for n in names}) != len(names):
            self.error.setText(
                self.tr("The four players need four different names")
                if len(names) == 4
                else self.tr("The five players need five different names")
            )
            return
        warnings = self.look_alikes(names) if self.look_alikes is not None else []
        if warnings and self._confirmed != names:
            self._confirmed = names
            self.error.setText("\n".join(warnings) + "\n" + self.tr("Press OK again to play them as new players."))
            self.error.setWordWrap(True)
            return
        super().accept()

    def session_name(self) -> str:
        return self.name_edit.text().strip() if self.name_edit is not None else ""

    def ruleset_id(self) -> str | None:
        """The preset or house ruleset picked; None: keep the current rules."""
        return self.rules.currentData() if self.rules is not None else None

    def players(self) -> list[str]:
        """East, South, West, North; and a fifth when one is named (a table of five)."""
        fifth = self.fifth.text().strip() if self.fifth is not None else ""
        return [self.edits[s].text().strip() for s in SEATS] + ([fifth] if fifth else [])

    def seating(self) -> dict[str, str]:
        return dict(zip(SEATS, self.players()))


class ResumeDialog(GuardedDialog):
    def __init__(self, sessions: list[SessionInfo], parent=None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(460)  # room for a one-line reason why not
        self.setObjectName("resume-dialog")
        self.setWindowTitle(self.tr("Resume a session"))
        layout = QVBoxLayout(self)
        self.list = named(QListWidget(), "sessions-list")
        for s in sessions:
            text = self.tr("{0}: {1} ({2}, started {3})").format(
                s.name or self.tr("Session {0}").format(s.id),
                ", ".join(s.players),
                self.tr("1 hand") if s.hands == 1 else self.tr("{0} hands").format(s.hands),
                short_date_time(s.started) if s.started else "?",
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, s.id)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        open_cancel = QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        layout.addWidget(dialog_buttons(self, open_cancel))
        self.resize(560, 320)

    def chosen(self):
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None


def unused_name(name: str, taken: Iterable[str]) -> str:
    """`name`, or `name (2)`, `name (3)`… when a session is called so already: the
    evening's second session is told apart from its first in Resume and the exports."""
    used = set(taken)
    candidates = itertools.chain([name], (f"{name} ({n})" for n in itertools.count(2)))
    return next(c for c in candidates if c not in used)


def default_session_name() -> str:
    """Tonight, as a table names it: 'Friday, 22 Nov', or '11月22日 (五)' in Chinese."""
    now = time.localtime()
    if i18n.current().startswith("zh"):
        return f"{now.tm_mon}月{now.tm_mday}日 ({'一二三四五六日'[now.tm_wday]})"
    return time.strftime("%A, %d %b", now).replace(" 0", " ")
