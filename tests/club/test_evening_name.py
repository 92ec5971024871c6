"""Issue 29: one evening name. A plan drawn at 02:20 is the evening before's (the 06:00
rule), and `--evening` takes the date any face shows or the older plan id's date."""

from __future__ import annotations

from datetime import datetime

from mjscore_gui.club.results.club_evenings import ClubEvening, evening_named
from mjscore_gui.club.seating import plan as plan_module
from mjscore_gui.club.seating.plan import draw_plan


class _At0220(datetime):
    @classmethod
    def now(cls, tz=None):
        return datetime(2026, 11, 29, 2, 20)


def test_a_plan_drawn_at_0220_is_named_by_the_evening_before(monkeypatch):
    monkeypatch.setattr(plan_module, "datetime", _At0220)
    plan = draw_plan(["Amy", "Ben", "Cat", "Dan"], 1, seed="s")
    assert plan.date == "2026-11-28" and plan.evening.startswith("2026-11-28-")


def test_evening_takes_the_boards_date_the_old_ids_date_and_the_id():
    old = ClubEvening("2026-11-29-53c0a6", "2026-11-28", ())  # drawn at 02:20 before issue 29
    other = ClubEvening("2026-11-21", "2026-11-21", ())
    for name in ("2026-11-28", "2026-11-29", "2026-11-29-53c0a6"):
        assert evening_named([other, old], name) is old
    assert evening_named([other, old], "2026-11-21") is other and evening_named([old], "2026-11-30") is None
