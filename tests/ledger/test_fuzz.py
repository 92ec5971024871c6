"""Many distinct bad inputs to `ledger record`, `ledger import` and `settle`, each one
a field of a good input swapped for something no table would type: no traceback, no
hang, one line of at most ~200 characters, and nothing recorded from a refused input.

Run with -s to see the figures (inputs tried, tracebacks, hangs)."""

from __future__ import annotations

import faulthandler
import io
import json
import re
import sys
import traceback
from decimal import Decimal
from typing import Any

from mjscore_gui.cli import main
from mjscore_gui.ledger import Ledger
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, WIND_HAND

GOOD_RECORDS: list[dict[str, Any]] = [
    {"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"},
    {**WIND_HAND, "seat_wind": "S", "discarder": "E"},
    {"penalty": True, "payments": {"E": -5, "S": 5}, "reason": "late"},
]
EXTRA_KEYS = ["limit", "conditions", "rules", "minimum_faan", "note", "responsible", "prevailing_wind", "draw"]


def _deep(levels: int) -> Any:
    value: Any = []
    for _ in range(levels):
        value = [value]
    return value


BAD_VALUES: list[Any] = [
    None,
    True,
    "no",
    "",
    "E\x00",
    "\ud800",
    "\udcff abc",
    Decimal("3.5"),
    Decimal(-1),
    Decimal("1e999999999"),
    Decimal("-1E+99999"),
    "1e999999999",
    10**20,
    -7,
    [],
    ["robbing_kong", 5],
    {},
    {"min_faan": "1e999999999"},
    {"payout": "custom", "custom_table": "1 2 99999999999999999999999"},
    "x" * 50_000,
    _deep(100_000),
    {"E": -1, "S": 1},
    "S",
    Decimal("0.1"),
]


def _text(value: Any) -> str:
    """JSON as a player's file would hold it: Decimals as written, huge ones included."""
    marks: list[str] = []

    def default(o: Any) -> Any:
        if isinstance(o, Decimal):
            marks.append(str(o))
            return f"\x00{len(marks) - 1}\x00"
        raise TypeError(type(o).__name__)

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    try:
        text = json.dumps(value, default=default)
    except RecursionError:
        # Deeper than json.dumps can go: written by hand, as an attacker's file would be.
        return "[" * 100_000 + "]" * 100_000
    return re.sub(r'"\\u0000(\d+)\\u0000"', lambda m: marks[int(m.group(1))], text)


def _mutations(base: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for key in list(base) + [k for k in EXTRA_KEYS if k not in base]:
        for value in BAD_VALUES:
            out.append({**base, key: value})
    return out


def _export(folder) -> dict[str, Any]:
    with Ledger.open(folder) as ledger:
        session = ledger.new_session(PLAYERS, name="Friday")
        session.record(json_entry({"faan": 3, "seat_wind": "S", "win": "discard", "discarder": "E"}))
        session.substitute("Cat", "Zoe")
        session.record(json_entry({"faan": 4, "seat_wind": "W", "win": "self_drawn"}))
        data = json.loads(session.export_json_text())
    del data["session"]["uuid"]
    return data


def _import_mutations(export: dict[str, Any]) -> list[Any]:
    out: list[Any] = []
    places = [("session", k) for k in export["session"]] + [
        ("entries", 0, "record", "faan"),
        ("entries", 1, "record", "substitute", "in"),
        ("entries", 1, "record"),
        ("entries", 0),
        ("totals",),
        ("version",),
        ("entries",),
    ]
    for place in places:
        for value in BAD_VALUES:
            data = json.loads(json.dumps(export))
            target = data
            for key in place[:-1]:
                target = target[key]
            target[place[-1]] = value
            out.append(data)
    return out


class Tally:
    def __init__(self) -> None:
        self.tried = 0
        self.refused = 0
        self.tracebacks: list[str] = []
        self.long_lines: list[str] = []

    def run(self, capsys, monkeypatch, argv: list[str], payload: str) -> int:
        self.tried += 1
        monkeypatch.setattr("sys.stdin", io.StringIO(payload))
        try:
            code = main(argv)
        except BaseException:  # noqa: BLE001 - any escape is the finding
            self.tracebacks.append(f"{argv[-1]} {payload[:120]!r}: {traceback.format_exc(limit=3)[-300:]}")
            capsys.readouterr()
            return -1
        _, err = capsys.readouterr()
        if code != 0:
            self.refused += 1
            if err.count("\n") > 1 or len(err) > 260 or "Traceback" in err:
                self.long_lines.append(f"{argv[-1]}: {err[:300]!r}")
        return code


def test_many_bad_inputs_give_one_line_each_and_record_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "data"))
    # A hang (an exponent made exact, say) stops the run with a stack trace instead of
    # blocking CI: a watchdog, not a measure of speed.
    faulthandler.dump_traceback_later(600, exit=True, file=sys.__stderr__)
    tally = Tally()
    try:
        watch = Ledger.open(tmp_path / "data")  # sees what each command committed
        session = watch.new_session(PLAYERS)
        seen: set[str] = set()
        for base in GOOD_RECORDS:
            for bad in _mutations(base):
                payload = _text(bad)
                if payload in seen:
                    continue
                seen.add(payload)
                before = len(session.entries())
                code = tally.run(capsys, monkeypatch, ["ledger", "record"], payload)
                assert (len(session.entries()) == before) == (code != 0), payload[:200]
                tally.run(capsys, monkeypatch, ["settle"], payload)
        watch.close()
        export = _export(tmp_path / "source")
        (tmp_path / "data2").mkdir()
        monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "data2"))
        watch = Ledger.open(tmp_path / "data2")
        for index, data in enumerate(_import_mutations(export)):
            payload = _text(data)
            if payload in seen:
                continue
            seen.add(payload)
            target = tmp_path / f"import{index}.json"
            target.write_text(payload, encoding="utf-8", errors="surrogatepass")
            before = len(watch.sessions())
            code = tally.run(capsys, monkeypatch, ["ledger", "import", str(target)], "")
            assert (len(watch.sessions()) == before) == (code != 0)
        watch.close()
    finally:
        faulthandler.cancel_dump_traceback_later()
    print(
        f"\n  distinct bad inputs: {len(seen)}; runs: {tally.tried} ({tally.refused} refused, the rest recorded), "
        f"tracebacks: {len(tally.tracebacks)}, hangs: 0, messages over one line: {len(tally.long_lines)}"
    )
    for line in (tally.tracebacks + tally.long_lines)[:40]:
        print("   ", line[:400].replace("\n", " | "))
    assert tally.tried >= 700
    assert tally.tracebacks == []
    assert tally.long_lines == []
