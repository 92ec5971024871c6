"""A ruleset as a page a player reads at the table: every pattern with its Chinese and
English name, its value, what it asks for, an example hand and what it replaces; then
the table's settings and what each faan pays.

Built from the ruleset's own data, so a house edit shows at once. One model, three
faces: Markdown (docs/rules/, `mjscore rules show ID --format md`), a self-contained
HTML file (`--format html`) and the window's Help > Scoring rules (the same HTML with
the tile art supplied by Qt).
"""

from __future__ import annotations

import base64
import html
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.engine import tiles as T
from mjscore_gui.engine.patterns import CATEGORIES, PATTERNS
from mjscore_gui.engine.settings import PAYOUT_CHOICES, SettingSpec, all_settings
from mjscore_gui.engine.units import value_of
from mjscore_gui.outcome import page_zh
from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.payout import SettlementRules, format_amount, settle
from mjscore_gui.resources import resource_path
from mjscore_gui.rulebook import get_preset, preset_ids

CATEGORY_TITLES: dict[str, tuple[str, str]] = {
    "limit": ("Limit hands", "爆棚"),
    "hand": ("Hand patterns", "番型"),
    "honour": ("Winds and dragons", "番子"),
    "flower": ("Flowers and seasons", "花"),
    "condition": ("How the hand was won", "食糊"),
}
WIN_WORDS = {"self_drawn": ("self-drawn", "自摸"), "discard": ("off a discard", "食出銃")}
# The page's words; page_zh.WORDS has each in Chinese.
WORDS = {
    "played": "Played: ",
    "table_rules": "Table rules 規則",
    "faan": "{0} faan",
    "limit": "limit {0}",
    "yes": "yes 是",
    "no": "no 否",
    "others": " (others {0})",
    "east": " (East {0})",
    "to_win": "{min} {unit} to win, paid up to {cap} {unit}",
    "each_pays": "a hand pays its own points; every loser pays them, off a discard or self-drawn",
    "responsibility_all": "off a discard the discarder pays all",
    "responsibility_half": "off a discard the discarder pays half, the other two a quarter each",
    "responsibility_equal": "off a discard every loser pays as on a self-draw",
    "self_drawn_times": "self-drawn: {0} times the table amount",
    "dealer_doubles": "East pays and receives double",
    "separator": "; ",
    "end": ".",
    "faan_title": "What each faan pays 番數表",
    "units_title": "What a hand pays 分數",
    "unusable_title": "What each faan pays",
    "unusable": "The payout table cannot be used: {0}",
    "units_note": (
        "A hand's points: its basic units rounded up to 10, plus 50 for winning, doubled per farn; the rows "
        "are a hand of basic 20. Every loser pays them; a hand over {cap} farn is paid as {cap}."
    ),
    "payout_note": (
        "Table: {name} {name_zh}. South wins; West discarded. Amounts are after the stake ({stake}) and divisor "
        "({divisor}); a hand over {cap} faan is paid as {cap}."
    ),
}

TileSource = Callable[[str], str]


@dataclass(frozen=True, slots=True)
class PatternEntry:
    id: str
    name: str
    name_zh: str
    value: str  # "3 faan", "limit 10"
    summary: str
    replaces: tuple[str, ...]  # names of the patterns it replaces
    example: tuple[tuple[str, ...], ...]  # the example's sets, tile tokens each; () if none
    example_note: str  # how the example was won
    source: str


@dataclass(frozen=True, slots=True)
class Section:
    title: str
    title_zh: str
    patterns: tuple[PatternEntry, ...]


@dataclass(frozen=True, slots=True)
class SettingEntry:
    label: str
    label_zh: str
    value: str


@dataclass(frozen=True, slots=True)
class PayoutRow:
    faan: int
    table: str  # the table's points for this faan
    discard: str  # what the discarder pays (and the others, under half responsibility)
    self_drawn: str  # what each loser pays


