"""Whatever sequence of changes is made, the figures read equal a replay from scratch,
and the export re-imports to the same session."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from fractions import Fraction

import pytest

from mjscore_gui.cli.jsonio import dumps
from mjscore_gui.engine.seats import SEATS
from mjscore_gui.ledger import Ledger, LedgerError
from tests.conftest import json_entry
from tests.ledger.conftest import PLAYERS, win


def _random_item(rng: random.Random) -> dict:
    seat = rng.choice(SEATS)
    roll = rng.random()
    if roll < 0.15:
        return {"draw": True}
    if roll < 0.2:
        return {"false_win": True, "seat_wind": seat}
    if roll < 0.25:
        other = rng.choice([s for s in SEATS if s != seat])
        return {"penalty": True, "payments": {seat: -2, other: 2}, "reason": "house rule"}
    if roll < 0.45:
        other = rng.choice([s for s in SEATS if s != seat])
        return {
            "concealed": "123m 456m 789m 11m",
            "winning_tile": "1m",
            "win": "discard",
            "seat_wind": seat,
            "discarder": other,
            "melds": [{"kind": "pong", "tile": rng.choice("CFP"), "exposed": True}],
            "flowers": rng.choice(["", "f1", "f2 s3"]),
        }
    if roll < 0.7:
        return win(seat, rng.randint(3, 13))
    other = rng.choice([s for s in SEATS if s != seat])
    return win(seat, rng.randint(3, 10), off=other, rules={"stake": Decimal(rng.choice(["1", "0.5", "0.1"]))})


@pytest.mark.parametrize("seed, draw_rule_changes", [(seed, False) for seed in range(6)] + [(6, True), (7, True)])
def test_random_changes_stay_consistent(tmp_path, seed, draw_rule_changes):
    rng = random.Random(seed)
    with Ledger.open(tmp_path) as ledger:
        session = ledger.new_session(PLAYERS)
        for _ in range(70):
            entries = session.entries()
            money = [e for e in entries if e.has_money]
            roll = rng.random()
            try:
                if draw_rule_changes and rng.random() < 0.1:
                    session.change_rules(dealer_stays_on_draw=not session.dealer_stays_on_draw)
                elif roll < 0.55 or not money:
                    session.record(json_entry(_random_item(rng)))
                elif roll < 0.67:
                    session.edit(rng.choice(money).id, json_entry(_random_item(rng)))
                elif roll < 0.74:
                    session.delete(rng.choice(entries).id)
                elif roll < 0.8:
                    session.insert(rng.choice(entries).id, json_entry(_random_item(rng)))
                elif roll < 0.87:
                    session.undo()
                elif roll < 0.92:
                    session.redo()
                elif roll < 0.96:
                    seated = list(session.next_hand().seats.values())
                    session.swap_seats(*rng.sample(seated, 2))
                else:
                    seated = list(session.next_hand().seats.values())
                    bench = [p for p in ["Amy", "Ben", "Cat", "Dan", "Eve", "Fay"] if p not in seated]
                    session.substitute(rng.choice(seated), rng.choice(bench))
            except LedgerError:
                pass  # refused (e.g. a hand that would fall below the minimum): nothing written

        stored = [(e.id, e.number, e.label, e.payments, e.faan) for e in session.entries()]
        totals = session.totals()
        expected = {p: Fraction(0) for p in totals}
        for e in session.entries():
            for name, amount in e.deltas.items():
                expected[name] += amount
        assert totals == expected and sum(totals.values()) == 0

        ledger.store.write(session.replay_all)
        assert [(e.id, e.number, e.label, e.payments, e.faan) for e in session.entries()] == stored

        text = dumps(session.export_json())
        # The export written line by line says what the whole export says.
        assert json.loads(session.export_json_text(), parse_float=Decimal) == json.loads(text, parse_float=Decimal)
        with Ledger.open(tmp_path / "other laptop") as other:
            copy = other.import_json(json.loads(text, parse_float=Decimal)).session
            assert dumps(copy.export_json()) == text


def test_insert_a_forgotten_hand(session):
    first = session.record(json_entry(win("S", off="E")))
    second = session.record(json_entry(win("S", off="E")))  # Cat off Ben
    inserted = session.insert(second.id, json_entry(win("E", off="N")))  # Ben, dealer, won before that
    hands = session.hands()
    assert [h.id for h in hands] == [first.id, inserted.id, second.id]
    assert [h.number for h in hands] == [1, 2, 3]
    assert hands[2].label == "East round, hand 2, dealer: Ben, repeat 1"
    assert session.undo() == "record hand 2"
    assert [h.id for h in session.hands()] == [first.id, second.id]


def test_typed_form_round_trips_through_edit(session):
    session.record(json_entry(win("S", off="E")))
    record = session.record(
        json_entry(
            {
                "concealed": "123m 456m 789m 11m",
                "winning_tile": "1m",
                "win": "discard",
                "seat_wind": "W",
                "discarder": "N",
                "melds": [{"kind": "pong", "tile": "C", "exposed": True}],
            }
        )
    )
    typed = record.typed
    assert typed["seat_wind"] == "W" and typed["discarder"] == "N" and typed["prevailing_wind"] == "E"
    totals = session.totals()
    session.edit(record.id, json_entry(typed))
    assert session.totals() == totals


def test_changes_made_by_another_process_are_noticed(tmp_path):
    with Ledger.open(tmp_path) as gui, Ledger.open(tmp_path) as cli:
        session = gui.new_session(PLAYERS)
        heard = []
        session.subscribe(heard.append)
        assert session.totals()["Ben"] == 0
        cli.session().record(json_entry(win("S", off="E")))
        assert gui.refresh() is True
        assert [e.kind for e in heard] == ["changed_elsewhere"]
        assert session.totals()["Ben"] == 8 and session.hand_count == 1
        assert len(session.entries()) == 1
        assert gui.refresh() is False
