#!/usr/bin/env python3
"""Shrink the bundle's ICU data library (libicudata, 32 MB) to the data Qt can ask for here.

    python3 packaging/linux/filter_icu.py BUNDLE/_internal/PySide6/Qt/lib/libicudata.so.73 [--report]

Qt links ICU for collation, time-zone names, locale-aware case mapping and legacy text
codecs; ICU loads its data lazily, item by item, from one table in libicudata. MJScore
shows English and Traditional Chinese and reads and writes UTF-8 only, so this keeps
ICU's core (properties, normalisation, root and the en/zh/yue locales in every category,
collation included) and drops what Qt would need only for other languages or encodings:
the other locales' names, units, currencies, collation, number spell-out; the legacy
codec tables (*.cnv); the word-break dictionaries (Qt breaks text itself); and the
transliterators (Qt never uses them). A request for a dropped item gets ICU's ordinary
"no data" answer and falls back to root, as for any locale ICU does not know.

The library is rebuilt with binutils alone (objcopy, as, ld): the data is the one
exported symbol icudtNN_dat, in an ICU "common data" package (CmnD): a header, a table
of (name, offset) sorted by name, and the items, each 16-byte aligned.
"""

from __future__ import annotations

import argparse
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

KEEP_LOCALES = re.compile(r"^(en|zh|yue)(_.*)?$")
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")  # af, en_GB, zh_Hant_HK; not root, pool, res_index
LOCALE_TREES = {"", "coll", "curr", "lang", "region", "unit", "zone", "rbnf", "brkitr"}


def kept(name: str) -> bool:
    """Whether ICU item `icudt73l/<tree>/<file>` stays."""
    parts = name.split("/")[1:]
    tree, file = ("/".join(parts[:-1]), parts[-1])
    stem, _, suffix = file.rpartition(".")
    if tree == "translit":
        return False
    if suffix in ("cnv", "dict"):
        return False
    if suffix == "res" and tree in LOCALE_TREES and LOCALE.match(stem):
        return bool(KEEP_LOCALES.match(stem))
    return True


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD" or data[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    count = struct.unpack_from("<I", data, header_size)[0]
    toc = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_at, data_at) in enumerate(toc):
        start = header_size + name_at
        name = data[start : data.index(b"\0", start)].decode("ascii")
        end = header_size + toc[i + 1][1] if i + 1 < count else len(data)
        items.append((name, data[header_size + data_at : end]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    count = len(items)
    names = b""
    name_offsets = []
    table_size = 4 + 8 * count
    for name, _ in items:
        name_offsets.append(table_size + len(names))
        names += name.encode("ascii") + b"\0"
    body_at = table_size + len(names)
    body_at += -(len(header) + body_at) % 16
    blob, data_offsets = b"", []
    for _, item in items:
        blob += b"\0" * (-(len(header) + body_at + len(blob)) % 16)
        data_offsets.append(body_at + len(blob))
        blob += item
    table = struct.pack("<I", count) + b"".join(struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    out = header + table + names
    out += b"\0" * (len(header) + body_at - len(out))
    return out + blob


def data_symbol(library: Path) -> str:
    out = subprocess.run(["objdump", "-T", str(library)], check=True, capture_output=True, text=True).stdout
    found = re.findall(r"\s(icudt\d+_dat)\s*$", out, re.MULTILINE)
    if len(found) != 1:
        raise SystemExit(f"filter_icu: {library} does not export exactly one icudtNN_dat symbol")
    return found[0]


def soname(library: Path) -> str:
    out = subprocess.run(["objdump", "-p", str(library)], check=True, capture_output=True, text=True).stdout
    return re.search(r"SONAME\s+(\S+)", out).group(1)


def rebuild(library: Path, report: bool = False) -> tuple[int, int]:
    symbol, so = data_symbol(library), soname(library)
    with tempfile.TemporaryDirectory(prefix="mjscore-icu-") as tmp:
        tmp = Path(tmp)
        subprocess.run(
            ["objcopy", "-O", "binary", "--only-section=.rodata", str(library), str(tmp / "full.dat")], check=True
        )
        header, items = read_package((tmp / "full.dat").read_bytes())
        keep = [(n, d) for n, d in items if kept(n)]
        if report:
            for name, item in items:
                if not kept(name):
                    print(f"drop {len(item):>9} {name}")
        (tmp / "kept.dat").write_bytes(write_package(header, keep))
        (tmp / "data.s").write_text(
            f".section .rodata\n.balign 16\n.globl {symbol}\n.type {symbol}, @object\n{symbol}:\n"
            f'.incbin "{tmp / "kept.dat"}"\n.size {symbol}, . - {symbol}\n'
            '.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run(["as", "-o", str(tmp / "data.o"), str(tmp / "data.s")], check=True)
        subprocess.run(["ld", "-shared", "-soname", so, "-o", str(tmp / so), str(tmp / "data.o")], check=True)
        before = library.stat().st_size
        library.write_bytes((tmp / so).read_bytes())
    return before, library.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("library", type=Path, help="libicudata.so.NN in the bundle (rewritten in place)")
    parser.add_argument("--report", action="store_true", help="list every item dropped")
    args = parser.parse_args(argv)
    before, after = rebuild(args.library, args.report)
    print(f"ICU data {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB ({args.library.name})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
