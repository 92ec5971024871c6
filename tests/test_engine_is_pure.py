"""The engine and the payment arithmetic must run without Qt (CLI, tests, other tools)."""

import subprocess
import sys

PURE_PACKAGES = ["mjscore_gui.engine", "mjscore_gui.evaluate", "mjscore_gui.payout", "mjscore_gui.cli"]


def test_engine_imports_nothing_from_qt():
    code = (
        "import sys, importlib\n"
        f"for name in {PURE_PACKAGES!r}:\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except ModuleNotFoundError as exc:\n"
        "        if exc.name != name: raise\n"
        "import mjscore_gui.engine.patterns, mjscore_gui.engine.scoring, mjscore_gui.engine.waits\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'PyQt')))\n"
        "print(','.join(qt))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt modules imported by the engine: {out.stdout}"


def test_the_check_would_see_qt():
    # Guards the test above against passing vacuously.
    code = "import sys; import PySide6.QtCore; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"
