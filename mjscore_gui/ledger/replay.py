"""A session played through in order: each entry's number, table, seats, payments and
result follow from its own data and the table before it alone.

Opening a session plays its entries through in memory (an 80-hand night takes about
5 ms); nothing read is taken from stored figures. Each entry also keeps, as facts of how
it was settled, the rules it was played under, who sat where and what each seat paid
(FACTS): every change writes those of the entries it re-settles, inside its transaction,
and `ledger check` compares them with a fresh settlement. A change that would leave a
later entry impossible is refused.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger import amounts
from mjscore_gui.ledger.errors import LedgerError, UnknownPlayer
from mjscore_gui.ledger.settling import deal_of, seats_of, settle_stored, shown_result
from mjscore_gui.ledger.store import Store
from mjscore_gui.ledger.table import DEALER_WON, DRAW_SETTING, HAND_KINDS, MONEY_KINDS, OTHER_WON, TableState, dump
from mjscore_gui.outcome import Outcome

SEAT_KINDS = ("seats", "swap", "substitute")

# The columns that keep how each entry was settled, in the order `PlayedEntry.facts` gives them.
FACTS = ("ruleset_id", "p_e", "p_s", "p_w", "p_n", "d_e", "d_s", "d_w", "d_n")


@dataclass(frozen=True, slots=True)
class PlayedEntry:
    """One entry as played at its place in the session: what it found and what it paid."""

    id: int
    kind: str
    number: int | None  # the hand's number (or the penalty's); None for seat and rules changes
    before: TableState  # the table as the entry found it
    data: str  # the entry as stored (JSON text, players by id)
    recorded: str
    seated: tuple[int, int, int, int]  # player ids by seat, East first
    # Hands and penalties only (None otherwise):
    result: str | None = None  # what the ledger shows of the settlement (JSON text)
    # Each seat's amount, East first, exact (whole ones int: a long session adds up tens
    # of thousands; amounts.py), parsed once here from the stored text.
    amounts: tuple[Fraction | int, ...] | None = None
    winner: str | None = None  # seat winds
    discarder: str | None = None
    win: str | None = None
    faan: int | None = None

    @property
    def facts(self) -> tuple[Any, ...]:
        """The entry's FACTS as played: its ruleset, the player ids by seat, the amounts
        as stored (text)."""
        shown = (None,) * 4 if self.amounts is None else tuple(amounts.to_text(a) for a in self.amounts)
        return (self.before.ruleset_id, *self.seated, *shown)


def stale_facts(store: Store, session_id: int, played: Played) -> list[tuple[Any, ...]]:
    """(FACTS..., id) of each active entry whose stored facts differ from `played`."""
    stored = {
        row[0]: tuple(row[1:])
        for row in store.query(
            f"SELECT id, {', '.join(FACTS)} FROM entries WHERE session_id = ? AND active = 1", (session_id,)
        )
    }
    return [(*entry.facts, entry.id) for entry in played.entries if stored.get(entry.id) != entry.facts]


@dataclass(frozen=True, slots=True)
class Played:
    """A session's active entries played through in order."""

    entries: tuple[PlayedEntry, ...]
    tail: TableState  # the table after the last entry: what the next hand starts from
    order: tuple[int, ...]  # player ids: the first four by chair (a fifth sitting out), then each newcomer


def play(
    store: Store,
    session_id: int,
    initial: TableState,
    names: Mapping[int, str],
    change: bool = False,
    changed: int | None = None,
) -> Played:
    """Play every active entry of the session through, in order. Raises LedgerError when
    an entry no longer stands where it is; after a `change`, for an entry other than
    `changed` (the one it touched) the message says the change would leave it impossible."""
    return play_on(store, Played((), initial, initial.at_table), entry_rows(store, session_id), names, change, changed)


