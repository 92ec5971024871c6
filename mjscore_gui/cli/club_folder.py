"""`mjscore club folder`, `club sync` and `club publish`: several tables sharing a club
folder (cli-contract.md, "Several tables"). cli/club.py registers them."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from mjscore_gui.cli.errors import CliError, whole_id
from mjscore_gui.cli.jsonio import write_json
from mjscore_gui.cli.ledger_access import open_ledger
from mjscore_gui.club.folder import setting as club_folder
from mjscore_gui.club.folder.publish import publish
from mjscore_gui.club.folder.setting import ClubFolderError
from mjscore_gui.ledger.times import time_text
from mjscore_gui.limits import one_line
from mjscore_gui.paths import data_dir

if TYPE_CHECKING:
    from mjscore_gui.club.folder.sync import SyncReport


def add_folder_commands(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser(
        "folder",
        help="the club folder this laptop publishes its sessions to and reads the other tables' from",
        description="With PATH: publish this data folder's sessions (those started from now on) to PATH and read "
        "every other laptop's there; --off stops; alone: prints the setting as JSON.",
    )
    p.add_argument("path", nargs="?", metavar="PATH", help="a folder the club keeps in sync (Syncthing, Dropbox, ...)")
    p.add_argument("--off", action="store_true", help="stop publishing and reading (the files there stay)")
    who = p.add_mutually_exclusive_group()
    who.add_argument(
        "--secretary", action="store_true", default=None, help="this is the secretary's laptop (writes club.toml)"
    )
    who.add_argument(
        "--not-secretary", dest="secretary", action="store_false", default=None, help="this is not the secretary's"
    )
    p.set_defaults(func=run_folder)

    p = commands.add_parser(
        "sync",
        help="publish this data folder's sessions to the club folder and read every file there",
        description="A file that cannot be used is skipped with why; it changes nothing and the exit status stays 0.",
    )
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=run_sync)

    p = commands.add_parser(
        "publish",
        help="publish a session started before the club folder was set (or, with --off, stop publishing it)",
    )
    p.add_argument("--session", type=whole_id, metavar="ID", help="session id (default: the most recent open one)")
    p.add_argument("--off", action="store_true", help="stop publishing it: the other laptops drop their copy")
    p.set_defaults(func=run_publish)


def _say(line: str) -> None:
    print(one_line(f"mjscore club: {line}"), file=sys.stderr)


def run_folder(args: argparse.Namespace) -> int:
    here = data_dir()
    try:
        if args.off and args.path:
            raise CliError("give a PATH or --off, not both")
        if args.off:
            settings = club_folder.turn_off(here)
        elif args.path:
            with open_ledger("club") as ledger:  # its sessions so far are not published unless picked
                settings = club_folder.set_folder(here, args.path, args.secretary, ledger)
            _say(f"publishing this laptop's sessions started from now on to {settings.folder}")
        elif args.secretary is not None:
            settings = club_folder.set_secretary(here, args.secretary)
        else:
            settings = club_folder.load(here)
    except ClubFolderError as exc:
        raise CliError(str(exc)) from None
    if settings.notice:
        _say(settings.notice)
    write_json(settings.to_json())
    return 0


def run_sync(args: argparse.Namespace) -> int:
    # The folder's reader is imported here: every `mjscore` start registers this command
    # (the window's and `mjscore score`'s), and only `club sync` reads (bench_startup.py).
    from mjscore_gui.club.folder.sync import sync

    with open_ledger("club") as ledger:
        try:
            report = sync(ledger, data_dir())
        except ClubFolderError as exc:
            raise CliError(str(exc)) from None
    for line in report.problems:
        _say(line)
    if args.format == "json":
        write_json(report.to_json())
    else:
        sys.stdout.write(sync_text(report))
    return 0


def sync_text(report: SyncReport) -> str:
    """The text form of `club sync`: one line of counts, then one line per skipped file."""
    parts = [f"published {report.published}" + (f" ({report.written} written now)" if report.written else "")]
    if report.withdrawn:
        parts.append(f"withdrew {report.withdrawn}")
    detail = [f"{len(report.added)} new", f"{len(report.replaced)} newer", f"{report.up_to_date} up to date"]
    if report.dropped:
        detail.append(f"{len(report.dropped)} withdrawn by their owner")
    parts += [f"read {report.read} ({', '.join(detail)})", f"skipped {len(report.skipped)}"]
    lines = [", ".join(parts)]
    lines += [f"skipped {s.file}: {s.why}" for s in report.skipped]
    return "\n".join(lines) + "\n"


def run_publish(args: argparse.Namespace) -> int:
    here = data_dir()
    with open_ledger("club") as ledger:
        session = ledger.session(args.session)
        if not session.is_own:
            raise CliError(f"session {session.id} is a copy from another ledger; only its owner publishes it")
        try:
            settings = club_folder.pick(here, session.uuid, not args.off)
            result: Any = publish(ledger, here, settings) if settings.folder is not None else None
        except ClubFolderError as exc:
            raise CliError(str(exc)) from None
        shown = session.name or time_text(session.started)
    if result is None:
        _say(f"{shown} (session {session.id}) will be published once a club folder is set")
    else:
        for line in result.problems:
            _say(line)
        verb = "no longer published" if args.off else "published"
        _say(f"{shown} (session {session.id}) is {verb} in {settings.folder}")
    return 0
