"""Imports flow one way, read from the source with `ast` (nothing is imported or run).

The layers, highest first:

    faces     gui/, cli/, pictures/, app.py, __main__.py,    what a player or a script touches
              selftest.py, pictures/ (what both faces draw),
              display.py, fonts.py (the window's start-up helpers: they load Qt),
              jsontext.py (JSON text with exact amounts, as both faces write it)
    club      club/ (seating/, folder/, members/, results/)    a club night of several tables and
                                                             the nights looked back on
    ledger    ledger/                                        the record of the night
    outcome   outcome/                                       an entry in, its score and payments out
              rules_page.py (a ruleset as the page a player reads, its examples scored)
    rulebook  rulebook/                                      the presets and house rulesets, by id
    payout    payout/                                        faan to who pays whom
    engine    engine/                                        tiles, hands, patterns, rulesets
    base      __init__.py (the version), paths.py, resources.py,  leaf helpers anyone may use
              limits.py (the input limits, declared once),
              files.py (a named file read only when it is a regular file within its limit),
              schema.py (data read from a file checked into the dataclass it fills)

A module may import its own layer or any lower one, never a higher one. The faces are one
layer because they are alternative front doors: `mjscore` with no command opens the window
(cli -> app), `--self-test` drives it (cli -> selftest -> app). Besides the order:

- no import cycle between modules, counting imports inside functions (a lazy import that
  closes a cycle is still a tangle, only a hidden one);
- no `from X import _private` and no `X._private` on an imported module: a private name
  stays in its module;
- nothing below the faces imports Qt, so the CLI, the ledger and the tests run without a window.

The checks are functions of a package directory, so the last tests can plant a violation in
a copy of the package and see each check catch it.
"""

from __future__ import annotations

import ast
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = "mjscore_gui"
PACKAGE_DIR = Path(__file__).resolve().parents[1] / PACKAGE

LAYERS: dict[str, int] = {
    "base": 0,
    "engine": 1,
    "payout": 2,
    "rulebook": 3,
    "outcome": 4,
    "ledger": 5,
    "club": 6,
    "faces": 7,
}
BASE_MODULES = {
    PACKAGE,
    f"{PACKAGE}.paths",
    f"{PACKAGE}.resources",
    f"{PACKAGE}.limits",
    f"{PACKAGE}.files",
    f"{PACKAGE}.i18n",
    f"{PACKAGE}.schema",
}
OUTCOME_MODULES = {f"{PACKAGE}.rules_page"}
FACE_MODULES = {f"{PACKAGE}.{name}" for name in ("app", "__main__", "selftest", "display", "fonts", "jsontext")}
QT_ROOTS = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")


@dataclass(frozen=True)
class Import:
    importer: str  # dotted module name
    target: str  # dotted module name of what is imported
    names: tuple[str, ...]  # the names of a `from target import ...`
    line: int


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path) -> dict[str, Path]:
    return {module_name(p, root): p for p in sorted(root.rglob("*.py"))}


def layer_of(module: str) -> str:
    if module in BASE_MODULES:
        return "base"
    if module in FACE_MODULES:
        return "faces"
    if module in OUTCOME_MODULES:
        return "outcome"
    sub = module.split(".")[1]
    if sub in ("gui", "cli", "pictures"):
        return "faces"
    if sub in LAYERS:
        return sub
    raise AssertionError(f"{module} is in no layer: add it to test_layering.py's table and say why")


