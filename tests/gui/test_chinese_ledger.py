"""Chinese all the way (issue 23): the ledger's rows in the Chinese window, hand labels
in the short form (東1, 東1+1, 南2) and ruleset names in Chinese; a walk over every cell
lists any English still shown (tile codes, player names and numbers allowed)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

WALK = r"""
import json, os, re, tempfile
os.environ["QT_QPA_PLATFORM"] = "offscreen"; os.environ["MJSCORE_LANG"] = "zh_HK"
from PySide6.QtWidgets import QApplication
from mjscore_gui.app import create_main_window
from mjscore_gui.ledger import Ledger
from mjscore_gui.rulebook import get_preset

WORDS = re.compile(r"[A-Za-z]{2,}")
ALLOWED = re.compile(r"\b(Amy|Ben|Cat|Dan)\b|\b\d*[mps]\b")
folder = tempfile.mkdtemp()
with Ledger.open(folder) as ledger:
    ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="星期五")
window = create_main_window(folder)
window.show()
b = window.builder
def record(text, **situation):
    b.add_text(text)
    b.set_situation(**situation)
    window.findChild(__import__("PySide6.QtWidgets").QtWidgets.QPushButton, "record-hand").click()
    QApplication.processEvents()
record("123m 456m 789p 234s 55s", winner="E", win="discard", discarder="S")
record("123m 456m 789p 234s 55s", winner="S", win="self_drawn")
window.apply_ruleset(get_preset("units"))
record("123m 456m 789p 55s =CCC", winner="W", win="discard", discarder="N")
model = window.ledger.ledger_model
rows = [[str(model.data(model.index(r, c)) or "") for c in range(model.columnCount())] for r in range(model.rowCount())]
english = sorted({cell for row in rows for cell in row if WORDS.search(ALLOWED.sub("", cell))})
window.table.close()
print(json.dumps({"labels": [row[1] for row in rows], "rows": rows, "english": english}, ensure_ascii=False))
"""


def test_the_chinese_ledger_shows_no_english():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", WALK], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert [label for label in seen["labels"] if label] == ["東1", "東1+1", "東2"]
    assert seen["english"] == [], seen["rows"]
    assert any(get_units_zh() in " ".join(row) for row in seen["rows"])


def get_units_zh() -> str:
    from mjscore_gui.rulebook import get_preset

    return get_preset("units").name_zh


DIALOG = r"""
import json, os, re
os.environ["QT_QPA_PLATFORM"] = "offscreen"; os.environ["MJSCORE_LANG"] = "zh_HK"
from PySide6.QtWidgets import QApplication, QAbstractButton, QComboBox, QLabel, QTabWidget, QWidget
from mjscore_gui.gui import i18n
from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog
from mjscore_gui.rulebook import get_preset, preset_ids

app = QApplication([])
i18n.install(app)
WORDS = re.compile(r"[A-Za-z]{2,}")
ALLOWED = re.compile(r"\bEnter\b|\bOK\b|\b\d*[mps]\b|<[^>]*>")
english = set()
for pid in preset_ids():
    dialog = RulesDialog(get_preset(pid))
    dialog.show()
    for tabs in dialog.findChildren(QTabWidget):
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            english.update(t for t in (tabs.tabText(j) for j in range(tabs.count())) if WORDS.search(t))
            for w in dialog.findChildren(QWidget):
                if not w.isVisibleTo(dialog):
                    continue
                texts = []
                if isinstance(w, (QLabel, QAbstractButton)):
                    texts.append(w.text())
                if isinstance(w, QComboBox):
                    texts += [w.itemText(k) for k in range(w.count())]
                english.update(f"{pid}: {t}" for t in texts if WORDS.search(ALLOWED.sub("", t)))
    dialog.close()
print(json.dumps(sorted(english), ensure_ascii=False))
"""


def test_the_chinese_rules_dialog_shows_no_english():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", DIALOG], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
