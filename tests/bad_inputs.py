"""A table of hostile inputs for `score`, `waits`, `settle` and `rules show|import`, and a runner.

Each input is built from a hostile value x the key it is put under x the command that
reads it, plus whole documents (empty, 100,000 deep, invalid UTF-8) and ruleset TOML files
with a broken key. Every one of them must be refused: non-zero exit, exactly one line on
stderr of at most ~200 characters, no traceback, no hang.

The runner calls `mjscore_gui.cli.main` in-process, in a forked child on Linux: a hang
in C code (Decimal or int arithmetic on 1e999999999) holds the GIL, so a
thread could never be timed out, while a child can be killed. Elsewhere a thread with a
timeout guards the run. `python -m tests.bad_inputs` prints the tally.
"""

from __future__ import annotations

import copy
import io
import json
import os
import pickle
import select
import signal
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from tests.examples import EXAMPLE_HAND

MAX_LINE = 200
# Generous: a refusal takes milliseconds; only a hang comes near this. Never a timing assertion.
TIMEOUT = float(os.environ.get("MJSCORE_BAD_INPUT_TIMEOUT", "60"))
ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class BadInput:
    id: str
    argv: tuple[str, ...]
    stdin: bytes = b""
    files: tuple[tuple[str, bytes], ...] = ()  # (name, content) written into a temp folder; "{dir}" in argv


@dataclass
class Outcome:
    code: int | None
    out: str
    err: str
    status: str  # "ok", "hang", "crash"


# --- hostile values ---------------------------------------------------------------------

# Kinds of key: a whole number, a positive decimal, a choice or seat, a strict boolean,
# a tile list, the conditions list, the melds list, the rules object, a ruleset reference,
# a custom payout table (text).
ALL = {"int", "dec", "enum", "bool", "tiles", "flowers", "conds", "melds", "obj", "ruleset", "table"}


def _but(*kinds: str) -> set[str]:
    return ALL - set(kinds)


DEEP_LIST = "[" * 100_000 + "]" * 100_000
DEEP_OBJ = '{"a":' * 100_000 + "1" + "}" * 100_000
LONG_TOKEN = '"' + "z" * 1_000_000 + '"'

# (name, JSON text, kinds of key it is bad for)
HOSTILE: list[tuple[str, str, set[str]]] = [
    ("huge_exponent", "1e999999999", ALL),
    ("huge_negative_exponent", "-1e999999999", ALL),
    ("tiny_exponent", "1e-999999999", ALL),
    ("huge_exponent_text", '"1e999999999"', ALL),
    ("int_5000_digits", "9" * 5000, ALL),
    ("negative_int_5000_digits", "-" + "9" * 5000, ALL),
    ("nan", "NaN", ALL),
    ("infinity", "Infinity", ALL),
    ("minus_infinity", "-Infinity", ALL),
    ("fraction", "3.5", _but("dec", "table")),
    ("no", '"no"', ALL),
    ("number_as_text", '"5"', _but("dec", "table")),
    ("empty_text", '""', _but("flowers")),
    ("lone_surrogate", '"\\ud800"', ALL),
    ("surrogate_in_token", '"E\\udc00"', ALL),
    ("nul_in_token", '"E\\u0000"', ALL),
    ("true", "true", _but("bool")),
    ("minus_one", "-1", ALL),
    ("object", '{"x": 1}', ALL),
    ("list_of_number", "[5]", _but("table")),
    ("list_with_bad_token", '["1m", 5]', ALL),
    ("empty_list", "[]", _but("conds", "melds", "flowers")),
    ("nested_100000_lists", DEEP_LIST, ALL),
    ("nested_100000_objects", DEEP_OBJ, ALL),
    ("megabyte_token", LONG_TOKEN, ALL),
]

HOLE = "@@HOSTILE@@"


def with_value(base: dict, path: str, value: object) -> dict:
    obj = copy.deepcopy(base)
    *parents, last = path.split(".")
    node: object = obj
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node.setdefault(part, {})  # type: ignore[index]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value  # type: ignore[index]
    return obj


def _doc(base: dict, path: str, fragment: str) -> bytes:
    text = json.dumps(with_value(base, path, HOLE))
    return text.replace(json.dumps(HOLE), fragment, 1).encode("utf-8")


