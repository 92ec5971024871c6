"""A seating plan as people read it: text for a terminal or the group chat, and a printable
page in English and Chinese (one self-contained HTML file: no fonts, scripts or pictures
fetched, every name escaped)."""

from __future__ import annotations

import html

from mjscore_gui.club.seating.plan import WINDS, Plan

WIND_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}
_DIGITS = "零一二三四五六七八九"


def chinese_number(n: int) -> str:
    """1 to 99 in Chinese numerals: 一, 十, 十一, 二十, 二十一."""
    tens, ones = divmod(n, 10)
    if tens == 0:
        return _DIGITS[ones]
    return ("" if tens == 1 else _DIGITS[tens]) + "十" + (_DIGITS[ones] if ones else "")


def round_zh(n: int) -> str:
    return f"第{chinese_number(n)}輪"


def meetings_line(plan: Plan) -> str:
    m, bound = plan.meetings, plan.least_possible
    line = f"Most times two players share a table: {m.most}; pairs that share one more than once: {m.repeated_pairs}"
    if plan.proved_best:
        line += " (the least possible)"
    elif bound is not None:
        line += f" (the fewest the search found; no plan can do better than {bound.most} and {bound.repeated_pairs})"
    return line + "."


def plan_text(plan: Plan) -> str:
    lines = [
        f"Evening {plan.evening} (seed {plan.seed}): {len(plan.players)} players, {len(plan.rounds)} rounds"
        + (f", the first {plan.kept_rounds} as played" if plan.kept_rounds else "")
    ]
    for number, tables in enumerate(plan.rounds, start=1):
        lines.append(f"Round {number}" + (" (played)" if number <= plan.kept_rounds else ""))
        for t in tables:
            seats = ", ".join(f"{_seat_en(i)} {name}" for i, name in enumerate(t.players))
            lines.append(f"  Table {t.number}: {seats}")
    lines.append(meetings_line(plan))
    if any(len(t.players) == 5 for tables in plan.rounds for t in tables):
        lines.append("At a table of five the fifth sits out the first hand, then takes the seat of the next in turn.")
    return "\n".join(lines) + "\n"


def _seat_en(seat: int) -> str:
    return WINDS[seat] if seat < len(WINDS) else "5th"


_STYLE = """
body { font-family: "Noto Sans", "Noto Sans CJK TC", "Microsoft JhengHei", "PingFang TC", sans-serif;
       margin: 1.5em; color: #111; }
h1 { font-size: 1.6em; margin: 0 0 .2em; }
.sub { color: #444; margin: 0 0 1em; }
.round { break-inside: avoid; page-break-inside: avoid; margin: 0 0 1.2em; }
h2 { font-size: 1.25em; margin: .6em 0 .3em; border-bottom: 2px solid #333; }
.tables { display: flex; flex-wrap: wrap; gap: .8em; }
table { border-collapse: collapse; min-width: 13em; }
th, td { border: 1px solid #777; padding: .25em .6em; text-align: left; }
th { background: #eee; }
td.seat { width: 4.5em; color: #333; }
.note { color: #444; font-size: .9em; }
@media print { body { margin: 0; } }
"""


def plan_html(plan: Plan) -> str:
    """The printable page: every round's tables, each seat with its wind in English and Chinese."""
    esc = html.escape
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Seating plan 座位表 {esc(plan.date)}</title>",
        f"<style>{_STYLE}</style></head><body>",
        "<h1>Seating plan · 座位表</h1>",
        f'<p class="sub">{esc(plan.date)} · evening {esc(plan.evening)} · seed {esc(plan.seed)} · '
        f"{len(plan.players)} players 位玩家 · {len(plan.rounds)} rounds 輪</p>",
    ]
    for number, tables in enumerate(plan.rounds, start=1):
        played = " (played 已打)" if number <= plan.kept_rounds else ""
        parts.append(f'<section class="round"><h2>Round {number} · {round_zh(number)}{played}</h2>')
        parts.append('<div class="tables">')
        for t in tables:
            parts.append(f'<table><tr><th colspan="2">Table {t.number} · {t.number}號枱</th></tr>')
            for i, name in enumerate(t.players):
                seat = f"{WINDS[i]} {WIND_ZH[WINDS[i]]}" if i < len(WINDS) else "5th 第五位"
                parts.append(f'<tr><td class="seat">{seat}</td><td>{esc(name)}</td></tr>')
            parts.append("</table>")
        parts.append("</div></section>")
    parts.append(f'<p class="note">{esc(meetings_line(plan))}</p>')
    if any(len(t.players) == 5 for tables in plan.rounds for t in tables):
        parts.append(
            '<p class="note">At a table of five the fifth sits out the first hand, then takes the seat of the '
            "next in turn. 五人枱：第五位首局輪空，之後按次序輪流。</p>"
        )
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
