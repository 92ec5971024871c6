"""Runtime hook replacing PyInstaller's pyi_rth_pyside6: Qt is set up, but only loaded when used.

PyInstaller's hook imports PySide6.QtCore (and with it Qt and ICU, ~0.4 s) at every start,
to register the embedded qt.conf that tells Qt where its translations and plugins are.
`mjscore score`, `rules list` and the other subcommands never touch Qt, so this hook sets
the same environment and registers qt.conf right after PySide6.QtCore is first imported:
the window gets the same Qt set-up, the command line starts as fast as from a venv.
"""


def _pyi_rthook():
    import importlib.abc
    import importlib.util
    import os
    import sys

    from _pyi_rth_utils import is_macos_app_bundle, prepend_path_to_environment_variable
    from _pyi_rth_utils import qt as qt_rth_utils

    qt_rth_utils.ensure_single_qt_bindings_package("PySide6")
    if sys.platform.startswith("win"):
        qt_path = os.path.join(sys._MEIPASS, "PySide6")
        prepend_path_to_environment_variable(sys._MEIPASS, "PATH")
    else:
        qt_path = os.path.join(sys._MEIPASS, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_path, "plugins")
    if sys.platform == "darwin" and not is_macos_app_bundle:
        prepend_path_to_environment_variable(sys._MEIPASS, "DYLD_LIBRARY_PATH")

    class RegisterQtConf(importlib.abc.Loader):
        def __init__(self, inner):
            self.inner = inner

        def create_module(self, spec):
            return self.inner.create_module(spec)

        def exec_module(self, module):
            self.inner.exec_module(module)
            qt_rth_utils.create_embedded_qt_conf("PySide6", qt_path)

    class OnFirstQtCoreImport(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name != "PySide6.QtCore":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            if spec is not None and spec.loader is not None:
                spec.loader = RegisterQtConf(spec.loader)
            return spec

    sys.meta_path.insert(0, OnFirstQtCoreImport())


_pyi_rthook()
del _pyi_rthook