WAITING_HAND = {k: v for k, v in EXAMPLE_HAND.items() if k != "winning_tile"} | {"concealed": "123s 5s"}
SETTLE_FORM = {"faan": 5, "seat_wind": "S", "win": "discard", "discarder": "E"}
CUSTOM = {"payout": "custom", "custom_table": "1 2 4 8 16 32"}

# (key path, kind) read by every hand command
HAND_KEYS: list[tuple[str, str]] = [
    ("concealed", "tiles"),
    ("flowers", "flowers"),
    ("melds", "melds"),
    ("melds.0.kind", "enum"),
    ("melds.0.tile", "enum"),
    ("melds.0.exposed", "bool"),
    ("win", "enum"),
    ("seat_wind", "enum"),
    ("prevailing_wind", "enum"),
    ("conditions", "conds"),
    ("ruleset", "ruleset"),
    ("rules", "obj"),
    ("rules.min_faan", "int"),
    ("rules.cap", "int"),
    ("rules.stake", "dec"),
    ("rules.divisor", "dec"),
    ("rules.self_drawn_multiplier", "dec"),
    ("rules.false_win_faan", "int"),
    ("rules.payout", "enum"),
    ("rules.responsibility", "enum"),
    ("rules.dealer_doubles", "bool"),
    ("rules.seven_pairs", "bool"),
    ("false_win", "bool"),
    ("discarder", "enum"),
    ("responsible", "enum"),
]
SCORE_ONLY_KEYS = [("winning_tile", "enum"), ("rules.custom_table", "table")]
SETTLE_KEYS: list[tuple[str, str]] = [
    ("faan", "int"),
    ("seat_wind", "enum"),
    ("win", "enum"),
    ("discarder", "enum"),
    ("responsible", "enum"),
    ("rules", "obj"),
    ("rules.min_faan", "int"),
    ("rules.stake", "dec"),
    ("rules.old_hk_limit", "dec"),
    ("rules.false_win_faan", "int"),
    ("rules.custom_table", "table"),
    ("rules.dealer_doubles", "bool"),
    ("ruleset", "ruleset"),
    ("false_win", "bool"),
    ("draw", "bool"),
    ("limit", "bool"),
    ("minimum_faan", "int"),
    ("conditions", "conds"),
]


def _base_for(path: str, base: dict) -> dict:
    if path == "rules.custom_table":
        return {**base, "rules": dict(CUSTOM)}
    return base


def keyed_inputs() -> list[BadInput]:
    out: list[BadInput] = []
    plans = [
        (("score",), EXAMPLE_HAND, HAND_KEYS + SCORE_ONLY_KEYS, 1),
        (("waits",), WAITING_HAND, HAND_KEYS, 1),
        (("score", "--text"), EXAMPLE_HAND, HAND_KEYS + SCORE_ONLY_KEYS, 4),  # a sample
        (("settle",), SETTLE_FORM, SETTLE_KEYS, 1),
    ]
    for argv, base, keys, every in plans:
        n = 0
        for path, kind in keys:
            for name, fragment, bad_for in HOSTILE:
                if kind not in bad_for:
                    continue
                n += 1
                if n % every:
                    continue
                out.append(
                    BadInput(f"{' '.join(argv)}:{path}={name}", argv, _doc(_base_for(path, base), path, fragment))
                )
    return out


# --- whole documents --------------------------------------------------------------------

DOCUMENTS: list[tuple[str, bytes]] = [
    ("empty", b""),
    ("blank", b"  \n\t "),
    ("bom_only", b"\xef\xbb\xbf"),
    ("truncated", b'{"concealed": "123m'),
    ("garbage", b"hand please"),
    ("trailing_garbage", json.dumps(EXAMPLE_HAND).encode() + b" }"),
    ("invalid_utf8", b'{"concealed": "123m \xff\xfe"}'),
    ("invalid_utf8_in_key", b'{"\xc3\x28": 1}'),
    ("overlong_utf8", b'{"concealed": "\xc0\xafm"}'),
    ("encoded_surrogate_utf8", b'{"note": "\xed\xa0\x80"}'),
    ("utf16", json.dumps(EXAMPLE_HAND).encode("utf-16")),
    ("lone_surrogate_in_note", b'{"concealed": "123m", "note": "\\ud83d"}'),
    ("lone_surrogate_key", b'{"\\udfff": 1}'),
    ("null", b"null"),
    ("number", b"5"),
    ("text", b'"123m 456m"'),
    ("true", b"true"),
    ("nan", b"NaN"),
    ("huge_exponent", b"1e999999999"),
    ("int_5000_digits", b"7" * 5000),
    ("nested_100000_lists", DEEP_LIST.encode()),
    ("nested_100000_objects", DEEP_OBJ.encode()),
    ("nested_1000_lists", b"[" * 1000 + b"]" * 1000),
    ("array_with_number", b"[5]"),
    ("array_bad_second_item", json.dumps([EXAMPLE_HAND, {"concealed": "x"}]).encode()),
    ("array_of_arrays", json.dumps([[EXAMPLE_HAND]]).encode()),
    ("unknown_key", json.dumps({**EXAMPLE_HAND, "colour": "red"}).encode()),
    ("ten_megabyte_token", b'{"concealed": "' + b"q" * 10_000_000 + b'", "winning_tile": "1m"}'),
]
DOC_COMMANDS = [("score",), ("score", "--text"), ("waits",), ("settle",)]
# Documents that are bad for one command only are listed by name here.
SETTLE_ONLY_BAD = {"ten_megabyte_token"}  # settle ignores tiles; its own test is the hand form


