"""Several tables in the window: Club ▸ Club folder…, the folder read on a timer, the
notices it gives, and Club ▸ Tonight… / Start table… / Round over (the seating plan).
The window makes one `ClubFolderFeatures` with what it needs; the state lives in
gui/club/state/club_link.py (the folder) and gui/club/state/night_plan.py (the plan).

The folder is read when it changes (QFileSystemWatcher on the folder, its sessions/ and
their files: another laptop's hand shows within WATCH_MS of its file arriving), every
READ_MS as the fallback for shares that do not notify, and first once the window has
painted (it opens before the read): a read looks at each file's size and times and reads
only what changed, so an unchanged folder of hundreds of sessions costs a few milliseconds
and never holds up typing. The seating plan (its state reads club.toml and the plans in
the folder) and the dialogs are loaded when first used, not to open the window
(tests/benchmarks/bench_startup.py)."""

from __future__ import annotations

import contextlib
import itertools
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QFileSystemWatcher, QObject, QSettings, QTimer
from PySide6.QtWidgets import QMainWindow, QMenu

from mjscore_gui.club.folder.files import SESSIONS, club_rulesets_folder
from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.club.club_roster_panel import ClubRosterFeatures
from mjscore_gui.gui.club.parts import add_under
from mjscore_gui.gui.club.state.club_link import ClubLink
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets.actions import menu_action
from mjscore_gui.gui.widgets.notice_strip import NoticeStrip
from mjscore_gui.rulebook import RulesetLibrary

if TYPE_CHECKING:  # loaded when first used: see the module's docstring
    from mjscore_gui.gui.club.club_folder_dialog import ClubFolderDialog
    from mjscore_gui.gui.club.state.night_plan import Start, Tonight
    from mjscore_gui.gui.club.tonight_dialog import TonightDialog

READ_MS = 5000
WATCH_MS = 150  # a sync tool's burst of changes (a temporary file, then its rename) read once
MAX_WATCHED = 2000  # files watched; beyond (a decade's folder) the periodic read finds them
STATUS_MS = 15000


