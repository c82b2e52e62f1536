"""PyInstaller's entry script: the frozen program starts exactly like the console command.

With ``--fowld`` first it runs the invite helper instead (the bundle has no
``python -m fowl``; :mod:`rummy_desktop.online.fowld_helper`).
"""

import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--fowld"]:
        from rummy_desktop.online.fowld_helper import run_fowld

        sys.exit(run_fowld(sys.argv[2:]))
    from rummy_desktop.__main__ import main

    sys.exit(main())
