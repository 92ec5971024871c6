"""The table-side window. Widgets here are thin views: the state they show lives in
the plain-Python models under `gui.models`, which the tests can drive without Qt."""