def _absolute(node: ast.ImportFrom, importer: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports(root: Path) -> list[Import]:
    """Every import statement in the package, wherever it sits (module body or function)."""
    known = modules(root)
    found: list[Import] = []
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found += [Import(name, alias.name, (), node.lineno) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                target = _absolute(node, name, path.name == "__init__.py")
                names = tuple(alias.name for alias in node.names)
                # `from pkg import submodule` depends on the submodule, not on pkg's __init__.
                subs = [n for n in names if f"{target}.{n}" in known]
                found += [Import(name, f"{target}.{n}", (), node.lineno) for n in subs]
                rest = tuple(n for n in names if n not in subs)
                if rest or not subs:
                    found.append(Import(name, target, rest, node.lineno))
    return found


def internal(root: Path) -> list[Import]:
    known = modules(root)
    return [i for i in imports(root) if i.target in known and i.target != i.importer]


def upward_imports(root: Path) -> list[str]:
    return [
        f"{i.importer} (line {i.line}, {layer_of(i.importer)}) imports {i.target} ({layer_of(i.target)})"
        for i in internal(root)
        if LAYERS[layer_of(i.target)] > LAYERS[layer_of(i.importer)]
    ]


def import_cycles(root: Path) -> list[list[str]]:
    graph: dict[str, set[str]] = {m: set() for m in modules(root)}
    for i in internal(root):
        graph[i.importer].add(i.target)
    # Tarjan's strongly connected components: every component of more than one module is a cycle.
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return cycles


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_imports(root: Path) -> list[str]:
    known = modules(root)
    bad = [
        f"{i.importer} (line {i.line}) imports {name} from {i.target}"
        for i in internal(root)
        for name in i.names
        if _is_private(name)
    ]
    # `import mjscore_gui.x.y as y` then `y._name`, and `from pkg import module` then `module._name`.
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases: dict[str, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in known and alias.asname:
                        aliases[alias.asname] = alias.name
            elif isinstance(node, ast.ImportFrom):
                target = _absolute(node, name, path.name == "__init__.py")
                for alias in node.names:
                    if f"{target}.{alias.name}" in known:
                        aliases[alias.asname or alias.name] = f"{target}.{alias.name}"
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in aliases
                and aliases[node.value.id] != name
                and _is_private(node.attr)
            ):
                bad.append(f"{name} (line {node.lineno}) uses {aliases[node.value.id]}.{node.attr}")
    return bad


def qt_below_the_faces(root: Path) -> list[str]:
    return [
        f"{i.importer} (line {i.line}) imports {i.target}"
        for i in imports(root)
        if i.target.split(".")[0] in QT_ROOTS and layer_of(i.importer) != "faces"
    ]


def pictures_reaching_into_the_window(root: Path) -> list[str]:
    """pictures/ is what both faces draw: the command line imports it, so it reaches no
    module of the window (gui/), though both are faces."""
    window = f"{PACKAGE}.gui"
    return [
        f"{i.importer} (line {i.line}) imports {i.target}"
        for i in imports(root)
        if i.importer.startswith(f"{PACKAGE}.pictures") and (i.target == window or i.target.startswith(f"{window}."))
    ]


# --- the package as it is --------------------------------------------------------------------


def test_every_module_has_a_layer():
    for name in modules(PACKAGE_DIR):
        layer_of(name)


def test_no_module_imports_a_higher_layer():
    found = upward_imports(PACKAGE_DIR)
    assert not found, "\n".join(map(str, found))


def test_no_import_cycles():
    found = import_cycles(PACKAGE_DIR)
    assert not found, "\n".join(map(str, found))


def test_no_private_names_used_across_modules():
    found = private_imports(PACKAGE_DIR)
    assert not found, "\n".join(map(str, found))


def test_nothing_below_the_faces_imports_qt():
    found = qt_below_the_faces(PACKAGE_DIR)
    assert not found, "\n".join(map(str, found))


def test_the_pictures_import_nothing_of_the_window():
    assert pictures_reaching_into_the_window(PACKAGE_DIR) == []


def test_the_reader_sees_the_imports_it_must_judge():
    # Guards the checks above against passing because the reader found nothing.
    found = {(i.importer, i.target) for i in internal(PACKAGE_DIR)}
    assert (f"{PACKAGE}.outcome.score_and_settle", f"{PACKAGE}.payout") in found
    assert (f"{PACKAGE}.cli.score", f"{PACKAGE}.outcome.jsonform") in found
    assert (f"{PACKAGE}.club.results.statistics", f"{PACKAGE}.ledger") in found
    assert any(i.target.startswith("PySide6") for i in imports(PACKAGE_DIR))


# --- each check fails on a planted violation -------------------------------------------------


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / PACKAGE
    shutil.copytree(PACKAGE_DIR, target, ignore=shutil.ignore_patterns("__pycache__"))
    return target


def _plant(copy: Path, relative: str, code: str) -> None:
    path = copy / relative
    path.write_text(path.read_text(encoding="utf-8") + "\n\ndef _planted():\n    " + code + "\n", encoding="utf-8")


def test_an_upward_import_is_caught(copy):
    _plant(copy, "engine/tiles.py", "from mjscore_gui.payout import settle  # noqa")
    assert any("mjscore_gui.engine.tiles" in line and "mjscore_gui.payout" in line for line in upward_imports(copy))


def test_a_relative_upward_import_is_caught(copy):
    _plant(copy, "payout/settlement.py", "from ..ledger import Ledger  # noqa")
    assert any("mjscore_gui.ledger" in line for line in upward_imports(copy))


def test_a_face_imported_by_the_ledger_is_caught(copy):
    _plant(copy, "outcome/score_and_settle.py", "from mjscore_gui.cli import jsonio  # noqa")
    assert any("mjscore_gui.cli.jsonio" in line for line in upward_imports(copy))


def test_the_club_imported_by_the_ledger_is_caught(copy):
    _plant(copy, "ledger/records.py", "from mjscore_gui.club.results.statistics import statistics  # noqa")
    found = upward_imports(copy)
    assert any(
        line.startswith("mjscore_gui.ledger.records") and "imports mjscore_gui.club.results.statistics (club)" in line
        for line in found
    )


def test_a_cycle_is_caught(copy):
    _plant(copy, "engine/tiles.py", "from mjscore_gui.engine import hand  # noqa")
    _plant(copy, "engine/hand.py", "from mjscore_gui.engine import tiles  # noqa")
    assert any({"mjscore_gui.engine.hand", "mjscore_gui.engine.tiles"} <= set(c) for c in import_cycles(copy))


def test_a_private_import_is_caught(copy):
    _plant(copy, "outcome/score_and_settle.py", "from mjscore_gui.engine.tiles import _secret  # noqa")
    _plant(copy, "payout/settlement.py", "from mjscore_gui.engine import tiles; return tiles._secret  # noqa")
    found = private_imports(copy)
    assert any("_secret from mjscore_gui.engine.tiles" in line for line in found)
    assert any("uses mjscore_gui.engine.tiles._secret" in line for line in found)


def test_qt_in_the_engine_is_caught(copy):
    _plant(copy, "engine/scoring.py", "import PySide6.QtCore  # noqa")
    _plant(copy, "ledger/__init__.py", "from PySide6.QtWidgets import QWidget  # noqa")
    found = qt_below_the_faces(copy)
    assert any(line.startswith("mjscore_gui.engine.scoring") for line in found)
    assert any(line.startswith("mjscore_gui.ledger ") for line in found)


def test_pictures_reaching_into_the_window_is_caught(copy):
    _plant(copy, "pictures/chart.py", "from mjscore_gui.gui.widgets import style  # noqa")
    found = pictures_reaching_into_the_window(copy)
    assert any(line.startswith("mjscore_gui.pictures.chart ") for line in found)
