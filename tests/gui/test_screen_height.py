"""Issue 23: the window never grows taller than the screen (a units session in larger
text with a long hand once made it 1360x867 on a 768-pixel screen, the ledger, chart and
status line below its foot, and larger text off did not bring them back); the ledger
shows six whole rows at 1366x768 in normal text, above a handle easy to grab. Each run
is its own process with an offscreen screen of exactly that size (as test_fit.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.conftest import run_on_screen

PROBE = Path(__file__).with_name("height_probe.py")
ALL_IN_VIEW = {"ledger": True, "chart": True, "status": True}


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> dict:
    return json.loads(run_on_screen(tmp_path_factory.mktemp("screen"), PROBE, [], 1366, 768))


def test_a_long_units_hand_in_larger_text_keeps_the_window_on_a_768_pixel_screen(out):
    large = out["large"]
    assert large["tile_count"] == 14  # four kongs and a pair, seven flowers
    # The window's frame ends at the screen's foot at most, not 867 pixels down.
    assert large["frame_bottom"] <= out["available"] == 768
    assert large["size"][1] <= 768
    assert large["below"] == ALL_IN_VIEW and large["palette_squeezed"] == []
    assert large["rows"] >= 1  # the ledger gave rows to the hand, and kept the latest
    # Larger text off: the window as it was before it, the rows back once the hand is gone.
    assert out["after_large"]["size"] == out["before_large"]
    assert out["after_large"]["below"] == ALL_IN_VIEW
    assert out["cleared"] == out["units"]  # the same layout as before larger text


def test_six_ledger_rows_show_at_1366x768_without_touching_the_handle(out):
    for moment in ("opened", "reference"):  # an empty hand, then the reference hand
        seen = out[moment]
        assert seen["rows"] >= 6, moment
        assert seen["frame_bottom"] <= 768 and seen["below"] == ALL_IN_VIEW
        assert seen["handle"] >= 8  # a band a trackpad hits, with a grip drawn on it
