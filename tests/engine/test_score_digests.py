"""The engine's answers stay exactly as they were (see tests/engine/score_digests.py):
every preset's result for ~1,500 varied hands and the waits of 120 hands, by digest."""

from tests.engine.score_digests import DIGESTS, digest, inputs, results, waiting_hands, waits


def test_every_answer_is_unchanged():
    expected = DIGESTS.read_text(encoding="utf-8").split()
    hands = inputs()
    waiting = waiting_hands()
    assert len(expected) == len(hands) + len(waiting), "regenerate: python -m tests.engine.score_digests"

    changed = []
    for i, obj in enumerate(hands):
        answer = results(obj)
        if digest(answer) != expected[i]:
            changed.append(f"hand {i} {obj}\n  now: {answer}")
    for j, (hand, situation) in enumerate(waiting):
        answer = waits(hand, situation)
        if digest(answer) != expected[len(hands) + j]:
            changed.append(f"waits {j} {hand} {situation}\n  now: {answer}")
    assert not changed, f"{len(changed)} answers changed; the first:\n" + "\n".join(changed[:3])
