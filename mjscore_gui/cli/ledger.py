"""`mjscore ledger ...`: the session ledger from the command line (cli-contract.md).

Every change is committed before anything is printed: a hand number on stdout means
the hand is on disk.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

from mjscore_gui.cli.club import add_ledger_commands
from mjscore_gui.cli.errors import CliError, whole_id
from mjscore_gui.cli.jsonio import read_json, read_text, write_json
from mjscore_gui.cli.ledger_access import damaged_line, open_ledger
from mjscore_gui.cli.rules import find_ruleset
from mjscore_gui.club.results.statistics import session_statistics
from mjscore_gui.ledger import Ledger, LedgerError, LedgerFault, backups, readback, restoring, salvage
from mjscore_gui.ledger.checks import check_session
from mjscore_gui.ledger.errors import DamagedLedger
from mjscore_gui.ledger.export_line import json_text
from mjscore_gui.ledger.stored_entry import from_json
from mjscore_gui.ledger.times import time_text
from mjscore_gui.limits import MAX_IMPORT_BYTES, one_line
from mjscore_gui.paths import ledger_path


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "ledger",
        help="the session ledger: start a session, record hands, totals, export",
        description="Sessions and hands in the ledger (in the data folder; see --data-dir). "
        "--session may be left out everywhere: the most recent open session this ledger owns is used "
        "(sessions imported from another ledger are read-only copies until adopted).",
    )
    commands = parser.add_subparsers(dest="ledger_command", metavar="ACTION")
    commands.required = True

    p = _action(commands, "new", "start a session; prints its id", run_new, session=False)
    p.add_argument(
        "--players",
        nargs="+",
        metavar="NAME",
        required=True,
        help="the four players, East South West North (East deals first); or five, a table of five: "
        "the fifth sits out the first hand, then after each hand the one who sat out takes the seat of "
        "the next in this order",
    )
    p.add_argument(
        "--ruleset",
        metavar="ID",
        help="a ruleset id (a preset or a house ruleset, see `mjscore rules list`) or .toml file (default hk)",
    )
    p.add_argument("--name", default="", help="a name for the session, e.g. the date or the club")
    p.add_argument("--notes", default="")
    p.add_argument(
        "--draw-passes-deal",
        action="store_true",
        help="the deal passes after a drawn hand: short for the ruleset setting "
        "dealer_stays_on_draw = false (default: as the ruleset has it; hk: the dealer stays)",
    )
    p.add_argument("--evening", metavar="ID", help="the club night's seating plan this session comes from")
    p.add_argument("--table", type=int, metavar="N", help="its table in that plan (needs --evening)")
    p.add_argument("--round", type=int, metavar="R", help="its round in that plan (needs --evening)")

    p = _action(commands, "record", "record a hand (or a JSON array of them); prints its number", run_record)
    p.add_argument("file", nargs="?", metavar="FILE", help="JSON file (default: standard input)")
    p = _action(commands, "edit", "replace hand NUMBER with the hand in FILE; later hands are re-settled", run_edit)
    p.add_argument("number", type=whole_id, metavar="NUMBER")
    p.add_argument("file", nargs="?", metavar="FILE")
    p = _action(commands, "delete", "delete hand NUMBER; later hands are re-settled", run_delete)
    p.add_argument("number", type=whole_id, metavar="NUMBER")
    for name, helptext, func in (
        ("undo", "undo the last change (removes the last recorded hand)", run_step),
        ("redo", "redo the last undone change", run_step),
        ("totals", "each player's total as JSON", run_totals),
        ("show", "every entry with its label and payments, and what comes next, as JSON", run_show),
        ("stats", "per-player statistics as JSON", run_stats),
        ("list", "the sessions in the ledger as JSON, most recent first", run_list),
        ("end", "mark a session as ended (recording into it resumes it)", run_end),
    ):
        _action(commands, name, helptext, func, session=name != "list")
    p = _action(
        commands,
        "substitute",
        "LEAVING gives up their seat to JOINING from the next hand on (a substitute mid-session; "
        "totals stay by person)",
        run_substitute,
    )
    p.add_argument("leaving", metavar="LEAVING", help="the player leaving the table")
    p.add_argument("joining", metavar="JOINING", help="the player taking their seat")
    p = _action(commands, "export", "the whole session as CSV or JSON", run_export)
    p.add_argument("--format", choices=("csv", "json"), required=True)
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (default: standard output)")

    import_help = (
        "a session from a JSON export, as a read-only copy of its owner's session; prints its id "
        "(a copy already held is replaced by a higher revision, else skipped; this ledger's own is never overwritten)"
    )
    p = _action(commands, "import", import_help, run_import, session=False)
    p.add_argument("file", metavar="FILE")
    adopt_help = "make this ledger the owner of a session imported from another ledger, so it can change it"
    p = _action(commands, "adopt", adopt_help, run_adopt, session=False)
    p.add_argument("session", type=whole_id, metavar="SESSION")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    check_help = (
        "verify the ledger: the file's integrity, every entry settled again, zero-sum totals; "
        "exits non-zero on any problem"
    )
    _action(commands, "check", check_help, run_check, session=False)
    restore_help = (
        "put a backup (backups/ in the data folder) in place of the ledger; "
        "the ledger there now is kept aside, never overwritten"
    )
    p = _action(commands, "restore", restore_help, run_restore, session=False)
    p.add_argument("backup", nargs="?", metavar="BACKUP", help="the backup file (see `mjscore ledger check`)")
    p.add_argument("--empty", action="store_true", help="no backup: keep the damaged ledger aside, start an empty one")
    p.add_argument(
        "--from-another",
        action="store_true",
        help="restore a backup of another ledger (another laptop's) in place of this one",
    )
    add_ledger_commands(commands, _session_arg)  # settle-up, summary, what-if


def _session_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--session", type=whole_id, metavar="ID", help="session id (default: the most recent open one)")


def _action(
    commands: argparse._SubParsersAction, name: str, helptext: str, func: Callable[..., int], session: bool = True
) -> argparse.ArgumentParser:
    """The parser of one action run by `func`, taking --session unless `session` is off."""
    parser: argparse.ArgumentParser = commands.add_parser(name, help=helptext)
    if session:
        _session_arg(parser)
    parser.set_defaults(func=func)
    return parser


def run_new(args) -> int:
    if len(args.players) not in (4, 5):
        raise CliError(
            f"--players takes four names (East South West North) or five (a table of five, the fifth sitting "
            f"out the first hand), not {len(args.players)}"
        )
    plan = None
    if args.evening is not None:
        plan = {"evening": args.evening, "table": args.table, "round": args.round}
    elif args.table is not None or args.round is not None:
        raise CliError("--table and --round name a place in an evening's seating plan: give --evening ID too")
    # A house ruleset is found by its id; the session keeps a frozen copy of it.
    ruleset = find_ruleset(args.ruleset) if args.ruleset else None
    with open_ledger(publish=True) as ledger:
        for warning in ledger.look_alikes(args.players):
            print(f"mjscore ledger: warning: {warning}", file=sys.stderr)
        session = ledger.new_session(
            args.players,
            ruleset,
            name=args.name,
            notes=args.notes,
            dealer_stays_on_draw=False if args.draw_passes_deal else None,
            plan=plan,
        )
        print(session.id)
    return 0


def _read(file: str | None):
    # A file nested 100,000 deep, or a number of thousands of digits, stops Python's JSON
    # reader itself: one line, like any other bad input.
    try:
        return read_json(file)
    except RecursionError:
        raise CliError("the input is nested too deeply to be a hand") from None
    except ValueError as exc:
        raise CliError(f"the input is not JSON a table would write ({one_line(exc, 80)})") from None


def run_record(args) -> int:
    data = _read(args.file)
    with open_ledger(publish=True) as ledger:
        session = ledger.session(args.session)
        records = (
            session.record_many([from_json(d) for d in data])
            if isinstance(data, list)
            else [session.record(from_json(data))]
        )
        for record in records:
            print(_number(record))
    return 0


def _number(record) -> str:
    return str(record.number) if record.is_hand else f"penalty {record.number}"


def run_edit(args) -> int:
    data = _read(args.file)
    with open_ledger(publish=True) as ledger:
        session = ledger.session(args.session)
        record = session.edit(session.hand(args.number).id, from_json(data))
        print(_number(record))
    return 0


def run_delete(args) -> int:
    with open_ledger(publish=True) as ledger:
        session = ledger.session(args.session)
        session.delete(session.hand(args.number).id)
    return 0


def run_step(args) -> int:
    """`undo` or `redo` (the action's name) the session's last change, saying which."""
    with open_ledger(publish=True) as ledger:
        session = ledger.session(args.session)
        undo = args.ledger_command == "undo"
        done = session.undo() if undo else session.redo()
        if done is None:
            raise CliError(f"nothing to {args.ledger_command}")
        print(f"{'undid' if undo else 'redid'}: {done}", file=sys.stderr)
    return 0


def run_totals(args) -> int:
    with open_ledger() as ledger:
        session = ledger.session(args.session)
        write_json({"players": session.players, "totals": session.totals(), "hands": session.hand_count})
    return 0


def run_show(args) -> int:
    with open_ledger() as ledger:
        session = ledger.session(args.session)
        entries = session.shown_lines()
        nxt = session.next_hand()
        held = session.ownership
        head = {
            "session": session.id,
            "name": session.name,
            "revision": held.revision,
            "owner": held.owner,
            "read_only": not held.own,
            "adopted": held.adopted,
        }
        tail = {
            "next": {
                "number": nxt.number,
                "label": nxt.label,
                "prevailing_wind": nxt.prevailing_wind,
                "seats": nxt.seats,
                **({"sits_out": nxt.sits_out} if nxt.sits_out is not None else {}),
            },
            "totals": session.totals(),
            "can_undo": session.undo_text(),
            "can_redo": session.redo_text(),
        }
    # One entry a line: a long night's table is written in a blink and still reads well.
    lines = [f"  {json_text(k)}: {json_text(v)}" for k, v in head.items()]
    lines.append('  "entries": [' + ",".join(f"\n    {line}" for line in entries) + ("\n  ]" if entries else "]"))
    lines += [f"  {json_text(k)}: {json_text(v)}" for k, v in tail.items()]
    sys.stdout.write("{\n" + ",\n".join(lines) + "\n}\n")
    return 0


def run_stats(args) -> int:
    with open_ledger() as ledger:
        stats = session_statistics(ledger.session(args.session))
        write_json({name: s.to_json() for name, s in stats.items()})
    return 0


def run_list(args) -> int:
    with open_ledger() as ledger:
        write_json(
            [
                {
                    "id": s.id,
                    "name": s.name,
                    "players": list(s.players),
                    "started": time_text(s.started),
                    "ended": time_text(s.ended),
                    "hands": s.hands,
                    "own": s.own,
                    "plan": s.plan,
                }
                for s in ledger.sessions()
            ]
        )
    return 0


def run_end(args) -> int:
    with open_ledger(publish=True) as ledger:
        ledger.session(args.session).end()
    return 0


def run_substitute(args) -> int:
    with open_ledger(publish=True) as ledger:
        ledger.session(args.session).substitute(args.leaving, args.joining)
    return 0


def run_export(args) -> int:
    with open_ledger() as ledger:
        session = ledger.session(args.session)
        try:
            text = session.export_csv() if args.format == "csv" else session.export_json_text()
        except LedgerFault:
            raise
        except LedgerError:
            # A stored hand that no longer settles: name it rather than the rule it breaks.
            raise CliError("; ".join(check_session(session)) + "; nothing was exported", 1) from None
        # Compared with the playing through the export was just written from: not played twice.
        problems = check_session(session, fresh=False)
    wrong = readback.problem(text, args.format)  # read back as a reader would, before it is reported written
    if wrong:
        raise CliError(
            f"the export does not read back as {args.format} ({one_line(wrong, 80)}); nothing was written", 1
        )
    if args.output:
        try:
            Path(args.output).write_text(text, encoding="utf-8", newline="")
        except OSError as exc:
            raise CliError(f"cannot write {args.output}: {exc}") from None
    else:
        sys.stdout.write(text)
    # Exported all the same (it may be what is left of the night), but not as sound.
    for problem in problems:
        print(f"mjscore ledger: {problem}", file=sys.stderr)
    return 1 if problems else 0


def run_import(args) -> int:
    # An export holds many nights: its own size limit, and its text goes to the ledger as
    # it is, read and checked once there (`exchange.parse`), as the window's import does.
    _, text = read_text(args.file, MAX_IMPORT_BYTES, "ledger export")
    with open_ledger(publish=True) as ledger:
        imported = ledger.import_json(text)
        for session in imported.added:
            print(session.id)
        for session in imported.replaced:
            print(session.id)
            shown = session.name or time_text(session.started)
            print(
                f"mjscore ledger: replaced the copy of {shown} (session {session.id}) with revision {session.revision}",
                file=sys.stderr,
            )
        for line in [*imported.skipped, *imported.warnings]:
            print(f"mjscore ledger: {line}", file=sys.stderr)
    return 0


def run_adopt(args) -> int:
    with open_ledger(publish=True) as ledger:
        session = ledger.session(args.session)
        held = session.ownership
        if held.own:
            raise CliError(f"session {session.id} is already this ledger's own; nothing to adopt")
        if not args.yes:
            shown = session.name or time_text(session.started)
            if not sys.stdin.isatty():
                raise CliError(f"adopting session {session.id} needs a confirmation: add --yes")
            answer = input(
                f"Make this ledger the owner of {shown} (session {session.id}, revision {held.revision}, owned by "
                f"ledger {held.owner})? Its owner's later exports will no longer replace it here. [y/N] "
            )
            if answer.strip().lower() not in ("y", "yes"):
                raise CliError("not adopted")
        ledger.adopt(session.id)
        print(f"session {session.id} is now this ledger's own (revision {session.revision})")
    return 0


def run_check(args) -> int:
    try:
        ledger = Ledger.open(fresh_on_damage=False)
    except LedgerFault as exc:
        if exc.reason != LedgerFault.DAMAGED:
            raise CliError(str(exc), exit_code=1) from None
        path = exc.path if isinstance(exc, DamagedLedger) else ledger_path()
        print(f"mjscore ledger: {damaged_line(exc, path)}", file=sys.stderr)
        for line in salvage.readable(path):  # the report: what a restore would weigh against
            print(f"in the damaged file, {line}")
        return 1
    except LedgerError as exc:
        raise CliError(str(exc), exit_code=1) from None
    if ledger.notice:
        print(f"mjscore ledger: {one_line(ledger.notice, 400)}", file=sys.stderr)
    try:
        problems = ledger.check()
        sessions = 0 if problems else len(ledger.sessions())
        for note in ledger.names_sharing_a_key():
            print(f"mjscore ledger: note: {note}", file=sys.stderr)
    except (sqlite3.DatabaseError, ValueError, KeyError, TypeError) as exc:  # a LedgerError is a ValueError
        problems, sessions = [f"the ledger cannot be read through ({type(exc).__name__}: {one_line(exc, 100)})"], 0
    finally:
        ledger.close()
    if problems:  # one line: the first problems, then how to restore
        more = f"; and {len(problems) - 3} more" if len(problems) > 3 else ""
        print(
            f"mjscore ledger: {'; '.join(problems[:3])}{more}; {one_line(backups.advice(ledger.path), 300)}",
            file=sys.stderr,
        )
        return 1
    print(f"ledger ok: {sessions} sessions, every entry settles as stored, every session's totals add up to 0")
    return 0


def run_restore(args) -> int:
    path = ledger_path()
    if (args.backup is None) == (not args.empty):
        raise CliError("name the backup to restore, or --empty to start an empty ledger")
    backup = Path(args.backup) if args.backup else None
    if backup is not None and not backup.exists() and backup.name == args.backup:
        backup = backups.folder(path) / backup  # a backup named by its name alone, as the advice names it
    try:
        done = restoring.restore(path, backup, args.from_another)
    except (OSError, ValueError, sqlite3.Error) as exc:
        raise CliError(f"nothing was restored: {one_line(exc, 300)}", exit_code=1) from None
    print(f"mjscore ledger: {done}", file=sys.stderr)
    return 0
