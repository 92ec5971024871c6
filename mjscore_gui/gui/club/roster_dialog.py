"""Club ▸ Roster…: the roster (name, Chinese name, id, member or guest, other spellings),
the secretary's form for the player picked (Save, Add new, Remove, Make a guest or member)
and the names at the tables not on the roster (Join to…, Add as member or guest). What
may be written, and on which laptop, is gui/club/state/roster_book.py's `RosterBook`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.club.members.config import RosterEntry
from mjscore_gui.gui.club.parts import close_button, set_type
from mjscore_gui.gui.club.state.roster_book import RosterBook, RosterError
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog


class RosterDialog(GuardedDialog):
    def __init__(self, book: RosterBook, parent: QWidget | None = None, name: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster-dialog")
        self.setWindowTitle(self.tr("Club roster"))
        self.book = book
        layout = QVBoxLayout(self)
        self.title = set_type(named(PlainLabel(), "roster-title"))
        layout.addWidget(self.title)
        self.read_only = wrapped_label("", "roster-read-only")
        layout.addWidget(self.read_only)

        self.table = named(QTableWidget(0, 5), "roster-table")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Chinese name"),
                self.tr("Id"),
                self.tr("Member or guest"),
                self.tr("Also spelled"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._selected)
        layout.addWidget(self.table, 3)
        member_row = QHBoxLayout()
        self.guest_button = named(QPushButton(self.tr("Make a &guest")), "roster-toggle-guest")
        self.guest_button.setToolTip(self.tr("Guests are listed apart from the members in the season"))
        self.guest_button.clicked.connect(self.toggle_guest)
        member_row.addWidget(self.guest_button)
        # The secretary's form: the player picked above (Save), or a new one (Add), or Remove.
        form_row = QHBoxLayout()
        self.form = [QLineEdit(), QLineEdit(), QLineEdit()]
        for box, object_name, hint in zip(
            self.form,
            ("roster-edit-name", "roster-edit-name-zh", "roster-edit-aliases"),
            (self.tr("name"), self.tr("Chinese name"), self.tr("other spellings, comma between")),
            strict=True,
        ):
            box.setObjectName(object_name)
            box.setPlaceholderText(hint)
            form_row.addWidget(box, 1)
        self.form_guest = named(QCheckBox(self.tr("guest")), "roster-edit-guest")
        form_row.addWidget(self.form_guest)
        self.form_buttons = []
        for text, object_name, slot in (
            (self.tr("Sa&ve"), "roster-save", lambda: self.save(new=False)),
            (self.tr("A&dd new"), "roster-add", lambda: self.save(new=True)),
            (self.tr("Re&move"), "roster-remove", self.remove),
        ):
            button = named(QPushButton(text), object_name)
            button.clicked.connect(slot)
            form_row.addWidget(button)
            self.form_buttons.append(button)
        self.confirm: Callable[[str], bool] = lambda q: (
            QMessageBox.question(self, self.tr("Club roster"), q) == QMessageBox.StandardButton.Yes
        )
        member_row.addStretch(1)
        layout.addLayout(member_row)
        layout.addLayout(form_row)

        unknown = QGroupBox(self.tr("Names at the tables not on the roster"))
        unknown_layout = QVBoxLayout(unknown)
        self.unknown = named(QListWidget(), "roster-unknown")
        self.unknown.currentTextChanged.connect(lambda _=None: self._enable())
        unknown_layout.addWidget(self.unknown, 1)
        join_row = QHBoxLayout()
        self.join_to = named(QComboBox(), "roster-join-to")
        self.join_button = named(QPushButton(self.tr("&Join to")), "roster-join")
        self.join_button.setToolTip(self.tr("The same person: this spelling counts as that player at every table"))
        self.join_button.clicked.connect(self.join)
        join_row.addWidget(self.join_button)
        join_row.addWidget(self.join_to, 1)
        self.name_zh = named(QLineEdit(), "roster-name-zh")
        self.name_zh.setPlaceholderText(self.tr("Chinese name (optional)"))
        self.name_zh.setMinimumWidth(self.name_zh.fontMetrics().horizontalAdvance(self.name_zh.placeholderText()) + 24)
        join_row.addWidget(self.name_zh)
        self.add_member_button = named(QPushButton(self.tr("Add as &member")), "roster-add-member")
        self.add_member_button.clicked.connect(lambda: self.add(guest=False))
        self.add_guest_button = named(QPushButton(self.tr("Add as g&uest")), "roster-add-guest")
        self.add_guest_button.clicked.connect(lambda: self.add(guest=True))
        join_row.addWidget(self.add_member_button)
        join_row.addWidget(self.add_guest_button)
        unknown_layout.addLayout(join_row)
        layout.addWidget(unknown, 2)

        self.message = wrapped_label("", "roster-message")
        layout.addWidget(self.message)
        self.error = wrapped_label("", "roster-error")
        self.error.setStyleSheet(style.ERROR_TEXT)
        layout.addWidget(self.error)
        layout.addWidget(close_button(self))
        self._unsubscribe = book.subscribe(self.refresh)
        self.finished.connect(lambda _=0: self._unsubscribe())
        self.resize(900, 600)
        self.refresh()
        if name is not None:
            self.pick_unknown(name)

    # -- showing -------------------------------------------------------------------------

    def refresh(self) -> None:
        book = self.book
        config = book.config
        club = " · ".join(n for n in (config.name, config.name_zh) if n) or self.tr("The club")
        members = sum(1 for e in book.entries if e.member)
        self.title.setText(self.tr("{0}: {1} members, {2} guests").format(club, members, len(book.entries) - members))
        line = book.read_only_line()
        self.read_only.setText(line or "")
        self.read_only.setVisible(line is not None)
        self.read_only.setStyleSheet(style.ERROR_TEXT if book.problem else "")
        self.table.setRowCount(len(book.entries))
        for r, e in enumerate(book.entries):
            cells = [e.name, e.name_zh, e.id, self.tr("guest") if e.guest else self.tr("member"), ", ".join(e.aliases)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, e.id)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        keep = self.unknown.currentItem().text() if self.unknown.currentItem() else None
        self.unknown.clear()
        self.unknown.addItems(book.not_on_roster)
        if keep in book.not_on_roster:
            self.pick_unknown(keep)
        elif book.not_on_roster:
            self.unknown.setCurrentRow(0)
        self.join_to.clear()
        for e in book.entries:
            self.join_to.addItem(f"{e.name} {e.name_zh} ({e.id})" if e.name_zh else f"{e.name} ({e.id})", e.id)
        self._enable()

    def _enable(self) -> None:
        can = self.book.writable
        picked = self.unknown.currentItem() is not None
        self.join_button.setEnabled(can and picked and self.join_to.count() > 0)
        self.join_to.setEnabled(can and self.join_to.count() > 0)
        for widget in (self.name_zh, self.add_member_button, self.add_guest_button):
            widget.setEnabled(can and picked)
        self._selected()

    def _selected(self) -> None:
        entry = self.selected_entry()
        if entry is not None:
            for box, text in zip(self.form, (entry.name, entry.name_zh, ", ".join(entry.aliases)), strict=True):
                box.setText(text)
            self.form_guest.setChecked(entry.guest)
        for widget in (*self.form, self.form_guest, *self.form_buttons):
            widget.setEnabled(self.book.writable and (entry is not None or widget not in self.form_buttons[::2]))
        self.guest_button.setEnabled(self.book.writable and entry is not None)
        self.guest_button.setText(
            self.tr("Make a &member") if entry is not None and entry.guest else self.tr("Make a &guest")
        )

    def selected_entry(self) -> RosterEntry | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 0)
        entry_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return next((e for e in self.book.entries if e.id == entry_id), None)

    def pick_unknown(self, name: str) -> bool:
        """Select `name` in the list of names not on the roster (the notice line's Roster…)."""
        found = self.unknown.findItems(name, Qt.MatchFlag.MatchExactly)
        if found:
            self.unknown.setCurrentItem(found[0])
        return bool(found)

    def pick_entry(self, entry_id: str) -> None:
        self.join_to.setCurrentIndex(self.join_to.findData(entry_id))

    # -- changes -------------------------------------------------------------------------

    def _do(self, change: Callable[[], None]) -> bool:
        self.error.setText("")
        try:
            change()
        except RosterError as exc:
            self.error.setText(str(exc))
            return False
        self.message.setText(self.book.message)
        return True

    def join(self) -> bool:
        item = self.unknown.currentItem()
        entry_id = self.join_to.currentData()
        if item is None or entry_id is None:
            return False
        return self._do(lambda: self.book.join(item.text(), str(entry_id)))

    def add(self, guest: bool) -> bool:
        item = self.unknown.currentItem()
        if item is None:
            return False
        name_zh = self.name_zh.text()
        done = self._do(lambda: self.book.add(item.text(), guest=guest, name_zh=name_zh))
        if done:
            self.name_zh.clear()
        return done

    def save(self, new: bool) -> bool:
        """The form into the roster: the player picked (or, `new`, a new one)."""
        entry = None if new else self.selected_entry()
        name, name_zh, aliases = (box.text() for box in self.form)
        spellings = [a.strip() for a in aliases.replace("，", ",").split(",")]
        guest = self.form_guest.isChecked()
        return self._do(lambda: self.book.edit(entry.id if entry else None, name, name_zh, spellings, guest))

    def remove(self) -> bool:
        entry = self.selected_entry()
        if entry is None or not self.confirm(self.tr("Take {0} off the roster?").format(entry.name)):
            return False
        return self._do(lambda: self.book.remove(entry.id))

    def toggle_guest(self) -> bool:
        entry = self.selected_entry()
        if entry is None:
            return False
        return self._do(lambda: self.book.set_guest(entry.id, not entry.guest))