def document_inputs() -> list[BadInput]:
    out = []
    for argv in DOC_COMMANDS:
        for name, data in DOCUMENTS:
            if argv == ("settle",) and name in ("unknown_key", "array_bad_second_item", "ten_megabyte_token"):
                continue
            out.append(BadInput(f"{' '.join(argv)}:doc={name}", argv, data))
            if name in ("empty", "invalid_utf8", "nested_100000_lists", "lone_surrogate_in_note"):
                # The same bytes from a file as from standard input.
                out.append(
                    BadInput(f"{' '.join(argv)}:file={name}", argv + ("{dir}/in.json",), files=(("in.json", data),))
                )
    settle_docs = [
        ("settle_array_bad_third", [SETTLE_FORM, SETTLE_FORM, {"faan": 3.5, "win": "discard"}]),
        ("settle_unknown_key", {**SETTLE_FORM, "stake": 2}),
        ("settle_unknown_condition", {**SETTLE_FORM, "conditions": ["robbing_kong", "moon"]}),
    ]
    for name, obj in settle_docs:
        out.append(BadInput(f"settle:doc={name}", ("settle",), json.dumps(obj).encode()))
    return out


# --- ruleset TOML files ----------------------------------------------------------------


def _hk() -> str:
    from mjscore_gui.resources import resource_path

    return resource_path("rulesets", "hk.toml").read_text(encoding="utf-8")


def set_in(text: str, table: str, key: str, value: str) -> str:
    """hk.toml with `key = value` under [table] (replacing the key if it is there)."""
    lines = text.splitlines()
    header = f"[{table}]"
    start = lines.index(header)
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("[")), len(lines))
    for i in range(start + 1, end):
        if lines[i].split("=")[0].strip() == key:
            lines[i] = f"{key} = {value}"
            break
    else:
        lines.insert(start + 1, f"{key} = {value}")
    return "\n".join(lines) + "\n"


def top_level(text: str, key: str, value: str) -> str:
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.split("=")[0].strip() == key and not line.startswith("["):
            lines[i] = f"{key} = {value}"
            return "\n".join(lines) + "\n"
        if line.startswith("["):
            lines.insert(i, f"{key} = {value}")
            return "\n".join(lines) + "\n"
    raise AssertionError(key)


def drop_table(text: str, table: str) -> str:
    lines = text.splitlines()
    start = lines.index(f"[{table}]")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("[")), len(lines))
    return "\n".join(lines[:start] + lines[end:]) + "\n"


TOML_VALUES = {
    "text": '"x"',
    "fraction": "3.5",
    "bool": "true",
    "huge_float": "1e999999999",
    "nan": "nan",
    "inf": "inf",
    "minus_one": "-1",
    "too_big": "99",
    "int_5000_digits": "9" * 5000,
    "array": "[1]",
    "inline_table": "{a = 1}",
}


