"""Club ▸ Roster…, Qt-free: club.toml's roster, the names seen at this club's tables that it
does not know, and the secretary's changes to it (club/members/roster.py), written by
club/members/club_toml.py's `write_club` on the secretary's laptop only: every other
laptop shows the roster read-only and says so. A club.toml that cannot be read is one line
and is kept as it is: nothing is written over it (a newer MJScore's file, or a hand edit to
fix). `RosterOffers`: which new names to offer the secretary, each once."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from mjscore_gui.club.members.club_toml import write_club
from mjscore_gui.club.members.config import ClubConfig, ClubConfigError, RosterEntry, read_club
from mjscore_gui.club.members.roster import Roster, add, edit, identify, join, remove, set_guest
from mjscore_gui.gui.state.observable import Observable
from mjscore_gui.gui.state.text import tr
from mjscore_gui.ledger.names import key
from mjscore_gui.limits import one_line


class RosterError(Exception):
    """A change the roster cannot take now; `str()` is one line a player can act on."""


def unknown_names(names: Iterable[str], config: ClubConfig, merged: Mapping[str, str] | None = None) -> list[str]:
    """The names (followed through this laptop's merges) the roster does not know, each
    once, by name. With no roster yet every name is listed: each is one to add."""
    people = identify(list(names), Roster(config.roster), merged)
    found = {people.counted[n] for n in people.counted if people.entry(people.counted[n]) is None}
    return sorted(found, key=str.casefold)


class RosterBook(Observable):
    """`RosterBook(folder, secretary, names=..., merged=...)`; `names` and `merged` are
    asked again at each `load` (the ledger and players.json change while it is open)."""

    def __init__(
        self,
        folder: Path | None,
        secretary: bool,
        names: Callable[[], Iterable[str]] = list,
        merged: Callable[[], Mapping[str, str]] = dict,
    ) -> None:
        super().__init__()
        self.folder = folder
        self.secretary = secretary
        self._names = names
        self._merged = merged
        self.config = ClubConfig()
        self.problem: str | None = None  # club.toml (or the folder) cannot be used: one line
        self.not_on_roster: list[str] = []
        self.message = ""  # what the last change did
        self.load()

    # -- reading ---------------------------------------------------------------------------

    def load(self) -> None:
        self.problem = None
        self.config = ClubConfig()
        if self.folder is None:
            self.problem = tr("Roster", "No club folder is set: the roster is club.toml there (Club ▸ Club folder…)")
        else:
            try:
                self.config = read_club(self.folder)
            except ClubConfigError as exc:
                self.problem = one_line(
                    tr("Roster", "{0}; the file is kept as it is: fix or move it, then open the roster again").format(
                        exc
                    )
                )
        self.not_on_roster = unknown_names(self._names(), self.config, self._merged())
        self._changed()

    @property
    def entries(self) -> tuple[RosterEntry, ...]:
        return self.config.roster

    @property
    def writable(self) -> bool:
        return self.secretary and self.folder is not None and self.problem is None

    def read_only_line(self) -> str | None:
        """Why this laptop shows the roster without changing it (None: it changes it)."""
        if self.problem is not None:
            return self.problem
        if not self.secretary:
            return tr(
                "Roster",
                "Read only: the secretary's laptop changes the roster "
                "(Club ▸ Club folder… marks the secretary's laptop)",
            )
        return None

    # -- the secretary's changes -----------------------------------------------------------

    def join(self, spelling: str, entry_id: str) -> None:
        """`spelling` counts as the roster player `entry_id` at every table from now on."""
        entry = Roster(self.config.roster).get(entry_id)
        shown = entry.name if entry is not None else entry_id
        self._change(
            lambda c: join(c, spelling, entry_id),
            tr("Roster", "{0} now counts as {1} at every table").format(spelling, shown),
        )

    def add(self, name: str, guest: bool = False, name_zh: str = "") -> None:
        done = (
            tr("Roster", "{0} is on the roster as a guest")
            if guest
            else tr("Roster", "{0} is on the roster as a member")
        )
        self._change(lambda c: add(c, name, name_zh=name_zh, guest=guest)[0], done.format(name.strip()))

    def edit(self, entry_id: str | None, name: str, name_zh: str, aliases: list[str], guest: bool) -> None:
        """The player `entry_id` changed as the form says; None: added as a new player."""

        def change(c: ClubConfig) -> ClubConfig:
            if entry_id is None:
                c, entry = add(c, name, guest=guest)
                return edit(c, entry.id, name, name_zh, aliases, guest)
            return edit(c, entry_id, name, name_zh, aliases, guest)

        self._change(change, tr("Roster", "{0} is on the roster as written").format(name.strip()))

    def remove(self, entry_id: str) -> None:
        self._change(lambda c: remove(c, entry_id), tr("Roster", "{0} is off the roster").format(entry_id))

    def set_guest(self, entry_id: str, guest: bool) -> None:
        entry = Roster(self.config.roster).get(entry_id)
        shown = entry.name if entry is not None else entry_id
        done = tr("Roster", "{0} is now a guest") if guest else tr("Roster", "{0} is now a member")
        self._change(lambda c: set_guest(c, entry_id, guest), done.format(shown))

    def _change(self, change: Callable[[ClubConfig], ClubConfig], done: str) -> None:
        """Read club.toml afresh (another change may have come through the folder), make
        the change and write it; RosterError (one line) when it cannot be done, the file
        left as it was."""
        if self.folder is None or not self.secretary:
            raise RosterError(self.read_only_line() or "")
        try:
            current = read_club(self.folder)
            write_club(self.folder, change(current), secretary=self.secretary)
        except ClubConfigError as exc:
            self.load()
            raise RosterError(one_line(str(exc))) from None
        except OSError as exc:
            raise RosterError(
                tr("Roster", "Could not write club.toml in {0}: {1}").format(self.folder, exc.strerror or exc)
            ) from None
        self.message = done
        self.load()


class RosterOffers:
    """Which new names to offer the secretary, each once: `new(names, config, merged)`.
    `offered`: the keys of names offered before (the window keeps them between runs);
    `remember` is told each time the set grows."""

    def __init__(self, offered: Iterable[str] = (), remember: Callable[[list[str]], None] | None = None) -> None:
        self.offered = set(offered)
        self.remember = remember

    def new(self, names: Iterable[str], config: ClubConfig, merged: Mapping[str, str] | None = None) -> list[str]:
        """The names the roster does not know and that were not offered yet (none while
        the roster is empty: there is no one yet to join a name to)."""
        if not config.roster:
            return []
        fresh = [n for n in unknown_names(names, config, merged) if key(n) not in self.offered]
        if fresh:
            self.offered.update(key(n) for n in fresh)
            if self.remember is not None:
                self.remember(sorted(self.offered))
        return fresh