@dataclass(frozen=True, slots=True)
class RulesPage:
    id: str
    name: str
    name_zh: str
    description: str
    source: str
    sections: tuple[Section, ...]
    settings: tuple[SettingEntry, ...]
    payout_title: str
    payout_rows: tuple[PayoutRow, ...]
    payout_note: str
    # From the settings, always shown: what the table plays, as the ruleset settles it.
    generated: str = ""
    # The payout table's column heads, as the ruleset settles (who pays off a discard).
    payout_columns: tuple[str, str, str, str] = ("Faan 番", "Table", "Off a discard", "Self-drawn: each loser pays")
    # Every line in Chinese (the Chinese window's Help page; outcome/page_zh.py).
    chinese: bool = False


def build_page(ruleset: Ruleset, lang: str = "en") -> RulesPage:
    """The page; with `lang` zh_HK every line of it in Chinese (the names alone, no
    English beside them, and no citations of the English seed documents)."""
    zh = lang.lower().startswith("zh")
    words = page_zh.WORDS if zh else WORDS
    names = {pid: p.name_zh if zh else f"{p.name} {p.name_zh}" for pid, p in PATTERNS.items()}
    by_category: dict[str, list[PatternEntry]] = {}
    for rule in ruleset.ordered:
        if not ruleset.can_score(rule.id):
            continue  # switched off, or a flower pattern with flowers out of play
        pattern = PATTERNS[rule.id]
        sets, note = _example(rule.id, ruleset, zh)
        by_category.setdefault(pattern.category, []).append(
            PatternEntry(
                id=rule.id,
                name="" if zh else pattern.name,
                name_zh=pattern.name_zh,
                value=words["limit" if rule.limit else "faan"].format(rule.faan),
                summary=page_zh.SUMMARIES.get(rule.id, "") if zh else _summary(pattern.doc),
                replaces=tuple(names.get(other, other) for other in rule.replaces),
                example=sets,
                example_note=note,
                source="" if zh else rule.source,
            )
        )
    order = list(CATEGORIES) + sorted(set(by_category) - set(CATEGORIES))
    titles = {cat: CATEGORY_TITLES.get(cat, (cat.title(), "")) for cat in order}
    sections = tuple(
        Section(*(("", titles[cat][1]) if zh else titles[cat]), tuple(by_category[cat]))
        for cat in order
        if cat in by_category
    )
    settings = tuple(
        SettingEntry("" if zh else spec.label, spec.label_zh, _setting_text(spec, ruleset.settings[spec.key], zh))
        for spec in all_settings()
        if spec.key in ruleset.settings and _shown(spec, ruleset.settings)
    )
    title, rows, note = _payout(ruleset, zh)
    description = _own_description(ruleset)
    if zh and ruleset.id in preset_ids():
        description = page_zh.DESCRIPTIONS.get(ruleset.id, "")
    return RulesPage(
        ruleset.id,
        "" if zh and ruleset.name_zh else ruleset.name,
        ruleset.name_zh,
        description,
        "" if zh else ruleset.source,
        sections,
        settings,
        title,
        rows,
        note,
        generated=settings_line(ruleset, zh),
        payout_columns=_columns(ruleset.settings, zh),
        chinese=zh,
    )


def _each_pays(settings: Mapping[str, Any]) -> bool:
    """The hand's own points, every loser paying them (units): neither the discard rule
    nor the self-drawn multiplier applies."""
    return settings.get("payout") == "hand_points"


def settings_line(ruleset: Ruleset, chinese: bool = False) -> str:
    """The ruleset in one line from its settings: what it takes to win, how a hand is
    paid and by whom. Always true to the settings, whatever the description says."""
    s, words = ruleset.settings, page_zh.WORDS if chinese else WORDS
    each = _each_pays(s)
    parts = [words["to_win"].format(min=s.get("min_faan"), cap=s.get("cap"), unit="farn" if each else "faan")]
    if each:
        parts.append(words["each_pays"])
    else:
        chosen = dict(PAYOUT_CHOICES).get(str(s.get("payout")), str(s.get("payout")))
        parts.append(page_zh.choice(chosen) if chinese else chosen.split(" (")[0])
        parts.append(words.get(f"responsibility_{s.get('responsibility')}", ""))
        parts.append(words["self_drawn_times"].format(format_amount(s.get("self_drawn_multiplier", 1))))
    if s.get("dealer_doubles"):
        parts.append(words["dealer_doubles"])
    return words["separator"].join(p for p in parts if p) + words["end"]


