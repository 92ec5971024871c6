"""Help ▸ Scoring rules says how the ruleset settles (issue 23): the units page has no
"discarder pays" nor a self-drawn multiplier; a house ruleset's line follows its
settings, whatever the description it was copied with says."""

from __future__ import annotations

from dataclasses import replace

from mjscore_gui.rulebook import get_preset
from mjscore_gui.rules_page import build_page, settings_line, to_html, to_markdown


def test_the_units_page_says_every_loser_pays_the_points():
    page = build_page(get_preset("units"))
    text = to_markdown(page)
    assert "discarder pays" not in text and "Self-drawn: winner receives" not in text
    assert page.payout_columns[2] == "Off a discard: each loser pays"
    assert "every loser pays them" in page.generated
    assert "Played:" in to_html(page)


def test_the_hk_page_says_the_discarder_pays_and_the_self_drawn_multiplier():
    page = build_page(get_preset("hk"))
    assert page.payout_columns[2] == "Off a discard: discarder pays"
    assert "self-drawn: 1.5 times" in page.generated and "paid up to 13 faan" in page.generated


def test_a_house_copy_with_a_cap_of_10_says_10_whatever_its_description():
    hk = get_preset("hk")
    house = replace(hk.with_settings({"cap": 10}), id="club-friday")
    page = build_page(house)
    assert "paid up to 10 faan" in page.generated and "13" not in page.generated
    assert page.description == ""  # the preset's words, copied unchanged, are not shown
    typed = replace(house, description="Friday club: cap 10, no flowers counted")
    assert build_page(typed).description == "Friday club: cap 10, no flowers counted"
    assert "paid up to 10 faan" in to_markdown(build_page(typed))


def test_the_line_follows_the_discard_rule():
    hk = get_preset("hk")
    assert "discarder pays half" in settings_line(hk.with_settings({"responsibility": "half"}))
    assert build_page(hk.with_settings({"responsibility": "equal"})).payout_columns[2] == (
        "Off a discard: each loser pays"
    )
