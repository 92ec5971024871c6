#!/usr/bin/env python3
"""The release page's notes: which file to download on which system, checksums, first start.

    python3 packaging/release_notes.py VERSION [--signed true|false] > notes.md

.github/workflows/release.yml runs this for every tagged release. With --signed false
(no code-signing certificates configured) the notes walk a player past Windows
SmartScreen and macOS Gatekeeper, with the same steps as the README's "Installing".
Standard library only.
"""

from __future__ import annotations

import argparse
import sys


def downloads(version: str) -> list[tuple[str, str]]:
    """(system, file) in the order a player looks for theirs."""
    return [
        ("Windows 10 or 11 (64-bit)", f"MJScore-{version}-setup.exe"),
        ("macOS 12 or later, Apple silicon (M1, M2, M3, M4…)", f"MJScore-{version}-macos-arm64.dmg"),
        ("macOS 12 or later, Intel processor", f"MJScore-{version}-macos-x86_64.dmg"),
        ("Debian 12, Ubuntu 22.04 or newer (and Mint, Pop!_OS…)", f"mjscore_{version}_amd64.deb"),
        ("Any other 64-bit Linux (no root needed)", f"mjscore-{version}-linux-x86_64.tar.xz"),
    ]


UNSIGNED_WINDOWS = """\
**Windows: "Windows protected your PC".** This build is not code-signed, so SmartScreen
stops it the first time. Click **More info**, check that the app is `MJScore-{version}-setup.exe`,
then click **Run anyway**. The installer needs no administrator rights."""

UNSIGNED_MACOS = """\
**macOS: "MJScore" cannot be opened / "Apple could not verify…".** This build is not
notarised, so Gatekeeper stops it the first time. Open the .dmg, drag MJScore to
Applications and double-click it; when macOS refuses, click **Done** (or **OK**). Then open
**System Settings → Privacy & Security**, scroll down to *Security*, where it says
"MJScore" was blocked, and click **Open Anyway**; confirm with your password and click
**Open**. From then on MJScore opens like any other app."""


def notes(version: str, signed: bool) -> str:
    lines = [
        f"## MJScore {version}",
        "",
        "### Which file do I download?",
        "",
        "| your computer | file |",
        "| --- | --- |",
    ]
    lines += [f"| {system} | `{name}` |" for system, name in downloads(version)]
    lines += [
        "",
        "Not sure which Mac you have? Apple menu → **About This Mac**: *Chip: Apple M…* is Apple",
        "silicon, *Processor: Intel…* is Intel.",
        "",
        "- **Windows**: run the setup file; MJScore appears in the Start menu.",
        "- **macOS**: open the .dmg and drag MJScore into Applications.",
        f"- **Debian/Ubuntu**: `sudo apt install ./mjscore_{version}_amd64.deb`, then MJScore is in the menu.",
        f"- **Other Linux**: `tar -xJf mjscore-{version}-linux-x86_64.tar.xz`, then run",
        f"  `mjscore-{version}-linux-x86_64/mjscore`, or `./install.sh` in that folder for a menu entry.",
        "",
        "Your recorded hands are kept in your user folder, never in the app's: upgrading or",
        "uninstalling keeps the ledger.",
        "",
        "### Checking the download",
        "",
        "`SHA256SUMS` lists each file's SHA-256. Linux: `sha256sum -c SHA256SUMS --ignore-missing`;",
        "macOS: `shasum -a 256 -c SHA256SUMS --ignore-missing`; Windows (PowerShell):",
        f"`Get-FileHash MJScore-{version}-setup.exe` and compare with its line.",
    ]
    if not signed:
        lines += [
            "",
            "### Opening it the first time (unsigned build)",
            "",
            UNSIGNED_WINDOWS.format(version=version),
            "",
            UNSIGNED_MACOS.format(version=version),
        ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("version")
    parser.add_argument(
        "--signed",
        choices=["true", "false"],
        default="false",
        help="true when both the Windows and macOS builds are signed",
    )
    args = parser.parse_args(argv)
    sys.stdout.write(notes(args.version.removeprefix("v"), args.signed == "true"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
