"""Letters that look like Latin ones: the common Cyrillic and Greek look-alikes from
Unicode's confusables list (TR39), lower case (names are case-folded first). A small
list of the project's own, enough to catch "Аmy" typed with a Cyrillic А."""

from __future__ import annotations

LOOK_ALIKES: dict[str, str] = {
    # Cyrillic
    "а": "a",
    "в": "b",
    "с": "c",
    "ԁ": "d",
    "е": "e",
    "ё": "e",
    "һ": "h",
    "і": "i",
    "ї": "i",
    "ј": "j",
    "к": "k",
    "ӏ": "l",
    "м": "m",
    "н": "h",
    "о": "o",
    "р": "p",
    "ԛ": "q",
    "ѕ": "s",
    "т": "t",
    "у": "y",
    "ү": "y",
    "х": "x",
    "ԝ": "w",
    "ь": "b",
    # Greek
    "α": "a",
    "β": "b",
    "ε": "e",
    "η": "n",
    "ι": "i",
    "κ": "k",
    "ν": "v",
    "ο": "o",
    "ρ": "p",
    "τ": "t",
    "υ": "u",
    "χ": "x",
    "γ": "y",
    "ω": "w",
    # Latin and digits that pass for others
    "ı": "i",
    "ℓ": "l",
    "0": "o",
    "1": "l",
}
