"""`mjscore club ...` for a club night of several tables (cli-contract.md, "Several
tables"): `club standings --tonight` / `--season`, `club settle-up --tonight`, and the
secretary's roster commands (`club roster`, `join`, `unjoin`, `add`, `guest`, `member`)
that read and write the club folder's club.toml; their arguments are cli/club_args.py's,
which runs them through `run`.

The club folder is `--club DIR`, else this data folder's setting (`mjscore club folder`,
kept in club.json: `club_settings`, the one place that reads it here).
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
import unicodedata
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from mjscore_gui.cli.errors import CliError
from mjscore_gui.cli.jsonio import write_json
from mjscore_gui.cli.ledger_access import open_ledger
from mjscore_gui.club.folder import setting as club_folder_settings
from mjscore_gui.club.folder.sync import FolderReader
from mjscore_gui.club.members.aliases import Aliases
from mjscore_gui.club.members.club_toml import write_club
from mjscore_gui.club.members.config import ClubConfig, ClubConfigError, load_club, read_club
from mjscore_gui.club.members.roster import Roster, add, identify, join, names_at_tables, set_guest, unjoin
from mjscore_gui.club.results.club_evenings import ClubEvening, club_evenings, evening_at, evening_named
from mjscore_gui.club.results.season import Season, season
from mjscore_gui.club.results.settle_up import settlement, settlement_text
from mjscore_gui.club.results.standings import parse_date
from mjscore_gui.club.results.tonight import Board, BoardRow, board
from mjscore_gui.i18n import language
from mjscore_gui.paths import data_dir
from mjscore_gui.payout import format_amount
from mjscore_gui.payout.money import exact_text


def club_settings() -> club_folder_settings.ClubSettings:
    """This data folder's club folder setting, as `mjscore club folder` keeps it (unset
    when unreadable: that command reports a damaged file)."""
    return club_folder_settings.load(data_dir(create=False))


def club_folder(args: argparse.Namespace) -> Path | None:
    """`--club DIR` when given, else the data folder's club folder setting."""
    return Path(args.club) if args.club else club_settings().folder


def run(args: argparse.Namespace) -> int:
    """The command `args` names (cli/club_args.py's `run_tables` calls it)."""
    return _COMMANDS[args.club_command](args)


def _config(args: argparse.Namespace) -> ClubConfig:
    """club.toml for the standings: a file that cannot be used is one line, and the
    standings go on with the defaults."""
    config, notice = load_club(club_folder(args))
    if notice:
        print(f"mjscore club: {notice}", file=sys.stderr)
    return config


def _merged() -> dict[str, str]:
    aliases = Aliases.load(data_dir())
    if aliases.notice:
        print(f"mjscore club: {aliases.notice}", file=sys.stderr)
    return aliases.table


def _evenings() -> list[ClubEvening]:
    """The ledger's club evenings. Standings across tables read the club folder first (when
    one is set and reachable), so a command shows every table's newest copy without a
    separate `club sync`; a file it cannot use is one line on stderr and changes nothing."""
    with open_ledger("club") as ledger:
        settings = club_settings()
        try:
            folder = settings.folder and club_folder_settings.reachable(settings)
        except club_folder_settings.ClubFolderError as exc:
            print(f"mjscore club: {exc}", file=sys.stderr)
            folder = None
        if folder:
            for skipped in FolderReader().read(ledger, folder).skipped:
                print(f"mjscore club: skipped {skipped.file}: {skipped.why}", file=sys.stderr)
        return club_evenings(ledger)


def _evening(args: argparse.Namespace) -> ClubEvening | None:
    evenings = _evenings()
    if args.evening:
        found = evening_named(evenings, args.evening.strip())
        if found is None:
            known = ", ".join(e.key for e in evenings[-5:]) or "none yet"
            raise CliError(f"no evening {args.evening!r} in the ledger (the last: {known})")
        return found
    return evening_at(evenings)


def run_board(args: argparse.Namespace) -> int:
    """`club standings --tonight` / `--evening` / `--season`."""
    config = _config(args)
    if args.season:
        return _run_season(args, config)
    evening = _evening(args)
    if evening is None:
        if args.format == "json":
            write_json({"players": [], "nights": 0, "from": None, "to": None, "evening": None, "why": None})
        else:
            print("Nothing recorded this evening yet.")
        return 0
    result = board(evening, config, _merged())
    if args.format == "json":
        write_json(board_json(result))
    elif args.format == "csv":
        sys.stdout.write(rows_csv(result.rows))
    else:
        sys.stdout.write(board_text(result))
    return 0


