"""The club's scoreboard, as plain data: tonight's standings across every table and each
table's progress. No Qt; the full-screen view (gui/club/scoreboard_view.py) and the
across-tables summary picture (pictures/tonight_image.py) draw what `scoreboard_of`
returns, and a test can build a `Scoreboard` by hand.

Tonight, its tables and its standings are the club layer's, the same as `mjscore club
standings --tonight` prints: club/results/club_evenings.py finds the evening of the session the
window shows (the seating plan's evening id, else 06:00 to 06:00) and each session's
table; club/results/tonight.py ranks the players, counts their table points (the club's,
club.toml; 4/2/1/0 without one) and says why when money is not compared. What is this
board's own: each table's progress, read from the session it is playing now (its latest),
and the words in English and Chinese together.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Any

from mjscore_gui.club.members.config import ClubConfig
from mjscore_gui.club.results.club_evenings import TableRound, evening_of_session
from mjscore_gui.club.results.settle_up import amount_text, money_text
from mjscore_gui.club.results.tonight import board
from mjscore_gui.engine.seats import SEATS, WIND_NAMES_ZH

# The board's words, English and Chinese shown together (the TV is read by everyone in
# the room at once, so neither language is chosen). Terms from the project glossary.
WORDS: dict[str, tuple[str, str]] = {
    "title": ("Tonight's standings", "今晚排名"),
    "rank": ("#", "名次"),
    "player": ("Player", "玩家"),
    "total": ("Total", "總數"),
    "table_points": ("Table points", "枱分"),
    "hands": ("Hands", "局數"),
    "won": ("Won", "食糊"),
    "biggest": ("Biggest", "最大番"),
    "tables": ("Tables", "各枱"),
    "table": ("Table {0}", "第{0}枱"),
    "round": ("Round {0}", "第{0}輪"),
    "sits_out": ("sits out", "輪空"),
    "dealer": ("Dealer", "莊家"),
    "tables_n": ("{0} tables", "{0} 枱"),
    "players_n": ("{0} players", "{0} 位玩家"),
    "played": ("{0} hands", "已打 {0} 局"),
    "played_one": ("{0} hand", "已打 {0} 局"),
    "tables_n_one": ("{0} table", "{0} 枱"),
    "players_n_one": ("{0} player", "{0} 位玩家"),
    "finished": ("Finished", "完"),
    "last_hand": ("Last hand", "最後一局"),
    "updated": ("Updated", "更新"),
    "close": ("Close", "關閉"),
    "no_hands": ("No hands recorded tonight yet", "今晚未有記錄"),
    "summary_title": ("Mahjong night · {0}", "麻雀晚 · {0}"),
    "results": ("Each table's result", "每枱結果"),
}


def both(key: str, *args: object, sep: str = " ") -> str:
    """A word of the board in English and Chinese together: "Total 總數"; a count of one
    takes the word's singular ("1 hand") where it has one."""
    en, zh = WORDS[f"{key}_one" if args == (1,) and f"{key}_one" in WORDS else key]
    return f"{en.format(*args)}{sep}{zh.format(*args)}"


@dataclass(frozen=True, slots=True)
class ScoreboardRow:
    """One player tonight. `total` is None when money is not comparable across tables
    (they played different rules: `Scoreboard.why` says so)."""

    name: str
    name_zh: str
    total: Fraction | None
    table_points: Fraction
    hands: int
    won: int
    biggest_faan: int | None  # None: no win tonight
    rank: int = 0  # 1 = first; equal standing shares a rank


@dataclass(frozen=True, slots=True)
class TableProgress:
    """One table tonight: who sits there for the next hand (East first), the hands played
    over its sessions, the round of the next hand ("E2", "E2+1"; "東2", "東2 連1"), its
    dealer, and when its last hand was recorded ("" before the first)."""

    table: str  # "1", "2" ...: the club evening's table (the plan's number, else one per laptop)
    players: tuple[str, ...]
    hands_played: int
    round_label: str
    dealer: str
    updated: str  # HH:MM:SS of the last hand recorded there
    round_label_zh: str = ""
    finished: bool = False  # its latest session is ended
    name: str = ""  # the session's name as the table typed it
    plan_round: int | None = None  # the plan's round its latest session plays
    sits_out: str | None = None  # at a table of five, who sits the next hand out
    totals: tuple[tuple[str, Fraction], ...] = ()  # tonight at this table, best first


