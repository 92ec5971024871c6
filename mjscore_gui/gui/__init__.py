"""The table-side window. Widgets here are thin views: the state they show lives in
the plain-Python state under `gui.state`, which the tests can drive without Qt."""

import sys


def _keep_none_alive() -> None:
    """PySide6 6.12 on Python 3.11 drops one reference to None on every call of a Qt
    method that returns nothing (setText, setEnabled, setGeometry ...). None starts with
    a few thousand references, so after a few hundred clicks it is freed and the app
    aborts ("Fatal Python error: none_dealloc"). From 3.12 None is immortal; before it,
    give None references enough for any night at the table."""
    if sys.version_info < (3, 12):
        import ctypes  # only for this: Python 3.12 and later never load it here

        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40


_keep_none_alive()
