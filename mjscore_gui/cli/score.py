"""`mjscore score`: hand-format JSON in, the result (and payments) out."""

from __future__ import annotations

import argparse
import sys
import unicodedata
from typing import Any

from mjscore_gui.cli.errors import report_invalid
from mjscore_gui.cli.jsonio import read_json, write_json, write_json_lines
from mjscore_gui.engine.seats import WIND_NAMES, WIND_NAMES_ZH
from mjscore_gui.i18n import is_chinese
from mjscore_gui.outcome.jsonform import score_hand_json


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser("score", help="score a hand (or a JSON array of hands) given as hand-format JSON")
    p.add_argument("file", nargs="?", help="JSON file (default: standard input)")
    p.add_argument("--text", action="store_true", help="a readable breakdown instead of JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    data = read_json(args.file)
    many = isinstance(data, list)
    results = [score_hand_json(obj)[0] for obj in (data if many else [data])]
    if args.text:
        sys.stdout.write("\n\n".join(text_breakdown(r, chinese=is_chinese()) for r in results) + "\n")
    elif many:
        write_json_lines(results)
    else:
        write_json(results[0])
    return report_invalid("score", results, many)


def _pad(text: str, width: int) -> str:
    # Chinese characters take two columns in a terminal; pad by what the eye sees.
    shown = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
    return text + " " * max(0, width - shown)


def text_breakdown(result: dict[str, Any], chinese: bool = False) -> str:
    """One line per faan, then the total, the minimum and the payments."""
    if not result.get("valid"):
        return ("無效: " if chinese else "Not a valid hand: ") + str(result["error"])
    if result.get("false_win"):  # no tiles to break down: why, then who pays whom
        note = result["payment_note"]
        return "\n".join([note[:1].upper() + note[1:], *("  " + line for line in result["payment_lines"])])
    lines = []
    if result.get("arrangement"):
        lines.append(("牌型: " if chinese else "Hand:  ") + "  ".join(result["arrangement"]))
    for p in result["patterns"]:
        label = f"{p['name_zh']} {p['name']}" if chinese else f"{p['name']} {p['name_zh']}"
        lines.append(f"  {_pad(label, 30)} {p['faan']:>3}")
    unit = "番" if chinese else "faan"
    total = f"{result['faan']} {unit}"
    notes = []
    if result.get("limit"):
        notes.append("滿糊牌" if chinese else "limit hand")
    if result.get("capped_at"):
        notes.append(f"封頂 {result['capped_at']}" if chinese else f"capped at {result['capped_at']}")
    if notes:
        total += f" ({', '.join(notes)})"
    lines.append(("總數 " if chinese else "Total ") + total)
    minimum = result.get("minimum_faan")
    if result.get("meets_minimum"):
        lines.append(f"夠 {minimum} 番起糊" if chinese else f"Meets the {minimum}-faan minimum")
    else:
        counted = result.get("faan_toward_minimum")
        lines.append(
            f"不夠起糊: 需要 {minimum} 番, 只有 {counted} 番"
            if chinese
            else f"Below the minimum: {minimum} faan needed, {counted} counted"
        )
    if "points" in result:  # how the points were built (seed 000 units, or seed 003's settling table)
        lines.append("點數計算:" if chinese else "Points:")
        lines.extend(_points_lines(result["points_lines"], chinese))
        lines.append(f"總分 {result['points']}" if chinese else f"Points {result['points']}")
    for seat, loser in (result.get("losers") or {}).items():
        lines.append(_loser_title(seat, loser, chinese))
        for p in loser["patterns"]:
            label = f"{p['name_zh']} {p['name']}" if chinese else f"{p['name']} {p['name_zh']}"
            lines.append(f"    {_pad(label, 28)} {p['faan']:>3}")
        lines.extend("  " + line for line in _points_lines(loser["points_lines"], chinese))
    lines.extend("  " + line for line in result.get("payment_lines", []))
    return "\n".join(lines)


def _points_lines(points_lines: list[dict], chinese: bool) -> list[str]:
    out = []
    for line in points_lines:
        label = f"{line['name_zh']} {line['name']}" if chinese else f"{line['name']} {line['name_zh']}"
        if line.get("tiles"):
            label += f" {line['tiles']}"
        out.append(f"  {_pad(label, 58)} {line['points']:>6}")
    return out


def _loser_title(seat: str, loser: dict, chinese: bool) -> str:
    if chinese:
        return f"{WIND_NAMES_ZH[seat]}家糊尾: {loser['points']} 分 ({loser['faan']} 番)"
    return f"{WIND_NAMES[seat]}'s woo mei (end game): {loser['points']} points ({loser['faan']} farn)"
