"""resources/compiled/: each preset and payout table TOML as JSON, read at start-up.

The twins must match their TOML (regenerate with `python3 tasks.py compiled`), give the
very same rulesets and tables, and be ignored when they do not hold their TOML's text."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from mjscore_gui.engine.ruleset import load_ruleset, preset_ids, read_ruleset_text
from mjscore_gui.engine.ruleset_toml import decode_toml, parse_toml_text
from mjscore_gui.payout.tables import BUILTIN_TABLE_IDS, builtin_table, parse_table_toml
from mjscore_gui.resources import read_compiled, resource_path

MAKE = Path(__file__).resolve().parents[1] / "resources" / "compiled" / "make.py"


def _make_module():
    spec = importlib.util.spec_from_file_location("make_compiled", MAKE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_twin_matches_its_toml():
    wanted = _make_module().twins()
    assert len(wanted) == len(preset_ids()) + len(BUILTIN_TABLE_IDS)
    for path, text in wanted.items():
        assert path.is_file(), f"{path.name} is missing: run `python3 tasks.py compiled`"
        assert path.read_text(encoding="utf-8") == text, f"{path.name} is stale: run `python3 tasks.py compiled`"
    on_disk = set(resource_path("compiled").glob("*/*.json"))
    assert on_disk == set(wanted), "a twin without its TOML: run `python3 tasks.py compiled`"


@pytest.mark.parametrize("preset", preset_ids())
def test_a_preset_read_from_its_twin_is_the_preset_read_from_toml(preset):
    raw = resource_path("rulesets", f"{preset}.toml").read_bytes()
    assert read_compiled(f"rulesets/{preset}.toml", raw) is not None  # the twin is used
    from_toml = read_ruleset_text(raw.decode("utf-8"), f"{preset}.toml")
    from_twin = load_ruleset(preset)
    assert from_twin == from_toml
    assert from_twin.settings == from_toml.settings and from_twin.faan_limit == from_toml.faan_limit
    assert [(r.id, r.faan, r.replaces) for r in from_twin.ordered] == [
        (r.id, r.faan, r.replaces) for r in from_toml.ordered
    ]


def _typed(value):
    """A value with the type of every part spelled out: 2 and Decimal("2") differ."""
    if isinstance(value, dict):
        return {k: _typed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_typed(v) for v in value]
    return (type(value).__name__, value)


@pytest.mark.parametrize("preset", preset_ids())
def test_a_ruleset_twin_holds_what_the_toml_reader_reads(preset):
    raw = resource_path("rulesets", f"{preset}.toml").read_bytes()
    parsed = parse_toml_text(decode_toml(raw, f"{preset}.toml"), f"{preset}.toml")
    assert _typed(read_compiled(f"rulesets/{preset}.toml", raw)) == _typed(parsed)


@pytest.mark.parametrize("table_id", BUILTIN_TABLE_IDS)
def test_a_table_twin_holds_what_the_toml_reader_reads(table_id):
    raw = resource_path("payout_tables", f"{table_id}.toml").read_bytes()
    assert _typed(read_compiled(f"payout_tables/{table_id}.toml", raw)) == _typed(parse_table_toml(raw))
    assert builtin_table(table_id).rows  # and the app reads the table from it


def test_a_twin_of_other_text_is_ignored():
    raw = resource_path("rulesets", "hk.toml").read_bytes()
    edited = raw.replace(b"min_faan = 3", b"min_faan = 4")
    assert edited != raw
    assert read_compiled("rulesets/hk.toml", edited) is None
    assert read_compiled("rulesets/no-such.toml", raw) is None
    assert read_compiled("rulesets/hk.toml", b"\xff\xfe not utf-8") is None


def test_twins_keep_decimals_exact(tmp_path):
    from decimal import Decimal

    text = _make_module().twin_text("x = 0.10", {"x": Decimal("0.10"), "y": [Decimal("1E+2")]})
    assert json.loads(text, parse_float=Decimal)["data"] == {"x": Decimal("0.10"), "y": [Decimal("1E+2")]}
    assert str(json.loads(text, parse_float=Decimal)["data"]["x"]) == "0.10"
