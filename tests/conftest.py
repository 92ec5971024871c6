import os

# Qt must never try to open a real display in tests: without a platform it aborts the run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