def entry_rows(store: Store, session_id: int) -> list[tuple[Any, ...]]:
    """The session's active entries in order, as `play_on` takes them."""
    return [
        (entry_id, kind, data, recorded, tuple(stored))
        for entry_id, kind, data, recorded, *stored in store.query(
            f"SELECT id, kind, data, recorded, {', '.join(FACTS)} FROM entries "
            "WHERE session_id = ? AND active = 1 ORDER BY pos",
            (session_id,),
        )
    ]


def play_on(
    store: Store,
    played: Played,
    rows: list[tuple[Any, ...]],
    names: Mapping[int, str],
    change: bool = False,
    changed: int | None = None,
) -> Played:
    """`played` followed by these entries (id, kind, data text, recorded, the FACTS stored
    with it or None for a new one), in order."""
    state, out, order = played.tail, list(played.entries), list(played.order)
    # The same hand at the same table settles the same way: a night meets the same few
    # claims again and again.
    settled: dict[tuple[Any, ...], Settled] = {}
    for entry_id, kind, data, recorded, stored in rows:
        if change and entry_id == changed:
            stored = None  # the entry being changed settles as changed, or the change is refused
        try:
            state, entry = derive(store, entry_id, kind, data, recorded, state, names, settled, stored)
        except LedgerError as exc:
            if not change or entry_id == changed:
                raise
            shown = f"hand {state.hands + 1}" if kind in HAND_KINDS else f"a later {kind.replace('_', ' ')}"
            raise type(exc)(f"this change would leave {shown} impossible: {exc}") from None
        out.append(entry)
        if kind in SEAT_KINDS:
            order += [pid for pid in state.at_table if pid not in order]
    return Played(tuple(out), state, tuple(order))


# An entry's settlement: (outcome, the four amounts, result JSON, (winner, discarder,
# win, faan)).
Settled = tuple[Outcome, tuple[Fraction | int, ...], str, tuple[Any, ...]]


def derive(
    store: Store,
    entry_id: int,
    kind: str,
    data_text: str,
    recorded: str,
    state: TableState,
    names: Mapping[int, str],
    settled: dict[tuple[Any, ...], Settled],
    stored: tuple[Any, ...] | None = None,
) -> tuple[TableState, PlayedEntry]:
    """The table after this entry, and the entry as played. `stored`: the FACTS kept with
    it, for a hand today's rules refuse (see `kept_as_recorded`)."""
    before = state
    seats = before.seats()
    number = None
    data: dict[str, Any] = json.loads(data_text)
    if kind in MONEY_KINDS:
        rules = store.ruleset(state.ruleset_id)
        key = (kind, data_text, tuple(seats.values()), state.round % 4, state.ruleset_id)
        hit = settled.get(key)
        if hit is None:
            try:
                outcome = settle_stored(kind, data, state, rules, names)
            except LedgerError as exc:
                kept = kept_as_recorded(entry_id, kind, data, data_text, recorded, state, stored, exc)
                deal = DEALER_WON if kept.winner == "E" else OTHER_WON
                return kept.before.after_hand(deal, bool(rules.settings[DRAW_SETTING])), kept
            paid = tuple(amounts.exact(outcome.payments[w]) for w in SEATS)
            shown = [amounts.to_text(a) for a in paid]
            result = dump({**shown_result(outcome), "payments": dict(zip(SEATS, shown))})
            hit = (outcome, paid, result, seats_of(outcome))
            settled[key] = hit
        outcome, paid, result, (winner, discarder, win, faan) = hit
        if kind in HAND_KINDS:
            number = state.hands + 1
            state = state.after_hand(deal_of(outcome) or "", bool(rules.settings[DRAW_SETTING]))
        else:
            number = state.penalties + 1
            state = replace(state, penalties=number)
        money = {"result": result, "amounts": paid, "winner": winner, "discarder": discarder, "win": win, "faan": faan}
    else:
        if kind == "rules":
            state = replace(state, ruleset_id=int(data["ruleset"]))
        else:
            state = seat_change(kind, data, state, names)
        money = {}
    seated = (seats["E"], seats["S"], seats["W"], seats["N"])
    return state, PlayedEntry(entry_id, kind, number, before, data_text, recorded, seated, **money)