def _run_season(args: argparse.Namespace, config: ClubConfig) -> int:
    try:
        start = parse_date(args.start, "--from") if args.start is not None else None
        end = parse_date(args.end, "--to") if args.end is not None else None
    except ValueError as exc:
        raise CliError(str(exc)) from None
    result = season(_evenings(), config, start, end, _merged())
    if result.start and result.end and result.start > result.end:
        raise CliError(f"the season's start {result.start} is after its end {result.end}")
    if args.format == "json":
        write_json(season_json(result))
    elif args.format == "csv":
        sys.stdout.write(rows_csv(result.ranked + result.not_yet_ranked + result.guests))
    else:
        sys.stdout.write(season_text(result))
    return 0


def _row_json(row: BoardRow, place: int | None = None) -> dict[str, Any]:
    item = row.to_json()
    item["average"] = Decimal(format_amount(row.average, 2))
    if place is not None:
        item["place"] = place
    return item


def board_json(result: Board) -> dict[str, Any]:
    """`club standings`' json (players, nights, from, to), then the board's own keys."""
    return {
        "players": [_row_json(r, place) for r, place in zip(result.rows, result.places, strict=True)],
        "nights": 1,
        "from": result.date,
        "to": result.date,
        "evening": result.evening,
        "tables": list(result.tables),
        "sessions": result.sessions,
        "ranked_by": list(result.ranked_by),
        "money_adds_up": result.money_adds_up,
        "why": result.why,
        "rules": {label: list(tables) for label, tables in result.rules.items()},
        "not_on_roster": list(result.not_on_roster),
        "clashes": list(result.clashes),
    }


def season_json(result: Season) -> dict[str, Any]:
    return {
        "players": [_row_json(r, i) for i, r in enumerate(result.ranked, start=1)],
        "nights": result.nights,
        "from": result.start,
        "to": result.end,
        "not_yet_ranked": [_row_json(r) for r in result.not_yet_ranked],
        "guests": [_row_json(r) for r in result.guests],
        "min_nights": result.min_nights,
        "ranked_by": list(result.tie_break),
        "not_on_roster": list(result.not_on_roster),
        "clashes": list(result.clashes),
    }


_COLUMNS = ("Player", "Nights", "Hands", "Won", "Biggest", "Table pts", "Total")


def _cells(row: BoardRow, place: str) -> tuple[str, ...]:
    shown = row.name + (f" {row.entry.name_zh}" if row.entry and row.entry.name_zh else "")
    biggest = "-" if row.biggest_hand is None else f"{row.biggest_hand} faan"
    counts = (str(n) for n in (row.nights, row.hands, row.hands_won))
    return (place, shown, *counts, biggest, exact_text(row.table_points), exact_text(row.total))


def _columns(text: str) -> int:
    # Chinese characters take two columns in a terminal: the names line up as the eye sees.
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _table(rows: list[tuple[str, ...]]) -> str:
    table = [("#", *_COLUMNS), *rows]
    widths = [max(_columns(r[i]) for r in table) for i in range(len(table[0]))]
    lines = []
    for r in table:
        name = r[1] + " " * (widths[1] - _columns(r[1]))
        cells = [r[0].rjust(widths[0]), name] + [c.rjust(w) for c, w in zip(r[2:], widths[2:])]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"


def _keys_text(keys: tuple[str, ...]) -> str:
    return ", ".join(k.replace("_", " ") for k in keys)


def board_text(result: Board) -> str:
    tables = len(result.tables)
    out = f"Evening {result.date}: {tables} table{'s' * (tables != 1)}, {result.sessions} sessions\n"
    out += "".join(f"{line}\n" for line in (result.why or f"ranked by {_keys_text(result.ranked_by)}", *result.clashes))
    out += _table([_cells(r, str(place)) for r, place in zip(result.rows, result.places, strict=True)])
    if result.not_on_roster:
        out += f"Not on the roster: {', '.join(result.not_on_roster)}\n"
    return out


def season_text(result: Season) -> str:
    span = f"{result.start or 'the first night'} to {result.end or 'now'}"
    out = f"Season {span}: {result.nights} night{'s' * (result.nights != 1)}; ranked by {_keys_text(result.tie_break)}"
    out += (
        f"; at least {result.min_nights} night{'s' * (result.min_nights != 1)} to be ranked\n"
        if result.min_nights
        else "\n"
    )
    out += (
        _table([_cells(r, str(i)) for i, r in enumerate(result.ranked, start=1)])
        if result.ranked
        else "No one ranked yet.\n"
    )
    if result.not_yet_ranked:
        out += f"Not yet ranked (fewer than {result.min_nights} nights):\n"
        out += _table([_cells(r, "-") for r in result.not_yet_ranked])
    if result.guests:
        out += "Guests:\n" + _table([_cells(r, "-") for r in result.guests])
    out += "".join(f"{line}\n" for line in result.clashes)
    if result.not_on_roster:
        out += f"Not on the roster: {', '.join(result.not_on_roster)}\n"
    return out