def description_line(ruleset: Ruleset, chinese: bool = False) -> str:
    """What a list of rulesets says about one: its own words, or the line generated from
    its settings when it has none (a preset's words copied into a house ruleset stop
    fitting once the club changes a setting: "13 faan limit" on a cap of 10)."""
    if chinese and ruleset.id in preset_ids():
        return page_zh.DESCRIPTIONS.get(ruleset.id, "") or settings_line(ruleset, True)
    return _own_description(ruleset) or settings_line(ruleset, chinese)


def _own_description(ruleset: Ruleset) -> str:
    """The description, unless it is a preset's copied unchanged into a house ruleset
    (its words may no longer fit the settings: the generated line says what is played)."""
    if ruleset.id in preset_ids():
        return ruleset.description
    copied = {get_preset(pid).description for pid in preset_ids()}
    return "" if ruleset.description in copied else ruleset.description


def _columns(settings: Mapping[str, Any], chinese: bool = False) -> tuple[str, str, str, str]:
    if chinese:
        return page_zh.columns(_each_pays(settings), str(settings.get("responsibility")))
    if _each_pays(settings):
        return ("Farn 番", "Points 分", "Off a discard: each loser pays", "Self-drawn: each loser pays")
    discard = {
        "half": "Off a discard: discarder pays (the others)",
        "equal": "Off a discard: each loser pays",
    }.get(str(settings.get("responsibility")), "Off a discard: discarder pays")
    return ("Faan 番", "Table", discard, "Self-drawn: each loser pays")


def _summary(doc: str) -> str:
    """The rule text's first sentence, on one line."""
    text = " ".join(doc.split())
    end = text.find(". ")
    return text if end < 0 else text[: end + 1]


