"""The window's words for the Qt-free models: translation is mjscore_gui/i18n.py (re-exported
here: `tr`, `is_chinese`), plus a ruleset's shown name, a setting choice's label and the
words a Chinese line must not break inside.
"""

from __future__ import annotations

import re

from mjscore_gui.i18n import is_chinese, tr
from mjscore_gui.outcome import page_zh

__all__ = ["KEPT_WORDS", "choice_text", "is_chinese", "keep_words", "shown_name", "tr"]


def shown_name(name: str, name_zh: str) -> str:
    """A ruleset's name in the window's language: its Chinese name when it has one."""
    return name_zh if is_chinese() and name_zh else name


def choice_text(label: str) -> str:
    """A setting choice's label; in Chinese the Chinese it carries: 'Half spicy (半辣)'
    is 半辣, 'Every loser pays alike (各家同付, Yahoo)' is 各家同付 (as the rules page reads it)."""
    return page_zh.choice(label) if is_chinese() else label


# Words a line must not break inside. A Chinese line may break between any two
# characters, and did: 莊|家 ("dealer") split across two lines of the rules page.
KEPT_WORDS = (
    "莊家",
    "連莊",
    "閒家",
    "起糊",
    "爆棚",
    "自摸",
    "出銃",
    "食糊",
    "詐糊",
    "流局",
    "番數",
    "糊尾",
    "門風",
    "圈風",
    "注碼",
    "除數",
    "計分表",
    "門前清",
    "一台花",
)
_JOINER = "\u2060"  # WORD JOINER: no line break on either side, drawn as nothing
_KEPT = re.compile("|".join(sorted(KEPT_WORDS, key=len, reverse=True)))


def keep_words(text: str) -> str:
    """`text` with each of KEPT_WORDS held together on one line (a word joiner between
    its characters); English text is returned unchanged."""
    if not page_zh.has_cjk(text):
        return text
    return _KEPT.sub(lambda m: _JOINER.join(m.group(0)), text)
