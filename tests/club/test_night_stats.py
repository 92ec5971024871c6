"""Statistics per player for a night and across nights, and the chart's running totals."""

from __future__ import annotations

from fractions import Fraction

from mjscore_gui.club.results.night_stats import (
    biggest_hand,
    night_statistics,
    player_statistics,
    running_totals,
)
from mjscore_gui.club.results.nights import Night, NightHand, night_of
from mjscore_gui.ledger.times import parse_time
from tests.club.night import FLUSH, record_night


def test_the_real_nights_statistics(ledger):
    night = night_of(record_night(ledger))
    stats = night_statistics(night)
    amy, ben, cat, dan = (stats[p] for p in ("Amy", "Ben", "Cat", "Dan"))
    assert [s.hands_played for s in (amy, ben, cat, dan)] == [7, 7, 7, 7]
    # Wins: Ben E1 (3, off Dan) and E4 (6, self-drawn); Cat E2 (8, off Ben) and E3+1
    # (5, self-drawn); Amy E3+2 (4, off Cat) and S1 (6, off Cat); Dan none.
    assert (amy.hands_won, ben.hands_won, cat.hands_won, dan.hands_won) == (2, 2, 2, 0)
    assert (amy.self_drawn, ben.self_drawn, cat.self_drawn) == (0, 1, 1)
    assert (amy.paid_as_discarder, ben.paid_as_discarder, cat.paid_as_discarder, dan.paid_as_discarder) == (0, 1, 2, 1)
    assert (amy.average_faan, ben.average_faan, cat.average_faan, dan.average_faan) == (
        Fraction(5),
        Fraction(9, 2),
        Fraction(13, 2),
        None,
    )
    assert (amy.total, ben.total, cat.total, dan.total) == (20, -20, 36, -36)
    # The biggest hand carries its tiles for the picture: Cat's flush in E2.
    assert cat.biggest.faan == 8 and cat.biggest.label == "E2" and cat.biggest.discarder == "Ben"
    assert cat.biggest.tiles == FLUSH
    assert ben.biggest.faan == 6 and ben.biggest.tiles is not None  # the honours hand, clicked in
    assert amy.biggest.faan == 6 and amy.biggest.tiles is None  # counted by its faan
    winner, big = biggest_hand(night)
    assert (winner, big.faan, big.label) == ("Cat", 8, "E2")


def test_running_totals_label_every_hand(ledger):
    series = running_totals(night_of(record_night(ledger)))
    assert series.labels == ("", "E1", "E2", "E3", "E3+1", "E3+2", "E4", "S1")
    assert series.totals["Cat"] == (0, 0, 64, 64, 100, 84, 68, 36)
    assert series.totals["Dan"] == (0, -8, -8, -8, -20, -20, -36, -36)
    assert all(sum(series.totals[p][i] for p in series.players) == 0 for i in range(len(series.labels)))


def _hand(number, label, deltas, seats, recorded, **kw) -> NightHand:
    return NightHand(
        number=number,
        label=label,
        kind=kw.pop("kind", "faan"),
        deltas={k: Fraction(v) for k, v in deltas.items()},
        seats=seats,
        recorded=parse_time(recorded),
        **kw,
    )


SEATS = {"E": "Amy", "S": "Ben", "W": "Cat", "N": "Dan"}


def _night(key, started, hands, totals) -> Night:
    return Night(
        key=key,
        session_id=1,
        name="",
        started=parse_time(started),
        ended=None,
        players=("Amy", "Ben", "Cat", "Dan"),
        hands=tuple(hands),
        totals={k: Fraction(v) for k, v in totals.items()},
    )


def test_money_per_hour_false_wins_and_all_time():
    # Night 1: 19:00 to 21:30 (2.5 h). Amy wins 48 off Ben; Cat makes a false win and
    # pays each player 96 (recorded as such).
    one = _night(
        "a",
        "2026-11-20T19:00:00+0800",
        [
            _hand(
                1,
                "E1",
                {"Amy": 48, "Ben": -48, "Cat": 0, "Dan": 0},
                SEATS,
                "2026-11-20T19:40:00+0800",
                winner="Amy",
                discarder="Ben",
                win="discard",
                faan=7,
            ),
            _hand(
                2,
                "E1+1",
                {"Amy": 96, "Ben": 96, "Cat": -288, "Dan": 96},
                SEATS,
                "2026-11-20T21:30:00+0800",
                kind="false_win",
                winner="Cat",
            ),
        ],
        {"Amy": 144, "Ben": 48, "Cat": -288, "Dan": 96},
    )
    # Night 2: 20:00 to 22:00 (2 h). Amy self-draws 3 faan: 12 from each.
    two = _night(
        "b",
        "2026-11-27T20:00:00+0800",
        [
            _hand(
                1,
                "E1",
                {"Amy": 36, "Ben": -12, "Cat": -12, "Dan": -12},
                SEATS,
                "2026-11-27T22:00:00+0800",
                winner="Amy",
                win="self_drawn",
                faan=3,
            ),
        ],
        {"Amy": 36, "Ben": -12, "Cat": -12, "Dan": -12},
    )
    first = night_statistics(one)
    assert one.hours() == Fraction(5, 2)
    assert first["Amy"].per_hour == Fraction(144 * 2, 5)  # $57.60 an hour
    assert first["Cat"].false_wins == 1 and first["Cat"].hands_won == 0
    assert first["Ben"].paid_as_discarder == 1
    every = player_statistics([one, two])
    amy = every["Amy"]
    assert (amy.nights, amy.hands_played, amy.hands_won, amy.self_drawn) == (2, 3, 2, 1)
    assert amy.average_faan == 5  # (7 + 3) / 2
    assert amy.total == 180 and amy.per_hour == Fraction(180, Fraction(9, 2))  # $40 an hour over 4.5 h
    assert amy.biggest.faan == 7 and amy.biggest.date == "2026-11-20"


def test_a_night_with_no_sensible_length_has_no_rate():
    night = _night(
        "c",
        "2026-11-20T19:00:00+0800",
        [
            _hand(
                1,
                "E1",
                {"Amy": 8, "Ben": -8, "Cat": 0, "Dan": 0},
                SEATS,
                "2026-11-23T01:00:00+0800",
                winner="Amy",
                discarder="Ben",
                win="discard",
                faan=3,
            )
        ],
        {"Amy": 8, "Ben": -8, "Cat": 0, "Dan": 0},
    )
    assert night.hours() is None  # resumed days later: not one sitting
    assert night_statistics(night)["Amy"].per_hour is None
