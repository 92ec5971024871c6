"""Who a name at a table is: the club's roster (club.toml) answers for every laptop.

A name typed at any table is a roster player when it is that player's name, Chinese name
or one of the spellings joined to them, compared as the ledger compares names
(names.key: "amy " and "AMY" are one). Once joined, two spellings never count as two
people. A name the roster does not know stays itself (this laptop's own merges in
players.json still apply: aliases.py) and is listed as "not on the roster", for the
secretary to join or add.

The changes the secretary makes (join a spelling, add a member or a guest) are pure
functions from one ClubConfig to the next; club_toml.write_club writes the result.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from mjscore_gui.club.members.config import ClubConfig, ClubConfigError, RosterEntry
from mjscore_gui.ledger import LedgerError
from mjscore_gui.ledger.names import key, player_name

_ID_CHARS = re.compile(r"[^a-z0-9_-]+")


def names_at_tables(ledger: Any) -> list[str]:
    """Every name at this laptop's tables and the copies read from the others, as
    `mjscore club roster` lists them (substitutes included), in the order first seen."""
    names: dict[str, None] = {}
    for info in sorted(ledger.sessions(), key=lambda i: i.id):
        names.update(dict.fromkeys(ledger.session(info.id).players))
    return list(names)


class Roster:
    """The roster by every spelling: `find(name)`, `get(id)`."""

    def __init__(self, entries: Iterable[RosterEntry]) -> None:
        self.entries = tuple(entries)
        self._by_id = {e.id: e for e in self.entries}
        self._by_key = {key(s): e for e in self.entries for s in e.spellings}

    def find(self, name: str) -> RosterEntry | None:
        return self._by_key.get(key(name))

    def get(self, entry_id: str) -> RosterEntry | None:
        return self._by_id.get(entry_id)


@dataclass(frozen=True, slots=True)
class Identities:
    """Every spelling seen at the tables mapped to the name it counts under (a roster
    player's `name`, or the name itself), and who is behind each counted name."""

    counted: dict[str, str]  # spelling -> the name it counts under
    entries: dict[str, RosterEntry]  # counted name -> its roster entry (roster players only)
    not_on_roster: tuple[str, ...]  # counted names the roster does not know, by name

    def entry(self, name: str) -> RosterEntry | None:
        return self.entries.get(name)


def identify(names: Iterable[str], roster: Roster, merged: Mapping[str, str] | None = None) -> Identities:
    """Each of `names` (as recorded at the tables) -> who it is. `merged`: this laptop's
    own merges (players.json, spelling -> name kept), followed when the spelling itself is
    not on the roster. Unknown names that share a key ("Kit", "kit ") count as one, under
    the first spelling seen."""
    merged = merged or {}
    counted: dict[str, str] = {}
    entries: dict[str, RosterEntry] = {}
    unknown: dict[str, str] = {}  # key -> the first spelling seen
    for name in names:
        if name in counted:
            continue
        entry = roster.find(name) or roster.find(merged.get(name, name))
        if entry is not None:
            counted[name] = entry.name
            entries[entry.name] = entry
            continue
        kept = merged.get(name, name)
        counted[name] = unknown.setdefault(key(kept), kept)
    # Without a roster there is no one to be missing from it.
    missing = sorted(set(unknown.values()), key=str.casefold) if roster.entries else []
    return Identities(counted, entries, tuple(missing))


# ---- the secretary's changes ------------------------------------------------------------


def join(config: ClubConfig, spelling: str, entry_id: str) -> ClubConfig:
    """`spelling` (as typed at a table) joined to the roster player `entry_id`: from now on
    it counts as them everywhere. ClubConfigError says why not in one line."""
    roster = Roster(config.roster)
    entry = roster.get(entry_id)
    if entry is None:
        raise ClubConfigError(f"no player with the id {entry_id!r} on the roster; `mjscore club roster` lists them")
    spelling = _checked_name(spelling)
    holder = roster.find(spelling)
    if holder is not None:
        if holder.id == entry.id:
            raise ClubConfigError(f"{spelling!r} already counts as {entry.name} ({entry.id})")
        raise ClubConfigError(f"{spelling!r} already counts as {holder.name} ({holder.id}); unjoin it there first")
    joined = replace(entry, aliases=(*entry.aliases, spelling))
    return replace(config, roster=tuple(joined if e.id == entry.id else e for e in config.roster))


def unjoin(config: ClubConfig, spelling: str) -> ClubConfig:
    """A spelling joined by `join` counted as itself again (a name or Chinese name is not
    a joined spelling: change the entry instead)."""
    for entry in config.roster:
        kept = tuple(a for a in entry.aliases if key(a) != key(spelling))
        if kept != entry.aliases:
            return replace(config, roster=tuple(replace(e, aliases=kept) if e is entry else e for e in config.roster))
    raise ClubConfigError(f"{spelling!r} is not a spelling joined to a roster player")


def add(
    config: ClubConfig, name: str, *, entry_id: str | None = None, name_zh: str = "", guest: bool = False
) -> tuple[ClubConfig, RosterEntry]:
    """A new roster player (a member, or a guest); the id is made from the name unless
    given. ClubConfigError when the id or a name is taken."""
    name = _checked_name(name)
    name_zh = _checked_name(name_zh) if name_zh.strip() else ""
    roster = Roster(config.roster)
    for spelling in (name, name_zh):
        holder = roster.find(spelling) if spelling else None
        if holder is not None:
            raise ClubConfigError(f"{spelling!r} already counts as {holder.name} ({holder.id})")
    if entry_id is None:
        entry_id = free_id(config, name)
    elif not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,39}", entry_id):
        raise ClubConfigError(f"an id is small letters, digits, - and _ (such as amy-w), not {entry_id!r}")
    taken = roster.get(entry_id)
    if taken is not None:
        raise ClubConfigError(f"the id {entry_id!r} is taken by {taken.name}")
    entry = RosterEntry(entry_id, name, name_zh, guest)
    return replace(config, roster=(*config.roster, entry)), entry


