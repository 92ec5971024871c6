"""`mjscore waits`: for a hand one tile short, each tile that completes it and its faan."""

from __future__ import annotations

import argparse

from mjscore_gui.cli.errors import report_invalid
from mjscore_gui.cli.jsonio import read_json, write_json, write_json_lines
from mjscore_gui.outcome.jsonform import waits_json


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser("waits", help="list the tiles a hand one tile short is waiting for, with their faan")
    p.add_argument("file", nargs="?", help="JSON file (default: standard input)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    data = read_json(args.file)
    many = isinstance(data, list)
    results = [waits_json(obj) for obj in (data if many else [data])]
    write_json_lines(results) if many else write_json(results[0])
    return report_invalid("waits", results, many)
