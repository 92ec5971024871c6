"""The hand-format document's example hand and its result, shared by the tests."""

# The hand and result of the hand-format document (seed 001 values: Mixed One Suit 3,
# Red Dragon 1, Self-Pick 1).
EXAMPLE_HAND = {
    "concealed": "123s 55s",
    "melds": [
        {"kind": "pong", "tile": "C", "exposed": True},
        {"kind": "chow", "tile": "6s", "exposed": True},
        {"kind": "kong", "tile": "9s", "exposed": False},
    ],
    "winning_tile": "5s",
    "win": "self_drawn",
    "seat_wind": "S",
    "prevailing_wind": "E",
    "flowers": "f3",
    "conditions": [],
    "ruleset": "hk",
}
EXAMPLE_RESULT = {
    "valid": True,
    "faan": 5,
    "limit": False,
    "capped_at": None,
    "meets_minimum": True,
    "patterns": [
        {"id": "mixed_one_suit", "name": "Mixed One Suit", "faan": 3},
        {"id": "dragon_pong", "name": "Red Dragon", "faan": 1},
        {"id": "self_drawn", "name": "Self-drawn", "faan": 1},
    ],
    "arrangement": ["123s", "CCC", "678s", "9999s", "55s"],
}


def assert_example_result(out: dict) -> None:
    for key, value in EXAMPLE_RESULT.items():
        if key == "patterns":
            got = [{k: p[k] for k in ("id", "name", "faan")} for p in out["patterns"]]
            assert got == value
        else:
            assert out[key] == value, key


def melds_json(texts) -> list[dict]:
    """Declared melds from short strings: "pong C", "chow 6s", "kong 9s" (exposed) and
    "ckong 9s" (a concealed kong)."""
    out = []
    for text in texts:
        kind, tile = text.split()
        if kind == "ckong":
            out.append({"kind": "kong", "tile": tile, "exposed": False})
        else:
            out.append({"kind": kind, "tile": tile, "exposed": True})
    return out
