"""`mjscore --self-test` from the source tree, in the fast suite: the packaged builds run
it too (tests/packaging, slow), and a window change that breaks it must show up here."""


def test_the_self_test_scores_and_records_its_sample_hand(mjscore):
    ran = mjscore.process("--self-test")
    assert ran.code == 0, ran.err
    assert "sample hand scored 6 faan" in ran.out and "totals +32 -32 0 0" in ran.out