@dataclass(frozen=True, slots=True)
class Scoreboard:
    rows: tuple[ScoreboardRow, ...]  # ranked
    tables: tuple[TableProgress, ...]
    why: str | None  # why money totals are not compared; a table and round recorded twice (counted once)
    evening: str  # what players call the night: the club's name and the evening's date; "" before any hand
    read_at: str = ""  # HH:MM:SS the board was read

    def lines(self) -> list[str]:
        """The board as plain text, one line each: what the summary picture shows (and a
        test reads) without looking at pixels."""
        out = [both("summary_title", self.evening or "?", sep=" · ")]
        for row in self.rows:
            name = f"{row.name} {row.name_zh}".strip()
            out.append(
                f"{row.rank}. {name}  {money_text(row.total)}  {points_text(row.table_points)}  "
                f"{row.hands}/{row.won}/{row.biggest_faan if row.biggest_faan is not None else '-'}"
            )
        if self.why:
            out.append(self.why)
        for t in self.tables:
            results = ", ".join(f"{n} {money_text(a)}" for n, a in t.totals)
            out.append(f"{both('table', t.table)}: {both('played', t.hands_played)}; {results}")
        return out


def points_text(points: Fraction) -> str:
    """Table points: 4, 1.5 (a shared place), exact."""
    return amount_text(points, currency="")


def scoreboard_of(
    ledger: Any,
    session_id: int | None = None,
    *,
    config: ClubConfig | None = None,
    merged: Mapping[str, str] | None = None,
    now: datetime | None = None,
) -> Scoreboard:
    """Tonight's board from `ledger` (a mjscore_gui.ledger.Ledger): the evening of
    `session_id` (default: the latest session's). `config`: the club's club.toml (its
    table points, tie-break and roster, whose Chinese names the board shows; the defaults
    without one); `merged`: this laptop's merged spellings (players.json), as the command
    line follows them."""
    read_at = (now or datetime.now()).strftime("%H:%M:%S")
    evening = evening_of_session(ledger, session_id)
    if evening is None:
        return Scoreboard((), (), None, "", read_at)
    result = board(evening, config or ClubConfig(), merged)
    progress = tuple(_progress(number, ledger, sessions) for number, sessions in evening.at_tables().items())
    club = config.name if config is not None else ""
    # The date, not the plan's evening id: "2026-11-27-4fc82b" means nothing at the table.
    named = " · ".join(part for part in (club, result.date) if part)
    why = " ".join(line for line in (result.why_both, *result.clashes) if line) or None
    # The club layer's rows as the board shows them: money only when it adds up.
    rows = tuple(
        ScoreboardRow(
            name=row.name,
            name_zh=row.entry.name_zh if row.entry is not None else "",
            total=row.total if result.money_adds_up else None,
            table_points=row.table_points,
            hands=row.hands,
            won=row.hands_won,
            biggest_faan=row.biggest_hand,
            rank=place,
        )
        for row, place in zip(result.rows, result.places, strict=True)
    )
    return Scoreboard(rows, progress, why, named, read_at)


def _progress(number: int, ledger: Any, sessions: Sequence[TableRound]) -> TableProgress:
    """A table's card: the latest session's next hand, the hands over its sessions (of a
    plan's table, of its latest round: "Round 2 · 4 hands"), its last hand's time."""
    latest = ledger.session(sessions[-1].night.session_id)
    played = [h for r in sessions for h in r.night.hands if h.is_hand]
    if (latest.plan or {}).get("round"):
        sessions = [r for r in sessions if r.round == sessions[-1].round]
    state = latest.tail()
    following = latest.next_hand()
    seats = following.seats
    repeat = f"+{state.repeat}" if state.repeat else ""
    repeat_zh = f" 連{state.repeat}" if state.repeat else ""
    hands = [h for r in sessions for h in r.night.hands if h.is_hand]
    last = played[-1].recorded if played else None
    totals: dict[str, Fraction] = {}
    for r in sessions:
        for name, amount in r.night.totals.items():
            totals[name] = totals.get(name, Fraction(0)) + amount
    return TableProgress(
        table=str(number),
        players=tuple(seats[w] for w in SEATS),
        hands_played=len(hands),
        round_label=f"{state.prevailing_wind}{state.deal}{repeat}",
        dealer=seats["E"],
        updated=last.strftime("%H:%M:%S") if last is not None else "",
        round_label_zh=f"{WIND_NAMES_ZH[state.prevailing_wind]}{state.deal}{repeat_zh}",
        finished=latest.ended is not None,
        name=sessions[-1].night.name,
        plan_round=(latest.plan or {}).get("round"),
        sits_out=following.sits_out,
        totals=tuple(sorted(totals.items(), key=lambda kv: -kv[1])),
    )