def rows_csv(rows: tuple[BoardRow, ...]) -> str:
    """Some of each row's JSON (no id: an empty cell), the money as exact text."""
    out = io.StringIO()
    columns = ("name", "id", "nights", "hands", "hands_won", "biggest_hand", "table_points", "total")
    writer = csv.DictWriter(out, columns, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    for r in rows:
        money = {"table_points": exact_text(r.table_points), "total": exact_text(r.total)}
        writer.writerow({**r.to_json(), **money, "biggest_hand": r.biggest_hand or ""})
    return out.getvalue()


def run_settle_up(args: argparse.Namespace) -> int:
    config = _config(args)
    evening = _evening(args)
    if evening is None:
        raise CliError("nothing recorded this evening yet; --evening DATE settles another")
    result = board(evening, config, _merged())
    order = [r.name for r in sorted(result.rows, key=lambda r: r.name.casefold())]
    totals = {r.name: r.total for r in result.rows}
    try:
        settled = settlement(totals, order)
    except ValueError as exc:
        raise CliError(f"{exc}; run `mjscore ledger check`") from None
    if args.format == "json":
        write_json({"evening": result.evening, **settled.to_json()})
    else:
        print(settlement_text(settled, language(args.lang)))
    return 0


def _folder_for_roster(args: argparse.Namespace) -> Path:
    folder = club_folder(args)
    if folder is None:
        raise CliError("no club folder: give --club DIR, or set one with `mjscore club folder PATH`")
    return folder


def _read(folder: Path, to_change: bool = False) -> ClubConfig:
    try:
        return read_club(folder)
    except ClubConfigError as exc:
        raise CliError(f"{exc}; it is not changed: fix or move it first" if to_change else str(exc)) from None


def run_roster(args: argparse.Namespace) -> int:
    folder = _folder_for_roster(args)
    config = _read(folder)
    with open_ledger("club") as ledger:
        names = names_at_tables(ledger)
    unknown = identify(names, Roster(config.roster), _merged()).not_on_roster
    if args.format == "json":
        write_json({"roster": [e.to_json() for e in config.roster], "not_on_roster": list(unknown)})
        return 0
    for e in config.roster:
        extra = [e.name_zh] if e.name_zh else []
        extra += ["guest"] if e.guest else []
        extra += [f"also {', '.join(e.aliases)}"] if e.aliases else []
        print(f"{e.id}: {e.name}" + (f" ({'; '.join(extra)})" if extra else ""))
    if not config.roster:
        print(f"No one on the roster yet: `mjscore club add NAME --club {folder}` adds a player.")
    if unknown:
        print(f"Not on the roster: {', '.join(unknown)}")
    return 0


def _change(args: argparse.Namespace, change: Callable[[ClubConfig], tuple[ClubConfig, str]]) -> int:
    """The roster's club.toml changed by `change` and written back, saying what it did."""
    folder = _folder_for_roster(args)
    config = _read(folder, True)
    try:
        config, done = change(config)
        write_club(folder, config, secretary=club_settings().secretary)
    except ClubConfigError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot write the club's club.toml in {folder}: {exc.strerror or exc}") from None
    print(done, file=sys.stderr)
    return 0


def run_join(args: argparse.Namespace) -> int:
    said = f"{args.name.strip()} now counts as {args.id.strip()} at every table"
    return _change(args, lambda config: (join(config, args.name, args.id.strip()), said))


def run_unjoin(args: argparse.Namespace) -> int:
    return _change(args, lambda config: (unjoin(config, args.name), f"{args.name.strip()} counts as itself again"))


def run_add(args: argparse.Namespace) -> int:
    def added(config: ClubConfig) -> tuple[ClubConfig, str]:
        config, entry = add(config, args.name, entry_id=args.entry_id, name_zh=args.name_zh, guest=args.guest)
        return config, f"{entry.name} is on the roster as {entry.id}" + (" (a guest)" if entry.guest else "")

    return _change(args, added)


def run_set_guest(args: argparse.Namespace) -> int:
    said = f"{args.id.strip()} is now a {'guest' if args.guest else 'member'}"
    return _change(args, lambda config: (set_guest(config, args.id.strip(), args.guest), said))


_COMMANDS = {
    "standings": run_board,
    "settle-up": run_settle_up,
    "roster": run_roster,
    "join": run_join,
    "unjoin": run_unjoin,
    "add": run_add,
    "guest": run_set_guest,
    "member": run_set_guest,
}

__all__ = ["club_folder", "club_settings", "run", "run_board"]
