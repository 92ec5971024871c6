"""PyInstaller's entry point for the bundled app: the same as `python -m mjscore_gui`."""

import sys

from mjscore_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
