"""fowld for tests, kept on 127.0.0.1: no public transit relay, loopback hints only.

The same helper as the game's (:mod:`rummy_desktop.online.fowld_helper`) with
its loopback switch on: the tests may use loopback only.
"""

from __future__ import annotations

import sys

from rummy_desktop.online.fowld_helper import LOOPBACK_FLAG, run_fowld

if __name__ == "__main__":
    sys.exit(run_fowld([LOOPBACK_FLAG, *sys.argv[1:]]))
