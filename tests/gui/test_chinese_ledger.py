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
chart = window.findChild(__import__("PySide6.QtWidgets").QtWidgets.QWidget, "night-chart")
chart_labels = list(chart.series.labels) if chart.series is not None else []
window.table.close()
print(json.dumps({"labels": [row[1] for row in rows], "rows": rows, "english": english, "chart": chart_labels},
                 ensure_ascii=False))
"""


def test_the_chinese_ledger_shows_no_english():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", WALK], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert [label for label in seen["labels"] if label] == ["東1", "東1+1", "東2"]
    assert seen["english"] == [], seen["rows"]
    # The chart beside the ledger names the hands the same way (it said E1, E2 in Chinese).
    assert seen["chart"] == ["", "東1", "東1+1", "東2"]
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


HELP = r"""
import json, os, re, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"; os.environ["MJSCORE_LANG"] = "zh_HK"
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel
from mjscore_gui.gui import i18n
from mjscore_gui.gui.dialogs.rules_page_dialog import ScoringRulesDialog
from mjscore_gui.rulebook import get_preset, preset_ids

app = QApplication([])
i18n.install(app)
WORDS = re.compile(r"[A-Za-z]{2,}")
english, lines = [], 0
for pid in preset_ids():
    dialog = ScoringRulesDialog(get_preset(pid))
    dialog.show()
    shown = [dialog.windowTitle(), *dialog.browser.toPlainText().splitlines()]
    shown += [w.text() for kind in (QLabel, QAbstractButton) for w in dialog.findChildren(kind) if w.isVisibleTo(dialog)]
    lines += len(shown)
    english += [f"{pid}: {line}" for line in shown if WORDS.search(line)]
    dialog.close()
print(json.dumps({"lines": lines, "english": english}, ensure_ascii=False))
"""


def test_the_chinese_help_page_shows_no_english():
    """Help ▸ Scoring rules in the Chinese window: every line of every preset's page (the
    title, the descriptions, each pattern's rule and example, the settings, the payout
    table and its notes) and the dialog's buttons in Chinese."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", HELP], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["lines"] > 500  # five pages of patterns, settings and payouts were read
    assert seen["english"] == []


def test_every_pattern_has_its_rule_in_chinese():
    from mjscore_gui.engine.patterns import PATTERNS
    from mjscore_gui.outcome.page_zh import DESCRIPTIONS, SUMMARIES
    from mjscore_gui.rulebook import preset_ids

    assert sorted(set(PATTERNS) - set(SUMMARIES)) == []  # a new pattern says its rule in Chinese too
    assert sorted(set(preset_ids()) - set(DESCRIPTIONS)) == []


KEPT = r"""
import json, os, re, tempfile
os.environ["QT_QPA_PLATFORM"] = "offscreen"; os.environ["MJSCORE_LANG"] = "zh_HK"
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel
from mjscore_gui.app import create_main_window
from mjscore_gui.gui import i18n
from mjscore_gui.gui.dialogs.rules_dialog import RulesDialog
from mjscore_gui.gui.dialogs.rules_page_dialog import ScoringRulesDialog
from mjscore_gui.ledger import Ledger
from mjscore_gui.rulebook import get_preset, preset_ids

JOINER = "\u2060"
app = QApplication([])
i18n.install(app)


def splits(document, where):
    '''Each line of `document` that starts inside 莊家 (the word cut across two lines).'''
    out, block = [], document.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        starts = [layout.lineAt(i).textStart() for i in range(1, layout.lineCount())]
        for word in re.finditer("莊" + JOINER + "?家", text):
            out += [f"{where}: {text[max(0, s - 6):s]}|{text[s:s + 6]}" for s in starts if word.start() < s < word.end()]
        block = block.next()
    return out


def label_splits(root, where):
    out = []
    for label in root.findChildren(QLabel):
        if label.isVisibleTo(root) and label.wordWrap() and "家" in label.text():
            document = QTextDocument()
            document.setDefaultFont(label.font())
            document.setDocumentMargin(0)
            document.setPlainText(label.text())
            document.setTextWidth(label.contentsRect().width())
            out += splits(document, f"{where} {label.objectName()}")
    return out


found, pages_with_the_word = [], 0
for pid in preset_ids():
    page = ScoringRulesDialog(get_preset(pid))
    page.show()
    pages_with_the_word += "莊" in page.browser.toPlainText()
    for width in range(300, 900, 3):  # wherever a line happens to end
        page.resize(width, 600)
        QApplication.processEvents()
        found += splits(page.browser.document(), f"{pid} page at {width}")
    page.close()
    rules = RulesDialog(get_preset(pid))
    rules.show()
    QApplication.processEvents()
    found += label_splits(rules, f"{pid} rules dialog")
    rules.close()
folder = tempfile.mkdtemp()
with Ledger.open(folder) as ledger:
    ledger.new_session(["Amy", "Ben", "Cat", "Dan"], name="星期五")
window = create_main_window(folder)
window.show()
window.toggle_large()  # the dealer's mark where the names are cut soonest
QApplication.processEvents()
found += label_splits(window, "window")
dealer = window.findChild(QLabel, "player-E")
print(json.dumps({"found": found, "pages": pages_with_the_word, "dealer": dealer.text()}, ensure_ascii=False))
window.table.close()
"""


def test_the_word_for_dealer_is_never_split_across_lines():
    """莊家 (and the other words of the table, gui/state/text.py KEPT_WORDS) stays whole:
    a Chinese line breaks between any two characters, and the rules page broke 莊|家."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", KEPT], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["pages"] >= 2  # pages where 莊家 is written (East pays double)
    assert seen["found"] == []
    # The dealer's box: the name gives way, the mark stays whole.
    assert seen["dealer"].replace("\u2060", "").endswith("莊家")


def test_keep_words_joins_the_words_and_leaves_english_alone():
    from mjscore_gui.gui.state.text import keep_words

    assert keep_words("莊家輸贏加倍") == "莊\u2060家輸贏加倍"
    assert keep_words("The dealer 莊") == "The dealer 莊"
    assert keep_words("Dealer pays double") == "Dealer pays double"