def toml_variants() -> list[tuple[str, bytes]]:
    hk = _hk()
    v: list[tuple[str, str | bytes]] = []
    for name, value in TOML_VALUES.items():
        v.append((f"settings.min_faan={name}", set_in(hk, "settings", "min_faan", value)))
    for name in ("text", "fraction", "huge_float", "nan", "int_5000_digits", "array", "inline_table", "minus_one"):
        if name != "fraction":  # 3.5 is a stake
            v.append((f"settings.stake={name}", set_in(hk, "settings", "stake", TOML_VALUES[name])))
        v.append((f"patterns.all_honours.faan={name}", set_in(hk, "patterns.all_honours", "faan", TOML_VALUES[name])))
    for key in ("seven_pairs", "dealer_doubles"):
        for name in ("text", "minus_one", "array"):
            v.append((f"settings.{key}={name}", set_in(hk, "settings", key, TOML_VALUES[name])))
    v.append(
        (
            "settings.custom_table=huge",
            set_in(set_in(hk, "settings", "payout", '"custom"'), "settings", "custom_table", '"3:1e999999999"'),
        )
    )
    v.append(("settings.unknown_key", set_in(hk, "settings", "minimum", "3")))
    for name, value in (("number", "5"), ("text", '"all"'), ("array", "[1, 2]")):
        v.append((f"settings={name}", top_level(drop_table(hk, "settings"), "settings", value)))
    for name, value in (
        ("number", "5"),
        ("text", '"concealed_hand"'),
        ("list_of_number", "[5]"),
        ("unknown_pattern", '["moon"]'),
        ("inline_table", "{a = 1}"),
    ):
        v.append((f"replaces={name}", set_in(hk, "patterns.self_triplets", "replaces", value)))
    for key in ("limit", "counts_toward_minimum"):
        for name in ("text", "minus_one"):
            v.append((f"patterns.all_honours.{key}={name}", set_in(hk, "patterns.all_honours", key, TOML_VALUES[name])))
    v.append(("patterns.all_honours.source=number", set_in(hk, "patterns.all_honours", "source", "5")))
    v.append(("patterns.all_honours.unknown_key", set_in(hk, "patterns.all_honours", "value", "5")))
    v.append(("patterns.moon", hk + "\n[patterns.moon]\nfaan = 3\n"))
    v.append(("patterns=number", top_level(hk.split("\n[patterns.")[0], "patterns", "5")))
    for key, value in (
        ("id", "5"),
        ("name", "[]"),
        ("name_zh", "5"),
        ("description", "{a = 1}"),
        ("faan_limit", '"13"'),
        ("faan_limit", "0"),
        ("faan_limit", "9" * 5000),
        ("colour", '"red"'),
    ):
        v.append((f"{key}={value[:12]}", top_level(hk, key, value)))
    v.append(("not_toml", "id = hk\n"))
    v.append(("empty", ""))
    v.append(("invalid_utf8", hk.encode() + b"\n# \xff\xfe\n"))
    v.append(("nested_100000_arrays", "x = " + "[" * 100_000 + "]" * 100_000 + "\n" + hk))
    v.append(("surrogate_escape", top_level(hk, "name", '"\\ud800"')))
    out = []
    for name, body in v:
        out.append((name, body if isinstance(body, bytes) else body.encode("utf-8")))
    return out


def toml_inputs() -> list[BadInput]:
    out = []
    for name, body in toml_variants():
        files = (("house.toml", body),)
        out.append(BadInput(f"rules show:toml={name}", ("rules", "show", "{dir}/house.toml"), files=files))
        out.append(BadInput(f"rules import:toml={name}", ("rules", "import", "{dir}/house.toml"), files=files))
        if name.startswith(("settings", "replaces", "patterns.all")) or name in ("empty", "nested_100000_arrays"):
            hand = json.dumps({**EXAMPLE_HAND, "ruleset": "{dir}/house.toml"}).encode()
            out.append(BadInput(f"score:toml={name}", ("score",), hand, files))
            form = json.dumps({**SETTLE_FORM, "ruleset": "{dir}/house.toml"}).encode()
            out.append(BadInput(f"settle:toml={name}", ("settle",), form, files))
    out.append(BadInput("rules show:unknown_preset", ("rules", "show", "moon")))
    out.append(BadInput("rules show:missing_file", ("rules", "show", "{dir}/missing.toml")))
    return out


def all_inputs() -> list[BadInput]:
    return keyed_inputs() + document_inputs() + toml_inputs()


def sample_inputs(stride: int = 6) -> list[BadInput]:
    """The inputs the quick suite runs: every document and `rules show` file, and every
    `stride`-th of the rest, so every hostile value and every key still appears."""
    keyed = keyed_inputs()
    toml = toml_inputs()
    return (
        keyed[::stride]
        + document_inputs()
        + [b for b in toml if b.argv[:2] == ("rules", "show")]
        + [b for b in toml if b.argv[:2] != ("rules", "show")][::stride]
    )


