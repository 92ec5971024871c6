"""Every control on screen, without scrolling, on the laptops a club brings: 1366x768
and 1280x800, in normal and larger text, with a full hand (declared melds, all eight
flowers, two conditions ticked) and with a hand of ten faan lines. Each size runs in
its own process with an offscreen screen of exactly that size."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.conftest import run_on_screen

PROBE = Path(__file__).with_name("fit_probe.py")


def probe(tmp_path, width: int, height: int, text: str, lang: str = "en") -> dict:
    return json.loads(run_on_screen(tmp_path, PROBE, [str(width), str(height), text], width, height, lang))


@pytest.mark.parametrize("width,height", [(1366, 768), (1280, 800)])
@pytest.mark.parametrize("text", ["normal", "large"])
def test_every_control_is_on_screen_with_a_full_hand(tmp_path, width, height, text):
    out = probe(tmp_path, width, height, text)
    assert out["window"] == [width, height]  # the window's minimum fits the screen
    assert out["melds"] == 2 and out["flowers"] == 8 and len(out["conditions"]) == 2
    assert out["hand"] == []  # no control cut off or squeezed
    assert out["editing"] == []  # nor while a past hand is being fixed
    ten = out["ten"]
    assert ten["lines"] == 10 and ten["offscreen"] == [] and ten["scrollbars"] == []
    # The units preset's long points lines: a name may end in "…", never the set's tiles.
    units = out["units"]
    assert units["cut"] == [] and units["offscreen"] == []
    pongs = [line for line in units["shown"] if "pong" in line.lower()]
    assert sorted(line.split()[-1] for line in pongs) == ["111m", "999p", "EEE", "NNN"]


def test_the_chinese_window_fits_too(tmp_path):
    out = probe(tmp_path, 1280, 800, "normal", "zh_HK")
    assert out["window"] == [1280, 800] and out["hand"] == [] and out["ten"]["offscreen"] == []


BUTTONS_PROBE = """
import json, sys, tempfile
from PySide6.QtWidgets import QApplication, QPushButton
app = QApplication(sys.argv[:1])
app.setStyle("Fusion")
from mjscore_gui.app import create_main_window
w = create_main_window(tempfile.mkdtemp())
w.show()
app.processEvents()
squeezed = [b.objectName() for b in w.more.findChildren(QPushButton) if b.width() < b.sizeHint().width()]
print(json.dumps({"window": [w.width(), w.height()], "squeezed": squeezed}))
"""


@pytest.mark.parametrize("width,height", [(1920, 1080), (1366, 768)])
def test_the_window_opens_wide_enough_for_its_buttons(tmp_path, width, height):
    """On a 1920x1080 screen the tiles are drawn larger; a window opened at 1360 px wide
    squeezed the buttons under the result past their words ("ower win 花糊")."""
    script = tmp_path / "buttons_probe.py"
    script.write_text(BUTTONS_PROBE, encoding="utf-8")
    out = json.loads(run_on_screen(tmp_path, script, [], width, height))
    assert out["squeezed"] == []
    assert out["window"][0] <= width and out["window"][1] <= height
