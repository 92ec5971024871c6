"""The tile pictures kept between launches: the same pixels as drawn from the SVG art,
and a damaged cache file is drawn again, never shown."""

from __future__ import annotations

import pytest


@pytest.fixture
def art(tmp_path, monkeypatch, qapp):
    from mjscore_gui.pictures import tile_art

    monkeypatch.setenv("MJSCORE_CACHE_DIR", str(tmp_path))
    tile_art._sheet.cache_clear()
    tile_art.tile_pixmap.cache_clear()
    yield tile_art
    tile_art._sheet.cache_clear()
    tile_art.tile_pixmap.cache_clear()


def fresh(art, token, height):
    art._sheet.cache_clear()
    art.tile_pixmap.cache_clear()
    return art.tile_pixmap(token, height).toImage()


def test_the_cached_tiles_are_the_drawn_tiles(art, tmp_path):
    drawn = art._render("5p", 42, 1.0).toImage()
    first = fresh(art, "5p", 42)  # draws and keeps the sheet
    assert list(tmp_path.glob("tiles-42-1-*.png"))
    again = fresh(art, "5p", 42)  # read from the sheet
    assert first == drawn and again == drawn
    assert fresh(art, "back", 42) == art._render("back", 42, 1.0).toImage()


def test_a_damaged_cache_is_drawn_again(art, tmp_path):
    fresh(art, "C", 42)
    [sheet] = tmp_path.glob("tiles-42-1-*.png")
    sheet.write_bytes(b"not a picture")
    assert fresh(art, "C", 42) == art._render("C", 42, 1.0).toImage()
    assert sheet.read_bytes() != b"not a picture"  # and kept right for next time
