"""The chart, the summary image and the club dialogs, drawn off-screen."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from mjscore_gui.club.results.night_stats import running_totals
from mjscore_gui.club.results.nights import night_of
from mjscore_gui.gui.state.table import faan_entry
from mjscore_gui.ledger import Ledger
from mjscore_gui.payout.money import format_amount
from mjscore_gui.pictures.chart import PLAYER_COLOURS, NightChart
from mjscore_gui.pictures.summary_image import render_summary
from tests.club.night import HANDS, record_night
from tests.conftest import json_entry


def _colours(image: QImage, step: int = 3) -> dict[int, int]:
    counts: dict[int, int] = {}
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            rgb = image.pixel(x, y) & 0xFFFFFF
            counts[rgb] = counts.get(rgb, 0) + 1
    return counts


def _near(counts: dict[int, int], colour: str, tolerance: int = 40) -> int:
    c = QColor(colour)
    total = 0
    for rgb, n in counts.items():
        r, g, b = rgb >> 16 & 255, rgb >> 8 & 255, rgb & 255
        if abs(r - c.red()) + abs(g - c.green()) + abs(b - c.blue()) <= tolerance:
            total += n
    return total


@pytest.fixture
def night(ledger):
    return night_of(record_night(ledger))


def test_the_summary_image_in_both_languages(qapp, night):
    english, chinese = render_summary(night, "en"), render_summary(night, "zh_HK")
    for image in (english, chinese):
        assert image.width() == 1080 and 1200 < image.height() < 3000
        counts = _colours(image)
        assert len(counts) > 200  # text, tiles, chart: far from a blank page
        assert all(_near(counts, c) > 30 for c in PLAYER_COLOURS[:4])  # a line per player in the chart
        assert _near(counts, "#1d8a45") > 100 and _near(counts, "#c4382f") > 100  # winners green, losers red
    assert english != chinese


def test_the_biggest_hand_is_drawn_with_its_tiles(qapp, ledger):
    with_tiles = render_summary(night_of(record_night(ledger)))
    by_faan = render_summary(night_of(record_night(ledger, hands=HANDS[:1])))
    # The same sections; the flush's two rows of tiles make the first image taller.
    assert with_tiles.height() - by_faan.height() > 80


def test_summary_from_the_command_line(qapp, ledger, cli, tmp_path):
    record_night(ledger)
    out = tmp_path / "night.png"
    code, _, err = cli("ledger", "summary", "--png", str(out), "--lang", "zh_HK")
    assert code == 0, err
    image = QImage(str(out))
    assert image.width() == 1080 and image.height() > 1200
    code, _, err = cli("ledger", "summary", "--png", str(tmp_path / "nowhere" / "x.png"))
    assert code != 0 and "does not exist" in err


@pytest.mark.parametrize("dark", [False, True])
def test_the_chart_reads_in_light_and_dark(qtbot, night, dark):
    chart = NightChart()
    qtbot.addWidget(chart)
    palette = QPalette(chart.palette())
    window, text = (QColor("#202124"), QColor("#f0f0f0")) if dark else (QColor("#ffffff"), QColor("#101010"))
    palette.setColor(QPalette.ColorRole.Window, window)
    palette.setColor(QPalette.ColorRole.WindowText, text)
    chart.setPalette(palette)
    chart.setAutoFillBackground(True)
    chart.resize(640, 320)
    chart.set_night(night)
    image = chart.grab().toImage()
    counts = _colours(image, 1)
    assert all(_near(counts, c) > 150 for c in PLAYER_COLOURS[:4])
    assert _near(counts, text.name(), 60) > 200  # labels and the zero line in the palette's text colour
    assert chart.series.labels[-1] == "S1" and chart.series.totals["Cat"][-1] == 36


def test_the_window_has_the_chart_and_menus_and_follows_recording(qtbot, window):
    chart = window.findChild(NightChart, "night-chart")
    assert chart.isVisible()
    for name in (
        "settle-up",
        "share-summary",
        "what-if",
        "standings",
        "statistics",
        "show-chart",
        "import-nights",
        "export-night",
    ):
        assert window.findChild(type(window.undo_action), name) is not None, name
    assert chart.series is not None and chart.series.labels == ("",)
    window.table.record(faan_entry(faan=3, winner="S", win="discard", discarder="E"))
    assert chart.series.labels == ("", "E1")
    assert chart.series.totals["Ben"] == (0, 8)
    window.table.record(json_entry({"draw": True}))
    assert chart.series.labels == ("", "E1", "E2")
    size = chart.chart_font().pointSizeF()
    window.toggle_large()
    assert chart.chart_font().pointSizeF() > size  # larger text reaches the chart
    window.findChild(type(window.undo_action), "show-chart").trigger()
    assert chart.isHidden()


def test_settle_up_dialog_copies_in_chinese(qtbot, night):
    from mjscore_gui.gui.club.settle_up_dialog import SettleUpDialog

    dialog = SettleUpDialog(night, "en")
    qtbot.addWidget(dialog)
    assert dialog.lines.text() == "Ben pays Amy $20\nDan pays Cat $36"
    dialog.language.setCurrentIndex(dialog.language.findData("zh_HK"))
    qtbot.mouseClick(dialog.copy, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == "Ben 俾 Amy $20\nDan 俾 Cat $36"


def test_what_if_dialog(qtbot, ledger):
    from mjscore_gui.gui.club.what_if_dialog import WhatIfDialog

    session = record_night(ledger)
    dialog = WhatIfDialog(night_of(session), session.ruleset)
    qtbot.addWidget(dialog)
    dialog.payout.setCurrentIndex(dialog.payout.findData("full_spicy"))
    rows = {
        dialog.table.item(r, 0).text(): [dialog.table.item(r, c).text() for c in (1, 2, 3)]
        for r in range(dialog.table.rowCount())
    }
    assert rows["Ben"] == ["-$20", "-$168", "-$148"]
    assert session.totals()["Ben"] == -20


def test_standings_dialog_merges_two_spellings(qtbot, tmp_path):
    from mjscore_gui.club.members.aliases import Aliases
    from mjscore_gui.club.results.nights import all_nights
    from mjscore_gui.gui.club.standings_dialog import StandingsDialog
    from mjscore_gui.ledger import Ledger

    with Ledger.open(tmp_path) as ledger:
        record_night(ledger, "2026-11-20T19:30:00+0800")
        record_night(ledger, "2026-11-27T19:30:00+0800", HANDS[:1], ["amy", "Ben", "Cat", "Dan"])
        nights = all_nights(ledger)
    dialog = StandingsDialog(nights, Aliases.load(tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 5
    dialog.old.setCurrentText("amy")
    dialog.new.setCurrentText("Amy")
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert dialog.table.rowCount() == 4
    amy = next(s for s in dialog.rows if s.name == "Amy")
    assert (amy.nights, amy.total, amy.spellings) == (2, Fraction(20), ("amy",))
    assert Aliases.load(tmp_path).table == {"amy": "Amy"}  # kept for next time
    dialog.filter.setChecked(True)
    dialog.start.setDate(dialog.start.date().fromString("2026-11-21", "yyyy-MM-dd"))
    assert [s.nights for s in dialog.rows] == [1, 1, 1, 1]


def test_export_and_import_nights_from_the_club_menu(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    window.table.record(faan_entry(faan=3, winner="S", win="discard", discarder="E"))
    out = tmp_path / "night.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.club.export_night()
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["totals"] == {"Amy": -8, "Ben": 8, "Cat": 0, "Dan": 0}
    shown = []
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(out)], ""))
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
    window.club.import_nights()  # the same night again: nothing new for the standings
    assert shown and shown[0].startswith("0 new nights")


def test_the_chart_names_the_hand_under_the_pointer(qtbot, night):
    chart = NightChart()
    qtbot.addWidget(chart)
    chart.resize(640, 320)
    chart.set_night(night)
    chart.grab()  # paints, placing the plot
    assert chart.point_text(chart.width() - 10) == "S1: Amy $20, Ben -$20, Cat $36, Dan -$36"
    assert chart.point_text(0).startswith("E1: Amy $0, Ben $8,")


def test_standings_save_as_csv(qtbot, ledger, tmp_path):
    from mjscore_gui.club.members.aliases import Aliases
    from mjscore_gui.club.results.nights import all_nights
    from mjscore_gui.gui.club.standings_dialog import StandingsDialog

    record_night(ledger)
    dialog = StandingsDialog(all_nights(ledger), Aliases.load(tmp_path))
    qtbot.addWidget(dialog)
    dialog.save(str(tmp_path / "standings.csv"))
    lines = (tmp_path / "standings.csv").read_text(encoding="utf-8").splitlines()
    assert lines[1] == "Cat,1,7,36,36,36,2026-11-20,36,2026-11-20"


def test_a_long_night_opens_with_the_whole_night_charted_and_the_latest_row_read(qtbot, tmp_path):
    from mjscore_gui.app import create_main_window
    from mjscore_gui.ledger import Ledger

    hands = 775  # a long night, far more than a table plays
    items = [
        {"draw": True} if i % 10 == 0 else {"faan": 3, "seat_wind": "S", "win": "self_drawn"} for i in range(hands)
    ]
    with Ledger.open(tmp_path / "long") as opened:
        session = opened.new_session(["Amy", "Ben", "Cat", "Dan"])
        session.record_many(json_entry(items))
        every = session.entries()
        totals = session.totals()
    window = create_main_window(tmp_path / "long")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    model = window.ledger.ledger_model
    assert model.rowCount() == hands
    rows = window.table.rows()  # as the view reads them
    assert rows[hands - 1].id == every[-1].id and rows[0].id == every[0].id
    assert rows[hands - 1].deltas == every[-1].deltas
    series = window.club.chart.series
    assert len(series.labels) == hands + 1  # every hand of the night, not the rows in view
    assert {p: series.totals[p][-1] for p in series.players} == totals
    window.table.close()


def test_a_long_line_is_drawn_a_pixel_at_a_time_keeping_every_peak_and_dip():
    from mjscore_gui.pictures.chart import column_spans

    values = [i % 7 for i in range(20001)]
    values[12345], values[17000] = 999, -999
    spans = column_spans(values, 200)
    assert len(spans) == 200  # one upright stroke a pixel, not 20,000 joined points
    assert max(high for _, _, high in spans) == 999 and min(low for _, low, _ in spans) == -999
    middles = [m for m, _, _ in spans]
    assert middles == sorted(middles) and 0 < middles[0] and middles[-1] < 20000
    # Consecutive strokes overlap (each reaches back to where the last ended): no gaps.
    assert all(b_low <= a_high and b_high >= a_low for (_, a_low, a_high), (_, b_low, b_high) in zip(spans, spans[1:]))


def test_a_long_night_relaunched_charts_the_whole_night(qtbot, tmp_path):
    # The second launch: the chart and the totals bar show the night as the entries add it
    # up, also after an old hand is fixed in between.
    from mjscore_gui.app import create_main_window

    items = [
        {"draw": True} if i % 10 == 0 else {"faan": 3 + i % 5, "seat_wind": "SWNE"[i % 4], "win": "self_drawn"}
        for i in range(600)
    ]
    with Ledger.open(tmp_path) as opened:
        opened.new_session(["Amy", "Ben", "Cat", "Dan"]).record_many(json_entry(items))
    for launch in range(3):
        window = create_main_window(tmp_path)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda w=window: w.findChild(NightChart, "night-chart") is not None)
        chart = window.findChild(NightChart, "night-chart")
        session = window.table.session
        expected = running_totals(night_of(session, full=False))
        assert chart.series == expected and len(chart.series.labels) == 601
        finals = [expected.totals[p][-1] for p in expected.players]
        assert window.table.totals() == finals
        shown = [window.findChild(QLabel, f"total-{seat}").text() for seat in "ESWN"]
        assert shown == [("+" if v > 0 else "") + format_amount(v) for v in finals]
        if launch == 1:  # fixed from the command line between launches: every later hand re-settles
            with Ledger.open(tmp_path) as other:
                first = other.session().entries()[1]
                other.session().edit(
                    first.id, json_entry({"faan": 8, "seat_wind": "N", "win": "discard", "discarder": "E"})
                )
        window.table.close()
        window.close()
