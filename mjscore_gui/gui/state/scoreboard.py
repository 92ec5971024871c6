"""The club's scoreboard, as plain data: tonight's standings across every table and each
table's progress. No Qt; the full-screen view (gui/dialogs/scoreboard.py) and the
across-tables summary picture (gui/panels/tonight_image.py) draw what `scoreboard_of`
returns, and a test can build a `Scoreboard` by hand.

Tonight: the sessions started from the evening's seating plan (`SessionInfo.plan`, its
evening id) and those started by hand on the same evening (club/evening.py: 06:00 to
06:00, by each session's recorded start) as the session the window shows. Its tables: a
planned session sits at its plan's table; of the others, this ledger's own sessions are
one table (this laptop) and the read-only copies from other laptops (the club folder,
Club ▸ Import nights) are grouped by the ledger that owns them, numbered after the plan's.
Each session at a table is one round of it for the table points.

The standings rows come from `_standings` below: money and counts per player over
tonight's sessions (club/night_stats.py), and 4/2/1/0 table points per session. When
club/tonight.py lands (tonight's standings from the club folder and its plan), the lead
switches `_standings` to it: build the rows from its per-player results instead (total,
table points, hands, won, biggest faan, its "why" line); the tables' progress and the
view stay as they are. Names' Chinese come from `names_zh` (the club roster, club.toml,
once club/config.py lands; the window passes none today).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from fractions import Fraction
from typing import Any

from mjscore_gui.club.evening import evening_date
from mjscore_gui.club.night_stats import player_statistics
from mjscore_gui.club.nights import Night, night_of, parse_time
from mjscore_gui.club.settle_up import amount_text
from mjscore_gui.engine import Ruleset
from mjscore_gui.engine.ruleset_diff import diff_rulesets
from mjscore_gui.engine.seats import SEATS, WIND_NAMES_ZH
from mjscore_gui.ledger import SessionInfo

# Table points by place at a table, as tournaments score a round (a fifth place gets 0).
PLACE_POINTS = (4, 2, 1, 0)

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
    "why_rules": (
        "Tables played different rules ({0}): money is not compared across tables; ranked by table points.",
        "各枱規則不同，不計總數，按枱分排名。",
    ),
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

    table: str  # "1", "2" ... (the plan's table number once sessions carry one)
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
    why: str | None  # why money totals are not compared, when they are not
    evening: str  # YYYY-MM-DD of the evening's first day; "" before any session
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


def money_text(total: Fraction | None) -> str:
    """+$240, -$12.5, $0; "—" when not compared."""
    if total is None:
        return "—"
    return ("+" if total > 0 else "") + amount_text(total)


def points_text(points: Fraction) -> str:
    """Table points: 4, 1.5 (a shared place), exact."""
    return amount_text(points, currency="")


def table_points(totals: Mapping[str, Fraction]) -> dict[str, Fraction]:
    """4/2/1/0 by place at one table's round; a fifth place 0; players level share the
    points of the places they tie for."""
    order = sorted(totals, key=lambda n: -totals[n])
    points: dict[str, Fraction] = {}
    place = 0
    while place < len(order):
        level = [n for n in order if totals[n] == totals[order[place]]]
        shared = [PLACE_POINTS[p] if p < len(PLACE_POINTS) else 0 for p in range(place, place + len(level))]
        for name in level:
            points[name] = Fraction(sum(shared), len(level))
        place += len(level)
    return points


def scoreboard_of(
    ledger: Any,
    session_id: int | None = None,
    *,
    names_zh: Mapping[str, str] | None = None,
    alias: Mapping[str, str] | None = None,
    now: datetime | None = None,
) -> Scoreboard:
    """Tonight's board from `ledger` (a mjscore_gui.ledger.Ledger): the evening of
    `session_id` (default: the latest session's). `names_zh`: a player's Chinese name by
    name (the roster); `alias`: another spelling -> the name it counts under (players.json)."""
    read_at = (now or datetime.now()).strftime("%H:%M:%S")
    infos = ledger.sessions()  # newest first
    chosen = next((i for i in infos if i.id == session_id), infos[0] if infos else None)
    evening, tonight = _tonight(list(reversed(infos)), chosen)
    if not tonight:
        return Scoreboard((), (), None, "", read_at)
    tables = _tables(ledger, tonight)
    nights = [night for _, sessions in tables for night, _ in sessions]
    rows, why = _standings(nights, [r for _, sessions in tables for _, r in sessions], names_zh or {}, alias or {})
    progress = tuple(_progress(number, ledger, sessions) for number, sessions in tables)
    return Scoreboard(rows, progress, why, evening, read_at)


def _tonight(infos: Sequence[SessionInfo], chosen: SessionInfo | None) -> tuple[str, list[SessionInfo]]:
    """Tonight's name and sessions (oldest first): those started from tonight's seating
    plan (its evening id, `SessionInfo.plan`), and those started by hand on the same
    evening (club/evening.py's 06:00-to-06:00 rule)."""
    if chosen is None:
        return "", []
    day = evening_date(chosen.started)
    planned = (chosen.plan or {}).get("evening")
    if planned is None and day is not None:  # shown from a table started by hand: the plan of its evening
        planned = next((i.plan["evening"] for i in infos if i.plan and evening_date(i.started) == day), None)

    def belongs(info: SessionInfo) -> bool:
        if info.plan:
            return info.plan.get("evening") == planned
        return day is not None and evening_date(info.started) == day

    return str(planned or day or ""), [i for i in infos if belongs(i)]


# One session at a table: as a Night, and the rules its hands were played under.
Played = tuple[Night, tuple[Ruleset, ...]]


def _tables(ledger: Any, tonight: Sequence[SessionInfo]) -> list[tuple[str, list[Played]]]:
    """Tonight's sessions by table, each table's oldest first, by table number. A session
    from the plan sits at its table; of the others, this ledger's own sessions are one
    table and each other ledger's copies another (by that ledger's id), numbered after
    the plan's tables in the order they started."""
    by_table: dict[tuple[int, str], list[Played]] = {}
    seen: set[str] = set()
    for info in tonight:  # oldest first
        if info.uuid in seen:
            continue
        seen.add(info.uuid)
        session = ledger.session(info.id)
        planned = (info.plan or {}).get("table")
        key = (
            (int(planned), "")
            if planned is not None
            else (0, "" if info.own else str(session.ownership.owner or info.uuid))
        )
        # Played through once per change (the session keeps it until the file changes).
        by_table.setdefault(key, []).append((night_of(session, full=False), _rulesets(session)))
    numbered = {key: key[0] for key in by_table if key[0]}
    free = max(numbered.values(), default=0)
    for key in by_table:
        if not key[0]:
            free += 1
            numbered[key] = free
    return sorted(((str(numbered[k]), v) for k, v in by_table.items()), key=lambda kv: int(kv[0]))


def _rulesets(session: Any) -> tuple[Ruleset, ...]:
    """Each set of rules the session's hands were played under, in order."""
    found: dict[int, Ruleset] = {}
    for entry in session.entries():
        if entry.has_money and entry.state.ruleset_id not in found:
            found[entry.state.ruleset_id] = entry.ruleset
    return tuple(found.values()) or (session.ruleset,)


def _standings(
    nights: Sequence[Night],
    rules: Iterable[tuple[Ruleset, ...]],
    names_zh: Mapping[str, str],
    alias: Mapping[str, str],
) -> tuple[tuple[ScoreboardRow, ...], str | None]:
    """Tonight's rows, ranked, and the why-line. The part club/tonight.py replaces."""
    played = [n for n in nights if n.hands]
    stats = player_statistics(played, alias)
    points: dict[str, Fraction] = {name: Fraction(0) for name in stats}
    for night in played:
        totals: dict[str, Fraction] = {}
        for name, amount in night.totals.items():
            key = alias.get(name, name)
            totals[key] = totals.get(key, Fraction(0)) + amount
        for name, got in table_points(totals).items():
            points[name] = points.get(name, Fraction(0)) + got
    why = _why([r for rs in rules for r in rs])
    rows = [
        ScoreboardRow(
            name=s.name,
            name_zh=names_zh.get(s.name, ""),
            total=None if why else s.total,
            table_points=points.get(s.name, Fraction(0)),
            hands=s.hands_played,
            won=s.hands_won,
            biggest_faan=s.biggest.faan if s.biggest is not None else None,
        )
        for s in stats.values()
    ]
    return _ranked(rows), why


def _why(rules: Sequence[Ruleset]) -> str | None:
    """A line when tonight's hands were not all played under the same rules and stake
    (by value: a house copy of a preset with nothing changed is the same rules)."""
    distinct: list[Ruleset] = []
    for r in rules:
        if not any(not diff_rulesets(r, d) for d in distinct):
            distinct.append(r)
    if len(distinct) < 2:
        return None
    en, zh = WORDS["why_rules"]
    names = "; ".join(dict.fromkeys(r.name or r.id for r in distinct))
    return f"{en.format(names)} {zh}"


def _ranked(rows: list[ScoreboardRow]) -> tuple[ScoreboardRow, ...]:
    """Money first when it is comparable, then table points, then hands won; rows level on
    every key share a rank (1, 2, 2, 4)."""

    def key(r: ScoreboardRow) -> tuple[Fraction, Fraction, int]:
        return (-(r.total if r.total is not None else Fraction(0)), -r.table_points, -r.won)

    ordered = sorted(rows, key=lambda r: (key(r), r.name.casefold()))
    out: list[ScoreboardRow] = []
    for n, row in enumerate(ordered):
        rank = out[-1].rank if out and key(ordered[n - 1]) == key(row) else n + 1
        out.append(replace(row, rank=rank))
    return tuple(out)


def _progress(number: str, ledger: Any, sessions: Sequence[Played]) -> TableProgress:
    """A table's card: the latest session's next hand, the hands over all its sessions."""
    latest = ledger.session(sessions[-1][0].session_id)
    state = latest.tail()
    following = latest.next_hand()
    seats = following.seats
    dealer = seats["E"]
    repeat = f"+{state.repeat}" if state.repeat else ""
    repeat_zh = f" 連{state.repeat}" if state.repeat else ""
    hands = [h for night, _ in sessions for h in night.hands if h.is_hand]
    last = parse_time(hands[-1].recorded) if hands and hands[-1].recorded else None
    totals: dict[str, Fraction] = {}
    for night, _ in sessions:
        for name, amount in night.totals.items():
            totals[name] = totals.get(name, Fraction(0)) + amount
    return TableProgress(
        table=number,
        players=tuple(seats[w] for w in SEATS),
        hands_played=len(hands),
        round_label=f"{state.prevailing_wind}{state.deal}{repeat}",
        dealer=dealer,
        updated=last.strftime("%H:%M:%S") if last is not None else "",
        round_label_zh=f"{WIND_NAMES_ZH[state.prevailing_wind]}{state.deal}{repeat_zh}",
        finished=latest.ended is not None,
        name=sessions[-1][0].name,
        plan_round=(latest.plan or {}).get("round"),
        sits_out=following.sits_out,
        totals=tuple(sorted(totals.items(), key=lambda kv: -kv[1])),
    )