# --- running ---------------------------------------------------------------------------


def _preload() -> None:
    # Imported once in the parent, so each forked child starts with everything loaded.
    from mjscore_gui.cli.parser import build_parser

    build_parser()
    from mjscore_gui.rulebook import get_preset

    get_preset("hk")


def _call_main(argv: list[str], stdin: bytes) -> tuple[int | None, str, str]:
    from mjscore_gui.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException:  # noqa: BLE001 - what escapes main is what the test counts
            traceback.print_exc()
            code = None
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return code, out.getvalue(), err.getvalue()


def run(bad: BadInput, timeout: float = TIMEOUT) -> Outcome:
    _preload()
    if not bad.files and not any("{dir}" in a for a in bad.argv):
        return _run(list(bad.argv), bad.stdin, timeout)
    with tempfile.TemporaryDirectory(prefix="mjscore-bad-") as folder:
        for name, content in bad.files:
            Path(folder, name).write_bytes(content)
        argv = ["--data-dir", folder] + [a.replace("{dir}", folder) for a in bad.argv]
        stdin = bad.stdin.replace(b"{dir}", folder.encode())
        return _run(argv, stdin, timeout)


def _run(argv: list[str], stdin: bytes, timeout: float) -> Outcome:
    # Linux only: on macOS a fork after the window's libraries were loaded (other tests in
    # the same run) may abort the child.
    if sys.platform.startswith("linux"):
        return _run_forked(argv, stdin, timeout)
    return _run_threaded(argv, stdin, timeout)


def _run_forked(argv: list[str], stdin: bytes, timeout: float) -> Outcome:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run, send the result, leave without running the parent's exit hooks
        os.close(read_end)
        try:
            payload = pickle.dumps(_call_main(argv, stdin))
            with os.fdopen(write_end, "wb") as pipe:
                pipe.write(payload)
        finally:
            os._exit(0)
    os.close(write_end)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    timed_out = False
    with os.fdopen(read_end, "rb") as pipe:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                timed_out = True
                break
            ready, _, _ = select.select([pipe], [], [], left)
            if not ready:
                continue
            chunk = os.read(pipe.fileno(), 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
    if timed_out:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return Outcome(None, "", "", "hang")
    os.waitpid(pid, 0)
    if not chunks:
        return Outcome(None, "", "", "crash")
    code, out, err = pickle.loads(b"".join(chunks))
    return Outcome(code, out, err, "ok")


def _run_threaded(argv: list[str], stdin: bytes, timeout: float) -> Outcome:
    box: list[tuple[int | None, str, str]] = []
    worker = threading.Thread(target=lambda: box.append(_call_main(argv, stdin)), daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive() or not box:
        return Outcome(None, "", "", "hang" if worker.is_alive() else "crash")
    code, out, err = box[0]
    return Outcome(code, out, err, "ok")


def problems(outcome: Outcome) -> list[str]:
    """What is wrong with how an input was refused (empty: refused properly)."""
    if outcome.status != "ok":
        return [outcome.status]
    found = []
    if "Traceback" in outcome.err or outcome.code is None:
        found.append("traceback")
    if outcome.code == 0:
        found.append("accepted")
    lines = outcome.err.splitlines()
    if len(lines) != 1:
        found.append(f"{len(lines)} lines on stderr")
    elif len(lines[0]) > MAX_LINE:
        found.append(f"stderr line of {len(lines[0])} characters")
    if "internal error" in outcome.err:
        found.append("internal error")
    return found


def tally(inputs: list[BadInput], timeout: float = TIMEOUT, verbose: bool = False) -> dict[str, int]:
    counts = {"inputs": 0, "refused properly": 0, "traceback": 0, "hang": 0, "crash": 0, "accepted": 0, "bad stderr": 0}
    for bad in inputs:
        counts["inputs"] += 1
        found = problems(run(bad, timeout))
        if not found:
            counts["refused properly"] += 1
        for p in found:
            key = p if p in counts else "bad stderr"
            counts[key] += 1
        if found and verbose:
            print(f"{bad.id}: {', '.join(found)}", flush=True)
    return counts


if __name__ == "__main__":
    inputs = all_inputs()
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    chosen = [b for b in inputs if only in b.id]
    print(json.dumps(tally(chosen, verbose=True), indent=2))