def set_guest(config: ClubConfig, entry_id: str, guest: bool) -> ClubConfig:
    """A guest made a member, or a member a guest."""
    if Roster(config.roster).get(entry_id) is None:
        raise ClubConfigError(f"no player with the id {entry_id!r} on the roster")
    return replace(config, roster=tuple(replace(e, guest=guest) if e.id == entry_id else e for e in config.roster))


def edit(
    config: ClubConfig, entry_id: str, name: str, name_zh: str = "", aliases: Iterable[str] = (), guest: bool = False
) -> ClubConfig:
    """The roster player `entry_id` (its id kept) renamed, with this Chinese name, these
    other spellings and member or guest; ClubConfigError when a spelling is another's."""
    rest = remove(config, entry_id)
    new = add(rest, name, entry_id=entry_id, name_zh=name_zh, guest=guest)[1]
    spellings = tuple(dict.fromkeys(_checked_name(a) for a in aliases if a.strip()))
    for spelling in spellings:
        holder = Roster(rest.roster).find(spelling)
        if holder is not None:
            raise ClubConfigError(f"{spelling!r} already counts as {holder.name} ({holder.id})")
    new = replace(new, aliases=tuple(s for s in spellings if key(s) not in (key(name), key(name_zh))))
    return replace(config, roster=tuple(new if e.id == entry_id else e for e in config.roster))


def remove(config: ClubConfig, entry_id: str) -> ClubConfig:
    """The roster without the player `entry_id` (the nights played stay, under the name played)."""
    if Roster(config.roster).get(entry_id) is None:
        raise ClubConfigError(f"no player with the id {entry_id!r} on the roster")
    return replace(config, roster=tuple(e for e in config.roster if e.id != entry_id))


def free_id(config: ClubConfig, name: str) -> str:
    """An id from a name ("Amy Wong" -> amy-wong; amy-wong-2 when taken; p1 ... for a name
    of no Latin letters)."""
    stem = _ID_CHARS.sub("-", key(name)).strip("-_")[:32] or "p"
    taken = {e.id for e in config.roster}
    candidate, n = stem, 1
    while candidate in taken or candidate == "p":
        n += 1
        candidate = f"{stem}-{n}" if stem != "p" else f"p{n - 1}"
    return candidate


def _checked_name(name: str) -> str:
    try:
        return player_name(name)
    except LedgerError as exc:
        raise ClubConfigError(str(exc)) from None
