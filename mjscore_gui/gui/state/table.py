"""The table the window shows: the ledger file, the session being played, its entries
(the ledger's own `HandRecord`s, one row each), who sits where next. Plain Python, no Qt.

The window talks to this one object, and through it to the ledger in the ledger's own
words: it reads `table.session` (a `mjscore_gui.ledger.Session`, None before the first
session of a first launch) and undoes, redoes and deletes through it. What lives here is
only what the window needs on top: the session it is on, the next hand kept until it
changes, and one change notice after any change to that session.

It also keeps what the window shows true to the file. `poll()` (the window calls it
every 500 ms) notices a change another program committed and reads everything again.
Every change the window makes names the revision of the session it showed, so a record,
edit, delete or undo started against a session another program has changed since is
refused (ChangedElsewhere) and the new state read; and undo undoes only a change this
window made, or one it showed before, never another program's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeVar

from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.gui.state.observable import Observable
from mjscore_gui.gui.state.text import tr
from mjscore_gui.ledger import (
    ChangedElsewhere,
    HandRecord,
    Ledger,
    LedgerError,
    LedgerEvent,
    Session,
    SessionInfo,
    UnknownSession,
)
from mjscore_gui.ledger.events import CHANGED_ELSEWHERE, SESSION_DROPPED
from mjscore_gui.ledger.records import NextHand
from mjscore_gui.outcome import BonusWin, Entry, FaanClaim, Penalty
from mjscore_gui.rulebook import get_preset

DEFAULT_RULESET = "hk"
# Before the players are named: the first hand of the East round, nobody seated yet.
FIRST_HAND = NextHand(1, "E", {}, "", 0, "East round, hand 1", "東圈 第1局")
T = TypeVar("T")


class NoSession(ValueError):
    """Nothing can be recorded before the players are named."""


class Table(Observable):
    def __init__(self, ledger: Ledger, session: Session | None) -> None:
        super().__init__()
        self.ledger = ledger
        self.session = session
        self.notice = ledger.notice  # a damaged file set aside on opening, said once
        # Told one line when the table itself moves to another session (the copy shown
        # was withdrawn from the club folder); the window shows it.
        self.on_notice: Callable[[str], None] | None = None
        self.closed = False  # after close(): nothing more is read (a window may still be drawing)
        self._next_hand: NextHand | None = None
        self._unsubscribe = ledger.subscribe(self._event)
        self.revision = 0  # the session's revision as shown (every change names it)
        self._shown_changes: set[tuple[int, int]] = set()
        self._seen()

    @classmethod
    def open(
        cls, data_dir: Path, deep_check: bool = True, read_only: bool = False, fresh_on_damage: bool = True
    ) -> Table:
        """The ledger in `data_dir` at its latest session; none yet on a first launch.
        `deep_check`, `read_only`, `fresh_on_damage`: as `Ledger.open`'s."""
        ledger = Ledger.open(data_dir, deep_check, fresh_on_damage, read_only)
        return cls(ledger, _latest(ledger))

    @property
    def data_dir(self) -> Path:
        return Path(self.ledger.path).parent

    def close(self) -> None:
        self.ledger.close()
        self.closed = True

    def reopen(self, read_only: bool = False) -> None:
        """Carry on with the ledger now in the same folder (a backup restored in place of a
        damaged file, or the damaged file read-only); everything shown is read again."""
        self._unsubscribe()
        other = Table.open(self.data_dir, read_only=read_only)
        other._unsubscribe()
        self.ledger, self.session, self.closed = other.ledger, other.session, False
        self._unsubscribe = self.ledger.subscribe(self._event)
        self._seen()
        self._refresh()

    # -- reading ---------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Whether a session exists; on the first launch the table waits for the players' names."""
        return self.session is not None

    @property
    def is_copy(self) -> bool:
        """The session is a read-only copy imported from another ledger (until adopted)."""
        return self.session is not None and not self.session.is_own

    @property
    def players(self) -> list[str]:
        return list(self.session.players) if self.session is not None else []

    @property
    def name(self) -> str:
        return self.session.name if self.session is not None else ""

    @property
    def ruleset(self) -> Ruleset:
        """The rules of the next hand."""
        return self.session.ruleset if self.session is not None else get_preset(DEFAULT_RULESET)

    def require(self) -> Session:
        """The session, for a change; before the players are named there is none."""
        if self.session is None:
            raise NoSession("Name the four players first (Session ▸ New session)")
        return self.session

    def rows(self) -> list[HandRecord]:
        """Every entry of the session in order, as the ledger reads it (kept there until
        the session changes)."""
        return self.session.entries() if self.session is not None else []

    def totals(self) -> list[Fraction]:
        """Each player's total, in the session's player order."""
        named = self.session.totals() if self.session is not None else {}
        return [Fraction(named.get(p, 0)) for p in self.players]

    def next_hand(self) -> NextHand:
        """Who sits where for the next hand, as the ledger says; asked on every click,
        read once per change."""
        if self._next_hand is None:
            self._next_hand = self.session.next_hand() if self.session is not None else FIRST_HAND
        return self._next_hand

    def seat_names(self) -> dict[str, str]:
        """Each seat's player for the next hand; before anyone is named, none."""
        return dict(self.next_hand().seats)

    def sessions(self) -> list[SessionInfo]:
        """Every session in the ledger, newest first."""
        return self.ledger.sessions()

    # -- changing --------------------------------------------------------------

    def record(self, entry: Entry, since: int | None = None) -> HandRecord:
        """Record `entry` (seats as the table stands). `since`: the revision the entry was
        started against (a dialog opened earlier; default: the one shown now)."""
        return self._change(lambda s, shown: s.record(entry, since=shown if since is None else since))

    def edit(self, entry_id: int, entry: Entry, since: int | None = None) -> HandRecord:
        """Fix a recorded entry (seats as at its table); the later hands re-settle."""
        return self._change(lambda s, shown: s.edit(entry_id, entry, since=shown if since is None else since))

    def delete(self, entry_id: int) -> None:
        self._change(lambda s, shown: s.delete(entry_id, since=shown))

    def change_rules(self, ruleset: Ruleset) -> HandRecord:
        return self._change(lambda s, shown: s.change_rules(ruleset, since=shown))

    def undo(self) -> str | None:
        """Undo this window's last change (or one it showed before another program
        changed the session); another program's change raises ChangedElsewhere."""
        return self._change(lambda s, shown: s.undo(since=shown, allowed=self._may_undo))

    def redo(self) -> str | None:
        return self._change(lambda s, shown: s.redo(since=shown, allowed=self._may_undo))

    def set_seating(self, names: Mapping[str, str]) -> None:
        """Who sits where from the next hand: {"E": "Amy", ...}. A name not yet at the
        table takes over that seat (a substitute); known names change seats."""
        seated = self.require().next_hand().seats
        for seat in SEATS:
            if names[seat] not in self.players:
                # _change calls it at once, with this seat
                self._change(lambda s, shown: s.substitute(seated[seat], names[seat], since=shown))  # noqa: B023
        seated = self.require().next_hand().seats
        if any(seated[w] != names[w] for w in SEATS):
            self._change(lambda s, shown: s.change_seats(names, since=shown))

    def _change(self, work: Callable[[Session, int], T]) -> T:
        session = self.require()
        try:
            value = work(session, self.revision)
        except ChangedElsewhere:
            self.poll()  # what is refused is shown as it now stands
            raise
        if session.revision_written is not None:
            self.revision = session.revision_written
        return value

    def _may_undo(self, change: tuple[int, int]) -> bool:
        return change in self._shown_changes or (self.session is not None and change in self.session.own_changes)

    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo()

    def undo_is_elsewhere(self) -> bool:
        """The change undo would undo is another program's: the window leaves it."""
        key = self.session.undo_key() if self.session is not None else None
        return key is not None and not self._may_undo(key)

    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo()

    # -- another program -------------------------------------------------------

    def poll(self) -> str | None:
        """Read the file again when another program (`mjscore ledger record`, a second
        window) has committed a change: every row, total and the next hand are read
        afresh. Returns what changed in the session shown ("record hand 5"), or None
        when nothing changed there. The window calls it on a timer; tests call it."""
        if self.closed:
            return None
        try:
            if not self.ledger.refresh():
                return None
            what = None
            if self.session is not None and self.session.revision != self.revision:
                what = self.session.last_change()
                self.revision = self.session.revision
        except LedgerError:
            return None  # the file cannot be read just now: the next change says why
        self._refresh()
        return what

    def _seen(self) -> None:
        """The session as shown: its revision, and the changes undo may undo."""
        self.revision = self.session.revision if self.session is not None else 0
        self._shown_name = _label(self.session)
        self._shown_changes = self.session.change_keys() if self.session is not None else set()

    def new_session(
        self,
        players: list[str],
        name: str = "",
        ruleset: Ruleset | None = None,
        plan: Mapping[str, Any] | None = None,
        notes: str = "",
    ) -> None:
        """A new session under `ruleset`, or by default the rules played now; `plan`:
        where it comes from in a club night's seating plan (ledger/plans.py)."""
        if ruleset is None and self.session is not None:
            ruleset = self.session.ruleset
        self.session = self.ledger.new_session(players, ruleset, name=name, plan=plan, notes=notes)
        self._seen()
        self._refresh()

    def resume(self, session_id: int) -> None:
        self.session = self.ledger.session(session_id)
        self._seen()
        self._refresh()

    def export(self, path: str | Path, kind: str) -> None:
        """The session as "csv" (a spreadsheet) or "json" (re-importable), as the ledger
        exports it."""
        session = self.require()
        text = session.export_csv() if kind == "csv" else session.export_json_text() + "\n"
        Path(path).write_text(text, encoding="utf-8", newline="")

    # -- notices ---------------------------------------------------------------

    def _event(self, event: LedgerEvent) -> None:
        # Another program's changes are read by poll(); this program's are shown at once.
        if self.session is not None and event.session_id == self.session.id and event.kind == SESSION_DROPPED:
            self._dropped()
        elif self.session is not None and event.session_id == self.session.id and event.kind != CHANGED_ELSEWHERE:
            self.revision = self.session.revision
            self._refresh()

    def _dropped(self) -> None:
        """The session shown was a copy its owner withdrew (a tombstone in the club
        folder): show this laptop's latest own session instead (else the latest copy,
        else none) and say so in one line."""
        gone = self._shown_name  # its row is gone: the name as shown
        self.session = _latest(self.ledger)
        self._seen()
        self._refresh()
        if self.on_notice is not None:
            line = tr("Table", "The session shown ({0}) was withdrawn by its owner in the club folder").format(
                gone or "?"
            )
            now_shown = _label(self.session)
            self.on_notice(line + tr("Table", "; now showing {0}").format(now_shown) if now_shown else line)

    def _refresh(self) -> None:
        self._next_hand = None
        self._changed()


