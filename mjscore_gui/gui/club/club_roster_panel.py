"""Club ▸ Roster…, Club ▸ Settle up tonight (all tables)…, the season for Club ▸ Standings,
and on the secretary's laptop a notice line offering each new name at the tables once, with
a Roster… button. Made by ClubFolderFeatures as its `roster` (it reads that folder
setting). Its state (gui/club/state/), dialogs and club.toml load when first used, not to
open the window (tests/benchmarks/bench_startup.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtWidgets import QBoxLayout, QMainWindow, QMenu, QPushButton

from mjscore_gui.club.members.aliases import Aliases
from mjscore_gui.gui import i18n
from mjscore_gui.gui.club.parts import add_under
from mjscore_gui.gui.club.state.club_link import ClubLink
from mjscore_gui.gui.state.table import Table
from mjscore_gui.gui.widgets.actions import menu_action, named
from mjscore_gui.gui.widgets.notice_strip import NoticeStrip
from mjscore_gui.ledger import Ledger
from mjscore_gui.ledger import events as ledger_events

if TYPE_CHECKING:  # loaded when first used: see the module's docstring
    from mjscore_gui.gui.club.roster_dialog import RosterDialog
    from mjscore_gui.gui.club.settle_tonight_dialog import SettleTonightDialog
    from mjscore_gui.gui.club.state.roster_book import RosterOffers
    from mjscore_gui.gui.club.state.season_view import SeasonSource

OFFERED_KEY = "club/offered-names"  # in the window's settings: each new name is offered once
# The changes that can bring a new name: a session started (the players dialog) or read
# from another laptop, a copy replaced by a newer revision, a substitute seated.
_NEW_NAMES = {ledger_events.SESSION_CREATED, ledger_events.SESSION_CHANGED, ledger_events.SEATS_CHANGED}


class ClubRosterFeatures(QObject):
    def __init__(
        self,
        window: QMainWindow,
        table: Table,
        settings: QSettings | None,
        club_menu: QMenu,
        link: ClubLink,
        after: NoticeStrip | None = None,
    ) -> None:
        super().__init__(window)
        self.setObjectName("club-roster-features")
        self.window = window
        self.link = link
        self.table = table
        self.settings = settings
        self.club_menu = club_menu
        self._offers: RosterOffers | None = None  # made with the first name to offer (`_check_session`)
        self.strip = NoticeStrip("roster-notices")
        self.open_button = named(QPushButton(self.tr("&Roster…")), "roster-notices-open")
        self.open_button.clicked.connect(lambda _=False: self.roster_dialog(self.offered_last))
        strip_layout = self.strip.layout()
        if isinstance(strip_layout, QBoxLayout):
            strip_layout.insertWidget(1, self.open_button)
        add_under(window, self.strip, after)
        self.offered_last: str | None = None
        self._ledger: Ledger | None = None
        self._unsubscribe_ledger = lambda: None
        self._add_menus()
        self._attach()
        self.table.subscribe(self._attach)
        window.destroyed.connect(lambda _=None: self._unsubscribe_ledger())
        QTimer.singleShot(0, self, self._check_shown)  # names typed before the window opened

    # -- menus ---------------------------------------------------------------------------

    def _add_menus(self) -> None:
        self.club_menu.addSeparator()
        for text, slot, name in (
            (self.tr("&Roster…"), self.roster_dialog, "club-roster"),
            (self.tr("Settle &up tonight (all tables)…"), self.settle_tonight_dialog, "club-settle-tonight"),
        ):
            self.club_menu.addAction(menu_action(self.window, text, slot, name))

    # -- the roster ----------------------------------------------------------------------

    def _merged(self) -> dict[str, str]:
        return Aliases.load(self.table.data_dir).table

    def roster_dialog(self, name: str | None = None) -> RosterDialog:
        """Club ▸ Roster… (`name`: a name not on the roster to pick first)."""
        from mjscore_gui.club.members.roster import names_at_tables
        from mjscore_gui.gui.club.roster_dialog import RosterDialog  # on first use: see the module's docstring
        from mjscore_gui.gui.club.state.roster_book import RosterBook

        ledger = self.table.ledger
        book = RosterBook(
            self.link.folder,
            self.link.settings.secretary,
            names=lambda: names_at_tables(ledger),
            merged=self._merged,
        )
        dialog = RosterDialog(book, self.window, name)
        dialog.finished.connect(lambda _=0: self._dismiss())
        dialog.open()
        return dialog

    def _dismiss(self) -> None:
        self.strip.clear()
        self.offered_last = None

    # -- offering new names to the secretary -----------------------------------------------

    def _offered(self) -> list[str]:
        settings = self.settings
        if settings is None:
            return []
        value = settings.value(OFFERED_KEY, [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def _remember(self, offered: list[str]) -> None:
        settings = self.settings
        if settings is not None:
            settings.setValue(OFFERED_KEY, offered)

    def _attach(self) -> None:
        if self.table.closed or self._ledger is self.table.ledger:
            return
        self._unsubscribe_ledger()
        self._ledger = self.table.ledger
        self._unsubscribe_ledger = self._ledger.subscribe(self._ledger_changed)

    def _ledger_changed(self, event: ledger_events.LedgerEvent) -> None:
        if event.kind in _NEW_NAMES:
            # After the change is done: the listener runs inside the ledger's notice.
            QTimer.singleShot(0, self, lambda: self._check_session(event.session_id))

    def _check_shown(self) -> None:
        session = None if self.table.closed else self.table.session
        if session is not None:
            self._check_session(session.id)

    def _check_session(self, session_id: int) -> list[str]:
        """Offer the names of session `session_id` the roster does not know (on the
        secretary's laptop, with a club.toml that has a roster), each once."""
        settings = self.link.settings
        if self.table.closed or settings.folder is None or not settings.secretary:
            return []
        # on first use: see the module's docstring
        from mjscore_gui.club.members.config import ClubConfigError, read_club
        from mjscore_gui.gui.club.state.roster_book import RosterOffers

        if self._offers is None:
            self._offers = RosterOffers(self._offered(), self._remember)
        try:
            config = read_club(settings.folder)
            players = self.table.ledger.session(session_id).players
        except (ClubConfigError, ValueError, KeyError, OSError):
            return []  # a broken club.toml is said by the roster dialog; a dropped copy has no names
        fresh = self._offers.new(players, config, self._merged())
        for name in fresh:
            self.offered_last = name
            self.strip.add(
                self.tr(
                    "New name at the tables: {0} is not on the club's roster; Roster… joins it to a player or adds it"
                ).format(name)
            )
        return fresh

    # -- the evening across every table ------------------------------------------------------

    def settle_tonight_dialog(self) -> SettleTonightDialog:
        from mjscore_gui.club.members.config import load_club  # on first use: see the module's docstring
        from mjscore_gui.gui.club.settle_tonight_dialog import SettleTonightDialog
        from mjscore_gui.gui.club.state.settle_tonight import settle_tonight

        config, _ = load_club(self.link.folder)  # a broken club.toml: the defaults (the roster says why)
        session = None if self.table.closed else self.table.session
        settlement = settle_tonight(self.table.ledger, config, self._merged(), session.id if session else None)
        dialog = SettleTonightDialog(settlement, i18n.current(), self.window)
        dialog.open()
        return dialog

    def season_source(self) -> SeasonSource | None:
        """The season for Club ▸ Standings when the club folder holds a club.toml."""
        from mjscore_gui.gui.club.state.season_view import SeasonSource  # on first use: see the module's docstring

        return None if self.table.closed else SeasonSource.of(self.table.ledger, self.link.folder)