@cache
def _examples() -> Mapping[str, Mapping[str, Any]]:
    try:
        with resource_path("rulebook", "examples.toml").open("rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError):
        return {}  # the page is still useful without its pictures


def _example(pattern_id: str, ruleset: Ruleset, chinese: bool) -> tuple[tuple[tuple[str, ...], ...], str]:
    hand = _examples().get(pattern_id)
    if hand is None:
        return (), ""
    try:
        out, _ = score_hand_json({**hand, "rules": {"min_faan": 0}}, ruleset)
    except RulesetError:
        return (), ""
    if not out.get("valid"):
        return (), ""
    sets = tuple(tuple(T.token(t) for t in T.parse_tiles(s)) for s in out.get("arrangement", ()))
    if hand.get("flowers"):
        sets += (tuple(T.token(t) for t in T.parse_tiles(hand["flowers"])),)
    if chinese:
        names = [PATTERNS[c].name_zh if c in PATTERNS else c for c in hand.get("conditions", ())]
        winning = hand.get("winning_tile", "")
        return sets, page_zh.example_note(
            hand.get("win", ""), names, T.name_zh(T.parse_tile(winning)) if winning else ""
        )
    en, zh = WIN_WORDS.get(hand.get("win", ""), ("", ""))
    conditions = [PATTERNS[c].name if c in PATTERNS else c for c in hand.get("conditions", ())]
    note = ", ".join([f"{en} {zh}".strip(), *conditions]) + f"; winning tile {hand.get('winning_tile', '')}"
    return sets, note


def _shown(spec: SettingSpec, settings: Mapping[str, Any]) -> bool:
    if spec.key in ("responsibility", "self_drawn_multiplier") and _each_pays(settings):
        return False  # every loser pays the hand's points: neither applies
    if spec.key == "custom_table":
        return settings.get("payout") == "custom"
    if spec.key == "old_hk_limit":
        return settings.get("payout") == "old_hk"
    return True


def _setting_text(spec: SettingSpec, value: Any, chinese: bool = False) -> str:
    if spec.kind == "bool":
        return (page_zh.WORDS if chinese else WORDS)["yes" if value else "no"]
    if spec.kind == "choice":
        label = dict(spec.choices).get(value, str(value))
        return page_zh.choice(label) if chinese else label
    return str(value)


def _payout(ruleset: Ruleset, zh: bool = False) -> tuple[str, tuple[PayoutRow, ...], str]:
    words = page_zh.WORDS if zh else WORDS
    try:
        rules = SettlementRules.from_settings(ruleset.settings)
    except ValueError as exc:
        return words["unusable_title"], (), words["unusable"].format(exc)
    # Units and farn (seed 000): a hand pays its own points; the rows are a basic-20 hand's.
    each = rules.table.payment == "each"
    rows = []
    for faan in range(rules.min_faan, min(rules.cap, 20) + 1):
        points = value_of(20, faan, ruleset.units) if each else None
        discard = settle(faan, "S", "discard", "W", None, rules, points=points).payments
        drawn = settle(faan, "S", "self_drawn", None, None, rules, points=points).payments
        discard_text = format_amount(-discard["W"])
        if each:
            discard_text += _east(discard, words)
        elif discard["N"]:
            discard_text += words["others"].format(format_amount(-discard["N"]))
        drawn_text = format_amount(-drawn["W"]) + _east(drawn, words)
        table = points if points is not None else rules.table.points(faan)
        rows.append(PayoutRow(faan, format_amount(table), discard_text, drawn_text))
    if each:
        return words["units_title"], tuple(rows), words["units_note"].format(cap=rules.cap)
    name, name_zh = rules.table.name, rules.table.name_zh
    stake, divisor = format_amount(rules.stake), format_amount(rules.divisor)
    note = words["payout_note"].format(
        name=name, name_zh=name_zh, table_zh=name_zh or name, stake=stake, divisor=divisor, cap=rules.cap
    )
    return words["faan_title"], tuple(rows), note


def _east(payments: Mapping[str, Any], words: Mapping[str, str]) -> str:
    """What East pays when it is not what the others pay (East pays double)."""
    return "" if payments["E"] == payments["W"] else words["east"].format(format_amount(-payments["E"]))


def to_markdown(page: RulesPage, tile_link: TileSource | None = None) -> str:
    """The page as Markdown; `tile_link(token)` gives an image path for the tile art."""
    out = [f"# {page.name} {page.name_zh}".rstrip(), ""]
    if page.description:
        out += [page.description, ""]
    if page.generated:
        out += [f"Played: {page.generated}", ""]
    out += [f"Ruleset id `{page.id}`." + (f" Source: {page.source}." if page.source else ""), ""]
    out += ["Generated by MJScore from the ruleset's data (`mjscore rules show ID --format md`).", ""]
    for section in page.sections:
        out += [f"## {section.title} {section.title_zh}".rstrip(), ""]
        for p in section.patterns:
            out += [f"### {p.name_zh} {p.name} — {p.value}", "", p.summary, ""]
            if p.replaces:
                out += ["Replaces: " + ", ".join(p.replaces) + ".", ""]
            if p.example:
                out += ["Example: " + _md_tiles(p.example, tile_link) + f" ({p.example_note})", ""]
            if p.source:
                out += [f"Source: {p.source}.", ""]
    out += ["## Table rules 規則", "", "| Setting | 設定 | Value |", "| --- | --- | --- |"]
    out += [f"| {_md_cell(s.label)} | {_md_cell(s.label_zh)} | {_md_cell(s.value)} |" for s in page.settings]
    out += ["", f"## {page.payout_title}", ""]
    if page.payout_rows:
        out += ["| " + " | ".join(page.payout_columns) + " |", "| ---: | ---: | ---: | ---: |"]
        out += [f"| {r.faan} | {r.table} | {r.discard} | {r.self_drawn} |" for r in page.payout_rows]
        out.append("")
    out += [page.payout_note, ""]
    return "\n".join(out)


def _md_tiles(sets: tuple[tuple[str, ...], ...], tile_link: TileSource | None) -> str:
    if tile_link is None:
        return " ".join("`" + " ".join(s) + "`" for s in sets)
    return " &nbsp; ".join("".join(f"![{t}]({tile_link(t)})" for t in s) for s in sets)


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def to_html(page: RulesPage, tile_src: TileSource | None = None, tile_height: int = 36) -> str:
    """The page as HTML; `tile_src(token)` gives each tile's image (default: the SVG art
    embedded, so the file stands alone)."""
    src = tile_src or embedded_tile
    e = html.escape
    zh = page.chinese
    words = page_zh.WORDS if zh else WORDS
    heading = e(f"{page.name} {page.name_zh}".strip())
    out = [
        f"<!DOCTYPE html><html lang='{'zh-HK' if zh else 'en'}'><head><meta charset='utf-8'>",
        f"<title>{heading}</title>",
        (
            "<style>body{font-family:sans-serif;max-width:60em;margin:auto;padding:0 1em}"
            "td,th{padding:2px 8px;text-align:left}td.n{text-align:right}"
            ".value{font-weight:bold}.note{color:#666}</style></head><body>"
        ),
        f"<h1>{heading}</h1>",
    ]
    if page.description:
        out.append(f"<p>{e(page.description)}</p>")
    if page.generated:
        out.append(f"<p class='generated'><b>{words['played']}</b>{e(page.generated)}</p>")
    if not zh:  # the id and the citation: for whoever checks the rules, in English
        out.append(
            f"<p class='note'>Ruleset <code>{e(page.id)}</code>."
            + (f" Source: {e(page.source)}." if page.source else "")
            + "</p>"
        )
    for section in page.sections:
        out.append(f"<h2>{e(f'{section.title} {section.title_zh}'.strip())}</h2>")
        for p in section.patterns:
            name = e(f"{p.name_zh} {p.name}".strip())
            out.append(f"<h3>{name} — <span class='value'>{e(p.value)}</span></h3>")
            out.append(f"<p>{e(p.summary)}</p>")
            if p.replaces and zh:
                out.append(f"<p>{words['replaces']}{e('、'.join(p.replaces))}。</p>")
            elif p.replaces:
                out.append(f"<p>Replaces: {e(', '.join(p.replaces))}.</p>")
            if p.example:
                tiles = "&nbsp;&nbsp;".join(
                    "".join(f"<img src='{e(src(t))}' height='{tile_height}' alt='{e(t)}'>" for t in s)
                    for s in p.example
                )
                out.append(f"<p>{tiles}<br><span class='note'>{e(p.example_note)}</span></p>")
            if p.source:
                out.append(f"<p class='note'>Source: {e(p.source)}.</p>")
    out.append(f"<h2>{words['table_rules']}</h2><table>")
    out += [
        f"<tr>{'' if zh else f'<td>{e(s.label)}</td>'}<td>{e(s.label_zh)}</td><td class='value'>{e(s.value)}</td></tr>"
        for s in page.settings
    ]
    out.append(f"</table><h2>{e(page.payout_title)}</h2>")
    if page.payout_rows:
        out.append("<table><tr>" + "".join(f"<th>{e(c)}</th>" for c in page.payout_columns) + "</tr>")
        out += [
            f"<tr><td class='n'>{r.faan}</td><td class='n'>{e(r.table)}</td><td class='n'>{e(r.discard)}</td>"
            f"<td class='n'>{e(r.self_drawn)}</td></tr>"
            for r in page.payout_rows
        ]
        out.append("</table>")
    out.append(f"<p class='note'>{e(page.payout_note)}</p></body></html>")
    return "\n".join(out)


@cache
def embedded_tile(token: str) -> str:
    """The tile's SVG art as a data: URI (a standalone HTML file carries its pictures)."""
    try:
        data = resource_path("tiles", f"{token}.svg").read_bytes()
    except OSError:
        return ""
    return "data:image/svg+xml;base64," + base64.b64encode(data).decode("ascii")


def preset_docs() -> dict[str, str]:
    """docs/rules/<id>.md for every preset: what the citations in code and tests point at.
    Tile pictures link to the art in resources/tiles/ (two folders up)."""
    return {
        f"{pid}.md": to_markdown(build_page(get_preset(pid)), lambda t: f"../../resources/tiles/{t}.svg")
        for pid in preset_ids()
    }


def write_preset_docs(folder: str = "docs/rules") -> None:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for name, text in preset_docs().items():
        (out / name).write_text(text, encoding="utf-8")
        print(f"wrote {out / name}")