def _latest(ledger: Ledger) -> Session | None:
    """The latest own session; with none, the latest copy from another ledger (a
    secretary's, read-only); else none."""
    try:
        return ledger.session()
    except UnknownSession:
        latest = ledger.sessions()[:1]
        return ledger.session(latest[0].id) if latest else None


def _label(session: Session | None) -> str:
    """A session as a line names it: its name, else when it started."""
    if session is None:
        return ""
    started = session.started
    return session.name or tr("Table", "the session of {0}").format(f"{started:%Y-%m-%d %H:%M}" if started else "?")


def faan_entry(faan: int, winner: str, win: str, discarder: str | None, responsible: str | None = None) -> FaanClaim:
    """A win by its faan alone (the ledger's kind "faan"): the Faan only dialog's."""
    return FaanClaim(faan, winner, win, discarder if win == "discard" else None, responsible)


def bonus_win_entry(winner: str, count: int, drawer: str | None) -> BonusWin:
    """A win on bonus tiles alone (seed 001's 七搶一 / 八仙過海): seven robs the eighth
    from its `drawer` (a discard win), eight is self-drawn."""
    if count == 7:
        return BonusWin(count, winner, "discard", drawer)
    return BonusWin(count, winner, "self_drawn")


def penalty_entry(payer: str, amount: Fraction, payee: str | None, reason: str) -> Penalty:
    """`payee` None: the payer pays `amount` to each other player."""
    payments = {s: Fraction(0) for s in SEATS}
    for seat in [payee] if payee else [s for s in SEATS if s != payer]:
        payments[seat] += amount
        payments[payer] -= amount
    return Penalty(payments, reason)
