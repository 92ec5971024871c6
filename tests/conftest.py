import os

# Qt must never try to open a real display in tests: without a platform it aborts the run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# House rulesets (Rules > Manage rulesets) go to the user's config folder; no test may
# touch the real one.
import tempfile  # noqa: E402

os.environ.setdefault("MJSCORE_CONFIG_DIR", tempfile.mkdtemp(prefix="mjscore-test-config-"))

# The one hand builder, also as the `build_hand` fixture (tests/builders.py).
from tests.builders import build_hand  # noqa: E402, F401
