"""PyInstaller's entry script: the frozen program starts exactly like the console command."""

import sys

from rummy_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
