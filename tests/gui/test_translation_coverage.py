"""Every string the window shows has its Traditional Chinese.

Two checks: every tr() string in the window's source is in the zh_HK table and in the
compiled .qm the window loads; and, with the window running in zh_HK, every text a
player sees (labels, buttons, tabs, menus, lists, headers, titles), under every preset,
with a hand scored and the rules dialog open, carries Chinese: its own, or that of the
label beside it in the same row (the rules dialog shows English and Chinese side by side).
Tooltips are left out: they hold each rule's English source text and seed citation.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_tr_string_is_translated_in_the_table_and_the_compiled_file():
    from PySide6.QtCore import QTranslator

    update = _load("translations_update", TRANSLATIONS / "update.py")
    catalogue = _load("translations_zh_HK", TRANSLATIONS / "zh_HK.py")

    def chinese(context: str, text: str) -> str | None:  # a word's Chinese where it stands, else its one Chinese
        return catalogue.IN_CONTEXT.get(context, {}).get(text, catalogue.TRANSLATIONS.get(text))

    messages = update.extract()
    missing = sorted(
        text for context, found in messages.items() for text, _, _ in found if chinese(context, text) is None
    )
    assert missing == [], "add these to resources/translations/zh_HK.py and run update.py"
    translator = QTranslator()
    assert translator.load("mjscore_zh_HK", str(TRANSLATIONS))
    stale = sorted(
        text
        for context, found in messages.items()
        for text, _, _ in found
        if translator.translate(context, text) != chinese(context, text)
    )
    assert stale == [], "run resources/translations/update.py to rebuild the .qm"


WALK = r"""
import json, os, re, tempfile
os.environ["QT_QPA_PLATFORM"] = "offscreen"; os.environ["MJSCORE_LANG"] = "zh_HK"
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QComboBox, QGridLayout, QGroupBox,
                               QLabel, QLineEdit, QMenu, QTabWidget, QWidget)
from mjscore_gui.app import create_main_window
from mjscore_gui.rulebook import get_preset, preset_ids
from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog

CJK = re.compile(r"[\u3400-\u9fff]")
WORDS = re.compile(r"[A-Za-z]{3,}")
# Names the players typed (or the default seat names) are data, not the window's text.
DATA = re.compile(r"^(Player \d|Amy|Ben|Cat|Dan)$")

def row_has_chinese(label):
    parent = label.parentWidget()
    layout = parent.layout() if parent is not None else None
    if not isinstance(layout, QGridLayout):
        return False
    index = layout.indexOf(label)
    if index < 0:
        return False
    row = layout.getItemPosition(index)[0]
    for col in range(layout.columnCount()):
        item = layout.itemAtPosition(row, col)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QLabel) and CJK.search(widget.text()):
            return True
    return False

def texts(root):
    for w in [root] + root.findChildren(QWidget):
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, QLabel):
            yield w, w.text()
        if isinstance(w, QAbstractButton):
            yield w, w.text()
        if isinstance(w, QGroupBox):
            yield w, w.title()
        if isinstance(w, QTabWidget):
            for i in range(w.count()):
                yield w, w.tabText(i)
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                yield w, w.itemText(i)
        if isinstance(w, QLineEdit):
            yield w, w.placeholderText()
        if isinstance(w, QMenu):
            for a in w.actions():
                yield w, a.text()
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            for i in range(m.columnCount()):
                yield w, str(m.headerData(i, Qt.Orientation.Horizontal) or "")
        if w.isWindow():
            yield w, w.windowTitle()

bad = set()
def check(root, where):
    for w, text in texts(root):
        text = text.strip()
        if not text or not WORDS.search(text) or CJK.search(text) or DATA.match(text):
            continue
        if isinstance(w, QLabel) and row_has_chinese(w):
            continue
        bad.add(f"{where}: {type(w).__name__} {w.objectName()!r}: {text!r}")

from mjscore_gui.ledger import Ledger
folder = tempfile.mkdtemp()
with Ledger.open(folder) as ledger:  # a named session, as after the first launch's question
    ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="星期五")
window = create_main_window(folder)
window.show()
for action in window.menuBar().actions():
    if not CJK.search(action.text()):
        bad.add(f"menu bar: {action.text()!r}")
HANDS = {"hk-old": "555m 777m 22m 111m 999m", "yahoo": "NNN 22m EEE SSS WWW"}
for pid in preset_ids():
    window.table.session.change_rules(get_preset(pid))
    typed = window.findChild(QLineEdit, "typed-tiles")
    typed.setText(HANDS.get(pid, "123m 456m 789p 234s 55s"))
    typed.returnPressed.emit()
    for _ in range(3):
        QApplication.processEvents()
    check(window, f"window ({pid})")
    dialog = RulesDialog(get_preset(pid), window)
    dialog.show()
    for tabs in dialog.findChildren(QTabWidget):
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            check(dialog, f"rules dialog ({pid})")
    dialog.close()
window.table.close()
print(json.dumps(sorted(bad), ensure_ascii=False))
"""


def test_every_string_shown_in_the_window_has_chinese():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", WALK], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    untranslated = json.loads(out.stdout.strip().splitlines()[-1])
    assert untranslated == []
