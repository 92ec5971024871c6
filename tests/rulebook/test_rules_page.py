"""The rules page a player reads (Help > Scoring rules, `rules show --format md|html`,
docs/rules/): generated from the ruleset, every pattern with a working example."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from mjscore_gui.engine.patterns import PATTERNS
from mjscore_gui.outcome.jsonform import score_hand_json
from mjscore_gui.resources import resource_path
from mjscore_gui.rulebook import get_preset, preset_ids
from mjscore_gui.rules_page import build_page, preset_docs, to_html, to_markdown

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = tomllib.loads(resource_path("rulebook", "examples.toml").read_text(encoding="utf-8"))


def _played(preset: str):
    ruleset = get_preset(preset)
    return [rule for rule in ruleset.ordered if ruleset.can_score(rule.id)]


@pytest.mark.parametrize("preset", preset_ids())
def test_every_played_pattern_has_an_example_that_scores_it(preset):
    ruleset = get_preset(preset)
    for rule in _played(preset):
        assert rule.id in EXAMPLES, f"resources/rulebook/examples.toml needs an example hand for {rule.id}"
        out, _ = score_hand_json({**EXAMPLES[rule.id], "rules": {"min_faan": 0}}, ruleset)
        assert out["valid"], (rule.id, out.get("error"))
        found = {p["id"] for p in out["patterns"]}
        superior = {other.id for other in ruleset.patterns.values() if rule.id in other.replaces}
        assert rule.id in found or found & superior, f"{preset}: the example for {rule.id} scores {sorted(found)}"


@pytest.mark.parametrize("preset", preset_ids())
def test_the_page_lists_every_played_pattern_with_its_value(preset):
    ruleset = get_preset(preset)
    page = build_page(ruleset)
    shown = {p.id: p for section in page.sections for p in section.patterns}
    assert set(shown) == {rule.id for rule in _played(preset)}
    for rule in _played(preset):
        entry = shown[rule.id]
        assert entry.value == (f"limit {rule.faan}" if rule.limit else f"{rule.faan} faan")
        assert (entry.name, entry.name_zh) == (PATTERNS[rule.id].name, PATTERNS[rule.id].name_zh)
        assert entry.example, rule.id
    md = to_markdown(page)
    html = to_html(page)
    for rule in _played(preset):
        assert PATTERNS[rule.id].name_zh in md and PATTERNS[rule.id].name_zh in html


def test_hk_payout_rows_are_seed_001s_half_spicy_amounts():
    """Seed 001, half spicy: 3 faan 8, 4 faan 16, 5 faan 24 ... 13 faan 384; discarder pays
    all; self-drawn 1.5x split three ways (3 faan: 8 x 1.5 / 3 = 4 each)."""
    rows = {r.faan: r for r in build_page(get_preset("hk")).payout_rows}
    assert sorted(rows) == list(range(3, 14))
    assert [(rows[f].table, rows[f].discard, rows[f].self_drawn) for f in (3, 5, 13)] == [
        ("8", "8", "4"),
        ("24", "24", "12"),
        ("384", "384", "192"),
    ]


def test_a_house_edit_shows_at_once():
    club = (
        get_preset("hk")
        .with_settings({"min_faan": 1, "cap": 8, "responsibility": "half"})
        .with_pattern_faan({"seven_pairs": 0, "all_one_suit": 8})
    )
    page = build_page(club)
    shown = {p.id: p for section in page.sections for p in section.patterns}
    assert "seven_pairs" not in shown
    assert shown["all_one_suit"].value == "8 faan"
    rows = {r.faan: r for r in page.payout_rows}
    assert sorted(rows) == list(range(1, 9))
    # Half responsibility (seed 001, Common modifications): 3 faan = 8; the discarder pays
    # half (4) and the other two a quarter each (2).
    assert rows[3].discard == "4 (others 2)"


def test_the_html_file_stands_alone_with_its_tile_pictures():
    html = to_html(build_page(get_preset("hk")))
    assert "data:image/svg+xml;base64," in html
    assert "<h2>Limit hands 爆棚</h2>" in html


def test_docs_rules_are_up_to_date():
    """docs/rules/ holds each preset's page; regenerate with `python3 tasks.py docs`."""
    for name, text in preset_docs().items():
        path = ROOT / "docs" / "rules" / name
        assert path.is_file(), f"{path} is missing: run python3 tasks.py docs"
        assert path.read_text(encoding="utf-8") == text, f"{path} is out of date: run python3 tasks.py docs"