def kept_as_recorded(
    entry_id: int,
    kind: str,
    data: Mapping[str, Any],
    data_text: str,
    recorded: str,
    state: TableState,
    stored: tuple[Any, ...] | None,
    refusal: LedgerError,
) -> PlayedEntry:
    """A hand that does not settle as stored: one an earlier version recorded and today's
    checks refuse (an earthly hand off a discard that was not the dealer's, say), or one
    changed behind the ledger's back. Money was settled on it, so it is not lost: when it
    stands where it was recorded (the same rules, the same players in the same seats) it is
    kept with the payments stored with it, and `ledger check` names it so the table can fix
    it; otherwise (an earlier edit moved the deal) the refusal stands."""
    seats = state.seats()
    seated = (seats["E"], seats["S"], seats["W"], seats["N"])
    if (
        kind not in ("hand", "faan")
        or stored is None
        or None in stored
        or stored[0] != state.ruleset_id
        or tuple(stored[1:5]) != seated
    ):
        raise refusal
    seat_of = {pid: wind for wind, pid in seats.items()}
    win = data.get("win") if kind == "faan" else data.get("hand", {}).get("win")
    discarder = data.get("discarder")
    shown = [str(a) for a in stored[5:9]]
    return PlayedEntry(
        entry_id,
        kind,
        state.hands + 1,
        state,
        data_text,
        recorded,
        seated,
        result=dump({KEPT: str(refusal), "payments": dict(zip(SEATS, shown))}),
        amounts=tuple(amounts.from_text(a) for a in shown),
        winner=seat_of.get(data.get("winner", -1)),
        discarder=seat_of.get(discarder) if discarder is not None else None,
        win=win if isinstance(win, str) else None,
        faan=data.get("faan") if kind == "faan" else None,
    )


# The result key of a hand kept as recorded: why today's rules refuse it.
KEPT = "kept_as_recorded"


def seat_change(kind: str, data: Mapping[str, Any], state: TableState, names: Mapping[int, str]) -> TableState:
    """The table after a seat change. At a table of five the one sitting out is at the
    table too: a swap with them seats them and sits the other out (the rotation carries
    on from whoever sits out now), a substitute takes over their place in the rotation,
    and new seats name four of the five, the fifth sitting out."""
    chairs = list(state.chairs)
    sits_out, rotation = state.sits_out, list(state.rotation)
    at_table = set(state.at_table)
    if kind == "seats":
        wanted = data["seats"]
        if set(wanted.values()) - set(names):
            raise UnknownPlayer("a seat names a player who is not in this session")
        if sits_out is not None:
            left = at_table - set(wanted.values())
            if len(left) != 1:
                raise LedgerError("at a table of five, seat four of the five at the table; the fifth sits out")
            sits_out = left.pop()
        for i, wind in enumerate(SEATS):
            chairs[(state.dealer + i) % 4] = wanted[wind]
    elif kind == "swap":
        a, b = data["a"], data["b"]
        for pid in (a, b):
            if pid not in at_table:
                raise LedgerError(f"{names[pid]} is not at the table")
        places: list[int | None] = [*chairs, sits_out]
        i, j = places.index(a), places.index(b)
        places[i], places[j] = b, a
        chairs, sits_out = [p for p in places[:4] if p is not None], places[4]
    elif kind == "substitute":
        out, joining = data["out"], data["in"]
        if out not in at_table:
            raise LedgerError(f"{names[out]} is not at the table")
        if joining in at_table:
            raise LedgerError(f"{names[joining]} is already at the table")
        if out == sits_out:
            sits_out = joining
        else:
            chairs[chairs.index(out)] = joining
        if out in rotation:
            rotation[rotation.index(out)] = joining
    else:
        raise LedgerError(f"unknown entry kind {kind!r}")
    a, b, c, d = chairs
    return replace(state, chairs=(a, b, c, d), sits_out=sits_out, rotation=tuple(rotation))
