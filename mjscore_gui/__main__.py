import sys

from mjscore_gui.cli import main

sys.exit(main())