class ClubFolderFeatures(QObject):
    """The club folder read and published, the seating plan's items in `club_menu`, the
    roster (`roster`); kept on the window as `window.club_folder`. A table of the plan
    starts through `guard` (Recorder.guard), then `next_hand` and `announce`."""

    def __init__(
        self,
        window: QMainWindow,
        table: Table,
        settings: QSettings | None,
        club_menu: QMenu,
        rulesets: Callable[[], RulesetLibrary | None],
        guard: Callable[[Callable[[], Any]], Any],
        next_hand: Callable[[], None],
        announce: Callable[..., None],
    ) -> None:
        super().__init__(window)
        self.setObjectName("club-folder-features")
        self.window = window
        self.table = table
        self.club_menu = club_menu
        self._rulesets = rulesets
        self._guard = guard
        self._next_hand = next_hand
        self._announce = announce
        self.notices = NoticeStrip("club-notices")
        add_under(window, self.notices)  # above the hand and the ledger
        self.link = ClubLink(self.table, say=self._said)
        self.table.on_notice = self._said
        self._tonight: Tonight | None = None  # made when first asked for (`tonight`)
        self._told: set[str] = set()  # sessions whose round-over lines were shown
        self._round_line: tuple[str, str] | None = None  # (session uuid, its where-next line) shown now
        self._add_menus()
        # Roster…, Settle up tonight, new names
        self.roster = ClubRosterFeatures(window, table, settings, club_menu, self.link, after=self.notices)
        self.table.subscribe(self._round_over_check)
        self.timer = QTimer(self, interval=READ_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.watcher = QFileSystemWatcher(self)
        self.soon = QTimer(self, singleShot=True, interval=WATCH_MS)
        self.soon.timeout.connect(self.tick)
        self.watcher.directoryChanged.connect(self.soon.start)
        self.watcher.fileChanged.connect(self.soon.start)
        window.destroyed.connect(lambda _=None: self.link.close())
        window.installEventFilter(self)  # the first read once the window has painted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint:
            # Catch up at once (a laptop back from being offline), but after the window is
            # on the screen: the read publishes and copies, which opening it need not wait for.
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self.tick)
        return False

    def tick(self) -> None:
        if not self.table.closed:
            self.link.tick()
            self._watch()

    def _watch(self) -> None:
        """Watch the folder set now, its sessions/ and their files (a file replaced is watched anew)."""
        folder = self.link.folder
        wanted: set[str] = set()
        if folder is not None:
            sessions = folder / SESSIONS
            wanted = {str(folder), str(sessions)}
            with contextlib.suppress(OSError):
                wanted |= {e.path for e in itertools.islice(os.scandir(sessions), MAX_WATCHED)}
        held = set(self.watcher.directories() + self.watcher.files())
        if held - wanted:
            self.watcher.removePaths(sorted(held - wanted))
        if wanted - held:
            self.watcher.addPaths(sorted(wanted - held))

    def _said(self, line: str) -> None:
        if not self.notices.lines or self.notices.lines[-1] != line:
            self.notices.add(line)
        # After what the window says of the change that caused it ("Hand 5 recorded"),
        # which would otherwise cover it at once.
        QTimer.singleShot(0, lambda: self.window.statusBar().showMessage(line, STATUS_MS))

    # -- menus ---------------------------------------------------------------------------

    def _add_menus(self) -> None:
        club = self.club_menu
        club.addSeparator()
        club.addAction(menu_action(self.window, self.tr("Club &folder…"), self.folder_dialog, "club-folder"))
        club.addAction(
            menu_action(self.window, self.tr("&Tonight: the seating plan…"), self.tonight_dialog, "club-tonight")
        )
        club.addAction(menu_action(self.window, self.tr("St&art table…"), self.start_table_dialog, "club-start-table"))
        club.addAction(menu_action(self.window, self.tr("Round &over: where next"), self.where_next, "round-over"))

    def folder_dialog(self) -> ClubFolderDialog:
        from mjscore_gui.gui.club.club_folder_dialog import ClubFolderDialog  # on first use: as `tonight`

        dialog = ClubFolderDialog(self.link, self.window)
        dialog.open()
        return dialog

    # -- the seating plan ----------------------------------------------------------------

    @property
    def tonight(self) -> Tonight:
        """The seating plan's state (club.toml's roster, the plan published in the club
        folder), read when first asked for: Club ▸ Tonight, a round of the plan over."""
        if self._tonight is None:
            from mjscore_gui.gui.club.state.night_plan import Tonight  # on first use: see the module's docstring

            self._tonight = Tonight(self.link.folder)
        return self._tonight

    def tonight_dialog(self) -> TonightDialog:
        """Club ▸ Tonight: the plan published in the club folder (read again now)."""
        from mjscore_gui.gui.club.tonight_dialog import TonightDialog  # on first use: as `tonight`

        if self._tonight is not None:  # else read when made, just below
            self._tonight.folder = self.link.folder
            self._tonight.load()
        tonight = self.tonight
        self.tick()  # the other laptops' sessions read now: Start table… lists the tables started
        tonight.laptop = self.link.settings.laptop_name
        dialog = TonightDialog(tonight, self.start_table, self.window, lambda: tonight.started(self.table.ledger))
        dialog.open()
        return dialog

    def start_table_dialog(self) -> TonightDialog:
        """Club ▸ Start table…: the Tonight dialog at its table and round pickers, the
        drawing left aside, so a laptop starts its table without reading the whole plan."""
        dialog = self.tonight_dialog()
        dialog.show_start()
        return dialog

    def start_table(self, start: Start) -> bool:
        """Open a session for a table of the plan: its players in their seats, the plan
        on the session, the club's ruleset when club.toml names one (else the rules now)."""
        ruleset = self._club_ruleset(start.ruleset_id)
        done = self._guard(
            lambda: self.table.new_session(list(start.players), start.name, ruleset, start.plan, start.notes)
        )
        if done is None:
            return False
        self._next_hand()
        self._announce(
            self.tr("Table {0}, round {1} started: {2}").format(
                start.plan["table"], start.plan["round"], ", ".join(start.players)
            ),
            undoable=False,
        )
        return True

    def _club_ruleset(self, ruleset_id: str | None) -> Ruleset | None:
        folder = self.link.folder
        if not ruleset_id or folder is None:
            return None
        mine = self._rulesets()
        library = RulesetLibrary(mine.folder if mine is not None else None, club=club_rulesets_folder(folder))
        try:
            return library.get(ruleset_id)
        except ValueError as exc:  # RulesetError: the club's ruleset is not usable here
            self._said(
                self.tr("The club's ruleset {0} cannot be used ({1}); the table plays the current rules").format(
                    ruleset_id, exc
                )
            )
            return None

    def _round(self) -> tuple[Any, int] | None:
        """The plan and the round of the session shown, when it was started from a plan."""
        session = None if self.table.closed else self.table.session
        where = session.plan if session is not None else None
        if not where or where.get("round") is None:
            return None
        plan = self.tonight.plan_of(where["evening"])
        return (plan, where["round"]) if plan is not None else None

    def where_next_lines(self) -> list[str]:
        """Where each player at this table goes next (empty: not a table of a plan)."""
        from mjscore_gui.gui.club.state.night_plan import where_next_lines  # on first use: as `tonight`

        found = self._round()
        return [] if found is None else where_next_lines(*found, self.table.players)

    def where_next(self) -> list[str]:
        """Round over (Club ▸ Round over, or the round's wind has gone round): one line
        in the notice strip saying where each player at this table goes next."""
        lines = self.where_next_lines()
        found = self._round()
        if not lines or found is None:
            self.notices.add(self.tr("This session was not started from tonight's plan (Club ▸ Tonight ▸ Start table)"))
            return []
        line = self.tr("Round {0} over, where next: {1}").format(found[1], "; ".join(lines))
        self.notices.add(line)
        self._round_line = (self.table.session.uuid, line) if self.table.session is not None else None
        return lines

    def _round_over_check(self) -> None:
        # A round of the plan is one wind: when the next hand is in the South round, say it once.
        session = None if self.table.closed else self.table.session
        if self._round_line and (session is None or session.uuid != self._round_line[0]):
            self.notices.drop(self._round_line[1])  # the next round started: its line is done
            self._round_line = None
        if session is None or self.table.is_copy or self.table.next_hand().prevailing_wind == "E":
            return
        if session.uuid in self._told or session.plan is None:
            return
        self._told.add(session.uuid)
        self.where_next()
